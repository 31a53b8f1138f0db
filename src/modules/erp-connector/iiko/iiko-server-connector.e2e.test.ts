import { startErpSimulator, type ErpSimulator } from '../../../erp-simulator/erp-simulator';
import { ErpAddressPolicy } from '../erp-address-policy';
import type { ErpOperation, ErpPaymentWrite } from '../erp-connector';
import { ErpConnectorError, type ErpFailure } from '../erp-connector.errors';
import { ProcessErpSessionStore, ProcessServerGate } from '../erp-server-coordination';
import {
  createIikoServerConnector,
  type IikoServerConnector,
  type IikoServerConnectorOptions,
} from './iiko-server-connector';

/** Every operation of the IikoServer connector against the simulator's IikoServer dialect, faults included. */

const PASSWORD = 'Canary-Pa55word-e2e';
let simulator: ErpSimulator;
let gate: ProcessServerGate;
let sessions: ProcessErpSessionStore;
const connectors: IikoServerConnector[] = [];

function connect(overrides: Partial<IikoServerConnectorOptions> = {}): IikoServerConnector {
  const connector = createIikoServerConnector({
    baseUrl: simulator.baseUrl,
    login: 'admin',
    password: PASSWORD,
    currency: 'RUB',
    timeoutMs: 250,
    retries: 2,
    retryBackoffMs: 5,
    addressPolicy: new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true }),
    gate,
    sessions,
    ...overrides,
  });
  connectors.push(connector);
  return connector;
}

function control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return simulator.control<T>(method, path, body);
}

const fault = (operation: ErpOperation, mode: string, count: number, latencyMs = 0) =>
  control('POST', 'faults', { operation, mode, count, latencyMs });
const payOuts = () =>
  control<{ idempotencyKey: string; totalAmount: number; comment: string; supplierId: string | null }[]>(
    'GET',
    'payments',
  );

async function failure(promise: Promise<unknown>): Promise<ErpFailure> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ErpConnectorError)) throw new Error(`expected a connector failure, got ${String(outcome)}`);
  return outcome as ErpFailure;
}

/** The first pay-out type and its chief account the connector offers (a supplier payment from the bank account). */
async function target(connector: IikoServerConnector) {
  const [article] = await connector.listCashFlowArticles();
  return { cashFlowArticleId: article.id, accountId: article.accountId as string };
}

async function payment(connector: IikoServerConnector, overrides: Partial<ErpPaymentWrite> = {}) {
  return {
    date: '2025-02-01',
    ...(await target(connector)),
    supplierId: 'sup-dairy',
    currency: 'RUB',
    storeCode: 'MSK-01',
    items: [
      { documentId: 'inv-1001', amount: 1_000_000, documentNumber: 'INV-1001' },
      { documentId: 'inv-1002', amount: 234_56, documentNumber: 'INV-1002' },
    ],
    ...overrides,
  } satisfies ErpPaymentWrite;
}

beforeAll(async () => {
  simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', password: PASSWORD });
});

beforeEach(async () => {
  await control('POST', 'reset');
  gate = new ProcessServerGate();
  sessions = new ProcessErpSessionStore();
});

afterEach(async () => {
  await Promise.all(connectors.splice(0).map((connector) => connector.close()));
});

afterAll(async () => {
  await simulator.close();
});

describe('IikoServerConnector against the IikoServer simulator', () => {
  it('reads the server, its suppliers, stores, accounts and pay-out types', async () => {
    const connector = connect();
    expect(connector.dialect).toBe('IikoServer');
    expect(connector.capabilities).toEqual({
      unpaidState: false,
      supplierBalances: true,
      readbackVisibleAfterMs: 60_000,
    });
    expect(await connector.serverInfo()).toEqual({ version: '9.1.8032.0', edition: 'default' });
    const { suppliers, revision } = await connector.listSuppliers();
    expect(revision).toBe(0);
    expect(suppliers.map((s) => [s.id, s.taxId, s.isDeleted])).toEqual([
      ['sup-dairy', '7707049388', false],
      ['sup-vegetables', '5001007329', false],
      ['sup-meat', '7842010010', false],
      ['sup-former', '5406012341', true],
    ]);
    const stores = await connector.listStores();
    const byCode = new Map(stores.map((store) => [store.code, store.departmentId]));
    expect(byCode.get('MSK-01')).toBe('d54ccdc4-4672-461e-948c-9a5983683d33');
    // SPB-01 hangs under a kitchen: its department is found further up.
    expect(byCode.get('SPB-01')).toBe('d6e945bb-feb1-4ff3-ae50-b4203ec7a6e0');
    expect(stores.some((store) => store.code === null)).toBe(true);
    const articles = await connector.listCashFlowArticles();
    const accounts = await connector.listAccounts();
    expect(articles.length).toBeGreaterThan(0);
    expect(new Set(articles.map((article) => article.accountId))).toEqual(new Set(accounts.map((a) => a.id)));
    for (const article of articles) expect(article.name).toMatch(/ → /);
  });

  it('lists documents one calendar month per export (the simulator refuses longer ranges)', async () => {
    const connector = connect();
    const incoming = await connector.listDocuments({ from: '2024-12-15', to: '2025-02-10', direction: 'incoming' });
    expect(incoming.map((d) => [d.id, d.isProcessed, d.isDeleted, d.storeCode])).toEqual([
      ['inv-1001', true, false, 'MSK-01'],
      ['inv-1002', true, false, 'MSK-01'],
      ['inv-1003', false, false, 'SPB-01'],
      ['inv-1004', false, true, 'MSK-01'],
      ['inv-1005', true, false, 'spb-01'],
      ['inv-1006', true, false, 'NO-SUCH-STORE'],
    ]);
    expect(incoming[1]).toMatchObject({
      amount: 830_050,
      paidAmount: 0,
      paymentStatus: 'Unpaid',
      unpayableReason: null,
    });
    const { documentExports } = await control<{ documentExports: { from: string; to: string }[] }>('GET', 'requests');
    expect(documentExports.map(({ from, to }) => [from, to])).toEqual([
      ['2024-12-15', '2024-12-31'],
      ['2025-01-01', '2025-01-31'],
      ['2025-02-01', '2025-02-10'],
    ]);
    const outgoing = await connector.listDocuments({ from: '2025-01-01', to: '2025-01-31', direction: 'outgoing' });
    expect(outgoing.map((d) => [d.id, d.documentType, d.supplierId, d.amount])).toEqual([
      ['out-2001', 'OutgoingInvoice', 'sup-dairy', 50_000],
      ['out-2002', 'OutgoingInvoice', 'sup-meat', 120_000],
    ]);
  });

  it('marks a document whose line sums go beyond kopecks as not payable, never rounding it', async () => {
    await control('POST', 'line-sums', { documentId: 'inv-1001', sums: ['12499.995000000', '0.005000000'] });
    const [document] = await connect().listDocuments({ from: '2025-01-10', to: '2025-01-10', direction: 'incoming' });
    expect(document).toMatchObject({ id: 'inv-1001', amount: 0, unpayableReason: 'amount_not_exact' });
  });

  it('writes a pay-out, reads it back by key, and sees it in the supplier’s balance', async () => {
    const connector = connect();
    const [before] = await connector.supplierBalances(['sup-dairy']);
    expect(before).toEqual({ supplierId: 'sup-dairy', payable: 1_730_050 });
    const written = await connector.writePayment(await payment(connector), 'key-e2e-1');
    expect(written).toMatchObject({ id: 'iiko:key-e2e-1', totalAmount: 1_023_456 });
    expect(await payOuts()).toEqual([
      expect.objectContaining({
        idempotencyKey: 'key-e2e-1',
        totalAmount: 1_023_456,
        comment: 'Оплата по накладным INV-1001, INV-1002 [key-e2e-1]',
      }),
    ]);
    const hints = { date: '2025-02-01', supplierId: 'sup-dairy', totalAmount: 1_023_456 };
    expect(await connector.readbackPayments({ idempotencyKey: 'key-e2e-1', ...hints })).toEqual([
      expect.objectContaining({ id: 'iiko:key-e2e-1', supplierId: 'sup-dairy', totalAmount: 1_023_456 }),
    ]);
    expect(await connector.readbackPayments({ idempotencyKey: 'key-other', ...hints })).toEqual([]);
    expect(await connector.supplierBalances(['sup-dairy', 'sup-vegetables'])).toEqual([
      { supplierId: 'sup-dairy', payable: 1_730_050 - 1_023_456 },
    ]);
  });

  it('does not deduplicate: the same key written twice is two pay-outs, and the readback says so', async () => {
    const connector = connect();
    const write = await payment(connector, { items: [{ documentId: 'inv-1001', amount: 5_000 }] });
    await connector.writePayment(write, 'key-twice');
    await connector.writePayment(write, 'key-twice');
    const found = await connector.readbackPayments({
      idempotencyKey: 'key-twice',
      date: write.date,
      totalAmount: 5_000,
    });
    expect(found.map((p) => [p.id, p.totalAmount])).toEqual([
      ['iiko:key-twice', 5_000],
      ['iiko:key-twice:2', 5_000],
    ]);
  });

  it('refuses a payment it cannot book before sending anything', async () => {
    const connector = connect();
    const { accountId } = await target(connector);
    const otherAccount = (await connector.listAccounts()).find((account) => account.id !== accountId)!.id;
    const cases: [Partial<ErpPaymentWrite>, string][] = [
      [{ storeCode: 'NOWHERE' }, 'store_not_found'],
      [{ accountId: otherAccount }, 'account_not_chief_account'],
      [{ cashFlowArticleId: '420b851e-1136-4b7c-985e-76d2d63dd2c7' }, 'payout_type_not_offered'],
    ];
    for (const [overrides, code] of cases) {
      expect(await failure(connector.writePayment(await payment(connector, overrides), 'key-no'))).toMatchObject({
        kind: 'rejected',
        code,
      });
    }
    expect(simulator.state.calls.writePayment).toBe(0);
  });

  it('books a pay-out without documents to its counterparty, reads it back, refuses a pay-in or none unsent', async () => {
    const connector = connect();
    const direct = {
      date: '2025-02-01',
      direction: 'PayOut' as const,
      ...(await target(connector)),
      amount: 150_000,
      currency: 'RUB',
      counterpartyId: 'sup-dairy',
      storeCode: 'MSK-01',
      comment: '[key-direct]',
    };
    for (const [overrides, kind, code] of [
      [{ direction: 'PayIn' as const }, 'not-supported', undefined],
      [{ counterpartyId: null }, 'rejected', 'counterparty_missing'],
      [{ amount: 0 }, 'rejected', 'amount_invalid'],
      [{ storeCode: 'NOWHERE' }, 'rejected', 'store_not_found'],
    ] as const) {
      expect(await failure(connector.writeDirectPayment({ ...direct, ...overrides }, 'key-direct'))).toMatchObject({
        kind,
        operation: 'writeDirectPayment',
        ...(code ? { code } : {}),
      });
    }
    expect(simulator.state.calls.writePayment ?? 0).toBe(0);
    const written = await connector.writeDirectPayment(direct, 'key-direct');
    expect(written).toMatchObject({ direction: 'PayOut', supplierId: 'sup-dairy', totalAmount: 150_000, items: [] });
    expect(await payOuts()).toEqual([
      expect.objectContaining({ idempotencyKey: 'key-direct', totalAmount: 150_000, supplierId: 'sup-dairy' }),
    ]);
    expect((await payOuts())[0].comment).toBe('Оплата без документов [key-direct]');
    const hints = { date: '2025-02-01', supplierId: 'sup-dairy', totalAmount: 150_000 };
    expect(await connector.readbackPayments({ idempotencyKey: 'key-direct', ...hints })).toEqual([
      expect.objectContaining({ id: 'iiko:key-direct', supplierId: 'sup-dairy', totalAmount: 150_000 }),
    ]);
  });

  it('waits out the report lag: an empty readback proves nothing before readbackVisibleAfterMs', async () => {
    await control('POST', 'olap', { lagMs: 300 });
    const connector = connect({ readbackVisibleAfterMs: 300 });
    expect(connector.capabilities.readbackVisibleAfterMs).toBe(300);
    const write = await payment(connector);
    await connector.writePayment(write, 'key-lag');
    const query = { idempotencyKey: 'key-lag', date: write.date, totalAmount: 1_023_456 };
    expect(await connector.readbackPayments(query)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await connector.readbackPayments(query)).toHaveLength(1);
  });
});

describe('IikoServerConnector faults against the simulator', () => {
  it('after a pay-out timed out once booked, the outcome is unknown and the readback finds it', async () => {
    const connector = connect();
    const write = await payment(connector);
    await fault('writePayment', 'timeout-after-commit', 1);
    expect(await failure(connector.writePayment(write, 'key-commit'))).toMatchObject({ kind: 'outcome-unknown' });
    expect(simulator.state.calls.writePayment).toBe(1);
    const found = await connector.readbackPayments({ idempotencyKey: 'key-commit', date: write.date });
    expect(found).toEqual([expect.objectContaining({ totalAmount: 1_023_456 })]);
  });

  it.each(['error', 'unavailable'])('a pay-out answered 5xx (%s) is an unknown outcome, never resent', async (mode) => {
    const connector = connect();
    const write = await payment(connector);
    await fault('writePayment', mode, 1);
    expect(await failure(connector.writePayment(write, 'key-5xx'))).toMatchObject({ kind: 'outcome-unknown' });
    expect(simulator.state.calls.writePayment).toBe(1);
    // Here the server failed before booking: the readback proves the pay-out absent.
    expect(await connector.readbackPayments({ idempotencyKey: 'key-5xx', date: write.date })).toEqual([]);
    expect(await payOuts()).toEqual([]);
  });

  it('fails a write timeout-before-send when no session could be opened in time', async () => {
    const connector = connect();
    const write = await payment(connector);
    await connector.close();
    const fresh = connect({ sessions: new ProcessErpSessionStore() });
    // Every sign-in the reads before the pay-out retry is slow: the pay-out is never sent.
    await fault('authenticate', 'latency', 3, 400);
    expect(await failure(fresh.writePayment(write, 'key-no-session'))).toMatchObject({
      kind: 'timeout-before-send',
      operation: 'authenticate',
    });
    expect(simulator.state.calls.writePayment).toBe(0);
  });

  it.each<[ErpOperation, () => Promise<unknown>]>([
    ['listSuppliers', () => connect().listSuppliers()],
    ['listDocuments', () => connect().listDocuments({ from: '2025-01-01', to: '2025-01-31', direction: 'incoming' })],
    ['readbackPayment', () => connect().readbackPayments({ idempotencyKey: 'k', date: '2025-02-01' })],
    ['supplierBalances', () => connect().supplierBalances(['sup-dairy'])],
    ['listStores', () => connect().listStores()],
    ['serverInfo', () => connect().serverInfo()],
  ])('retries %s after server errors and slow answers', async (operation, read) => {
    await fault(operation, 'error', 1);
    await read();
    await fault(operation, 'latency', 2, 400);
    await read();
    await fault(operation, 'unavailable', 3);
    expect(await failure(read())).toMatchObject({ kind: 'unavailable', status: 503, operation });
  });

  it('tells a full licence from a blocked module, and frees its slot at the process shutdown', async () => {
    await control('POST', 'sessions', { limit: 1 });
    const first = connect();
    await first.listSuppliers();
    expect(await failure(connect({ sessions: new ProcessErpSessionStore() }).listSuppliers())).toMatchObject({
      kind: 'unavailable',
      reason: 'session-limit',
    });
    // Connectors sharing the session store share the one slot.
    await connect().listAccounts();
    await first.close();
    // The session outlives the connector: the process gives it back when it shuts down.
    expect(await control('GET', 'sessions')).toMatchObject({ open: 1 });
    await sessions.logoutOwn();
    expect(await control('GET', 'sessions')).toMatchObject({ open: 0 });
    await control('POST', 'sessions', { moduleBlocked: true });
    expect(await failure(connect({ sessions: new ProcessErpSessionStore() }).serverInfo())).toMatchObject({
      kind: 'unavailable',
      reason: 'module-blocked',
    });
  });

  it('signs in again once after the server ended the session', async () => {
    const connector = connect();
    await connector.listSuppliers();
    await control('POST', 'sessions', { expireAll: true });
    expect((await connector.listSuppliers()).suppliers).toHaveLength(4);
    expect(simulator.state.calls.authenticate).toBe(2);
  });

  it('rotates to credentials it proves by signing in, keeping one session', async () => {
    const connector = connect();
    await connector.listSuppliers();
    expect(await failure(connector.rotateCredentials({ login: 'admin', password: 'not-it' }))).toMatchObject({
      kind: 'auth',
    });
    await connector.rotateCredentials({ login: 'admin', password: PASSWORD });
    expect(await control('GET', 'sessions')).toMatchObject({ open: 1 });
    expect((await connector.listSuppliers()).suppliers).toHaveLength(4);
  });

  it('sends one request at a time to the server from several connectors sharing a gate', async () => {
    await fault('listSuppliers', 'latency', 3, 30);
    const all = [connect(), connect(), connect()];
    await Promise.all(all.flatMap((c) => [c.listSuppliers(), c.listAccounts(), c.supplierBalances(['sup-meat'])]));
    expect(await control('GET', 'requests')).toMatchObject({ maxInFlight: 1 });
    expect(simulator.state.calls.authenticate).toBe(1);
  });
});
