import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Direct posting rules (docs/direct-postings.md): bank lines that pay no supplier invoice (fees, rent, taxes,
 * salaries, card settlements) and are to be posted without a document to a fixed write target.
 *
 * - A rule belongs to an organization and, when `location_id` is set, to that one outlet only.
 * - Matchers: the tax id normalized to letters and digits in upper case; the name as entered and normalized the way
 *   counterparty rules normalize names (what is compared); the purpose text as entered. At least one of the three,
 *   and the optional amount range in minor units, are database facts too.
 * - The write target is kept with the connection it was checked against and the display names read there.
 * - Keys to organizations, outlets and connections restrict, like every business table (organization delete).
 * - `ix_direct_posting_rules_list` serves the directory and the active rules a preview compares against.
 */
export class DirectPostingRules1765700000200 implements MigrationInterface {
  name = 'DirectPostingRules1765700000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE direct_posting_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        location_id uuid REFERENCES locations (id) ON DELETE RESTRICT,
        name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
        direction varchar(6) NOT NULL CHECK (direction IN ('Debit', 'Credit')),
        counterparty_tax_id varchar(32) CHECK (counterparty_tax_id ~ '^[0-9A-Z]{5,32}$'),
        counterparty_name_contains varchar(500),
        counterparty_name_normalized varchar(500) CHECK (counterparty_name_normalized <> ''),
        purpose_contains varchar(500) CHECK (btrim(purpose_contains) <> ''),
        amount_min bigint CHECK (amount_min > 0),
        amount_max bigint CHECK (amount_max > 0),
        erp_connection_id uuid NOT NULL REFERENCES erp_connections (id) ON DELETE RESTRICT,
        account_id varchar(100) NOT NULL,
        account_name varchar(200) NOT NULL,
        cash_flow_article_id varchar(100) NOT NULL,
        cash_flow_article_name varchar(200) NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_by_user_id uuid,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        deactivated_at_utc timestamptz,
        row_version integer NOT NULL DEFAULT 1,
        CONSTRAINT ck_direct_posting_rules_matcher
          CHECK (counterparty_tax_id IS NOT NULL OR counterparty_name_normalized IS NOT NULL
                 OR purpose_contains IS NOT NULL),
        CONSTRAINT ck_direct_posting_rules_name_pair
          CHECK ((counterparty_name_contains IS NULL) = (counterparty_name_normalized IS NULL)),
        CONSTRAINT ck_direct_posting_rules_amount_range
          CHECK (amount_min IS NULL OR amount_max IS NULL OR amount_min <= amount_max)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_direct_posting_rules_list
         ON direct_posting_rules (organization_id, is_active, location_id, name)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE direct_posting_rules`);
  }
}
