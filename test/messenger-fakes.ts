import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MessengerClient } from '../src/modules/messenger/messenger-client';
import type { MessengerPostingPort } from '../src/modules/messenger/messenger-posting.port';
import { MESSENGER_SECRET_HEADER } from '../src/modules/messenger/messenger-webhook.router';
import type { RequestContext } from '../src/platform/context/request-context';
import type { TestEnvironment } from './test-environment';

export interface SentMessage {
  chatId: string;
  text: string;
}

/** The messenger client of in-process tests: keeps every message instead of sending it. */
export class RecordingMessengerClient implements MessengerClient {
  readonly sent: SentMessage[] = [];

  async sendMessage(chatId: string, text: string): Promise<void> {
    this.sent.push({ chatId, text });
  }

  /** The text of the last message to the chat. */
  lastTo(chatId: string): string | undefined {
    return this.sent.filter((message) => message.chatId === chatId).at(-1)?.text;
  }
}

/** Records each approve-and-queue call with the context it got, and answers `answer`. */
export class RecordingPostingPort implements MessengerPostingPort {
  readonly calls: { ctx: RequestContext; bankTransactionId: string; idempotencyKey: string }[] = [];
  answer = { outcome: 'Queued', message: 'Queued for posting.' };

  async approveAndQueue(ctx: RequestContext, bankTransactionId: string, idempotencyKey: string) {
    this.calls.push({ ctx, bankTransactionId, idempotencyKey });
    return this.answer;
  }
}

/** How the fake provider answers sendMessage: accepted, a provider error, or never (a hang). */
export type ProviderMode = 'ok' | 'error' | 'hang';

/**
 * The chat provider's Bot API as far as the service calls it (`POST /bot<token>/sendMessage`), recording what was
 * sent: the e2e tests point MESSENGER_API_BASE_URL here, so the real HTTP client is what they exercise.
 */
export interface FakeMessengerProvider {
  url: string;
  /** Delivered messages with the token of the path they came on. */
  messages: (SentMessage & { token: string })[];
  mode: ProviderMode;
  /** The text of the last message to the chat. */
  lastTo(chatId: string): string | undefined;
  close(): Promise<void>;
}

export async function startFakeMessengerProvider(): Promise<FakeMessengerProvider> {
  const hanging = new Set<ServerResponse>();
  const provider: FakeMessengerProvider = {
    url: '',
    messages: [],
    mode: 'ok',
    lastTo: (chatId) => provider.messages.filter((message) => message.chatId === chatId).at(-1)?.text,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      return;
    }
    if (provider.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (provider.mode === 'error') {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: false }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { chat_id: string; text: string };
    provider.messages.push({ token: decodeURIComponent(match[1]), chatId: String(body.chat_id), text: body.text });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true, result: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}

/** Settings of a test environment with the messenger link on; fresh random secrets unless given. */
export function messengerSettings(apiBaseUrl: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    MESSENGER_ENABLED: 'true',
    MESSENGER_WEBHOOK_SECRET: `webhook-secret-${randomBytes(12).toString('hex')}`,
    MESSENGER_BOT_USERNAME: 'recon_test_bot',
    MESSENGER_API_BASE_URL: apiBaseUrl,
    MESSENGER_BOT_TOKEN: `${randomBytes(4).readUInt32BE()}:bot-token-${randomBytes(12).toString('hex')}`,
    MESSENGER_API_TIMEOUT_MS: '2000',
    ...overrides,
  };
}

/** Builds the provider's updates with increasing ids, and posts them to the webhook with the environment's secret. */
export function messengerWebhook(env: TestEnvironment) {
  let nextUpdateId = Math.floor(Math.random() * 1_000_000_000);
  const update = (chatId: number, text: string, sender: { id?: number; username?: string } = {}) => ({
    update_id: (nextUpdateId += 1),
    message: {
      message_id: nextUpdateId,
      chat: { id: chatId, type: 'private' },
      from: { id: sender.id ?? chatId, is_bot: false, username: sender.username ?? `user${chatId}` },
      text,
    },
  });
  const post = (body: unknown) =>
    env.http
      .post('/api/messenger/webhook')
      .set(MESSENGER_SECRET_HEADER, env.app.config.messenger.webhookSecret!)
      .send(body as object);
  return {
    update,
    post,
    /** Sends `text` as the chat's person (or `sender`) and expects the webhook's 200. */
    async say(chatId: number, text: string, sender?: { id?: number; username?: string }) {
      const response = await post(update(chatId, text, sender));
      if (response.status !== 200)
        throw new Error(`webhook answered ${response.status}: ${JSON.stringify(response.body)}`);
      return response;
    },
  };
}

/** A chat id of its own per test, so tests never share a chat's link. */
export function newChatId(): number {
  return 100_000_000 + Math.floor(Math.random() * 1_000_000_000);
}
