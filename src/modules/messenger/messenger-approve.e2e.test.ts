import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import {
  messengerSettings,
  messengerWebhook,
  newChatId,
  startFakeMessengerProvider,
  type FakeMessengerProvider,
} from '../../../test/messenger-fakes';
import { seedTransactions } from '../../../test/payment-fixtures';
import { createPostingScope, seedPayableDocuments } from '../../../test/posting-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';

/**
 * `/approve` end to end with posting from the bot on: the webhook, the bot, the application's own approve-and-queue
 * and the posting it queues. The suite has a database of its own, because the posting switch is a platform setting
 * another suite overrides for a moment.
 */
describe('messenger bot: /approve queues the payment through approve-and-queue', () => {
  let provider: FakeMessengerProvider;
  let simulator: ErpSimulator;
  // Filled before the environment starts (hooks run in the order they are registered): the provider's address.
  const settings: Record<string, string> = {};
  beforeAll(async () => {
    provider = await startFakeMessengerProvider();
    simulator = await startErpSimulator({ port: 0, sessionLimit: 50 });
    Object.assign(settings, messengerSettings(provider.url), { MESSENGER_ALLOW_POSTING: 'true' });
  });
  const env = useTestEnvironment(settings, { ownDatabase: true });
  afterAll(async () => {
    await simulator.close();
    await provider.close();
  });

  it('queues one posting for the item the chat chose; a second /approve answers AlreadyQueued', async () => {
    const webhook = messengerWebhook(env);
    const scope = await createPostingScope(env, simulator);
    await seedPayableDocuments(env.app.dataSource, scope, simulator, [2_000]);
    const [first] = await seedTransactions(env.app.dataSource, scope, [{ amount: 2_000, date: '2025-01-20' }]);
    // The outlet's first payment names its write target; the bot's approvals take it as the suggestion.
    const seeded = await scope.accountant
      .rest('post', `/api/accountant-work-items/${first}/approve-and-queue`)
      .set(scope.headers)
      .send({
        idempotencyKey: 'first',
        writeTarget: { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' },
      });
    expect(seeded.body.outcome).toBe('Queued');

    await seedPayableDocuments(env.app.dataSource, scope, simulator, [57_000]);
    const [chosen] = await seedTransactions(env.app.dataSource, scope, [{ amount: 57_000 }]);
    const prepared = await scope.accountant
      .rest('post', `/api/accountant-work-items/${chosen}/prepare`)
      .set(scope.headers)
      .send({ idempotencyKey: 'morning' });
    expect(prepared.body.workItem.workflowState).toBe('ReadyForApproval');

    const chatId = newChatId();
    const code = await scope.accountant.rest('post', '/api/messenger/link-challenges').set(scope.headers);
    await webhook.say(chatId, `/start ${code.body.code}`);
    await webhook.say(chatId, '/ready');
    expect(provider.lastTo(String(chatId))).toMatch(/570\.00 RUB/);
    await webhook.say(chatId, '/approve 1');
    expect(provider.lastTo(String(chatId))).toMatch(/^Queued: 570\.00 RUB.*awaits the approval of its posting/);
    const postings = () =>
      env.app.dataSource.query(`SELECT status FROM erp_payment_postings WHERE bank_transaction_id = $1`, [chosen]);
    // Like every new posting, the one the bot queued waits for a person's approval in the app.
    expect(await postings()).toEqual([{ status: 'ApprovalRequired' }]);

    await webhook.say(chatId, '/ready');
    expect(provider.lastTo(String(chatId))).not.toMatch(/570\.00 RUB/);
    const item = await scope.accountant.rest('get', `/api/accountant-work-items/${chosen}`).set(scope.headers);
    expect(item.body).toMatchObject({
      workflowState: 'Processing',
      postingStatus: 'ApprovalRequired',
      nextAction: 'ApprovePosting',
    });
    expect(await postings()).toHaveLength(1);
  });
});
