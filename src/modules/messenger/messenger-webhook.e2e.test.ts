import {
  messengerSettings,
  messengerWebhook,
  newChatId,
  startFakeMessengerProvider,
  type FakeMessengerProvider,
} from '../../../test/messenger-fakes';
import { createTestEnvironment, useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';
import { MESSENGER_SECRET_HEADER } from './messenger-webhook.router';

const WEBHOOK = '/api/messenger/webhook';

describe('messenger webhook', () => {
  let provider: FakeMessengerProvider;
  let env: TestEnvironment;
  let webhook: ReturnType<typeof messengerWebhook>;

  beforeAll(async () => {
    provider = await startFakeMessengerProvider();
    // Codes live one second here, so their expiry can be waited for.
    env = await createTestEnvironment(messengerSettings(provider.url, { MESSENGER_CODE_TTL_SECONDS: '1' }));
    webhook = messengerWebhook(env);
  });
  afterAll(async () => {
    await env?.close();
    await provider?.close();
  });

  const oversized = () => `{"update_id": 1, "padding": "${'x'.repeat(env.app.config.http.bodyLimitBytes + 10)}"}`;

  describe('refuses a wrong or missing secret with 401 before reading the body', () => {
    it.each([
      ['missing', undefined],
      ['wrong', 'webhook-secret-not-the-right-one'],
      ['empty', ''],
    ])('%s secret, malformed JSON body: 401, not 400', async (_label, secret) => {
      let call = env.http.post(WEBHOOK).set('Content-Type', 'application/json');
      if (secret !== undefined) call = call.set(MESSENGER_SECRET_HEADER, secret);
      const response = await call.send('{"update_id": 1, "message": {');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthorized', traceId: expect.any(String) });
    });

    it('a body over the size limit with a wrong secret: 401, not 413', async () => {
      const response = await env.http
        .post(WEBHOOK)
        .set('Content-Type', 'application/json')
        .set(MESSENGER_SECRET_HEADER, `${env.app.config.messenger.webhookSecret}-wrong`)
        .send(oversized());
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('unauthorized');
    });

    it('the same bodies with the right secret are read: 400 and 413', async () => {
      const malformed = await webhook.post('{"update_id": 1, "message": {').set('Content-Type', 'application/json');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ code: 'validation.failed', fieldErrors: { body: ['json'] } });
      const large = await webhook.post(oversized()).set('Content-Type', 'application/json');
      expect(large.status).toBe(413);
      expect(large.body.code).toBe('payload_too_large');
    });
  });

  it('answers 400 validation.failed for JSON that is not an update', async () => {
    const response = await webhook.post({ update_id: 'one', message: { chat: {}, from: { id: 7 }, text: 5 } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'validation.failed',
      fieldErrors: { update_id: ['integer'], 'message.chat.id': ['id'], 'message.text': ['string'] },
    });
    expect((await webhook.post([1, 2])).body.fieldErrors).toEqual({ body: ['object'] });
  });

  it('acknowledges updates it does not handle with 200 and no reply', async () => {
    const before = provider.messages.length;
    const chatId = newChatId();
    const edited = await webhook.post({
      update_id: 42,
      edited_message: { chat: { id: chatId }, from: { id: chatId }, text: '/ready' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ok: true });
    const sticker = webhook.update(chatId, '');
    delete (sticker.message as { text?: string }).text;
    expect((await webhook.post(sticker)).status).toBe(200);
    expect(provider.messages.length).toBe(before);
  });

  it('answers an unknown command or plain text in an unlinked chat with 200 and how to link', async () => {
    const chatId = newChatId();
    const response = await webhook.say(chatId, '/dance');
    expect(response.body).toEqual({ ok: true });
    expect(provider.lastTo(String(chatId))).toMatch(/^This chat is not linked yet\. Create a code in the app/);
    await webhook.say(chatId, '/start');
    expect(provider.lastTo(String(chatId))).toBe('Send the activation code from the app: /start <code>.');
    await webhook.say(chatId, '/ready@recon_test_bot');
    expect(provider.lastTo(String(chatId))).toMatch(/^This chat is not linked\./);
  });

  it('answers a redelivered update once', async () => {
    const chatId = newChatId();
    const update = webhook.update(chatId, '/help');
    expect((await webhook.post(update)).status).toBe(200);
    expect((await webhook.post(update)).status).toBe(200);
    expect(provider.messages.filter((message) => message.chatId === String(chatId))).toHaveLength(1);
  });

  it('refuses an expired code and links nothing', async () => {
    const organizationId = await env.createOrganization();
    const locationId = await env.createLocation(organizationId);
    const client = await env.clientFor('Accountant', { organizationId, locationId });
    const created = await client
      .rest('post', '/api/messenger/link-challenges')
      .set({ 'X-Organization-Id': organizationId, 'X-Location-Id': locationId });
    expect(created.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const chatId = newChatId();
    await webhook.say(chatId, `/start ${created.body.code}`);
    expect(provider.lastTo(String(chatId))).toBe(
      'The code is unknown, already used or expired. Create a new code in the app.',
    );
    const links = await env.app.dataSource.query('SELECT id FROM messenger_links WHERE user_id = $1', [client.user.id]);
    expect(links).toEqual([]);
  });

  it('is described in OpenAPI as one anonymous entry with its secret header', async () => {
    const document = (await env.http.get('/api/openapi.json')).body;
    const operation = document.paths[WEBHOOK].post;
    expect(Object.keys(document.paths[WEBHOOK])).toEqual(['post']);
    expect(operation.security).toEqual([]);
    expect(operation['x-access']).toEqual({ kind: 'public' });
    expect(operation.parameters).toEqual([
      { name: MESSENGER_SECRET_HEADER, in: 'header', required: true, schema: { type: 'string' } },
    ]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '404', '413', '500', '503']);
    expect(document.paths['/api/messenger/link-challenges'].post['x-access']).toEqual({ kind: 'authenticated' });
  });
});

describe('messenger link switched off (the default)', () => {
  const env = useTestEnvironment();

  it('has no webhook (404), reports enabled false and creates no codes', async () => {
    const webhook = await env.http
      .post(WEBHOOK)
      .set(MESSENGER_SECRET_HEADER, 'anything-at-all-here')
      .send({ update_id: 1 });
    expect(webhook.status).toBe(404);
    expect(webhook.body.code).toBe('not_found');

    const organizationId = await env.createOrganization();
    const locationId = await env.createLocation(organizationId);
    const headers = { 'X-Organization-Id': organizationId, 'X-Location-Id': locationId };
    const client = await env.clientFor('Accountant', { organizationId, locationId });
    const status = await client.rest('get', '/api/messenger/link').set(headers);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ enabled: false, linked: false, linkedAtUtc: null, chatDisplayName: null });
    const created = await client.rest('post', '/api/messenger/link-challenges').set(headers);
    expect(created.status).toBe(409);
    expect(created.body.code).toBe('messenger.disabled');
    expect((await client.rest('delete', '/api/messenger/link').set(headers)).status).toBe(204);
  });
});
