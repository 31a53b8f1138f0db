import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_FIXTURE, loadFixture, type ErpFixture } from './demo-fixture';
import { startErpSimulator, type ErpSimulator } from './erp-simulator';
import { sha1Hex } from './simulator-state';

let simulator: ErpSimulator;

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${simulator.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  return { status: response.status, body: json ? JSON.parse(text) : text };
}

async function signIn(): Promise<string> {
  const { status, body } = await call('GET', `/resto/api/auth?login=admin&pass=${sha1Hex('simulator')}`);
  expect(status).toBe(200);
  return body as string;
}

beforeAll(async () => {
  simulator = await startErpSimulator({ port: 0 });
});

beforeEach(async () => {
  await call('POST', '/__control/reset');
});

afterAll(async () => {
  await simulator.close();
});

describe('simulator dialect', () => {
  it('signs in with the SHA-1 of the password, requires the key on data calls and logs out', async () => {
    expect(await call('GET', '/resto/api/auth?login=admin&pass=simulator')).toEqual({
      status: 401,
      body: 'Wrong login or password',
    });
    const token = await signIn();
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call('GET', '/resto/api/accounts')).status).toBe(401);
    expect((await call('GET', `/resto/api/accounts?key=${token}`)).body).toHaveLength(3);
    expect((await call('GET', `/resto/api/logout?key=${token}`)).status).toBe(200);
    expect((await call('GET', `/resto/api/accounts?key=${token}`)).status).toBe(401);
    expect(await call('GET', `/resto/api/no-such-call?key=${token}`)).toEqual({ status: 404, body: 'Not found' });
  });

  it('refuses a session beyond the licence limit with 403', async () => {
    await call('POST', '/__control/sessions', { limit: 1 });
    await signIn();
    const refused = await call('GET', `/resto/api/auth?login=admin&pass=${sha1Hex('simulator')}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatch(/License limit/);
    expect((await call('GET', '/__control/sessions')).body).toEqual({ limit: 1, open: 1 });
  });
});

describe('simulator control API', () => {
  it('creates documents with given or generated ids and patches them', async () => {
    const created = await call('POST', '/__control/documents', { supplierId: 'sup-meat', amount: 12_345 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      supplierId: 'sup-meat',
      amount: 12_345,
      direction: 'incoming',
      documentType: 'IncomingInvoice',
      currency: 'RUB',
      isProcessed: true,
      isDeleted: false,
      paidAmount: 0,
      paymentStatus: 'Unpaid',
    });
    const { id, revision } = created.body as { id: string; revision: number };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const given = { id: 'out-9', direction: 'outgoing', amount: 100, storeCode: 'MSK-01', date: '2025-03-01' };
    expect((await call('POST', '/__control/documents', given)).body).toMatchObject({ ...given, number: 'SIM-10' });
    expect((await call('POST', '/__control/documents', given)).status).toBe(409);
    expect((await call('POST', '/__control/documents', { amount: 1.5 })).status).toBe(400);

    const patched = await call('PATCH', `/__control/documents/${id}`, { isDeleted: true, paidAmount: 12_345 });
    expect(patched.body).toMatchObject({ id, isDeleted: true, paymentStatus: 'Paid', revision: revision + 2 });
    expect((await call('PATCH', '/__control/documents/nope', { isDeleted: true })).status).toBe(404);
  });

  it('validates faults and spends them call by call', async () => {
    expect((await call('POST', '/__control/faults', { operation: 'dropTables', mode: 'error' })).status).toBe(400);
    expect((await call('POST', '/__control/faults', { operation: 'listAccounts', mode: 'flaky' })).status).toBe(400);
    await call('POST', '/__control/faults', { operation: 'listAccounts', mode: 'error', count: 1 });
    const token = await signIn();
    expect((await call('GET', `/resto/api/accounts?key=${token}`)).status).toBe(500);
    expect((await call('GET', `/resto/api/accounts?key=${token}`)).status).toBe(200);
    expect(simulator.state.calls.listAccounts).toBe(2);
  });

  it('resets to the start data', async () => {
    await call('POST', '/__control/documents', { id: 'tmp-1', amount: 1 });
    await call('PATCH', '/__control/documents/inv-1001', { isProcessed: false });
    await call('POST', '/__control/capabilities', { unpaidBatch: false });
    await call('POST', '/__control/reset');
    expect(simulator.state.documents.has('tmp-1')).toBe(false);
    expect(simulator.state.documents.get('inv-1001')?.isProcessed).toBe(true);
    expect(simulator.state.capabilities).toEqual({ unpaidBatch: true });
    expect(simulator.state.documents.size).toBe(DEMO_FIXTURE.documents.length);
  });
});

describe('simulator fixture', () => {
  it('serves a fixture file instead of the demo data', async () => {
    const fixture: ErpFixture = {
      serverInfo: { version: '8.0.1', edition: 'Chain' },
      accounts: [{ id: 'a', code: '51', name: 'Bank' }],
      cashFlowArticles: [],
      suppliers: [{ id: 's', name: 'Supplier', taxId: '7707049388' }],
      documents: [{ ...DEMO_FIXTURE.documents[0], supplierId: 's' }],
    };
    const path = join(mkdtempSync(join(tmpdir(), 'erp-fixture-')), 'fixture.json');
    writeFileSync(path, JSON.stringify(fixture));
    const custom = await startErpSimulator({ port: 0, fixture: loadFixture(path) });
    try {
      expect(custom.state.serverInfo).toEqual({ version: '8.0.1', edition: 'Chain' });
      expect([...custom.state.documents.keys()]).toEqual(['inv-1001']);
      // Expense accounts and articles are optional: a fixture without them serves its payment ones alone.
      expect(custom.state.accounts.map((a) => a.id)).toEqual(['a']);
    } finally {
      await custom.close();
    }
  });
});

describe('simulator payments with a write-off', () => {
  const writeOffTarget = { accountId: 'acc-other-expenses', cashFlowArticleId: 'cfa-bank-fees' };
  let token: string;
  const pay = async (body: Record<string, unknown>) => call('POST', `/resto/api/payments?key=${token}`, body);
  const readback = async (query: string) =>
    (await call('GET', `/resto/api/payments?key=${token}&${query}`)).body as { items: unknown[] };
  const payment = (more: Record<string, unknown> = {}) => ({
    idempotencyKey: 'key-1',
    date: '2025-02-01',
    accountId: 'acc-bank-1',
    cashFlowArticleId: 'cfa-supplier-payments',
    supplierId: 'sup-dairy',
    currency: 'RUB',
    items: [
      { documentId: 'inv-1001', amount: 1_249_950 },
      { documentId: 'inv-1002', amount: 100_000 },
    ],
    ...more,
  });

  beforeEach(async () => {
    token = await signIn();
  });

  it('books the write-off with the payment: the document ends paid, readback by key and by document shows it', async () => {
    const writeOff = {
      ...writeOffTarget,
      items: [{ documentId: 'inv-1001', amount: 50, documentNumber: 'INV-1001' }],
    };
    const written = await pay(payment({ writeOff }));
    expect(written.status).toBe(201);
    const booked = {
      ...writeOffTarget,
      items: [{ documentId: 'inv-1001', amount: 50 }],
    };
    expect(written.body).toMatchObject({ idempotencyKey: 'key-1', totalAmount: 1_349_950, writeOff: booked });
    expect(simulator.state.getDocument('inv-1001')).toMatchObject({ paidAmount: 1_250_000, paymentStatus: 'Paid' });
    expect(simulator.state.getDocument('inv-1002')).toMatchObject({ paidAmount: 400_000 });

    expect(await readback('idempotencyKey=key-1')).toEqual({ items: [written.body] });
    expect(await readback('documentId=inv-1001')).toEqual({ items: [written.body] });
    expect(await readback('documentId=inv-1002')).toEqual({ items: [written.body] });
    expect((await call('GET', '/__control/payments')).body).toEqual([written.body]);
  });

  it('refuses a write-off that does not fit its payment and books nothing', async () => {
    const revisions = [...simulator.state.documents.values()].map((d) => d.revision);
    const writeOff = (more: Record<string, unknown>) => ({
      writeOff: { ...writeOffTarget, items: [{ documentId: 'inv-1001', amount: 50 }], ...more },
    });
    const refusals = [
      [writeOff({ accountId: 'acc-none' }), 422, 'unknown_account'],
      [writeOff({ cashFlowArticleId: 'cfa-none' }), 422, 'unknown_cash_flow_article'],
      [writeOff({ accountId: '' }), 400, 'invalid_request'],
      [writeOff({ items: [] }), 400, 'invalid_request'],
      [writeOff({ items: [{ documentId: 'inv-1005', amount: 50 }] }), 400, 'invalid_request'],
      [writeOff({ items: [{ documentId: 'no-such-document', amount: 50 }] }), 400, 'invalid_request'],
      [
        writeOff({
          items: [
            { documentId: 'inv-1001', amount: 20 },
            { documentId: 'inv-1001', amount: 30 },
          ],
        }),
        400,
        'invalid_request',
      ],
      [writeOff({ items: [{ documentId: 'inv-1001', amount: 0 }] }), 400, 'invalid_request'],
      [writeOff({ items: [{ documentId: 'inv-1001', amount: 0.5 }] }), 400, 'invalid_request'],
      [writeOff({ items: [{ documentId: 'inv-1001', amount: 51 }] }), 422, 'amount_exceeds_unpaid'],
      [{ writeOff: 'bank fees' }, 400, 'invalid_request'],
    ] as const;
    for (const [more, status, error] of refusals) {
      const refused = await pay(payment(more));
      expect({ more, status: refused.status, error: (refused.body as { error: string }).error }).toEqual({
        more,
        status,
        error,
      });
    }
    expect(simulator.state.payments).toEqual([]);
    expect([...simulator.state.documents.values()].map((d) => d.revision)).toEqual(revisions);
    expect(simulator.state.getDocument('inv-1001')).toMatchObject({ paidAmount: 0 });
  });

  it('keeps a payment without a write-off as it was: no writeOff member, paid by its items only', async () => {
    const plain = await pay(payment({ writeOff: null }));
    expect(plain.status).toBe(201);
    expect(plain.body).not.toHaveProperty('writeOff');
    const absent = await pay({ ...payment(), idempotencyKey: 'key-2', items: [{ documentId: 'inv-1002', amount: 1 }] });
    expect(Object.keys(absent.body as object)).toEqual(Object.keys(plain.body as object));
    expect(simulator.state.getDocument('inv-1001')).toMatchObject({
      paidAmount: 1_249_950,
      paymentStatus: 'PartiallyPaid',
    });
    expect(simulator.state.getDocument('inv-1002')).toMatchObject({ paidAmount: 400_001 });
  });

  it('counts a write with a write-off as one writePayment for fault injection', async () => {
    const writeOff = { ...writeOffTarget, items: [{ documentId: 'inv-1001', amount: 50 }] };
    await call('POST', '/__control/faults', { operation: 'writePayment', mode: 'error', count: 1 });
    expect((await pay(payment({ writeOff }))).status).toBe(500);
    expect(simulator.state.payments).toEqual([]);
    expect((await pay(payment({ writeOff }))).status).toBe(201);
    expect(simulator.state.calls.writePayment).toBe(2);
    expect(simulator.state.getDocument('inv-1001').paymentStatus).toBe('Paid');
  });
});
