import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sync runs always finish (docs/erp-sync.md §Runs and failures): `error_code` is the stable code of a failed run,
 * and `heartbeat_at_utc` the lease a live process renews while the run is `Running`, so a run whose process stopped
 * can be told from one still in progress when several processes share the database and closed as `interrupted`.
 */
export class ErpSyncRunLease1764200000000 implements MigrationInterface {
  name = 'ErpSyncRunLease1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['erp_supplier_sync_runs', 'erp_document_sync_runs']) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN error_code varchar(64),
           ADD COLUMN heartbeat_at_utc timestamptz NOT NULL DEFAULT now()`,
      );
      await queryRunner.query(
        `CREATE INDEX ix_${table}_running ON ${table} (heartbeat_at_utc) WHERE status = 'Running'`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['erp_supplier_sync_runs', 'erp_document_sync_runs']) {
      await queryRunner.query(`DROP INDEX ix_${table}_running`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN heartbeat_at_utc, DROP COLUMN error_code`);
    }
  }
}
