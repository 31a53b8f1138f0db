import type { RequestContext } from '../../platform/context/request-context';
import { containsPattern } from '../../platform/database/like-pattern';
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
  transactionRowVersion: number;
}

export interface WorkItemQuery {
  organizationId: string;
  locationId: string;
  bankTransactionId?: string | null;
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
 * The whole projection in one statement, whatever the page size: the outlet's transactions with their import,
 * live allocation (at most one: ux_payment_allocations_live), its posting, the posting's open critical anomaly and
 * the matched rule; then the facts (`phase`: the state the transaction's own progress puts it in), the reasons, and
 * the state in the order of document 02: Excluded first (no reasons, never ready), then Attention whenever a reason
 * is present, then the phase. Filters on state and reason apply after the derivation; the count and the page come
 * from the same filtered set, so an empty page past the end still answers the total.
 *
 * - balance_review_required counts only before a posting exists: queue is where the review gate applies, and a
 *   queued or written posting is past it.
 * - A phase that no rule names (an allocation state the workflow never leaves a transaction in) is Attention with
 *   workflow_state_unresolved rather than a guess.
 */
function statement(sortSql: string): string {
  return `
    WITH base AS (
      SELECT t.id, t.import_id, t.organization_id, t.location_id, t.transaction_date, t.direction, t.amount,
             t.currency, t.counterparty_name, t.description, t.match_status, t.matched_rule_id, t.row_version,
             t.statement_index, t.sequence, i.created_at_utc AS import_created_at_utc,
             r.pattern AS matched_rule_pattern,
             a.id AS allocation_id, a.status AS allocation_status, p.id AS posting_id, p.status AS posting_status,
             COALESCE(i.balance_matches = false AND NOT i.balance_review_overridden, false) AS balance_review_open,
             (p.id IS NOT NULL AND EXISTS (
                SELECT 1 FROM payment_anomalies an
                 WHERE an.posting_id = p.id AND an.status = 'Open' AND an.severity = 'critical')) AS anomaly_open
        FROM bank_transactions t
        JOIN bank_imports i ON i.id = t.import_id
        LEFT JOIN payment_allocations a ON a.bank_transaction_id = t.id AND a.status <> 'Cancelled'
        LEFT JOIN erp_payment_postings p ON p.payment_allocation_id = a.id
        LEFT JOIN counterparty_rules r ON r.id = t.matched_rule_id
       WHERE t.organization_id = $1 AND t.location_id = $2
         AND ($3::uuid IS NULL OR t.id = $3)
         AND ($4::uuid IS NULL OR t.import_id = $4)
         AND ($5::date IS NULL OR t.transaction_date >= $5::date)
         AND ($6::date IS NULL OR t.transaction_date <= $6::date)
         AND ($7::text IS NULL OR t.counterparty_name ILIKE $7 OR t.matched_counterparty_name ILIKE $7
              OR t.description ILIKE $7 OR t.bank_reference ILIKE $7 OR i.file_name ILIKE $7)
         AND ($8::text IS NULL OR i.file_name ILIKE $8)
         AND ($9::text[] IS NULL OR t.match_status = ANY($9::text[]))),
    phased AS (
      SELECT b.*,
             CASE
               WHEN b.match_status = 'Excluded' THEN 'Excluded'
               WHEN b.posting_status IN ('Failed', 'WriteOutcomeUnknown')
                 OR (b.posting_id IS NULL AND b.allocation_status = 'Failed') THEN 'Attention'
               WHEN b.posting_status IN ('Draft', 'ApprovalRequired', 'Queued', 'Posted', 'ReadbackPending',
                                         'RetryScheduled')
                 OR (b.posting_id IS NULL AND b.allocation_status IN ('PostingQueued', 'Posted')) THEN 'Processing'
               WHEN b.posting_status = 'Reconciled' OR b.allocation_status = 'Reconciled' THEN 'Completed'
               WHEN b.posting_id IS NULL
                 AND b.allocation_status IN ('NeedsReview', 'Confirmed', 'ApprovalRequired', 'Approved')
                 THEN 'ReadyForApproval'
               WHEN b.allocation_id IS NULL AND b.match_status IN ('AutoMatched', 'ManualMatched')
                 THEN 'NeedsPreparation'
               WHEN b.allocation_id IS NULL THEN 'Unmatched'
               ELSE 'Unresolved'
             END AS phase
        FROM base b),
    reasoned AS (
      SELECT ph.*,
             CASE WHEN ph.phase = 'Excluded' THEN '{}'::text[] ELSE array_remove(ARRAY[
               CASE WHEN ph.posting_status = 'WriteOutcomeUnknown' THEN 'write_outcome_unknown' END,
               CASE WHEN ph.anomaly_open THEN 'payment_anomaly_open' END,
               CASE WHEN ph.posting_status = 'Failed'
                      OR (ph.posting_id IS NULL AND ph.allocation_status = 'Failed') THEN 'posting_failed' END,
               CASE WHEN ph.balance_review_open AND ph.posting_id IS NULL
                     AND ph.phase IN ('ReadyForApproval', 'NeedsPreparation', 'Unmatched')
                    THEN 'balance_review_required' END,
               CASE WHEN ph.phase = 'Unmatched' AND ph.match_status = 'Unmatched'
                    THEN 'counterparty_match_required' END,
               CASE WHEN ph.phase = 'Unmatched' AND ph.match_status = 'LowConfidence'
                    THEN 'counterparty_match_low_confidence' END,
               CASE WHEN ph.phase = 'Unresolved' THEN 'workflow_state_unresolved' END
             ]::text[], NULL) END AS reasons
        FROM phased ph),
    derived AS (
      SELECT rs.*,
             CASE WHEN rs.phase = 'Excluded' THEN 'Excluded'
                  WHEN cardinality(rs.reasons) > 0 THEN 'Attention'
                  ELSE rs.phase END AS state
        FROM reasoned rs),
    filtered AS (
      SELECT d.* FROM derived d
       WHERE ($10::text[] IS NULL OR d.state = ANY($10::text[]))
         AND ($11::text[] IS NULL OR d.reasons && $11::text[])),
    ranked AS (
      SELECT f.*, row_number() OVER (
               ORDER BY ${sortSql}, f.import_created_at_utc, f.import_id, f.statement_index, f.sequence, f.id) AS rn
        FROM filtered f)
    SELECT c.total_count AS "totalCount",
           k.id AS "bankTransactionId", k.import_id AS "importId", k.organization_id AS "organizationId",
           k.location_id AS "locationId", to_char(k.transaction_date, 'YYYY-MM-DD') AS "transactionDate",
           k.direction, k.amount, k.currency, k.counterparty_name AS "counterpartyName", k.description,
           k.match_status AS "matchStatus", k.state AS "workflowState", k.reasons AS "attentionReasons",
           k.matched_rule_id AS "matchedRuleId", k.matched_rule_pattern AS "matchedRulePattern",
           k.allocation_id AS "allocationId", k.allocation_status AS "allocationStatus",
           k.posting_id AS "postingId", k.posting_status AS "postingStatus", k.row_version AS "transactionRowVersion"
      FROM (SELECT count(*)::int AS total_count FROM filtered) c
      LEFT JOIN ranked k ON k.rn > $12 AND k.rn <= $12 + $13
     ORDER BY k.rn`;
}

/** One page of derived work items and the filtered total, in exactly one statement. */
export async function queryWorkItems(
  ctx: RequestContext,
  query: WorkItemQuery,
): Promise<{ totalCount: number; rows: WorkItemRow[] }> {
  // The sorted expression refers to `f`, the filtered set; its columns keep the names of `base`.
  const column = SORT_COLUMNS[query.sort.column].replace(/\bt\./g, 'f.');
  const sortSql = `${column} ${query.sort.descending ? 'DESC' : 'ASC'} NULLS LAST`;
  const result: (WorkItemRow & { totalCount: number; bankTransactionId: string | null })[] = await ctx.em.query(
    statement(sortSql),
    [
      query.organizationId,
      query.locationId,
      query.bankTransactionId ?? null,
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
