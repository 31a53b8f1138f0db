import { setTimeout as sleep } from 'node:timers/promises';
import type { ErpSimulator } from '../erp-simulator';
import { IIKO_DEMO_IDS } from './iiko-demo';
import { BALANCE, OLAP, PAY_OUT, startIiko, transactionsReport, type IikoTestClient } from './iiko-test-client';

let simulator: ErpSimulator;
let client: IikoTestClient;
let token: string;

const MSK = IIKO_DEMO_IDS.departmentMsk;
const SPB = IIKO_DEMO_IDS.departmentSpb;
const PAYABLE = IIKO_DEMO_IDS.accountPayable;
const COMMENT = 'Оплата по накладным INV-1001 [recon-posting-1]';

async function payOut(sumMap: string, more: { date?: string; comment?: string; supplier?: string } = {}) {
  const body =
    `{"payOutTypeId":"cfa-supplier-payments","payOutDate":"${more.date ?? '2025-02-03'}",` +
    `"counteragent":"${more.supplier ?? 'sup-dairy'}","departmentSumMap":${sumMap},` +
    `"comment":${JSON.stringify(more.comment ?? COMMENT)}}`;
  const reply = await client.postJson(PAY_OUT, token, body);
  expect(JSON.parse(reply.text).result).toBe('SUCCESS');
}

interface OlapAnswer {
  data: Record<string, unknown>[];
  summary: unknown[];
}

interface BalanceRow {
  account: string;
  counteragent: string | null;
  department: string;
  sum: number;
}

/** `json` is absent when the answer is not JSON (a text error). */
async function report(body: unknown): Promise<{ status: number; text: string; json?: OlapAnswer }> {
  const reply = await client.postJson(OLAP, token, body);
  const json = reply.contentType.startsWith('application/json') ? JSON.parse(reply.text) : undefined;
  return { status: reply.status, text: reply.text, json };
}

async function balances(query: string): Promise<{ status: number; text: string; json?: BalanceRow[] }> {
  const reply = await client.get(`${BALANCE}?${query}`, token);
  const json = reply.contentType.startsWith('application/json') ? JSON.parse(reply.text) : undefined;
  return { status: reply.status, text: reply.text, json };
}

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

describe('OLAP TRANSACTIONS report', () => {
  it('requires a DateRange filter on a date field, with a 400 text', async () => {
    const { filters: _filters, ...undated } = transactionsReport('2025-02-01', '2025-02-28');
    for (const body of [
      undated,
      { ...undated, filters: { 'Account.Type': { filterType: 'IncludeValues', values: ['CASH'] } } },
      { ...undated, filters: { 'DateTime.DateTyped': { filterType: 'IncludeValues', values: ['2025-02-03'] } } },
    ]) {
      const reply = await report(body);
      expect({ status: reply.status, json: reply.json }).toEqual({ status: 400, json: undefined });
      expect(reply.text).toMatch(/DateRange/);
    }
  });

  it('shows a pay-out as two transactions: the chief account credited, accounts payable debited with the supplier', async () => {
    await payOut(`{"${MSK}":14400.50}`);
    const reply = await report(transactionsReport('2025-02-03', '2025-02-03'));
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      data: [
        {
          'DateTime.DateTyped': '2025-02-03',
          'Account.Id': 'acc-bank-1',
          'Counteragent.Id': null,
          'Department.Code': 'MSK',
          Comment: COMMENT,
          'Sum.Outgoing': 14400.5,
          'Sum.Incoming': 0,
        },
        {
          'DateTime.DateTyped': '2025-02-03',
          'Account.Id': PAYABLE,
          'Counteragent.Id': 'sup-dairy',
          'Department.Code': 'MSK',
          Comment: COMMENT,
          'Sum.Outgoing': 0,
          'Sum.Incoming': 14400.5,
        },
      ],
      summary: [],
    });
    // Sums are JSON numbers written from integers: no float noise in the text.
    expect(reply.text).toContain('"Sum.Outgoing":14400.5,');
  });

  it('answers every documented field', async () => {
    await payOut(`{"${SPB}":1}`);
    const fields = [
      'DateTime.DateTyped',
      'DateTime.Typed',
      'Account.Id',
      'Account.Name',
      'Account.Code',
      'Account.Type',
      'Contr-Account.Name',
      'Counteragent.Id',
      'Counteragent.Name',
      'CashFlowCategory',
      'Department',
      'Department.Code',
      'Department.JurPerson',
      'Document',
      'Comment',
      'TransactionType',
      'TransactionSide',
    ];
    const { json } = await report(
      transactionsReport('2025-02-01', '2025-02-28', {
        groupByRowFields: fields,
        aggregateFields: ['Sum.Incoming', 'Sum.Outgoing', 'Sum.ResignedSum', 'Amount.In', 'Amount.Out'],
      }),
    );
    expect(json?.data).toHaveLength(2);
    expect(json?.data[1]).toEqual({
      'DateTime.DateTyped': '2025-02-03',
      'DateTime.Typed': expect.stringMatching(/^2025-02-03T\d{2}:\d{2}:\d{2}$/),
      'Account.Id': PAYABLE,
      'Account.Name': 'Расчеты с поставщиками',
      'Account.Code': '5.01',
      'Account.Type': 'ACCOUNTS_PAYABLE',
      'Contr-Account.Name': 'Расчётный счёт, АО «Банк»',
      'Counteragent.Id': 'sup-dairy',
      'Counteragent.Name': 'ООО «Молочная ферма»',
      CashFlowCategory: 'Оплата поставщикам',
      Department: 'Ресторан на Невском',
      'Department.Code': 'SPB',
      'Department.JurPerson': 'ООО «Демо Ресторан»',
      Document: '1001',
      Comment: COMMENT,
      TransactionType: 'PAYOUT',
      TransactionSide: 'DEBIT',
      'Sum.Incoming': 1,
      'Sum.Outgoing': 0,
      'Sum.ResignedSum': 1,
      'Amount.In': 0,
      'Amount.Out': 0,
    });
    expect(json?.data[0]).toMatchObject({ 'Account.Type': 'CASH', TransactionSide: 'CREDIT', 'Sum.ResignedSum': -1 });
  });

  it('keeps the day of `to` out unless includeHigh, and filters by DateTime.Typed and values', async () => {
    await payOut(`{"${MSK}":1}`);
    const dated = (filter: Record<string, unknown>) =>
      report({
        ...transactionsReport('x', 'x'),
        filters: { 'DateTime.DateTyped': { filterType: 'DateRange', ...filter } },
      });
    expect((await dated({ periodType: 'CUSTOM', from: '2025-02-01', to: '2025-02-03' })).json?.data).toEqual([]);
    expect((await dated({ from: '2025-02-01', to: '2025-02-03', includeHigh: true })).json?.data).toHaveLength(2);
    expect((await dated({ from: '2025-02-03T00:00:00.000', to: '2025-02-04T00:00:00.000' })).json?.data).toHaveLength(
      2,
    );
    expect((await dated({ from: '2025-02-03', to: '2025-02-04', includeLow: false })).json?.data).toEqual([]);
    expect((await dated({ from: '2025-02-03' })).status).toBe(400);
    expect((await dated({ from: '03.02.2025', to: '2025-02-04' })).status).toBe(400);
    expect((await dated({ periodType: 'OPEN_PERIOD', from: '2025-01-01' })).json?.data).toHaveLength(2);

    const typed = await report({
      ...transactionsReport('x', 'x'),
      filters: {
        'DateTime.Typed': { filterType: 'DateRange', from: '2025-02-03T00:00:00.000', to: '2025-02-04T00:00:00.000' },
        'Account.Type': { filterType: 'IncludeValues', values: ['ACCOUNTS_PAYABLE'] },
      },
    });
    expect(typed.json?.data).toEqual([expect.objectContaining({ 'Account.Id': PAYABLE, 'Sum.Incoming': 1 })]);
    const excluded = await report({
      ...transactionsReport('2025-02-03', '2025-02-03'),
      filters: {
        ...transactionsReport('2025-02-03', '2025-02-03').filters,
        'Counteragent.Id': { filterType: 'ExcludeValues', values: ['sup-dairy'] },
        'Sum.Outgoing': { filterType: 'Range', from: 0.01, to: 1.01 },
      },
    });
    expect(excluded.json?.data).toEqual([expect.objectContaining({ 'Account.Id': 'acc-bank-1', 'Sum.Outgoing': 1 })]);
  });

  it('collapses identical groups into one row and adds their sums exactly', async () => {
    await payOut(`{"${MSK}":0.1}`);
    await payOut(`{"${MSK}":0.2}`);
    await payOut(`{"${MSK}":0.3,"${SPB}":100}`, { comment: 'other [recon-posting-2]' });
    const { json, text } = await report(
      transactionsReport('2025-02-03', '2025-02-03', {
        groupByRowFields: ['Account.Id', 'Department.Code'],
        aggregateFields: ['Sum.Outgoing'],
      }),
    );
    expect(json?.data).toEqual([
      { 'Account.Id': 'acc-bank-1', 'Department.Code': 'MSK', 'Sum.Outgoing': 0.6 },
      { 'Account.Id': PAYABLE, 'Department.Code': 'MSK', 'Sum.Outgoing': 0 },
      { 'Account.Id': 'acc-bank-1', 'Department.Code': 'SPB', 'Sum.Outgoing': 100 },
      { 'Account.Id': PAYABLE, 'Department.Code': 'SPB', 'Sum.Outgoing': 0 },
    ]);
    expect(text).toContain('"Sum.Outgoing":0.6}');
  });

  it('refuses unknown fields and report types; other report types answer no rows', async () => {
    const base = transactionsReport('2025-02-01', '2025-02-28');
    for (const body of [
      { ...base, groupByRowFields: ['Account.Colour'] },
      { ...base, groupByRowFields: ['Sum.Incoming'] },
      { ...base, aggregateFields: ['Comment'] },
      { ...base, reportType: 'STOCK' },
      { ...base, groupByRowFields: 'Account.Id' },
      { ...base, filters: { ...base.filters, Comment: { filterType: 'Range', from: 1 } } },
    ]) {
      expect((await report(body)).status).toBe(400);
    }
    expect((await report({ ...base, reportType: 'SALES' })).json).toEqual({ data: [], summary: [] });
    expect((await client.postJson(OLAP, token, '{', {})).status).toBe(400);
  });

  it('keeps a pay-out out of the report for the configured lag', async () => {
    expect((await client.control('POST', 'olap', { lagMs: 300 })).body).toEqual({ lagMs: 300 });
    await payOut(`{"${MSK}":1}`);
    const body = transactionsReport('2025-02-03', '2025-02-03');
    expect((await report(body)).json?.data).toEqual([]);
    await sleep(350);
    expect((await report(body)).json?.data).toHaveLength(2);
    await client.control('POST', 'reset');
    expect((await client.control('GET', 'olap')).body).toEqual({ lagMs: 0 });
    expect((await client.control('POST', 'olap', { lagMs: 1.5 })).status).toBe(400);

    const lagging = await startIiko({ olapLagMs: 60_000 });
    try {
      const other = await lagging.client.signIn();
      await lagging.client.postJson(PAY_OUT, other, {
        payOutTypeId: 'cfa-supplier-payments',
        payOutDate: '2025-02-03',
        counteragent: 'sup-dairy',
        departmentSumMap: { [MSK]: 1 },
      });
      expect(lagging.simulator.iiko?.payOuts).toHaveLength(1);
      const reply = await lagging.client.postJson(OLAP, other, body);
      expect(JSON.parse(reply.text).data).toEqual([]);
    } finally {
      await lagging.simulator.close();
    }
  });
});

describe('counteragent balances', () => {
  const NOW = 'timestamp=2030-01-01T00:00:00';

  it('answers the supplier debt on accounts payable, negative while owed, per department', async () => {
    const { status, json } = await balances(NOW);
    expect(status).toBe(200);
    // Dairy: 12 500.00 + 8 300.50 invoiced − 500.00 returned − 3 000.00 paid outside the service.
    // Meat: 21 000.00 (store spb-01, in SPB) + 1 500.00 (an unknown store, the default MSK) − 1 200.00 returned (SPB).
    // Vegetables: one NEW and one DELETED invoice, nothing booked.
    expect(json).toEqual([
      { account: PAYABLE, counteragent: 'sup-dairy', department: MSK, sum: -17300.5 },
      { account: PAYABLE, counteragent: 'sup-meat', department: SPB, sum: -19800 },
      { account: PAYABLE, counteragent: 'sup-meat', department: MSK, sum: -1500 },
    ]);
  });

  it('takes pay-outs and paid amounts off, and leaves out balances that come to zero', async () => {
    await payOut(`{"${MSK}":14400.50}`);
    let { json } = await balances(`${NOW}&counteragent=sup-dairy`);
    expect(json).toEqual([
      { account: PAYABLE, counteragent: 'sup-dairy', department: MSK, sum: -2900 },
      // The cash account's side of the pay-out, kept per department but not per counteragent, is filtered out here.
    ]);
    ({ json } = await balances(`${NOW}&account=acc-bank-1`));
    expect(json).toEqual([{ account: 'acc-bank-1', counteragent: null, department: MSK, sum: -14400.5 }]);

    await client.control('PATCH', 'documents/inv-1002', { paidAmount: 590_000 });
    ({ json } = await balances(`${NOW}&counteragent=sup-dairy`));
    expect(json).toEqual([]);
  });

  it('filters by repeated account (id or code), counteragent and department', async () => {
    const byCode = (await balances(`${NOW}&account=5.01&counteragent=sup-meat&department=${SPB}`)).json;
    expect(byCode).toEqual([{ account: PAYABLE, counteragent: 'sup-meat', department: SPB, sum: -19800 }]);
    const many = (
      await balances(`${NOW}&account=${PAYABLE}&account=acc-cash-1&counteragent=sup-meat&counteragent=sup-dairy`)
    ).json;
    expect(many).toHaveLength(3);
    expect((await balances(`${NOW}&account=acc-cash-1`)).json).toEqual([]);
  });

  it('counts only what is dated up to the timestamp', async () => {
    await payOut(`{"${MSK}":1}`, { date: '2029-12-31' });
    const before = (await balances('timestamp=2025-01-10T08:59:59&account=5.01')).json;
    expect(before).toEqual([]);
    const first = (await balances('timestamp=2025-01-10T09:00:00&account=5.01')).json;
    expect(first).toEqual([{ account: PAYABLE, counteragent: 'sup-dairy', department: MSK, sum: -12500 }]);
    const withPayOut = (await balances(`${NOW}&counteragent=sup-dairy&account=5.01`)).json;
    expect(withPayOut?.[0].sum).toBe(-17299.5);
    expect((await balances('timestamp=2029-12-30T23:59:59&counteragent=sup-dairy&account=5.01')).json?.[0].sum).toBe(
      -17300.5,
    );
  });

  it('requires a timestamp in yyyy-MM-ddTHH:mm:ss, with a 400 text', async () => {
    for (const query of ['', 'timestamp=2025-01-10', 'timestamp=2025-13-01T00:00:00']) {
      const reply = await client.get(`${BALANCE}?${query}`, token);
      expect({ query, status: reply.status, type: reply.contentType }).toEqual({
        query,
        status: 400,
        type: 'text/plain;charset=UTF-8',
      });
    }
  });
});
