import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { startFakeMessengerProvider, type FakeMessengerProvider } from '../../../test/messenger-fakes';
import { createLogger } from '../../platform/logging/logger';
import { HttpMessengerClient, MAX_MESSAGE_LENGTH } from './messenger-client';

const TOKEN = '123456:secret-bot-token-value';

describe('HttpMessengerClient', () => {
  let provider: FakeMessengerProvider;
  let lines: string[];
  const logger = () =>
    createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          callback();
        },
      }),
    );
  const client = (apiBaseUrl = provider.url, timeoutMs = 2000) =>
    new HttpMessengerClient({ apiBaseUrl, botToken: TOKEN, timeoutMs }, logger());
  const warnings = () =>
    lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'messenger message not delivered');

  beforeAll(async () => {
    provider = await startFakeMessengerProvider();
  });
  afterAll(() => provider.close());
  beforeEach(() => {
    lines = [];
    provider.mode = 'ok';
  });
  afterEach(() => {
    // Whatever happened, the token is never in a log line.
    expect(lines.join('\n')).not.toContain('secret-bot-token');
  });

  it('posts {chat_id, text} to /bot<token>/sendMessage, cut to the provider’s length', async () => {
    await client().sendMessage('-100500', 'x'.repeat(5000));
    expect(provider.messages.at(-1)).toEqual({ token: TOKEN, chatId: '-100500', text: 'x'.repeat(MAX_MESSAGE_LENGTH) });
    expect(warnings()).toEqual([]);
  });

  it('logs a refused message as provider_error with the masked chat, and resolves', async () => {
    provider.mode = 'error';
    await expect(client().sendMessage('77001234', 'hello')).resolves.toBeUndefined();
    expect(warnings()).toEqual([
      expect.objectContaining({ level: 40, chat: '****1234', failure: 'provider_error', status: 500 }),
    ]);
  });

  it('gives up after the timeout', async () => {
    provider.mode = 'hang';
    const started = Date.now();
    await client(provider.url, 200).sendMessage('1', 'hello');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings()).toEqual([expect.objectContaining({ failure: 'timeout', status: null })]);
  });

  it('reports an address nothing listens on as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    await client(`http://127.0.0.1:${port}`).sendMessage('1', 'hello');
    expect(warnings()).toEqual([expect.objectContaining({ failure: 'unreachable' })]);
  });
});
