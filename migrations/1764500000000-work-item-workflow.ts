import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The write side of the accountant work queue (document 02 §Accountant work items; 00-decisions §12;
 * docs/work-items.md). The work item itself stays derived on read; these tables keep only what a read cannot derive.
 *
 * - `work_item_preparations`: the latest prepare of a transaction, one row each so the list joins it by key. It
 *   decides whether a matched transaction without an allocation is ready: it counts only while the transaction's row
 *   version is the one it was prepared at, and its safe proposal only while the proposed document can still take the
 *   amount.
 * - `work_item_prepare_requests`: what each prepare key answered, so a replay answers the stored result.
 * - `work_item_approvals`: an approve-and-queue in progress or done. While `completed_at_utc` is null the row is a
 *   lease: the partial unique key lets one call per transaction compose at a time, and a caller that died leaves a
 *   lease the next call with the same key takes over once it expired. A completed row names what the call created,
 *   so a replay maps the posting's current status instead of queueing again.
 */
export class WorkItemWorkflow1764500000000 implements MigrationInterface {
  name = 'WorkItemWorkflow1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE work_item_preparations (
        bank_transaction_id uuid PRIMARY KEY REFERENCES bank_transactions (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL,
        location_id uuid NOT NULL,
        transaction_row_version int NOT NULL,
        connection_id uuid,
        candidate_count int NOT NULL,
        safe_document_id varchar(100),
        safe_document_number varchar(200),
        safe_amount bigint,
        proposal_hash char(64),
        prepared_by_user_id uuid NOT NULL,
        prepared_at_utc timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE work_item_prepare_requests (
        bank_transaction_id uuid NOT NULL REFERENCES bank_transactions (id) ON DELETE CASCADE,
        idempotency_key varchar(100) NOT NULL,
        candidate_count int NOT NULL,
        safe_proposal jsonb,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (bank_transaction_id, idempotency_key)
      )`);
    await queryRunner.query(`
      CREATE TABLE work_item_approvals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL,
        location_id uuid NOT NULL,
        bank_transaction_id uuid NOT NULL REFERENCES bank_transactions (id) ON DELETE CASCADE,
        idempotency_key varchar(100) NOT NULL,
        lease_token uuid NOT NULL,
        lease_expires_at_utc timestamptz NOT NULL,
        allocation_id uuid,
        posting_id uuid,
        created_by_user_id uuid NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        completed_at_utc timestamptz,
        CONSTRAINT ux_work_item_approvals_key UNIQUE (bank_transaction_id, idempotency_key)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_work_item_approvals_running
         ON work_item_approvals (bank_transaction_id) WHERE completed_at_utc IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE work_item_approvals`);
    await queryRunner.query(`DROP TABLE work_item_prepare_requests`);
    await queryRunner.query(`DROP TABLE work_item_preparations`);
  }
}
