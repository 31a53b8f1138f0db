import { minorUnitsToDecimal } from '../../../platform/money/minor-units';
import type {
  ErpAppliedPayment,
  ErpDirectPaymentWrite,
  ErpOperation,
  ErpPaymentWrite,
  ErpStore,
  ErpWriteOff,
} from '../erp-connector';
import {
  ErpConnectorError,
  ErpOutcomeUnknownError,
  ErpRejectedError,
  ErpTimeoutBeforeSendError,
} from '../erp-connector.errors';
import type { IikoAccount, IikoPayOutType } from './iiko-catalog';
import type { ExactJsonObject } from './iiko-json';
import { appliedPayOutsOf, payOutsUnderKey, type FoundPayOut } from './iiko-olap';
import { isCommentKey, payOutBody, payOutComment, writeOffComment, writeOffKey } from './iiko-payout';
import { refusal, writeTargetOf } from './iiko-write';

/**
 * A payment's write-off on iikoServer (docs/iiko-server.md §2, §4): after the payment's own pay-out, a second
 * pay-out of the write-off under the write-off target's pay-out type, to the same supplier on the same department,
 * its comment carrying the key `<key>:w`. The server has no transaction spanning two calls and answers no id of a
 * pay-out, so the two parts are tied by the key alone: each is found apart in the TRANSACTIONS report, the payment
 * counts as booked once both are found, and a write books only the parts not found yet.
 */

/** Σ of the write-off's items in minor units (0 without a write-off), once the write-off can be booked. */
export function checkedWriteOff(payment: ErpPaymentWrite, idempotencyKey: string): number {
  const writeOff = payment.writeOff;
  if (!writeOff) return 0;
  const refuse = refusal('writePayment');
  if (!isCommentKey(writeOffKey(idempotencyKey))) {
    throw refuse('idempotency_key_invalid', 'The idempotency key of the write-off cannot be carried in a comment');
  }
  const total = writeOff.items.reduce((sum, item) => sum + item.amount, 0);
  const whole = writeOff.items.every((item) => Number.isSafeInteger(item.amount) && item.amount > 0);
  if (writeOff.items.length === 0 || !whole || !Number.isSafeInteger(total)) {
    throw refuse('write_off_amount_invalid', 'Every write-off item must be a positive whole number of minor units');
  }
  const paid = new Set(payment.items.map((item) => item.documentId));
  const named = writeOff.items.map((item) => item.documentId);
  if (named.some((id) => !paid.has(id)) || new Set(named).size !== named.length) {
    throw refuse('write_off_document_invalid', 'A write-off item names a document the payment does not pay, or twice');
  }
  return total;
}

export interface IikoWriteTarget {
  departmentId: string;
  type: IikoPayOutType;
  /** The pay-out type of the payment's write-off; null when it has none. */
  writeOffType: IikoPayOutType | null;
}

/**
 * The payment's department and pay-out type (`writeTargetOf`), and its write-off's type under the same rules: a
 * pay-out type the service offers whose chief account is the write-off's account. A refusal of the write-off target
 * carries the code of the payment's own refusal with `write_off_` in front.
 */
export function writeTargetsOf(
  payment: ErpPaymentWrite | ErpDirectPaymentWrite,
  stores: readonly ErpStore[],
  catalog: { types: readonly IikoPayOutType[]; accounts: readonly IikoAccount[] },
  operation: ErpOperation,
): IikoWriteTarget {
  const target = writeTargetOf(payment, stores, catalog, operation);
  const writeOff = 'writeOff' in payment ? payment.writeOff : null;
  if (!writeOff) return { ...target, writeOffType: null };
  const { accountId, cashFlowArticleId } = writeOff;
  try {
    const { type } = writeTargetOf({ storeCode: payment.storeCode, accountId, cashFlowArticleId }, stores, catalog);
    return { ...target, writeOffType: type };
  } catch (error) {
    if (!(error instanceof ErpRejectedError)) throw error;
    throw new ErpRejectedError(operation, `The write-off: ${error.message}`, error.status, `write_off_${error.code}`);
  }
}

/**
 * The request bodies of the payment's pay-out (the payment's comment: its documents' numbers, `[key]`) and of its
 * write-off's (null without one): same date, supplier and department, the write-off's comment naming the documents
 * it settles (each item's number, else its payment item's, else its id) under `[<key>:w]`.
 */
export function payOutBodiesOf(
  payment: ErpPaymentWrite,
  idempotencyKey: string,
  target: IikoWriteTarget,
  amounts: { totalAmount: number; writeOffAmount: number; exponent: number },
): { comment: string; payment: string; writeOff: string | null } {
  const payOut = (payOutTypeId: string, amount: number, comment: string) =>
    payOutBody({
      payOutTypeId,
      payOutDate: payment.date,
      counteragent: payment.supplierId,
      departmentId: target.departmentId,
      amount: minorUnitsToDecimal(amount, amounts.exponent),
      comment,
    });
  const comment = payOutComment(
    payment.items.map((item) => item.documentNumber ?? item.documentId),
    idempotencyKey,
  );
  const body = payOut(target.type.id, amounts.totalAmount, comment);
  if (target.writeOffType === null || !payment.writeOff) return { comment, payment: body, writeOff: null };
  const numbers = new Map(payment.items.map((item) => [item.documentId, item.documentNumber]));
  const settled = payment.writeOff.items.map(
    (item) => item.documentNumber ?? numbers.get(item.documentId) ?? item.documentId,
  );
  const writeOff = payOut(target.writeOffType.id, amounts.writeOffAmount, writeOffComment(settled, idempotencyKey));
  return { comment, payment: body, writeOff };
}

/** The payment as written: the write's members without the store, documents' numbers given or null. */
export function appliedPaymentOf(
  payment: ErpPaymentWrite,
  idempotencyKey: string,
  comment: string,
  totalAmount: number,
): ErpAppliedPayment {
  const withNumbers = (items: ErpWriteOff['items']) =>
    items.map((item) => ({ ...item, documentNumber: item.documentNumber ?? null }));
  const { storeCode: _storeCode, writeOff, ...written } = payment;
  return {
    ...written,
    comment,
    items: withNumbers(payment.items),
    ...(writeOff ? { writeOff: { ...writeOff, items: withNumbers(writeOff.items) } } : {}),
    id: `iiko:${idempotencyKey}`,
    idempotencyKey,
    totalAmount,
    appliedAt: new Date().toISOString(),
  };
}

/** The pay-outs found under a payment's key: its own, and those of its write-off (under `<key>:w`). */
export interface BookedParts {
  payments: FoundPayOut[];
  writeOffs: FoundPayOut[];
}

/** One search of the report rows for both parts, each counted against its own amount. */
export function partsUnderKey(
  rows: readonly ExactJsonObject[],
  key: string,
  hints: { date: string; totalAmount?: number; writeOffAmount?: number },
  exponent: number,
): BookedParts {
  const { date, totalAmount, writeOffAmount } = hints;
  return {
    payments: payOutsUnderKey(rows, key, { date, totalAmount }, exponent),
    writeOffs: payOutsUnderKey(rows, writeOffKey(key), { date, totalAmount: writeOffAmount }, exponent),
  };
}

type Warn = (details: Record<string, unknown>, message: string) => void;

/**
 * The payments the parts found under the key stand for. Without `writeOffAmount` as ever: the payment's pay-outs,
 * write-offs not looked at. With it, a payment is found only once its write-off is found too (nothing while only
 * the payment's pay-out is booked, so the write is repeated and completes it); the i-th write-off goes with the i-th
 * payment, so a doubled payment shows as two. The report names neither the write-off's type nor its documents: its
 * one item is the amount found, without a document.
 */
export function appliedPartsOf(
  parts: BookedParts,
  write: { key: string; supplierId?: string; totalAmount?: number; writeOffAmount?: number; currency: string },
  warn: Warn,
): ErpAppliedPayment[] {
  const applied = appliedPayOutsOf(parts.payments, write, (differs) =>
    // The key proves the booking; what differs from the write is for people to look at, never a reason to repeat.
    warn(differs, 'A pay-out booked under the posting key differs from the write'),
  );
  const { supplierId, writeOffAmount } = write;
  if (!writeOffAmount) return applied;
  if (parts.writeOffs.length === 0) return [];
  if (parts.writeOffs.length > applied.length) {
    const counts = { payments: applied.length, writeOffs: parts.writeOffs.length };
    warn(counts, 'More write-offs than payments are booked under the posting key');
  }
  return applied.map((payment, index) => {
    const found = parts.writeOffs[index];
    if (found === undefined) return { ...payment, writeOff: null };
    const supplierDiffers = Boolean(supplierId && found.supplierId && found.supplierId !== supplierId);
    const amountDiffers = found.amount !== writeOffAmount;
    if (supplierDiffers || amountDiffers) {
      warn({ supplierDiffers, amountDiffers }, 'A write-off booked under the posting key differs from the write');
    }
    const items = [{ documentId: '', amount: found.amount, documentNumber: null }];
    return { ...payment, writeOff: { accountId: found.accountId ?? '', cashFlowArticleId: '', items } };
  });
}

/**
 * Books a payment with a write-off: looks up what is booked under the key, then sends the payment's pay-out unless
 * found, then the write-off's unless found. Once the payment's part is on the server, a failure of the write-off is
 * never "nothing was sent": a refusal is `write_off_rejected`, anything else leaves the outcome to a readback.
 */
export async function bookWithWriteOff(parts: {
  booked: () => Promise<BookedParts>;
  send: (body: string) => Promise<void>;
  payment: string;
  writeOff: string;
}): Promise<void> {
  const operation = 'writePayment';
  let booked: BookedParts;
  try {
    booked = await parts.booked();
  } catch (error) {
    if (!(error instanceof ErpOutcomeUnknownError)) throw error;
    throw new ErpTimeoutBeforeSendError(
      operation,
      'Looking up the parts booked under the key failed; nothing was sent',
    );
  }
  if (booked.payments.length === 0) await parts.send(parts.payment);
  if (booked.writeOffs.length > 0) return;
  try {
    await parts.send(parts.writeOff);
  } catch (error) {
    if (!(error instanceof ErpConnectorError)) throw error;
    const paid = 'the payment’s pay-out is booked under the key';
    if (error instanceof ErpRejectedError) {
      const message = `The accounting server refused the write-off pay-out; ${paid} (${error.message})`;
      throw new ErpRejectedError(operation, message, error.status, 'write_off_rejected');
    }
    const message = `The write-off pay-out failed (${error.kind}: ${error.message}); ${paid}: read it back`;
    throw new ErpOutcomeUnknownError(operation, message);
  }
}
