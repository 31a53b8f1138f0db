import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transaction-level duplicate candidates and reprocess previews (document 01 §Endpoints: Bank statements). The
 * transaction fingerprint (see src/modules/bank-import/transaction-fingerprint.ts) is stored per row so candidate
 * detection is one indexed SQL statement per import. Both new tables cascade with their import, so deleting an
 * import removes its candidates (either side) and previews.
 */
export class BankDuplicatesAndPreviews1763900000001 implements MigrationInterface {
  name = 'BankDuplicatesAndPreviews1763900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bank_transactions ADD COLUMN fingerprint char(64)`);
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_fingerprint ON bank_transactions (organization_id, fingerprint) WHERE fingerprint IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE bank_duplicate_candidates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL,
        location_id uuid NOT NULL,
        import_id uuid NOT NULL REFERENCES bank_imports (id) ON DELETE CASCADE,
        transaction_id uuid NOT NULL REFERENCES bank_transactions (id) ON DELETE CASCADE,
        duplicate_of_import_id uuid NOT NULL REFERENCES bank_imports (id) ON DELETE CASCADE,
        duplicate_of_transaction_id uuid NOT NULL REFERENCES bank_transactions (id) ON DELETE CASCADE,
        status varchar(12) NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Confirmed', 'Dismissed')),
        decided_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        decided_at_utc timestamptz,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        row_version integer NOT NULL DEFAULT 1,
        CONSTRAINT ux_bank_duplicate_candidates_pair UNIQUE (transaction_id, duplicate_of_transaction_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_bank_duplicate_candidates_import ON bank_duplicate_candidates (import_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_duplicate_candidates_duplicate_of ON bank_duplicate_candidates (duplicate_of_import_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_duplicate_candidates_existing ON bank_duplicate_candidates (duplicate_of_transaction_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_duplicate_candidates_open ON bank_duplicate_candidates (organization_id, location_id) WHERE status = 'Open'`,
    );

    await queryRunner.query(`
      CREATE TABLE bank_import_reprocess_previews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        import_id uuid NOT NULL REFERENCES bank_imports (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL,
        location_id uuid NOT NULL,
        status varchar(32) NOT NULL CHECK (status IN ('Completed', 'Failed', 'OriginalFileUnavailable')),
        stored_format_code varchar(32),
        stored_bank_code varchar(64),
        stored_parser_version varchar(32),
        format_code varchar(32),
        bank_code varchar(64),
        parser_version varchar(32),
        parse_confidence numeric(4, 3),
        detection_confidence numeric(4, 3),
        existing_transaction_count integer NOT NULL,
        preview_transaction_count integer NOT NULL DEFAULT 0,
        added_count integer NOT NULL DEFAULT 0,
        removed_count integer NOT NULL DEFAULT 0,
        changed_count integer NOT NULL DEFAULT 0,
        unchanged_count integer NOT NULL DEFAULT 0,
        samples jsonb NOT NULL DEFAULT '{}'::jsonb,
        warning_count integer NOT NULL DEFAULT 0,
        warnings jsonb NOT NULL DEFAULT '[]'::jsonb,
        error_summary varchar(500),
        operator_message varchar(500),
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_bank_import_reprocess_previews_import ON bank_import_reprocess_previews (import_id, created_at_utc DESC, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE bank_import_reprocess_previews`);
    await queryRunner.query(`DROP TABLE bank_duplicate_candidates`);
    await queryRunner.query(`DROP INDEX ix_bank_transactions_fingerprint`);
    await queryRunner.query(`ALTER TABLE bank_transactions DROP COLUMN fingerprint`);
  }
}
