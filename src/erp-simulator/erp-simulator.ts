import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERP_DIALECTS,
  type ErpDialect,
  type ErpOperation,
  type ErpServerInfo,
} from '../modules/erp-connector/erp-connector';
import { DEMO_FIXTURE, type ErpFixture } from './demo-fixture';
import { createIikoDialect, type IikoDialect } from './iiko/iiko-dialect';
import { IIKO_DEFAULTS, IikoModel } from './iiko/iiko-model';
import { SimulatorError, SimulatorState } from './simulator-state';

export interface ErpSimulatorOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  login?: string;
  password?: string;
  fixture?: ErpFixture;
  serverInfo?: ErpServerInfo;
  /** Concurrent sessions before `auth` answers 403 "License limit reached". */
  sessionLimit?: number;
  /**
   * The accounting dialect served besides the control API: `Reference` (default), the project's own, or
   * `IikoServer`, the real iikoServer "resto" API (src/erp-simulator/iiko/).
   */
  dialect?: ErpDialect;
  /** IikoServer: idle lifetime of a session, from sign-in or its last request (default one hour). */
  sessionTtlMs?: number;
  /** IikoServer: how long a booked pay-out stays out of the TRANSACTIONS report (default 0). */
  olapLagMs?: number;
}

export interface ErpSimulator {
  baseUrl: string;
  port: number;
  dialect: ErpDialect;
  state: SimulatorState;
  /** The IikoServer dialect's own records (corporation, accounts, pay-out types, booked pay-outs); null otherwise. */
  iiko: IikoModel | null;
  /** A call of the control API over HTTP (`/__control/<path>`): its JSON answer; an error answer throws. */
  control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export const SIMULATOR_DEFAULTS = {
  port: 4100,
  host: '127.0.0.1',
  login: 'admin',
  password: 'simulator',
  serverInfo: { version: '9.1.8032.0', edition: 'Simulator' },
  sessionLimit: 5,
  /** What `get_server_info.jsp` reports when no server info is given: a plain (non-chain) iikoServer. */
  iikoServerInfo: { version: '9.1.8032.0', edition: 'default' },
} as const;

export function isErpDialect(value: unknown): value is ErpDialect {
  return ERP_DIALECTS.includes(value as ErpDialect);
}

const MAX_BODY_BYTES = 1024 * 1024;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

interface Call {
  method: string;
  params: string[];
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** The login of the caller's session (routes of the accounting dialect only). */
  login: string;
}

interface Route {
  method: string;
  path: RegExp;
  handle(state: SimulatorState, call: Call): unknown;
}

interface DialectRoute extends Route {
  operation: ErpOperation | null;
  /** Answered without a session (sign-in and sign-out). */
  open?: boolean;
  /** Answered as text/plain instead of JSON. */
  text?: boolean;
}

class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

function required(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value === '') throw new SimulatorError(400, 'invalid_request', `${name} is required`);
  return value;
}

/** The Syrve-like dialect: `key=<token>` on every call but sign-in; JSON data bodies. */
const DIALECT: DialectRoute[] = [
  {
    method: 'GET',
    path: /^\/resto\/api\/auth$/,
    operation: 'authenticate',
    open: true,
    text: true,
    handle: (state, { query }) => state.authenticate(query.get('login') ?? '', query.get('pass') ?? ''),
  },
  {
    method: 'GET',
    path: /^\/resto\/api\/logout$/,
    operation: null,
    open: true,
    text: true,
    handle: (state, { query }) => {
      state.logout(query.get('key'));
      return 'ok';
    },
  },
  { method: 'GET', path: /^\/resto\/api\/server-info$/, operation: 'serverInfo', handle: (state) => state.serverInfo },
  { method: 'GET', path: /^\/resto\/api\/accounts$/, operation: 'listAccounts', handle: (state) => state.accounts },
  {
    method: 'GET',
    path: /^\/resto\/api\/cash-flow-articles$/,
    operation: 'listCashFlowArticles',
    handle: (state) => state.cashFlowArticles,
  },
  {
    method: 'GET',
    path: /^\/resto\/api\/suppliers$/,
    operation: 'listSuppliers',
    handle: (state, { query }) => {
      const revisionFrom = query.get('revisionFrom');
      if (revisionFrom !== null && !/^-?\d+$/.test(revisionFrom)) {
        throw new SimulatorError(400, 'invalid_request', 'revisionFrom must be an integer');
      }
      return state.listSuppliers(revisionFrom === null ? null : Number(revisionFrom));
    },
  },
  {
    method: 'GET',
    path: /^\/resto\/api\/documents$/,
    operation: 'listDocuments',
    handle: (state, { query }) =>
      state.listDocuments(required(query, 'from'), required(query, 'to'), required(query, 'direction')),
  },
  {
    method: 'POST',
    path: /^\/resto\/api\/documents\/unpaid$/,
    operation: 'getUnpaidBatch',
    handle: (state, { body }) => {
      // A server without the batch call: the same 404 an unknown path gets.
      if (!state.capabilities.unpaidBatch) return new Answer(404, 'Not found');
      return { items: state.unpaidBatch(body.documentIds) };
    },
  },
  {
    method: 'GET',
    path: /^\/resto\/api\/documents\/([^/]+)\/unpaid$/,
    operation: 'getUnpaidSum',
    handle: (state, { params }) => state.unpaid(params[0]),
  },
  {
    method: 'GET',
    path: /^\/resto\/api\/documents\/([^/]+)$/,
    operation: 'getDocument',
    handle: (state, { params }) => state.getDocument(params[0]),
  },
  {
    method: 'POST',
    path: /^\/resto\/api\/payments$/,
    operation: 'writePayment',
    handle: (state, { body }) => new Answer(201, state.writePayment(body)),
  },
  {
    method: 'POST',
    path: /^\/resto\/api\/direct-payments$/,
    operation: 'writeDirectPayment',
    handle: (state, { body }) => new Answer(201, state.writeDirectPayment(body)),
  },
  {
    method: 'GET',
    path: /^\/resto\/api\/payments$/,
    operation: 'readbackPayment',
    handle: (state, { query }) => ({
      items: state.readbackPayments({
        idempotencyKey: query.get('idempotencyKey'),
        documentId: query.get('documentId'),
      }),
    }),
  },
  {
    method: 'POST',
    path: /^\/resto\/api\/users\/service-account$/,
    operation: 'ensureServiceAccount',
    handle: (state, { login, body }) => state.ensureServiceAccount(login, body.login),
  },
  {
    method: 'POST',
    path: /^\/resto\/api\/users\/password$/,
    operation: 'rotateCredentials',
    handle: (state, { login, body }) => {
      state.setPassword(login, body.login, body.password);
      return new Answer(204, null);
    },
  },
];

/** The control API: no authentication, so it answers loopback callers only (any other address gets 403). */
const CONTROL: Route[] = [
  {
    method: 'POST',
    path: /^\/__control\/reset$/,
    handle: (state) => {
      state.reset();
      return { ok: true };
    },
  },
  {
    method: 'POST',
    path: /^\/__control\/suppliers$/,
    handle: (state, { body }) => new Answer(201, state.upsertSupplier(body)),
  },
  {
    method: 'POST',
    path: /^\/__control\/documents$/,
    handle: (state, { body }) => new Answer(201, state.createDocument(body)),
  },
  {
    method: 'PATCH',
    path: /^\/__control\/documents\/([^/]+)$/,
    handle: (state, { params, body }) => state.patchDocument(params[0], body),
  },
  { method: 'POST', path: /^\/__control\/faults$/, handle: (state, { body }) => state.setFault(body) },
  {
    method: 'GET',
    path: /^\/__control\/payments$/,
    handle: (state) => state.payments,
  },
  {
    method: 'POST',
    path: /^\/__control\/capabilities$/,
    handle: (state, { body }) => {
      if (typeof body.unpaidBatch !== 'boolean') {
        throw new SimulatorError(400, 'invalid_request', 'unpaidBatch must be a boolean');
      }
      state.capabilities = { unpaidBatch: body.unpaidBatch };
      return state.capabilities;
    },
  },
  {
    method: 'POST',
    path: /^\/__control\/sessions$/,
    handle: (state, { body }) => {
      if (body.limit !== undefined) {
        if (!Number.isSafeInteger(body.limit) || (body.limit as number) < 0) {
          throw new SimulatorError(400, 'invalid_request', 'limit must be a non-negative integer');
        }
        state.sessionLimit = body.limit as number;
      }
      // Lets a test expire every open token, as an idle timeout on the real server would.
      if (body.expireAll === true) state.sessions.clear();
      return { limit: state.sessionLimit, open: state.sessions.size };
    },
  },
  {
    method: 'GET',
    path: /^\/__control\/sessions$/,
    handle: (state) => ({ limit: state.sessionLimit, open: state.sessions.size }),
  },
];

function match<R extends Route>(routes: R[], method: string, path: string): { route: R; params: string[] } | null {
  for (const route of routes) {
    const found = route.path.exec(path);
    if (found !== null && route.method === method) {
      return { route, params: found.slice(1).map((param) => decodeURIComponent(param)) };
    }
  }
  return null;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new SimulatorError(413, 'too_large', 'Request body too large');
    chunks.push(chunk);
  }
  if (size === 0) return {};
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new SimulatorError(400, 'invalid_json', 'The body must be a JSON object');
}

function send(res: ServerResponse, status: number, body: unknown, text = false): void {
  if (res.destroyed || res.headersSent) return;
  if (status === 204) {
    res.writeHead(204).end();
  } else if (text || typeof body === 'string') {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(String(body));
  } else {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}

/**
 * Starts the accounting-system simulator: the accounting dialect under `/resto/` (the Reference dialect, or with
 * `dialect: 'IikoServer'` the real iikoServer API) and the control API under `/__control`. State lives in memory;
 * `state` is the same object the server uses.
 */
export async function startErpSimulator(options: ErpSimulatorOptions = {}): Promise<ErpSimulator> {
  const dialectName = options.dialect ?? 'Reference';
  if (!isErpDialect(dialectName)) throw new Error(`Unknown simulator dialect "${String(dialectName)}"`);
  const fixture = options.fixture ?? DEMO_FIXTURE;
  const defaultServerInfo =
    dialectName === 'IikoServer' ? SIMULATOR_DEFAULTS.iikoServerInfo : SIMULATOR_DEFAULTS.serverInfo;
  const state = new SimulatorState(fixture, {
    login: options.login ?? SIMULATOR_DEFAULTS.login,
    password: options.password ?? SIMULATOR_DEFAULTS.password,
    serverInfo: options.serverInfo ?? defaultServerInfo,
    sessionLimit: options.sessionLimit ?? SIMULATOR_DEFAULTS.sessionLimit,
  });
  const timers = new Set<NodeJS.Timeout>();
  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  const iiko: IikoDialect | null =
    dialectName === 'IikoServer'
      ? createIikoDialect(
          state,
          new IikoModel(state, fixture, {
            sessionTtlMs: options.sessionTtlMs ?? IIKO_DEFAULTS.sessionTtlMs,
            olapLagMs: options.olapLagMs ?? IIKO_DEFAULTS.olapLagMs,
          }),
          delay,
        )
      : null;

  async function dialect(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const found = match(DIALECT, req.method ?? 'GET', url.pathname);
    if (found === null) return send(res, 404, 'Not found');
    const { route, params } = found;
    const epoch = state.epoch;
    const body = req.method === 'GET' ? {} : await readJson(req);
    if (route.operation !== null) state.calls[route.operation] += 1;
    // A call without a valid session is refused before any fault: no fault is spent on it.
    const login = route.open ? '' : state.sessionLogin(url.searchParams.get('key'));
    const fault = route.operation === null ? null : state.takeFault(route.operation);
    if (fault?.mode === 'error') return send(res, 500, { error: 'internal', message: 'Injected server error' });
    if (fault?.mode === 'unavailable') return send(res, 503, 'Service unavailable');
    if (fault?.mode === 'latency') await delay(fault.latencyMs);
    // A reset meanwhile belongs to the next test: the delayed call is dropped, not applied to the new data.
    if (state.epoch !== epoch) return void res.destroy();
    const result = route.handle(state, { method: req.method ?? 'GET', params, query: url.searchParams, body, login });
    // The write is committed; the answer never comes, so the client runs into its timeout.
    if (fault?.mode === 'timeout-after-commit') return;
    if (result instanceof Answer) return send(res, result.status, result.body, route.text);
    send(res, 200, result, route.text);
  }

  async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return send(res, 403, { error: 'forbidden' });
    const found = match(CONTROL, req.method ?? 'GET', url.pathname);
    const notFound = { error: 'not_found', message: 'No such control route' };
    if (found === null && iiko === null) return send(res, 404, notFound);
    const body = req.method === 'GET' ? {} : await readJson(req);
    // The dialect's own control routes first: IikoServer lists its pay-outs and adds session and report settings.
    const own = iiko?.control(req.method ?? 'GET', url.pathname, body) ?? null;
    if (own !== null) return send(res, own.status, own.body);
    if (found === null) return send(res, 404, notFound);
    const call = { method: req.method ?? 'GET', params: found.params, query: url.searchParams, body, login: '' };
    const result = found.route.handle(state, call);
    if (result instanceof Answer) return send(res, result.status, result.body);
    send(res, 200, result);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (iiko !== null && !url.pathname.startsWith('/__control/')) return void iiko.serve(req, res, url);
    const handler = url.pathname.startsWith('/__control/') ? control : dialect;
    handler(req, res, url).catch((error: unknown) => {
      if (error instanceof SimulatorError) {
        // Sign-in and session refusals are plain text in the dialect, like the token itself.
        const text = error.code === 'unauthorized' || error.code === 'license_limit';
        send(res, error.status, text ? error.message : { error: error.code, message: error.message }, text);
      } else {
        send(res, 500, { error: 'internal', message: 'Unexpected simulator failure' });
      }
    });
  });
  // Idle connections are the client's to end (fetch drops them after 4 s): a server ending them at its default 5 s
  // races a client reusing one, which a stalled event loop turns into ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? SIMULATOR_DEFAULTS.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? SIMULATOR_DEFAULTS.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    baseUrl,
    port,
    dialect: dialectName,
    state,
    iiko: iiko?.model ?? null,
    control: async <T>(method: 'GET' | 'POST', controlPath: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}/__control/${controlPath}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`${method} /__control/${controlPath}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Calls held open by `timeout-after-commit` would otherwise keep the server from closing.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
