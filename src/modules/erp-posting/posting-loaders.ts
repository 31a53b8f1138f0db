import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { ErpPostingDto, PostingAttemptDto } from './dto/erp-posting.dto';

/** Read columns of a posting (`p`) in the DTO's names. */
export const POSTING_COLUMNS = `
  p.id, p.organization_id AS "organizationId", p.location_id AS "locationId",
  p.payment_allocation_id AS "paymentAllocationId", p.bank_transaction_id AS "bankTransactionId",
  p.erp_connection_id AS "erpConnectionId", p.status, p.posting_type AS "postingType", p.direction,
  p.total_amount AS "totalAmount", p.currency, p.account_id AS "accountId", p.account_name AS "accountName",
  p.cash_flow_article_id AS "cashFlowArticleId", p.cash_flow_article_name AS "cashFlowArticleName",
  p.request_hash AS "requestHash", p.attempt_count AS "attemptCount", p.last_attempt_at_utc AS "lastAttemptAtUtc",
  p.next_retry_at_utc AS "nextRetryAtUtc", p.reconciled_at_utc AS "reconciledAtUtc", p.error_code AS "errorCode",
  p.error_message AS "errorMessage", p.idempotency_key AS "idempotencyKey", p.requires_approval AS "requiresApproval",
  p.approved_by_user_id AS "approvedByUserId", p.approved_at_utc AS "approvedAtUtc", p.posted_at_utc AS "postedAtUtc",
  p.created_at_utc AS "createdAtUtc", p.row_version AS "rowVersion",
  p.reconciliation_attempt_count AS "reconciliationAttemptCount",
  p.next_reconciliation_at_utc AS "nextReconciliationAtUtc", p.open_anomaly_id AS "openAnomalyId",
  to_char(p.posting_date, 'YYYY-MM-DD') AS "postingDate", p.worker_claimed_at_utc AS "workerClaimedAtUtc",
  p.worker_lease_expires_at_utc AS "workerLeaseExpiresAtUtc"`;

const ATTEMPT_COLUMNS = `a.posting_id AS "postingId", a.attempt_number AS "attemptNumber", a.kind,
  a.started_at_utc AS "startedAtUtc", a.finished_at_utc AS "finishedAtUtc", a.outcome, a.error_code AS "errorCode",
  a.duration_ms AS "durationMs"`;

/** Postings by id, one statement per batch; also the access resource's loader. */
export const postingRowLoader = defineLoader<string, ErpPostingDto | null>(async (ctx, ids) => {
  const rows: ErpPostingDto[] = await ctx.em.query(
    `SELECT ${POSTING_COLUMNS} FROM erp_payment_postings p WHERE p.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/** The posting of each allocation (at most one), one statement per batch. */
export const allocationPostingLoader = defineLoader<string, ErpPostingDto | null>(async (ctx, allocationIds) => {
  const rows: ErpPostingDto[] = await ctx.em.query(
    `SELECT ${POSTING_COLUMNS} FROM erp_payment_postings p WHERE p.payment_allocation_id = ANY($1::uuid[])`,
    [[...allocationIds]],
  );
  const byAllocation = new Map(rows.map((row) => [row.paymentAllocationId, row]));
  return allocationIds.map((id) => byAllocation.get(id.toLowerCase()) ?? null);
});

/** The attempts of many postings, in the order they started, one statement per batch. */
export const postingAttemptsLoader = defineLoader<string, PostingAttemptDto[]>(async (ctx, postingIds) => {
  const rows: (PostingAttemptDto & { postingId: string })[] = await ctx.em.query(
    `SELECT ${ATTEMPT_COLUMNS} FROM erp_posting_attempts a WHERE a.posting_id = ANY($1::uuid[])
      ORDER BY a.posting_id, a.started_at_utc, a.kind, a.attempt_number`,
    [[...postingIds]],
  );
  const groups = new Map<string, PostingAttemptDto[]>();
  for (const { postingId, ...attempt } of rows) {
    const group = groups.get(postingId);
    if (group) group.push(attempt);
    else groups.set(postingId, [attempt]);
  }
  return postingIds.map((id) => groups.get(id.toLowerCase()) ?? []);
});
