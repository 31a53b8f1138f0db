import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounting-system connections (document 02 §Rows of the accounting connection, 00-decisions §7 and §9). The
 * credentials are one AES-256-GCM sealed JSON document (login, password, service account) with the id of the key
 * that sealed it; no column holds them in clear. Soft-deleted rows stay for the history that refers to them; at
 * most one live default per organization.
 */
export class ErpConnections1764000000000 implements MigrationInterface {
  name = 'ErpConnections1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE erp_connections (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        name varchar(200) NOT NULL,
        base_url varchar(500) NOT NULL,
        credentials bytea NOT NULL,
        credentials_key_id varchar(32) NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        last_check_status varchar(32),
        last_checked_at_utc timestamptz,
        server_version varchar(100),
        server_edition varchar(100),
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        deleted_at_utc timestamptz,
        row_version integer NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_erp_connections_default ON erp_connections (organization_id)
       WHERE is_default AND deleted_at_utc IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_erp_connections_organization ON erp_connections (organization_id, created_at_utc)
       WHERE deleted_at_utc IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE erp_connections`);
  }
}
