import { minorToJsonNumber } from './decimal';
import { JsonNumber, stringifyExactJson } from './exact-json';
import type { IikoModel } from './iiko-model';
import { IikoError } from './iiko-types';
import { isCalendarDate } from './pay-outs';

/**
 * `v2/reports/balance/counteragents`: money balances per (account, counteragent, department) as of `timestamp`.
 *
 * Sign: every `sum` is debit turnover minus credit turnover, so a liability the restaurant has is negative. A
 * supplier's balance on accounts payable is
 *   −(PROCESSED incoming invoices − PROCESSED outgoing invoices − pay-outs booked − `paidAmount` of its incoming
 *   invoices),
 * negative while the restaurant owes the supplier (the service reads the magnitude). A control document's
 * `paidAmount` stands for payments made outside the service (in iikoOffice, by hand): they lower the debt here but
 * appear in no report the service reads, which is how a test makes the server's view differ from the service's.
 * The chief (cash) accounts of pay-outs get their credit too, with no counteragent. Deleted and NEW invoices, and
 * documents without a supplier, book nothing; a document without a store's department books on the default one.
 * Balances that come to zero are left out.
 */

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}(\.\d{3})?$/;

export function counteragentBalances(model: IikoModel, query: URLSearchParams): string {
  const timestamp = query.get('timestamp');
  if (timestamp === null || timestamp === '') throw new IikoError(400, 'Required parameter timestamp is missing');
  const found = TIMESTAMP.exec(timestamp);
  if (found === null || !isCalendarDate(found[1])) throw new IikoError(400, `Wrong date format: ${timestamp}`);
  const asOf = timestamp.slice(0, 19);

  // `account` names an account by id or, as some servers answer it, by code.
  const accountFilter = query.getAll('account');
  const accountIds = new Set(
    model.accounts.filter((a) => accountFilter.includes(a.id) || accountFilter.includes(a.code)).map((a) => a.id),
  );
  const counteragents = new Set(query.getAll('counteragent'));
  const departments = new Set(query.getAll('department'));

  const balances = new Map<string, { account: string; counteragent: string | null; department: string; sum: number }>();
  const book = (account: string, counteragent: string | null, department: string, debitMinusCredit: number) => {
    if (accountFilter.length > 0 && !accountIds.has(account)) return;
    if (counteragents.size > 0 && (counteragent === null || !counteragents.has(counteragent))) return;
    if (departments.size > 0 && !departments.has(department)) return;
    const key = JSON.stringify([account, counteragent, department]);
    const row = balances.get(key) ?? { account, counteragent, department, sum: 0 };
    row.sum += debitMinusCredit;
    balances.set(key, row);
  };

  model.ensureStores();
  const payable = model.payableAccounts()[0];
  if (payable !== undefined) {
    for (const document of model.state.documents.values()) {
      if (document.supplierId === null || `${document.date}T09:00:00` > asOf) continue;
      const department = model.documentDepartment(document).id;
      const live = document.isProcessed && !document.isDeleted;
      if (document.direction === 'incoming') {
        if (live) book(payable.id, document.supplierId, department, -document.amount);
        if (document.paidAmount > 0) book(payable.id, document.supplierId, department, document.paidAmount);
      } else if (live) {
        book(payable.id, document.supplierId, department, document.amount);
      }
    }
  }
  for (const payOut of model.payOuts) {
    if (`${payOut.date}T${payOut.time}` > asOf) continue;
    for (const { departmentId, amount } of payOut.departments) {
      book(payOut.accountId, null, departmentId, -amount);
      if (payOut.correspondentAccountId !== null) {
        book(payOut.correspondentAccountId, payOut.supplierId, departmentId, amount);
      }
    }
  }

  const rows = [...balances.values()]
    .filter((row) => row.sum !== 0)
    .map((row) => ({ ...row, sum: new JsonNumber(minorToJsonNumber(row.sum)) }));
  return stringifyExactJson(rows);
}
