import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Postings without documents (docs/direct-postings.md §Postings): a bank line a direct posting rule takes becomes a
 * posting of its own, with no allocation.
 *
 * - `erp_payment_postings` names either its allocation or the rule it was queued by, never both; a direct posting has
 *   no supplier. `ux_erp_payment_postings_direct_live` makes "one live direct posting per bank line" a database fact,
 *   as `payment_allocation_id UNIQUE` does for the allocation ones.
 * - `bank_transaction_holds` holds a line for its allocation or for its direct posting: matching, import deletes and
 *   the work queue honour the one hold whichever placed it, and the primary key keeps a line from being both
 *   allocated and posted directly. Like the allocation's, the posting's hold has no foreign key to it.
 * - The rule is kept by a restricting key: a queued posting records which rule decided it.
 */
export class DirectPostings1765700000300 implements MigrationInterface {
  name = 'DirectPostings1765700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE erp_payment_postings
        ALTER COLUMN payment_allocation_id DROP NOT NULL,
        ALTER COLUMN supplier_external_id DROP NOT NULL,
        ADD COLUMN direct_posting_rule_id uuid REFERENCES direct_posting_rules (id) ON DELETE RESTRICT,
        ADD CONSTRAINT ck_erp_payment_postings_source
          CHECK ((payment_allocation_id IS NULL) <> (direct_posting_rule_id IS NULL)),
        ADD CONSTRAINT ck_erp_payment_postings_supplier
          CHECK (payment_allocation_id IS NULL OR supplier_external_id IS NOT NULL)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_erp_payment_postings_direct_live ON erp_payment_postings (bank_transaction_id)
        WHERE payment_allocation_id IS NULL AND status <> 'Cancelled'`,
    );
    await queryRunner.query(`
      ALTER TABLE bank_transaction_holds
        ALTER COLUMN allocation_id DROP NOT NULL,
        ADD COLUMN posting_id uuid UNIQUE,
        ADD CONSTRAINT ck_bank_transaction_holds_owner CHECK ((allocation_id IS NULL) <> (posting_id IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM bank_transaction_holds WHERE posting_id IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE bank_transaction_holds
        DROP CONSTRAINT ck_bank_transaction_holds_owner,
        DROP COLUMN posting_id,
        ALTER COLUMN allocation_id SET NOT NULL`);
    await queryRunner.query(`DELETE FROM erp_payment_postings WHERE payment_allocation_id IS NULL`);
    await queryRunner.query(`DROP INDEX ux_erp_payment_postings_direct_live`);
    await queryRunner.query(`
      ALTER TABLE erp_payment_postings
        DROP CONSTRAINT ck_erp_payment_postings_supplier,
        DROP CONSTRAINT ck_erp_payment_postings_source,
        DROP COLUMN direct_posting_rule_id,
        ALTER COLUMN supplier_external_id SET NOT NULL,
        ALTER COLUMN payment_allocation_id SET NOT NULL`);
  }
}
