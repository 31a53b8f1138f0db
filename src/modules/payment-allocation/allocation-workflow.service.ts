import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { publishWorkItemChanged } from '../../platform/events/topics';
import type { AuditService } from '../audit/audit.module';
import { allocationRowLoader, ALLOCATION_COLUMNS } from './allocation-loaders';
import type { ApproveAllocationInput, CancelAllocationInput, PaymentAllocationDto } from './dto/payment-allocation.dto';
import { payabilityOf } from './payment-documents';
import { loadDocuments, loadPaymentFacts } from './payment-queries';
import { cancelAndRelease } from './reservations';

/** Statuses an operator may still approve or cancel (docs/payment-allocations.md §Approve and cancel). */
const EDITABLE = new Set(['NeedsReview', 'Confirmed', 'ApprovalRequired']);
/** Queued for posting or beyond: the posting owns the allocation now. */
const QUEUED_OR_LATER = new Set(['PostingQueued', 'Posted', 'Failed', 'Reconciled']);

/**
 * Approve and cancel (docs/payment-allocations.md §Approve and cancel). Each locks the allocation row, checks its state
 * before its rowVersion (a client holding an old version of an approved allocation learns that it is approved), and
 * writes its audit entry in the same transaction.
 */
export class AllocationWorkflowService {
  constructor(private readonly audit: AuditService) {}

  async approve(ctx: RequestContext, id: string, input: ApproveAllocationInput): Promise<PaymentAllocationDto> {
    const allocation = await lockAllocation(ctx, id);
    assertEditable(allocation, 'approve');
    assertRowVersion('PaymentAllocation', allocation, input.rowVersion);
    await recheckDocuments(ctx, allocation);
    const actor = await ctx.requireActor();
    await ctx.em.query(
      `UPDATE payment_allocations SET status = 'Approved', approved_by_user_id = $2, approved_at_utc = now(),
              updated_at_utc = now(), row_version = row_version + 1
        WHERE id = $1`,
      [allocation.id, actor.userId],
    );
    await this.record(ctx, allocation, 'Approved', 'Payment allocation approved', {});
    return reread(ctx, allocation.id);
  }

  async cancel(ctx: RequestContext, id: string, input: CancelAllocationInput): Promise<PaymentAllocationDto> {
    const reason = input.reason?.trim();
    if (!reason) throw validationFailed({ reason: ['required'] }, 'A non-blank reason is required to cancel.');
    const allocation = await lockAllocation(ctx, id);
    // Queueing hands the allocation to its posting, even one still awaiting approval: the allocation stays locked.
    assertEditable(allocation, 'cancel');
    assertRowVersion('PaymentAllocation', allocation, input.rowVersion);
    const actor = await ctx.requireActor();
    await cancelAndRelease(ctx.em, allocation.id, { userId: actor.userId, reason });
    await this.record(ctx, allocation, 'Cancelled', 'Payment allocation cancelled', { reason });
    return reread(ctx, allocation.id);
  }

  private record(
    ctx: RequestContext,
    allocation: PaymentAllocationDto,
    status: string,
    message: string,
    extra: Record<string, unknown>,
  ): Promise<void> {
    publishWorkItemChanged(ctx.events, {
      organizationId: allocation.organizationId,
      locationId: allocation.locationId,
      bankTransactionId: allocation.bankTransactionId,
      cause: 'Allocation',
    });
    return this.audit.record(ctx, {
      action: 'Allocate',
      entityType: 'PaymentAllocation',
      entityId: allocation.id,
      organizationId: allocation.organizationId,
      locationId: allocation.locationId,
      message,
      details: {
        allocationId: allocation.id,
        bankTransactionId: allocation.bankTransactionId,
        organizationId: allocation.organizationId,
        locationId: allocation.locationId,
        totalAmount: allocation.totalAmount,
        currency: allocation.currency,
        changes: { status: { from: allocation.status, to: status } },
        ...extra,
      },
    });
  }
}

async function lockAllocation(ctx: RequestContext, id: string): Promise<PaymentAllocationDto> {
  const [row]: PaymentAllocationDto[] = await ctx.em.query(
    `SELECT ${ALLOCATION_COLUMNS} FROM payment_allocations a WHERE a.id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw new DomainError('not_found');
  return row;
}

function assertEditable(allocation: PaymentAllocationDto, operation: 'approve' | 'cancel'): void {
  const params = { allocationId: allocation.id, state: allocation.status, operation };
  if (allocation.status === 'Approved') throw new DomainError('allocation.not_editable_after_approve', { params });
  if (QUEUED_OR_LATER.has(allocation.status)) throw new DomainError('allocation.not_editable_after_queued', { params });
  if (!EDITABLE.has(allocation.status)) {
    throw new DomainError('workflow.invalid_transition', {
      params: { entity: 'PaymentAllocation', state: allocation.status, operation },
    });
  }
}

/**
 * The confirm's document check again at approve: each document must still be payable from this payment and still owe at
 * least what the line pays (the accounting system may have been paid some other way since the confirm).
 */
async function recheckDocuments(ctx: RequestContext, allocation: PaymentAllocationDto): Promise<void> {
  const lines: { document_id: string; allocated_amount: number }[] = await ctx.em.query(
    'SELECT document_id, allocated_amount FROM payment_allocation_lines WHERE allocation_id = $1 ORDER BY sequence',
    [allocation.id],
  );
  const facts = await loadPaymentFacts(ctx, allocation.bankTransactionId, null);
  const payment = { ...facts!.payment, counterpartyId: allocation.erpCounterpartyId };
  const documents = await loadDocuments(
    ctx,
    allocation.erpConnectionId,
    lines.map((line) => line.document_id),
  );
  for (const line of lines) {
    const document = documents.get(line.document_id);
    const reason =
      payabilityOf(payment, document) ??
      (document!.unpaidAmount < line.allocated_amount ? 'document_not_payable' : null);
    if (reason) {
      throw new DomainError(reason, {
        params: { allocationId: allocation.id, documentId: line.document_id, operation: 'approve' },
      });
    }
  }
}

async function reread(ctx: RequestContext, id: string): Promise<PaymentAllocationDto> {
  const loader = ctx.loader(allocationRowLoader);
  loader.clear(id);
  return (await loader.load(id))!;
}
