import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment candidates and allocations (document 02 §Payment candidate, §Payment allocation, §Allocation statuses;
 * docs/payment-allocations.md).
 *
 * - `payment_document_reservations` holds, per accounting-system document, the sum of the lines of its allocations
 *   in a reserving status. Confirm raises it only while it stays within the document's unpaid amount, so two
 *   payments can never both take the same remainder; cancel lowers it. Rows stay at zero once created and the table
 *   leaves half of each page free, so a reservation is a HOT update of its own row: it inserts into no index page
 *   that concurrent serializable confirms have read, and only confirms of the same document conflict.
 * - `bank_transaction_holds`: a transaction with an allocation other than Cancelled is held. The primary key makes
 *   "one such allocation per transaction" a database fact, and the restricting key makes a held transaction (and so
 *   its import) impossible to delete. The modules of transactions and matching honour holds without reading this
 *   module's tables, and no confirm has to write the transaction row (whose index pages other confirms read).
 *   `ux_payment_allocations_live` states the same rule on the allocations themselves.
 * - Lines and holds name their allocation without a foreign key to it: checking one would read the page of the
 *   allocations' primary key that concurrent confirms insert into, and inside serializable transactions that read
 *   makes unrelated confirms conflict. Both are written in the statement that inserts the allocation, and lines go
 *   with their bank transaction like the allocation does.
 * - A transaction's candidate list is one row of parallel arrays in rank order (document ids, confidences, amounts,
 *   reasons): a build of 5,000 candidates writes one row instead of 5,000, and the read unnests it and joins the
 *   snapshots. No foreign key to the snapshots: the read joins them anyway.
 * - Foreign keys to organizations and connections restrict, like every business table (organization delete).
 */
export class PaymentAllocations1764300000000 implements MigrationInterface {
  name = 'PaymentAllocations1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_candidate_lists (
        bank_transaction_id uuid PRIMARY KEY REFERENCES bank_transactions (id) ON DELETE CASCADE,
        connection_id uuid NOT NULL,
        document_ids varchar(100)[] NOT NULL,
        confidences smallint[] NOT NULL,
        reserved_amounts bigint[] NOT NULL,
        available_amounts bigint[] NOT NULL,
        suggested_amounts bigint[] NOT NULL,
        reasons text[] NOT NULL,
        built_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_payment_candidate_lists_aligned CHECK (
          cardinality(confidences) = cardinality(document_ids)
          AND cardinality(reserved_amounts) = cardinality(document_ids)
          AND cardinality(available_amounts) = cardinality(document_ids)
          AND cardinality(suggested_amounts) = cardinality(document_ids)
          AND cardinality(reasons) = cardinality(document_ids))
      )`);
    // Candidates and FIFO read one supplier's open documents in one outlet; the open-debts index is per organization.
    await queryRunner.query(
      `CREATE INDEX ix_erp_document_snapshots_open_by_supplier
         ON erp_document_snapshots (connection_id, supplier_external_id, location_id, document_date)
         WHERE is_processed AND NOT is_deleted AND unpaid_amount > 0`,
    );
    await queryRunner.query(`
      CREATE TABLE payment_allocations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id),
        location_id uuid NOT NULL REFERENCES locations (id),
        bank_transaction_id uuid NOT NULL REFERENCES bank_transactions (id) ON DELETE CASCADE,
        erp_connection_id uuid NOT NULL REFERENCES erp_connections (id),
        erp_counterparty_id varchar(100) NOT NULL,
        status varchar(20) NOT NULL CHECK (status IN ('NeedsReview', 'Confirmed', 'ApprovalRequired', 'Approved',
          'PostingQueued', 'Posted', 'Failed', 'Cancelled', 'Reconciled')),
        allocation_method varchar(16) NOT NULL CHECK (allocation_method IN ('Manual', 'AutomaticFifo')),
        currency char(3) NOT NULL,
        total_amount bigint NOT NULL CHECK (total_amount > 0),
        allocated_amount bigint NOT NULL,
        document_settlement_amount bigint NOT NULL,
        supplier_advance_amount bigint NOT NULL DEFAULT 0 CHECK (supplier_advance_amount >= 0),
        unallocated_payment_amount bigint NOT NULL CHECK (unallocated_payment_amount = 0),
        invoice_debt_remaining bigint NOT NULL CHECK (invoice_debt_remaining >= 0),
        idempotency_key varchar(100) NOT NULL,
        created_by_user_id uuid,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        approved_by_user_id uuid,
        approved_at_utc timestamptz,
        cancelled_by_user_id uuid,
        cancelled_at_utc timestamptz,
        cancel_reason varchar(1000),
        row_version integer NOT NULL DEFAULT 1,
        CONSTRAINT ck_payment_allocations_fully_assigned
          CHECK (document_settlement_amount + supplier_advance_amount = total_amount),
        CONSTRAINT ux_payment_allocations_idempotency UNIQUE (bank_transaction_id, idempotency_key)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_payment_allocations_live ON payment_allocations (bank_transaction_id)
       WHERE status <> 'Cancelled'`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_payment_allocations_outlet ON payment_allocations (organization_id, location_id, created_at_utc DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE payment_allocation_lines (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        allocation_id uuid NOT NULL,
        bank_transaction_id uuid NOT NULL REFERENCES bank_transactions (id) ON DELETE CASCADE,
        connection_id uuid NOT NULL,
        document_id varchar(100) NOT NULL,
        document_number varchar(100) NOT NULL,
        document_type varchar(64) NOT NULL,
        document_amount bigint NOT NULL,
        allocated_amount bigint NOT NULL CHECK (allocated_amount > 0),
        is_partial_payment boolean NOT NULL,
        is_overpayment boolean NOT NULL,
        payment_status_before varchar(32) NOT NULL,
        expected_payment_status_after varchar(32) NOT NULL,
        unpaid_amount_before bigint NOT NULL,
        expected_unpaid_amount_after bigint NOT NULL CHECK (expected_unpaid_amount_after >= 0),
        sequence integer NOT NULL,
        warning_codes text[] NOT NULL DEFAULT '{}',
        CONSTRAINT ux_payment_allocation_lines_document UNIQUE (allocation_id, document_id),
        CONSTRAINT ux_payment_allocation_lines_sequence UNIQUE (allocation_id, sequence)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_payment_allocation_lines_document ON payment_allocation_lines (connection_id, document_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE payment_document_reservations (
        connection_id uuid NOT NULL,
        document_id varchar(100) NOT NULL,
        reserved_amount bigint NOT NULL CHECK (reserved_amount >= 0),
        PRIMARY KEY (connection_id, document_id),
        FOREIGN KEY (connection_id, document_id)
          REFERENCES erp_document_snapshots (connection_id, external_document_id)
      ) WITH (fillfactor = 50)`);
    await queryRunner.query(`
      CREATE TABLE bank_transaction_holds (
        bank_transaction_id uuid PRIMARY KEY REFERENCES bank_transactions (id),
        allocation_id uuid NOT NULL UNIQUE,
        created_at_utc timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE bank_transaction_holds`);
    await queryRunner.query(`DROP TABLE payment_document_reservations`);
    await queryRunner.query(`DROP TABLE payment_allocation_lines`);
    await queryRunner.query(`DROP TABLE payment_allocations`);
    await queryRunner.query(`DROP TABLE payment_candidate_lists`);
    await queryRunner.query(`DROP INDEX ix_erp_document_snapshots_open_by_supplier`);
  }
}
