import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import { columnPropertiesOf, selectColumns } from '../../platform/database/entity-columns';
import { containsPattern } from '../../platform/database/like-pattern';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { pageWindow } from '../../platform/graphql/paging';
import { UNDECIDED_STATUSES } from './automatic-matching.service';
import { CounterpartyMatcher } from './counterparty-matcher';
import { CounterpartyRule } from './counterparty-rule.entity';
import { containsWords, nameWords, normalizeCounterpartyName } from './counterparty-name';
import type {
  CounterpartyRuleConflictDto,
  CounterpartyRuleConflictPreviewDto,
  CounterpartyRuleDirectoryArgs,
  CounterpartyRuleDto,
  CounterpartyRulePage,
} from './dto/counterparty-rule.dto';
import type { CounterpartyRuleConflictPreviewInput } from './dto/counterparty-rule.input';
import { resourceOf } from '../access/access.module';

/** Read columns of a rule (alias `r`): every column of the entity, named as its properties and the DTO's fields. */
export const RULE_COLUMNS = selectColumns(CounterpartyRule, 'r', columnPropertiesOf(CounterpartyRule));

type Relation = 'SamePattern' | 'Broader' | 'Narrower' | 'SharedTransactions';
const RELATION_ORDER: Relation[] = ['SamePattern', 'Broader', 'Narrower', 'SharedTransactions'];

/** Rules by id, any number per request in one statement (the matchedRule field of a transaction list). */
export const ruleLoader = defineLoader<string, CounterpartyRuleDto | null>(async (ctx, ids) => {
  const rows: CounterpartyRule[] = await ctx.em.query(
    `SELECT ${RULE_COLUMNS} FROM counterparty_rules r WHERE r.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/** A rule by id: organization-wide, checked on its organization (and against X-Organization-Id when sent). */
export const counterpartyRuleResource = resourceOf({
  name: 'counterparty rule',
  entity: 'CounterpartyRule',
  loader: ruleLoader,
  scopeOf: (rule) => ({ organizationId: rule.organizationId, locationId: null }),
  checksContextHeaders: true,
  checkedOn: 'organization',
});

/**
 * Reads of counterparty rules (docs/counterparty-matching.md §Rules) in the organization their access declarations
 * checked: the directory and the legacy active list, and the conflict preview. All read-only.
 */
export class CounterpartyRuleReadService {
  async directory(ctx: RequestContext, args: CounterpartyRuleDirectoryArgs): Promise<CounterpartyRulePage> {
    const { organizationId } = ctx.activeContext;
    const search = args.search?.trim() || null;
    const where = `r.organization_id = $1 AND ($2::boolean IS NULL OR r.is_active = $2)
      AND ($3::text IS NULL OR r.erp_counterparty_id = $3)
      AND ($4::text IS NULL OR r.pattern ILIKE $4 OR r.erp_counterparty_name ILIKE $4 OR r.erp_counterparty_id ILIKE $4
           OR ($5::text <> '' AND strpos(r.normalized_pattern, $5) > 0))`;
    const params = [
      organizationId,
      args.isActive ?? null,
      args.erpCounterpartyId?.trim() || null,
      search && containsPattern(search),
      // The normalized search finds `ООО "Ромашка"` by `ромашка` and by `РОМАШКА ООО` alike.
      normalizeCounterpartyName(search),
    ];
    const [{ total }]: { total: number }[] = await ctx.em.query(
      `SELECT count(*)::int AS total FROM counterparty_rules r WHERE ${where}`,
      params,
    );
    const { offset, limit } = pageWindow(args);
    const items: CounterpartyRuleDto[] =
      total > offset
        ? await ctx.em.query(
            `SELECT ${RULE_COLUMNS} FROM counterparty_rules r WHERE ${where}
              ORDER BY r.normalized_pattern, r.id LIMIT $6 OFFSET $7`,
            [...params, limit, offset],
          )
        : [];
    return { items, totalCount: total, page: args.page, pageSize: args.pageSize };
  }

  /** The legacy list of the matching page: every active rule of the organization, by pattern. */
  async activeRules(ctx: RequestContext): Promise<CounterpartyRuleDto[]> {
    const { organizationId } = ctx.activeContext;
    return ctx.em.query(
      `SELECT ${RULE_COLUMNS} FROM counterparty_rules r WHERE r.organization_id = $1 AND r.is_active
        ORDER BY r.pattern, r.id`,
      [organizationId],
    );
  }

  /**
   * Which active rules a new pattern would overlap and how many undecided transactions each would share with it.
   * Only names containing the new pattern matter (a shared transaction matches both), so the database narrows the
   * undecided names to those and groups them: each distinct name is tested once, against the rules filed under its
   * words by the matcher's index, never against every rule.
   */
  async conflictPreview(
    ctx: RequestContext,
    input: CounterpartyRuleConflictPreviewInput,
  ): Promise<CounterpartyRuleConflictPreviewDto> {
    const { organizationId } = ctx.activeContext;
    const pattern = input.pattern?.trim() ?? '';
    const normalizedPattern = normalizeCounterpartyName(pattern);
    if (!normalizedPattern) throw new DomainError('pattern_required');
    const counterpartyId = input.erpCounterpartyId?.trim() || null;
    const words = nameWords(normalizedPattern);

    const [rules, names, [equivalentRule]]: [
      CounterpartyRuleDto[],
      { name: string; count: number }[],
      CounterpartyRuleDto[],
    ] = await Promise.all([
      ctx.em.query(
        `SELECT ${RULE_COLUMNS} FROM counterparty_rules r WHERE r.organization_id = $1 AND r.is_active
            ORDER BY r.normalized_pattern, r.id`,
        [organizationId],
      ),
      ctx.em.query(
        `SELECT counterparty_name_normalized AS name, count(*)::int AS count
             FROM bank_transactions
            WHERE organization_id = $1 AND match_status = ANY($2::varchar[])
              AND strpos(' ' || counterparty_name_normalized || ' ', $3) > 0
              AND NOT EXISTS (SELECT 1 FROM bank_transaction_holds h WHERE h.bank_transaction_id = bank_transactions.id)
            GROUP BY counterparty_name_normalized`,
        [organizationId, UNDECIDED_STATUSES, ` ${normalizedPattern} `],
      ),
      counterpartyId
        ? ctx.em.query(
            `SELECT ${RULE_COLUMNS} FROM counterparty_rules r
                WHERE r.organization_id = $1 AND r.normalized_pattern = $2 AND r.erp_counterparty_id = $3`,
            [organizationId, normalizedPattern, counterpartyId],
          )
        : [],
    ]);

    const matcher = new CounterpartyMatcher(rules, []);
    const shared = new Map<string, number>();
    let matchingTransactionCount = 0;
    for (const { name, count } of names) {
      if (!containsWords(nameWords(name), words)) continue;
      matchingTransactionCount += count;
      for (const rule of matcher.rulesMatching(name)) shared.set(rule.id, (shared.get(rule.id) ?? 0) + count);
    }
    const conflicts: CounterpartyRuleConflictDto[] = [];
    for (const rule of rules) {
      const relation =
        relationOf(nameWords(rule.normalizedPattern), words) ?? (shared.has(rule.id) ? 'SharedTransactions' : null);
      if (!relation) continue;
      conflicts.push({
        rule,
        relation,
        sameCounterparty: rule.erpCounterpartyId === counterpartyId,
        overlappingTransactionCount: shared.get(rule.id) ?? 0,
      });
    }
    conflicts.sort(
      (a, b) => RELATION_ORDER.indexOf(a.relation as Relation) - RELATION_ORDER.indexOf(b.relation as Relation),
    );
    return {
      pattern,
      normalizedPattern,
      equivalentRule: equivalentRule ?? null,
      matchingTransactionCount,
      conflicts,
    };
  }

  /** The rule behind a transaction's match; the transaction itself was authorized by the query that returned it. */
  matchedRule(ctx: RequestContext, ruleId: string | null): Promise<CounterpartyRuleDto | null> {
    return ruleId ? ctx.loader(ruleLoader).load(ruleId) : Promise.resolve(null);
  }
}

/** How an existing rule's pattern words relate to the new pattern's, when one contains the other. */
function relationOf(existing: string[], proposed: string[]): Relation | null {
  if (existing.length === proposed.length && containsWords(existing, proposed)) return 'SamePattern';
  if (containsWords(proposed, existing)) return 'Broader';
  if (containsWords(existing, proposed)) return 'Narrower';
  return null;
}
