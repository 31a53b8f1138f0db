import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supplier and document sync from the accounting system (document 02 §Payment candidate, §Document sync run;
 * docs/erp-sync.md): local snapshots keyed by (connection, external id) and the run history of both syncs with the
 * telemetry of the specification. Snapshots go with their connection or organization; a removed outlet leaves its
 * documents without outlet (never a default one).
 */
export class ErpSync1764000000002 implements MigrationInterface {
  name = 'ErpSync1764000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE erp_supplier_snapshots (
        connection_id uuid NOT NULL REFERENCES erp_connections (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        external_id varchar(100) NOT NULL,
        name varchar(500) NOT NULL,
        tax_id varchar(20),
        is_deleted boolean NOT NULL DEFAULT false,
        revision bigint NOT NULL,
        synced_at_utc timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (connection_id, external_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_erp_supplier_snapshots_organization ON erp_supplier_snapshots (organization_id, name)`,
    );
    await queryRunner.query(`
      CREATE TABLE erp_supplier_sync_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        connection_id uuid NOT NULL REFERENCES erp_connections (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        mode varchar(16) NOT NULL,
        status varchar(16) NOT NULL,
        started_at_utc timestamptz NOT NULL DEFAULT clock_timestamp(),
        finished_at_utc timestamptz,
        revision_from bigint,
        revision_to bigint,
        received_count integer NOT NULL DEFAULT 0,
        upserted_count integer NOT NULL DEFAULT 0,
        deleted_count integer NOT NULL DEFAULT 0,
        error_message varchar(500)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_erp_supplier_sync_runs_organization ON erp_supplier_sync_runs (organization_id, started_at_utc DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_erp_supplier_sync_runs_connection ON erp_supplier_sync_runs (connection_id, started_at_utc DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE erp_document_snapshots (
        connection_id uuid NOT NULL REFERENCES erp_connections (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        external_document_id varchar(100) NOT NULL,
        document_number varchar(100) NOT NULL,
        document_date date NOT NULL,
        supplier_external_id varchar(100),
        direction varchar(16) NOT NULL,
        document_type varchar(64) NOT NULL,
        amount bigint NOT NULL,
        paid_amount bigint NOT NULL,
        unpaid_amount bigint NOT NULL,
        currency char(3) NOT NULL,
        payment_status varchar(32) NOT NULL,
        store_code varchar(100),
        location_id uuid REFERENCES locations (id) ON DELETE SET NULL,
        is_processed boolean,
        is_deleted boolean NOT NULL DEFAULT false,
        processing_state_checked_at_utc timestamptz,
        processing_state_source varchar(32),
        revision bigint NOT NULL,
        modified_at_utc timestamptz,
        synced_at_utc timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (connection_id, external_document_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_erp_document_snapshots_open_debts ON erp_document_snapshots (organization_id, document_date)
       WHERE is_processed AND NOT is_deleted AND unpaid_amount > 0`,
    );
    await queryRunner.query(`
      CREATE TABLE erp_document_sync_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        connection_id uuid NOT NULL REFERENCES erp_connections (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        status varchar(16) NOT NULL,
        force_refresh boolean NOT NULL DEFAULT false,
        period_from date NOT NULL,
        period_to date NOT NULL,
        started_at_utc timestamptz NOT NULL DEFAULT clock_timestamp(),
        finished_at_utc timestamptz,
        sync_mode varchar(16),
        rpc_list integer NOT NULL DEFAULT 0,
        rpc_unpaid_batch integer NOT NULL DEFAULT 0,
        rpc_unpaid_sum integer NOT NULL DEFAULT 0,
        rpc_get_document integer NOT NULL DEFAULT 0,
        rpc_accounts integer NOT NULL DEFAULT 0,
        rpc_total integer NOT NULL DEFAULT 0,
        unpaid_batch_count integer NOT NULL DEFAULT 0,
        list_count integer NOT NULL DEFAULT 0,
        snapshot_reuse_count integer NOT NULL DEFAULT 0,
        fallback_reason varchar(64),
        document_count integer NOT NULL DEFAULT 0,
        upserted_count integer NOT NULL DEFAULT 0,
        unresolved_location_count integer NOT NULL DEFAULT 0,
        error_message varchar(500)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_erp_document_sync_runs_connection ON erp_document_sync_runs (connection_id, started_at_utc DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE erp_document_sync_runs`);
    await queryRunner.query(`DROP TABLE erp_document_snapshots`);
    await queryRunner.query(`DROP TABLE erp_supplier_sync_runs`);
    await queryRunner.query(`DROP TABLE erp_supplier_snapshots`);
  }
}
