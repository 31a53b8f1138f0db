import type { RequestContext } from '../../platform/context/request-context';
import { containsPattern } from '../../platform/database/like-pattern';
import { pageWindow } from '../../platform/graphql/paging';
import type { AutomaticMatchingService } from './automatic-matching.service';
import { MATCH_STATUSES, type CounterpartyMatcher, type MatchStatus } from './counterparty-matcher';
import type { NameMatch, NameMatchArgs, NameMatchPage, NameMatchSummary } from './dto/name-match.dto';

interface SummaryRow {
  total: number;
  without_name: number;
  distinct_names: number;
  unmatched_names: number;
  active_rules: number;
  groups: { status: MatchStatus; reason: string; count: number }[] | null;
}

interface NameRow {
  normalized_name: string;
  counterparty_name: string;
  spelling_count: number;
  transaction_count: number;
  unmatched_count: number;
  low_confidence_count: number;
  auto_matched_count: number;
  manual_matched_count: number;
  excluded_count: number;
  matched: [string, string] | null;
  last_transaction_date: string;
  total_count: number;
}

/**
 * The name-matching page of an outlet (docs/counterparty-matching.md §Name matching): bank transactions grouped by
 * their normalized counterparty name, so an accountant reviews each supplier once however the bank spelled it and turns
 * it into a rule. Reads the context outlet only; names and counts, never account numbers or descriptions.
 */
export class NameMatchService {
  constructor(private readonly automaticMatching: AutomaticMatchingService) {}

  async summary(ctx: RequestContext): Promise<NameMatchSummary> {
    const { organizationId, locationId } = ctx.activeContext;
    const [row]: SummaryRow[] = await ctx.em.query(
      `WITH outlet AS (
         SELECT match_status, match_reason, NULLIF(counterparty_name_normalized, '') AS name
           FROM bank_transactions WHERE organization_id = $1 AND location_id = $2)
       SELECT count(*)::int AS total,
              count(*) FILTER (WHERE name IS NULL)::int AS without_name,
              count(DISTINCT name)::int AS distinct_names,
              count(DISTINCT name) FILTER (WHERE match_status IN ('Unmatched', 'LowConfidence'))::int AS unmatched_names,
              (SELECT count(*)::int FROM counterparty_rules WHERE organization_id = $1 AND is_active) AS active_rules,
              (SELECT json_agg(json_build_object('status', match_status, 'reason', match_reason, 'count', n))
                 FROM (SELECT match_status, match_reason, count(*)::int AS n FROM outlet GROUP BY 1, 2) g) AS groups
         FROM outlet`,
      [organizationId, locationId],
    );
    const groups = row.groups ?? [];
    const byStatus = MATCH_STATUSES.map((status) => ({
      status,
      count: sum(groups.filter((group) => group.status === status)),
    }));
    const reasons = new Map<string, number>();
    for (const group of groups) reasons.set(group.reason, (reasons.get(group.reason) ?? 0) + group.count);
    const countOf = (status: MatchStatus) => byStatus.find((entry) => entry.status === status)!.count;
    const decidable = row.total - countOf('Excluded');
    return {
      totalTransactions: row.total,
      byStatus,
      byReason: [...reasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      queueCount: countOf('Unmatched') + countOf('LowConfidence'),
      distinctNames: row.distinct_names,
      unmatchedNames: row.unmatched_names,
      transactionsWithoutName: row.without_name,
      automaticRate: decidable > 0 ? countOf('AutoMatched') / decidable : null,
      manualRate: decidable > 0 ? countOf('ManualMatched') / decidable : null,
      activeRuleCount: row.active_rules,
    };
  }

  async list(ctx: RequestContext, args: NameMatchArgs): Promise<NameMatchPage> {
    const { offset, limit } = pageWindow(args);
    const rows = await nameRows(ctx, args, limit, offset);
    // Past the end the page carries no count: ask for the first row for it.
    const totalCount =
      rows[0]?.total_count ?? (offset > 0 ? ((await nameRows(ctx, args, 1, 0))[0]?.total_count ?? 0) : 0);
    // One matcher per request, for the page only: rule counts and the suggestion of names still in the queue.
    const matcher =
      rows.length > 0 ? await this.automaticMatching.matcherOf(ctx, ctx.activeContext.organizationId) : null;
    return {
      items: rows.map((row) => toNameMatch(row, matcher!)),
      totalCount,
      page: args.page,
      pageSize: args.pageSize,
    };
  }
}

/** One page of names with their counts, and the number of names in total_count. */
function nameRows(ctx: RequestContext, args: NameMatchArgs, limit: number, offset: number): Promise<NameRow[]> {
  const { organizationId, locationId } = ctx.activeContext;
  const search = args.search?.trim() ? containsPattern(args.search.trim()) : null;
  // mode() picks the most frequent spelling and matched counterparty in the same pass as the counts.
  return ctx.em.query(
    `WITH names AS (
         SELECT counterparty_name_normalized AS normalized_name,
                mode() WITHIN GROUP (ORDER BY counterparty_name) AS counterparty_name,
                count(DISTINCT counterparty_name)::int AS spelling_count,
                count(*)::int AS transaction_count,
                count(*) FILTER (WHERE match_status = 'Unmatched')::int AS unmatched_count,
                count(*) FILTER (WHERE match_status = 'LowConfidence')::int AS low_confidence_count,
                count(*) FILTER (WHERE match_status = 'AutoMatched')::int AS auto_matched_count,
                count(*) FILTER (WHERE match_status = 'ManualMatched')::int AS manual_matched_count,
                count(*) FILTER (WHERE match_status = 'Excluded')::int AS excluded_count,
                mode() WITHIN GROUP (ORDER BY ARRAY[matched_counterparty_id, matched_counterparty_name])
                  FILTER (WHERE match_status IN ('AutoMatched', 'ManualMatched')) AS matched,
                to_char(max(transaction_date), 'YYYY-MM-DD') AS last_transaction_date
           FROM bank_transactions
          WHERE organization_id = $1 AND location_id = $2 AND counterparty_name_normalized <> ''
          GROUP BY counterparty_name_normalized
         HAVING ($3::text IS NULL OR bool_or(counterparty_name_normalized ILIKE $3 OR counterparty_name ILIKE $3))
            AND CASE $4::text
                  WHEN 'Queue' THEN count(*) FILTER (WHERE match_status IN ('Unmatched', 'LowConfidence')) > 0
                  WHEN 'Matched' THEN count(*) FILTER (WHERE match_status IN ('Unmatched', 'LowConfidence')) = 0
                    AND count(*) FILTER (WHERE match_status IN ('AutoMatched', 'ManualMatched')) > 0
                  ELSE true
                END)
       SELECT *, count(*) OVER ()::int AS total_count FROM names
        ORDER BY unmatched_count + low_confidence_count DESC, transaction_count DESC, normalized_name
        LIMIT $5 OFFSET $6`,
    [organizationId, locationId, search, args.state ?? 'All', limit, offset],
  );
}

function toNameMatch(row: NameRow, matcher: CounterpartyMatcher): NameMatch {
  const queueCount = row.unmatched_count + row.low_confidence_count;
  const evidence = queueCount > 0 ? matcher.match(row.counterparty_name, null).signals[0] : undefined;
  return {
    normalizedName: row.normalized_name,
    counterpartyName: row.counterparty_name,
    spellingCount: row.spelling_count,
    transactionCount: row.transaction_count,
    queueCount,
    unmatchedCount: row.unmatched_count,
    lowConfidenceCount: row.low_confidence_count,
    autoMatchedCount: row.auto_matched_count,
    manualMatchedCount: row.manual_matched_count,
    excludedCount: row.excluded_count,
    matchedCounterpartyId: row.matched?.[0] ?? null,
    matchedCounterpartyName: row.matched?.[1] ?? null,
    lastTransactionDate: row.last_transaction_date,
    ruleCount: matcher.rulesMatching(row.normalized_name).length,
    suggestion: evidence
      ? {
          counterpartyId: evidence.counterpartyId,
          counterpartyName: evidence.counterpartyName,
          kind: evidence.kind,
          score: evidence.score,
        }
      : null,
  };
}

function sum(groups: { count: number }[]): number {
  return groups.reduce((total, group) => total + group.count, 0);
}
