import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { ErpAddressPolicy } from './erp-address-policy';
import type { ErpConnector, ErpOperation, ErpPaymentWrite } from './erp-connector';
import { ErpConnectorError, type ErpFailure } from './erp-connector.errors';
import { createHttpErpConnector, type HttpErpConnectorOptions } from './http-erp-connector';

const PASSWORD = 'Canary-Pa55word-7f3e9c';
/** The simulator listens on loopback. */
const LOOPBACK_ALLOWED = new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true });

let simulator: ErpSimulator;
const connectors: ErpConnector[] = [];

function connect(overrides: Partial<HttpErpConnectorOptions> = {}): ErpConnector {
  const connector = createHttpErpConnector({
    baseUrl: simulator.baseUrl,
    login: 'admin',
    password: PASSWORD,
    timeoutMs: 200,
    retries: 2,
    retryBackoffMs: 5,
    addressPolicy: LOOPBACK_ALLOWED,
    ...overrides,
  });
  connectors.push(connector);
  return connector;
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${simulator.baseUrl}/__control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.json();
}

function fault(operation: ErpOperation, mode: string, count: number, latencyMs = 0): Promise<unknown> {
  return control('POST', 'faults', { operation, mode, count, latencyMs });
}

async function failure(promise: Promise<unknown>): Promise<ErpFailure> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ErpConnectorError)) throw new Error(`expected a connector failure, got ${String(outcome)}`);
  return outcome as ErpFailure;
}

function calls(operation: ErpOperation): number {
  return simulator.state.calls[operation];
}

const payment = (amount: number, documentId = 'inv-1001'): ErpPaymentWrite => ({
  date: '2025-02-01',
  accountId: 'acc-bank-1',
  cashFlowArticleId: 'cfa-supplier-payments',
  supplierId: 'sup-dairy',
  currency: 'RUB',
  comment: 'Bank transaction 42',
  items: [{ documentId, amount }],
});

beforeAll(async () => {
  simulator = await startErpSimulator({ port: 0, password: PASSWORD });
});

beforeEach(async () => {
  await control('POST', 'reset');
});

afterEach(async () => {
  await Promise.all(connectors.splice(0).map((connector) => connector.close()));
});

afterAll(async () => {
  await simulator.close();
});

describe('HttpErpConnector operations against the simulator', () => {
  it('reads the server info, payment accounts and cash-flow articles', async () => {
    const connector = connect();
    expect(await connector.serverInfo()).toEqual({ version: '9.1.8032.0', edition: 'Simulator' });
    expect((await connector.listAccounts()).map((a) => a.id)).toEqual([
      'acc-bank-1',
      'acc-cash-1',
      'acc-other-expenses',
    ]);
    expect(await connector.listCashFlowArticles()).toEqual([
      { id: 'cfa-supplier-payments', code: 'CF-01', name: 'Оплата поставщикам' },
      { id: 'cfa-supplier-refunds', code: 'CF-02', name: 'Возвраты от поставщиков' },
      { id: 'cfa-bank-fees', code: 'CF-07', name: 'Банковские комиссии' },
    ]);
    // One session served every call.
    expect(calls('authenticate')).toBe(1);
  });

  it('reads suppliers fully, then only those changed after a revision', async () => {
    const connector = connect();
    const full = await connector.listSuppliers();
    expect(full.suppliers.map((s) => [s.id, s.taxId, s.isDeleted])).toEqual([
      ['sup-dairy', '7707049388', false],
      ['sup-vegetables', '5001007329', false],
      ['sup-meat', '7842010010', false],
      ['sup-former', '5406012341', true],
    ]);
    expect(full.revision).toBeGreaterThanOrEqual(4);

    await control('POST', 'suppliers', { id: 'sup-fish', name: 'ООО «Рыбный ряд»', taxId: '6630011228' });
    await control('POST', 'suppliers', { id: 'sup-meat', name: 'АО «Мясной двор и К»', taxId: '7842010010' });
    const changed = await connector.listSuppliers({ revisionFrom: full.revision });
    expect(changed.suppliers.map((s) => [s.id, s.name])).toEqual([
      ['sup-meat', 'АО «Мясной двор и К»'],
      ['sup-fish', 'ООО «Рыбный ряд»'],
    ]);
    expect(changed.revision).toBe(full.revision + 2);
    expect(await connector.listSuppliers({ revisionFrom: changed.revision })).toEqual({
      suppliers: [],
      revision: changed.revision,
    });
  });

  it('lists documents by direction and inclusive date range, deleted and unprocessed ones included', async () => {
    const connector = connect();
    const incoming = await connector.listDocuments({ from: '2025-01-15', to: '2025-01-20', direction: 'incoming' });
    expect(incoming.map((d) => [d.id, d.isProcessed, d.isDeleted, d.paymentStatus])).toEqual([
      ['inv-1002', true, false, 'PartiallyPaid'],
      ['inv-1004', true, true, 'Unpaid'],
      ['inv-1005', true, false, 'Unpaid'],
    ]);
    expect(incoming[0]).toMatchObject({
      number: 'INV-1002',
      date: '2025-01-15',
      supplierId: 'sup-dairy',
      storeCode: 'MSK-01',
      direction: 'incoming',
      documentType: 'IncomingInvoice',
      amount: 830_050,
      currency: 'RUB',
      paidAmount: 300_000,
    });
    const outgoing = await connector.listDocuments({ from: '2025-01-01', to: '2025-01-31', direction: 'outgoing' });
    expect(outgoing.map((d) => [d.id, d.documentType])).toEqual([
      ['out-2001', 'OutgoingInvoice'],
      ['out-2002', 'OutgoingInvoice'],
    ]);
  });

  it('reads one document and its unpaid sum, null for an unknown id', async () => {
    const connector = connect();
    expect(await connector.getDocument('inv-1003')).toMatchObject({ id: 'inv-1003', isProcessed: false });
    expect(await connector.getDocument('no-such-document')).toBeNull();
    expect(await connector.getUnpaidSum('inv-1002')).toMatchObject({
      documentId: 'inv-1002',
      amount: 830_050,
      paidAmount: 300_000,
      unpaidAmount: 530_050,
      paymentStatus: 'PartiallyPaid',
    });
    expect(await connector.getUnpaidSum('no-such-document')).toBeNull();
  });

  it('reads the unpaid state of many documents in one call', async () => {
    const connector = connect();
    const states = await connector.getUnpaidBatch(['inv-1001', 'inv-1002', 'no-such-document']);
    expect(states.map((s) => [s.documentId, s.unpaidAmount, s.paymentStatus])).toEqual([
      ['inv-1001', 1_250_000, 'Unpaid'],
      ['inv-1002', 530_050, 'PartiallyPaid'],
    ]);
    expect(calls('getUnpaidBatch')).toBe(1);
  });

  it('fails not-supported, without retrying, when the server lacks the batch unpaid call', async () => {
    await control('POST', 'capabilities', { unpaidBatch: false });
    const error = await failure(connect().getUnpaidBatch(['inv-1001']));
    expect(error.kind).toBe('not-supported');
    expect(error.operation).toBe('getUnpaidBatch');
    expect(calls('getUnpaidBatch')).toBe(1);
  });

  it('writes a payment and reads it back by idempotency key and by document', async () => {
    const connector = connect();
    const first = await connector.writePayment(payment(250_000), 'key-1');
    expect(first).toMatchObject({ idempotencyKey: 'key-1', totalAmount: 250_000, supplierId: 'sup-dairy' });

    expect(await connector.readbackPayments({ idempotencyKey: 'key-1' })).toEqual([first]);
    expect(await connector.readbackPayments({ documentId: 'inv-1001' })).toEqual([first]);
    expect(await connector.readbackPayments({ idempotencyKey: 'key-unknown' })).toEqual([]);
    expect(await connector.getDocument('inv-1001')).toMatchObject({
      paidAmount: 250_000,
      paymentStatus: 'PartiallyPaid',
    });
    expect(await control('GET', 'payments')).toEqual([first]);
  });

  it('does not deduplicate: the same key written twice books two payments, as a real accounting system would', async () => {
    const connector = connect();
    const first = await connector.writePayment(payment(1_000), 'key-twice');
    const second = await connector.writePayment(payment(1_000), 'key-twice');
    expect(second.id).not.toBe(first.id);
    expect(await connector.readbackPayments({ idempotencyKey: 'key-twice' })).toEqual([first, second]);
    expect(await connector.getDocument('inv-1001')).toMatchObject({ paidAmount: 2_000 });
  });

  it('surfaces a business refusal as rejected with the server code, not retried', async () => {
    const connector = connect();
    const deleted = await failure(connector.writePayment(payment(10_000, 'inv-1004'), 'key-deleted'));
    expect(deleted).toMatchObject({ kind: 'rejected', status: 422, code: 'document_not_payable' });
    const tooMuch = await failure(connector.writePayment(payment(1_250_001), 'key-too-much'));
    expect(tooMuch).toMatchObject({ kind: 'rejected', code: 'amount_exceeds_unpaid' });
    expect(calls('writePayment')).toBe(2);
    expect(await control('GET', 'payments')).toEqual([]);
  });

  it('ensures a service account with a fresh password each time', async () => {
    const admin = connect();
    const created = await admin.ensureServiceAccount('pay-service');
    expect(created).toMatchObject({ login: 'pay-service', created: true });
    expect(created.password).toMatch(/^[0-9a-f]{24}$/);
    expect(await connect({ login: 'pay-service', password: created.password }).serverInfo()).toMatchObject({
      edition: 'Simulator',
    });

    const restored = await admin.ensureServiceAccount('pay-service');
    expect(restored.created).toBe(false);
    expect(restored.password).not.toBe(created.password);
    expect(await failure(connect({ login: 'pay-service', password: created.password }).serverInfo())).toMatchObject({
      kind: 'auth',
    });
  });

  it('rotates its own password, verifies it and keeps working on the new one', async () => {
    const service = await connect().ensureServiceAccount('pay-service');
    const connector = connect({ login: 'pay-service', password: service.password });
    await connector.serverInfo();
    const sessionsBefore = simulator.state.sessions.size;

    await connector.rotateCredentials({ login: 'pay-service', password: 'rotated-secret-1' });
    expect(simulator.state.sessions.size).toBe(sessionsBefore);
    expect(await connector.listAccounts()).toHaveLength(3);
    expect(calls('rotateCredentials')).toBe(1);
    expect(await failure(connect({ login: 'pay-service', password: service.password }).serverInfo())).toMatchObject({
      kind: 'auth',
    });
    await connect({ login: 'pay-service', password: 'rotated-secret-1' }).serverInfo();
  });

  it('signs in again once when the server drops its session, and logs out on close', async () => {
    const connector = connect();
    await connector.serverInfo();
    expect(simulator.state.sessions.size).toBe(1);
    await control('POST', 'sessions', { expireAll: true });

    expect(await connector.listAccounts()).toHaveLength(3);
    expect(calls('authenticate')).toBe(2);
    expect(calls('listAccounts')).toBe(2);

    await connector.close();
    expect(simulator.state.sessions.size).toBe(0);
  });
});

describe('HttpErpConnector failures', () => {
  it('fails auth on rejected credentials, without retrying', async () => {
    const error = await failure(connect({ password: 'wrong' }).listAccounts());
    expect(error).toMatchObject({ kind: 'auth', operation: 'authenticate' });
    expect(calls('authenticate')).toBe(1);
    expect(calls('listAccounts')).toBe(0);
  });

  it('fails unavailable (session-limit) while the licence limit of sessions is reached', async () => {
    await control('POST', 'sessions', { limit: 1 });
    const first = connect();
    await first.serverInfo();
    const error = await failure(connect().serverInfo());
    expect(error).toMatchObject({ kind: 'unavailable', reason: 'session-limit', status: 403 });
    expect(calls('authenticate')).toBe(2);

    await first.close();
    expect(await connect().serverInfo()).toMatchObject({ edition: 'Simulator' });
  });

  it('retries a slow read and fails outcome-unknown when every attempt times out', async () => {
    await fault('listDocuments', 'latency', 2, 400);
    const query = { from: '2025-01-01', to: '2025-01-31', direction: 'outgoing' } as const;
    expect(await connect().listDocuments(query)).toHaveLength(2);
    expect(calls('listDocuments')).toBe(3);

    await fault('listDocuments', 'latency', 3, 400);
    const error = await failure(connect().listDocuments(query));
    expect(error).toMatchObject({ kind: 'outcome-unknown', operation: 'listDocuments' });
    expect(calls('listDocuments')).toBe(6);
  });

  it('fails a slow write outcome-unknown without repeating it, and the write may still land', async () => {
    await fault('writePayment', 'latency', 1, 400);
    const error = await failure(connect().writePayment(payment(5_000), 'key-slow'));
    expect(error).toMatchObject({ kind: 'outcome-unknown', operation: 'writePayment' });
    expect(calls('writePayment')).toBe(1);
    // The server finishes the delayed write after the client gave up.
    const reader = connect();
    let landed = await reader.readbackPayments({ idempotencyKey: 'key-slow' });
    for (let waited = 0; landed.length === 0 && waited < 2000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      landed = await reader.readbackPayments({ idempotencyKey: 'key-slow' });
    }
    expect(landed).toEqual([expect.objectContaining({ totalAmount: 5_000 })]);
  });

  it('retries reads after a server error and never a write', async () => {
    await fault('listAccounts', 'error', 2);
    expect(await connect().listAccounts()).toHaveLength(3);
    expect(calls('listAccounts')).toBe(3);

    await fault('listAccounts', 'error', 3);
    const read = await failure(connect().listAccounts());
    expect(read).toMatchObject({ kind: 'unavailable', reason: 'server-error', status: 500 });
    expect(calls('listAccounts')).toBe(6);

    await fault('writePayment', 'error', 1);
    const write = await failure(connect().writePayment(payment(5_000), 'key-error'));
    expect(write).toMatchObject({ kind: 'unavailable', status: 500 });
    expect(calls('writePayment')).toBe(1);
    expect(await control('GET', 'payments')).toEqual([]);
  });

  it('fails unavailable on 503 after the retries and on a refused connection', async () => {
    await fault('serverInfo', 'unavailable', 5);
    expect(await failure(connect().serverInfo())).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(calls('serverInfo')).toBe(3);

    const stopped = await startErpSimulator({ port: 0 });
    await stopped.close();
    const refused = await failure(connect({ baseUrl: stopped.baseUrl }).serverInfo());
    expect(refused).toMatchObject({ kind: 'unavailable', reason: 'unreachable', operation: 'authenticate' });
  });

  it('after a timeout-after-commit write, readback finds the payment', async () => {
    await fault('writePayment', 'timeout-after-commit', 1);
    const connector = connect();
    const error = await failure(connector.writePayment(payment(400_000), 'key-commit'));
    expect(error).toMatchObject({ kind: 'outcome-unknown', operation: 'writePayment' });
    expect(calls('writePayment')).toBe(1);

    const [applied] = await connector.readbackPayments({ idempotencyKey: 'key-commit' });
    expect(applied).toMatchObject({ idempotencyKey: 'key-commit', totalAmount: 400_000 });
    expect(await control('GET', 'payments')).toEqual([applied]);
    expect(await connector.getDocument('inv-1001')).toMatchObject({ paidAmount: 400_000 });
  });

  it('fails a write timeout-before-send when no session could be opened in time', async () => {
    await fault('authenticate', 'latency', 1, 400);
    const error = await failure(connect().writePayment(payment(5_000), 'key-no-session'));
    expect(error).toMatchObject({ kind: 'timeout-before-send', operation: 'authenticate' });
    expect(calls('writePayment')).toBe(0);
  });
});

describe('HttpErpConnector outbound address policy', () => {
  const strict = new ErpAddressPolicy({ allowedHosts: [], allowLoopback: false });

  it('refuses a literal address the policy does not allow, before sending anything', async () => {
    const error = await failure(connect({ addressPolicy: strict }).serverInfo());
    expect(error).toMatchObject({ kind: 'address-not-allowed', operation: 'authenticate', retryable: false });
    const listed = new ErpAddressPolicy({ allowedHosts: ['erp.example.com'], allowLoopback: true });
    expect(await failure(connect({ addressPolicy: listed }).serverInfo())).toMatchObject({
      kind: 'address-not-allowed',
    });
    expect(calls('authenticate')).toBe(0);
  });

  it('checks every address a name resolves to when the socket connects', async () => {
    const byName = simulator.baseUrl.replace('127.0.0.1', 'localhost');
    const error = await failure(connect({ baseUrl: byName, addressPolicy: strict }).serverInfo());
    expect(error).toMatchObject({ kind: 'address-not-allowed', operation: 'authenticate' });
    expect(error.message).not.toContain('localhost');
    expect(calls('authenticate')).toBe(0);
    // The same name passes once loopback is allowed: the refusal came from the resolved address.
    expect(await connect({ baseUrl: byName }).serverInfo()).toMatchObject({ edition: 'Simulator' });
  });

  it('never follows a redirect: it is a refusal, and the target is not called', async () => {
    const redirecting = createServer((req, res) => {
      res.writeHead(302, { location: `${simulator.baseUrl}${req.url}` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = redirecting.address() as AddressInfo;
      const error = await failure(connect({ baseUrl: `http://127.0.0.1:${port}` }).serverInfo());
      expect(error).toMatchObject({ kind: 'rejected', status: 302 });
      expect(calls('authenticate')).toBe(0);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });
});

describe('HttpErpConnector send tracking', () => {
  it('fails timeout-before-send when the request body could not be flushed in time', async () => {
    // A server that hands out a token and then stops reading: a large body stays in the client's buffers.
    const server = createServer((req, res) => {
      if (req.url?.startsWith('/resto/api/auth')) res.end('token-1');
      else req.socket.pause();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const connector = connect({ baseUrl: `http://127.0.0.1:${port}` });
      const large = { ...payment(1_000), comment: 'x'.repeat(32 * 1024 * 1024) };
      const error = await failure(connector.writePayment(large, 'key-large'));
      expect(error).toMatchObject({ kind: 'timeout-before-send', operation: 'writePayment' });
      const small = await failure(connector.writePayment(payment(1_000), 'key-small'));
      expect(small).toMatchObject({ kind: 'outcome-unknown', operation: 'writePayment' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('HttpErpConnector secrets', () => {
  it('never puts the password or a session token into a failure', async () => {
    const issued: string[] = [];
    const authenticate = jest.spyOn(simulator.state, 'authenticate');
    const errors: unknown[] = [];
    const collect = (promise: Promise<unknown>) => promise.catch((error: unknown) => errors.push(error));
    try {
      const connector = connect();
      await connector.serverInfo();
      await control('POST', 'sessions', { expireAll: true });
      await fault('listSuppliers', 'latency', 3, 400);
      await collect(connector.listSuppliers({ revisionFrom: 1 }));
      await fault('writePayment', 'timeout-after-commit', 1);
      await collect(connector.writePayment(payment(1_000), 'key-canary'));
      await fault('listAccounts', 'error', 3);
      await collect(connector.listAccounts());
      await collect(connector.writePayment(payment(1_000, 'inv-1004'), 'key-canary-2'));
      await control('POST', 'capabilities', { unpaidBatch: false });
      await collect(connector.getUnpaidBatch(['inv-1001']));
      await control('POST', 'sessions', { limit: 1 });
      await collect(connect().serverInfo());
      await collect(connect({ login: PASSWORD, password: PASSWORD }).serverInfo());
      await collect(connect({ baseUrl: 'http://127.0.0.1:1' }).serverInfo());
      await collect(connector.rotateCredentials({ login: 'admin', password: 'short' }));
      issued.push(...authenticate.mock.results.flatMap((r) => (r.type === 'return' ? [r.value as string] : [])));
      expect(inspect(connector)).not.toContain(PASSWORD);
    } finally {
      authenticate.mockRestore();
    }

    expect(errors.map((e) => (e as ErpFailure).kind).sort()).toEqual([
      'auth',
      'not-supported',
      'outcome-unknown',
      'outcome-unknown',
      'rejected',
      'rejected',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
    expect(issued.length).toBeGreaterThanOrEqual(2);
    const secrets = [PASSWORD, createHash('sha1').update(PASSWORD).digest('hex'), ...issued];
    for (const error of errors) {
      const error_ = error as Error;
      const text = [error_.message, error_.stack, JSON.stringify(error), inspect(error)].join('\n');
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
