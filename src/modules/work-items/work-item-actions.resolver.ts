import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import type { ApproveAndQueueService } from './approve-and-queue.service';
import {
  PaymentRunApproveInput,
  PaymentRunApproveResultDto,
  PaymentRunPreviewDto,
  PaymentRunPreviewInput,
} from './dto/payment-run.dto';
import {
  ApproveAndQueueInput,
  ApproveAndQueueResultDto,
  PrepareWorkItemInput,
  PrepareWorkItemResultDto,
} from './dto/work-item-actions.dto';
import type { PaymentRunService } from './payment-run.service';
import type { WorkItemPrepareService } from './work-item-prepare.service';

const CONTEXT_NOTE =
  'Needs the outlet context (X-Organization-Id and X-Location-Id); a transaction outside it: ' +
  'accountant_work_item.not_found (404).';

/**
 * The write side of the accountant work queue (docs/work-items.md): prepare, approve-and-queue and payment runs. None
 * takes the resolver's transaction: each composes operations that run their own (confirm's serializable one among
 * them), and approve-and-queue holds a lease across them.
 */
@Resolver()
export class WorkItemActionsResolver {
  constructor(
    private readonly preparations: WorkItemPrepareService,
    private readonly approvals: ApproveAndQueueService,
    private readonly paymentRuns: PaymentRunService,
  ) {}

  @Allow('payment_candidates.build', on.context())
  @Mutation(() => PrepareWorkItemResultDto, {
    description:
      'Rebuilds the payment candidates and looks for the single safe full-amount proposal; the item becomes ' +
      'ReadyForApproval with one, Attention (safe_proposal_missing) without. Idempotent by key; no allocation, no ' +
      `external write. Excluded: counterparty_match_excluded (409); unmatched: counterparty_match_required. ${CONTEXT_NOTE}`,
  })
  prepareAccountantWorkItem(
    @Ctx() ctx: RequestContext,
    @Arg('bankTransactionId', () => UUIDResolver) bankTransactionId: string,
    @Arg('input', () => PrepareWorkItemInput) input: PrepareWorkItemInput,
  ): Promise<PrepareWorkItemResultDto> {
    return this.preparations.prepare(ctx, bankTransactionId, input);
  }

  @Allow('payment.confirm', on.context())
  @Mutation(() => ApproveAndQueueResultDto, {
    description:
      'Confirms and approves the allocation and queues its posting, in one idempotent call, and stops there: the ' +
      'posting awaits its own approval (approveErpPosting) before the worker writes it. Queued (a posting now ' +
      'awaits approval), or Processing, NeedsAttention, Blocked, AlreadyQueued, AlreadyCompleted. A refusal ' +
      'decided before the first write changes nothing; concurrent calls with one key queue once. ' +
      `Stale expected row versions: concurrency.conflict. ${CONTEXT_NOTE}`,
  })
  approveAndQueueAccountantWorkItem(
    @Ctx() ctx: RequestContext,
    @Arg('bankTransactionId', () => UUIDResolver) bankTransactionId: string,
    @Arg('input', () => ApproveAndQueueInput) input: ApproveAndQueueInput,
  ): Promise<ApproveAndQueueResultDto> {
    return this.approvals.approveAndQueue(ctx, bankTransactionId, input);
  }

  @Allow('payment.confirm', on.context())
  @Transactional('REPEATABLE READ')
  @Query(() => PaymentRunPreviewDto, {
    description:
      'What a payment run would approve: eligible items (ReadyForApproval, one safe full-amount proposal, not ' +
      'risky) with their proposal hashes, the excluded ones with reasons, and totals. Changes nothing. Outlet context.',
  })
  accountantPaymentRunPreview(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PaymentRunPreviewInput, { defaultValue: {} }) input: PaymentRunPreviewInput,
  ): Promise<PaymentRunPreviewDto> {
    return this.paymentRuns.preview(ctx, input);
  }

  @Allow('payment.confirm', on.context())
  @Mutation(() => PaymentRunApproveResultDto, {
    description:
      'Approve-and-queue for each item with the key correlationId:bankTransactionId and acceptRisk false; partial ' +
      'success. A repeated submit answers AlreadyQueued, Processing or AlreadyCompleted. Outlet context.',
  })
  approveAccountantPaymentRun(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PaymentRunApproveInput) input: PaymentRunApproveInput,
  ): Promise<PaymentRunApproveResultDto> {
    return this.paymentRuns.approve(ctx, input);
  }
}
