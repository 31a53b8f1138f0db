import { createHash } from 'node:crypto';
import type { ErrorCode } from '../../platform/errors/error-codes';
import type { ErpWriteOff } from '../erp-connector/erp-connector.module';
import { DOCUMENT_DIRECTION_OF, paymentStatusAfter } from '../payment-allocation/payment-allocation.module';

/** Document types each posting family can carry, and the posting type it becomes (docs/postings.md §Queue rules). */
const POSTING_TYPES: Readonly<Record<string, { documentTypes: readonly string[]; postingType: string }>> = {
  incoming: { documentTypes: ['IncomingInvoice'], postingType: 'SupplierPayment' },
  outgoing: { documentTypes: ['OutgoingInvoice'], postingType: 'SupplierRefund' },
};

/**
 * Dialects whose API books only money paid out: iikoServer writes a payment as a pay-out and has no call for money
 * received, so a supplier's refund (or any pay-in) cannot be written there (it would be booked as a payment out).
 */
export const PAY_OUT_ONLY_DIALECTS: ReadonlySet<string> = new Set(['IikoServer']);

/** What queueing checks, read in one statement: the allocation, its transaction's import and each line's snapshot. */
export interface QueueFacts {
  allocationId: string;
  bankTransactionId: string;
  organizationId: string;
  locationId: string;
  transactionDirection: string;
  transactionDate: string;
  counterpartyId: string;
  counterpartyName: string | null;
  currency: string;
  totalAmount: number;
  supplierAdvanceAmount: number;
  unallocatedPaymentAmount: number;
  importId: string;
  /** The import's balances do not add up and nobody overrode the review. */
  balanceReviewOpen: boolean;
  /** The dialect of the allocation's connection: what the accounting system can be written. */
  dialect: string;
  lines: QueueLine[];
  /** The allocation's write-off: Σ of its lines' and the target copied at confirm (null when nothing is). */
  writeOffAmount: number;
  writeOffTarget: {
    accountId: string;
    accountName: string;
    cashFlowArticleId: string;
    cashFlowArticleName: string;
  } | null;
}

export interface QueueLine {
  documentId: string;
  documentNumber: string;
  allocatedAmount: number;
  /** What the line settles its document with beyond the payment (docs/payment-tolerance.md); 0: none. */
  writeOffAmount: number;
  /** The current snapshot; null when the document is no longer known locally. */
  snapshot: {
    organizationId: string;
    locationId: string | null;
    supplierId: string | null;
    direction: string;
    documentType: string;
    currency: string;
    unpaidAmount: number;
    paymentStatus: string;
    isProcessed: boolean | null;
    isDeleted: boolean;
  } | null;
}

export interface QueueWarning {
  code: QueueBlockCode;
  documentId: string | null;
}

/** Every reason a queue is refused, in the order the first one found is answered. */
export const QUEUE_BLOCK_ORDER = [
  'bank_import_balance_review_required',
  'document_not_found',
  'document_deleted',
  'document_processing_state_unknown',
  'document_not_processed',
  'outlet_unresolved',
  'manual_outlet_review_required',
  'posting_rule_mixed_document_directions',
  'document_direction_mismatch',
  'document_not_payable',
  'erp_posting_rule_unsupported',
  'supplier_advance_transport_unavailable',
  'payment_not_fully_distributed',
] as const satisfies readonly ErrorCode[];

export type QueueBlockCode = (typeof QUEUE_BLOCK_ORDER)[number];

/** Why one line's document cannot be posted now, from its current snapshot; null when it can. */
function lineBlockOf(facts: QueueFacts, line: QueueLine): QueueBlockCode | null {
  const document = line.snapshot;
  if (!document) return 'document_not_found';
  if (document.isDeleted) return 'document_deleted';
  if (document.isProcessed === null) return 'document_processing_state_unknown';
  if (!document.isProcessed) return 'document_not_processed';
  if (document.locationId === null) return 'outlet_unresolved';
  if (document.locationId !== facts.locationId) return 'manual_outlet_review_required';
  if (document.direction !== DOCUMENT_DIRECTION_OF[facts.transactionDirection]) return 'document_direction_mismatch';
  if (
    document.organizationId !== facts.organizationId ||
    document.supplierId !== facts.counterpartyId ||
    document.currency !== facts.currency ||
    // A document that no longer owes what the line pays and writes off would be overpaid.
    document.unpaidAmount < line.allocatedAmount + line.writeOffAmount
  )
    return 'document_not_payable';
  if (!POSTING_TYPES[document.direction]?.documentTypes.includes(document.documentType))
    return 'erp_posting_rule_unsupported';
  if (document.direction === 'outgoing' && PAY_OUT_ONLY_DIALECTS.has(facts.dialect))
    return 'erp_posting_rule_unsupported';
  return null;
}

/**
 * The queue rules (docs/postings.md §Queue rules) over the current snapshots: every warning found, and the first in
 * QUEUE_BLOCK_ORDER as the block reason. Pure, so preview and queue answer the same thing.
 */
export function evaluateQueue(facts: QueueFacts): { warnings: QueueWarning[]; blockReason: QueueBlockCode | null } {
  const warnings: QueueWarning[] = [];
  if (facts.balanceReviewOpen) warnings.push({ code: 'bank_import_balance_review_required', documentId: null });
  for (const line of facts.lines) {
    const code = lineBlockOf(facts, line);
    if (code) warnings.push({ code, documentId: line.documentId });
  }
  const directions = new Set(facts.lines.flatMap((line) => (line.snapshot ? [line.snapshot.direction] : [])));
  if (directions.size > 1) warnings.push({ code: 'posting_rule_mixed_document_directions', documentId: null });
  if (facts.supplierAdvanceAmount > 0) {
    warnings.push({ code: 'supplier_advance_transport_unavailable', documentId: null });
  }
  const settled = facts.lines.reduce((sum, line) => sum + line.allocatedAmount, 0);
  if (facts.unallocatedPaymentAmount !== 0 || settled + facts.supplierAdvanceAmount !== facts.totalAmount) {
    warnings.push({ code: 'payment_not_fully_distributed', documentId: null });
  }
  const rank = (code: QueueBlockCode) => QUEUE_BLOCK_ORDER.indexOf(code);
  const first = warnings.reduce<QueueWarning | null>(
    (best, warning) => (best === null || rank(warning.code) < rank(best.code) ? warning : best),
    null,
  );
  return { warnings, blockReason: first?.code ?? null };
}

/** The posting family of the allocation: the direction its transaction pays. */
export function postingFamilyOf(transactionDirection: string): 'incoming' | 'outgoing' {
  return DOCUMENT_DIRECTION_OF[transactionDirection] ?? 'incoming';
}

/** The document types a posting of the family may carry. */
export function documentTypesOf(family: string): readonly string[] {
  return POSTING_TYPES[family]?.documentTypes ?? [];
}

export function postingTypeOf(family: 'incoming' | 'outgoing'): string {
  return POSTING_TYPES[family].postingType;
}

export function expectedStatusAfter(line: QueueLine): string {
  const settled = line.allocatedAmount + line.writeOffAmount;
  return paymentStatusAfter(line.snapshot?.unpaidAmount ?? settled, settled);
}

/**
 * The write-off line of an invoice posting's payment: the differences of its lines that have one, booked to the
 * allocation's write-off target; null without a target (nothing written off). Queue hashes it, the worker writes it.
 */
export function writeOffLineOf<Line extends { documentId: string; writeOffAmount: number; documentNumber?: string }>(
  target: { accountId: string; cashFlowArticleId: string } | null,
  lines: readonly Line[],
): ErpWriteOff | null {
  if (target === null) return null;
  return {
    accountId: target.accountId,
    cashFlowArticleId: target.cashFlowArticleId,
    items: lines
      .filter((line) => line.writeOffAmount > 0)
      .map((line) => ({
        documentId: line.documentId,
        amount: line.writeOffAmount,
        documentNumber: line.documentNumber,
      })),
  };
}

/** The payment a posting writes, without its target: what `requestHash` covers and what readback compares. */
export interface CanonicalPayment {
  date: string;
  supplierId: string;
  currency: string;
  items: { documentId: string; amount: number }[];
  /** The write-off line, when the payment has one. */
  writeOff?: { accountId: string; cashFlowArticleId: string; items: { documentId: string; amount: number }[] } | null;
}

/**
 * SHA-256 over the canonical JSON of the payment, members in a fixed order. The write-off is a member only when there
 * is one, so the hash of a payment without one stays what postings queued before write-offs existed hold.
 */
export function requestHashOf(payment: CanonicalPayment): string {
  const members: unknown[] = [
    payment.date,
    payment.supplierId,
    payment.currency,
    payment.items.map((item) => [item.documentId, item.amount]),
  ];
  if (payment.writeOff) {
    const { accountId, cashFlowArticleId, items } = payment.writeOff;
    members.push([accountId, cashFlowArticleId, items.map((item) => [item.documentId, item.amount])]);
  }
  const canonical = JSON.stringify(members);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
