import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The accounting system's counterparty of a direct posting rule (docs/direct-postings.md §Rules): a supplier of the
 * organization's synced suppliers that the rule's pay-outs are booked to. iikoServer books a pay-out under a supplier
 * pay-out type only with a counteragent, so a rule of that dialect needs one; elsewhere it is optional.
 *
 * - `direct_posting_rules` keeps the id with the name it had when the rule was saved, both or neither.
 * - A direct posting copies the id at queue into `erp_payment_postings.supplier_external_id`, the column that names
 *   the supplier a posting pays, so a later rule change never alters a queued posting.
 */
export class DirectPostingCounterparty1765700000400 implements MigrationInterface {
  name = 'DirectPostingCounterparty1765700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE direct_posting_rules
        ADD COLUMN erp_counterparty_id varchar(100),
        ADD COLUMN erp_counterparty_name varchar(500),
        ADD CONSTRAINT ck_direct_posting_rules_counterparty
          CHECK ((erp_counterparty_id IS NULL) = (erp_counterparty_name IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE erp_payment_postings SET supplier_external_id = NULL
        WHERE payment_allocation_id IS NULL AND supplier_external_id IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE direct_posting_rules
        DROP CONSTRAINT ck_direct_posting_rules_counterparty,
        DROP COLUMN erp_counterparty_name,
        DROP COLUMN erp_counterparty_id`);
  }
}
