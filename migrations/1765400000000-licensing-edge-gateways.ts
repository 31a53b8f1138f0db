import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Edge gateways of the licensing context (document 03 §Plan catalog and gateway key registration; 00-decisions §13
 * "Edge gateways"; docs/licensing.md "Edge gateways"). A gateway is created with a single-use enrollment token, of
 * which only the keyed hash is stored, and registers its public ES256 signing key with it. The key table holds the
 * four public members of a P-256 JWK and nothing else, so no private key material can be stored even by hand.
 */
export class LicensingEdgeGateways1765400000000 implements MigrationInterface {
  name = 'LicensingEdgeGateways1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE licensing_edge_gateways (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES licensing_tenants (id) ON DELETE RESTRICT,
        name varchar(200) NOT NULL,
        status varchar(32) NOT NULL DEFAULT 'PendingEnrollment' CHECK (status IN ('PendingEnrollment', 'Enrolled')),
        enrollment_token_hash char(64) NOT NULL CHECK (enrollment_token_hash ~ '^[0-9a-f]{64}$'),
        enrollment_token_expires_at_utc timestamptz NOT NULL,
        enrollment_token_used_at_utc timestamptz,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ux_licensing_edge_gateways_tenant_id UNIQUE (tenant_id, id),
        CONSTRAINT ux_licensing_edge_gateways_token UNIQUE (enrollment_token_hash),
        CONSTRAINT ck_licensing_edge_gateways_enrolled CHECK (
          (status = 'Enrolled') = (enrollment_token_used_at_utc IS NOT NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE licensing_edge_gateway_signing_keys (
        tenant_id uuid NOT NULL,
        gateway_id uuid NOT NULL,
        key_id varchar(43) NOT NULL CHECK (key_id ~ '^[A-Za-z0-9_-]{43}$'),
        public_jwk jsonb NOT NULL CHECK (
          public_jwk ?& ARRAY['kty', 'crv', 'x', 'y']
          AND public_jwk - 'kty' - 'crv' - 'x' - 'y' = '{}'::jsonb
          AND public_jwk ->> 'kty' = 'EC' AND public_jwk ->> 'crv' = 'P-256'),
        algorithm varchar(16) NOT NULL CHECK (algorithm = 'ES256'),
        registered_at_utc timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (gateway_id, key_id),
        CONSTRAINT fk_licensing_edge_gateway_signing_keys_gateway FOREIGN KEY (tenant_id, gateway_id)
          REFERENCES licensing_edge_gateways (tenant_id, id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX ix_licensing_edge_gateways_tenant ON licensing_edge_gateways (tenant_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE licensing_edge_gateway_signing_keys`);
    await queryRunner.query(`DROP TABLE licensing_edge_gateways`);
  }
}
