import type { AppConfig } from '../../platform/config/app-config';
import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError } from '../../platform/errors/domain-error';
import { isUuid } from '../../platform/validation/uuid';
import { requireActiveContext } from '../access/access.module';
import type { Permission } from '../access/access.module';
import type { AuditService } from '../audit/audit.module';
import type { MessengerLinkChallengeDto, MessengerLinkStatusDto } from './dto/messenger-link.dto';
import type { LinkChallengeStore } from './link-challenges';
import { maskChatId, type MessengerClient } from './messenger-client';
import { messengerLinks } from './messenger-links';
import { replies } from './messenger-replies';

/**
 * What a linked chat may read (/ready lists the outlet's work items): held on the outlet when a code is created,
 * again when it is redeemed, and at every command. Every MVP role holds it, which is why creating a code is open to
 * any signed-in user once the outlet context checks out (docs/messenger.md §Linking).
 */
export const LINK_PERMISSION: Permission = 'location.bank_statements.view';

/** The app side of the messenger link (docs/messenger.md §Linking). */
export class MessengerLinkService {
  constructor(
    private readonly config: AppConfig['messenger'],
    private readonly challenges: LinkChallengeStore,
    private readonly audit: AuditService,
    private readonly client: MessengerClient | null,
  ) {}

  /** The caller's link in the active outlet; the access declaration validated the context. */
  async status(ctx: RequestContext): Promise<MessengerLinkStatusDto> {
    if (!this.config.enabled) return { enabled: false, linked: false, linkedAtUtc: null, chatDisplayName: null };
    const actor = await ctx.requireActor();
    const { organizationId, locationId } = ctx.activeContext;
    const link = await messengerLinks.activeOfUser(ctx, actor.userId, organizationId);
    const here = link !== null && link.locationId === locationId ? link : null;
    return {
      enabled: true,
      linked: here !== null,
      linkedAtUtc: here?.linkedAtUtc ?? null,
      chatDisplayName: here?.chatDisplayName ?? null,
    };
  }

  /**
   * A code binding the caller, the organization and the outlet of the context the request sends (X-Organization-Id
   * and X-Location-Id, or the REST query pair); the outlet is required, organization-wide mode is not a place a chat
   * can work in.
   */
  async createChallenge(ctx: RequestContext): Promise<MessengerLinkChallengeDto> {
    if (!this.config.enabled) throw new DomainError('messenger.disabled');
    const { organizationId, locationId } = await requireActiveContext(ctx, LINK_PERMISSION);
    const actor = await ctx.requireActor();
    const { code, expiresAt } = await this.challenges.issue({
      userId: actor.userId,
      organizationId,
      locationId: locationId!,
    });
    return {
      code,
      deepLink: `${this.config.deepLinkBaseUrl}/${this.config.botUsername}?start=${code}`,
      expiresAtUtc: expiresAt,
    };
  }

  /**
   * Revokes the caller's active link in the organization the request names (X-Organization-Id or the query's
   * organizationId); 204 whether or not one was active. It touches only the caller's own link, so it needs no
   * permission in the organization: a user who lost access may still unlink. Works with the feature off too.
   */
  async revoke(ctx: RequestContext): Promise<boolean> {
    const actor = await ctx.requireActor();
    const organizationId = requestedOrganization(ctx);
    const revoked = await inTransaction(ctx.dataSource, async () => {
      const link = await messengerLinks.revoke(ctx, actor.userId, organizationId);
      if (link) {
        await this.audit.record(ctx, {
          action: 'MessengerUnlink',
          entityType: 'MessengerLink',
          entityId: link.id,
          organizationId: link.organizationId,
          locationId: link.locationId,
          message: `Messenger chat ${maskChatId(link.chatId)} unlinked`,
          details: { chat: maskChatId(link.chatId), reason: 'unlinked' },
        });
      }
      return link;
    });
    // After the commit: the message is a courtesy and its delivery never decides the answer.
    if (revoked && this.config.enabled && this.client)
      await this.client.sendMessage(revoked.chatId, replies.unlinked());
    return true;
  }
}

/** The organization of the request: the context header, else the REST query's organizationId. */
function requestedOrganization(ctx: RequestContext): string {
  const { headers, query } = ctx.requestedContext;
  const organizationId = headers.organizationId ?? query.organizationId;
  if (organizationId === null) throw new DomainError('context.organization.required');
  if (!isUuid(organizationId)) throw new DomainError('context.organization.invalid');
  return organizationId.toLowerCase();
}
