import { randomUUID } from 'node:crypto';
import {
  messengerSettings,
  messengerWebhook,
  newChatId,
  RecordingMessengerClient,
  RecordingPostingPort,
  startFakeMessengerProvider,
  type FakeMessengerProvider,
} from '../../../test/messenger-fakes';
import {
  confirmPayment,
  createPaymentScope,
  seedDocuments,
  seedTransactions,
  type PaymentScope,
} from '../../../test/payment-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createTestEnvironment, type SignedInClient, type TestEnvironment } from '../../../test/test-environment';
import { DomainError } from '../../platform/errors/domain-error';
import { AuditService } from '../audit/audit.module';
import { WorkItemsService } from '../work-items/work-items.module';
import { LinkChallengeStore } from './link-challenges';
import { MessengerBotService, type WebhookCall } from './messenger-bot.service';
import type { MessengerPostingPort } from './messenger-posting.port';
import { parseMessengerUpdate } from './messenger-update';

/**
 * `/ready` and `/approve` on items made ReadyForApproval through the real flow (documents seeded, the payment
 * confirmed over REST). The suite gets a database of its own: the posting switch is a platform setting, which
 * another suite running beside it overrides for a moment.
 */
describe('messenger bot: /ready and /approve', () => {
  let provider: FakeMessengerProvider;
  let database: TestDatabase | undefined;
  let env: TestEnvironment;
  let webhook: ReturnType<typeof messengerWebhook>;

  beforeAll(async () => {
    provider = await startFakeMessengerProvider();
    if (process.env.DATABASE_URL) database = await createTestDatabase();
    env = await createTestEnvironment({
      ...messengerSettings(provider.url),
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    webhook = messengerWebhook(env);
  }, 120_000);
  afterAll(async () => {
    await env?.close();
    await database?.drop();
    await provider?.close();
  });

  /** `count` confirmed payments (ReadyForApproval) of the scope's outlet, as `client`; their transaction ids. */
  async function readyItems(scope: PaymentScope, amounts: number[], client = scope.accountant): Promise<string[]> {
    const documents = await seedDocuments(
      env.app.dataSource,
      scope,
      amounts.map((amount) => ({ amount })),
    );
    const transactions = await seedTransactions(
      env.app.dataSource,
      scope,
      amounts.map((amount, index) => ({ amount, date: `2025-02-${String(10 + index).padStart(2, '0')}` })),
    );
    for (const [index, transactionId] of transactions.entries()) {
      const confirmed = await confirmPayment({ ...scope, accountant: client }, transactionId, [
        { documentId: documents[index], allocatedAmount: amounts[index] },
      ]);
      expect(confirmed.status).toBe(201);
    }
    return transactions;
  }

  async function link(client: SignedInClient, headers: Record<string, string>): Promise<number> {
    const chatId = newChatId();
    const created = await client.rest('post', '/api/messenger/link-challenges').set(headers);
    expect(created.status).toBe(201);
    await webhook.say(chatId, `/start ${created.body.code}`);
    expect(provider.lastTo(String(chatId))).toMatch(/^Linked:/);
    return chatId;
  }

  it('lists exactly the ReadyForApproval items of the linked outlet', async () => {
    const scope = await createPaymentScope(env);
    const [ready] = await readyItems(scope, [123_450]);
    // Not ready: matched without allocation, unmatched, excluded.
    await seedTransactions(env.app.dataSource, scope, [
      { amount: 500 },
      { amount: 600, matchStatus: 'Unmatched', counterpartyId: null },
      { amount: 700, matchStatus: 'Excluded', counterpartyId: null },
    ]);
    // Ready, but at another outlet of the organization.
    const otherOutlet = await env.createLocation(scope.organizationId);
    const organizationAccountant = await env.clientFor('Accountant', { organizationId: scope.organizationId });
    const other = {
      ...scope,
      locationId: otherOutlet,
      headers: { 'X-Organization-Id': scope.organizationId, 'X-Location-Id': otherOutlet },
    };
    await readyItems(other, [900], organizationAccountant);

    const listed = await scope.accountant
      .rest('get', '/api/accountant-work-items')
      .query({ state: 'ReadyForApproval' })
      .set(scope.headers);
    expect(listed.body.items.map((item: { bankTransactionId: string }) => item.bankTransactionId)).toEqual([ready]);

    const chatId = await link(scope.accountant, scope.headers);
    await webhook.say(chatId, '/ready');
    expect(provider.lastTo(String(chatId))).toBe(
      [
        `Ready for approval at Outlet ${scope.locationCode}: 1.`,
        `1. 2025-02-10 · 1 234.50 RUB · Supplier · ref ${ready.slice(0, 8)}`,
        'Posting from the bot is off; approve them in the app.',
      ].join('\n'),
    );
  });

  it('shows at most 10 items and the count', async () => {
    const scope = await createPaymentScope(env);
    await readyItems(
      scope,
      Array.from({ length: 12 }, (_, index) => 1000 + index),
    );
    const chatId = await link(scope.accountant, scope.headers);
    await webhook.say(chatId, '/ready');
    const lines = provider.lastTo(String(chatId))!.split('\n');
    expect(lines[0]).toBe(`Ready for approval at Outlet ${scope.locationCode}: 12.`);
    expect(lines.filter((line) => /^\d+\. /.test(line))).toHaveLength(10);
    expect(lines).toContain('Showing 10 of 12; the app lists them all.');
  });

  it('says posting from the bot is off when it is (the default)', async () => {
    const scope = await createPaymentScope(env);
    await readyItems(scope, [2_000]);
    const chatId = await link(scope.accountant, scope.headers);
    await webhook.say(chatId, '/ready');
    await webhook.say(chatId, '/approve 1');
    expect(provider.lastTo(String(chatId))).toBe('Posting from the bot is switched off. Approve payments in the app.');
  });

  /**
   * The approve path through the posting port, in process: the bot built as the module builds it, with a recording
   * client and port and the switch as a stub (the setting's resolution is the settings module's), against the
   * links and items of the running application.
   */
  describe('with posting from the bot on', () => {
    let client: RecordingMessengerClient;
    let port: RecordingPostingPort;
    let postingOn: boolean;

    const bot = (posting: MessengerPostingPort | null = port) =>
      new MessengerBotService({
        challenges: new LinkChallengeStore(env.app.keyValue, env.app.config.encryptionKey!, 600),
        workItems: new WorkItemsService(),
        settings: { boolean: async () => postingOn },
        audit: new AuditService(),
        client,
        posting,
      });
    const call = (): WebhookCall => {
      const traceId = randomUUID();
      return {
        ctx: env.app.contextFactory.create({ traceId, clientAddress: 'test' }),
        actAs: (userId) => env.app.contextFactory.delegated({ traceId, userId, channel: 'messenger' }),
      };
    };
    const say = async (chatId: number, text: string, posting?: MessengerPostingPort | null) => {
      const update = webhook.update(chatId, text);
      await bot(posting).handle(call(), parseMessengerUpdate(update));
      return { updateId: update.update_id, reply: client.lastTo(String(chatId)) };
    };

    beforeEach(() => {
      client = new RecordingMessengerClient();
      port = new RecordingPostingPort();
      postingOn = true;
    });

    it('/approve <n> and /approve <ref> call the port as the linked user in the linked outlet', async () => {
      const scope = await createPaymentScope(env);
      const [older, newer] = await readyItems(scope, [40_000, 41_000]);
      const chatId = await link(scope.accountant, scope.headers);
      const ready = await say(chatId, '/ready');
      expect(ready.reply).toMatch(/\nApprove one with \/approve <number> or \/approve <ref>\.$/);

      // Newest transaction first: 1 is the later date.
      const first = await say(chatId, '/approve 1');
      expect(first.reply).toBe('Queued: 410.00 RUB to Supplier. Queued for posting.');
      expect(port.calls).toHaveLength(1);
      const [approved] = port.calls;
      expect(approved.bankTransactionId).toBe(newer);
      expect(approved.idempotencyKey).toBe(`messenger:${first.updateId}:${newer}`);
      expect(approved.ctx.activeContext).toEqual({
        organizationId: scope.organizationId,
        locationId: scope.locationId,
      });
      expect((await approved.ctx.requireActor()).userId).toBe(scope.accountant.user.id);

      await say(chatId, `/approve ${older.slice(0, 8).toUpperCase()}`);
      expect(port.calls.map((recorded) => recorded.bankTransactionId)).toEqual([newer, older]);
    });

    it('refuses without calling the port: switch off, no port, no permission, no list, unknown item', async () => {
      const scope = await createPaymentScope(env);
      await readyItems(scope, [3_000]);
      const chatId = await link(scope.accountant, scope.headers);
      expect((await say(chatId, '/approve 1')).reply).toMatch(/^Send \/ready first/);
      await say(chatId, '/ready');
      expect((await say(chatId, '/approve 5')).reply).toMatch(/^That item is not in the last \/ready list/);
      expect((await say(chatId, '/approve everything')).reply).toMatch(/^Use \/approve <number>/);
      expect((await say(chatId, '/approve 1', null)).reply).toMatch(/^Approving from the bot is not available/);
      postingOn = false;
      expect((await say(chatId, '/approve 1')).reply).toBe(
        'Posting from the bot is switched off. Approve payments in the app.',
      );

      postingOn = true;
      const viewer = await env.clientFor('Viewer', {
        organizationId: scope.organizationId,
        locationId: scope.locationId,
      });
      const viewerChat = await link(viewer, scope.headers);
      await say(viewerChat, '/ready');
      expect((await say(viewerChat, '/approve 1')).reply).toBe(
        'Your account may not approve payments at the linked outlet.',
      );
      expect(port.calls).toEqual([]);
    });

    it('answers a refusal of the approve-and-queue with its code', async () => {
      const scope = await createPaymentScope(env);
      await readyItems(scope, [4_000]);
      const chatId = await link(scope.accountant, scope.headers);
      await say(chatId, '/ready');
      const refusing: MessengerPostingPort = {
        approveAndQueue: async () => {
          throw new DomainError('document_not_processed');
        },
      };
      expect((await say(chatId, '/approve 1', refusing)).reply).toBe(
        'The payment was not queued (document_not_processed). Open it in the app.',
      );
    });
  });
});
