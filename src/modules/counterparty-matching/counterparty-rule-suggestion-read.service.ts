import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { RequestContext } from '../../platform/context/request-context';
import { columnPropertiesOf, selectColumns } from '../../platform/database/entity-columns';
import { validationFailed } from '../../platform/errors/domain-error';
import { pageWindow } from '../../platform/graphql/paging';
import { resourceOf } from '../access/access.module';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from '../bank-import/bank-import.module';
import type { BankTransactionDto } from '../bank-import/dto/bank-transaction.dto';
import { ruleTaxId } from './counterparty-matcher';
import { CounterpartyRuleSuggestion } from './counterparty-rule-suggestion.entity';
import type {
  CounterpartyRuleSuggestionArgs,
  CounterpartyRuleSuggestionDto,
  CounterpartyRuleSuggestionPage,
} from './dto/counterparty-rule-suggestion.dto';

export const SUGGESTION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;

/** A suggestion as stored, without its key hash (which identifies a payee and is never answered). */
export type SuggestionRow = Omit<CounterpartyRuleSuggestion, 'keyHash'>;

/** Read columns of a suggestion (alias `g`), named as the entity's properties; the key hash is left out. */
export const SUGGESTION_COLUMNS = selectColumns(
  CounterpartyRuleSuggestion,
  'g',
  columnPropertiesOf(CounterpartyRuleSuggestion).filter((property) => property !== 'keyHash'),
);

/** Manual lines shown per suggestion, and lines it would match. */
const MANUAL_EVIDENCE = 20;
const WOULD_MATCH_PAGE = 10;

/**
 * SQL: line `t` is in the matching queue and the rule would take it. Unmatched and LowConfidence on similar names
 * only have no strong signal, so one rule naming a counterparty makes them AutoMatched to it; conflicting evidence
 * stays conflicting. `$pattern` is the normalized pattern, `$taxId` the tax id it also matches by (or null), as the
 * matcher compares them.
 */
export const WOULD_TAKE_SQL = (pattern: string, taxId: string) => `
  (t.match_status = 'Unmatched' OR (t.match_status = 'LowConfidence' AND t.match_reason = 'weak_name_similarity'))
  AND (strpos(' ' || t.counterparty_name_normalized || ' ', ' ' || ${pattern} || ' ') > 0
       OR (${taxId} IS NOT NULL AND upper(regexp_replace(t.counterparty_tax_id, '[^0-9A-Za-z]', '', 'g')) = ${taxId}))
  AND NOT EXISTS (SELECT 1 FROM bank_transaction_holds h WHERE h.bank_transaction_id = t.id)`;

/** Suggestions by id, any number per request in one statement. */
export const suggestionLoader = defineLoader<string, SuggestionRow | null>(async (ctx, ids) => {
  const rows: SuggestionRow[] = await ctx.em.query(
    `SELECT ${SUGGESTION_COLUMNS} FROM counterparty_rule_suggestions g WHERE g.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/** A suggestion by id: organization-wide like the rule it proposes, checked on its organization. */
export const suggestionResource = resourceOf({
  name: 'counterparty rule suggestion',
  entity: 'CounterpartyRuleSuggestion',
  loader: suggestionLoader,
  scopeOf: (suggestion) => ({ organizationId: suggestion.organizationId, locationId: null }),
  checksContextHeaders: true,
  checkedOn: 'organization',
});

/**
 * Reads of rule suggestions with their evidence. A page costs a constant number of statements: the page, the manual
 * lines of all its suggestions, and the lines each pending one would match (one statement, a lateral page each).
 */
export class CounterpartyRuleSuggestionReadService {
  async list(ctx: RequestContext, args: CounterpartyRuleSuggestionArgs): Promise<CounterpartyRuleSuggestionPage> {
    const { organizationId } = ctx.activeContext;
    const status = args.status?.trim() || 'Pending';
    if (!(SUGGESTION_STATUSES as readonly string[]).includes(status)) throw validationFailed({ status: ['invalid'] });
    // A pending suggestion whose rule was created since (by hand, or from another key) is no longer proposed.
    const where = `g.organization_id = $1 AND g.status = $2
      AND ($2 <> 'Pending' OR NOT EXISTS (
        SELECT 1 FROM counterparty_rules r
         WHERE r.organization_id = g.organization_id AND r.normalized_pattern = g.normalized_pattern
           AND r.erp_counterparty_id = g.erp_counterparty_id))`;
    const { offset, limit } = pageWindow(args);
    const rows: (SuggestionRow & { total: number })[] = await ctx.em.query(
      `SELECT ${SUGGESTION_COLUMNS}, count(*) OVER ()::int AS total FROM counterparty_rule_suggestions g
        WHERE ${where} ORDER BY g.updated_at_utc DESC, g.id LIMIT $3 OFFSET $4`,
      [organizationId, status, limit, offset],
    );
    let totalCount = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      [{ totalCount }] = await ctx.em.query(
        `SELECT count(*)::int AS "totalCount" FROM counterparty_rule_suggestions g WHERE ${where}`,
        [organizationId, status],
      );
    }
    const items = await this.withEvidence(
      ctx,
      rows.map(({ total: _total, ...row }) => row),
    );
    return { items, totalCount, page: args.page, pageSize: args.pageSize };
  }

  /** Suggestions with their evidence: the manual lines they came from, and for pending ones what they would take. */
  async withEvidence(ctx: RequestContext, rows: SuggestionRow[]): Promise<CounterpartyRuleSuggestionDto[]> {
    if (rows.length === 0) return [];
    const pending = rows.filter((row) => row.status === 'Pending');
    const [manual, wouldMatch]: [TransactionRow[], (TransactionRow & { suggestion_id: string; total: number })[]] =
      await Promise.all([
        ctx.em.query(`SELECT ${TRANSACTION_COLUMNS} FROM bank_transactions t WHERE t.id = ANY($1::uuid[])`, [
          rows.flatMap((row) => row.manualTransactionIds.slice(0, MANUAL_EVIDENCE)),
        ]),
        pending.length === 0
          ? []
          : ctx.em.query(
              `SELECT g.id AS suggestion_id, w.*
                 FROM unnest($1::uuid[], $2::text[]) AS p(id, tax_id)
                 JOIN counterparty_rule_suggestions g ON g.id = p.id
                 CROSS JOIN LATERAL (
                   SELECT ${TRANSACTION_COLUMNS}, count(*) OVER ()::int AS total
                     FROM bank_transactions t
                    WHERE t.organization_id = g.organization_id AND ${WOULD_TAKE_SQL('g.normalized_pattern', 'p.tax_id')}
                    ORDER BY t.transaction_date DESC, t.id
                    LIMIT $3) w`,
              [pending.map((row) => row.id), pending.map((row) => ruleTaxId(row.normalizedPattern)), WOULD_MATCH_PAGE],
            ),
      ]);
    const byId = new Map(manual.map((row) => [row.id, toTransactionDto(row)]));
    const taken = new Map<string, { count: number; items: BankTransactionDto[] }>();
    for (const row of wouldMatch) {
      const entry = taken.get(row.suggestion_id) ?? { count: row.total, items: [] };
      entry.items.push(toTransactionDto(row));
      taken.set(row.suggestion_id, entry);
    }
    return rows.map((row) => ({
      ...row,
      manualTransactions: row.manualTransactionIds.slice(0, MANUAL_EVIDENCE).flatMap((id) => byId.get(id) ?? []),
      wouldMatchCount: taken.get(row.id)?.count ?? 0,
      wouldMatchTransactions: taken.get(row.id)?.items ?? [],
    }));
  }
}
