import type { PropertyOf } from '../../platform/database/entity-columns';
import type { ErrorCode } from '../../platform/errors/error-codes';
import type { ErpDocumentSnapshot } from '../erp-sync/erp-sync.module';

/** Bank direction → the documents it pays; never a fallback to the other direction. */
export const DOCUMENT_DIRECTION_OF: Readonly<Record<string, 'incoming' | 'outgoing'>> = {
  Debit: 'incoming',
  Credit: 'outgoing',
};

/** The bank transaction a payment is decided for, as the allocation rules see it. */
export interface PaymentSubject {
  id: string;
  organizationId: string;
  locationId: string;
  direction: string;
  amount: number;
  currency: string;
  transactionDate: string;
  matchStatus: string;
  counterpartyId: string | null;
  /** Description and bank reference, where a document number may be quoted. */
  bankText: string;
}

/**
 * The snapshot columns a document's state takes as they are. `paidOutsideAmount` is what the supplier's balance shows
 * paid outside this service (dialects without unpaid states; else 0), `unpayableReason` why the server's document can
 * never be paid from here (e.g. amount_not_exact; null when it can).
 */
export const DOCUMENT_STATE_PROPERTIES = [
  'connectionId',
  'organizationId',
  'locationId',
  'documentNumber',
  'documentDate',
  'direction',
  'documentType',
  'amount',
  'paidAmount',
  'unpaidAmount',
  'currency',
  'paymentStatus',
  'isProcessed',
  'isDeleted',
  'processingStateCheckedAtUtc',
  'processingStateSource',
  'paidOutsideAmount',
  'unpayableReason',
] as const satisfies readonly PropertyOf<ErpDocumentSnapshot>[];

/** A document snapshot with the sum its live allocations reserve. */
export type DocumentState = Pick<ErpDocumentSnapshot, (typeof DOCUMENT_STATE_PROPERTIES)[number]> & {
  documentId: ErpDocumentSnapshot['externalDocumentId'];
  supplierId: ErpDocumentSnapshot['supplierExternalId'];
  /** What the live allocations hold of the document (`payment_document_reservations`). */
  reservedAmount: number;
};

/** Why a document cannot take (this much of) this payment; each is a registry code. */
export type DocumentWarningCode = Extract<
  ErrorCode,
  | 'document_not_found'
  | 'document_deleted'
  | 'document_processing_state_unknown'
  | 'document_not_processed'
  | 'document_direction_mismatch'
  | 'outlet_unresolved'
  | 'manual_outlet_review_required'
  | 'document_not_payable'
  | 'document_remainder_exceeded'
>;

/** What is left of the document's unpaid amount once the other live allocations took their part. */
export function availableOf(document: DocumentState): number {
  return Math.max(0, document.unpaidAmount - document.reservedAmount);
}

/**
 * Whether `document` may be paid from `payment` at all (docs/payment-allocations.md §Which documents a payment may
 * pay): a document of another outlet, of no outlet, of the opposite direction, unknown, deleted or unprocessed is never
 * payable; nor one of another supplier, organization or currency, or with nothing unpaid. The first reason found, in
 * that order.
 */
export function payabilityOf(payment: PaymentSubject, document: DocumentState | undefined): DocumentWarningCode | null {
  if (!document) return 'document_not_found';
  if (document.isDeleted) return 'document_deleted';
  if (document.unpayableReason) return 'document_not_payable';
  if (document.isProcessed === null) return 'document_processing_state_unknown';
  if (!document.isProcessed) return 'document_not_processed';
  if (document.direction !== DOCUMENT_DIRECTION_OF[payment.direction]) return 'document_direction_mismatch';
  if (document.locationId === null) return 'outlet_unresolved';
  if (document.locationId !== payment.locationId) return 'manual_outlet_review_required';
  if (
    document.organizationId !== payment.organizationId ||
    document.supplierId !== payment.counterpartyId ||
    document.currency !== payment.currency ||
    document.unpaidAmount <= 0
  )
    return 'document_not_payable';
  return null;
}

/** Why a document cannot take the part of the payment allocated to it; null when it can. */
export function lineWarningOf(
  payment: PaymentSubject,
  document: DocumentState | undefined,
  allocatedAmount: number,
): DocumentWarningCode | null {
  const reason = payabilityOf(payment, document);
  if (reason) return reason;
  return allocatedAmount > availableOf(document!) ? 'document_remainder_exceeded' : null;
}

/** The payment status a document will have once `allocatedAmount` of `unpaidAmount` is paid. */
export function paymentStatusAfter(unpaidAmount: number, allocatedAmount: number): string {
  return allocatedAmount >= unpaidAmount ? 'Paid' : 'PartiallyPaid';
}

/** Code-point order: deterministic across locales and much cheaper than localeCompare on long lists. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
