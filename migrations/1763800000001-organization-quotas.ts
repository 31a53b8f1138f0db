import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-organization limits (00-decisions §5); a null maximum means no limit, a missing row means no limits. */
export class OrganizationQuotas1763800000001 implements MigrationInterface {
  name = 'OrganizationQuotas1763800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE organization_quotas (
        organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
        max_users integer CHECK (max_users >= 0),
        max_locations integer CHECK (max_locations >= 0),
        max_monthly_bank_imports integer CHECK (max_monthly_bank_imports >= 0),
        updated_at_utc timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE organization_quotas`);
  }
}
