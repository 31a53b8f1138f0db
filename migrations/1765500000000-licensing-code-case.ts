import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product and platform plan codes as vendor consoles write them (docs/licensing.md "Codes"): letters of either case,
 * digits, `-`, `_` and `.`, kept as written. Uniqueness ignores case, so the plain unique keys on `code` become unique
 * indexes on its lowercase form under the "C" collation (which lowercases ASCII only, whatever the server's locale),
 * under the same names, so a duplicate still reports the constraint the services map to their conflict codes. Tariff
 * codes live in the versions' JSON and are checked by the service.
 *
 * Every stored code was a lowercase slug before, so no two existing rows collide under the new keys. Going down fails
 * while a code holds a capital letter or a dot: such a code has no form the old rule accepts.
 */
export class LicensingCodeCase1765500000000 implements MigrationInterface {
  name = 'LicensingCodeCase1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE platform_plans
        DROP CONSTRAINT platform_plans_code_check,
        DROP CONSTRAINT ux_platform_plans_code,
        ADD CONSTRAINT ck_platform_plans_code CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$')`);
    await queryRunner.query(`CREATE UNIQUE INDEX ux_platform_plans_code ON platform_plans (lower((code) COLLATE "C"))`);
    await queryRunner.query(`
      ALTER TABLE licensing_products
        DROP CONSTRAINT licensing_products_code_check,
        DROP CONSTRAINT ux_licensing_products_code,
        ADD CONSTRAINT ck_licensing_products_code CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$')`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_licensing_products_code ON licensing_products (tenant_id, lower((code) COLLATE "C"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ux_licensing_products_code`);
    await queryRunner.query(`
      ALTER TABLE licensing_products
        DROP CONSTRAINT ck_licensing_products_code,
        ADD CONSTRAINT licensing_products_code_check CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
        ADD CONSTRAINT ux_licensing_products_code UNIQUE (tenant_id, code)`);
    await queryRunner.query(`DROP INDEX ux_platform_plans_code`);
    await queryRunner.query(`
      ALTER TABLE platform_plans
        DROP CONSTRAINT ck_platform_plans_code,
        ADD CONSTRAINT platform_plans_code_check CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
        ADD CONSTRAINT ux_platform_plans_code UNIQUE (code)`);
  }
}
