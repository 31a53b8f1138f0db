import type { ErpSimulator } from '../erp-simulator';
import { IIKO_DEMO_IDS } from './iiko-demo';
import { PAY_OUT, startIiko, type IikoTestClient } from './iiko-test-client';

let simulator: ErpSimulator;
let client: IikoTestClient;
let token: string;

const MSK = IIKO_DEMO_IDS.departmentMsk;
const SPB = IIKO_DEMO_IDS.departmentSpb;
const KEY = 'recon-posting-6f1c2a8e-4b1d-4c7e-9a51-0d3f5e2b7c10';
const COMMENT = `Оплата по накладным 2452, 2453 [${KEY}]`;

/** The body as the connector writes it: the sum as JSON number text made from minor units. */
function payOutBody(sum: string, more: Record<string, string> = {}): string {
  const members = {
    payOutTypeId: '"cfa-supplier-payments"',
    payOutDate: '"2025-02-03"',
    counteragent: '"sup-dairy"',
    departmentSumMap: `{"${MSK}":${sum}}`,
    comment: JSON.stringify(COMMENT),
    ...more,
  };
  return `{${Object.entries(members)
    .map(([name, value]) => `"${name}":${value}`)
    .join(',')}}`;
}

async function payOut(body: string, contentType = 'application/json;charset=UTF-8') {
  const reply = await client.request('POST', `${PAY_OUT}?key=${token}`, { contentType, body });
  return { ...reply, json: reply.contentType.startsWith('application/json') ? JSON.parse(reply.text) : undefined };
}

const booked = async () =>
  (await client.control<Record<string, unknown>[]>('GET', 'payments')).body as Record<string, unknown>[];

beforeAll(async () => {
  ({ simulator, client } = await startIiko());
});

beforeEach(async () => {
  await client.control('POST', 'reset');
  token = await client.signIn();
});

afterAll(async () => {
  await simulator.close();
});

describe('addPayOut', () => {
  it('books a pay-out, echoes the settings and lists it with the key from the comment', async () => {
    const reply = await payOut(payOutBody('14400.5'));
    expect(reply.status).toBe(200);
    expect(reply.contentType).toBe('application/json;charset=UTF-8');
    expect(reply.json).toEqual({
      result: 'SUCCESS',
      errors: null,
      payOutSettings: {
        payOutTypeId: 'cfa-supplier-payments',
        payOutDate: '2025-02-03',
        counteragent: 'sup-dairy',
        departmentSumMap: { [MSK]: 14400.5 },
        payrollId: null,
        comment: COMMENT,
      },
    });
    expect(await booked()).toEqual([
      {
        id: expect.any(String),
        idempotencyKey: KEY,
        payOutTypeId: 'cfa-supplier-payments',
        cashFlowArticleId: 'cfa-supplier-payments',
        accountId: 'acc-bank-1',
        correspondentAccountId: IIKO_DEMO_IDS.accountPayable,
        supplierId: 'sup-dairy',
        date: '2025-02-03',
        departments: [{ departmentId: MSK, amount: 1_440_050 }],
        departmentId: MSK,
        totalAmount: 1_440_050,
        comment: COMMENT,
        documentNumber: '1001',
        appliedAt: expect.any(String),
      },
    ]);
    expect(simulator.iiko?.payOuts).toHaveLength(1);
    // The Reference list stays empty: pay-outs are the dialect's own records.
    expect(simulator.state.payments).toEqual([]);
  });

  it('never deduplicates: the same body twice books two pay-outs under one key', async () => {
    await payOut(payOutBody('100'));
    await payOut(payOutBody('100'));
    const payments = await booked();
    expect(payments.map((p) => p.idempotencyKey)).toEqual([KEY, KEY]);
    expect(payments.map((p) => p.documentNumber)).toEqual(['1001', '1002']);
  });

  it('takes the text of the last pair of brackets as the key, or null', async () => {
    for (const comment of ['no key here', null, 'a [first] b [second] c', 'a [x] b [ unfinished', '[]']) {
      await payOut(payOutBody('1', { comment: JSON.stringify(comment) }));
    }
    expect((await booked()).map((p) => p.idempotencyKey)).toEqual([null, null, 'second', 'x', '']);
  });

  it('reads departmentSumMap values exactly from the JSON text and sums per department', async () => {
    const cases: [string, number][] = [
      ['1000.10', 100_010],
      ['1000.0', 100_000],
      ['0.01', 1],
      ['1.5e3', 150_000],
      ['12345678901.23', 1_234_567_890_123],
      ['0.30', 30],
    ];
    for (const [text] of cases) await payOut(payOutBody(text));
    expect((await booked()).map((p) => p.totalAmount)).toEqual(cases.map(([, minor]) => minor));
    const two = await payOut(payOutBody('0', { departmentSumMap: `{"${MSK}":0.1,"${SPB}":0.2}` }));
    expect(two.json.result).toBe('SUCCESS');
    expect(two.json.payOutSettings.departmentSumMap).toEqual({ [MSK]: 0.1, [SPB]: 0.2 });
    expect((await booked()).at(-1)).toMatchObject({
      totalAmount: 30,
      departments: [
        { departmentId: MSK, amount: 10 },
        { departmentId: SPB, amount: 20 },
      ],
    });
  });

  it('refuses a sum with digits beyond the kopeck, or a float artefact, with a 400 text', async () => {
    for (const text of ['0.30000000000000004', '12.345', '1e-3', '"100.00"']) {
      const reply = await payOut(payOutBody(text));
      expect({ text, status: reply.status, type: reply.contentType }).toEqual({
        text,
        status: 400,
        type: 'text/plain;charset=UTF-8',
      });
    }
    expect(await booked()).toEqual([]);
  });

  it('keeps a Cyrillic comment with charset=UTF-8 and garbles it without, as the real server does', async () => {
    await payOut(payOutBody('1'), 'application/json; charset=utf-8');
    await payOut(payOutBody('1'), 'application/json');
    const [kept, garbled] = await booked();
    expect(kept.comment).toBe(COMMENT);
    expect(garbled.comment).not.toBe(COMMENT);
    // The key is ASCII, so it survives either way.
    expect(garbled.idempotencyKey).toBe(KEY);
    expect((await payOut(payOutBody('1'), 'text/plain')).status).toBe(415);
    expect((await payOut('{"payOutTypeId": ')).status).toBe(400);
  });

  it('answers business refusals as result ERROR with {value, code}, booking nothing', async () => {
    const cases: [Record<string, string>, { value: string; code: string }[]][] = [
      [{ payOutTypeId: '"no-such-type"' }, [{ value: 'payOutTypeId', code: 'PAY_IN_OUT_TYPE_NOT_FOUND' }]],
      [
        { payOutTypeId: `"${IIKO_DEMO_IDS.typeWithoutChiefAccount}"` },
        [{ value: 'chiefAccount', code: 'ACCOUNT_NOT_SPECIFIED' }],
      ],
      [
        { payOutTypeId: `"${IIKO_DEMO_IDS.typeDeleted}"` },
        [{ value: 'payOutTypeId', code: 'PAY_IN_OUT_TYPE_DELETED' }],
      ],
      [{ counteragent: 'null' }, [{ value: 'counteragent', code: 'COUNTERAGENT_NOT_SPECIFIED' }]],
      [{ counteragent: '"sup-unknown"' }, [{ value: 'counteragent', code: 'COUNTERAGENT_NOT_FOUND' }]],
      [{ departmentSumMap: '{}' }, [{ value: 'departmentSumMap', code: 'DEPARTMENT_NOT_SPECIFIED' }]],
      [
        { departmentSumMap: `{"${IIKO_DEMO_IDS.storeMsk}":1}` },
        [{ value: IIKO_DEMO_IDS.storeMsk, code: 'DEPARTMENT_NOT_FOUND' }],
      ],
      [{ departmentSumMap: `{"${MSK}":-100}` }, [{ value: MSK, code: 'SUM_NOT_POSITIVE' }]],
    ];
    for (const [members, errors] of cases) {
      const reply = await payOut(payOutBody('1', members));
      expect({ members, status: reply.status, result: reply.json?.result, errors: reply.json?.errors }).toEqual({
        members,
        status: 200,
        result: 'ERROR',
        errors,
      });
      expect(reply.json.payOutSettings).toBeDefined();
    }
    expect(await booked()).toEqual([]);
  });

  it('answers 409 text for a pay-in type, 400 for a bad date or type id, 405 for GET', async () => {
    const payIn = await payOut(payOutBody('1', { payOutTypeId: `"${IIKO_DEMO_IDS.typePayIn}"` }));
    expect(payIn).toMatchObject({
      status: 409,
      contentType: 'text/plain;charset=UTF-8',
      text: 'Expected PAYOUT transaction type, but was: PAYIN',
    });
    expect(await payOut(payOutBody('1', { payOutDate: '"03.02.2025"' }))).toMatchObject({
      status: 400,
      text: 'Wrong date format: 03.02.2025',
    });
    expect((await payOut(payOutBody('1', { payOutTypeId: 'null' }))).status).toBe(400);
    expect((await client.get(PAY_OUT, token)).status).toBe(405);
    expect(await booked()).toEqual([]);
  });

  it('books a pay-out to no counteragent for a type that takes none', async () => {
    const types = simulator.iiko!.payInOutTypes;
    const expenses = types.find((t) => t.counteragentType === 'NONE')!;
    const reply = await payOut(payOutBody('12.30', { payOutTypeId: `"${expenses.id}"`, counteragent: 'null' }));
    expect(reply.json.result).toBe('SUCCESS');
    expect((await booked())[0]).toMatchObject({ supplierId: null, totalAmount: 1_230 });
  });
});
