import type { SqlRunner } from '../../../platform/database/prepared-query';

/** The LISTEN/NOTIFY channel that wakes workers when a posting becomes due. */
export const POSTING_CHANNEL = 'erp_postings_due';

/** A posting a worker holds the lease of, with everything the write and the readback need. */
export interface ClaimedPosting {
  id: string;
  leaseToken: string;
  /** The previous lease expired unreleased: its worker died or stalled, so a readback must come first. */
  takenOver: boolean;
  status: string;
  /** Null for a direct posting, which names its rule instead and has no items. */
  allocationId: string | null;
  ruleId: string | null;
  /** SupplierPayment, SupplierRefund, DirectPayOut or DirectPayIn. */
  postingType: string;
  totalAmount: number;
  organizationId: string;
  locationId: string;
  bankTransactionId: string;
  connectionId: string;
  idempotencyKey: string;
  postingDate: string;
  /** A direct posting's: its rule's counterparty copied at queue, null when the rule named none. */
  supplierId: string | null;
  currency: string;
  accountId: string | null;
  cashFlowArticleId: string | null;
  attemptCount: number;
  transientFailureCount: number;
  reconciliationAttemptCount: number;
  unconfirmedSendAtUtc: Date | null;
  /** When a write was first confirmed (the server answered it); null while none was. */
  postedAtUtc: Date | null;
  forceReadback: boolean;
  openAnomalyId: string | null;
  /**
   * A first write whose `Sending` attempt (number 1) and unconfirmed-send marker the claim itself committed: it goes
   * out at once, without the statement `PostingLedger.sending` would cost.
   */
  sendingAttempt: boolean;
  /** The code of the posting's outlet: its store on the server, for dialects that book per department. */
  storeCode: string | null;
  items: {
    documentId: string;
    documentNumber: string;
    amount: number;
    /** What the item settles its document with beyond the payment; 0: none. */
    writeOffAmount: number;
    expectedUnpaidAfter: number;
  }[];
  /** Where the items' write-offs are booked (the allocation's target); null when nothing is written off. */
  writeOffTarget: { accountId: string; cashFlowArticleId: string } | null;
}

/**
 * Claims up to `limit` due postings whose lease is free or expired, with `FOR UPDATE SKIP LOCKED` so concurrent
 * workers never wait on each other nor take the same posting; each gets a fresh lease token that fences every
 * later write of this claim. Due means `next_run_at_utc` has passed (approve, retry and reconcile set it to now).
 * A posting approved and never written (the bulk of the work) is marked sending in the same statement: the marker
 * still commits before the request leaves, which is all the exactly-once rule needs.
 */
export async function claimDuePostings(
  sql: SqlRunner,
  workerId: string,
  leaseSeconds: number,
  limit: number,
): Promise<ClaimedPosting[]> {
  return sql<ClaimedPosting>(
    `WITH due AS (
       SELECT id, lease_token IS NOT NULL AS taken_over,
              (status = 'Queued' AND attempt_count = 0 AND unconfirmed_send_at_utc IS NULL AND lease_token IS NULL
               AND NOT force_readback AND account_id IS NOT NULL AND cash_flow_article_id IS NOT NULL) AS first_send
         FROM erp_payment_postings
        WHERE next_run_at_utc <= clock_timestamp()
          AND (worker_lease_expires_at_utc IS NULL OR worker_lease_expires_at_utc < clock_timestamp())
        ORDER BY next_run_at_utc
        LIMIT $3
        FOR UPDATE SKIP LOCKED),
     claimed AS (
     UPDATE erp_payment_postings p
        SET worker_id = $1, lease_token = gen_random_uuid(), worker_claimed_at_utc = clock_timestamp(),
            worker_lease_expires_at_utc = clock_timestamp() + make_interval(secs => $2),
            attempt_count = attempt_count + CASE WHEN due.first_send THEN 1 ELSE 0 END,
            last_attempt_at_utc = CASE WHEN due.first_send THEN clock_timestamp() ELSE last_attempt_at_utc END,
            unconfirmed_send_at_utc = CASE WHEN due.first_send THEN clock_timestamp() ELSE unconfirmed_send_at_utc END
       FROM due
      WHERE p.id = due.id
     RETURNING p.id, p.lease_token AS "leaseToken", due.taken_over AS "takenOver", p.status,
            p.payment_allocation_id AS "allocationId", p.direct_posting_rule_id AS "ruleId",
            p.posting_type AS "postingType", p.total_amount AS "totalAmount", p.organization_id AS "organizationId",
            p.location_id AS "locationId", p.bank_transaction_id AS "bankTransactionId",
            p.erp_connection_id AS "connectionId", p.idempotency_key AS "idempotencyKey",
            to_char(p.posting_date, 'YYYY-MM-DD') AS "postingDate", p.supplier_external_id AS "supplierId",
            p.currency, p.account_id AS "accountId", p.cash_flow_article_id AS "cashFlowArticleId",
            p.attempt_count AS "attemptCount", p.transient_failure_count AS "transientFailureCount",
            p.reconciliation_attempt_count AS "reconciliationAttemptCount",
            p.unconfirmed_send_at_utc AS "unconfirmedSendAtUtc", p.posted_at_utc AS "postedAtUtc",
            p.force_readback AS "forceReadback",
            p.open_anomaly_id AS "openAnomalyId", due.first_send AS "sendingAttempt",
            (SELECT code FROM locations WHERE id = p.location_id) AS "storeCode",
            (SELECT COALESCE(jsonb_agg(jsonb_build_object('documentId', l.document_id,
                                                 'documentNumber', l.document_number,
                                                 'amount', l.allocated_amount,
                                                 'writeOffAmount', l.write_off_amount,
                                                 'expectedUnpaidAfter', l.expected_unpaid_amount_after)
                              ORDER BY l.sequence), '[]'::jsonb)
               FROM payment_allocation_lines l WHERE l.allocation_id = p.payment_allocation_id) AS items,
            (SELECT jsonb_build_object('accountId', a.write_off_account_id,
                                       'cashFlowArticleId', a.write_off_cash_flow_article_id)
               FROM payment_allocations a
              WHERE a.id = p.payment_allocation_id AND a.write_off_account_id IS NOT NULL) AS "writeOffTarget"),
     sending AS (
       INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, outcome, worker_id)
       SELECT id, 1, 'write', 'Sending', $1 FROM claimed WHERE "sendingAttempt")
     SELECT * FROM claimed`,
    [workerId, leaseSeconds, limit],
  );
}

/** Extends the leases this worker still holds; a lease taken over meanwhile (token changed) is not touched. */
export async function renewLeases(sql: SqlRunner, leaseTokens: string[], leaseSeconds: number): Promise<void> {
  if (leaseTokens.length === 0) return;
  await sql(
    `UPDATE erp_payment_postings SET worker_lease_expires_at_utc = clock_timestamp() + make_interval(secs => $2)
      WHERE lease_token = ANY($1::uuid[])`,
    [leaseTokens, leaseSeconds],
  );
}

/**
 * Lets the leases of these claims expire now, as if their worker had died: the next claim takes them over and, the
 * lease token still being set, reads back before anything else, so a write this worker may have sent is never sent
 * twice. A shutdown does this for the postings still in hand when its grace is over.
 */
export async function expireLeases(sql: SqlRunner, leaseTokens: string[]): Promise<void> {
  if (leaseTokens.length === 0) return;
  await sql(
    `UPDATE erp_payment_postings SET worker_lease_expires_at_utc = clock_timestamp()
      WHERE lease_token = ANY($1::uuid[])`,
    [leaseTokens],
  );
}
