import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tenants, outlets, users, roles with their scoped assignments, and refresh sessions. */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE organizations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        parent_organization_id uuid REFERENCES organizations (id) ON DELETE RESTRICT,
        name varchar(200) NOT NULL,
        legal_name varchar(300),
        tax_id varchar(32),
        status varchar(16) NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Suspended', 'Archived')),
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        row_version integer NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(`CREATE INDEX ix_organizations_parent ON organizations (parent_organization_id)`);

    await queryRunner.query(`
      CREATE TABLE locations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        name varchar(200) NOT NULL,
        code varchar(64) NOT NULL,
        time_zone varchar(64) NOT NULL,
        chain_key varchar(100) NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        row_version integer NOT NULL DEFAULT 1
      )`);
    // Accounting-system documents map to outlets by code, case-insensitively, within one organization.
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_locations_organization_code ON locations (organization_id, lower(code))`,
    );

    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL,
        display_name varchar(200) NOT NULL,
        password_hash varchar(255),
        is_active boolean NOT NULL DEFAULT true,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        row_version integer NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX ux_users_email ON users (lower(email))`);

    await queryRunner.query(`
      CREATE TABLE roles (
        id uuid PRIMARY KEY,
        code varchar(64) NOT NULL UNIQUE,
        name varchar(100) NOT NULL,
        scope varchar(16) NOT NULL CHECK (scope IN ('Platform', 'Organization'))
      )`);
    await queryRunner.query(`
      INSERT INTO roles (id, code, name, scope) VALUES
        ('00000000-0000-4000-8000-000000000001', 'MegaAdmin', 'Mega admin', 'Platform'),
        ('00000000-0000-4000-8000-000000000002', 'MegaManager', 'Mega manager', 'Platform'),
        ('00000000-0000-4000-8000-000000000003', 'OrganizationAdmin', 'Organization admin', 'Organization'),
        ('00000000-0000-4000-8000-000000000004', 'Accountant', 'Accountant', 'Organization'),
        ('00000000-0000-4000-8000-000000000005', 'Viewer', 'Viewer', 'Organization')`);

    await queryRunner.query(`
      CREATE TABLE role_assignments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role_id uuid NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
        organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
        location_id uuid REFERENCES locations (id) ON DELETE CASCADE,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT ck_role_assignments_location_needs_organization CHECK (location_id IS NULL OR organization_id IS NOT NULL)
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX ux_role_assignments_scope
        ON role_assignments (user_id, role_id, organization_id, location_id) NULLS NOT DISTINCT`);
    await queryRunner.query(`CREATE INDEX ix_role_assignments_organization ON role_assignments (organization_id)`);
    await queryRunner.query(`CREATE INDEX ix_role_assignments_location ON role_assignments (location_id)`);

    await queryRunner.query(`
      CREATE TABLE refresh_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        expires_at_utc timestamptz NOT NULL,
        rotated_at_utc timestamptz,
        revoked_at_utc timestamptz,
        revocation_reason varchar(32)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX ux_refresh_sessions_token_hash ON refresh_sessions (token_hash)`);
    await queryRunner.query(`CREATE INDEX ix_refresh_sessions_session ON refresh_sessions (session_id)`);
    await queryRunner.query(
      `CREATE INDEX ix_refresh_sessions_user_live ON refresh_sessions (user_id) WHERE revoked_at_utc IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE refresh_sessions`);
    await queryRunner.query(`DROP TABLE role_assignments`);
    await queryRunner.query(`DROP TABLE roles`);
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`DROP TABLE locations`);
    await queryRunner.query(`DROP TABLE organizations`);
  }
}
