import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { inspect } from 'node:util';
import { ErpAddressPolicy } from '../erp-address-policy';
import type { ErpPaymentWrite } from '../erp-connector';
import { ErpConnectorError, type ErpFailure } from '../erp-connector.errors';
import { ProcessErpSessionStore, ProcessServerGate, type ErpServerGate } from '../erp-server-coordination';
import { createIikoServerConnector, type IikoServerConnectorOptions } from './iiko-server-connector';

const PASSWORD = 'Canary-Pa55word-iiko';
const HASH = createHash('sha1').update(PASSWORD, 'utf8').digest('hex');
const LICENCE = 'License enhancement is required: no connections available for module 2200';
const BLOCKED = 'Module 2200 is blocked within current license';
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const CASH = '11111111-0000-4000-8000-000000000001';
const CASH_TYPE = '0cacd214-c280-4f58-afb3-28d25de90c21';
const SUPPLIER = 'cfdd6790-d3bb-49a0-a55b-4178fa49fe8c';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  contentType: string;
}
type Answer = { status: number; body: string; type?: string } | 'hang' | 'drop';

/**
 * A small iikoServer: the documented paths, form sign-in with the SHA-1 of the password, text/plain errors, and
 * counters of what it saw (requests at once, sign-ins, logouts). `routes` overrides an answer per path.
 */
class Stub {
  readonly tokens = new Set<string>();
  readonly seen: Seen[] = [];
  readonly issued: string[] = [];
  readonly loggedOut: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  latencyMs = 0;
  auth: Answer | null = null;
  routes = new Map<string, (call: Seen) => Answer>();
  server: Server = createServer((req, res) => void this.#serve(req, res));
  baseUrl = '';

  count(pathname: string): number {
    return this.seen.filter((call) => call.path === pathname).length;
  }

  async #serve(req: IncomingMessage, res: ServerResponse) {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.once('close', () => (this.inFlight -= 1));
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const url = new URL(req.url ?? '/', 'http://stub');
    const call = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: Buffer.concat(chunks).toString('utf8'),
      contentType: req.headers['content-type'] ?? '',
    };
    this.seen.push(call);
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const answer = this.#answer(call);
    if (answer === 'hang') return;
    if (answer === 'drop') return void req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': answer.type ?? 'text/plain;charset=UTF-8' }).end(answer.body);
  }

  #answer(call: Seen): Answer {
    const text = (body: string, status = 200): Answer => ({ status, body });
    const form = new URLSearchParams(call.body);
    if (call.path === '/resto/api/auth') {
      if (this.auth !== null) return this.auth;
      if (form.get('login') !== 'admin' || form.get('pass') !== HASH) return text('Unauthorized', 401);
      const token = `token-${this.issued.length + 1}-${Math.random().toString(16).slice(2)}`;
      this.tokens.add(token);
      this.issued.push(token);
      return text(`  ${token}\n`);
    }
    if (call.path === '/resto/api/logout') {
      this.loggedOut.push(form.get('key') ?? '');
      return this.tokens.delete(form.get('key') ?? '') ? text(form.get('key') ?? '') : text('Unauthorized', 401);
    }
    const override = this.routes.get(call.path);
    if (call.path !== '/resto/get_server_info.jsp' && !this.tokens.has(call.query.get('key') ?? '')) {
      return text('Token is expired or invalid', 401);
    }
    if (override) return override(call);
    const files: Record<string, [string, string]> = {
      '/resto/get_server_info.jsp': ['server-info.xml', 'application/xml'],
      '/resto/api/suppliers': ['suppliers.xml', 'application/xml'],
      '/resto/api/corporation/stores/': ['stores.xml', 'application/xml'],
      '/resto/api/corporation/departments/': ['departments.xml', 'application/xml'],
      '/resto/api/documents/export/incomingInvoice': ['incoming-invoices.xml', 'application/xml'],
      '/resto/api/documents/export/outgoingInvoice': ['outgoing-invoices.xml', 'application/xml'],
      '/resto/api/v2/entities/accounts/list': ['accounts.json', 'application/json'],
      '/resto/api/v2/entities/payInOutTypes/list': ['pay-in-out-types.json', 'application/json'],
      '/resto/api/v2/payInOuts/addPayOut': ['pay-out-success.json', 'application/json'],
      '/resto/api/v2/reports/olap': ['olap-readback.json', 'application/json'],
      '/resto/api/v2/reports/balance/counteragents': ['balances.json', 'application/json'],
    };
    const file = files[call.path];
    return file ? { status: 200, body: fixture(file[0]), type: file[1] } : text('Not found', 404);
  }
}

let stub: Stub;
const connectors: { close(): Promise<void> }[] = [];

beforeEach(async () => {
  stub = new Stub();
  await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await Promise.all(connectors.splice(0).map((connector) => connector.close()));
  stub.server.closeAllConnections();
  await new Promise((resolve) => stub.server.close(resolve));
});

function connect(overrides: Partial<IikoServerConnectorOptions> = {}) {
  const connector = createIikoServerConnector({
    baseUrl: stub.baseUrl,
    login: 'admin',
    password: PASSWORD,
    currency: 'RUB',
    timeoutMs: 300,
    retries: 2,
    retryBackoffMs: 5,
    addressPolicy: new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true }),
    gate: new ProcessServerGate(),
    sessions: new ProcessErpSessionStore(),
    ...overrides,
  });
  connectors.push(connector);
  return connector;
}

async function failure(promise: Promise<unknown>): Promise<ErpFailure> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ErpConnectorError)) throw new Error(`expected a connector failure, got ${String(outcome)}`);
  return outcome as ErpFailure;
}

const payment = (overrides: Partial<ErpPaymentWrite> = {}): ErpPaymentWrite => ({
  date: '2026-03-01',
  accountId: CASH,
  cashFlowArticleId: CASH_TYPE,
  supplierId: SUPPLIER,
  currency: 'RUB',
  storeCode: 'msk-01',
  items: [
    { documentId: 'ec5170df-e0f6-6f12-01a0-4d7273bba01f', amount: 1_440_000, documentNumber: '2452' },
    { documentId: '1f0c2d3e-4b5a-6978-8a9b-0c1d2e3f4a5b', amount: 100_002, documentNumber: '2453' },
  ],
  ...overrides,
});
const PAY_OUT = '/resto/api/v2/payInOuts/addPayOut';
const AUTH = '/resto/api/auth';

describe('IikoServerConnector sessions and the server gate', () => {
  it('signs in with a form body and the SHA-1 of the password, then sends the trimmed token as key', async () => {
    const connector = connect();
    expect(await connector.serverInfo()).toEqual({ version: '8.2.7014.0', edition: 'default' });
    const [auth, info] = stub.seen;
    expect(auth).toMatchObject({ method: 'POST', path: AUTH, contentType: 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(auth.body))).toEqual({ login: 'admin', pass: HASH });
    expect(auth.query.toString()).toBe('');
    // Server info needs no key, but a session is opened first so that it proves the credentials.
    expect(info.query.get('key')).toBeNull();
    await connector.listSuppliers();
    expect(stub.seen[2].query.get('key')).toBe(stub.issued[0]);
  });

  it('never lets two requests of several connectors sharing one gate reach the server at once', async () => {
    stub.latencyMs = 15;
    const gate = new ProcessServerGate();
    const sessions = new ProcessErpSessionStore();
    const shared = [connect({ gate, sessions }), connect({ gate, sessions }), connect({ gate, sessions })];
    await Promise.all(
      shared.flatMap((c) => [c.listSuppliers(), c.listAccounts(), c.serverInfo(), c.supplierBalances([SUPPLIER])]),
    );
    expect(stub.maxInFlight).toBe(1);
    expect(stub.issued).toHaveLength(1);

    // The same calls with a gate each do overlap: the count above is a real observation.
    stub.maxInFlight = 0;
    const own = (gate: ErpServerGate) => connect({ gate, sessions });
    await Promise.all([own(new ProcessServerGate()), own(new ProcessServerGate())].map((c) => c.listSuppliers()));
    expect(stub.maxInFlight).toBe(2);
  });

  it('shares one session between connectors with one session store, also when they start at once', async () => {
    const sessions = new ProcessErpSessionStore();
    const gate = new ProcessServerGate();
    const [a, b] = [connect({ sessions, gate }), connect({ sessions, gate })];
    await Promise.all([a.listSuppliers(), b.listSuppliers(), a.serverInfo(), b.listAccounts()]);
    expect(stub.count(AUTH)).toBe(1);
    // A store of their own each: two sign-ins, two licence slots.
    await Promise.all([connect({ gate }).listSuppliers(), connect({ gate }).listSuppliers()]);
    expect(stub.count(AUTH)).toBe(3);
  });

  it('signs in again once when the server dropped the session, and resends the refused call', async () => {
    const connector = connect();
    await connector.listSuppliers();
    stub.tokens.clear();
    expect((await connector.listSuppliers()).suppliers).toHaveLength(2);
    expect(stub.count(AUTH)).toBe(2);
    expect(stub.count('/resto/api/suppliers')).toBe(3);

    // A fresh session refused as well: an auth failure after exactly one renewal.
    stub.routes.set('/resto/api/suppliers', () => ({ status: 401, body: 'Unauthorized' }));
    expect(await failure(connector.listSuppliers())).toMatchObject({ kind: 'auth', operation: 'listSuppliers' });
    expect(stub.count(AUTH)).toBe(3);
  });

  it('resends a pay-out refused with 401 once: the refused request booked nothing', async () => {
    let dropped = false;
    stub.routes.set(PAY_OUT, () => {
      if (dropped) return { status: 200, body: fixture('pay-out-success.json'), type: 'application/json' };
      dropped = true;
      stub.tokens.clear();
      return { status: 401, body: 'Token is expired or invalid' };
    });
    await connect().writePayment(payment(), 'key-401');
    expect(stub.seen.filter((call) => call.path === PAY_OUT).map((call) => call.query.get('key'))).toEqual([
      stub.issued[0],
      stub.issued[1],
    ]);
    expect(stub.count(AUTH)).toBe(2);
  });

  it.each([
    [
      { status: 403, body: LICENCE },
      { kind: 'unavailable', reason: 'session-limit', status: 403 },
    ],
    [
      { status: 403, body: BLOCKED },
      { kind: 'unavailable', reason: 'module-blocked', status: 403 },
    ],
    [{ status: 403, body: 'Permission denied' }, { kind: 'auth' }],
    [{ status: 401, body: 'Unauthorized' }, { kind: 'auth' }],
    [
      { status: 200, body: '<html><body>proxy</body></html>' },
      { kind: 'unavailable', reason: 'server-error' },
    ],
  ])('tells sign-in refusals apart: %j → %j, not repeated', async (answer, expected) => {
    stub.auth = answer;
    const error = await failure(
      connect().listDocuments({ from: '2026-08-01', to: '2026-08-31', direction: 'incoming' }),
    );
    expect(error).toMatchObject({ ...expected, operation: 'authenticate' });
    const retried = expected.kind === 'unavailable' && !('status' in expected);
    expect(stub.count(AUTH)).toBe(retried ? 3 : 1);
  });

  it('reads a missing right on a call as an auth failure of that call', async () => {
    stub.routes.set('/resto/api/v2/reports/balance/counteragents', () => ({ status: 403, body: 'Permission denied' }));
    expect(await failure(connect().supplierBalances([SUPPLIER]))).toMatchObject({
      kind: 'auth',
      operation: 'supplierBalances',
    });
  });

  it('keeps the shared session open on close; the process logs out what it signed in when it shuts down', async () => {
    const sessions = new ProcessErpSessionStore();
    const connector = connect({ sessions });
    await connector.listSuppliers();
    await connector.close();
    expect(stub.loggedOut).toEqual([]);
    await expect(connector.listSuppliers()).rejects.toThrow('closed');
    // Another connector of the process goes on with the same session.
    await connect({ sessions }).listSuppliers();
    expect(stub.count(AUTH)).toBe(1);
    await sessions.logoutOwn();
    expect(stub.loggedOut).toEqual([stub.issued[0]]);
    expect(stub.seen[stub.seen.length - 1]).toMatchObject({ method: 'POST', path: '/resto/api/logout' });
    await connect({ sessions }).listSuppliers();
    expect(stub.count(AUTH)).toBe(2);
  });

  it('rotates credentials by logging out, proving the new ones and adopting them; refused ones change nothing', async () => {
    const connector = connect();
    await connector.listSuppliers();
    const rejected = await failure(connector.rotateCredentials({ login: 'admin', password: 'wrong' }));
    expect(rejected).toMatchObject({ kind: 'auth', operation: 'authenticate' });
    expect(stub.loggedOut).toEqual([stub.issued[0]]);
    await connector.listSuppliers();
    expect(stub.issued).toHaveLength(2);
    await connector.rotateCredentials({ login: 'admin', password: PASSWORD });
    expect(stub.loggedOut).toEqual([stub.issued[0], stub.issued[1]]);
    await connector.listSuppliers();
    expect(stub.issued).toHaveLength(3);
  });
});

describe('IikoServerConnector calls', () => {
  it('reads one export per calendar month, never a longer range', async () => {
    const documents = await connect().listDocuments({ from: '2026-07-15', to: '2026-09-02', direction: 'incoming' });
    const exports = stub.seen.filter((call) => call.path.endsWith('incomingInvoice'));
    expect(exports.map((call) => [call.query.get('from'), call.query.get('to')])).toEqual([
      ['2026-07-15', '2026-07-31'],
      ['2026-08-01', '2026-08-31'],
      ['2026-09-01', '2026-09-02'],
    ]);
    // The stub answers the same documents every month: each is listed once.
    expect(documents.map((document) => document.number)).toEqual(['2452', '2453', '2454', '2455']);
    expect(await connect().listDocuments({ from: '2026-09-02', to: '2026-09-01', direction: 'outgoing' })).toEqual([]);
  });

  it('offers the pay-out types that can pay a supplier and their chief accounts', async () => {
    const connector = connect();
    expect((await connector.listCashFlowArticles()).map((article) => [article.id, article.accountId])).toEqual([
      [CASH_TYPE, CASH],
      ['1dbde325-d391-4069-b0cd-39e36ef1d032', '11111111-0000-4000-8000-000000000002'],
    ]);
    expect((await connector.listAccounts()).map((account) => account.code)).toEqual(['1.10', '1.20']);
    expect((await connector.listSuppliers()).revision).toBe(0);
  });

  it('writes the documented pay-out with the exact sum on the store’s department and the key in the comment', async () => {
    const applied = await connect().writePayment(payment(), 'key-1');
    const [call] = stub.seen.filter((seen) => seen.path === PAY_OUT);
    expect(call.contentType).toBe('application/json;charset=UTF-8');
    expect(call.body).toContain('"departmentSumMap":{"06d7ec0c-8fee-f341-015f-b58127ff000d":15400.02}');
    expect(JSON.parse(call.body)).toEqual({
      payOutTypeId: CASH_TYPE,
      payOutDate: '2026-03-01',
      counteragent: SUPPLIER,
      departmentSumMap: { '06d7ec0c-8fee-f341-015f-b58127ff000d': 15400.02 },
      comment: 'Оплата по накладным 2452, 2453 [key-1]',
    });
    expect(applied).toMatchObject({
      id: 'iiko:key-1',
      idempotencyKey: 'key-1',
      totalAmount: 1_540_002,
      supplierId: SUPPLIER,
    });
  });

  it.each([
    [{ storeCode: 'NO-SUCH' }, 'store_not_found'],
    [{ storeCode: null }, 'store_code_missing'],
    [{ storeCode: 'ORPHAN' }, 'store_without_department'],
    [{ accountId: '11111111-0000-4000-8000-000000000002' }, 'account_not_chief_account'],
    [{ cashFlowArticleId: '2ecef436-e4a2-417a-81de-4af47f0e1143' }, 'payout_type_not_offered'],
    [{ currency: 'EUR' }, 'currency_mismatch'],
    [{ items: [{ documentId: 'd', amount: 0 }] }, 'amount_invalid'],
    [{ date: '2026-02-30' }, 'date_invalid'],
  ])('refuses %j before sending anything (%s)', async (overrides, code) => {
    const error = await failure(connect().writePayment(payment(overrides), 'key-refused'));
    expect(error).toMatchObject({ kind: 'rejected', code, operation: 'writePayment' });
    expect(stub.count(PAY_OUT)).toBe(0);
  });

  it.each([
    [
      { status: 200, body: fixture('pay-out-error.json'), type: 'application/json' },
      { kind: 'rejected', code: 'ACCOUNT_NOT_SPECIFIED' },
    ],
    [
      { status: 409, body: 'Expected PAYOUT transaction type, but was: PAYIN' },
      { kind: 'rejected', status: 409 },
    ],
    [{ status: 500, body: 'java.net.SocketException: Connection reset' }, { kind: 'outcome-unknown' }],
    [{ status: 503, body: 'Service Unavailable' }, { kind: 'outcome-unknown' }],
    [{ status: 200, body: '{"result":"MAYBE"}', type: 'application/json' }, { kind: 'outcome-unknown' }],
    ['drop' as const, { kind: 'outcome-unknown' }],
    ['hang' as const, { kind: 'outcome-unknown' }],
  ])('reads the pay-out answer %j as %j and never sends it again', async (answer, expected) => {
    stub.routes.set(PAY_OUT, () => answer);
    expect(await failure(connect().writePayment(payment(), 'key-once'))).toMatchObject({
      ...expected,
      operation: 'writePayment',
    });
    expect(stub.count(PAY_OUT)).toBe(1);
  });

  it('retries reads after a server error, each retry outside the gate', async () => {
    let failures = 2;
    stub.routes.set('/resto/api/suppliers', () =>
      failures-- > 0 ? { status: 500, body: 'product == null' } : { status: 200, body: fixture('suppliers.xml') },
    );
    expect((await connect().listSuppliers()).suppliers).toHaveLength(2);
    expect(stub.count('/resto/api/suppliers')).toBe(3);
  });

  it('reads a pay-out back by key from the TRANSACTIONS report around the write date', async () => {
    const connector = connect();
    const found = await connector.readbackPayments({
      idempotencyKey: 'key-a',
      date: '2026-03-01',
      supplierId: SUPPLIER,
      totalAmount: 1_540_002,
    });
    expect(found).toEqual([
      {
        id: 'iiko:key-a',
        idempotencyKey: 'key-a',
        date: '2026-03-01',
        accountId: CASH,
        cashFlowArticleId: '',
        supplierId: SUPPLIER,
        currency: 'RUB',
        comment: 'Оплата по накладным 2452, 2453 [key-a]',
        items: [],
        totalAmount: 1_540_002,
        appliedAt: '2026-03-01T00:00:00.000Z',
      },
    ]);
    const [report] = stub.seen.filter((call) => call.path === '/resto/api/v2/reports/olap');
    expect(JSON.parse(report.body).filters['DateTime.DateTyped']).toMatchObject({
      from: '2026-02-28',
      to: '2026-03-02',
    });
    expect(await connector.readbackPayments({ idempotencyKey: 'key-none', date: '2026-03-01' })).toEqual([]);
    expect(await failure(connector.readbackPayments({ documentId: 'x' }))).toMatchObject({ kind: 'not-supported' });
    expect(await failure(connector.readbackPayments({ idempotencyKey: 'key-a' }))).toMatchObject({
      kind: 'not-supported',
    });
  });

  it('answers what suppliers are owed on payables, exactly, from repeated account parameters', async () => {
    const warnings: unknown[] = [];
    stub.routes.set('/resto/api/v2/entities/accounts/list', () => {
      const accounts = JSON.parse(fixture('accounts.json')) as object[];
      const second = {
        id: '22222222-0000-4000-8000-000000000003',
        code: '5.02',
        name: 'Поставщики 2',
        type: 'ACCOUNTS_PAYABLE',
      };
      return { status: 200, body: JSON.stringify([...accounts, second]), type: 'application/json' };
    });
    const connector = connect({ logger: { warn: (details) => warnings.push(details) } });
    const balances = await connector.supplierBalances([
      SUPPLIER,
      '9a1c6f0e-5d35-4c0b-8b49-1d0c3a7f2e11',
      '7c4bb21a-0f14-4f69-9b65-2c6d1f1f6a01',
      'no-balance',
    ]);
    expect(balances).toEqual([
      { supplierId: SUPPLIER, payable: 1_440_030 },
      { supplierId: '9a1c6f0e-5d35-4c0b-8b49-1d0c3a7f2e11', payable: 12_312 },
      { supplierId: '7c4bb21a-0f14-4f69-9b65-2c6d1f1f6a01', payable: 1_234_567_800 },
    ]);
    expect(warnings).toEqual([{ operation: 'supplierBalances', debit: 1 }]);
    const [call] = stub.seen.filter((seen) => seen.path.endsWith('/balance/counteragents'));
    expect(call.query.getAll('account')).toEqual([
      '11111111-0000-4000-8000-000000000003',
      '22222222-0000-4000-8000-000000000003',
    ]);
    expect(call.query.get('timestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(await connector.supplierBalances([])).toEqual([]);
  });

  it('says which calls the API lacks, and counts the requests it sent', async () => {
    const connector = connect();
    for (const call of [
      connector.getUnpaidBatch(),
      connector.getUnpaidSum(),
      connector.getDocument(),
      connector.ensureServiceAccount(),
    ]) {
      expect(await failure(call)).toMatchObject({
        kind: 'not-supported',
        message: expect.stringMatching(/^iikoServer /),
      });
    }
    expect(stub.seen).toEqual([]);
    await connector.listDocuments({ from: '2026-08-01', to: '2026-09-30', direction: 'outgoing' });
    expect(connector.requestCounts()).toEqual({ authenticate: 1, listStores: 2, listDocuments: 2 });
  });
});

describe('IikoServerConnector secrets', () => {
  it('never puts the password, its hash or a token into a failure', async () => {
    const errors: unknown[] = [];
    const collect = (promise: Promise<unknown>) => promise.catch((error: unknown) => errors.push(error));
    const connector = connect();
    await connector.listSuppliers();
    stub.routes.set('/resto/api/suppliers', (call) => ({
      status: 400,
      body: `Bad request ${call.query.toString()} ${HASH}`,
    }));
    await collect(connector.listSuppliers());
    stub.routes.set(PAY_OUT, (call) => ({ status: 409, body: `Refused key=${call.query.get('key')} ${PASSWORD}` }));
    await collect(connector.writePayment(payment(), 'key-secret'));
    stub.routes.set(PAY_OUT, () => 'hang');
    await collect(connector.writePayment(payment(), 'key-secret-2'));
    await collect(connect({ password: 'wrong' }).listAccounts());
    stub.auth = { status: 403, body: `${LICENCE} ${HASH}` };
    await collect(connect({ sessions: new ProcessErpSessionStore() }).listAccounts());
    expect(errors.map((error) => (error as ErpFailure).kind)).toEqual([
      'rejected',
      'rejected',
      'outcome-unknown',
      'auth',
      'unavailable',
    ]);
    expect(inspect(connector)).not.toContain(PASSWORD);
    for (const error of errors) {
      const text = [(error as Error).message, (error as Error).stack, JSON.stringify(error), inspect(error)].join('\n');
      for (const secret of [PASSWORD, HASH, ...stub.issued]) expect(text).not.toContain(secret);
    }
  });
});
