import type { DataSource } from 'typeorm';

/** The LISTEN/NOTIFY channel that wakes workers when a posting becomes due. */
export const POSTING_CHANNEL = 'erp_postings_due';

/** A posting a worker holds the lease of, with everything the write and the readback need. */
export interface ClaimedPosting {
  id: string;
  leaseToken: string;
  /** The previous lease expired unreleased: its worker died or stalled, so a readback must come first. */
  takenOver: boolean;
  status: string;
  allocationId: string;
  organizationId: string;
  locationId: string;
  bankTransactionId: string;
  connectionId: string;
  idempotencyKey: string;
  postingDate: string;
  supplierId: string;
  currency: string;
  accountId: string | null;
  cashFlowArticleId: string | null;
  attemptCount: number;
  transientFailureCount: number;
  reconciliationAttemptCount: number;
  unconfirmedSendAtUtc: Date | null;
  forceReadback: boolean;
  openAnomalyId: string | null;
  items: { documentId: string; amount: number; expectedUnpaidAfter: number }[];
}

/**
 * Claims up to `limit` due postings whose lease is free or expired, with `FOR UPDATE SKIP LOCKED` so concurrent
 * workers never wait on each other nor take the same posting; each gets a fresh lease token that fences every
 * later write of this claim. Due means `next_run_at_utc` has passed (approve, retry and reconcile set it to now).
 */
// The statements end in SELECT: TypeORM answers a bare UPDATE … RETURNING as [rows, count] instead of rows.
export async function claimDuePostings(
  dataSource: DataSource,
  workerId: string,
  leaseSeconds: number,
  limit: number,
): Promise<ClaimedPosting[]> {
  return dataSource.query(
    `WITH due AS (
       SELECT id, lease_token IS NOT NULL AS taken_over FROM erp_payment_postings
        WHERE next_run_at_utc <= clock_timestamp()
          AND (worker_lease_expires_at_utc IS NULL OR worker_lease_expires_at_utc < clock_timestamp())
        ORDER BY next_run_at_utc
        LIMIT $3
        FOR UPDATE SKIP LOCKED),
     claimed AS (
     UPDATE erp_payment_postings p
        SET worker_id = $1, lease_token = gen_random_uuid(), worker_claimed_at_utc = clock_timestamp(),
            worker_lease_expires_at_utc = clock_timestamp() + make_interval(secs => $2)
       FROM due
      WHERE p.id = due.id
     RETURNING p.id, p.lease_token AS "leaseToken", due.taken_over AS "takenOver", p.status,
            p.payment_allocation_id AS "allocationId", p.organization_id AS "organizationId",
            p.location_id AS "locationId", p.bank_transaction_id AS "bankTransactionId",
            p.erp_connection_id AS "connectionId", p.idempotency_key AS "idempotencyKey",
            to_char(p.posting_date, 'YYYY-MM-DD') AS "postingDate", p.supplier_external_id AS "supplierId",
            p.currency, p.account_id AS "accountId", p.cash_flow_article_id AS "cashFlowArticleId",
            p.attempt_count AS "attemptCount", p.transient_failure_count AS "transientFailureCount",
            p.reconciliation_attempt_count AS "reconciliationAttemptCount",
            p.unconfirmed_send_at_utc AS "unconfirmedSendAtUtc", p.force_readback AS "forceReadback",
            p.open_anomaly_id AS "openAnomalyId",
            (SELECT jsonb_agg(jsonb_build_object('documentId', l.document_id, 'amount', l.allocated_amount,
                                                 'expectedUnpaidAfter', l.expected_unpaid_amount_after)
                              ORDER BY l.sequence)
               FROM payment_allocation_lines l WHERE l.allocation_id = p.payment_allocation_id) AS items)
     SELECT * FROM claimed`,
    [workerId, leaseSeconds, limit],
  );
}

/** Extends the leases this worker still holds; a lease taken over meanwhile (token changed) is not touched. */
export async function renewLeases(dataSource: DataSource, leaseTokens: string[], leaseSeconds: number): Promise<void> {
  if (leaseTokens.length === 0) return;
  await dataSource.query(
    `UPDATE erp_payment_postings SET worker_lease_expires_at_utc = clock_timestamp() + make_interval(secs => $2)
      WHERE lease_token = ANY($1::uuid[])`,
    [leaseTokens, leaseSeconds],
  );
}
