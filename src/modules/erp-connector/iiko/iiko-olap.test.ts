import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseExactJson, type ExactJsonObject } from './iiko-json';
import {
  payOutsUnderKey,
  READBACK_AGGREGATE_FIELDS,
  READBACK_GROUP_FIELDS,
  readbackReportBody,
  reportRows,
} from './iiko-olap';

const rows = reportRows(parseExactJson(readFileSync(path.join(__dirname, 'fixtures', 'olap-readback.json'), 'utf8')))!;
const CASH = '11111111-0000-4000-8000-000000000001';
const PAYABLE = '11111111-0000-4000-8000-000000000003';
const SUPPLIER = 'cfdd6790-d3bb-49a0-a55b-4178fa49fe8c';

function row(comment: string, side: 'credit' | 'debit', sum: string, date = '2026-03-01'): ExactJsonObject {
  const text = `{"DateTime.DateTyped":"${date}","Account.Id":"${side === 'credit' ? CASH : PAYABLE}",
    "Counteragent.Id":${side === 'credit' ? 'null' : `"${SUPPLIER}"`},"Department.Code":"RMS1",
    "Comment":${JSON.stringify(comment)},"Sum.Outgoing":${side === 'credit' ? sum : 0},
    "Sum.Incoming":${side === 'debit' ? sum : 0}}`;
  return parseExactJson(text) as ExactJsonObject;
}

describe('the readback report', () => {
  it('asks TRANSACTIONS over the write date ± 1 day with at most seven fields and no summary', () => {
    const body = JSON.parse(readbackReportBody('2026-03-01'));
    expect(body).toEqual({
      reportType: 'TRANSACTIONS',
      buildSummary: false,
      groupByRowFields: [...READBACK_GROUP_FIELDS],
      aggregateFields: [...READBACK_AGGREGATE_FIELDS],
      filters: {
        'DateTime.DateTyped': {
          filterType: 'DateRange',
          periodType: 'CUSTOM',
          from: '2026-02-28',
          to: '2026-03-02',
          includeLow: true,
          includeHigh: true,
        },
      },
    });
    expect(READBACK_GROUP_FIELDS.length + READBACK_AGGREGATE_FIELDS.length).toBeLessThanOrEqual(7);
  });

  it('finds one pay-out per booking from its two sides, the supplier from the debit side', () => {
    expect(payOutsUnderKey(rows, 'key-a', { date: '2026-03-01', totalAmount: 1_540_002 }, 2)).toEqual([
      {
        date: '2026-03-01',
        accountId: CASH,
        supplierId: SUPPLIER,
        amount: 1_540_002,
        comment: 'Оплата по накладным 2452, 2453 [key-a]',
      },
    ]);
    expect(payOutsUnderKey(rows, 'key-b', { date: '2026-03-02' }, 2)).toEqual([
      expect.objectContaining({ date: '2026-03-02', amount: 200_000, supplierId: SUPPLIER }),
    ]);
    expect(payOutsUnderKey(rows, 'key-unknown', { date: '2026-03-01' }, 2)).toEqual([]);
  });

  it('matches the key only as the content of the last brackets', () => {
    // "[key-a] вручную [другое]" carries the key "другое", not "key-a".
    expect(payOutsUnderKey(rows, 'другое', { date: '2026-03-02' }, 2)).toEqual([
      expect.objectContaining({ amount: 500, supplierId: null }),
    ]);
    expect(payOutsUnderKey(rows, 'key-a', { date: '2026-03-01' }, 2)).toHaveLength(1);
  });

  it('counts two pay-outs the report collapsed into one group as two', () => {
    const collapsed = [row('x [k]', 'credit', '200.00'), row('x [k]', 'debit', '200.00')];
    expect(payOutsUnderKey(collapsed, 'k', { date: '2026-03-01', totalAmount: 10_000 }, 2)).toEqual([
      expect.objectContaining({ amount: 10_000 }),
      expect.objectContaining({ amount: 10_000 }),
    ]);
    const separate = [row('x [k]', 'credit', '100'), row('x [k]', 'credit', '100', '2026-03-02')];
    expect(payOutsUnderKey(separate, 'k', { date: '2026-03-01', totalAmount: 10_000 }, 2)).toHaveLength(2);
  });

  it('answers a booking under the key that differs from the write as it is, never as absent', () => {
    const differing = [row('x [k]', 'credit', '99.99'), row('x [k]', 'debit', '99.99')];
    expect(payOutsUnderKey(differing, 'k', { date: '2026-03-01', totalAmount: 10_000 }, 2)).toEqual([
      expect.objectContaining({ amount: 9_999, supplierId: SUPPLIER }),
    ]);
    // A multiple beyond any repeated write is one pay-out of a different sum.
    const large = [row('x [k]', 'credit', '5000.00')];
    expect(payOutsUnderKey(large, 'k', { date: '2026-03-01', totalAmount: 100 }, 2)).toEqual([
      expect.objectContaining({ amount: 500_000 }),
    ]);
  });

  it('counts the debit side where the report shows no credit', () => {
    const debitOnly = [row('x [k]', 'debit', '12.34')];
    expect(payOutsUnderKey(debitOnly, 'k', { date: '2026-03-01', totalAmount: 1234 }, 2)).toEqual([
      { date: '2026-03-01', accountId: null, supplierId: SUPPLIER, amount: 1234, comment: 'x [k]' },
    ]);
  });

  it('takes the write’s date where the report writes another form, and no report from other answers', () => {
    const javaStyle = parseExactJson(
      '{"DateTime.DateTyped":"Wed Apr 01 00:00:00 MSK 2026","Comment":"[k]","Sum.Outgoing":"9067.000000000"}',
    ) as ExactJsonObject;
    expect(payOutsUnderKey([javaStyle], 'k', { date: '2026-04-01' }, 2)).toEqual([
      { date: '2026-04-01', accountId: null, supplierId: null, amount: 906_700, comment: '[k]' },
    ]);
    expect(reportRows(parseExactJson('[]'))).toBeNull();
    expect(reportRows(parseExactJson('{"data": null}'))).toBeNull();
  });
});
