import { decimalToMinorUnits, InvalidAmountError } from '../../../platform/money/minor-units';
import type { ErpAppliedPayment } from '../erp-connector';
import { decimalMember, isJsonObject, stringMember, type ExactJson, type ExactJsonObject } from './iiko-json';
import { addDays } from './iiko-months';
import { keyOfComment } from './iiko-payout';

/**
 * The readback of iikoServer: no call reads a pay-out, so the TRANSACTIONS report (`POST v2/reports/olap`) is
 * searched for the rows whose `Comment` carries the posting's key (docs/iiko-server.md §2, §3.6, §4).
 *
 * A pay-out books two transactions per department: the chief account credited (`Sum.Outgoing`) and the
 * correspondent account debited (`Sum.Incoming`), the counteragent on the correspondent side. The report groups
 * rows by the requested fields and sums identical groups, so two pay-outs with the same key on one day collapse into
 * one row per side with twice the amount.
 */

/** The fields of the docs' readback body: five groupings and two sums, the recommended maximum of seven. */
export const READBACK_GROUP_FIELDS = [
  'DateTime.DateTyped',
  'Account.Id',
  'Counteragent.Id',
  'Department.Code',
  'Comment',
] as const;
export const READBACK_AGGREGATE_FIELDS = ['Sum.Outgoing', 'Sum.Incoming'] as const;

/**
 * The report over the write's date ± 1 day (a department's day-end setting may move the accounting day), without
 * the summary the vendor warns can hang large servers. The date filter is mandatory since 5.5.
 */
export function readbackReportBody(date: string): string {
  return JSON.stringify({
    reportType: 'TRANSACTIONS',
    buildSummary: false,
    groupByRowFields: READBACK_GROUP_FIELDS,
    aggregateFields: READBACK_AGGREGATE_FIELDS,
    filters: {
      'DateTime.DateTyped': {
        filterType: 'DateRange',
        periodType: 'CUSTOM',
        from: addDays(date, -1),
        to: addDays(date, 1),
        includeLow: true,
        includeHigh: true,
      },
    },
  });
}

/** One pay-out found under the key, as the report shows it. */
export interface FoundPayOut {
  /** The accounting day of the booking (`YYYY-MM-DD`), or the write's date when the report wrote another form. */
  date: string;
  /** The chief account credited; null when the report showed only the other side. */
  accountId: string | null;
  /** The counteragent of the correspondent side; null when the report named none. */
  supplierId: string | null;
  /** Minor units. */
  amount: number;
  comment: string;
}

interface Row {
  date: string;
  accountId: string | null;
  counteragentId: string | null;
  comment: string;
  outgoing: number;
  incoming: number;
}

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;
/**
 * More same-key pay-outs collapsed into one row than any repeat of a write could make: a larger multiple is read as
 * one pay-out of a different sum, not as dozens of tiny ones.
 */
const MAX_COLLAPSED = 10;

function minor(row: ExactJsonObject, field: string, exponent: number): number {
  const text = decimalMember(row, field);
  if (text === null) return 0;
  try {
    return decimalToMinorUnits(text, exponent).value;
  } catch (error) {
    if (error instanceof InvalidAmountError) return 0;
    throw error;
  }
}

/** The report's `data` rows; null when the answer is not a report. */
export function reportRows(json: ExactJson): ExactJsonObject[] | null {
  if (!isJsonObject(json) || !Array.isArray(json.data)) return null;
  return json.data.filter(isJsonObject);
}

/**
 * The pay-outs booked under `key`, oldest first. The key alone proves a pay-out: a row carrying it is never dropped
 * for a supplier or amount that differs from what was written (that would read a booked payment as absent and
 * invite a second one); such a pay-out is answered with what the server shows. Each side's row counts the pay-outs
 * it sums: a row of `n × amount` (a collapsed group) is `n` pay-outs of `amount`, any other sum one pay-out of that
 * sum. The chief-account credit side is counted; the debit side only where the report shows no credit.
 */
export function payOutsUnderKey(
  rows: readonly ExactJsonObject[],
  key: string,
  hints: { date: string; totalAmount?: number },
  exponent: number,
): FoundPayOut[] {
  const matched: Row[] = rows.flatMap((row) => {
    const comment = stringMember(row, 'Comment');
    if (keyOfComment(comment) !== key) return [];
    return [
      {
        date: DATE_PREFIX.exec(stringMember(row, 'DateTime.DateTyped') ?? '')?.[1] ?? hints.date,
        accountId: stringMember(row, 'Account.Id'),
        counteragentId: stringMember(row, 'Counteragent.Id'),
        comment: (comment as string).trim(),
        outgoing: minor(row, 'Sum.Outgoing', exponent),
        incoming: minor(row, 'Sum.Incoming', exponent),
      },
    ];
  });
  const credits = matched.filter((row) => row.outgoing !== 0);
  const counted = credits.length > 0 ? credits : matched.filter((row) => row.incoming !== 0);
  const debits = matched.filter((row) => row.incoming !== 0);
  const found: FoundPayOut[] = [];
  for (const row of counted) {
    const sum = Math.abs(credits.length > 0 ? row.outgoing : row.incoming);
    // The supplier stands on the debit side of the same day; the credit (cash) side names none.
    const supplierId =
      row.counteragentId ?? debits.find((debit) => debit.date === row.date && debit.counteragentId)?.counteragentId;
    const each = hints.totalAmount !== undefined && hints.totalAmount > 0 ? hints.totalAmount : sum;
    const times = sum > 0 && sum % each === 0 && sum / each <= MAX_COLLAPSED ? sum / each : 1;
    const amount = times === 1 ? sum : each;
    for (let n = 0; n < times; n += 1) {
      found.push({
        date: row.date,
        accountId: credits.length > 0 ? row.accountId : null,
        supplierId: supplierId ?? null,
        amount,
        comment: row.comment,
      });
    }
  }
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The payments the pay-outs found under the key stand for, the first named by the key alone. `differs` hears of a
 * pay-out whose supplier or sum is not the write's.
 */
export function appliedPayOutsOf(
  found: readonly FoundPayOut[],
  write: { key: string; supplierId?: string; totalAmount?: number; currency: string },
  differs: (what: { supplierDiffers: boolean; amountDiffers: boolean }) => void,
): ErpAppliedPayment[] {
  const { key, supplierId, totalAmount } = write;
  return found.map((payOut, index) => {
    const supplierDiffers = Boolean(supplierId && payOut.supplierId && payOut.supplierId !== supplierId);
    const amountDiffers = totalAmount !== undefined && payOut.amount !== totalAmount;
    if (supplierDiffers || amountDiffers) differs({ supplierDiffers, amountDiffers });
    return {
      id: index === 0 ? `iiko:${key}` : `iiko:${key}:${index + 1}`,
      idempotencyKey: key,
      date: payOut.date,
      accountId: payOut.accountId ?? '',
      // The report names no pay-out type.
      cashFlowArticleId: '',
      // Where the report shows only the cash side, which names no counteragent, the write's supplier stands.
      supplierId: payOut.supplierId ?? supplierId ?? '',
      currency: write.currency,
      comment: payOut.comment,
      items: [],
      totalAmount: payOut.amount,
      // The report has the accounting day, not the time of booking.
      appliedAt: `${payOut.date}T00:00:00.000Z`,
    };
  });
}
