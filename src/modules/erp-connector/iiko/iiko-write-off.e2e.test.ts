import { startErpSimulator, type ErpSimulator } from '../../../erp-simulator/erp-simulator';
import { IIKO_DEMO_IDS } from '../../../erp-simulator/iiko/iiko-demo';
import { ErpAddressPolicy } from '../erp-address-policy';
import type { ErpPaymentWrite } from '../erp-connector';
import { ErpConnectorError, type ErpFailure } from '../erp-connector.errors';
import { ProcessErpSessionStore, ProcessServerGate } from '../erp-server-coordination';
import { createIikoServerConnector, type IikoServerConnector } from './iiko-server-connector';

/** A payment with a write-off against the simulator's IikoServer dialect: two pay-outs, booked and found once. */

const PASSWORD = 'Canary-Pa55word-write-off';
const KEY = 'recon-posting-3c1f6d52-8a0e-4f4b-9d27-1b6e0c5a9f40';
const DATE = '2025-02-01';
const MSK = IIKO_DEMO_IDS.departmentMsk;
const WRITE_OFF = { accountId: IIKO_DEMO_IDS.accountBankFees, cashFlowArticleId: IIKO_DEMO_IDS.typeBankFee };
const READBACK = { idempotencyKey: KEY, date: DATE, supplierId: 'sup-dairy', totalAmount: 1_023_456 };

interface BookedPayOut {
  idempotencyKey: string | null;
  payOutTypeId: string;
  accountId: string;
  correspondentAccountId: string | null;
  supplierId: string | null;
  date: string;
  departmentId: string;
  totalAmount: number;
  comment: string | null;
}

let simulator: ErpSimulator;
const connectors: IikoServerConnector[] = [];

function connect(): IikoServerConnector {
  const connector = createIikoServerConnector({
    baseUrl: simulator.baseUrl,
    login: 'admin',
    password: PASSWORD,
    currency: 'RUB',
    timeoutMs: 250,
    retries: 2,
    retryBackoffMs: 5,
    addressPolicy: new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true }),
    gate: new ProcessServerGate(),
    sessions: new ProcessErpSessionStore(),
  });
  connectors.push(connector);
  return connector;
}

const control = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  simulator.control<T>(method, path, body);
const payOuts = () => control<BookedPayOut[]>('GET', 'payments');
const underKey = async () =>
  (await payOuts()).filter((p) => p.idempotencyKey === KEY || p.idempotencyKey === `${KEY}:w`);
/** Fails the `addPayOut` call after `skip` more: `skip: 1` lets the payment's pay-out through and cuts the write-off. */
const cutSecondPayOut = (mode: string) => control('POST', 'pay-out-fault', { skip: 1, mode });

async function failure(promise: Promise<unknown>): Promise<ErpFailure> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ErpConnectorError)) throw new Error(`expected a connector failure, got ${String(outcome)}`);
  return outcome as ErpFailure;
}

function payment(overrides: Partial<ErpPaymentWrite> = {}): ErpPaymentWrite {
  return {
    date: DATE,
    accountId: 'acc-bank-1',
    cashFlowArticleId: 'cfa-supplier-payments',
    supplierId: 'sup-dairy',
    currency: 'RUB',
    storeCode: 'MSK-01',
    items: [
      { documentId: 'inv-1001', amount: 1_000_000, documentNumber: 'INV-1001' },
      { documentId: 'inv-1002', amount: 234_56, documentNumber: 'INV-1002' },
    ],
    writeOff: { ...WRITE_OFF, items: [{ documentId: 'inv-1002', amount: 150 }] },
    ...overrides,
  };
}

beforeAll(async () => {
  simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', password: PASSWORD });
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

describe('a payment with a write-off on iikoServer', () => {
  it('offers «Банковская комиссия» as a write-off target drawing from an expenses account', async () => {
    const articles = await connect().listCashFlowArticles();
    expect(articles.find((article) => article.id === WRITE_OFF.cashFlowArticleId)).toEqual({
      id: WRITE_OFF.cashFlowArticleId,
      code: 'CF-07',
      name: 'Банковские комиссии → Расчеты с поставщиками · CF-07',
      accountId: WRITE_OFF.accountId,
    });
  });

  it('books the payment and then its write-off as two pay-outs, and the readback finds them as one payment', async () => {
    const connector = connect();
    const written = await connector.writePayment(payment(), KEY);
    expect(written).toMatchObject({
      id: `iiko:${KEY}`,
      totalAmount: 1_023_456,
      writeOff: { ...WRITE_OFF, items: [{ documentId: 'inv-1002', amount: 150, documentNumber: null }] },
    });
    expect(await payOuts()).toEqual([
      expect.objectContaining({
        idempotencyKey: KEY,
        payOutTypeId: 'cfa-supplier-payments',
        accountId: 'acc-bank-1',
        supplierId: 'sup-dairy',
        departmentId: MSK,
        totalAmount: 1_023_456,
        comment: `Оплата по накладным INV-1001, INV-1002 [${KEY}]`,
      }),
      expect.objectContaining({
        idempotencyKey: `${KEY}:w`,
        payOutTypeId: WRITE_OFF.cashFlowArticleId,
        accountId: WRITE_OFF.accountId,
        correspondentAccountId: IIKO_DEMO_IDS.accountPayable,
        supplierId: 'sup-dairy',
        date: DATE,
        departmentId: MSK,
        totalAmount: 150,
        comment: `Списание разницы по накладным INV-1002 [${KEY}:w]`,
      }),
    ]);
    // The lookup before sending is the readback's report.
    expect(connector.requestCounts()).toMatchObject({ readbackPayment: 1, writePayment: 2 });
    expect(await connector.readbackPayments({ ...READBACK, writeOffAmount: 150 })).toEqual([
      expect.objectContaining({
        id: `iiko:${KEY}`,
        accountId: 'acc-bank-1',
        supplierId: 'sup-dairy',
        totalAmount: 1_023_456,
        writeOff: {
          accountId: WRITE_OFF.accountId,
          cashFlowArticleId: '',
          items: [{ documentId: '', amount: 150, documentNumber: null }],
        },
      }),
    ]);
    // Both parts settle the supplier's debt.
    expect(await connector.supplierBalances(['sup-dairy'])).toEqual([
      { supplierId: 'sup-dairy', payable: 1_730_050 - 1_023_456 - 150 },
    ]);
  });

  it('finds nothing while only the payment’s pay-out is booked; a repeat books only the write-off', async () => {
    const connector = connect();
    await cutSecondPayOut('error');
    const cut = await failure(connector.writePayment(payment(), KEY));
    expect(cut).toMatchObject({ kind: 'outcome-unknown', operation: 'writePayment' });
    expect(cut.message).toContain('the payment’s pay-out is booked under the key');
    expect((await underKey()).map((p) => p.idempotencyKey)).toEqual([KEY]);
    expect(await connector.readbackPayments({ ...READBACK, writeOffAmount: 150 })).toEqual([]);
    // Asked without the write-off, the readback reads as it always did.
    expect(await connector.readbackPayments(READBACK)).toHaveLength(1);

    await connector.writePayment(payment(), KEY);
    expect((await underKey()).map((p) => [p.idempotencyKey, p.totalAmount])).toEqual([
      [KEY, 1_023_456],
      [`${KEY}:w`, 150],
    ]);
    expect(await connector.readbackPayments({ ...READBACK, writeOffAmount: 150 })).toEqual([
      expect.objectContaining({
        totalAmount: 1_023_456,
        writeOff: expect.objectContaining({ accountId: WRITE_OFF.accountId }),
      }),
    ]);
    // A further repeat finds both parts and sends nothing.
    await connector.writePayment(payment(), KEY);
    expect(await underKey()).toHaveLength(2);
  });

  it('says so when the server refuses the write-off after booking the payment’s pay-out', async () => {
    await cutSecondPayOut('refuse');
    expect(await failure(connect().writePayment(payment(), KEY))).toMatchObject({
      kind: 'rejected',
      code: 'write_off_rejected',
      status: 409,
      message: expect.stringContaining('the payment’s pay-out is booked under the key'),
    });
    expect((await underKey()).map((p) => p.idempotencyKey)).toEqual([KEY]);
  });

  it('leaves a write-off booked without an answer to the readback, which then finds the payment', async () => {
    const connector = connect();
    await cutSecondPayOut('timeout-after-commit');
    expect(await failure(connector.writePayment(payment(), KEY))).toMatchObject({ kind: 'outcome-unknown' });
    expect(await connector.readbackPayments({ ...READBACK, writeOffAmount: 150 })).toHaveLength(1);
    expect(await underKey()).toHaveLength(2);
  });

  it('refuses a write-off target that is no offered type or not its chief account before anything is sent', async () => {
    const connector = connect();
    const cases: [Partial<ErpPaymentWrite['writeOff']>, string][] = [
      [{ cashFlowArticleId: IIKO_DEMO_IDS.typePayIn }, 'write_off_payout_type_not_offered'],
      [{ cashFlowArticleId: IIKO_DEMO_IDS.typeEmployees }, 'write_off_payout_type_not_offered'],
      [{ accountId: 'acc-bank-1' }, 'write_off_account_not_chief_account'],
    ];
    for (const [overrides, code] of cases) {
      const writeOff = { ...payment().writeOff!, ...overrides };
      expect(await failure(connector.writePayment(payment({ writeOff }), KEY))).toMatchObject({
        kind: 'rejected',
        code,
      });
    }
    expect(simulator.state.calls.writePayment).toBe(0);
    expect(simulator.state.calls.readbackPayment).toBe(0);
    expect(await payOuts()).toEqual([]);
  });

  it('sends exactly what it sent before for a payment without a write-off: one pay-out, no lookup', async () => {
    const connector = connect();
    const written = await connector.writePayment(payment({ writeOff: null }), KEY);
    expect(written).not.toHaveProperty('writeOff');
    expect(await payOuts()).toEqual([
      expect.objectContaining({
        idempotencyKey: KEY,
        totalAmount: 1_023_456,
        comment: `Оплата по накладным INV-1001, INV-1002 [${KEY}]`,
      }),
    ]);
    expect(connector.requestCounts()).toEqual({
      authenticate: 1,
      listStores: 2,
      listCashFlowArticles: 2,
      writePayment: 1,
    });
    expect((await control<{ counts: Record<string, number> }>('GET', 'requests')).counts).not.toHaveProperty(
      'api/v2/reports/olap',
    );
  });
});
