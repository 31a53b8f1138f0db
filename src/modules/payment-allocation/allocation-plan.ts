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

export interface PlannedLine {
  documentId: string;
  connectionId: string | null;
  documentNumber: string;
  documentType: string;
  documentAmount: number;
  allocatedAmount: number;
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
  return {
    documentId: document.documentId,
    connectionId: document.connectionId,
    documentNumber: document.documentNumber,
    documentType: document.documentType,
    documentAmount: document.amount,
    allocatedAmount: line.allocatedAmount,
    isPartialPayment: line.allocatedAmount < document.unpaidAmount,
    isOverpayment: line.allocatedAmount > document.unpaidAmount,
    paymentStatus: document.paymentStatus,
    expectedPaymentStatusAfter: paymentStatusAfter(document.unpaidAmount, line.allocatedAmount),
    unpaidAmount: document.unpaidAmount,
    paidAmount: document.paidAmount,
    reservedAmount: document.reservedAmount,
    availableAmount,
    remainingAfterAllocation: Math.max(0, availableAmount - line.allocatedAmount),
    invoiceDebtRemainingAfter: Math.max(0, document.unpaidAmount - line.allocatedAmount),
    sequence,
    warningCodes: warning ? [warning] : [],
  };
}

function warningOf(code: AllocationWarningCode, documentId: string | null, documentNumber?: string): AllocationWarning {
  const about = documentId === null ? '' : `Document ${documentNumber || documentId}: `;
  return { code, message: `${about}${errorCodeEntry(code).message}`, documentId };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
