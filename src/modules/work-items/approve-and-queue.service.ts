import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { errorCodeEntry, isErrorCode, type ErrorCode } from '../../platform/errors/error-codes';
import type { PostingQueueService } from '../erp-posting/erp-posting.module';
import { DIRECT_QUEUE_BLOCK_ORDER, QUEUE_BLOCK_ORDER } from '../erp-posting/erp-posting.module';
import { postingFamilyOf, postingTypeOf } from '../erp-posting/erp-posting.module';
import type { PostingWorkflowService } from '../erp-posting/erp-posting.module';
import { resolveWriteTarget, suggestWriteTarget, type WriteTarget } from '../erp-posting/erp-posting.module';
import type { AllocationConfirmService } from '../payment-allocation/payment-allocation.module';
import type { AllocationWorkflowService } from '../payment-allocation/payment-allocation.module';
import { allocationLinesLoader, allocationRowLoader } from '../payment-allocation/payment-allocation.module';
import { AllocationMethodValue } from '../payment-allocation/dto/allocation-preview.dto';
import { claimApproval, finishApproval } from './approval-leases';
import type { AccountantWorkItemDto } from './dto/accountant-work-item.dto';
import type { ApproveAndQueueInput, ApproveAndQueueResultDto, WorkItemWarningDto } from './dto/work-item-actions.dto';
import { outcomeOfPosting, type ApproveOutcome } from './work-item-outcomes';
import {
  directProposalHashOf,
  loadProposalFacts,
  proposalHashOf,
  riskWarningsOf,
  safeProposalOf,
  type ProposalLine,
} from './work-item-proposals';
import type { WorkItemsService } from './work-items.service';

/** The services approve-and-queue composes, each doing what its own operation does (audit entries included). */
export interface ApproveAndQueueParts {
  items: WorkItemsService;
  confirms: AllocationConfirmService;
  allocations: AllocationWorkflowService;
  postingQueue: PostingQueueService;
  postings: PostingWorkflowService;
}

/** Posting statuses of a payment queued but not yet approved for the worker. */
const AWAITING_APPROVAL = new Set(['Draft', 'ApprovalRequired']);

/** Refusals of the queue step that are an answer about the payment (Blocked), not a failed request. */
const QUEUE_BLOCKS = new Set<string>([...QUEUE_BLOCK_ORDER, ...DIRECT_QUEUE_BLOCK_ORDER]);

type Answer = Omit<ApproveAndQueueResultDto, 'workItem'>;

/** What the composition works on once it knows which lines it will pay. */
interface Proposal {
  connectionId: string;
  lines: ProposalLine[];
  warnings: WorkItemWarningDto[];
  allocation: { id: string; status: string; rowVersion: number } | null;
}

/**
 * Approve-and-queue: candidates, allocation confirm and approve, posting preview and queue, in one idempotent call,
 * and no further. The posting it creates awaits its own approval like every new posting, so the worker never writes a
 * payment nobody approved; `Queued` means "a posting now awaits approval". Everything that can refuse is decided before
 * the first write (a refusal changes nothing); the writes are then the operations' own, the confirm in its
 * serializable transaction and approve → queue → write target in one transaction, so a payment is either queued or
 * left as a confirmed allocation a retry resumes.
 */
export class ApproveAndQueueService {
  constructor(private readonly parts: ApproveAndQueueParts) {}

  async approveAndQueue(
    ctx: RequestContext,
    bankTransactionId: string,
    input: ApproveAndQueueInput,
  ): Promise<ApproveAndQueueResultDto> {
    const key = input.idempotencyKey.trim();
    if (!key) throw validationFailed({ idempotencyKey: ['required'] });
    const claim = await claimApproval(ctx, await this.parts.items.requireInOutlet(ctx, bankTransactionId), key);
    if (claim.kind === 'done') {
      const workItem = await this.parts.items.get(ctx, bankTransactionId);
      const outcome = outcomeOfPosting(workItem.postingStatus ?? 'Cancelled');
      return {
        ...answer(outcome, `A call with this idempotency key already queued the payment (${outcome}).`),
        allocationId: claim.allocationId,
        postingId: claim.postingId,
        workItem,
      };
    }
    let result: Answer | null = null;
    try {
      result = await this.compose(ctx, await this.parts.items.get(ctx, bankTransactionId), input, key);
    } finally {
      await finishApproval(ctx, claim, {
        allocationId: result?.allocationId ?? null,
        postingId: result?.outcome === 'Queued' ? result.postingId : null,
      });
    }
    return { ...result, workItem: await this.parts.items.get(ctx, bankTransactionId) };
  }

  private async compose(
    ctx: RequestContext,
    item: AccountantWorkItemDto,
    input: ApproveAndQueueInput,
    key: string,
  ): Promise<Answer> {
    const early = this.answerFromState(item);
    if (early) return early;
    assertRowVersion(
      'BankTransaction',
      { id: item.bankTransactionId, rowVersion: item.transactionRowVersion },
      input.expectedTransactionRowVersion,
    );
    if (item.directPostingRuleId && !item.allocationId) return this.queueDirect(ctx, item, input);
    const proposal = await this.proposalOf(ctx, item, input);
    if ('outcome' in proposal) return proposal;
    const hash = proposalHashOf(item.bankTransactionId, item.transactionRowVersion, proposal.lines);
    if (input.proposalHash && input.proposalHash !== hash) {
      return {
        ...answer('NeedsAttention', errorCodeEntry('proposal_changed').message),
        warnings: [warningOf('proposal_changed')],
      };
    }
    if (proposal.warnings.length && !input.acceptRisk) {
      return {
        ...answer('NeedsAttention', 'The proposal is risky; approve it with acceptRisk to queue it anyway.'),
        allocationId: item.allocationId,
        warnings: proposal.warnings,
        isRisky: true,
      };
    }
    // The write target is stored when known, the body's or the preview's suggestion; without one the posting is
    // queued all the same, and its approval (not this call) asks for the target.
    const target = await this.writeTargetOf(ctx, item, proposal.connectionId, input);
    const allocationId =
      proposal.allocation?.id ??
      (
        await this.parts.confirms.confirm(ctx, {
          bankTransactionId: item.bankTransactionId,
          allocationMethod: AllocationMethodValue.Manual,
          lines: proposal.lines,
          idempotencyKey: key,
        })
      ).allocationId;
    try {
      const postingId = await inTransaction(ctx.dataSource, async () => {
        if (proposal.allocation?.status !== 'Approved') {
          await this.parts.allocations.approve(ctx, allocationId, { rowVersion: input.expectedAllocationRowVersion });
        }
        const queued = await this.parts.postingQueue.queue(ctx, allocationId, {});
        if (target) await this.parts.postings.storeWriteTarget(ctx, queued.id, target);
        return queued.id;
      });
      return {
        ...answer(
          'Queued',
          target
            ? 'The payment is queued and awaits the approval of its posting; the worker writes it once approved.'
            : 'The payment is queued and awaits the approval of its posting, which needs a write target first.',
        ),
        allocationId,
        postingId,
        warnings: target ? proposal.warnings : [...proposal.warnings, warningOf('posting_write_target_required')],
      };
    } catch (error) {
      if (!(error instanceof DomainError) || !QUEUE_BLOCKS.has(error.code)) throw error;
      return {
        ...answer('Blocked', `${errorCodeEntry(error.code).message} The allocation stays confirmed.`),
        allocationId,
        warnings: [warningOf(error.code)],
      };
    }
  }

  /**
   * A line a direct posting rule takes: queued by that rule, with its write target and no allocation (the body's
   * lines, write target and acceptRisk do not apply). The queue re-evaluates the rules on the locked line; the rule
   * the item showed is the one expected, and a refusal of the queue rules is Blocked with nothing changed.
   */
  private async queueDirect(
    ctx: RequestContext,
    item: AccountantWorkItemDto,
    input: ApproveAndQueueInput,
  ): Promise<Answer> {
    if (input.proposalHash && input.proposalHash !== directProposalHashOf(item)) {
      return {
        ...answer('NeedsAttention', errorCodeEntry('proposal_changed').message),
        warnings: [warningOf('proposal_changed')],
      };
    }
    try {
      const posting = await inTransaction(ctx.dataSource, () =>
        this.parts.postingQueue.queueDirect(ctx, item.bankTransactionId, { expectedRuleId: item.directPostingRuleId }),
      );
      return {
        ...answer(
          'Queued',
          'The payment is queued by its direct posting rule and awaits the approval of its posting; the worker ' +
            'writes it once approved.',
        ),
        postingId: posting.id,
      };
    } catch (error) {
      if (!(error instanceof DomainError) || !QUEUE_BLOCKS.has(error.code)) throw error;
      return { ...answer('Blocked', errorCodeEntry(error.code).message), warnings: [warningOf(error.code)] };
    }
  }

  /** The states that answer without composing: excluded, already on its way or done, or needing the accountant. */
  private answerFromState(item: AccountantWorkItemDto): Answer | null {
    const base = { allocationId: item.allocationId, postingId: item.postingId };
    switch (item.workflowState) {
      case 'Excluded':
        return {
          ...answer('Blocked', 'The transaction is excluded from matching; nothing was queued.'),
          warnings: [warningOf('counterparty_match_excluded')],
        };
      case 'Completed':
        return { ...answer('AlreadyCompleted', 'The payment is already reconciled.'), ...base };
      case 'Processing':
        return {
          ...answer(
            outcomeOfPosting(item.postingStatus ?? ''),
            AWAITING_APPROVAL.has(item.postingStatus ?? '')
              ? 'The payment is already queued; its posting awaits approval.'
              : 'The payment is already queued.',
          ),
          ...base,
        };
      case 'Attention': {
        if (item.attentionReasons.length === 1 && item.attentionReasons[0] === 'safe_proposal_missing') return null;
        const blocked = item.attentionReasons.includes('balance_review_required');
        return {
          ...answer(
            blocked ? 'Blocked' : 'NeedsAttention',
            blocked
              ? errorCodeEntry('bank_import_balance_review_required').message
              : `The item needs attention first (${item.attentionReasons.join(', ')}).`,
          ),
          ...base,
          warnings: item.attentionReasons.map((reason) =>
            reason === 'balance_review_required'
              ? warningOf('bank_import_balance_review_required')
              : reasonWarning(reason),
          ),
        };
      }
      default:
        return null;
    }
  }

  /**
   * The lines to pay: the live allocation's, the caller's (checked by the allocation preview), or the single safe
   * full-amount proposal; with the risks that need acceptRisk. Answers instead when there is nothing payable.
   */
  private async proposalOf(
    ctx: RequestContext,
    item: AccountantWorkItemDto,
    input: ApproveAndQueueInput,
  ): Promise<Proposal | Answer> {
    if (item.allocationId) {
      const [allocation, lines] = await Promise.all([
        ctx.loader(allocationRowLoader).load(item.allocationId),
        ctx.loader(allocationLinesLoader).load(item.allocationId),
      ]);
      const { id, status, rowVersion, erpConnectionId } = allocation!;
      assertRowVersion('PaymentAllocation', { id, rowVersion }, input.expectedAllocationRowVersion);
      return {
        connectionId: erpConnectionId,
        lines: lines.map(({ documentId, allocatedAmount }) => ({ documentId, allocatedAmount })),
        warnings: riskWarningsOf(lines),
        allocation: { id, status, rowVersion },
      };
    }
    const scope = { organizationId: item.organizationId, locationId: item.locationId };
    const facts = (await loadProposalFacts(ctx, scope, [item.bankTransactionId])).get(item.bankTransactionId)!;
    const plan = input.lines?.length
      ? await this.parts.confirms.preview(ctx, {
          bankTransactionId: item.bankTransactionId,
          allocationMethod: AllocationMethodValue.Manual,
          lines: input.lines,
        })
      : (safeProposalOf(facts)?.plan ?? null);
    if (!plan) {
      return {
        ...answer('NeedsAttention', errorCodeEntry('safe_proposal_missing').message),
        warnings: [warningOf('safe_proposal_missing')],
      };
    }
    if (!plan.canConfirm) {
      return {
        ...answer('Blocked', errorCodeEntry(plan.blockReason!).message),
        warnings: plan.warnings.map(({ code, message, documentId }) => ({ code, message, documentId })),
      };
    }
    return {
      connectionId: facts.connectionId!,
      lines: plan.lines.map(({ documentId, allocatedAmount }) => ({ documentId, allocatedAmount })),
      warnings: riskWarningsOf(plan.lines),
      allocation: null,
    };
  }

  /** The caller's write target, checked against the connection's lists, or the posting preview's suggestion. */
  private async writeTargetOf(
    ctx: RequestContext,
    item: AccountantWorkItemDto,
    connectionId: string,
    input: ApproveAndQueueInput,
  ): Promise<WriteTarget | null> {
    if (input.writeTarget)
      return resolveWriteTarget(ctx, this.parts.postings.references, connectionId, input.writeTarget);
    return suggestWriteTarget(ctx, {
      connectionId,
      locationId: item.locationId,
      postingType: postingTypeOf(postingFamilyOf(item.direction)),
    });
  }
}

function answer(outcome: ApproveOutcome, message: string): Answer {
  return { outcome, message, allocationId: null, postingId: null, warnings: [], isRisky: false };
}

function warningOf(code: ErrorCode, documentId: string | null = null): WorkItemWarningDto {
  return { code, message: errorCodeEntry(code).message, documentId };
}

/** An attention reason as a warning: registry codes keep their message, the others get a plain one. */
function reasonWarning(reason: string): WorkItemWarningDto {
  const message = isErrorCode(reason) ? errorCodeEntry(reason).message : `Attention: ${reason.replace(/_/g, ' ')}.`;
  return { code: reason, message, documentId: null };
}
