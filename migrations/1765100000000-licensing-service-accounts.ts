import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Service accounts of the licensing context (00-decisions §13): machine callers of one vendor tenant. The secret is
 * kept only as a SHA-256 digest: it is 256 random bits, so a slow password hash would add nothing but latency. A
 * deleted account keeps its row (audit entries name it) and its tokens stop working at once.
 */
export class LicensingServiceAccounts1765100000000 implements MigrationInterface {
  name = 'LicensingServiceAccounts1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE licensing_service_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id),
        name varchar(200) NOT NULL,
        client_id varchar(64) NOT NULL UNIQUE,
        client_secret_hash bytea NOT NULL,
        permissions text[] NOT NULL,
        created_by_user_id uuid,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        deleted_at_utc timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_licensing_service_accounts_tenant ON licensing_service_accounts (tenant_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE licensing_service_accounts`);
  }
}
