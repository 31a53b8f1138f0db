import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The messenger link (document 01 §Messenger link; docs/messenger.md): which chat acts for which user in which
 * organization and outlet. A revoked or replaced link keeps its row with `revoked_at_utc` set; the partial unique
 * keys allow one active link per user and organization and one per chat. `sender_id` is the provider's id of the
 * person who redeemed the code: only that person's messages in that chat act for the user.
 *
 * The keys cascade like role assignments: a link is an access grant of its scope and user, not business data.
 */
export class MessengerLinks1764700000000 implements MigrationInterface {
  name = 'MessengerLinks1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messenger_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        location_id uuid NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
        chat_id varchar(64) NOT NULL,
        sender_id varchar(64) NOT NULL,
        chat_display_name varchar(200),
        linked_at_utc timestamptz NOT NULL DEFAULT now(),
        revoked_at_utc timestamptz,
        revoked_reason varchar(20) CHECK (revoked_reason IN ('unlinked', 'replaced')),
        row_version integer NOT NULL DEFAULT 1,
        CHECK ((revoked_at_utc IS NULL) = (revoked_reason IS NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_messenger_links_user_organization_active ON messenger_links (user_id, organization_id)
       WHERE revoked_at_utc IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX ux_messenger_links_chat_active ON messenger_links (chat_id) WHERE revoked_at_utc IS NULL`,
    );
    // The cascades above need their own indexes to find a scope's links.
    await queryRunner.query(`CREATE INDEX ix_messenger_links_organization ON messenger_links (organization_id)`);
    await queryRunner.query(`CREATE INDEX ix_messenger_links_location ON messenger_links (location_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE messenger_links`);
  }
}
