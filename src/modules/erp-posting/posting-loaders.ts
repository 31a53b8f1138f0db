import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import { selectColumns, type PropertyOf } from '../../platform/database/entity-columns';
import type { ErpPostingDto, PostingAttemptDto } from './dto/erp-posting.dto';
import { ErpPaymentPosting } from './erp-payment-posting.entity';
import { ErpPostingAttempt } from './erp-posting-attempt.entity';

/** The columns of a posting that its DTO shows: the worker's lease token and the external ids stay inside. */
const POSTING_PROPERTIES = [
  'id',
  'organizationId',
  'locationId',
  'paymentAllocationId',
  'directPostingRuleId',
  'bankTransactionId',
  'erpConnectionId',
  'status',
  'postingType',
  'direction',
  'totalAmount',
  'currency',
  'accountId',
  'accountName',
  'cashFlowArticleId',
  'cashFlowArticleName',
  'requestHash',
  'attemptCount',
  'lastAttemptAtUtc',
  'nextRetryAtUtc',
  'reconciledAtUtc',
  'errorCode',
  'errorMessage',
  'idempotencyKey',
  'requiresApproval',
  'approvedByUserId',
  'approvedAtUtc',
  'postedAtUtc',
  'createdAtUtc',
  'rowVersion',
  'reconciliationAttemptCount',
  'nextReconciliationAtUtc',
  'openAnomalyId',
  'postingDate',
  'workerClaimedAtUtc',
  'workerLeaseExpiresAtUtc',
] as const satisfies readonly PropertyOf<ErpPaymentPosting>[];

/** A posting as selected by `POSTING_COLUMNS`; it is the DTO's shape, which the compiler checks where it is returned. */
export type PostingRow = Pick<ErpPaymentPosting, (typeof POSTING_PROPERTIES)[number]>;

/** Read columns of a posting (`p`) in the DTO's names. */
export const POSTING_COLUMNS = selectColumns(ErpPaymentPosting, 'p', POSTING_PROPERTIES);

const ATTEMPT_PROPERTIES = [
  'postingId',
  'attemptNumber',
  'kind',
  'startedAtUtc',
  'finishedAtUtc',
  'outcome',
  'errorCode',
  'durationMs',
] as const satisfies readonly PropertyOf<ErpPostingAttempt>[];

const ATTEMPT_COLUMNS = selectColumns(ErpPostingAttempt, 'a', ATTEMPT_PROPERTIES);

/** Postings by id, one statement per batch; also the access resource's loader. */
export const postingRowLoader = defineLoader<string, ErpPostingDto | null>(async (ctx, ids) => {
  const rows: PostingRow[] = await ctx.em.query(
    `SELECT ${POSTING_COLUMNS} FROM erp_payment_postings p WHERE p.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/** The posting of each allocation (at most one), one statement per batch. */
export const allocationPostingLoader = defineLoader<string, ErpPostingDto | null>(async (ctx, allocationIds) => {
  const rows: PostingRow[] = await ctx.em.query(
    `SELECT ${POSTING_COLUMNS} FROM erp_payment_postings p WHERE p.payment_allocation_id = ANY($1::uuid[])`,
    [[...allocationIds]],
  );
  const byAllocation = new Map(rows.map((row) => [row.paymentAllocationId, row]));
  return allocationIds.map((id) => byAllocation.get(id.toLowerCase()) ?? null);
});

/** The attempts of many postings, in the order they started, one statement per batch. */
export const postingAttemptsLoader = defineLoader<string, PostingAttemptDto[]>(async (ctx, postingIds) => {
  const rows: Pick<ErpPostingAttempt, (typeof ATTEMPT_PROPERTIES)[number]>[] = await ctx.em.query(
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
