import type { RequestContext } from '../../platform/context/request-context';
import { containsPattern } from '../../platform/database/like-pattern';
import { takingRuleIdsSql } from '../direct-posting/direct-posting.module';
import type { AttentionReason, WorkflowState } from './work-item-rules';

/** A derived work-item row as the statement answers it. */
export interface WorkItemRow {
  bankTransactionId: string;
  importId: string;
  organizationId: string;
  locationId: string;
  transactionDate: string;
  direction: string;
  amount: number;
  currency: string;
  counterpartyName: string | null;
  description: string | null;
  matchStatus: string;
  workflowState: WorkflowState;
  attentionReasons: AttentionReason[];
  matchedRuleId: string | null;
  matchedRulePattern: string | null;
  allocationId: string | null;
  allocationStatus: string | null;
  postingId: string | null;
  postingStatus: string | null;
  directPostingRuleId: string | null;
  transactionRowVersion: number;
}

export interface WorkItemQuery {
  organizationId: string;
  locationId: string;
  /** Only these transactions (at most a page of them). */
  bankTransactionIds?: readonly string[] | null;
  states?: string[] | null;
  reasons?: string[] | null;
  importId?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  search?: string | null;
  documentContains?: string | null;
  matchStatuses?: string[] | null;
  sort: { column: SortColumn; descending: boolean };
  offset: number;
  limit: number;
}

/** Sort keys of the list query; the SQL is chosen from this map, never from the request text. */
export const SORT_COLUMNS = {
  transactionDate: 't.transaction_date',
  amount: 't.amount',
  counterpartyName: 'lower(t.counterparty_name)',
} as const;

export type SortColumn = keyof typeof SORT_COLUMNS;

/**
 * The posting and allocation statuses by the phase they put a transaction in (an allocation's only while it has no
 * posting, except Completed), as SQL lists: the phase rules and the candidates below read the same ones.
 */
const quoted = (...statuses: string[]) => statuses.map((status) => `'${status}'`).join(', ');
const POSTING = {
  attention: quoted('Failed', 'WriteOutcomeUnknown'),
  processing: quoted('Draft', 'ApprovalRequired', 'Queued', 'Posted', 'ReadbackPending', 'RetryScheduled'),
  completed: quoted('Reconciled'),
};
const ALLOCATION = {
  attention: quoted('Failed'),
  processing: quoted('PostingQueued', 'Posted'),
  completed: quoted('Reconciled'),
  ready: quoted('NeedsReview', 'Confirmed', 'ApprovalRequired', 'Approved'),
};

/** Where the transactions deriving a state or reason are: `ids` selects transaction ids, `where` tests `t`. */
interface Candidates {
  ids?: string;
  where?: string;
}

const allocationsWhere = (condition: string) =>
  `SELECT a.bank_transaction_id FROM payment_allocations a
    WHERE a.organization_id = $1 AND a.location_id = $2 AND ${condition}`;
const postingsWhere = (condition: string) =>
  `SELECT p.bank_transaction_id FROM erp_payment_postings p
    WHERE p.organization_id = $1 AND p.location_id = $2 AND ${condition}`;
/**
 * Whether the organization has an active direct posting rule at all. Uncorrelated, so PostgreSQL decides it once per
 * statement: an organization without rules pays nothing for them, where asking every line of the outlet would cost a
 * whole scan (the ReadyForApproval filter of a 100,000-line outlet took 2.4 times as long).
 */
const ACTIVE_RULES_EXIST = `EXISTS (SELECT 1 FROM direct_posting_rules dr WHERE dr.organization_id = $1 AND dr.is_active)`;
/** Lines of the outlet an active direct posting rule takes (held or not: the derivation decides). */
const TAKEN_BY_A_RULE = `SELECT tr.id FROM bank_transactions tr
    WHERE ${ACTIVE_RULES_EXIST} AND tr.organization_id = $1 AND tr.location_id = $2
      AND cardinality(${takingRuleIdsSql('tr')}) > 0`;
const preparedWhere = (condition: string) =>
  `SELECT wp.bank_transaction_id FROM work_item_preparations wp
    WHERE wp.organization_id = $1 AND wp.location_id = $2 AND ${condition}`;

/**
 * For each reason and state, candidates every transaction deriving it is among (a superset, never the decision): the
 * fact its rule needs, found through an outlet index of that fact's table. A selective filter derives only its
 * candidates instead of every transaction of the outlet; the derived filter still decides. Allocations, postings,
 * anomalies and prepares carry the outlet of their transaction (each is written from it). An unresolved phase needs
 * a posting, or else an allocation, whose status no phase rule names. `null`: nothing narrower than the outlet that
 * pays (Completed and Attention hold most of a history, and checking every reason's facts costs more than deriving).
 */
const REASON_CANDIDATES: Record<string, Candidates | null> = {
  write_outcome_unknown: { ids: postingsWhere(`p.status = 'WriteOutcomeUnknown'`) },
  payment_anomaly_open: {
    ids: `SELECT p.bank_transaction_id FROM payment_anomalies an JOIN erp_payment_postings p ON p.id = an.posting_id
           WHERE an.organization_id = $1 AND an.location_id = $2 AND an.status = 'Open' AND an.severity = 'critical'`,
  },
  posting_failed: {
    ids: `${allocationsWhere(`a.status = 'Failed'`)} UNION ALL ${postingsWhere(`p.status = 'Failed'`)}`,
  },
  balance_review_required: {
    where: `t.import_id IN (SELECT bi.id FROM bank_imports bi
                             WHERE bi.balance_matches = false AND NOT bi.balance_review_overridden)`,
  },
  direct_posting_rule_ambiguous: { ids: TAKEN_BY_A_RULE },
  counterparty_match_required: { where: `t.match_status = 'Unmatched'` },
  counterparty_match_low_confidence: { where: `t.match_status = 'LowConfidence'` },
  safe_proposal_missing: { ids: preparedWhere('true') },
  workflow_state_unresolved: {
    ids: `${postingsWhere(`p.status NOT IN (${POSTING.attention}, ${POSTING.processing}, ${POSTING.completed})`)}
          UNION ALL ${allocationsWhere(
            `a.status NOT IN ('Cancelled', ${ALLOCATION.attention}, ${ALLOCATION.processing}, ` +
              `${ALLOCATION.completed}, ${ALLOCATION.ready})`,
          )}`,
  },
};
const STATE_CANDIDATES: Record<string, Candidates | null> = {
  Excluded: { where: `t.match_status = 'Excluded'` },
  ReadyForApproval: {
    ids: `${allocationsWhere(`a.status IN (${ALLOCATION.ready})`)}
          UNION ALL ${preparedWhere('wp.safe_document_id IS NOT NULL')}
          UNION ALL ${TAKEN_BY_A_RULE}`,
  },
  Processing: {
    ids: `${allocationsWhere(`a.status IN (${ALLOCATION.processing})`)}
          UNION ALL ${postingsWhere(`p.status IN (${POSTING.processing})`)}`,
  },
  NeedsPreparation: {
    where: `t.match_status IN ('AutoMatched', 'ManualMatched') AND NOT EXISTS (
              SELECT 1 FROM payment_allocations a WHERE a.bank_transaction_id = t.id AND a.status <> 'Cancelled')`,
  },
  Completed: null,
  Attention: null,
};

/**
 * A condition on `t` met by the candidates of any of `values`, with the CTE (named `name`) its ids come from; `null`
 * when one of them has none. The ids are one query for all of them, so a lone one can become a join that starts
 * from the facts, and a MATERIALIZED one: as a subquery, a planner that misjudges the outlet's size (fresh
 * statistics) runs it again for every transaction of the outlet, and the rule-taken lines alone re-derive the whole
 * outlet each time.
 */
function candidatesOf(
  values: string[] | null,
  table: Record<string, Candidates | null>,
  name: string,
): { condition: string; cte: string | null } | null {
  if (!values) return null;
  if (values.length === 0) return { condition: 'false', cte: null };
  const each = values.map((value) => table[value] ?? null);
  if (each.includes(null)) return null;
  const ids = each.flatMap((candidates) => (candidates?.ids ? [candidates.ids] : []));
  const conditions = each.flatMap((candidates) => (candidates?.where ? [`(${candidates.where})`] : []));
  if (ids.length > 0) conditions.unshift(`t.id IN (SELECT ${name}.id FROM ${name})`);
  return {
    condition: `(${conditions.join(' OR ')})`,
    cte: ids.length > 0 ? `${name}(id) AS MATERIALIZED (${ids.join(' UNION ALL ')})` : null,
  };
}

/**
 * The transaction texts `search` looks in, as one string; migration 1764600000000 indexes exactly this expression
 * with trigrams where pg_trgm is available. A text in any of them is in the whole, so the whole is tested first
 * (through the index) and each column after, which decides.
 */
const SEARCH_TEXT = `(COALESCE(t.counterparty_name, '') || E'\\n' || COALESCE(t.matched_counterparty_name, '') || E'\\n' ||
      COALESCE(t.description, '') || E'\\n' || COALESCE(t.bank_reference, ''))`;

/** The filters on the derived state and reasons; true for every row when neither is given. */
const DERIVED_FILTER = `($10::text[] IS NULL OR d.state = ANY($10::text[]))
         AND ($11::text[] IS NULL OR d.reasons && $11::text[])`;

/** Rows of `from` with what their import decides: the sort's second key and the open balance review. */
const withImport = (from: string) => `
      SELECT c.*, i.created_at_utc AS import_created_at_utc,
             COALESCE(i.balance_matches = false AND NOT i.balance_review_overridden, false) AS balance_review_open
        FROM ${from} c JOIN bank_imports i ON i.id = c.import_id`;

/**
 * The whole projection in one statement, whatever the page size: the outlet's transactions with their import, live
 * allocation (at most one: ux_payment_allocations_live), its posting (or, without an allocation, its live direct
 * posting: ux_erp_payment_postings_direct_live), the posting's open critical anomaly, the direct posting rules taking
 * a line neither holds, and the matched rule; then the facts (`phase`: the state the transaction's own progress puts
 * it in), the reasons, and the state in its fixed order (docs/work-items.md §States): Excluded first (no reasons,
 * never ready), then Attention whenever a reason is present, then the phase. Filters on state and reason apply after the derivation; the count and
 * the page come from the same filtered set, so an empty page past the end still answers the total.
 *
 * - balance_review_required counts only before a posting exists: queue is where the review gate applies, and a
 *   queued or written posting is past it.
 * - A matched transaction without an allocation is NeedsPreparation until a prepare of its current row version;
 *   then ReadyForApproval while that prepare's safe proposal can still be paid, else Attention with
 *   safe_proposal_missing (docs/work-items.md §Prepare).
 * - The rule's pattern is a subquery, read for the page's rows only. Whether a proposal is still payable is joins
 *   (one snapshot and one reservation per key: no row is multiplied) and the open anomaly a set of postings hashed
 *   once: as correlated subqueries inside the rules they were costed once per row and rule, and the estimate of a
 *   whole outlet's derivation passed jit_optimize_above_cost, where PostgreSQL spends seconds compiling a statement.
 * - A line one active direct posting rule takes is ReadyForApproval, two make it Attention with
 *   direct_posting_rule_ambiguous; both before Excluded, since an excluded line is what such a rule takes. A line
 *   held by a direct posting shows that posting as an allocated line shows its own (an excluded one too).
 * - A phase that no rule names (an allocation state the workflow never leaves a transaction in) is Attention with
 *   workflow_state_unresolved rather than a guess.
 *
 * Cost (bench/work-items.bench.ts, 100,000 transactions in one outlet). `scope` holds the conditions on the
 * transaction alone and is planned into each use; with a text search, whose selectivity the planner cannot know, it
 * is collected once instead. Without a state or reason filter the page is chosen first, in an index's order, and
 * only its rows are derived. With one, the candidates of the requested states or reasons are derived, or the whole
 * scope when some has none. `base`, the phase and the reasons are each computed once per row: their OFFSET 0 keeps
 * the planner from copying their expressions into every rule that reads them. Only the page's rows are joined to
 * their texts. Planning stays at about 2 ms, as before.
 */
function statement(
  order: (alias: string) => string,
  derivedFilter: string | null,
  candidateIds: string[],
  searched: boolean,
): string {
  const base = (subject: string) => `
    base AS (
      SELECT s.*, a.id AS allocation_id, a.status AS allocation_status,
             COALESCE(pa.id, pd.id) AS posting_id, COALESCE(pa.status, pd.status) AS posting_status,
             (COALESCE(pa.id, pd.id) IS NOT NULL AND COALESCE(pa.id, pd.id) IN (
                SELECT an.posting_id FROM payment_anomalies an
                 WHERE an.status = 'Open' AND an.severity = 'critical')) AS anomaly_open,
             CASE WHEN a.id IS NULL AND pd.id IS NULL AND ${ACTIVE_RULES_EXIST} THEN ${takingRuleIdsSql('s')} END
               AS taking_rules,
             pd.direct_posting_rule_id AS posted_rule_id,
             (wp.transaction_row_version = s.row_version) AS prepared,
             COALESCE(wp.safe_document_id IS NOT NULL AND sd.is_processed AND NOT sd.is_deleted
               AND sd.unpaid_amount - COALESCE(sr.reserved_amount, 0) >= wp.safe_amount, false) AS proposal_open
        FROM ${subject} s
        LEFT JOIN payment_allocations a ON a.bank_transaction_id = s.id AND a.status <> 'Cancelled'
        LEFT JOIN erp_payment_postings pa ON pa.payment_allocation_id = a.id
        LEFT JOIN erp_payment_postings pd
          ON a.id IS NULL AND pd.bank_transaction_id = s.id AND pd.payment_allocation_id IS NULL
         AND pd.status <> 'Cancelled'
        LEFT JOIN work_item_preparations wp ON wp.bank_transaction_id = s.id AND a.id IS NULL
        LEFT JOIN erp_document_snapshots sd
          ON sd.connection_id = wp.connection_id AND sd.external_document_id = wp.safe_document_id
        LEFT JOIN payment_document_reservations sr
          ON sr.connection_id = wp.connection_id AND sr.document_id = wp.safe_document_id
      OFFSET 0),`;
  const derivation = `
    phased AS (
      SELECT b.*, x.phase FROM base b CROSS JOIN LATERAL (SELECT
             CASE
               WHEN cardinality(b.taking_rules) > 1 THEN 'DirectAmbiguous'
               WHEN cardinality(b.taking_rules) = 1 THEN 'ReadyForApproval'
               WHEN b.match_status = 'Excluded' AND b.posting_id IS NULL THEN 'Excluded'
               WHEN b.posting_status IN (${POSTING.attention})
                 OR (b.posting_id IS NULL AND b.allocation_status IN (${ALLOCATION.attention})) THEN 'Attention'
               WHEN b.posting_status IN (${POSTING.processing})
                 OR (b.posting_id IS NULL AND b.allocation_status IN (${ALLOCATION.processing})) THEN 'Processing'
               WHEN b.posting_status IN (${POSTING.completed}) OR b.allocation_status IN (${ALLOCATION.completed})
                 THEN 'Completed'
               WHEN b.posting_id IS NULL AND b.allocation_status IN (${ALLOCATION.ready}) THEN 'ReadyForApproval'
               WHEN b.allocation_id IS NULL AND b.match_status IN ('AutoMatched', 'ManualMatched') THEN
                 CASE WHEN NOT COALESCE(b.prepared, false) THEN 'NeedsPreparation'
                      WHEN b.proposal_open THEN 'ReadyForApproval'
                      ELSE 'NoProposal' END
               WHEN b.allocation_id IS NULL AND b.posting_id IS NULL THEN 'Unmatched'
               ELSE 'Unresolved'
             END AS phase OFFSET 0) x),
    reasoned AS (
      SELECT ph.*, y.reasons FROM phased ph CROSS JOIN LATERAL (SELECT
             CASE WHEN ph.phase = 'Excluded' THEN '{}'::text[] ELSE array_remove(ARRAY[
               CASE WHEN ph.posting_status = 'WriteOutcomeUnknown' THEN 'write_outcome_unknown' END,
               CASE WHEN ph.anomaly_open THEN 'payment_anomaly_open' END,
               CASE WHEN ph.posting_status = 'Failed'
                      OR (ph.posting_id IS NULL AND ph.allocation_status = 'Failed') THEN 'posting_failed' END,
               CASE WHEN ph.balance_review_open AND ph.posting_id IS NULL
                     AND ph.phase IN ('ReadyForApproval', 'NeedsPreparation', 'NoProposal', 'Unmatched', 'DirectAmbiguous')
                    THEN 'balance_review_required' END,
               CASE WHEN ph.phase = 'DirectAmbiguous' THEN 'direct_posting_rule_ambiguous' END,
               CASE WHEN ph.phase = 'Unmatched' AND ph.match_status = 'Unmatched'
                    THEN 'counterparty_match_required' END,
               CASE WHEN ph.phase = 'Unmatched' AND ph.match_status = 'LowConfidence'
                    THEN 'counterparty_match_low_confidence' END,
               CASE WHEN ph.phase = 'NoProposal' THEN 'safe_proposal_missing' END,
               CASE WHEN ph.phase = 'Unresolved' THEN 'workflow_state_unresolved' END
             ]::text[], NULL) END AS reasons OFFSET 0) y),
    derived AS (
      SELECT rs.*,
             CASE WHEN rs.phase = 'Excluded' THEN 'Excluded'
                  WHEN cardinality(rs.reasons) > 0 THEN 'Attention'
                  ELSE rs.phase END AS state
        FROM reasoned rs),`;
  const paged =
    derivedFilter !== null
      ? `
    ${candidateIds.map((cte) => `${cte},\n    `).join('')}candidates AS (${withImport(`(SELECT t.* FROM scope t WHERE ${derivedFilter})`)}),${base('candidates')}${derivation}
    filtered AS (SELECT d.* FROM derived d WHERE ${DERIVED_FILTER}),
    total AS (SELECT count(*)::int AS total_count FROM filtered),
    page AS (SELECT f.* FROM filtered f ORDER BY ${order('f')} OFFSET $12 LIMIT $13)`
      : `
    total AS (SELECT count(*)::int AS total_count FROM scope),
    ordered AS (SELECT c.id FROM (${withImport('scope')}) c ORDER BY ${order('c')} OFFSET $12 LIMIT $13),
    subject AS (${withImport('(SELECT t.* FROM scope t WHERE t.id IN (SELECT o.id FROM ordered o))')}),${base('subject')}${derivation}
    page AS (SELECT d.* FROM derived d WHERE ${DERIVED_FILTER})`;
  return `
    WITH scope AS ${searched ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
      SELECT t.id, t.import_id, t.transaction_date, t.amount, t.counterparty_name, t.match_status, t.row_version,
             t.statement_index, t.sequence, t.organization_id, t.location_id, t.direction, t.counterparty_tax_id,
             t.counterparty_name_normalized, t.description, t.match_reason
        FROM bank_transactions t
       WHERE t.organization_id = $1 AND t.location_id = $2
         AND ($3::uuid[] IS NULL OR t.id = ANY($3::uuid[]))
         AND ($4::uuid IS NULL OR t.import_id = $4)
         AND ($5::date IS NULL OR t.transaction_date >= $5::date)
         AND ($6::date IS NULL OR t.transaction_date <= $6::date)
         AND ($7::text IS NULL
              OR (${SEARCH_TEXT} ILIKE $7
                  AND (t.counterparty_name ILIKE $7 OR t.matched_counterparty_name ILIKE $7
                       OR t.description ILIKE $7 OR t.bank_reference ILIKE $7))
              OR t.import_id = ANY(ARRAY(SELECT si.id FROM bank_imports si WHERE si.file_name ILIKE $7)))
         AND ($8::text IS NULL
              OR t.import_id = ANY(ARRAY(SELECT di.id FROM bank_imports di WHERE di.file_name ILIKE $8)))
         AND ($9::text[] IS NULL OR t.match_status = ANY($9::text[]))),${paged}
    SELECT c.total_count AS "totalCount",
           k.id AS "bankTransactionId", k.import_id AS "importId", t.organization_id AS "organizationId",
           t.location_id AS "locationId", to_char(k.transaction_date, 'YYYY-MM-DD') AS "transactionDate",
           t.direction, k.amount, t.currency, k.counterparty_name AS "counterpartyName", t.description,
           k.match_status AS "matchStatus", k.state AS "workflowState", k.reasons AS "attentionReasons",
           t.matched_rule_id AS "matchedRuleId",
           (SELECT r.pattern FROM counterparty_rules r WHERE r.id = t.matched_rule_id) AS "matchedRulePattern",
           k.allocation_id AS "allocationId", k.allocation_status AS "allocationStatus",
           k.posting_id AS "postingId", k.posting_status AS "postingStatus",
           COALESCE(k.posted_rule_id, CASE WHEN cardinality(k.taking_rules) = 1 THEN k.taking_rules[1] END)
             AS "directPostingRuleId",
           k.row_version AS "transactionRowVersion"
      FROM total c
      LEFT JOIN (page k JOIN bank_transactions t ON t.id = k.id) ON true
     ORDER BY ${order('k')}`;
}

/** One page of derived work items and the filtered total, in exactly one statement. */
export async function queryWorkItems(
  ctx: RequestContext,
  query: WorkItemQuery,
): Promise<{ totalCount: number; rows: WorkItemRow[] }> {
  // The sort column, then the import's time and the statement position, then the id: a total order, so pages
  // never overlap. Only the counterparty name can be null; the other columns sort as their indexes read.
  const direction = query.sort.descending ? 'DESC' : 'ASC';
  const nulls = query.sort.column === 'counterpartyName' ? ' NULLS LAST' : '';
  const order = (alias: string) =>
    `${SORT_COLUMNS[query.sort.column].replace(/\bt\./g, `${alias}.`)} ${direction}${nulls}, ` +
    `${alias}.import_created_at_utc, ${alias}.import_id, ${alias}.statement_index, ${alias}.sequence, ${alias}.id`;
  const states = query.states ?? null;
  const reasons = query.reasons ?? null;
  const candidates = [
    candidatesOf(states, STATE_CANDIDATES, 'state_candidates'),
    candidatesOf(reasons, REASON_CANDIDATES, 'reason_candidates'),
  ].filter((candidate) => candidate !== null);
  const derivedFilter = states || reasons ? candidates.map((c) => c.condition).join(' AND ') || 'true' : null;
  const candidateIds = candidates.flatMap((candidate) => (candidate.cte ? [candidate.cte] : []));
  const result: (WorkItemRow & { totalCount: number; bankTransactionId: string | null })[] = await ctx.em.query(
    statement(order, derivedFilter, candidateIds, Boolean(query.search)),
    [
      query.organizationId,
      query.locationId,
      query.bankTransactionIds ?? null,
      query.importId ?? null,
      query.dateFrom ?? null,
      query.dateTo ?? null,
      query.search ? containsPattern(query.search) : null,
      query.documentContains ? containsPattern(query.documentContains) : null,
      query.matchStatuses ?? null,
      query.states ?? null,
      query.reasons ?? null,
      query.offset,
      query.limit,
    ],
  );
  const totalCount = result[0]?.totalCount ?? 0;
  const rows = result
    .filter((row) => row.bankTransactionId !== null)
    .map(({ totalCount: _total, ...row }) => row as WorkItemRow);
  return { totalCount, rows };
}
