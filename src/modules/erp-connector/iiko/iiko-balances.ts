import {
  addExact,
  exactToMinorUnits,
  parseExactDecimal,
  ZERO,
  type ExactDecimal,
} from '../../../platform/money/minor-units';
import type { ErpSupplierBalance } from '../erp-connector';
import type { IikoAccount } from './iiko-catalog';
import { decimalMember, isJsonObject, stringMember, type ExactJson } from './iiko-json';

/**
 * What suppliers are owed, from `v2/reports/balance/counteragents` (docs/iiko-server.md §2, §3.6): rows of
 * `{account, counteragent, department, sum}`, `sum` a JSON number that may be negative and carry many fraction digits.
 */

/** `yyyy-MM-ddTHH:mm:ss` of `now` on the clock of `timeZone` (the report's timestamp is the server's local time). */
export function localTimestamp(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

export interface PayableBalances {
  balances: ErpSupplierBalance[];
  /** Suppliers whose summed balance is a debit: the sign the sources leave unsettled, for the log. */
  debit: number;
}

/**
 * Per wanted supplier, its rows on the payable accounts summed exactly over departments and accounts; the magnitude
 * (docs/iiko-server.md §5) is cut to whole minor units towards zero, so the bound never exceeds what the server
 * shows. Null when the answer is not a list of rows; a malformed sum throws `InvalidAmountError`.
 */
export function payableBalances(
  json: ExactJson,
  supplierIds: readonly string[],
  payable: readonly IikoAccount[],
  exponent: number,
): PayableBalances | null {
  if (!Array.isArray(json)) return null;
  // `account` is an id, or in some answers the account's code (docs/iiko-server.md §3.6).
  const payableNames = new Set(payable.flatMap((account) => [account.id, account.code]));
  const wanted = new Set(supplierIds);
  const sums = new Map<string, ExactDecimal>();
  for (const row of json.filter(isJsonObject)) {
    const supplier = stringMember(row, 'counteragent');
    const account = stringMember(row, 'account');
    const sum = decimalMember(row, 'sum');
    if (supplier === null || !wanted.has(supplier) || account === null || !payableNames.has(account)) continue;
    if (sum !== null) sums.set(supplier, addExact(sums.get(supplier) ?? ZERO, parseExactDecimal(sum)));
  }
  let debit = 0;
  const balances = [...sums].map(([supplierId, sum]) => {
    if (sum.coefficient > 0n) debit += 1;
    const magnitude = { ...sum, coefficient: sum.coefficient < 0n ? -sum.coefficient : sum.coefficient };
    return { supplierId, payable: exactToMinorUnits(magnitude, exponent, 'truncate').value };
  });
  return { balances, debit };
}
