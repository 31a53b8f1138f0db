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
    expect((await call('GET', `/resto/api/accounts?key=${token}`)).body).toHaveLength(2);
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
    } finally {
      await custom.close();
    }
  });
});
