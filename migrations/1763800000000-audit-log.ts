import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The append-only audit log. A trigger rejects UPDATE, DELETE and TRUNCATE for every role, the application's
 * included. No foreign keys: entries outlive the organizations, outlets and users they mention.
 */
export class AuditLog1763800000000 implements MigrationInterface {
  name = 'AuditLog1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at_utc timestamptz NOT NULL DEFAULT now(),
        organization_id uuid,
        location_id uuid,
        user_id uuid,
        user_email varchar(320),
        action varchar(64) NOT NULL,
        entity_type varchar(64) NOT NULL,
        entity_id varchar(100),
        message varchar(500) NOT NULL,
        details_json jsonb NOT NULL DEFAULT '{}'::jsonb,
        trace_id varchar(64)
      )`);
    await queryRunner.query(`CREATE INDEX ix_audit_log_created ON audit_log (created_at_utc DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX ix_audit_log_organization ON audit_log (organization_id, created_at_utc DESC)`,
    );
    await queryRunner.query(`CREATE INDEX ix_audit_log_location ON audit_log (location_id, created_at_utc DESC)`);
    await queryRunner.query(`CREATE INDEX ix_audit_log_entity ON audit_log (entity_type, entity_id)`);
    await queryRunner.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(`DROP FUNCTION audit_log_append_only()`);
  }
}
