import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Operational overrides of platform settings (00-decisions §5); a missing row means the environment or default applies. */
export class PlatformSettings1763800000002 implements MigrationInterface {
  name = 'PlatformSettings1763800000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE platform_settings (
        key varchar(100) PRIMARY KEY,
        value text NOT NULL,
        updated_at_utc timestamptz NOT NULL DEFAULT now(),
        updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE platform_settings`);
  }
}
