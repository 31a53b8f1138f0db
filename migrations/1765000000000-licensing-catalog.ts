import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The licensing catalog (document 03; 00-decisions §13; docs/licensing.md "Catalog"): products, their offers, the
 * versioned terms of an offer and the customers' subscriptions to a published version. Every row carries its vendor
 * tenant; children reference their parent together with the tenant (composite keys), so a row can never point at
 * another tenant's parent even when written by hand.
 */
export class LicensingCatalog1765000000000 implements MigrationInterface {
  name = 'LicensingCatalog1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE licensing_products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id) ON DELETE RESTRICT,
        code text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
        name varchar(200) NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ux_licensing_products_code UNIQUE (tenant_id, code),
        CONSTRAINT ux_licensing_products_tenant_id UNIQUE (tenant_id, id)
      )`);
    await queryRunner.query(`
      CREATE TABLE licensing_offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id) ON DELETE RESTRICT,
        product_id uuid NOT NULL,
        name varchar(200) NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ux_licensing_offers_tenant_id UNIQUE (tenant_id, id),
        CONSTRAINT fk_licensing_offers_product FOREIGN KEY (tenant_id, product_id)
          REFERENCES licensing_products (tenant_id, id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`
      CREATE TABLE licensing_offer_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id) ON DELETE RESTRICT,
        offer_id uuid NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        tariffs jsonb NOT NULL CHECK (jsonb_typeof(tariffs) = 'array'),
        shared_seat_pool integer CHECK (shared_seat_pool >= 0),
        validity_days integer NOT NULL CHECK (validity_days > 0),
        state varchar(16) NOT NULL DEFAULT 'Draft' CHECK (state IN ('Draft', 'Published', 'Retired')),
        policy_snapshot_version integer,
        policy_snapshot_hash char(64),
        published_at_utc timestamptz,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ux_licensing_offer_versions_number UNIQUE (offer_id, version),
        CONSTRAINT ux_licensing_offer_versions_tenant_id UNIQUE (tenant_id, id),
        CONSTRAINT fk_licensing_offer_versions_offer FOREIGN KEY (tenant_id, offer_id)
          REFERENCES licensing_offers (tenant_id, id) ON DELETE RESTRICT,
        CONSTRAINT ck_licensing_offer_versions_snapshot CHECK (
          (state = 'Draft') = (policy_snapshot_hash IS NULL)
          AND (policy_snapshot_hash IS NULL) = (policy_snapshot_version IS NULL)
          AND (policy_snapshot_hash IS NULL) = (published_at_utc IS NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE licensing_customer_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id) ON DELETE RESTRICT,
        customer_organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        offer_version_id uuid NOT NULL,
        tariff_code text NOT NULL,
        status varchar(16) NOT NULL
          CHECK (status IN ('Trialing', 'Active', 'PastDue', 'Cancelled', 'Expired')),
        row_version integer NOT NULL DEFAULT 1,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_licensing_subscriptions_version FOREIGN KEY (tenant_id, offer_version_id)
          REFERENCES licensing_offer_versions (tenant_id, id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_licensing_subscriptions_customer
         ON licensing_customer_subscriptions (tenant_id, customer_organization_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_licensing_subscriptions_version ON licensing_customer_subscriptions (offer_version_id)`,
    );
    await queryRunner.query(`CREATE INDEX ix_licensing_offers_product ON licensing_offers (tenant_id, product_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE licensing_customer_subscriptions`);
    await queryRunner.query(`DROP TABLE licensing_offer_versions`);
    await queryRunner.query(`DROP TABLE licensing_offers`);
    await queryRunner.query(`DROP TABLE licensing_products`);
  }
}
