import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer profile of the aggregate (document 03 "Customer aggregate"; 00-decisions §13; docs/licensing.md): one
 * row per vendor tenant and customer organization, created by the first committed PUT. A customer without a row has
 * the default profile (revision 0, the organization's name, notes "", no primary contact), so reads never write.
 * `last_request` and `last_request_fingerprint` keep the body of the last committed PUT (canonical JSON and its
 * SHA-256), so a client that lost the answer and sends the same body again converges on the committed state instead
 * of a revision conflict. `updated_by` has no foreign key: a service account may write the row.
 */
export class LicensingCustomerProfiles1765300000000 implements MigrationInterface {
  name = 'LicensingCustomerProfiles1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE licensing_customer_profiles (
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id) ON DELETE RESTRICT,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        revision integer NOT NULL CHECK (revision >= 0),
        display_name text NOT NULL,
        notes text NOT NULL DEFAULT '',
        primary_contact jsonb,
        last_request jsonb,
        last_request_fingerprint char(64),
        updated_by uuid,
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, organization_id),
        CONSTRAINT ck_licensing_customer_profiles_contact CHECK (
          primary_contact IS NULL OR jsonb_typeof(primary_contact) = 'object'),
        CONSTRAINT ck_licensing_customer_profiles_last_request CHECK (
          (last_request IS NULL) = (last_request_fingerprint IS NULL))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE licensing_customer_profiles`);
  }
}
