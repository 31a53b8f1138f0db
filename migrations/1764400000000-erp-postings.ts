import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Postings to the accounting system (document 02 §Posting, §Posting statuses, §Events; 00-decisions §11;
 * docs/postings.md).
 *
 * - `erp_payment_postings`: one per allocation (the unique key makes a second queue impossible), created
 *   ApprovalRequired. Its split items are the allocation's lines, which never change once queued.
 *   `next_run_at_utc` is set only while the worker has something to do; the partial index over it is the worker's
 *   queue, so a claim reads only due postings. The lease (`worker_*`, `lease_token`) fences every write of the worker:
 *   a worker whose lease was taken over changes nothing. A posting is evidence of the books: it restricts its
 *   allocation (which its hold already keeps), and only its own attempts, outbox row and anomalies go with it. `unconfirmed_send_at_utc` marks a write sent without an
 *   answer (a timeout, or a worker that died): until a readback settles it, nothing is sent again.
 * - `erp_posting_outbox`: the message queue writes with the posting, in the same transaction. It is dispatched
 *   (NOTIFY) when the posting is approved and processed when the posting settles; it holds ids only.
 * - `erp_posting_attempts`: every payment write and readback. A write attempt is committed as `Sending` before the
 *   request leaves, so a worker that dies mid-send leaves the evidence that a readback must come first.
 * - `payment_anomalies`: an unknown write outcome opens a critical one; the posting names it while it is open.
 */
export class ErpPostings1764400000000 implements MigrationInterface {
  name = 'ErpPostings1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE erp_payment_postings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id),
        location_id uuid NOT NULL REFERENCES locations (id),
        payment_allocation_id uuid NOT NULL UNIQUE REFERENCES payment_allocations (id),
        bank_transaction_id uuid NOT NULL,
        erp_connection_id uuid NOT NULL REFERENCES erp_connections (id),
        status varchar(24) NOT NULL CHECK (status IN ('Draft', 'ApprovalRequired', 'Queued', 'Posted',
          'ReadbackPending', 'WriteOutcomeUnknown', 'Failed', 'RetryScheduled', 'Reconciled', 'Cancelled')),
        posting_type varchar(32) NOT NULL,
        direction varchar(16) NOT NULL CHECK (direction IN ('incoming', 'outgoing')),
        supplier_external_id varchar(100) NOT NULL,
        currency char(3) NOT NULL,
        total_amount bigint NOT NULL CHECK (total_amount > 0),
        posting_date date NOT NULL,
        account_id varchar(100),
        account_name varchar(200),
        cash_flow_article_id varchar(100),
        cash_flow_article_name varchar(200),
        request_hash char(64) NOT NULL,
        idempotency_key varchar(100) NOT NULL UNIQUE,
        requires_approval boolean NOT NULL DEFAULT true,
        approved_by_user_id uuid,
        approved_at_utc timestamptz,
        attempt_count integer NOT NULL DEFAULT 0,
        transient_failure_count integer NOT NULL DEFAULT 0,
        unconfirmed_send_at_utc timestamptz,
        last_attempt_at_utc timestamptz,
        next_retry_at_utc timestamptz,
        reconciliation_attempt_count integer NOT NULL DEFAULT 0,
        next_reconciliation_at_utc timestamptz,
        reconciled_at_utc timestamptz,
        posted_at_utc timestamptz,
        error_code varchar(64),
        error_message varchar(500),
        external_payment_id varchar(100),
        open_anomaly_id uuid,
        force_readback boolean NOT NULL DEFAULT false,
        next_run_at_utc timestamptz,
        worker_id varchar(100),
        lease_token uuid,
        worker_claimed_at_utc timestamptz,
        worker_lease_expires_at_utc timestamptz,
        created_by_user_id uuid,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        row_version integer NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_erp_payment_postings_due ON erp_payment_postings (next_run_at_utc)
       WHERE next_run_at_utc IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_erp_payment_postings_outlet ON erp_payment_postings
         (organization_id, location_id, created_at_utc DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE erp_posting_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        posting_id uuid NOT NULL UNIQUE REFERENCES erp_payment_postings (id) ON DELETE CASCADE,
        message_type varchar(64) NOT NULL,
        payload jsonb NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        dispatched_at_utc timestamptz,
        processed_at_utc timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE erp_posting_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        posting_id uuid NOT NULL REFERENCES erp_payment_postings (id) ON DELETE CASCADE,
        attempt_number integer NOT NULL,
        kind varchar(16) NOT NULL CHECK (kind IN ('write', 'readback')),
        started_at_utc timestamptz NOT NULL DEFAULT clock_timestamp(),
        finished_at_utc timestamptz,
        outcome varchar(32) NOT NULL,
        error_code varchar(64),
        duration_ms integer,
        worker_id varchar(100),
        UNIQUE (posting_id, kind, attempt_number)
      )`);
    await queryRunner.query(`
      CREATE TABLE payment_anomalies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id),
        location_id uuid NOT NULL REFERENCES locations (id),
        posting_id uuid NOT NULL REFERENCES erp_payment_postings (id) ON DELETE CASCADE,
        bank_transaction_id uuid NOT NULL,
        code varchar(64) NOT NULL,
        severity varchar(16) NOT NULL CHECK (severity IN ('critical', 'warning')),
        status varchar(16) NOT NULL CHECK (status IN ('Open', 'Resolved')),
        message varchar(500) NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        resolved_at_utc timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_payment_anomalies_outlet ON payment_anomalies (organization_id, location_id, created_at_utc DESC)`,
    );
    // At most one open anomaly of a kind per posting: a worker repeating its step cannot open a second one.
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_payment_anomalies_open ON payment_anomalies (posting_id, code) WHERE status = 'Open'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_anomalies`);
    await queryRunner.query(`DROP TABLE erp_posting_attempts`);
    await queryRunner.query(`DROP TABLE erp_posting_outbox`);
    await queryRunner.query(`DROP TABLE erp_payment_postings`);
  }
}
