import type { ActiveContext } from '../../platform/context/actor';
import type { RequestContext } from '../../platform/context/request-context';
import { sqlFailureOf } from '../../platform/database/sql-state';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError } from '../../platform/errors/domain-error';
import { checkContextSelection } from '../access/access.module';
import type { Permission } from '../access/access.module';
import type { AuditService } from '../audit/audit.module';
import type { SettingsService } from '../settings/settings.module';
import type { WorkItemsService } from '../work-items/work-items.module';
import { normalizeLinkCode, type LinkChallengeStore } from './link-challenges';
import { maskChatId, type MessengerClient } from './messenger-client';
import { LINK_PERMISSION } from './messenger-link.service';
import { messengerLinks, type ChatLink } from './messenger-links';
import type { MessengerPostingPort } from './messenger-posting.port';
import { READY_ITEMS_SHOWN, referenceOf, replies, type Place } from './messenger-replies';
import type { MessengerMessage, MessengerUpdate } from './messenger-update';

/** The work queue reads the bot makes, as the linked user. */
export type MessengerWorkItems = Pick<WorkItemsService, 'list' | 'get'>;

/** One webhook call: its own (anonymous) context, and contexts acting for a linked user. */
export interface WebhookCall {
  ctx: RequestContext;
  actAs(userId: string): RequestContext;
}

const APPROVE_PERMISSION: Permission = 'payment.confirm';
export const POSTING_SETTING = 'messenger.postingFromBotEnabled';
/** Wrong codes a chat may send within the window before /start is refused without looking. */
const MAX_CODE_FAILURES = 5;
const CODE_FAILURE_WINDOW_SECONDS = 600;
/** How long /approve <n> refers to the list a /ready showed. */
const READY_LIST_SECONDS = 15 * 60;
/** How long a handled update id is remembered, so a redelivered update is not answered twice. */
const UPDATE_MEMORY_SECONDS = 24 * 3600;
const LINK_ATTEMPTS = 3;

/**
 * The bot's commands (docs/messenger.md): `/start <code>` links the chat, `/ready` lists the linked outlet's
 * ReadyForApproval items, `/approve <n|ref>` queues one when posting from the bot is on; anything else gets help.
 * Every command after the link runs as the linked user with the linked outlet as its context, checked again each
 * time, so a user who lost access is refused. Only the person who redeemed the code acts through the chat.
 */
export class MessengerBotService {
  constructor(
    private readonly deps: {
      challenges: LinkChallengeStore;
      workItems: MessengerWorkItems;
      settings: Pick<SettingsService, 'boolean'>;
      audit: AuditService;
      client: MessengerClient;
      posting: MessengerPostingPort | null;
    },
  ) {}

  /** Answers one update; a reply's delivery failure is the client's to log, never the caller's. */
  async handle(call: WebhookCall, update: MessengerUpdate): Promise<void> {
    const message = update.message;
    if (!message || message.text === null) return;
    const { keyValue } = call.ctx;
    const handledKey = `messenger:update:${update.updateId}`;
    // The provider redelivers an update whose answer it did not get; answer each once. A failure releases the claim,
    // so the provider's retry of our 500 is handled.
    if (!(await keyValue.set(handledKey, '1', { onlyIfAbsent: true, ttlSeconds: UPDATE_MEMORY_SECONDS }))) return;
    let reply: string;
    try {
      reply = await this.replyTo(call, update.updateId, message, message.text);
    } catch (error) {
      await keyValue.delete(handledKey);
      throw error;
    }
    await this.deps.client.sendMessage(message.chatId, reply);
  }

  private async replyTo(call: WebhookCall, updateId: number, message: MessengerMessage, text: string) {
    const [head = '', ...rest] = text.trim().split(/\s+/);
    // In group chats commands arrive as `/ready@bot_name`.
    const command = head.toLowerCase().replace(/@.*$/, '');
    const argument = rest.join(' ');
    switch (command) {
      case '/start':
        if (argument) return this.start(call, message, argument);
        return (await this.linkOf(call, message)) ? replies.help(true) : replies.codeMissing();
      case '/ready':
        return this.ready(call, message);
      case '/approve':
        return this.approve(call, message, argument, updateId);
      default:
        return replies.help((await this.linkOf(call, message)) !== null);
    }
  }

  private async start(call: WebhookCall, message: MessengerMessage, argument: string): Promise<string> {
    const { keyValue } = call.ctx;
    const failuresKey = `messenger:start-failures:${message.chatId}`;
    if (Number(await keyValue.get(failuresKey)) >= MAX_CODE_FAILURES) return replies.tooManyAttempts();
    const code = normalizeLinkCode(argument);
    const challenge = code ? await this.deps.challenges.consume(code) : null;
    if (!challenge) {
      await keyValue.increment(failuresKey, CODE_FAILURE_WINDOW_SECONDS);
      return replies.codeRefused();
    }
    const ctx = call.actAs(challenge.userId);
    const selection = await this.context(ctx, challenge, LINK_PERMISSION);
    if (!selection) return replies.accessLost();
    const actor = await ctx.requireActor();
    const link = await this.link(ctx, {
      userId: actor.userId,
      organizationId: challenge.organizationId,
      locationId: challenge.locationId,
      chatId: message.chatId,
      senderId: message.senderId,
      chatDisplayName: message.senderName,
    });
    return replies.linked(await this.placeOf(ctx, link), actor.displayName);
  }

  /** The new link and its audit entry in one transaction; a concurrent link of the same user or chat is run again. */
  private async link(ctx: RequestContext, link: Omit<ChatLink, 'id' | 'linkedAtUtc'>): Promise<ChatLink> {
    const actor = await ctx.requireActor();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inTransaction(ctx.dataSource, async () => {
          const { link: created, replaced } = await messengerLinks.replace(ctx, link);
          await this.deps.audit.record(ctx, {
            action: 'MessengerLink',
            entityType: 'MessengerLink',
            entityId: created.id,
            organizationId: created.organizationId,
            locationId: created.locationId,
            message: `Messenger chat ${maskChatId(created.chatId)} linked`,
            details: { chat: maskChatId(created.chatId), replacedLinkIds: replaced.map((old) => old.id) },
            actor: { userId: actor.userId, email: actor.email },
          });
          return created;
        });
      } catch (error) {
        if (sqlFailureOf(error).code !== '23505' || attempt >= LINK_ATTEMPTS) throw error;
      }
    }
  }

  private async ready(call: WebhookCall, message: MessengerMessage): Promise<string> {
    const link = await this.linkOf(call, message);
    if (!link) return replies.notLinked();
    const ctx = call.actAs(link.userId);
    if (!(await this.context(ctx, link, LINK_PERMISSION))) return replies.accessLost();
    const page = await this.deps.workItems.list(ctx, {
      state: 'ReadyForApproval',
      page: 1,
      pageSize: READY_ITEMS_SHOWN,
    });
    await ctx.keyValue.set(
      readyListKey(link.chatId),
      JSON.stringify(page.items.map((item) => item.bankTransactionId)),
      { ttlSeconds: READY_LIST_SECONDS },
    );
    const postingOn = this.deps.posting !== null && (await this.deps.settings.boolean(ctx, POSTING_SETTING));
    return replies.ready(await this.placeOf(ctx, link), page.items, page.totalCount, postingOn);
  }

  private async approve(
    call: WebhookCall,
    message: MessengerMessage,
    argument: string,
    updateId: number,
  ): Promise<string> {
    const link = await this.linkOf(call, message);
    if (!link) return replies.notLinked();
    const ctx = call.actAs(link.userId);
    if (!(await this.context(ctx, link, LINK_PERMISSION))) return replies.accessLost();
    if (!(await this.deps.settings.boolean(ctx, POSTING_SETTING))) return replies.postingOff();
    const posting = this.deps.posting;
    if (!posting) return replies.postingUnavailable();
    if (!(await this.context(ctx, link, APPROVE_PERMISSION))) return replies.mayNotApprove();

    const listed = await ctx.keyValue.get(readyListKey(link.chatId));
    if (!listed) return replies.listExpired();
    const bankTransactionId = pick(JSON.parse(listed) as string[], argument.trim());
    if (bankTransactionId === undefined) return replies.approveUsage();
    if (bankTransactionId === null) return replies.notInList();
    const item = await this.deps.workItems.get(ctx, bankTransactionId).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'accountant_work_item.not_found') return null;
      throw error;
    });
    if (!item) return replies.notInList();
    if (item.workflowState !== 'ReadyForApproval') return replies.noLongerReady(item.workflowState);
    try {
      // The update id makes the key: a redelivered update replays instead of queueing twice.
      const result = await posting.approveAndQueue(
        ctx,
        bankTransactionId,
        `messenger:${updateId}:${bankTransactionId}`,
      );
      return replies.approveResult(item, result.outcome, result.message);
    } catch (error) {
      if (error instanceof DomainError) return replies.approveFailed(error.code);
      throw error;
    }
  }

  /** The chat's active link when the sender is the person who redeemed its code; else null. */
  private async linkOf(call: WebhookCall, message: MessengerMessage): Promise<ChatLink | null> {
    const link = await messengerLinks.activeOfChat(call.ctx, message.chatId);
    return link && link.senderId === message.senderId ? link : null;
  }

  /**
   * Validates the place as the user's own requests are validated (organization usable, outlet active, permission
   * on it) and makes it the context's active context; null when the user no longer passes.
   */
  private async context(
    ctx: RequestContext,
    place: { organizationId: string; locationId: string },
    permission: Permission,
  ): Promise<ActiveContext | null> {
    try {
      const selection = await checkContextSelection(ctx, place, permission);
      ctx.setActiveContext(selection);
      return selection;
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }

  private async placeOf(ctx: RequestContext, link: ChatLink): Promise<Place> {
    const [row]: { organization_name: string; location_name: string }[] = await ctx.em.query(
      `SELECT o.name AS organization_name, l.name AS location_name
         FROM organizations o JOIN locations l ON l.organization_id = o.id
        WHERE o.id = $1 AND l.id = $2`,
      [link.organizationId, link.locationId],
    );
    return { organizationName: row.organization_name, locationName: row.location_name };
  }
}

const readyListKey = (chatId: string) => `messenger:ready-list:${chatId}`;

/**
 * The transaction an /approve argument names in the last list: its position (1 to 10) or its 8-character
 * reference. Undefined when the argument is neither form, null when the list has no such item.
 */
function pick(listed: string[], argument: string): string | null | undefined {
  if (/^\d{1,2}$/.test(argument)) return listed[Number(argument) - 1] ?? null;
  if (/^[0-9a-f]{8}$/i.test(argument)) return listed.find((id) => referenceOf(id) === argument.toLowerCase()) ?? null;
  return undefined;
}
