import type { ErpPaymentWrite, ErpStore } from '../erp-connector';
import {
  ErpAuthError,
  ErpConnectorError,
  ErpOutcomeUnknownError,
  ErpRejectedError,
  ErpUnavailableError,
  type ErpFailure,
} from '../erp-connector.errors';
import type { IikoAccount, IikoPayOutType } from './iiko-catalog';
import { parseExactJson, type ExactJsonObject } from './iiko-json';
import type { FoundPayOut } from './iiko-olap';
import { keyOfComment } from './iiko-payout';
import {
  appliedPartsOf,
  appliedPaymentOf,
  bookWithWriteOff,
  checkedWriteOff,
  partsUnderKey,
  payOutBodiesOf,
  writeTargetsOf,
  type BookedParts,
} from './iiko-write-off';

const KEY = 'recon-posting-7f3e9c1a-2b44-4e0f-9d7a-5c1e8b2f0a11';
const CASH = 'acc-cash';
const FEES = 'acc-fees';
const PAYABLE = 'acc-payable';
const SUPPLIER = 'sup-1';
const DEPARTMENT = 'dep-1';

const account = (id: string, type: string): IikoAccount => ({ id, code: id, name: id, type, deleted: false });
const payOutType = (id: string, chiefAccount: string, more: Partial<IikoPayOutType> = {}): IikoPayOutType => ({
  id,
  chiefAccount,
  account: PAYABLE,
  counteragentType: 'SUPPLIER',
  transactionType: 'PAYOUT',
  categoryCode: '',
  isDeleted: false,
  ...more,
});
const CATALOG = {
  accounts: [account(CASH, 'CASH'), account(FEES, 'EXPENSES'), account(PAYABLE, 'ACCOUNTS_PAYABLE')],
  types: [
    payOutType('t-pay', CASH),
    payOutType('t-fee', FEES),
    payOutType('t-pay-in', CASH, { transactionType: 'PAYIN' }),
  ],
};
const STORES: ErpStore[] = [{ id: 'st-1', code: 'MSK-01', name: 'Склад', departmentId: DEPARTMENT }];

const payment = (overrides: Partial<ErpPaymentWrite> = {}): ErpPaymentWrite => ({
  date: '2026-03-01',
  accountId: CASH,
  cashFlowArticleId: 't-pay',
  supplierId: SUPPLIER,
  currency: 'RUB',
  storeCode: 'MSK-01',
  items: [
    { documentId: 'd1', amount: 1_000_000, documentNumber: '2452' },
    { documentId: 'd2', amount: 50_000, documentNumber: '2453' },
  ],
  writeOff: { accountId: FEES, cashFlowArticleId: 't-fee', items: [{ documentId: 'd2', amount: 150 }] },
  ...overrides,
});

function failureOf(run: () => unknown): ErpFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof ErpConnectorError) return error as ErpFailure;
    throw error;
  }
  throw new Error('expected a connector failure');
}

async function failure(promise: Promise<unknown>): Promise<ErpFailure> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ErpConnectorError)) throw new Error(`expected a connector failure, got ${String(outcome)}`);
  return outcome as ErpFailure;
}

describe('checking a write-off before anything is sent', () => {
  it('answers the write-off’s sum, 0 without one', () => {
    expect(checkedWriteOff(payment(), KEY)).toBe(150);
    expect(checkedWriteOff(payment({ writeOff: null }), KEY)).toBe(0);
    expect(checkedWriteOff(payment({ writeOff: undefined }), KEY)).toBe(0);
  });

  it.each<[ErpPaymentWrite['writeOff'], string]>([
    [{ accountId: FEES, cashFlowArticleId: 't-fee', items: [] }, 'write_off_amount_invalid'],
    [
      { accountId: FEES, cashFlowArticleId: 't-fee', items: [{ documentId: 'd1', amount: 0 }] },
      'write_off_amount_invalid',
    ],
    [
      { accountId: FEES, cashFlowArticleId: 't-fee', items: [{ documentId: 'd1', amount: 1.5 }] },
      'write_off_amount_invalid',
    ],
    [
      { accountId: FEES, cashFlowArticleId: 't-fee', items: [{ documentId: 'dx', amount: 1 }] },
      'write_off_document_invalid',
    ],
    [
      {
        accountId: FEES,
        cashFlowArticleId: 't-fee',
        items: [
          { documentId: 'd1', amount: 1 },
          { documentId: 'd1', amount: 2 },
        ],
      },
      'write_off_document_invalid',
    ],
  ])('refuses %j (%s)', (writeOff, code) => {
    expect(failureOf(() => checkedWriteOff(payment({ writeOff }), KEY))).toMatchObject({
      kind: 'rejected',
      code,
      status: 422,
      operation: 'writePayment',
    });
  });

  it('refuses a key whose write-off key no longer fits a comment', () => {
    const key = 'k'.repeat(127);
    expect(failureOf(() => checkedWriteOff(payment(), key))).toMatchObject({ code: 'idempotency_key_invalid' });
    expect(checkedWriteOff(payment({ writeOff: null }), key)).toBe(0);
  });
});

describe('the write-off target', () => {
  it('is an offered pay-out type whose chief account is the write-off’s account, on the payment’s department', () => {
    const target = writeTargetsOf(payment(), STORES, CATALOG, 'writePayment');
    expect([target.departmentId, target.type.id, target.writeOffType?.id]).toEqual([DEPARTMENT, 't-pay', 't-fee']);
    expect(writeTargetsOf(payment({ writeOff: null }), STORES, CATALOG, 'writePayment').writeOffType).toBeNull();
  });

  it.each([
    [{ cashFlowArticleId: 't-pay-in' }, 'write_off_payout_type_not_offered'],
    [{ cashFlowArticleId: 'nope' }, 'write_off_payout_type_not_offered'],
    [{ accountId: CASH }, 'write_off_account_not_chief_account'],
  ])('refuses %j with %s', (overrides, code) => {
    const writeOff = { ...payment().writeOff!, ...overrides };
    expect(failureOf(() => writeTargetsOf(payment({ writeOff }), STORES, CATALOG, 'writePayment'))).toMatchObject({
      kind: 'rejected',
      code,
      message: expect.stringMatching(/^The write-off: .*; nothing was sent$/),
    });
  });

  it('checks the payment’s own target first', () => {
    const wrong = payment({ accountId: FEES, writeOff: { ...payment().writeOff!, accountId: CASH } });
    expect(failureOf(() => writeTargetsOf(wrong, STORES, CATALOG, 'writePayment'))).toMatchObject({
      code: 'account_not_chief_account',
    });
  });
});

describe('the pay-outs of a payment with a write-off', () => {
  const target = writeTargetsOf(payment(), STORES, CATALOG, 'writePayment');
  const amounts = { totalAmount: 1_050_000, writeOffAmount: 150, exponent: 2 };

  it('are the payment’s as ever, then the write-off’s under its type, the same supplier, department and date', () => {
    const bodies = payOutBodiesOf(payment(), KEY, target, amounts);
    expect(bodies.comment).toBe(`Оплата по накладным 2452, 2453 [${KEY}]`);
    expect(JSON.parse(bodies.payment)).toEqual({
      payOutTypeId: 't-pay',
      payOutDate: '2026-03-01',
      counteragent: SUPPLIER,
      departmentSumMap: { [DEPARTMENT]: 10500 },
      comment: bodies.comment,
    });
    expect(bodies.writeOff).toContain(`"departmentSumMap":{"${DEPARTMENT}":1.50}`);
    const writeOff = JSON.parse(bodies.writeOff!);
    expect(writeOff).toEqual({
      payOutTypeId: 't-fee',
      payOutDate: '2026-03-01',
      counteragent: SUPPLIER,
      departmentSumMap: { [DEPARTMENT]: 1.5 },
      comment: `Списание разницы по накладным 2453 [${KEY}:w]`,
    });
    // The payment's own search never takes the write-off for the payment.
    expect(keyOfComment(writeOff.comment)).not.toBe(KEY);
  });

  it('name each document by the write-off item’s number, else the payment item’s, else its id', () => {
    const write = payment({
      items: [
        { documentId: 'd1', amount: 100, documentNumber: '2452' },
        { documentId: 'd2', amount: 100 },
      ],
      writeOff: {
        accountId: FEES,
        cashFlowArticleId: 't-fee',
        items: [
          { documentId: 'd1', amount: 1 },
          { documentId: 'd2', amount: 2, documentNumber: 'N-2' },
        ],
      },
    });
    const bodies = payOutBodiesOf(write, 'k', target, amounts);
    expect(JSON.parse(bodies.writeOff!).comment).toBe('Списание разницы по накладным 2452, N-2 [k:w]');
    expect(JSON.parse(bodies.payment).comment).toBe('Оплата по накладным 2452, d2 [k]');
  });

  it('are only the payment’s without a write-off', () => {
    const plain = writeTargetsOf(payment({ writeOff: null }), STORES, CATALOG, 'writePayment');
    expect(payOutBodiesOf(payment({ writeOff: null }), KEY, plain, amounts).writeOff).toBeNull();
  });

  it('answer the applied payment with its write-off, documents’ numbers given or null', () => {
    const applied = appliedPaymentOf(payment(), KEY, 'c', 1_050_000);
    expect(applied).toMatchObject({
      id: `iiko:${KEY}`,
      totalAmount: 1_050_000,
      writeOff: {
        accountId: FEES,
        cashFlowArticleId: 't-fee',
        items: [{ documentId: 'd2', amount: 150, documentNumber: null }],
      },
    });
    expect(applied).not.toHaveProperty('storeCode');
    expect(appliedPaymentOf(payment({ writeOff: null }), KEY, 'c', 1)).not.toHaveProperty('writeOff');
  });
});

function row(comment: string, side: 'credit' | 'debit', sum: string): ExactJsonObject {
  const credit = side === 'credit';
  const text = `{"DateTime.DateTyped":"2026-03-01","Account.Id":"${credit ? CASH : PAYABLE}",
    "Counteragent.Id":${credit ? 'null' : `"${SUPPLIER}"`},"Department.Code":"MSK","Comment":${JSON.stringify(comment)},
    "Sum.Outgoing":${credit ? sum : 0},"Sum.Incoming":${credit ? 0 : sum}}`;
  return parseExactJson(text) as ExactJsonObject;
}

const booking = (comment: string, sum: string) => [row(comment, 'credit', sum), row(comment, 'debit', sum)];
const PAYMENT_ROWS = booking(`Оплата по накладным 2452 [${KEY}]`, '10500.00');
const WRITE_OFF_ROWS = booking(`Списание разницы по накладным 2453 [${KEY}:w]`, '1.50');

describe('finding a payment with a write-off', () => {
  const hints = { date: '2026-03-01', totalAmount: 1_050_000, writeOffAmount: 150 };
  const write = { key: KEY, supplierId: SUPPLIER, totalAmount: 1_050_000, writeOffAmount: 150, currency: 'RUB' };
  const read = (
    rows: ExactJsonObject[],
    warnings: unknown[] = [],
    asked: Parameters<typeof appliedPartsOf>[1] = write,
  ) =>
    appliedPartsOf(partsUnderKey(rows, KEY, hints, 2), asked, (details, message) => warnings.push([message, details]));

  it('finds both parts apart and answers the payment with its write-off as the report shows it', () => {
    expect(partsUnderKey([...PAYMENT_ROWS, ...WRITE_OFF_ROWS], KEY, hints, 2)).toEqual({
      payments: [expect.objectContaining({ amount: 1_050_000 })],
      writeOffs: [expect.objectContaining({ amount: 150, accountId: CASH, supplierId: SUPPLIER })],
    });
    expect(read([...PAYMENT_ROWS, ...WRITE_OFF_ROWS])).toEqual([
      expect.objectContaining({
        id: `iiko:${KEY}`,
        totalAmount: 1_050_000,
        writeOff: {
          accountId: CASH,
          cashFlowArticleId: '',
          items: [{ documentId: '', amount: 150, documentNumber: null }],
        },
      }),
    ]);
  });

  it('finds nothing while only one part is booked', () => {
    expect(read(PAYMENT_ROWS)).toEqual([]);
    expect(read(WRITE_OFF_ROWS)).toEqual([]);
    expect(read([])).toEqual([]);
  });

  it('reads as ever when the write had no write-off: the write-off rows are not looked at', () => {
    const asked = { key: KEY, supplierId: SUPPLIER, totalAmount: 1_050_000, currency: 'RUB' };
    const found = read(PAYMENT_ROWS, [], asked);
    expect(found).toEqual([expect.objectContaining({ totalAmount: 1_050_000 })]);
    expect(found[0]).not.toHaveProperty('writeOff');
    expect(read([...PAYMENT_ROWS, ...WRITE_OFF_ROWS], [], asked)[0]).not.toHaveProperty('writeOff');
  });

  it('shows a doubled payment as two, the second without a write-off, and tells of extra or differing write-offs', () => {
    const doubled = booking(`Оплата по накладным 2452 [${KEY}]`, '21000.00');
    expect(read([...doubled, ...WRITE_OFF_ROWS]).map((p) => [p.id, p.writeOff?.items[0].amount ?? null])).toEqual([
      [`iiko:${KEY}`, 150],
      [`iiko:${KEY}:2`, null],
    ]);
    const warnings: unknown[] = [];
    const doubledWriteOff = booking(`Списание [${KEY}:w]`, '3.00');
    expect(read([...PAYMENT_ROWS, ...doubledWriteOff], warnings)).toHaveLength(1);
    expect(warnings).toEqual([
      ['More write-offs than payments are booked under the posting key', { payments: 1, writeOffs: 2 }],
    ]);
    warnings.length = 0;
    expect(read([...PAYMENT_ROWS, ...booking(`Списание [${KEY}:w]`, '1.49')], warnings)).toHaveLength(1);
    expect(warnings).toEqual([
      [
        'A write-off booked under the posting key differs from the write',
        { supplierDiffers: false, amountDiffers: true },
      ],
    ]);
  });
});

describe('booking the two parts exactly once', () => {
  const found = (amount: number): FoundPayOut => ({
    date: '2026-03-01',
    accountId: CASH,
    supplierId: SUPPLIER,
    amount,
    comment: '',
  });
  const run = (booked: BookedParts | Error, refuse: (body: string) => Error | null = () => null) => {
    const sent: string[] = [];
    const promise = bookWithWriteOff({
      booked: async () => {
        if (booked instanceof Error) throw booked;
        return booked;
      },
      send: async (body) => {
        sent.push(body);
        const error = refuse(body);
        if (error) throw error;
      },
      payment: 'P',
      writeOff: 'W',
    });
    return { sent, promise };
  };

  it('sends only the parts not found under the key', async () => {
    for (const [booked, expected] of [
      [{ payments: [], writeOffs: [] }, ['P', 'W']],
      [{ payments: [found(1)], writeOffs: [] }, ['W']],
      [{ payments: [found(1)], writeOffs: [found(1)] }, []],
      [{ payments: [], writeOffs: [found(1)] }, ['P']],
    ] as [BookedParts, string[]][]) {
      const { sent, promise } = run(booked);
      await promise;
      expect(sent).toEqual(expected);
    }
  });

  it('sends nothing when the lookup fails: an unknown lookup is a timeout before sending', async () => {
    const unknown = run(new ErpOutcomeUnknownError('readbackPayment', 'lost'));
    expect(await failure(unknown.promise)).toMatchObject({ kind: 'timeout-before-send', operation: 'writePayment' });
    const down = run(new ErpUnavailableError('readbackPayment', 'down', 'server-error', 503));
    expect(await failure(down.promise)).toMatchObject({ kind: 'unavailable' });
    expect([...unknown.sent, ...down.sent]).toEqual([]);
  });

  it('never sends the write-off when the payment’s part failed', async () => {
    const { sent, promise } = run({ payments: [], writeOffs: [] }, (body) =>
      body === 'P' ? new ErpRejectedError('writePayment', 'refused', 409, null) : null,
    );
    expect(await failure(promise)).toMatchObject({ kind: 'rejected', code: null });
    expect(sent).toEqual(['P']);
  });

  it('tells a refused write-off apart, saying the payment’s part is booked', async () => {
    const { promise } = run({ payments: [], writeOffs: [] }, (body) =>
      body === 'W' ? new ErpRejectedError('writePayment', 'The accounting server refused the pay-out', 409, 'X') : null,
    );
    expect(await failure(promise)).toMatchObject({
      kind: 'rejected',
      code: 'write_off_rejected',
      status: 409,
      message: expect.stringContaining('the payment’s pay-out is booked under the key'),
    });
  });

  it.each([
    new ErpOutcomeUnknownError('writePayment', 'lost'),
    new ErpAuthError('writePayment', 'refused session'),
    new ErpUnavailableError('writePayment', 'licence', 'session-limit', 403),
  ])('leaves any other failure of the write-off to a readback (%s)', async (error) => {
    const { promise } = run({ payments: [found(1)], writeOffs: [] }, (body) => (body === 'W' ? error : null));
    expect(await failure(promise)).toMatchObject({
      kind: 'outcome-unknown',
      operation: 'writePayment',
      message: expect.stringContaining('the payment’s pay-out is booked under the key'),
    });
  });
});
