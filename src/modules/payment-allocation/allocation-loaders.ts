import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import { selectColumns, type PropertyOf } from '../../platform/database/entity-columns';
import type { WriteOffTargetDto } from './dto/allocation-preview.dto';
import type { PaymentAllocationDto, PaymentAllocationLineDto } from './dto/payment-allocation.dto';
import { PaymentAllocationLine } from './payment-allocation-line.entity';
import { PaymentAllocation } from './payment-allocation.entity';

/** The columns of an allocation that its DTO shows; the cancel reason is the operator's own text. */
const ALLOCATION_PROPERTIES = [
  'id',
  'organizationId',
  'locationId',
  'bankTransactionId',
  'erpConnectionId',
  'erpCounterpartyId',
  'status',
  'totalAmount',
  'allocatedAmount',
  'documentSettlementAmount',
  'supplierAdvanceAmount',
  'unallocatedPaymentAmount',
  'invoiceDebtRemaining',
  'writeOffAmount',
  'allocationMethod',
  'currency',
  'createdAtUtc',
  'createdByUserId',
  'approvedAtUtc',
  'approvedByUserId',
  'cancelledAtUtc',
  'cancelReason',
  'rowVersion',
] as const satisfies readonly PropertyOf<PaymentAllocation>[];

/** An allocation as selected by `ALLOCATION_COLUMNS`: the DTO's shape, which the compiler checks where it is returned. */
export type AllocationRow = Pick<PaymentAllocation, (typeof ALLOCATION_PROPERTIES)[number]> & {
  remainingAmount: number;
  writeOffTarget: WriteOffTargetDto | null;
};

/** Read columns of an allocation (`a`) in the DTO's names. */
export const ALLOCATION_COLUMNS = `${selectColumns(PaymentAllocation, 'a', ALLOCATION_PROPERTIES)},
  (a.total_amount - a.allocated_amount)::bigint AS "remainingAmount",
  CASE WHEN a.write_off_account_id IS NOT NULL THEN jsonb_build_object('accountId', a.write_off_account_id,
    'accountName', a.write_off_account_name, 'cashFlowArticleId', a.write_off_cash_flow_article_id,
    'cashFlowArticleName', a.write_off_cash_flow_article_name) END AS "writeOffTarget"`;

const LINE_PROPERTIES = [
  'id',
  'allocationId',
  'documentId',
  'documentNumber',
  'documentAmount',
  'allocatedAmount',
  'writeOffAmount',
  'isPartialPayment',
  'isOverpayment',
  'paymentStatusBefore',
  'expectedPaymentStatusAfter',
  'unpaidAmountBefore',
  'expectedUnpaidAmountAfter',
  'sequence',
  'warningCodes',
] as const satisfies readonly PropertyOf<PaymentAllocationLine>[];

const LINE_COLUMNS = selectColumns(PaymentAllocationLine, 'l', LINE_PROPERTIES);

/** Allocations by id, any number per request in one statement; also the access resource's loader. */
export const allocationRowLoader = defineLoader<string, PaymentAllocationDto | null>(async (ctx, ids) => {
  const rows: AllocationRow[] = await ctx.em.query(
    `SELECT ${ALLOCATION_COLUMNS} FROM payment_allocations a WHERE a.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/** The lines of many allocations in sequence order, one statement per batch. */
export const allocationLinesLoader = defineLoader<string, PaymentAllocationLineDto[]>(async (ctx, allocationIds) => {
  const rows: Pick<PaymentAllocationLine, (typeof LINE_PROPERTIES)[number]>[] = await ctx.em.query(
    `SELECT ${LINE_COLUMNS} FROM payment_allocation_lines l WHERE l.allocation_id = ANY($1::uuid[])
      ORDER BY l.allocation_id, l.sequence`,
    [[...allocationIds]],
  );
  return groupBy(allocationIds, rows, (row) => row.allocationId);
});

/** The allocations of many bank transactions, newest first (Cancelled ones included), one statement per batch. */
export const transactionAllocationsLoader = defineLoader<string, PaymentAllocationDto[]>(
  async (ctx, transactionIds) => {
    const rows: AllocationRow[] = await ctx.em.query(
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
