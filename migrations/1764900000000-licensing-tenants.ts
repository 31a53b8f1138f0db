import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vendor tenants of the licensing context (00-decisions §13): every licensing row carries one. Platform users act in
 * the default tenant, seeded here with a fixed id so every process and every test names the same one.
 */
export class LicensingTenants1764900000000 implements MigrationInterface {
  name = 'LicensingTenants1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE licensing_tenants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        created_by_user_id uuid,
        created_at_utc timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `INSERT INTO licensing_tenants (id, name) VALUES ('00000000-0000-4000-8000-00000000d1c0', 'Default tenant')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE licensing_tenants`);
  }
}
