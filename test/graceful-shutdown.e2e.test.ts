import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { ServiceProcess } from './service-process';

/**
 * SIGTERM on a real `src/main.ts` process on the embedded defaults, with requests in flight whose bodies are still
 * being sent: each must complete with its normal answer, a new connection must be refused, an idle keep-alive
 * connection must be closed at once, and the process must exit 0 within SHUTDOWN_GRACE_SECONDS.
 */
const EMAIL = 'shutdown-admin@example.test';
const PASSWORD = 'shutdown-admin-password-1';
const BOOT_MS = 90_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Resolves when the connection of the request has closed. */
  socketClosed: Promise<void>;
}

/**
 * A request on a keep-alive connection of its own whose headers and first half of the body go out now; `finish`
 * sends the rest. The connection would be reused afterwards if the server let it.
 */
function slowRequest(port: number, path: string, body: string, headers: Record<string, string> = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let socketClosed: Promise<void> = Promise.resolve();
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length), ...headers },
  });
  outgoing.on('socket', (socket: Socket) => {
    socketClosed = new Promise((resolve) => socket.once('close', () => resolve()));
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, socketClosed }),
      );
    });
  });
  outgoing.write(bytes.subarray(0, half));
  return {
    answer,
    finish: () => outgoing.end(bytes.subarray(half)),
    close: () => agent.destroy(),
  };
}

/** Answers the error code of a fresh TCP connection, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown of the service process', () => {
  const services: ServiceProcess[] = [];
  afterAll(async () => {
    await Promise.all(services.map((service) => service.dispose()));
  });

  async function boot(overrides: Record<string, string> = {}) {
    const service = new ServiceProcess({
      BOOTSTRAP_ADMIN_EMAIL: EMAIL,
      BOOTSTRAP_ADMIN_PASSWORD: PASSWORD,
      ...overrides,
    });
    services.push(service);
    const port = await service.ready;
    // The in-process workers run too, as `npm start` runs them: their stop is part of the shutdown.
    if (overrides.WORKER_ENABLED !== 'false') await service.logged('posting worker started');
    return { service, port };
  }

  async function signIn(port: number): Promise<string> {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { accessToken: string }).accessToken;
  }

  it(
    'SIGTERM with requests in flight: every one completes normally, new connections are refused, keep-alive ' +
      'connections close, exit 0 within the grace',
    async () => {
      const { service, port } = await boot({ SHUTDOWN_GRACE_SECONDS: '10' });
      const token = await signIn(port);

      // An idle keep-alive connection, as a client's pool holds between requests.
      const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      let idleClosed: Promise<void> = Promise.resolve();
      await new Promise<void>((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path: '/api/health', agent: idleAgent }, (response) => {
          response.resume();
          response.on('end', resolve);
        });
        outgoing.on('socket', (socket: Socket) => {
          idleClosed = new Promise((done) => socket.once('close', () => done()));
        });
        outgoing.on('error', reject);
        outgoing.end();
      });

      // Requests whose bodies are half sent: REST sign-ins (argon2, the slowest real request there is without data)
      // and GraphQL queries, each on its own keep-alive connection.
      const inFlight = [
        ...Array.from({ length: 3 }, () =>
          slowRequest(port, '/api/auth/login', JSON.stringify({ email: EMAIL, password: PASSWORD })),
        ),
        ...Array.from({ length: 3 }, () =>
          slowRequest(port, '/graphql', JSON.stringify({ query: '{ me { email } }' }), {
            Authorization: `Bearer ${token}`,
          }),
        ),
      ];
      // The server has read their headers (the request handlers run) before the signal.
      await sleep(300);

      const signalledAt = Date.now();
      service.signal('SIGTERM');
      await service.logged('service shutting down');
      await sleep(100);
      expect(await tryConnect(port)).toBe('ECONNREFUSED');
      await expect(Promise.race([idleClosed.then(() => 'closed'), sleep(3000).then(() => 'open')])).resolves.toBe(
        'closed',
      );
      expect(service.lines().some((line) => line.msg === 'service stopped')).toBe(false);

      // The rest of the bodies, well after the signal: the requests still complete.
      await sleep(500);
      for (const pending of inFlight) pending.finish();
      const answers = await Promise.all(inFlight.map((pending) => pending.answer));
      for (const answer of answers.slice(0, 3)) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toMatchObject({ tokenType: 'Bearer' });
      }
      for (const answer of answers.slice(3)) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toEqual({ data: { me: { email: EMAIL } } });
      }
      // Keep-alive connections are not reused: the answer says so and the server closes them after it.
      for (const answer of answers) expect(answer.headers.connection).toBe('close');
      await Promise.all(answers.map((answer) => answer.socketClosed));

      const exit = await service.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(10_000);
      const messages = service.lines().map((line) => String(line.msg));
      expect(messages).toEqual(expect.arrayContaining(['posting worker stopped', 'service stopped']));
      expect(messages.some((message) => message.includes('connections with requests in flight cut'))).toBe(false);
      for (const pending of inFlight) pending.close();
      idleAgent.destroy();
    },
    BOOT_MS + 30_000,
  );

  it(
    'a request that never completes is cut at SHUTDOWN_GRACE_SECONDS and the process still exits 0',
    async () => {
      const { service, port } = await boot({ SHUTDOWN_GRACE_SECONDS: '2', WORKER_ENABLED: 'false' });
      const stuck = slowRequest(port, '/api/auth/login', JSON.stringify({ email: EMAIL, password: PASSWORD }));
      const outcome = stuck.answer.then(
        (answer) => `answered ${answer.status}`,
        (error: NodeJS.ErrnoException) => error.code ?? error.message,
      );
      await sleep(300);
      const signalledAt = Date.now();
      service.signal('SIGTERM');

      const exit = await service.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      const took = exit.at - signalledAt;
      expect(took).toBeGreaterThanOrEqual(1900);
      expect(took).toBeLessThan(2000 + 5000);
      // The connection is dropped under the request: a reset (or a broken pipe, had the client been writing).
      expect(['ECONNRESET', 'EPIPE']).toContain(await outcome);
      expect(service.lines().some((line) => String(line.msg).includes('connections with requests in flight cut'))).toBe(
        true,
      );
      stuck.close();
    },
    BOOT_MS + 30_000,
  );
});
