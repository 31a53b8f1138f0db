import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The IikoServer dialect (docs/iiko-server.md): a connection says which dialect it speaks, fixed for its life, and
 * the currency its documents are in (the real API carries none). A document snapshot keeps what the service found
 * paid outside it (the supplier's balance owed less than the documents' unpaid sum) and why a listed document can
 * never be paid from here; a sync run counts the store and balance reads of the dialect and the documents whose
 * unpaid amount the balance reduced.
 */
export class ErpIikoServer1765600000000 implements MigrationInterface {
  name = 'ErpIikoServer1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE erp_connections
        ADD COLUMN dialect varchar(16) NOT NULL DEFAULT 'Reference'
          CONSTRAINT ck_erp_connections_dialect CHECK (dialect IN ('Reference', 'IikoServer')),
        ADD COLUMN currency char(3) NOT NULL DEFAULT 'RUB'
          CONSTRAINT ck_erp_connections_currency CHECK (currency ~ '^[A-Z]{3}$')`);
    await queryRunner.query(`
      ALTER TABLE erp_document_snapshots
        ADD COLUMN paid_outside_amount bigint NOT NULL DEFAULT 0,
        ADD COLUMN unpayable_reason varchar(64)`);
    await queryRunner.query(`
      ALTER TABLE erp_document_sync_runs
        ADD COLUMN rpc_stores integer NOT NULL DEFAULT 0,
        ADD COLUMN rpc_balance integer NOT NULL DEFAULT 0,
        ADD COLUMN paid_outside_count integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE erp_document_sync_runs DROP COLUMN paid_outside_count, DROP COLUMN rpc_balance,
        DROP COLUMN rpc_stores`);
    await queryRunner.query(`
      ALTER TABLE erp_document_snapshots DROP COLUMN unpayable_reason, DROP COLUMN paid_outside_amount`);
    await queryRunner.query(`ALTER TABLE erp_connections DROP COLUMN currency, DROP COLUMN dialect`);
  }
}
