import {
  messengerSettings,
  messengerWebhook,
  newChatId,
  startFakeMessengerProvider,
  type FakeMessengerProvider,
} from '../../../test/messenger-fakes';
import { createTestEnvironment, type SignedInClient, type TestEnvironment } from '../../../test/test-environment';
import { CODE_ALPHABET } from './link-challenges';
import { MESSENGER_SECRET_HEADER } from './messenger-webhook.router';

/**
 * The link from both ends: the code from the app, `/start <code>` in the chat through the real webhook, the status
 * and the unlink; replies reach the fake provider through the real HTTP client.
 */
describe('messenger link', () => {
  let provider: FakeMessengerProvider;
  let env: TestEnvironment;
  let webhook: ReturnType<typeof messengerWebhook>;
  let organizationId: string;
  let locationId: string;
  let headers: Record<string, string>;
  /** Every code handed out, for the canary at the end. */
  const codes: string[] = [];

  beforeAll(async () => {
    provider = await startFakeMessengerProvider();
    env = await createTestEnvironment(messengerSettings(provider.url));
    webhook = messengerWebhook(env);
    organizationId = await env.createOrganization();
    locationId = await env.createLocation(organizationId);
    headers = { 'X-Organization-Id': organizationId, 'X-Location-Id': locationId };
  });
  afterAll(async () => {
    await env?.close();
    await provider?.close();
  });

  const accountant = () => env.clientFor('Accountant', { organizationId, locationId });
  const status = (client: SignedInClient) => client.rest('get', '/api/messenger/link').set(headers);
  const challenge = async (client: SignedInClient) => {
    const response = await client.rest('post', '/api/messenger/link-challenges').set(headers);
    expect(response.status).toBe(201);
    codes.push(response.body.code);
    return response.body as { code: string; deepLink: string; expiresAtUtc: string };
  };
  const auditOf = (action: string, userId: string) =>
    env.app.dataSource.query(
      `SELECT entity_id, organization_id, location_id, user_id, message, details_json FROM audit_log
        WHERE action = $1 AND user_id = $2 ORDER BY created_at_utc`,
      [action, userId],
    );
  const activeLinks = (chatId: number) =>
    env.app.dataSource.query('SELECT * FROM messenger_links WHERE chat_id = $1 AND revoked_at_utc IS NULL', [
      String(chatId),
    ]);

  it('creates a code and a deep link: 8 unambiguous characters, about 10 minutes', async () => {
    const client = await accountant();
    const before = Date.now();
    const created = await challenge(client);
    expect(created.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(created.deepLink).toBe(`https://t.me/recon_test_bot?start=${created.code}`);
    const lifetime = Date.parse(created.expiresAtUtc) - before;
    expect(lifetime).toBeGreaterThan(590_000);
    expect(lifetime).toBeLessThan(610_000);
    // Requires the outlet: the code binds one.
    const bare = await client.rest('post', '/api/messenger/link-challenges');
    expect(bare.status).toBe(400);
    expect(bare.body.code).toBe('context.organization.required');
    const organizationOnly = await client
      .rest('post', '/api/messenger/link-challenges')
      .set('X-Organization-Id', organizationId);
    expect(organizationOnly.body.code).toBe('context.location.required');
  });

  it('links with /start <code>, reports the status, audits the link without the code', async () => {
    const client = await accountant();
    const chatId = newChatId();
    expect((await status(client)).body).toEqual({
      enabled: true,
      linked: false,
      linkedAtUtc: null,
      chatDisplayName: null,
    });
    const { code } = await challenge(client);
    await webhook.say(chatId, `/start ${code}`, { username: 'anna_accounts' });
    expect(provider.lastTo(String(chatId))).toMatch(/^Linked: .+ \/ Outlet .+ for User /);

    const linked = await status(client);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      enabled: true,
      linked: true,
      linkedAtUtc: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      chatDisplayName: '@anna_accounts',
    });
    const [entry] = await auditOf('MessengerLink', client.user.id);
    expect(entry).toMatchObject({ organization_id: organizationId, location_id: locationId });
    expect(entry.details_json).toEqual({ chat: `****${String(chatId).slice(-4)}`, replacedLinkIds: [] });
    const text = JSON.stringify(entry);
    expect(text).not.toContain(code);
    expect(text).not.toContain(String(chatId));
    expect(text).not.toContain(env.app.config.messenger.webhookSecret!);
  });

  it('refuses a used code: single use, nothing linked the second time', async () => {
    const client = await accountant();
    const first = newChatId();
    const second = newChatId();
    const { code } = await challenge(client);
    await webhook.say(first, `/start ${code}`);
    expect(provider.lastTo(String(first))).toMatch(/^Linked:/);
    await webhook.say(second, `/start ${code.toLowerCase()}`);
    expect(provider.lastTo(String(second))).toBe(
      'The code is unknown, already used or expired. Create a new code in the app.',
    );
    expect(await activeLinks(second)).toEqual([]);
    expect(await activeLinks(first)).toHaveLength(1);
  });

  it('a new code replaces the previous one; relinking replaces the old link', async () => {
    const client = await accountant();
    const chatId = newChatId();
    const older = await challenge(client);
    const newer = await challenge(client);
    await webhook.say(chatId, `/start ${older.code}`);
    expect(provider.lastTo(String(chatId))).toMatch(/^The code is unknown/);
    await webhook.say(chatId, `/start ${newer.code}`);
    const otherChat = newChatId();
    await webhook.say(otherChat, `/start ${(await challenge(client)).code}`);
    expect(await activeLinks(chatId)).toEqual([]);
    expect(await activeLinks(otherChat)).toHaveLength(1);
    const entries = await auditOf('MessengerLink', client.user.id);
    expect(entries[1].details_json.replacedLinkIds).toEqual([entries[0].entity_id]);
  });

  it('unlinks with DELETE: 204, audited, the chat is told and no longer acts', async () => {
    const client = await accountant();
    const chatId = newChatId();
    await webhook.say(chatId, `/start ${(await challenge(client)).code}`);
    const deleted = await client.rest('delete', '/api/messenger/link').set('X-Organization-Id', organizationId);
    expect(deleted.status).toBe(204);
    expect(provider.lastTo(String(chatId))).toMatch(/^This chat was unlinked/);
    expect((await status(client)).body.linked).toBe(false);
    const [entry] = await auditOf('MessengerUnlink', client.user.id);
    expect(entry).toMatchObject({ organization_id: organizationId, location_id: locationId });
    expect(entry.details_json).toEqual({ chat: `****${String(chatId).slice(-4)}`, reason: 'unlinked' });
    await webhook.say(chatId, '/ready');
    expect(provider.lastTo(String(chatId))).toMatch(/^This chat is not linked/);
    // Again: nothing to revoke is still 204, and writes no entry.
    expect((await client.rest('delete', '/api/messenger/link').set(headers)).status).toBe(204);
    expect(await auditOf('MessengerUnlink', client.user.id)).toHaveLength(1);
    const bare = await client.rest('delete', '/api/messenger/link');
    expect(bare.status).toBe(400);
    expect(bare.body.code).toBe('context.organization.required');
  });

  it('acts only for the person who redeemed the code, and refuses a user who lost access', async () => {
    const client = await accountant();
    const chatId = newChatId();
    await webhook.say(chatId, `/start ${(await challenge(client)).code}`);
    await webhook.say(chatId, '/ready', { id: chatId + 1 });
    expect(provider.lastTo(String(chatId))).toMatch(/^This chat is not linked/);

    await env.app.dataSource.query('DELETE FROM role_assignments WHERE user_id = $1', [client.user.id]);
    await webhook.say(chatId, '/ready');
    expect(provider.lastTo(String(chatId))).toMatch(/^Your account no longer has access/);
  });

  it('redeeming a code of a user who lost access in the meantime links nothing', async () => {
    const client = await accountant();
    const chatId = newChatId();
    const { code } = await challenge(client);
    await env.app.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [client.user.id]);
    await webhook.say(chatId, `/start ${code}`);
    expect(provider.lastTo(String(chatId))).toMatch(/^Your account no longer has access/);
    expect(await activeLinks(chatId)).toEqual([]);
    expect(await auditOf('MessengerLink', client.user.id)).toEqual([]);
  });

  it('stops looking at codes after 5 wrong ones from a chat', async () => {
    const chatId = newChatId();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await webhook.say(chatId, '/start ABCDEFGH');
      expect(provider.lastTo(String(chatId))).toMatch(/^The code is unknown/);
    }
    const client = await accountant();
    await webhook.say(chatId, `/start ${(await challenge(client)).code}`);
    expect(provider.lastTo(String(chatId))).toMatch(/^Too many wrong codes/);
    expect(await activeLinks(chatId)).toEqual([]);
  });

  it('a reply the provider refuses is logged without the token; the webhook still answers 200', async () => {
    const chatId = newChatId();
    provider.mode = 'error';
    try {
      await webhook.say(chatId, '/help');
    } finally {
      provider.mode = 'ok';
    }
    const warning = env
      .logLines()
      .map((line) => JSON.parse(line))
      .find(
        (line) => line.msg === 'messenger message not delivered' && line.chat === `****${String(chatId).slice(-4)}`,
      );
    expect(warning).toMatchObject({ failure: 'provider_error', status: 500 });
  });

  it('canary: the webhook secret, the bot token and the codes appear in no log line and no audit entry', async () => {
    const secret = env.app.config.messenger.webhookSecret!;
    const token = env.app.config.messenger.botToken!;
    // A wrong secret that shares the real one's prefix, and a right one, both with a code in the body.
    await env.http
      .post('/api/messenger/webhook')
      .set(MESSENGER_SECRET_HEADER, `${secret}x`)
      .send(webhook.update(newChatId(), `/start ${codes[0]}`));
    expect(codes.length).toBeGreaterThan(5);
    expect(provider.messages.every((message) => message.token === token)).toBe(true);
    const logs = env.logLines().join('\n');
    const audit = JSON.stringify(await env.app.dataSource.query('SELECT * FROM audit_log'));
    const links = JSON.stringify(await env.app.dataSource.query('SELECT * FROM messenger_links'));
    for (const planted of [secret, token, token.split(':')[1], ...codes]) {
      expect(logs).not.toContain(planted);
      expect(audit).not.toContain(planted);
      expect(links).not.toContain(planted);
    }
  });
});
