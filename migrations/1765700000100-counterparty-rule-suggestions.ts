import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counterparty rules proposed from people's manual matches (docs/counterparty-matching.md §Learning from manual
 * matches).
 *
 * - One row per organization, payee key and counterparty (`ux_counterparty_rule_suggestions_key`): a new manual match
 *   refreshes a Pending row's evidence, and an Accepted or Rejected row stays as decided, so a rejected proposal is
 *   not made again for that key and counterparty.
 * - The key is kept as a SHA-256 hash (`key_hash`) and a display form (`key_display`: the tax id, the normalized
 *   name, or for an account only its masked form); a full account number is never stored here.
 * - `ix_bank_transactions_manual_counterparty` finds the manual matches of a counterparty, which every manual match
 *   reads to look for a repeated payee; partial, so it holds only ManualMatched rows.
 */
export class CounterpartyRuleSuggestions1765700000100 implements MigrationInterface {
  name = 'CounterpartyRuleSuggestions1765700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE counterparty_rule_suggestions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        key_kind varchar(16) NOT NULL CHECK (key_kind IN ('TaxId', 'Account', 'Name')),
        key_hash char(64) NOT NULL,
        key_display varchar(500) NOT NULL,
        pattern varchar(500) NOT NULL,
        normalized_pattern varchar(500) NOT NULL CHECK (normalized_pattern <> ''),
        erp_counterparty_id varchar(100) NOT NULL,
        erp_counterparty_name varchar(500) NOT NULL,
        manual_transaction_ids uuid[] NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Accepted', 'Rejected')),
        rule_id uuid,
        decided_by_user_id uuid,
        decided_at_utc timestamptz,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        row_version integer NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_counterparty_rule_suggestions_key
         ON counterparty_rule_suggestions (organization_id, key_kind, key_hash, erp_counterparty_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_counterparty_rule_suggestions_list
         ON counterparty_rule_suggestions (organization_id, status, updated_at_utc DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_manual_counterparty
         ON bank_transactions (organization_id, matched_counterparty_id) WHERE match_status = 'ManualMatched'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_bank_transactions_manual_counterparty`);
    await queryRunner.query(`DROP TABLE counterparty_rule_suggestions`);
  }
}
