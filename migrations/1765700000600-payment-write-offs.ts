import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Small differences (docs/payment-tolerance.md): a payment short of a document by at most the organization's
 * tolerance settles it fully, the difference written off to the tolerance's target as a line of the payment.
 *
 * - `payment_allocation_lines.write_off_amount`: the difference the line settles its document with (0: none); the
 *   document's reservation holds the allocated amount and the write-off together.
 * - `payment_allocations`: their sum and the write-off target copied from the tolerance at confirm, so a later change
 *   of the setting never alters a confirmed allocation; the target is set exactly when the sum is positive.
 */
export class PaymentWriteOffs1765700000600 implements MigrationInterface {
  name = 'PaymentWriteOffs1765700000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment_allocation_lines
        ADD COLUMN write_off_amount bigint NOT NULL DEFAULT 0
          CONSTRAINT ck_payment_allocation_lines_write_off CHECK (write_off_amount >= 0)`);
    await queryRunner.query(`
      ALTER TABLE payment_allocations
        ADD COLUMN write_off_amount bigint NOT NULL DEFAULT 0,
        ADD COLUMN write_off_account_id varchar(100),
        ADD COLUMN write_off_account_name varchar(200),
        ADD COLUMN write_off_cash_flow_article_id varchar(100),
        ADD COLUMN write_off_cash_flow_article_name varchar(200),
        ADD CONSTRAINT ck_payment_allocations_write_off CHECK (
          write_off_amount >= 0 AND (write_off_amount > 0) = (write_off_account_id IS NOT NULL)
          AND (write_off_account_id IS NULL) = (write_off_cash_flow_article_id IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment_allocations
        DROP CONSTRAINT ck_payment_allocations_write_off,
        DROP COLUMN write_off_cash_flow_article_name,
        DROP COLUMN write_off_cash_flow_article_id,
        DROP COLUMN write_off_account_name,
        DROP COLUMN write_off_account_id,
        DROP COLUMN write_off_amount`);
    await queryRunner.query(`ALTER TABLE payment_allocation_lines DROP COLUMN write_off_amount`);
  }
}
