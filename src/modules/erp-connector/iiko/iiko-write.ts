import { normalizeCurrency } from '../../../platform/money/minor-units';
import type {
  ErpAppliedPayment,
  ErpDirectPaymentWrite,
  ErpOperation,
  ErpPaymentWrite,
  ErpStore,
} from '../erp-connector';
import { ErpRejectedError } from '../erp-connector.errors';
import { offeredPayOutTypes, type IikoAccount, type IikoPayOutType } from './iiko-catalog';
import { isCalendarDate } from './iiko-months';
import { isCommentKey } from './iiko-payout';

/**
 * What a payment must satisfy before a pay-out is sent: everything the connector can refuse itself is refused here,
 * so the server never books what the service could not find again or did not mean.
 */

/** A refusal decided before anything was sent; the status of an unprocessable request. */
const REFUSED_BEFORE_SEND = 422;

export function refusal(operation: ErpOperation): (code: string, message: string) => ErpRejectedError {
  return (code, message) => new ErpRejectedError(operation, `${message}; nothing was sent`, REFUSED_BEFORE_SEND, code);
}

/** The payment's total in minor units, once its key, currency, date, supplier and amounts can be booked. */
export function checkedTotal(payment: ErpPaymentWrite, idempotencyKey: string, currency: string): number {
  const refusedBeforeSend = refusal('writePayment');
  if (!isCommentKey(idempotencyKey)) {
    throw refusedBeforeSend('idempotency_key_invalid', 'The idempotency key cannot be carried in a pay-out comment');
  }
  if (normalizeCurrency(payment.currency) !== currency) {
    throw refusedBeforeSend('currency_mismatch', `The connection books ${currency} only`);
  }
  if (!isCalendarDate(payment.date)) throw refusedBeforeSend('date_invalid', 'The payment date is not YYYY-MM-DD');
  if (!payment.supplierId) throw refusedBeforeSend('supplier_missing', 'A pay-out to a supplier names the supplier');
  if (!payment.storeCode?.trim()) throw refusedBeforeSend('store_code_missing', 'The payment names no store');
  const total = payment.items.reduce((sum, item) => sum + item.amount, 0);
  const whole = payment.items.every((item) => Number.isSafeInteger(item.amount) && item.amount > 0);
  if (payment.items.length === 0 || !whole || !Number.isSafeInteger(total)) {
    throw refusedBeforeSend('amount_invalid', 'Every item must be a positive whole number of minor units');
  }
  return total;
}

/**
 * The amount of a pay-out without documents, once its key, currency, date, counteragent and store can be booked:
 * every pay-out type the service offers is a supplier type, which the server books only with a counteragent.
 */
export function checkedDirectAmount(payment: ErpDirectPaymentWrite, idempotencyKey: string, currency: string): number {
  const refuse = refusal('writeDirectPayment');
  if (!isCommentKey(idempotencyKey)) {
    throw refuse('idempotency_key_invalid', 'The idempotency key cannot be carried in a pay-out comment');
  }
  if (normalizeCurrency(payment.currency) !== currency)
    throw refuse('currency_mismatch', `The connection books ${currency} only`);
  if (!isCalendarDate(payment.date)) throw refuse('date_invalid', 'The payment date is not YYYY-MM-DD');
  if (!payment.counterpartyId) {
    throw refuse('counterparty_missing', 'A supplier pay-out type books a pay-out only to a counteragent');
  }
  if (!payment.storeCode?.trim()) throw refuse('store_code_missing', 'The payment names no store');
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) {
    throw refuse('amount_invalid', 'The amount must be a positive whole number of minor units');
  }
  return payment.amount;
}

/** The payment a booked pay-out without documents stands for (its comment and currency are the connector's). */
export function directAppliedPayOut(
  payment: ErpDirectPaymentWrite,
  idempotencyKey: string,
  amount: number,
): Omit<ErpAppliedPayment, 'comment' | 'currency'> {
  return {
    date: payment.date,
    direction: 'PayOut',
    accountId: payment.accountId,
    cashFlowArticleId: payment.cashFlowArticleId,
    supplierId: payment.counterpartyId ?? '',
    items: [],
    id: `iiko:${idempotencyKey}`,
    idempotencyKey,
    totalAmount: amount,
    appliedAt: new Date().toISOString(),
  };
}

/**
 * The store an outlet's code names: the one with exactly that code, else the one whose code matches ignoring case
 * (as outlets are matched to documents); stores that share a code ignoring case but not a department make the code
 * ambiguous.
 */
export function storeOfCode(stores: readonly ErpStore[], code: string): ErpStore | 'ambiguous' | null {
  const wanted = code.trim();
  const exact = stores.filter((store) => store.code?.trim() === wanted);
  if (exact.length === 1) return exact[0];
  const folded = stores.filter((store) => store.code?.trim().toLowerCase() === wanted.toLowerCase());
  if (folded.length === 0) return null;
  return new Set(folded.map((store) => store.departmentId)).size === 1 ? folded[0] : 'ambiguous';
}

/**
 * The department the pay-out is booked on (that of the store coded `storeCode`) and its pay-out type, which must be
 * one the service offers and draw from the payment's account.
 */
export function writeTargetOf(
  payment: Pick<ErpPaymentWrite, 'storeCode' | 'accountId' | 'cashFlowArticleId'>,
  stores: readonly ErpStore[],
  catalog: { types: readonly IikoPayOutType[]; accounts: readonly IikoAccount[] },
  operation: ErpOperation = 'writePayment',
): { departmentId: string; type: IikoPayOutType } {
  const refusedBeforeSend = refusal(operation);
  const store = storeOfCode(stores, payment.storeCode ?? '');
  if (store === null) throw refusedBeforeSend('store_not_found', 'No store of the server has the outlet’s code');
  if (store === 'ambiguous') throw refusedBeforeSend('store_ambiguous', 'Stores of several departments have the code');
  if (store.departmentId === null) {
    throw refusedBeforeSend('store_without_department', 'The store belongs to no department');
  }
  const type = offeredPayOutTypes(catalog.types, catalog.accounts).find((t) => t.id === payment.cashFlowArticleId);
  if (type === undefined) {
    throw refusedBeforeSend('payout_type_not_offered', 'The cash-flow article is no pay-out type that pays a supplier');
  }
  if (type.chiefAccount !== payment.accountId) {
    throw refusedBeforeSend('account_not_chief_account', 'The account is not the chief account of the pay-out type');
  }
  return { departmentId: store.departmentId, type };
}
