import { publishWorkItemChanged } from '../../platform/events/topics';
import type { RequestContext } from '../../platform/context/request-context';
import { sqlFailureOf } from '../../platform/database/sql-state';
import { hotStatement } from '../../platform/database/hot-statements';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError, validationFailed, type ErrorParams } from '../../platform/errors/domain-error';
import { requiredTransactionId } from '../counterparty-matching/counterparty-matching.module';
import { fifoLines, planAllocation, type AllocationPlan, type RequestedLine } from './allocation-plan';
import type { AllocationConfirmInput, AllocationPreviewInput } from './dto/allocation-preview.dto';
import { AllocationMethodValue } from './dto/allocation-preview.dto';
import { availableOf, type DocumentState } from './payment-documents';
import {
  availableElsewhere,
  loadDocuments,
  loadOpenDocuments,
  loadPaymentFacts,
  CONFIRM_SETTINGS,
  lockPayment,
  paymentBlockOf,
  type PaymentFacts,
} from './payment-queries';

/** Constraints whose violation means another confirm of the same transaction committed first. */
const IDEMPOTENCY_CONSTRAINT = 'ux_payment_allocations_idempotency';
const HOLD_CONSTRAINTS = new Set(['bank_transaction_holds_pkey', 'ux_payment_allocations_live']);

export interface ConfirmOutcome {
  allocationId: string;
  status: string;
  message: string;
  created: boolean;
}

/**
 * Preview and confirm of a payment allocation (docs/payment-allocations.md §Preview, §Confirm). Both evaluate the lines
 * with the same `planAllocation`.
 *
 * Confirm owns its transactions instead of taking the resolver's, because where each read happens decides how often
 * concurrent confirms conflict. The idempotency key and the transaction's live allocation are read first, in their
 * own statement: inside a SERIALIZABLE transaction those index reads would take page locks that every other confirm's
 * insert hits. The serializable transaction then reads only the transaction row (FOR SHARE), the documents and their
 * reservations, raises the reservations and inserts the allocation with the hold on its transaction; a serialization
 * failure re-runs it (bounded, jittered). A concurrent confirm of the same transaction that got there first is caught
 * by the unique keys (idempotency, hold) and answered as a replay or allocation.already_in_flight.
 */
export class AllocationConfirmService {
  async preview(ctx: RequestContext, input: AllocationPreviewInput): Promise<AllocationPlan> {
    const facts = await this.facts(ctx, input, null);
    return this.plan(ctx, facts, input);
  }

  async confirm(ctx: RequestContext, input: AllocationConfirmInput): Promise<ConfirmOutcome> {
    const idempotencyKey = input.idempotencyKey.trim();
    if (!idempotencyKey) throw validationFailed({ idempotencyKey: ['required'] });
    const before = await this.facts(ctx, input, idempotencyKey, true);
    if (before.replay) return replayOf(before.replay);
    try {
      const allocationId = await inTransaction(
        ctx.dataSource,
        () => this.confirmOnce(ctx, input, before, idempotencyKey),
        'SERIALIZABLE',
        CONFIRM_SETTINGS,
      );
      return {
        allocationId,
        status: 'NeedsReview',
        message: 'The allocation is saved and awaits review.',
        created: true,
      };
    } catch (error) {
      const { constraint } = sqlFailureOf(error);
      if (constraint !== IDEMPOTENCY_CONSTRAINT && !HOLD_CONSTRAINTS.has(constraint ?? '')) throw error;
      const after = await loadPaymentFacts(ctx, before.payment.id, idempotencyKey);
      if (after?.replay) return replayOf(after.replay);
      throw new DomainError('allocation.already_in_flight', {
        params: { bankTransactionId: before.payment.id, allocationId: after?.liveAllocation?.id ?? null },
      });
    }
  }

  /** One attempt inside the serializable transaction; `before` only contributes what was read outside it. */
  private async confirmOnce(
    ctx: RequestContext,
    input: AllocationConfirmInput,
    before: PaymentFacts,
    idempotencyKey: string,
  ): Promise<string> {
    const locked = await lockPayment(
      ctx,
      before.payment.id,
      input.lines.map((line) => line.documentId),
    );
    if (!locked) throw new DomainError('bank_transaction_not_found');
    const facts: PaymentFacts = {
      payment: locked.payment,
      connectionId: locked.connectionId,
      liveAllocation: before.liveAllocation,
      replay: null,
      tolerance: before.tolerance,
    };
    const plan = await this.plan(ctx, facts, input, locked.documents);
    if (!plan.canConfirm) throw blockingError(plan, facts);
    return saveAllocation(ctx, facts, facts.connectionId!, plan, idempotencyKey);
  }

  /** Validated input and the payment facts; for a confirm, with its documents' reservation rows made sure of. */
  private async facts(
    ctx: RequestContext,
    input: AllocationPreviewInput,
    idempotencyKey: string | null,
    confirming = false,
  ): Promise<PaymentFacts> {
    const bankTransactionId = requiredTransactionId(input.bankTransactionId);
    const seen = new Set<string>();
    const duplicates = input.lines.flatMap((line, index) =>
      seen.has(line.documentId) || !seen.add(line.documentId) ? [`lines.${index}.documentId`] : [],
    );
    if (duplicates.length) throw validationFailed(Object.fromEntries(duplicates.map((f) => [f, ['duplicate']])));
    const blank = input.lines.flatMap((line, index) => (line.documentId.trim() ? [] : [`lines.${index}.documentId`]));
    if (blank.length) throw validationFailed(Object.fromEntries(blank.map((f) => [f, ['required']])));
    const reservationRows = confirming ? input.lines.map((line) => line.documentId) : [];
    const facts = await loadPaymentFacts(ctx, bankTransactionId, idempotencyKey, reservationRows);
    if (!facts) throw new DomainError('bank_transaction_not_found');
    return facts;
  }

  /** `named`: the documents of the input's lines when already read (with the confirm's lock). */
  private async plan(
    ctx: RequestContext,
    facts: PaymentFacts,
    input: AllocationPreviewInput,
    named?: Map<string, DocumentState>,
  ): Promise<AllocationPlan> {
    const { payment, connectionId } = facts;
    const paymentBlock = paymentBlockOf(facts);
    const method = input.allocationMethod;
    const base = { payment, method, paymentBlock, tolerance: facts.tolerance };
    if (!connectionId) return planAllocation({ ...base, lines: input.lines, documents: new Map(), otherAvailable: 0 });

    if (method === AllocationMethodValue.AutomaticFifo && input.lines.length === 0) {
      // FIFO needs the supplier: without one there is nothing to propose, and the block says why.
      const open = payment.counterpartyId ? await loadOpenDocuments(ctx, payment, connectionId) : [];
      const lines = fifoLines(payment, open);
      const offered = open.reduce((total, document) => total + availableOf(document), 0);
      return planAllocation({
        ...base,
        lines,
        documents: new Map(open.map((document) => [document.documentId, document])),
        otherAvailable: offered - sumOf(lines),
      });
    }

    const documentIds = input.lines.map((line) => line.documentId);
    const documents = named ?? (await loadDocuments(ctx, connectionId, documentIds));
    const short = sumOf(input.lines) < payment.amount && payment.counterpartyId !== null;
    const otherAvailable = short ? await availableElsewhere(ctx, payment, connectionId, documentIds) : 0;
    return planAllocation({ ...base, lines: input.lines, documents, otherAvailable });
  }
}

function replayOf(replay: { id: string; status: string }): ConfirmOutcome {
  return {
    allocationId: replay.id,
    status: replay.status,
    message: 'An allocation with this idempotency key already exists for the bank transaction.',
    created: false,
  };
}

/** The 409 of a plan that cannot be confirmed, with the figures that explain it. */
function blockingError(plan: AllocationPlan, facts: PaymentFacts): DomainError {
  const warning = plan.warnings[0];
  const params: ErrorParams = { bankTransactionId: plan.bankTransactionId };
  if (warning.code === 'allocation.already_in_flight') params.allocationId = facts.liveAllocation!.id;
  const line = warning.documentId === null ? null : plan.lines.find((l) => l.documentId === warning.documentId);
  if (line) {
    params.documentId = line.documentId;
    params.allocatedAmount = line.allocatedAmount;
    params.availableAmount = line.availableAmount;
  } else if (warning.documentId === null && warning.code !== 'allocation.already_in_flight') {
    params.paymentAmount = plan.paymentAmount;
    params.allocatedAmount = plan.allocatedAmount;
    params.unallocatedPaymentAmount = plan.unallocatedPaymentAmount;
    params.requiredSupplierAdvanceAmount = plan.requiredSupplierAdvanceAmount;
  }
  return new DomainError(warning.code, { params, details: warning.message });
}

const SAVE_ALLOCATION = hotStatement(
  `WITH line AS (
       SELECT * FROM unnest($15::varchar[], $16::varchar[], $17::varchar[], $18::bigint[], $19::bigint[],
                            $20::boolean[], $21::boolean[], $22::varchar[], $23::varchar[], $24::bigint[],
                            $25::bigint[], $26::int[],
                            $27::bigint[])
         AS l(document_id, document_number, document_type, document_amount, allocated_amount, is_partial, is_over,
              status_before, status_after, unpaid_before, unpaid_after, sequence, write_off_amount)),
     raised AS (
       INSERT INTO payment_document_reservations AS r (connection_id, document_id, reserved_amount)
       SELECT $4, l.document_id, l.allocated_amount + l.write_off_amount FROM line l
       ON CONFLICT (connection_id, document_id)
         DO UPDATE SET reserved_amount = r.reserved_amount + excluded.reserved_amount
       RETURNING r.document_id, r.reserved_amount),
     exceeded AS (
       SELECT raised.document_id FROM raised JOIN line l ON l.document_id = raised.document_id
        WHERE raised.reserved_amount > l.unpaid_before LIMIT 1),
     allocation AS (
       INSERT INTO payment_allocations (organization_id, location_id, bank_transaction_id, erp_connection_id,
         erp_counterparty_id, status, allocation_method, currency, total_amount, allocated_amount,
         document_settlement_amount, supplier_advance_amount, unallocated_payment_amount, invoice_debt_remaining,
         idempotency_key, created_by_user_id, write_off_amount, write_off_account_id, write_off_account_name,
         write_off_cash_flow_article_id, write_off_cash_flow_article_name)
       SELECT $1, $2, $3, $4, $5, 'NeedsReview', $6, $7, $8, $9, $10, 0, $11, $12, $13, $14, $28, $29, $30, $31, $32
        WHERE NOT EXISTS (SELECT 1 FROM exceeded)
       RETURNING id),
     saved_lines AS (
       INSERT INTO payment_allocation_lines (allocation_id, bank_transaction_id, connection_id, document_id,
         document_number, document_type, document_amount, allocated_amount, is_partial_payment, is_overpayment,
         payment_status_before, expected_payment_status_after, unpaid_amount_before, expected_unpaid_amount_after,
         sequence, warning_codes, write_off_amount)
       SELECT a.id, $3, $4, l.document_id, l.document_number, l.document_type, l.document_amount, l.allocated_amount,
              l.is_partial, l.is_over, l.status_before, l.status_after, l.unpaid_before, l.unpaid_after, l.sequence,
              '{}', l.write_off_amount
         FROM allocation a, line l),
     hold AS (
       INSERT INTO bank_transaction_holds (bank_transaction_id, allocation_id) SELECT $3, id FROM allocation)
     SELECT (SELECT id FROM allocation) AS id, (SELECT document_id FROM exceeded) AS exceeded_document_id`,
);

/**
 * One statement raises the documents' reservations (by what each line pays and writes off) and, unless one would then pass the unpaid amount the confirm read
 * (→ document_remainder_exceeded, and the transaction rolls back), inserts the allocation, its lines and the hold on
 * its transaction; the hold's primary key refuses a second live allocation of the transaction. Each reservation row is
 * found by its whole key, so the upsert touches no other document's row.
 */
async function saveAllocation(
  ctx: RequestContext,
  facts: PaymentFacts,
  connectionId: string,
  plan: AllocationPlan,
  idempotencyKey: string,
): Promise<string> {
  const { payment } = facts;
  const actor = await ctx.requireActor();
  const lines = plan.lines;
  const [saved]: { id: string | null; exceeded_document_id: string | null }[] = await ctx.em.query(SAVE_ALLOCATION, [
    payment.organizationId,
    payment.locationId,
    payment.id,
    connectionId,
    payment.counterpartyId,
    plan.allocationMethod,
    payment.currency,
    payment.amount,
    plan.allocatedAmount,
    plan.documentSettlementAmount,
    plan.unallocatedPaymentAmount,
    plan.invoiceDebtRemaining,
    idempotencyKey,
    actor.userId,
    lines.map((l) => l.documentId),
    lines.map((l) => l.documentNumber),
    lines.map((l) => l.documentType),
    lines.map((l) => l.documentAmount),
    lines.map((l) => l.allocatedAmount),
    lines.map((l) => l.isPartialPayment),
    lines.map((l) => l.isOverpayment),
    lines.map((l) => l.paymentStatus),
    lines.map((l) => l.expectedPaymentStatusAfter),
    lines.map((l) => l.unpaidAmount),
    lines.map((l) => l.invoiceDebtRemainingAfter),
    lines.map((l) => l.sequence),
    lines.map((l) => l.writeOffAmount),
    plan.writeOffAmount,
    plan.writeOffTarget?.accountId ?? null,
    plan.writeOffTarget?.accountName ?? null,
    plan.writeOffTarget?.cashFlowArticleId ?? null,
    plan.writeOffTarget?.cashFlowArticleName ?? null,
  ]);
  if (saved.exceeded_document_id !== null) {
    const line = lines.find((l) => l.documentId === saved.exceeded_document_id)!;
    throw new DomainError('document_remainder_exceeded', {
      params: {
        bankTransactionId: payment.id,
        documentId: line.documentId,
        allocatedAmount: line.allocatedAmount,
        unpaidAmount: line.unpaidAmount,
      },
    });
  }
  publishWorkItemChanged(ctx.events, {
    organizationId: payment.organizationId,
    locationId: payment.locationId,
    bankTransactionId: payment.id,
    cause: 'Allocation',
  });
  return saved.id!;
}

function sumOf(lines: RequestedLine[]): number {
  return lines.reduce((total, line) => total + line.allocatedAmount, 0);
}
