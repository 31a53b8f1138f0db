import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { PaymentAllocationDto, PaymentAllocationLineDto } from './dto/payment-allocation.dto';

/** Read columns of an allocation (`a`) in the DTO's names; the cancel reason is the operator's own text. */
export const ALLOCATION_COLUMNS = `
  a.id, a.organization_id AS "organizationId", a.location_id AS "locationId",
  a.bank_transaction_id AS "bankTransactionId", a.erp_connection_id AS "erpConnectionId",
  a.erp_counterparty_id AS "erpCounterpartyId", a.status, a.total_amount AS "totalAmount",
  a.allocated_amount AS "allocatedAmount", (a.total_amount - a.allocated_amount)::bigint AS "remainingAmount",
  a.document_settlement_amount AS "documentSettlementAmount", a.supplier_advance_amount AS "supplierAdvanceAmount",
  a.unallocated_payment_amount AS "unallocatedPaymentAmount", a.invoice_debt_remaining AS "invoiceDebtRemaining",
  a.allocation_method AS "allocationMethod", a.currency, a.created_at_utc AS "createdAtUtc",
  a.created_by_user_id AS "createdByUserId", a.approved_at_utc AS "approvedAtUtc",
  a.approved_by_user_id AS "approvedByUserId", a.cancelled_at_utc AS "cancelledAtUtc",
  a.cancel_reason AS "cancelReason", a.row_version AS "rowVersion"`;

const LINE_COLUMNS = `
  l.id, l.allocation_id AS "allocationId", l.document_id AS "documentId", l.document_number AS "documentNumber",
  l.document_amount AS "documentAmount", l.allocated_amount AS "allocatedAmount",
  l.is_partial_payment AS "isPartialPayment", l.is_overpayment AS "isOverpayment",
  l.payment_status_before AS "paymentStatusBefore", l.expected_payment_status_after AS "expectedPaymentStatusAfter",
  l.unpaid_amount_before AS "unpaidAmountBefore", l.expected_unpaid_amount_after AS "expectedUnpaidAmountAfter",
  l.sequence, l.warning_codes AS "warningCodes"`;

/** Allocations by id, any number per request in one statement; also the access resource's loader. */
export const allocationRowLoader = defineLoader<string, PaymentAllocationDto | null>(async (ctx, ids) => {
  const rows: PaymentAllocationDto[] = await ctx.em.query(
    `SELECT ${ALLOCATION_COLUMNS} FROM payment_allocations a WHERE a.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/** The lines of many allocations in sequence order, one statement per batch. */
export const allocationLinesLoader = defineLoader<string, PaymentAllocationLineDto[]>(async (ctx, allocationIds) => {
  const rows: (PaymentAllocationLineDto & { allocationId: string })[] = await ctx.em.query(
    `SELECT ${LINE_COLUMNS} FROM payment_allocation_lines l WHERE l.allocation_id = ANY($1::uuid[])
      ORDER BY l.allocation_id, l.sequence`,
    [[...allocationIds]],
  );
  return groupBy(allocationIds, rows, (row) => row.allocationId);
});

/** The allocations of many bank transactions, newest first (Cancelled ones included), one statement per batch. */
export const transactionAllocationsLoader = defineLoader<string, PaymentAllocationDto[]>(
  async (ctx, transactionIds) => {
    const rows: PaymentAllocationDto[] = await ctx.em.query(
      `SELECT ${ALLOCATION_COLUMNS} FROM payment_allocations a WHERE a.bank_transaction_id = ANY($1::uuid[])
      ORDER BY a.created_at_utc DESC, a.id`,
      [[...transactionIds]],
    );
    return groupBy(transactionIds, rows, (row) => row.bankTransactionId);
  },
);

function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key.toLowerCase()) ?? []);
}
