import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who may approve a posting, per organization (docs/organizations-and-settings.md §Posting approval): anyone holding
 * the permission (SameUserAllowed, what every organization did so far), or only someone other than the user who
 * confirmed the allocation or queued the posting (SecondPersonRequired).
 */
export class PostingApproval1765700000000 implements MigrationInterface {
  name = 'PostingApproval1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE organizations
        ADD COLUMN posting_approval varchar(24) NOT NULL DEFAULT 'SameUserAllowed'
          CONSTRAINT ck_organizations_posting_approval
            CHECK (posting_approval IN ('SameUserAllowed', 'SecondPersonRequired'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE organizations DROP COLUMN posting_approval`);
  }
}
