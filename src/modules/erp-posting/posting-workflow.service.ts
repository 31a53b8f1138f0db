import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { publishPostingStatusChanged } from '../../platform/events/topics';
import type { AuditService } from '../audit/audit.module';
import type { ErpReferenceService } from '../erp-connection/erp-connection.module';
import { PostingApprovalValue } from '../organization/dto/organization.dto';
import { cancelAndRelease } from '../payment-allocation/payment-allocation.module';
import type {
  ErpPostingDto,
  PostingRowVersionInput,
  PostingWriteTargetInput,
  RejectPostingInput,
} from './dto/erp-posting.dto';
import { POSTING_COLUMNS, postingRowLoader } from './posting-loaders';
import { resolveWriteTarget, type WriteTarget } from './posting-write-target';
import { POSTING_CHANNEL } from './worker/posting-claims';

/** Statuses a forced readback can settle (docs/postings.md §Approval, write target, retry, reconcile). */
const RECONCILABLE = new Set(['Posted', 'ReadbackPending', 'WriteOutcomeUnknown', 'Failed']);
/** Statuses whose write target may still change: nothing was approved for writing yet. */
const TARGET_EDITABLE = new Set(['Draft', 'ApprovalRequired']);

/**
 * Approve, reject, retry, reconcile and write-target of a posting (docs/postings.md §Approval, write target, retry,
 * reconcile). Each locks the posting, checks its state before its rowVersion, and writes its audit entry in the same
 * transaction; those that hand work to the worker make the posting due and NOTIFY, which PostgreSQL delivers at
 * commit.
 */
export class PostingWorkflowService {
  constructor(
    private readonly audit: AuditService,
    readonly references: ErpReferenceService,
  ) {}

  async approve(ctx: RequestContext, id: string, input: PostingRowVersionInput): Promise<ErpPostingDto> {
    const posting = await lockPosting(ctx.em, id);
    assertState(posting, 'approve', posting.status === 'ApprovalRequired');
    assertRowVersion('ErpPaymentPosting', posting, input.rowVersion);
    const actor = await ctx.requireActor();
    const people = await approvalPeopleOf(ctx.em, posting);
    if (
      people.postingApproval === PostingApprovalValue.SecondPersonRequired &&
      (people.confirmedByUserId === actor.userId || people.queuedByUserId === actor.userId)
    ) {
      throw new DomainError('posting.second_person_required', { params: { postingId: id } });
    }
    if (!posting.accountId || !posting.cashFlowArticleId) {
      throw new DomainError('posting_write_target_required', { params: { postingId: id } });
    }
    await ctx.em.query(
      `WITH approved AS (
         UPDATE erp_payment_postings SET status = 'Queued', approved_by_user_id = $2, approved_at_utc = now(),
                next_run_at_utc = now(), updated_at_utc = now(), row_version = row_version + 1
          WHERE id = $1)
       UPDATE erp_posting_outbox SET dispatched_at_utc = now() WHERE posting_id = $1`,
      [id, actor.userId],
    );
    await notifyWorkers(ctx.em, id);
    await this.record(ctx, posting, 'Approve', 'Queued', 'Posting approved for writing', {
      details: { ...people, approvedByUserId: actor.userId },
    });
    return reread(ctx, id);
  }

  /**
   * Withdraws a posting nobody approved yet, with its allocation: the posting becomes Cancelled (terminal: its outbox
   * row is settled undispatched and nothing makes it due again), and the allocation is cancelled as an allocation
   * cancel does it, releasing its documents' reservations and its bank transaction's hold.
   */
  async reject(ctx: RequestContext, id: string, input: RejectPostingInput): Promise<ErpPostingDto> {
    const reason = input.reason?.trim();
    if (!reason) throw validationFailed({ reason: ['required'] }, 'A non-blank reason is required to reject.');
    const posting = await lockPosting(ctx.em, id);
    assertState(posting, 'reject', posting.status === 'ApprovalRequired');
    assertRowVersion('ErpPaymentPosting', posting, input.rowVersion);
    const actor = await ctx.requireActor();
    if (posting.paymentAllocationId !== null) {
      await cancelAndRelease(ctx.em, posting.paymentAllocationId, { userId: actor.userId, reason });
    }
    // A direct posting holds its bank line itself: the hold goes with it, so the line can be decided anew.
    await ctx.em.query(
      `WITH rejected AS (
         UPDATE erp_payment_postings SET status = 'Cancelled', next_run_at_utc = NULL, updated_at_utc = now(),
                row_version = row_version + 1
          WHERE id = $1),
       released AS (DELETE FROM bank_transaction_holds WHERE posting_id = $1)
       UPDATE erp_posting_outbox SET processed_at_utc = now() WHERE posting_id = $1`,
      [id],
    );
    await this.record(ctx, posting, 'Reject', 'Cancelled', 'Posting rejected before approval', {
      details: { reason, rejectedByUserId: actor.userId },
      changes:
        posting.paymentAllocationId === null ? {} : { allocationStatus: { from: 'PostingQueued', to: 'Cancelled' } },
    });
    return reread(ctx, id);
  }

  async retry(ctx: RequestContext, id: string, input: PostingRowVersionInput): Promise<ErpPostingDto> {
    const posting = await lockPosting(ctx.em, id);
    if (posting.status === 'WriteOutcomeUnknown') {
      throw new DomainError('write_outcome_unknown_readback_required', { params: { postingId: id } });
    }
    assertState(posting, 'retry', posting.status === 'Failed' || posting.status === 'RetryScheduled');
    assertRowVersion('ErpPaymentPosting', posting, input.rowVersion);
    if (posting.openAnomalyId) {
      throw new DomainError('payment_anomaly_open', { params: { postingId: id, anomalyId: posting.openAnomalyId } });
    }
    await ctx.em.query(
      `WITH retried AS (
         UPDATE erp_payment_postings SET status = 'RetryScheduled', next_retry_at_utc = now(), next_run_at_utc = now(),
                transient_failure_count = 0, error_code = NULL, error_message = NULL, updated_at_utc = now(),
                row_version = row_version + 1
          WHERE id = $1),
       outbox AS (UPDATE erp_posting_outbox SET processed_at_utc = NULL WHERE posting_id = $1)
       UPDATE payment_allocations SET status = 'PostingQueued', updated_at_utc = now(), row_version = row_version + 1
        WHERE id = $2 AND status = 'Failed'`,
      [id, posting.paymentAllocationId],
    );
    await notifyWorkers(ctx.em, id);
    await this.record(ctx, posting, 'Retry', 'RetryScheduled', 'Posting retry scheduled');
    return reread(ctx, id);
  }

  /** Forces a readback by the worker; the answer is the posting as it is now (the readback follows within a second). */
  async reconcile(ctx: RequestContext, id: string, input: PostingRowVersionInput): Promise<ErpPostingDto> {
    const posting = await lockPosting(ctx.em, id);
    assertState(posting, 'reconcile', RECONCILABLE.has(posting.status));
    assertRowVersion('ErpPaymentPosting', posting, input.rowVersion);
    await ctx.em.query(
      `UPDATE erp_payment_postings SET force_readback = true, next_run_at_utc = now(),
              next_reconciliation_at_utc = now(), updated_at_utc = now(), row_version = row_version + 1
        WHERE id = $1`,
      [id],
    );
    await notifyWorkers(ctx.em, id);
    await this.record(ctx, posting, 'Reconcile', posting.status, 'Posting reconciliation requested');
    return reread(ctx, id);
  }

  /** Sets the payment account and cash-flow article, checked against the lists of the posting's connection. */
  async setWriteTarget(ctx: RequestContext, id: string, input: PostingWriteTargetInput): Promise<ErpPostingDto> {
    const current = (await ctx.loader(postingRowLoader).load(id))!;
    const target = await resolveWriteTarget(ctx, this.references, current.erpConnectionId, input);
    return inTransaction(ctx.dataSource, () => this.storeWriteTarget(ctx, id, target, input.rowVersion));
  }

  /** Stores an already resolved write target; in the caller's transaction. */
  async storeWriteTarget(
    ctx: RequestContext,
    id: string,
    target: WriteTarget,
    rowVersion?: number | null,
  ): Promise<ErpPostingDto> {
    const posting = await lockPosting(ctx.em, id);
    assertState(posting, 'write-target', TARGET_EDITABLE.has(posting.status));
    assertRowVersion('ErpPaymentPosting', posting, rowVersion);
    await ctx.em.query(
      `UPDATE erp_payment_postings SET account_id = $2, account_name = $3, cash_flow_article_id = $4,
              cash_flow_article_name = $5, updated_at_utc = now(), row_version = row_version + 1
        WHERE id = $1`,
      [id, target.accountId, target.accountName, target.cashFlowArticleId, target.cashFlowArticleName],
    );
    return reread(ctx, id);
  }

  private record(
    ctx: RequestContext,
    posting: ErpPostingDto,
    action: string,
    status: string,
    message: string,
    extra: { details?: Record<string, unknown>; changes?: Record<string, unknown> } = {},
  ): Promise<void> {
    if (status !== posting.status) announce(ctx, posting, posting.status, status);
    return this.audit.record(ctx, {
      action,
      entityType: 'ErpPaymentPosting',
      entityId: posting.id,
      organizationId: posting.organizationId,
      locationId: posting.locationId,
      message,
      details: {
        postingId: posting.id,
        allocationId: posting.paymentAllocationId,
        ...(posting.directPostingRuleId === null ? {} : { ruleId: posting.directPostingRuleId }),
        bankTransactionId: posting.bankTransactionId,
        organizationId: posting.organizationId,
        locationId: posting.locationId,
        totalAmount: posting.totalAmount,
        currency: posting.currency,
        ...extra.details,
        changes: { status: { from: posting.status, to: status }, ...extra.changes },
      },
    });
  }
}

async function lockPosting(em: EntityManager, id: string): Promise<ErpPostingDto> {
  const [row]: ErpPostingDto[] = await em.query(
    `SELECT ${POSTING_COLUMNS} FROM erp_payment_postings p WHERE p.id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw new DomainError('not_found');
  return row;
}

/**
 * Who the approval rule concerns: the organization's setting, the user who confirmed the allocation and the user who
 * queued the posting (null for rows written before users were recorded). A direct posting has no allocation: the
 * user who queued it is the one who confirmed it.
 */
async function approvalPeopleOf(em: EntityManager, posting: ErpPostingDto): Promise<ApprovalPeople> {
  const [row]: ApprovalPeople[] = await em.query(
    `SELECT o.posting_approval AS "postingApproval",
            CASE WHEN p.payment_allocation_id IS NULL THEN p.created_by_user_id ELSE a.created_by_user_id END
              AS "confirmedByUserId",
            p.created_by_user_id AS "queuedByUserId"
       FROM erp_payment_postings p
       LEFT JOIN payment_allocations a ON a.id = p.payment_allocation_id
       JOIN organizations o ON o.id = p.organization_id
      WHERE p.id = $1`,
    [posting.id],
  );
  return row;
}

interface ApprovalPeople {
  postingApproval: PostingApprovalValue;
  confirmedByUserId: string | null;
  queuedByUserId: string | null;
}

function assertState(posting: ErpPostingDto, operation: string, allowed: boolean): void {
  if (allowed) return;
  throw new DomainError('workflow.invalid_transition', {
    params: { entity: 'ErpPaymentPosting', state: posting.status, operation, postingId: posting.id },
  });
}

/** Wakes the workers listening on POSTING_CHANNEL once the transaction commits. */
async function notifyWorkers(em: EntityManager, postingId: string): Promise<void> {
  await em.query(`SELECT pg_notify($1, $2)`, [POSTING_CHANNEL, postingId]);
}

async function reread(ctx: RequestContext, id: string): Promise<ErpPostingDto> {
  const loader = ctx.loader(postingRowLoader);
  loader.clear(id);
  return (await loader.load(id))!;
}

/** After commit: the posting's status change, to the subscribers of its outlet. */
function announce(ctx: RequestContext, posting: PostingScope, previousStatus: string, status: string): void {
  publishPostingStatusChanged(ctx.events, {
    postingId: posting.id,
    organizationId: posting.organizationId,
    locationId: posting.locationId,
    paymentAllocationId: posting.paymentAllocationId,
    bankTransactionId: posting.bankTransactionId,
    previousStatus,
    status,
  });
}

interface PostingScope {
  id: string;
  organizationId: string;
  locationId: string;
  paymentAllocationId: string | null;
  bankTransactionId: string;
}
