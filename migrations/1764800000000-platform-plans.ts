import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Platform plans (document 03 §Other records named, §Plan catalog; 00-decisions §13; docs/licensing.md): the vendor's
 * own price list, platform-wide (no tenant, no organization). The checks keep what the database can keep cheaply;
 * the service validates the whole shape on every write and again on every public read, so a row changed by hand
 * that slips past them fails the public catalog instead of being published.
 *
 * The canonical `free` plan is seeded Active and Public: the only plan a migration publishes. Codes are lowercase
 * slugs, so the plain unique key is also case-insensitive in effect.
 */
export class PlatformPlans1764800000000 implements MigrationInterface {
  name = 'PlatformPlans1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE platform_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        price_minor bigint NOT NULL CHECK (price_minor BETWEEN 0 AND 9007199254740991),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        billing_period varchar(16) NOT NULL CHECK (billing_period IN ('Monthly', 'Yearly', 'OneTime')),
        features text[] NOT NULL DEFAULT '{}',
        sort_order integer NOT NULL DEFAULT 0,
        status varchar(16) NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Active', 'Retired')),
        visibility varchar(16) NOT NULL DEFAULT 'Internal' CHECK (visibility IN ('Internal', 'Public')),
        provider_price_ref text,
        entitlements jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(entitlements) = 'object'),
        row_version integer NOT NULL DEFAULT 1,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ux_platform_plans_code UNIQUE (code)
      )`);
    await queryRunner.query(`
      INSERT INTO platform_plans (code, name, description, price_minor, currency, billing_period, features, sort_order,
                                  status, visibility)
      VALUES ('free', 'Free', 'One restaurant: bank statements, supplier matching and the accountant work queue.', 0,
              'RUB', 'Monthly', ARRAY['Bank statement imports', 'Supplier matching', 'Accountant work queue'], 0,
              'Active', 'Public')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE platform_plans`);
  }
}
