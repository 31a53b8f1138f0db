import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The license store (document 03; 00-decisions §13; docs/licensing.md):
 * - `licensing_licenses`: one row per license, in its vendor tenant, owned by a customer organization. A
 *   subscription-backed license names its subscription, and the subscription is occupied for life by it (unique
 *   `customer_subscription_id`: a revoked or archived license keeps it). `product_id` has no foreign key on purpose:
 *   rows migrated from before the catalog may name no product or one the catalog does not know, and reads report
 *   that as MissingIdentity or CatalogNotFound instead of failing.
 * - `licensing_key_materials`: the keys of a license, stored only as an HMAC of the canonical key with its mask;
 *   exactly one is primary, a rotation supersedes it. Legacy material may have no hash or mask.
 * - `licensing_idempotency_receipts`: committed issue and rotation calls by (tenant, route, key) with the request's
 *   fingerprint and the receipt without its plaintext key, written in the transaction of the change, kept forever.
 * - `licensing_license_actions`: the terminal actions (revoke, archive) with what they were asked, so an exact
 *   replay answers the original receipt.
 * - `licensing_outbox`: integration messages committed with the license change they announce.
 */
export class LicensingLicenses1765200000000 implements MigrationInterface {
  name = 'LicensingLicenses1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE licensing_customer_subscriptions
        ADD CONSTRAINT ux_licensing_subscriptions_tenant_id UNIQUE (tenant_id, id)`);
    await queryRunner.query(`
      CREATE TABLE licensing_licenses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id) ON DELETE RESTRICT,
        customer_organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        product_id uuid,
        customer_subscription_id uuid,
        offer_version_id uuid,
        tariff_code text,
        policy_snapshot_version integer,
        policy_snapshot_hash char(64),
        status varchar(16) NOT NULL
          CHECK (status IN ('Draft', 'Active', 'Suspended', 'Revoked', 'Archived')),
        issue_mode varchar(16) NOT NULL DEFAULT 'Subscription' CHECK (issue_mode IN ('Subscription', 'Legacy')),
        migration_state varchar(24) NOT NULL DEFAULT 'Current'
          CHECK (migration_state IN ('Current', 'MigrationRequired', 'Deprecated')),
        notes text NOT NULL DEFAULT '',
        valid_until_utc timestamptz,
        row_version integer NOT NULL DEFAULT 1,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ux_licensing_licenses_subscription UNIQUE (customer_subscription_id),
        CONSTRAINT ux_licensing_licenses_tenant_id UNIQUE (tenant_id, id),
        CONSTRAINT fk_licensing_licenses_subscription FOREIGN KEY (tenant_id, customer_subscription_id)
          REFERENCES licensing_customer_subscriptions (tenant_id, id) ON DELETE RESTRICT,
        CONSTRAINT fk_licensing_licenses_version FOREIGN KEY (tenant_id, offer_version_id)
          REFERENCES licensing_offer_versions (tenant_id, id) ON DELETE RESTRICT,
        CONSTRAINT ck_licensing_licenses_subscription_backed CHECK (
          issue_mode <> 'Subscription' OR (customer_subscription_id IS NOT NULL AND offer_version_id IS NOT NULL
            AND tariff_code IS NOT NULL AND policy_snapshot_hash IS NOT NULL))
      )`);
    // Newest first per customer (aggregate, table), and the seats a customer holds on an offer version.
    await queryRunner.query(`
      CREATE INDEX ix_licensing_licenses_customer
        ON licensing_licenses (tenant_id, customer_organization_id, created_at_utc DESC, id)`);
    await queryRunner.query(`
      CREATE INDEX ix_licensing_licenses_seats
        ON licensing_licenses (tenant_id, customer_organization_id, offer_version_id, tariff_code)
        WHERE status IN ('Draft', 'Active', 'Suspended')`);

    await queryRunner.query(`
      CREATE TABLE licensing_key_materials (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL,
        license_id uuid NOT NULL,
        format_version smallint NOT NULL CHECK (format_version > 0),
        key_hash char(64),
        masked_key text,
        is_primary boolean NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        superseded_at_utc timestamptz,
        CONSTRAINT fk_licensing_key_materials_license FOREIGN KEY (tenant_id, license_id)
          REFERENCES licensing_licenses (tenant_id, id) ON DELETE RESTRICT,
        CONSTRAINT ux_licensing_key_materials_hash UNIQUE (key_hash),
        CONSTRAINT ck_licensing_key_materials_primary CHECK (is_primary = (superseded_at_utc IS NULL))
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX ux_licensing_key_materials_primary
        ON licensing_key_materials (license_id) WHERE is_primary`);

    await queryRunner.query(`
      CREATE TABLE licensing_idempotency_receipts (
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id) ON DELETE RESTRICT,
        route text NOT NULL,
        idempotency_key varchar(128) NOT NULL,
        fingerprint char(64) NOT NULL,
        operation_id uuid NOT NULL UNIQUE,
        license_id uuid NOT NULL,
        receipt jsonb NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, route, idempotency_key)
      )`);

    await queryRunner.query(`
      CREATE TABLE licensing_license_actions (
        operation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL,
        license_id uuid NOT NULL,
        action varchar(16) NOT NULL CHECK (action IN ('Revoke', 'Archive')),
        from_status varchar(16) NOT NULL,
        to_status varchar(16) NOT NULL,
        expected_status varchar(16),
        reason_code text NOT NULL,
        reason_detail text,
        completed_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_licensing_license_actions_license FOREIGN KEY (tenant_id, license_id)
          REFERENCES licensing_licenses (tenant_id, id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_licensing_license_actions_license ON licensing_license_actions (license_id, completed_at_utc DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE licensing_outbox (
        id bigserial PRIMARY KEY,
        tenant_id uuid NOT NULL,
        license_id uuid NOT NULL,
        message_type varchar(64) NOT NULL,
        payload jsonb NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        dispatched_at_utc timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_licensing_outbox_pending ON licensing_outbox (id) WHERE dispatched_at_utc IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE licensing_outbox`);
    await queryRunner.query(`DROP TABLE licensing_license_actions`);
    await queryRunner.query(`DROP TABLE licensing_idempotency_receipts`);
    await queryRunner.query(`DROP TABLE licensing_key_materials`);
    await queryRunner.query(`DROP TABLE licensing_licenses`);
    await queryRunner.query(
      `ALTER TABLE licensing_customer_subscriptions DROP CONSTRAINT ux_licensing_subscriptions_tenant_id`,
    );
  }
}
