import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import WebSocket from 'ws';
import { ServiceProcess } from './service-process';
import { subscribe, type SubscriptionProbe } from './subscription-client';

/**
 * SIGTERM on a real `src/main.ts` process on the embedded defaults, with requests in flight whose bodies are still
 * being sent: each must complete with its normal answer, a new connection must be refused, an idle keep-alive
 * connection must be closed at once, open GraphQL subscriptions must close with 1001 (going away), and the process
 * must exit 0 within SHUTDOWN_GRACE_SECONDS.
 */
const EMAIL = 'shutdown-admin@example.test';
const PASSWORD = 'shutdown-admin-password-1';
const BOOT_MS = 90_000;
const POSTING_STATUS = 'subscription { erpPostingStatusChanged { postingId status } }';
const WORK_ITEMS = 'subscription { accountantWorkItemChanged { locationId cause } }';
const UPLOAD = 'mutation Upload($file: Upload!) { uploadBankStatement(file: $file) { importId status } }';
const STATEMENT = path.resolve(__dirname, '..', 'src/erp-simulator/demo-statement.txt');

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

/** Answers the error code of a fresh WebSocket connection to `/graphql`, or 'opened'. */
function tryWebSocket(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    socket.once('open', () => {
      socket.terminate();
      resolve('opened');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * A WebSocket upgrade of `/graphql` on a raw connection that then never sends again, as a peer gone without a FIN:
 * it never answers the server's close frame. Resolves once the server switched protocols.
 */
function silentWebSocket(port: number): Promise<{ closed: Promise<void>; received: () => Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.toString('latin1').startsWith('HTTP/1.1 101')) resolve({ closed, received: () => received });
    });
    socket.once('error', reject);
    socket.write(
      'GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n' +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exit 0 once the grace of `seconds` ran out, and before the grace plus the 5 s the process allows its closing. */
async function expectExitAfterGrace(service: ServiceProcess, signalledAt: number, seconds: number): Promise<void> {
  const exit = await service.exited;
  expect(exit).toMatchObject({ code: 0, signal: null });
  const took = exit.at - signalledAt;
  expect(took).toBeGreaterThanOrEqual(seconds * 1000 - 100);
  expect(took).toBeLessThan(seconds * 1000 + 5000);
}

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

  async function graphql<T>(
    port: number,
    headers: Record<string, string>,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect({ status: response.status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    return body.data!;
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
    'SIGTERM with subscriptions open: each closes with 1001, the request in flight completes, a new WebSocket ' +
      'connection is refused, exit 0 within the grace',
    async () => {
      const { service, port } = await boot({ SHUTDOWN_GRACE_SECONDS: '10' });
      const token = await signIn(port);
      const auth = { Authorization: `Bearer ${token}` };
      const { createPlatformOrganization: organization } = await graphql<{
        createPlatformOrganization: { id: string };
      }>(port, auth, 'mutation { createPlatformOrganization(input: { name: "Shutdown restaurant" }) { id } }');
      const { createLocation: outlet } = await graphql<{ createLocation: { id: string } }>(
        port,
        auth,
        `
          mutation ($organizationId: UUID!) {
            createLocation(
              organizationId: $organizationId
              input: { name: "Moscow", code: "MSK-01", timeZone: "Europe/Moscow", chainKey: "demo" }
            ) {
              id
            }
          }
        `,
        { organizationId: organization.id },
      );
      const scope = { ...auth, 'X-Organization-Id': organization.id, 'X-Location-Id': outlet.id };

      const probes: SubscriptionProbe[] = [
        subscribe(`http://127.0.0.1:${port}`, scope, POSTING_STATUS),
        subscribe(`http://127.0.0.1:${port}`, scope, WORK_ITEMS),
        subscribe(`http://127.0.0.1:${port}`, scope, WORK_ITEMS),
      ];
      // graphql-ws has no "subscribed" message: an import's work-item event proves those two listen, and the
      // posting one, opened first, has had the same time to start.
      await sleep(500);
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([readFileSync(STATEMENT)]), 'demo-statement.txt');
      const upload = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { ...scope, 'Apollo-Require-Preflight': 'true' },
        body: form,
      });
      expect(upload.status).toBe(200);
      for (const probe of probes.slice(1)) expect(await probe.nth(1)).toMatchObject({ locationId: outlet.id });
      expect(probes.map((probe) => probe.errors)).toEqual([null, null, null]);
      const codes = probes.map((probe) => probe.closed.then((code) => ({ code, at: Date.now() })));

      const inFlight = slowRequest(port, '/graphql', JSON.stringify({ query: '{ me { email } }' }), auth);
      await sleep(300);

      const signalledAt = Date.now();
      service.signal('SIGTERM');
      await service.logged('service shutting down');
      // Closed at once, with the close handshake (1001, not 1006 abnormal), while the HTTP request still drains.
      const closes = await Promise.race([Promise.all(codes), sleep(5000).then(() => null)]);
      expect(closes?.map((close) => close.code)).toEqual([1001, 1001, 1001]);
      for (const close of closes!) expect(close.at - signalledAt).toBeLessThan(5000);
      expect(await tryWebSocket(port)).toBe('ECONNREFUSED');
      expect(service.lines().some((line) => line.msg === 'service stopped')).toBe(false);

      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ data: { me: { email: EMAIL } } });

      const exit = await service.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(10_000);
      const messages = service.lines().map((line) => String(line.msg));
      expect(messages).toContain('service stopped');
      expect(messages.some((message) => message.includes('connections with requests in flight cut'))).toBe(false);
      // The client ends each subscription with the close as its error: the server's reason, nothing else.
      for (const probe of probes) expect(probe.errors).toEqual([{ message: 'Going away' }]);
      inFlight.close();
      await Promise.all(probes.map((probe) => probe.dispose()));
    },
    BOOT_MS + 30_000,
  );

  it(
    'a subscription client that never answers the close is cut at SHUTDOWN_GRACE_SECONDS and the process exits 0',
    async () => {
      const { service, port } = await boot({ SHUTDOWN_GRACE_SECONDS: '2', WORKER_ENABLED: 'false' });
      const silent = await silentWebSocket(port);
      const signalledAt = Date.now();
      service.signal('SIGTERM');

      await expectExitAfterGrace(service, signalledAt, 2);
      await silent.closed;
      // The close frame went out first: opcode 0x8, code 1001.
      const frames = silent.received().subarray(silent.received().indexOf('\r\n\r\n') + 4);
      expect([frames[0], frames.readUInt16BE(2)]).toEqual([0x88, 1001]);
      const messages = service.lines().map((line) => String(line.msg));
      expect(messages).toContain('shutdown grace over; unanswered subscription connections cut');
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

      await expectExitAfterGrace(service, signalledAt, 2);
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
