import type { ErpOperation } from '../../modules/erp-connector/erp-connector';
import { startErpSimulator, type ErpSimulator } from '../erp-simulator';
import { sha1Hex } from '../simulator-state';
import { IIKO_DEMO_IDS } from './iiko-demo';
import {
  BALANCE,
  IikoTestClient,
  OLAP,
  PAY_OUT,
  startIiko,
  transactionsReport,
  type Reply,
  type RequestOptions,
} from './iiko-test-client';

let simulator: ErpSimulator;
let client: IikoTestClient;
let token: string;

const MSK = IIKO_DEMO_IDS.departmentMsk;
const PAY_OUT_BODY = {
  payOutTypeId: 'cfa-supplier-payments',
  payOutDate: '2025-02-03',
  counteragent: 'sup-dairy',
  departmentSumMap: { [MSK]: 10 },
  comment: 'Оплата [recon-posting-7]',
};

/** Every endpoint of the dialect with the connector operation its faults are addressed by. */
const CALLS: [ErpOperation, string, (options?: RequestOptions) => Promise<Reply>][] = [
  [
    'authenticate',
    'auth',
    (o) => client.request('POST', `/resto/api/auth?login=admin&pass=${sha1Hex('simulator')}`, o),
  ],
  ['serverInfo', 'server info', (o) => client.request('GET', '/resto/get_server_info.jsp?encoding=UTF-8', o)],
  ['listSuppliers', 'suppliers', (o) => client.request('GET', `/resto/api/suppliers?key=${token}`, o)],
  ['listStores', 'stores', (o) => client.request('GET', `/resto/api/corporation/stores/?key=${token}`, o)],
  ['listStores', 'departments', (o) => client.request('GET', `/resto/api/corporation/departments/?key=${token}`, o)],
  [
    'listDocuments',
    'incoming',
    (o) =>
      client.request(
        'GET',
        `/resto/api/documents/export/incomingInvoice?from=2025-01-01&to=2025-01-31&key=${token}`,
        o,
      ),
  ],
  [
    'listDocuments',
    'outgoing',
    (o) =>
      client.request(
        'GET',
        `/resto/api/documents/export/outgoingInvoice?from=2025-01-01&to=2025-01-31&key=${token}`,
        o,
      ),
  ],
  ['listAccounts', 'accounts', (o) => client.request('GET', `/resto/api/v2/entities/accounts/list?key=${token}`, o)],
  [
    'listCashFlowArticles',
    'types',
    (o) => client.request('GET', `/resto/api/v2/entities/payInOutTypes/list?key=${token}`, o),
  ],
  ['writePayment', 'addPayOut', (o) => client.postJson(PAY_OUT, token, PAY_OUT_BODY, o)],
  ['readbackPayment', 'olap', (o) => client.postJson(OLAP, token, transactionsReport('2025-02-01', '2025-02-28'), o)],
  [
    'supplierBalances',
    'balances',
    (o) => client.request('GET', `${BALANCE}?timestamp=2030-01-01T00:00:00&key=${token}`, o),
  ],
];

const fault = (operation: ErpOperation, mode: string, more: Record<string, unknown> = {}) =>
  client.control('POST', 'faults', { operation, mode, count: 1, ...more });

const payOuts = async () => (await client.control<unknown[]>('GET', 'payments')).body;

beforeAll(async () => {
  ({ simulator, client } = await startIiko({ sessionLimit: 50 }));
});

beforeEach(async () => {
  await client.control('POST', 'reset');
  token = await client.signIn();
});

afterAll(async () => {
  await simulator.close();
});

describe('fault injection', () => {
  it.each(CALLS)(
    '%s (%s): error is a 500 text, unavailable a 503 text, each spent once',
    async (operation, _, call) => {
      expect((await call()).status).toBe(200);
      const before = simulator.state.calls[operation];
      await fault(operation, 'error');
      expect(await call()).toMatchObject({ status: 500, contentType: 'text/plain;charset=UTF-8' });
      await fault(operation, 'unavailable');
      expect(await call()).toMatchObject({ status: 503, contentType: 'text/plain;charset=UTF-8' });
      expect((await call()).status).toBe(200);
      expect(simulator.state.calls[operation]).toBe(before + 3);
    },
  );

  it('delays a call by latencyMs, then answers it', async () => {
    await fault('listSuppliers', 'latency', { latencyMs: 250 });
    const started = Date.now();
    expect((await client.get('/resto/api/suppliers', token)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('books the pay-out on timeout-after-commit and never answers', async () => {
    await fault('writePayment', 'timeout-after-commit');
    await expect(client.postJson(PAY_OUT, token, PAY_OUT_BODY, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(await payOuts()).toEqual([
      expect.objectContaining({ idempotencyKey: 'recon-posting-7', totalAmount: 1000 }),
    ]);
    // The readback sees it; the next write is answered (and books a second pay-out: nothing deduplicates).
    const olap = await client.postJson(OLAP, token, transactionsReport('2025-02-03', '2025-02-03'));
    expect(JSON.parse(olap.text).data).toHaveLength(2);
    expect(JSON.parse((await client.postJson(PAY_OUT, token, PAY_OUT_BODY)).text).result).toBe('SUCCESS');
    expect(await payOuts()).toHaveLength(2);
  });

  it('opens the session on timeout-after-commit of auth, holding its slot', async () => {
    await client.control('POST', 'sessions', { limit: 2 });
    await fault('authenticate', 'timeout-after-commit');
    const auth = `/resto/api/auth?login=admin&pass=${sha1Hex('simulator')}`;
    await expect(client.request('GET', auth, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await client.control('GET', 'sessions')).body).toMatchObject({ open: 2 });
    expect((await client.request('GET', auth)).status).toBe(403);
  });

  it('answers a refused write on timeout-after-commit: nothing was committed', async () => {
    await fault('writePayment', 'timeout-after-commit');
    const payIn = await client.postJson(PAY_OUT, token, { ...PAY_OUT_BODY, payOutTypeId: IIKO_DEMO_IDS.typePayIn });
    expect(payIn.status).toBe(409);
    expect(await payOuts()).toEqual([]);
  });

  it('spends no fault on a call without a session, honours count and clears with none', async () => {
    await fault('listAccounts', 'error', { count: 2 });
    expect((await client.request('GET', '/resto/api/v2/entities/accounts/list')).status).toBe(401);
    const accounts = () => client.get('/resto/api/v2/entities/accounts/list', token);
    expect((await accounts()).status).toBe(500);
    await fault('listAccounts', 'none');
    expect((await accounts()).status).toBe(200);
    await fault('listAccounts', 'error', { count: 2 });
    expect((await accounts()).status).toBe(500);
    expect((await accounts()).status).toBe(500);
    expect((await accounts()).status).toBe(200);
    expect((await client.control('POST', 'faults', { operation: 'addPayOut', mode: 'error' })).status).toBe(400);
  });

  it('cuts a write between two pay-outs: the addPayOut call after `skip` more fails as asked', async () => {
    const write = (comment: string, options?: RequestOptions) =>
      client.postJson(PAY_OUT, token, { ...PAY_OUT_BODY, comment }, options);
    const cut = (body: Record<string, unknown>) => client.control('POST', 'pay-out-fault', body);
    expect((await cut({ skip: 1, mode: 'error' })).body).toEqual({ skip: 1, mode: 'error' });
    expect(JSON.parse((await write('Оплата [k]')).text).result).toBe('SUCCESS');
    expect(await write('Списание [k:w]')).toMatchObject({ status: 500, contentType: 'text/plain;charset=UTF-8' });
    expect((await client.control('GET', 'pay-out-fault')).body).toBeNull();
    expect((await payOuts()).map((p) => (p as { idempotencyKey: string }).idempotencyKey)).toEqual(['k']);

    // A refusal books nothing; a shared fault takes its call first and leaves the pay-out fault waiting.
    await cut({ mode: 'refuse' });
    await fault('writePayment', 'unavailable');
    expect((await write('Списание [k:w]')).status).toBe(503);
    const refused = await write('Списание [k:w]');
    expect(refused).toMatchObject({ status: 409, text: 'У вас нет права изменять документы задним числом.' });
    expect(await payOuts()).toHaveLength(1);

    await cut({ skip: 0, mode: 'timeout-after-commit' });
    await expect(write('Списание [k:w]', { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(await payOuts()).toHaveLength(2);

    await cut({ mode: 'unavailable' });
    await cut({ mode: 'none' });
    expect(JSON.parse((await write('Оплата [k2]')).text).result).toBe('SUCCESS');
    expect((await cut({ mode: 'latency' })).status).toBe(400);
    expect((await cut({ mode: 'error', skip: -1 })).status).toBe(400);
    await cut({ skip: 3, mode: 'error' });
    await client.control('POST', 'reset');
    expect((await client.control('GET', 'pay-out-fault')).body).toBeNull();
  });

  it('never faults logout, which has no connector operation', async () => {
    for (const operation of ['authenticate', 'listSuppliers'] as const) await fault(operation, 'error');
    expect((await client.request('GET', `/resto/api/logout?key=${token}`)).status).toBe(200);
  });
});

describe('control API parity', () => {
  it('resets everything the dialect adds back to the start data', async () => {
    await client.postJson(PAY_OUT, token, PAY_OUT_BODY);
    await client.control('POST', 'corporation', { id: 'n1', parentId: MSK, code: 'X', name: 'X', type: 'STORE' });
    await client.control('POST', 'olap', { lagMs: 10 });
    await client.control('POST', 'sessions', { ttlMs: 10, moduleBlocked: true });
    await client.control('POST', 'line-sums', { documentId: 'inv-1001', sums: ['1.001'] });
    await client.control('POST', 'reset');
    const model = simulator.iiko!;
    expect(model.payOuts).toEqual([]);
    expect(model.corporation.has('n1')).toBe(false);
    expect([model.olapLagMs, model.sessionTtlMs, model.moduleBlocked]).toEqual([0, 3_600_000, false]);
    expect(model.lineSums.size).toBe(0);
    expect((await client.control('GET', 'requests')).body).toEqual({ counts: {}, documentExports: [], maxInFlight: 0 });
    // In-process resets reach the dialect as well.
    await client.control('POST', 'olap', { lagMs: 10 });
    simulator.state.reset();
    expect(model.olapLagMs).toBe(0);
  });

  it('serves suppliers and documents made through the control API, with the shared validation', async () => {
    expect(
      (await client.control('POST', 'suppliers', { id: 'sup-x', name: 'ООО «Икс»', taxId: '7707049388' })).status,
    ).toBe(201);
    await client.control('POST', 'suppliers', { id: 'sup-x', name: 'ООО «Икс»', taxId: null, isDeleted: true });
    const suppliers = (await client.get('/resto/api/suppliers', token)).text;
    expect(suppliers).toContain('<id>sup-x</id>');
    expect(suppliers).toMatch(/<id>sup-x<\/id>[\s\S]*?<deleted>true<\/deleted>/);
    expect((await client.control('POST', 'documents', { amount: 1.5 })).status).toBe(400);
    expect((await client.control('PATCH', 'documents/nope', { isDeleted: true })).status).toBe(404);
    const created = await client.control<{ id: string }>('POST', 'documents', {
      supplierId: 'sup-x',
      date: '2025-04-01',
      direction: 'outgoing',
      amount: 777,
    });
    const exported = await client.get(
      '/resto/api/documents/export/outgoingInvoice?from=2025-04-01&to=2025-04-01',
      token,
    );
    expect(exported.text).toContain(`<id>${created.body.id}</id>`);
    // A document without a store names none.
    expect(exported.text).not.toContain('<defaultStoreId>');
  });

  it('reports the most requests handled at once', async () => {
    await Promise.all([1, 2, 3].map(() => client.get('/resto/api/suppliers', token)));
    const { body } = await client.control<{ maxInFlight: number; counts: Record<string, number> }>('GET', 'requests');
    expect(body.counts['api/suppliers']).toBe(3);
    expect(body.maxInFlight).toBeGreaterThanOrEqual(1);
  });

  it('leaves the Reference dialect as it was', async () => {
    const reference = await startErpSimulator({ port: 0 });
    try {
      const other = new IikoTestClient(reference.baseUrl);
      expect(reference.dialect).toBe('Reference');
      expect(reference.iiko).toBeNull();
      expect((await other.request('GET', '/resto/get_server_info.jsp')).status).toBe(404);
      const token = (await other.request('GET', `/resto/api/auth?login=admin&pass=${sha1Hex('simulator')}`)).text;
      expect((await other.get('/resto/api/accounts', token)).status).toBe(200);
      expect((await other.control('GET', 'olap')).status).toBe(404);
      expect((await other.control('GET', 'payments')).body).toEqual([]);
      expect((await other.control('GET', 'sessions')).body).toEqual({ limit: 5, open: 1 });
    } finally {
      await reference.close();
    }
    await expect(startErpSimulator({ port: 0, dialect: 'Nope' as never })).rejects.toThrow(/Unknown simulator dialect/);
  });

  it('maps any fixture: without payment accounts only the write-off type has a chief account', async () => {
    const bare = await startIiko({
      fixture: {
        accounts: [],
        cashFlowArticles: [{ id: 'a1', code: 'C1', name: 'Статья' }],
        suppliers: [],
        documents: [],
      },
    });
    try {
      const withChief = bare.simulator.iiko!.payInOutTypes.filter((t) => t.chiefAccount !== null);
      expect(withChief.map((t) => [t.id, t.chiefAccount])).toEqual([
        [IIKO_DEMO_IDS.typeBankFee, IIKO_DEMO_IDS.accountBankFees],
      ]);
      expect(bare.simulator.iiko!.accounts.filter((a) => !a.deleted).map((a) => a.type)).not.toContain('CASH');
    } finally {
      await bare.simulator.close();
    }
  });
});
