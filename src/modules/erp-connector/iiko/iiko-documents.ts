import { decimalToMinorUnits, InvalidAmountError } from '../../../platform/money/minor-units';
import type { ErpDocument, ErpDocumentDirection } from '../erp-connector';
import { child, childrenNamed, childText, type XmlElement } from './iiko-xml';

/**
 * One `document` of `documents/export/incomingInvoice` or `…/outgoingInvoice` as an `ErpDocument`
 * (docs/iiko-server.md §2, §3.5). The export has no total, no currency and no paid amount: the amount is the exact
 * sum of the lines' `sum`s in minor units of the connection's currency, and what is paid the service computes itself.
 */

export interface InvoiceContext {
  currency: string;
  /** Minor-unit digits of `currency`. */
  exponent: number;
  /** Store id → its code (null when the store has none; codes are optional on the server). */
  storeCodes: ReadonlyMap<string, string | null>;
  /** ISO instant of the read: the API carries no change time. */
  readAt: string;
}

/** Why a listed document can never be paid from the service; its amount is then 0. */
export const UNPAYABLE = {
  /** A line's `sum` has non-zero digits beyond the currency's minor unit: never rounded silently. */
  amountNotExact: 'amount_not_exact',
  /** A line has no readable `sum` (the schema requires one), or the total is beyond exact arithmetic. */
  amountUnreadable: 'amount_unreadable',
} as const;

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;

/** Σ line `sum` in minor units, or the reason it cannot be one. */
export function invoiceAmount(
  lines: readonly (string | null)[],
  exponent: number,
): { amount: number; unpayableReason: string | null } {
  let total = 0;
  let notExact = false;
  for (const sum of lines) {
    if (sum === null) return { amount: 0, unpayableReason: UNPAYABLE.amountUnreadable };
    try {
      const line = decimalToMinorUnits(sum, exponent);
      notExact ||= line.rounded;
      total += line.value;
    } catch (error) {
      if (!(error instanceof InvalidAmountError)) throw error;
      return { amount: 0, unpayableReason: UNPAYABLE.amountUnreadable };
    }
    if (!Number.isSafeInteger(total)) return { amount: 0, unpayableReason: UNPAYABLE.amountUnreadable };
  }
  if (notExact) return { amount: 0, unpayableReason: UNPAYABLE.amountNotExact };
  return { amount: total, unpayableReason: null };
}

/** The one value every line names, or null when lines name none or different ones. */
function commonValue(items: XmlElement[], name: string): string | null {
  const values = new Set(items.map((item) => childText(item, name)));
  if (values.size !== 1) return null;
  return [...values][0];
}

function codeOfStore(storeId: string | null, context: InvoiceContext): string | null {
  return storeId === null ? null : (context.storeCodes.get(storeId) ?? null);
}

/**
 * The document's store code: incoming invoices name the store by id (`defaultStore`, else the lines' common
 * `store`), outgoing ones by code (`defaultStoreCode`, else the lines' common `storeCode`) and by id.
 */
function storeCodeOf(
  document: XmlElement,
  items: XmlElement[],
  direction: ErpDocumentDirection,
  context: InvoiceContext,
) {
  if (direction === 'incoming') {
    return codeOfStore(childText(document, 'defaultStore') ?? commonValue(items, 'store'), context);
  }
  return (
    childText(document, 'defaultStoreCode') ??
    commonValue(items, 'storeCode') ??
    codeOfStore(childText(document, 'defaultStoreId') ?? commonValue(items, 'storeId'), context)
  );
}

/** Null for a document without an id or a readable `dateIncoming`: it could be neither kept nor placed. */
export function invoiceOf(
  document: XmlElement,
  direction: ErpDocumentDirection,
  context: InvoiceContext,
): ErpDocument | null {
  const id = childText(document, 'id');
  const date = DATE_PREFIX.exec(childText(document, 'dateIncoming') ?? '')?.[1];
  if (id === null || date === undefined) return null;
  const items = childrenNamed(child(document, 'items'), 'item');
  const status = childText(document, 'status')?.toUpperCase();
  const { amount, unpayableReason } = invoiceAmount(
    items.map((item) => childText(item, 'sum')),
    context.exponent,
  );
  return {
    id,
    number: childText(document, 'documentNumber') ?? '',
    date,
    supplierId: childText(document, direction === 'incoming' ? 'supplier' : 'counteragentId'),
    storeCode: storeCodeOf(document, items, direction, context),
    direction,
    documentType: direction === 'incoming' ? 'IncomingInvoice' : 'OutgoingInvoice',
    amount,
    currency: context.currency,
    isProcessed: status === 'PROCESSED',
    isDeleted: status === 'DELETED',
    paidAmount: 0,
    paymentStatus: 'Unpaid',
    revision: 0,
    modifiedAt: context.readAt,
    unpayableReason,
  };
}
