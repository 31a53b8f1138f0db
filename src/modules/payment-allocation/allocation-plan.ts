import { errorCodeEntry, type ErrorCode } from '../../platform/errors/error-codes';
import {
  availableOf,
  compareText,
  lineWarningOf,
  paymentStatusAfter,
  type DocumentState,
  type DocumentWarningCode,
  type PaymentSubject,
} from './payment-documents';

export type AllocationMethod = 'Manual' | 'AutomaticFifo';

export interface RequestedLine {
  documentId: string;
  documentNumber?: string | null;
  documentAmount?: number | null;
  allocatedAmount: number;
}

/** A condition of the whole payment that makes every line moot (no supplier, excluded, no connection, allocated). */
export type PaymentBlockCode = Extract<
  ErrorCode,
  | 'counterparty_match_required'
  | 'counterparty_match_excluded'
  | 'erp_default_connection_missing'
  | 'allocation.already_in_flight'
>;

export type AmountBlockCode = Extract<
  ErrorCode,
  'allocation_exceeds_payment' | 'supplier_advance_transport_unavailable' | 'payment_not_fully_distributed'
>;

export type AllocationWarningCode = PaymentBlockCode | DocumentWarningCode | AmountBlockCode;

export interface AllocationWarning {
  code: AllocationWarningCode;
  message: string;
  documentId: string | null;
}

/** Where a write-off is booked: an account and cash-flow article of the connection, ids with display names. */
export interface WriteOffTarget {
  accountId: string;
  accountName: string;
  cashFlowArticleId: string;
  cashFlowArticleName: string;
}

/**
 * The organization's tolerance for small differences (docs/payment-tolerance.md): a line short of its document's
 * available amount by at most every limit set settles the document fully, the difference written off to `target`.
 */
export interface PaymentTolerance {
  /** Minor units; null: no amount limit. */
  amount: number | null;
  /** Hundredths of a percent of the document's available amount; null: no percent limit. */
  basisPoints: number | null;
  target: WriteOffTarget;
}

export interface PlannedLine {
  documentId: string;
  connectionId: string | null;
  documentNumber: string;
  documentType: string;
  documentAmount: number;
  allocatedAmount: number;
  /** What the line settles its document with beyond the payment's money, within the tolerance; 0: none. */
  writeOffAmount: number;
  isPartialPayment: boolean;
  isOverpayment: boolean;
  paymentStatus: string | null;
  expectedPaymentStatusAfter: string | null;
  unpaidAmount: number;
  paidAmount: number;
  reservedAmount: number;
  availableAmount: number;
  remainingAfterAllocation: number;
  invoiceDebtRemainingAfter: number;
  sequence: number;
  warningCodes: DocumentWarningCode[];
}

/** The preview result: what confirming these lines would decide, and whether it may. */
export interface AllocationPlan {
  bankTransactionId: string;
  paymentAmount: number;
  allocatedAmount: number;
  remainingAmount: number;
  hasOverpayment: boolean;
  hasUnderpayment: boolean;
  hasPartialPayments: boolean;
  documentSettlementAmount: number;
  supplierAdvanceAmount: number;
  unallocatedPaymentAmount: number;
  invoiceDebtRemaining: number;
  requiredSupplierAdvanceAmount: number;
  /** Σ of the lines' write-offs, booked to `writeOffTarget` (null when there is none). */
  writeOffAmount: number;
  writeOffTarget: WriteOffTarget | null;
  allocationMethod: AllocationMethod;
  lines: PlannedLine[];
  warnings: AllocationWarning[];
  canConfirm: boolean;
  blockReason: AllocationWarningCode | null;
}

export interface PlanInput {
  payment: PaymentSubject;
  method: AllocationMethod;
  lines: RequestedLine[];
  /** The snapshots of the requested documents (and for FIFO the open ones), by document id. */
  documents: ReadonlyMap<string, DocumentState>;
  /**
   * What the supplier's other payable documents in scope could still take (sum of their availableAmount); decides
   * whether an unassigned rest is a missing line or would need a supplier advance.
   */
  otherAvailable: number;
  paymentBlock: PaymentBlockCode | null;
  /** The organization's tolerance on the payment's connection; null or absent: differences stay open. */
  tolerance?: PaymentTolerance | null;
}

/**
 * The lines AutomaticFifo proposes: the payable documents oldest first (date, number, id), each taking what is
 * available until the payment is used up. `documents` are the supplier's open documents in the payment's scope.
 */
export function fifoLines(payment: PaymentSubject, documents: Iterable<DocumentState>): RequestedLine[] {
  const payable = [...documents]
    .filter((document) => lineWarningOf(payment, document, 0) === null && availableOf(document) > 0)
    .sort(
      (a, b) =>
        compareText(a.documentDate, b.documentDate) ||
        compareText(a.documentNumber, b.documentNumber) ||
        compareText(a.documentId, b.documentId),
    );
  const lines: RequestedLine[] = [];
  let rest = payment.amount;
  for (const document of payable) {
    if (rest === 0) break;
    const allocatedAmount = Math.min(rest, availableOf(document));
    lines.push({ documentId: document.documentId, allocatedAmount });
    rest -= allocatedAmount;
  }
  return lines;
}

/**
 * Evaluates lines against the payment (docs/payment-allocations.md §Preview). The payment amount is always the stored
 * transaction amount, so asking for less cannot make an incomplete allocation confirmable. Nothing is written.
 */
export function planAllocation(input: PlanInput): AllocationPlan {
  const { payment } = input;
  const lines = input.lines.map((line, index) => plannedLine(input, line, index + 1));
  const allocatedAmount = sum(lines.map((line) => line.allocatedAmount));
  const unallocatedPaymentAmount = Math.max(0, payment.amount - allocatedAmount);
  // The rest only the supplier's other open documents could take; beyond them it would be an advance.
  const requiredSupplierAdvanceAmount = Math.max(0, unallocatedPaymentAmount - input.otherAvailable);
  const warnings: AllocationWarning[] = [];
  if (input.paymentBlock) warnings.push(warningOf(input.paymentBlock, null));
  for (const line of lines)
    for (const code of line.warningCodes) warnings.push(warningOf(code, line.documentId, line.documentNumber));
  if (allocatedAmount > payment.amount) warnings.push(warningOf('allocation_exceeds_payment', null));
  if (requiredSupplierAdvanceAmount > 0) warnings.push(warningOf('supplier_advance_transport_unavailable', null));
  if (unallocatedPaymentAmount > 0) warnings.push(warningOf('payment_not_fully_distributed', null));
  const blockReason = warnings[0]?.code ?? null;
  const writeOffAmount = sum(lines.map((line) => line.writeOffAmount));
  return {
    bankTransactionId: payment.id,
    paymentAmount: payment.amount,
    allocatedAmount,
    remainingAmount: payment.amount - allocatedAmount,
    hasOverpayment: allocatedAmount > payment.amount || lines.some((line) => line.isOverpayment),
    hasUnderpayment: allocatedAmount < payment.amount,
    hasPartialPayments: lines.some((line) => line.isPartialPayment),
    documentSettlementAmount: allocatedAmount,
    supplierAdvanceAmount: 0,
    unallocatedPaymentAmount,
    invoiceDebtRemaining: sum(lines.map((line) => line.invoiceDebtRemainingAfter)),
    requiredSupplierAdvanceAmount,
    writeOffAmount,
    writeOffTarget: writeOffAmount > 0 ? input.tolerance!.target : null,
    allocationMethod: input.method,
    lines,
    warnings,
    canConfirm: blockReason === null,
    blockReason,
  };
}

function plannedLine(input: PlanInput, line: RequestedLine, sequence: number): PlannedLine {
  const document = input.documents.get(line.documentId);
  const warning = lineWarningOf(input.payment, document, line.allocatedAmount);
  if (!document) {
    return {
      documentId: line.documentId,
      connectionId: null,
      documentNumber: line.documentNumber ?? '',
      documentType: '',
      documentAmount: line.documentAmount ?? 0,
      allocatedAmount: line.allocatedAmount,
      writeOffAmount: 0,
      isPartialPayment: false,
      isOverpayment: false,
      paymentStatus: null,
      expectedPaymentStatusAfter: null,
      unpaidAmount: 0,
      paidAmount: 0,
      reservedAmount: 0,
      availableAmount: 0,
      remainingAfterAllocation: 0,
      invoiceDebtRemainingAfter: 0,
      sequence,
      warningCodes: [warning!],
    };
  }
  const availableAmount = availableOf(document);
  const writeOffAmount = warning ? 0 : writeOffOf(input.tolerance, availableAmount, line.allocatedAmount);
  const settled = line.allocatedAmount + writeOffAmount;
  return {
    documentId: document.documentId,
    connectionId: document.connectionId,
    documentNumber: document.documentNumber,
    documentType: document.documentType,
    documentAmount: document.amount,
    allocatedAmount: line.allocatedAmount,
    writeOffAmount,
    isPartialPayment: settled < document.unpaidAmount,
    isOverpayment: line.allocatedAmount > document.unpaidAmount,
    paymentStatus: document.paymentStatus,
    expectedPaymentStatusAfter: paymentStatusAfter(document.unpaidAmount, settled),
    unpaidAmount: document.unpaidAmount,
    paidAmount: document.paidAmount,
    reservedAmount: document.reservedAmount,
    availableAmount,
    remainingAfterAllocation: Math.max(0, availableAmount - settled),
    invoiceDebtRemainingAfter: Math.max(0, document.unpaidAmount - settled),
    sequence,
    warningCodes: warning ? [warning] : [],
  };
}

/**
 * The difference a line paying `allocated` of a document's `available` amount writes off: all of the shortfall when
 * it is within every limit the tolerance sets, else nothing (above the tolerance a short line stays a partial payment).
 * The percent is compared in integers: shortfall × 10,000 ≤ available × basis points.
 */
export function writeOffOf(
  tolerance: PaymentTolerance | null | undefined,
  available: number,
  allocated: number,
): number {
  const shortfall = available - allocated;
  if (!tolerance || allocated <= 0 || shortfall <= 0) return 0;
  if (tolerance.amount === null && tolerance.basisPoints === null) return 0;
  if (tolerance.amount !== null && shortfall > tolerance.amount) return 0;
  if (tolerance.basisPoints !== null && BigInt(shortfall) * 10_000n > BigInt(available) * BigInt(tolerance.basisPoints))
    return 0;
  return shortfall;
}

function warningOf(code: AllocationWarningCode, documentId: string | null, documentNumber?: string): AllocationWarning {
  const about = documentId === null ? '' : `Document ${documentNumber || documentId}: `;
  return { code, message: `${about}${errorCodeEntry(code).message}`, documentId };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
