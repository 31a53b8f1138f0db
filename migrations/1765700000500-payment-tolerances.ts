import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment tolerance of an organization (docs/payment-tolerance.md): how far a supplier payment may fall short of
 * a document and still settle it, and where the difference is written off.
 *
 * - One row per organization, none until it is first set. The tolerance is on while `amount` (minor units) or
 *   `percent_basis_points` (hundredths of a percent, 50 = 0.5 %) is set; both null is off, the target kept.
 * - The write-off target is kept with the connection it was checked against (the default one then) and the display
 *   names read there.
 * - A settings row of its organization, like `organization_quotas`: it goes with the organization and with its
 *   connection rather than holding them, and carries no business data of its own.
 */
export class PaymentTolerances1765700000500 implements MigrationInterface {
  name = 'PaymentTolerances1765700000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_tolerances (
        organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
        amount bigint NULL CONSTRAINT ck_payment_tolerances_amount CHECK (amount > 0),
        percent_basis_points integer NULL CONSTRAINT ck_payment_tolerances_percent
          CHECK (percent_basis_points > 0 AND percent_basis_points <= 10000),
        erp_connection_id uuid NOT NULL REFERENCES erp_connections (id) ON DELETE CASCADE,
        write_off_account_id varchar(100) NOT NULL,
        write_off_account_name varchar(200) NOT NULL,
        write_off_cash_flow_article_id varchar(100) NOT NULL,
        write_off_cash_flow_article_name varchar(200) NOT NULL,
        updated_by_user_id uuid NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        row_version integer NOT NULL DEFAULT 1
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_tolerances`);
  }
}
