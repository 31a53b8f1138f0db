import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counterparty matching (document 01 §Counterparty rule and match, docs/counterparty-matching.md): the rules of an
 * organization, and on every bank transaction its normalized counterparty name and the explanation of its match.
 *
 * - `ux_counterparty_rules_equivalent` makes "an equivalent rule" (same organization, normalized pattern and
 *   counterparty) a database fact: concurrent creates cannot both insert, active or deactivated.
 * - `matched_rule_id` has no foreign key: rules are never deleted (only deactivated, or with their organization),
 *   and a per-row check would slow the import's bulk load.
 * - The new transaction columns have constant defaults, so adding them rewrites nothing.
 */
export class CounterpartyMatching1764100000000 implements MigrationInterface {
  name = 'CounterpartyMatching1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE counterparty_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        pattern varchar(500) NOT NULL,
        normalized_pattern varchar(500) NOT NULL CHECK (normalized_pattern <> ''),
        erp_counterparty_id varchar(100) NOT NULL,
        erp_counterparty_name varchar(500) NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        source_transaction_id uuid,
        created_by_user_id uuid,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        deactivated_at_utc timestamptz,
        row_version integer NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_counterparty_rules_equivalent
         ON counterparty_rules (organization_id, normalized_pattern, erp_counterparty_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_counterparty_rules_directory ON counterparty_rules (organization_id, is_active, normalized_pattern)`,
    );
    await queryRunner.query(`
      ALTER TABLE bank_transactions
        ADD COLUMN counterparty_name_normalized varchar(500),
        ADD COLUMN match_reason varchar(40) NOT NULL DEFAULT 'no_evidence',
        ADD COLUMN match_signals jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN matched_rule_id uuid,
        ADD COLUMN match_decided_by_user_id uuid,
        ADD COLUMN match_decided_at_utc timestamptz`);
    await queryRunner.query(
      `UPDATE bank_transactions SET match_reason = 'duplicate_confirmed' WHERE match_status = 'Excluded'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bank_transactions
        DROP COLUMN counterparty_name_normalized, DROP COLUMN match_reason, DROP COLUMN match_signals,
        DROP COLUMN matched_rule_id, DROP COLUMN match_decided_by_user_id, DROP COLUMN match_decided_at_utc`);
    await queryRunner.query(`DROP TABLE counterparty_rules`);
  }
}
