import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank statement imports and their transactions (document 01 §Bank statement import, 00-decisions §6). Full
 * account numbers are kept only in the `*_account_number`/`counterparty_account` columns for matching; the
 * service maps only the masked columns into responses.
 */
export class BankImports1763900000000 implements MigrationInterface {
  name = 'BankImports1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bank_imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        location_id uuid NOT NULL REFERENCES locations (id) ON DELETE RESTRICT,
        status varchar(24) NOT NULL CHECK (status IN ('Parsed', 'SuccessWithWarnings', 'Failed', 'UnsupportedFormat')),
        error_message varchar(500),
        bank_code varchar(64),
        format_code varchar(32),
        parser_version varchar(32),
        detection_confidence numeric(4, 3),
        parse_confidence numeric(4, 3),
        warnings jsonb NOT NULL DEFAULT '[]'::jsonb,
        file_name varchar(255) NOT NULL,
        file_size_bytes bigint NOT NULL CHECK (file_size_bytes > 0),
        content_type varchar(200),
        file_sha256 char(64) NOT NULL,
        storage_key varchar(100),
        file_expires_at_utc timestamptz,
        file_removed_at_utc timestamptz,
        currency char(3),
        account_number varchar(64),
        account_number_masked varchar(16),
        period_from date,
        period_to date,
        opening_balance bigint,
        closing_balance bigint,
        statements jsonb NOT NULL DEFAULT '[]'::jsonb,
        transaction_count integer NOT NULL DEFAULT 0,
        balance_matches boolean,
        balance_review_overridden boolean NOT NULL DEFAULT false,
        review_override_reason varchar(1000),
        review_overridden_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        review_overridden_at_utc timestamptz,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        row_version integer NOT NULL DEFAULT 1
      )`);
    // The file-level duplicate rule: one import per original file digest and organization (document 01, upload
    // rule 2); concurrent uploads of one file cannot both create an import.
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_bank_imports_organization_digest ON bank_imports (organization_id, file_sha256)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_imports_outlet ON bank_imports (organization_id, location_id, created_at_utc DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_imports_file_expiry ON bank_imports (file_expires_at_utc) WHERE file_removed_at_utc IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE bank_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        import_id uuid NOT NULL REFERENCES bank_imports (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL,
        location_id uuid NOT NULL,
        statement_index integer NOT NULL,
        sequence integer NOT NULL,
        transaction_date date NOT NULL,
        value_date date,
        direction varchar(6) NOT NULL CHECK (direction IN ('Debit', 'Credit')),
        amount bigint NOT NULL CHECK (amount > 0),
        currency char(3) NOT NULL,
        account_number varchar(64),
        counterparty_name varchar(500),
        counterparty_tax_id varchar(32),
        counterparty_account varchar(64),
        counterparty_account_masked varchar(16),
        description text,
        bank_reference varchar(200),
        match_status varchar(20) NOT NULL DEFAULT 'Unmatched'
          CHECK (match_status IN ('Unmatched', 'LowConfidence', 'AutoMatched', 'ManualMatched', 'Excluded')),
        matched_counterparty_id varchar(100),
        matched_counterparty_name varchar(500),
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        row_version integer NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_import ON bank_transactions (import_id, statement_index, sequence)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_outlet_date ON bank_transactions (organization_id, location_id, transaction_date)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE bank_transactions`);
    await queryRunner.query(`DROP TABLE bank_imports`);
  }
}
