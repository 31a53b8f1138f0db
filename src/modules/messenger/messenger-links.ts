import type { RequestContext } from '../../platform/context/request-context';
import { selectColumns, type PropertyOf } from '../../platform/database/entity-columns';
import { MessengerLink } from './messenger-link.entity';

const LINK_PROPERTIES = [
  'id',
  'userId',
  'organizationId',
  'locationId',
  'chatId',
  'senderId',
  'chatDisplayName',
  'linkedAtUtc',
] as const satisfies readonly PropertyOf<MessengerLink>[];

/** A link as the bot acts on it: a chat acting for a user in one organization and outlet. */
export type ChatLink = Pick<MessengerLink, (typeof LINK_PROPERTIES)[number]>;

const COLUMNS = selectColumns(MessengerLink, null, LINK_PROPERTIES);

/** The `messenger_links` table (migration 1764700000000): at most one active link per user and organization, and per chat. */
export const messengerLinks = {
  async activeOfUser(ctx: RequestContext, userId: string, organizationId: string): Promise<ChatLink | null> {
    const [row] = await ctx.em.query(
      `SELECT ${COLUMNS} FROM messenger_links
        WHERE user_id = $1 AND organization_id = $2 AND revoked_at_utc IS NULL`,
      [userId, organizationId],
    );
    return row ?? null;
  },

  async activeOfChat(ctx: RequestContext, chatId: string): Promise<ChatLink | null> {
    const [row] = await ctx.em.query(
      `SELECT ${COLUMNS} FROM messenger_links WHERE chat_id = $1 AND revoked_at_utc IS NULL`,
      [chatId],
    );
    return row ?? null;
  },

  /**
   * Replaces whatever was active for the user and organization or for the chat with a new link, inside the caller's
   * transaction. Of two concurrent links of the same user or chat the later insert fails on a unique key (23505)
   * once the first commits; run again, it replaces that one.
   */
  async replace(
    ctx: RequestContext,
    link: Omit<ChatLink, 'id' | 'linkedAtUtc'>,
  ): Promise<{ link: ChatLink; replaced: ChatLink[] }> {
    // TypeORM's PostgreSQL driver answers an UPDATE … RETURNING as `[rows, affectedCount]`.
    const [replaced]: [ChatLink[], number] = await ctx.em.query(
      `UPDATE messenger_links
          SET revoked_at_utc = now(), revoked_reason = 'replaced', row_version = row_version + 1
        WHERE revoked_at_utc IS NULL AND ((user_id = $1 AND organization_id = $2) OR chat_id = $3)
        RETURNING ${COLUMNS}`,
      [link.userId, link.organizationId, link.chatId],
    );
    const [created] = await ctx.em.query(
      `INSERT INTO messenger_links (user_id, organization_id, location_id, chat_id, sender_id, chat_display_name)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${COLUMNS}`,
      [link.userId, link.organizationId, link.locationId, link.chatId, link.senderId, link.chatDisplayName],
    );
    return { link: created, replaced };
  },

  async revoke(ctx: RequestContext, userId: string, organizationId: string): Promise<ChatLink | null> {
    const [rows]: [ChatLink[], number] = await ctx.em.query(
      `UPDATE messenger_links
          SET revoked_at_utc = now(), revoked_reason = 'unlinked', row_version = row_version + 1
        WHERE user_id = $1 AND organization_id = $2 AND revoked_at_utc IS NULL
        RETURNING ${COLUMNS}`,
      [userId, organizationId],
    );
    return rows[0] ?? null;
  },
};
