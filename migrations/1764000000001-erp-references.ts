import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The local copy of each connection's reference lists (document 02 §Accounting-system connections and references):
 * one row per connection and kind (`accounts`, `cash-flow-articles`), replaced by every live read and served,
 * marked as not live, while the accounting system cannot be reached.
 */
export class ErpReferences1764000000001 implements MigrationInterface {
  name = 'ErpReferences1764000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE erp_reference_snapshots (
        connection_id uuid NOT NULL REFERENCES erp_connections (id) ON DELETE CASCADE,
        kind varchar(32) NOT NULL,
        items jsonb NOT NULL,
        fetched_at_utc timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (connection_id, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE erp_reference_snapshots`);
  }
}
