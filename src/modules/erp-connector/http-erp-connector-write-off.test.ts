import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { ErpAddressPolicy } from './erp-address-policy';
import type { ErpConnector, ErpPaymentWrite } from './erp-connector';
import { ErpConnectorError, type ErpFailure } from './erp-connector.errors';
import { createHttpErpConnector, type HttpErpConnectorOptions } from './http-erp-connector';

let simulator: ErpSimulator;
const connectors: ErpConnector[] = [];

function connect(overrides: Partial<HttpErpConnectorOptions> = {}): ErpConnector {
  const connector = createHttpErpConnector({
    baseUrl: simulator.baseUrl,
    login: 'admin',
    password: 'simulator',
    timeoutMs: 200,
    retries: 2,
    retryBackoffMs: 5,
    addressPolicy: new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true }),
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

async function failure(promise: Promise<unknown>): Promise<ErpFailure> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ErpConnectorError)) throw new Error(`expected a connector failure, got ${String(outcome)}`);
  return outcome as ErpFailure;
}

const calls = (operation: 'writePayment') => simulator.state.calls[operation];

const payment = (amount: number): ErpPaymentWrite => ({
  date: '2025-02-01',
  accountId: 'acc-bank-1',
  cashFlowArticleId: 'cfa-supplier-payments',
  supplierId: 'sup-dairy',
  currency: 'RUB',
  comment: 'Bank transaction 42',
  items: [{ documentId: 'inv-1001', amount }],
});

beforeAll(async () => {
  simulator = await startErpSimulator({ port: 0 });
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

// The Reference dialect writes a payment and its write-off in one request, booked whole or not at all.
describe('HttpErpConnector payments with a write-off', () => {
  const target = { accountId: 'acc-other-expenses', cashFlowArticleId: 'cfa-bank-fees' };
  const withWriteOff = (amount: number, writtenOff: number): ErpPaymentWrite => ({
    ...payment(amount),
    writeOff: { ...target, items: [{ documentId: 'inv-1001', amount: writtenOff, documentNumber: 'INV-1001' }] },
  });

  it('writes the payment and its write-off in one request and reads both back by key and by document', async () => {
    const connector = connect();
    const applied = await connector.writePayment(withWriteOff(1_249_900, 100), 'key-write-off');
    expect(applied).toMatchObject({
      idempotencyKey: 'key-write-off',
      totalAmount: 1_249_900,
      writeOff: { ...target, items: [{ documentId: 'inv-1001', amount: 100 }] },
    });
    expect(calls('writePayment')).toBe(1);
    expect(await connector.readbackPayments({ idempotencyKey: 'key-write-off', writeOffAmount: 100 })).toEqual([
      applied,
    ]);
    expect(await connector.readbackPayments({ documentId: 'inv-1001' })).toEqual([applied]);
    expect(await connector.getDocument('inv-1001')).toMatchObject({ paidAmount: 1_250_000, paymentStatus: 'Paid' });
    expect(await control('GET', 'payments')).toEqual([applied]);
  });

  it('surfaces a write-off the server refuses as rejected, and nothing is booked', async () => {
    const connector = connect();
    const tooMuch = await failure(connector.writePayment(withWriteOff(1_249_900, 101), 'key-too-much'));
    expect(tooMuch).toMatchObject({ kind: 'rejected', status: 422, code: 'amount_exceeds_unpaid' });
    const unknown = withWriteOff(1_249_900, 100);
    unknown.writeOff!.accountId = 'acc-none';
    expect(await failure(connector.writePayment(unknown, 'key-unknown'))).toMatchObject({
      kind: 'rejected',
      code: 'unknown_account',
    });
    expect(await control('GET', 'payments')).toEqual([]);
    expect(await connector.getDocument('inv-1001')).toMatchObject({ paidAmount: 0 });
  });

  it('after a timeout-after-commit write, readback finds the payment with its write-off', async () => {
    await control('POST', 'faults', { operation: 'writePayment', mode: 'timeout-after-commit', count: 1 });
    const connector = connect();
    const error = await failure(connector.writePayment(withWriteOff(1_249_900, 100), 'key-commit'));
    expect(error).toMatchObject({ kind: 'outcome-unknown', operation: 'writePayment' });
    expect(calls('writePayment')).toBe(1);
    const [applied] = await connector.readbackPayments({ idempotencyKey: 'key-commit', writeOffAmount: 100 });
    expect(applied).toMatchObject({ totalAmount: 1_249_900, writeOff: { items: [{ amount: 100 }] } });
    expect(await connector.getDocument('inv-1001')).toMatchObject({ paymentStatus: 'Paid' });
  });

  /** A server that records the payment bodies it gets and answers `answer` to writes and readbacks. */
  async function recordingServer(answer: unknown): Promise<{ baseUrl: string; bodies: string[]; close(): void }> {
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      if (req.url?.startsWith('/resto/api/auth')) return void res.end('token-1');
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'POST') bodies.push(Buffer.concat(chunks).toString('utf8'));
        const body = req.method === 'POST' ? answer : { items: [answer] };
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { baseUrl: `http://127.0.0.1:${port}`, bodies, close: () => server.close() };
  }

  it('sends a write without a write-off byte for byte as before, and one with it carrying writeOff', async () => {
    const recording = await recordingServer({ ...payment(1_000), id: 'p-1', idempotencyKey: 'k', totalAmount: 1_000 });
    try {
      const connector = connect({ baseUrl: recording.baseUrl });
      await connector.writePayment(payment(1_000), 'key-plain');
      await connector.writePayment({ ...payment(1_000), writeOff: null }, 'key-plain');
      await connector.writePayment({ ...payment(1_000), writeOff: undefined }, 'key-plain');
      await connector.writePayment(withWriteOff(1_000, 5), 'key-write-off');
      const before = JSON.stringify({ ...payment(1_000), idempotencyKey: 'key-plain' });
      expect(recording.bodies.slice(0, 3)).toEqual([before, before, before]);
      expect(JSON.parse(recording.bodies[3])).toEqual({
        ...withWriteOff(1_000, 5),
        idempotencyKey: 'key-write-off',
      });
    } finally {
      recording.close();
    }
  });

  it('fails outcome-unknown on an answer whose write-off is unreadable', async () => {
    const unreadable = {
      ...payment(1_000),
      id: 'p-1',
      idempotencyKey: 'key-write-off',
      totalAmount: 1_000,
      writeOff: { ...target, items: [{ documentId: 'inv-1001', amount: '0.50' }] },
    };
    const recording = await recordingServer(unreadable);
    try {
      const connector = connect({ baseUrl: recording.baseUrl });
      const write = await failure(connector.writePayment(withWriteOff(1_000, 50), 'key-write-off'));
      expect(write).toMatchObject({ kind: 'outcome-unknown', operation: 'writePayment' });
      expect(recording.bodies).toHaveLength(1);
      const read = await failure(connector.readbackPayments({ idempotencyKey: 'key-write-off' }));
      expect(read).toMatchObject({ kind: 'outcome-unknown', operation: 'readbackPayment' });
    } finally {
      recording.close();
    }
  });
});
