import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import { allocationResource } from '../payment-allocation/payment-allocation.module';
import { PaymentAllocationDto } from '../payment-allocation/dto/payment-allocation.dto';
import { transactionResource } from '../bank-import/bank-import.module';
import { DirectPostingPreviewDto, QueueDirectPostingInput } from './dto/direct-posting.dto';
import {
  ErpPostingDto,
  ErpPostingListArgs,
  ErpPostingPage,
  PostingAttemptDto,
  PostingRowVersionInput,
  PostingWriteTargetInput,
  QueuePostingInput,
  RejectPostingInput,
} from './dto/erp-posting.dto';
import { PostingEvidenceDto, PostingGateReportDto, PostingPreviewDto } from './dto/posting-gates.dto';
import { PostingGatesService } from './posting-gates.service';
import { PostingQueueService } from './posting-queue.service';
import { PostingReadService } from './posting-read.service';
import { byPostingId } from './posting-resources';
import { PostingWorkflowService } from './posting-workflow.service';

const byAllocationArgument = on.resource(allocationResource, (args) => args.allocationId as string);
/** Queueing another tenant's payment is refused outright (403), not hidden behind the context headers. */
const queueOfAllocation = on.resource(allocationResource, (args) => args.allocationId as string, {
  writeOutsideReach: 'forbidden',
});

const byTransactionArgument = on.resource(transactionResource, (args) => args.bankTransactionId as string);
/** Queueing another tenant's bank line is refused outright (403), as queueing its allocation is. */
const queueOfTransaction = on.resource(transactionResource, (args) => args.bankTransactionId as string, {
  writeOutsideReach: 'forbidden',
});

const STATE_ERRORS = 'Wrong state: workflow.invalid_transition; stale rowVersion: concurrency.conflict.';

/**
 * Postings (docs/postings.md): preview and queue of an allocation or of a bank line a direct posting rule takes
 * (docs/direct-postings.md), and the posting's workflow and evidence.
 */
@Resolver(() => ErpPostingDto)
export class ErpPostingResolver {
  constructor(
    private readonly queue: PostingQueueService,
    private readonly workflow: PostingWorkflowService,
    private readonly gates: PostingGatesService,
    private readonly reads: PostingReadService,
  ) {}

  @Allow('payment.confirm', byAllocationArgument)
  @Transactional('REPEATABLE READ')
  @Query(() => PostingPreviewDto, {
    description:
      'What queueing the allocation would do (canQueue, blockReason, lines with payment status before and after); ' +
      'writes nothing. blockReason is the code queue would answer.',
  })
  erpPostingPreview(
    @Ctx() ctx: RequestContext,
    @Arg('allocationId', () => UUIDResolver) allocationId: string,
  ): Promise<PostingPreviewDto> {
    return this.queue.preview(ctx, allocationId);
  }

  @Allow('payment.confirm', queueOfAllocation)
  @Transactional()
  @Mutation(() => ErpPostingDto, {
    description:
      'Queues an Approved allocation: revalidates every snapshot and the full-payment invariant, creates the ' +
      'posting (ApprovalRequired) and its outbox row, moves the allocation to PostingQueued, all in one ' +
      'transaction. Never writes to the accounting system. A second queue or another state: ' +
      'workflow.invalid_transition; a block: its code (bank_import_balance_review_required with importId, ' +
      'document_*, outlet_unresolved, manual_outlet_review_required, posting_rule_mixed_document_directions, ' +
      'erp_posting_rule_unsupported, payment_not_fully_distributed).',
  })
  queueErpPosting(
    @Ctx() ctx: RequestContext,
    @Arg('allocationId', () => UUIDResolver) allocationId: string,
    @Arg('input', () => QueuePostingInput, { defaultValue: {} }) input: QueuePostingInput,
  ): Promise<ErpPostingDto> {
    return this.queue.queue(ctx, allocationId, input);
  }

  @Allow('payment.confirm', byTransactionArgument)
  @Transactional('REPEATABLE READ')
  @Query(() => DirectPostingPreviewDto, {
    description:
      'What queueing the bank line as a direct posting would do: the one active direct posting rule taking it, its ' +
      'write target, canQueue and blockReason (the code queueDirectPosting would answer); writes nothing.',
  })
  directPostingPreview(
    @Ctx() ctx: RequestContext,
    @Arg('bankTransactionId', () => UUIDResolver) bankTransactionId: string,
  ): Promise<DirectPostingPreviewDto> {
    return this.queue.previewDirect(ctx, bankTransactionId);
  }

  @Allow('payment.confirm', queueOfTransaction)
  @Transactional()
  @Mutation(() => ErpPostingDto, {
    description:
      'Queues a bank line the one active direct posting rule takes, without an allocation: the posting ' +
      '(DirectPayOut or DirectPayIn, ApprovalRequired, the rule target copied), its outbox row and the hold on the ' +
      'line, in one transaction. Never writes to the accounting system; the posting awaits approval like any. ' +
      'Held already (allocated or posted): workflow.invalid_transition; a block: its code ' +
      '(bank_import_balance_review_required, direct_posting_rule_missing, direct_posting_rule_ambiguous, ' +
      'direct_posting_rule_stale, erp_posting_rule_unsupported); expectedRuleId not the rule: concurrency.conflict.',
  })
  queueDirectPosting(
    @Ctx() ctx: RequestContext,
    @Arg('bankTransactionId', () => UUIDResolver) bankTransactionId: string,
    @Arg('input', () => QueueDirectPostingInput, { defaultValue: {} }) input: QueueDirectPostingInput,
  ): Promise<ErpPostingDto> {
    return this.queue.queueDirect(ctx, bankTransactionId, input);
  }

  @Allow('erp.postings.view', on.context())
  @Query(() => ErpPostingPage, {
    description: 'Postings of the context outlet, newest first (Outlet-required: context headers on every call).',
  })
  erpPostings(@Ctx() ctx: RequestContext, @Args() args: ErpPostingListArgs): Promise<ErpPostingPage> {
    return this.reads.list(ctx, args);
  }

  @Allow('erp.postings.view', byPostingId)
  @Query(() => ErpPostingDto, { description: 'One posting with its lease, retry and reconciliation state.' })
  erpPosting(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<ErpPostingDto> {
    return this.reads.get(ctx, id);
  }

  @Allow('erp.postings.approve', byPostingId)
  @Transactional()
  @Mutation(() => ErpPostingDto, {
    description:
      'ApprovalRequired → Queued: the worker picks it up within a second. Where the organization requires a ' +
      'second person, the user who confirmed the allocation or queued the posting is refused ' +
      '(posting.second_person_required). Needs the write target (posting_write_target_required). ' +
      STATE_ERRORS,
  })
  approveErpPosting(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => PostingRowVersionInput, { defaultValue: {} }) input: PostingRowVersionInput,
  ): Promise<ErpPostingDto> {
    return this.workflow.approve(ctx, id, input);
  }

  @Allow('erp.postings.approve', byPostingId)
  @Transactional()
  @Mutation(() => ErpPostingDto, {
    description:
      "ApprovalRequired → Cancelled, with its allocation: the documents' reservations and the bank " +
      "transaction's hold are released, so the payment can be allocated again; nothing is ever written. Any " +
      'holder of erp.postings.approve may reject, the user who queued it included. A blank or missing reason: ' +
      `validation.failed. ${STATE_ERRORS}`,
  })
  rejectErpPosting(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => RejectPostingInput) input: RejectPostingInput,
  ): Promise<ErpPostingDto> {
    return this.workflow.reject(ctx, id, input);
  }

  @Allow('erp.postings.approve', byPostingId)
  @Transactional()
  @Mutation(() => ErpPostingDto, {
    description:
      'Failed or RetryScheduled → RetryScheduled, due now. WriteOutcomeUnknown: ' +
      `write_outcome_unknown_readback_required; an open critical anomaly: payment_anomaly_open. ${STATE_ERRORS}`,
  })
  retryErpPosting(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => PostingRowVersionInput, { defaultValue: {} }) input: PostingRowVersionInput,
  ): Promise<ErpPostingDto> {
    return this.workflow.retry(ctx, id, input);
  }

  @Allow('erp.postings.approve', byPostingId)
  @Transactional()
  @Mutation(() => ErpPostingDto, {
    description:
      'Forces a readback by the worker (Posted, ReadbackPending, WriteOutcomeUnknown or Failed); answers the ' +
      `posting as it is now. ${STATE_ERRORS}`,
  })
  reconcileErpPosting(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => PostingRowVersionInput, { defaultValue: {} }) input: PostingRowVersionInput,
  ): Promise<ErpPostingDto> {
    return this.workflow.reconcile(ctx, id, input);
  }

  // No @Transactional: the account lists are read from the accounting system before the transaction.
  @Allow('erp.postings.approve', byPostingId)
  @Mutation(() => ErpPostingDto, {
    description:
      'Sets the payment account and cash-flow article (Draft or ApprovalRequired only), checked against the ' +
      `lists of the posting connection (unknown ids: validation.failed). ${STATE_ERRORS}`,
  })
  setErpPostingWriteTarget(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => PostingWriteTargetInput) input: PostingWriteTargetInput,
  ): Promise<ErpPostingDto> {
    return this.workflow.setWriteTarget(ctx, id, input);
  }

  @Allow('erp.postings.view', byPostingId)
  @Query(() => PostingGateReportDto, { description: 'Read-only gate evaluation from local state.' })
  erpPostingPreflight(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<PostingGateReportDto> {
    return this.gates.preflight(ctx, id);
  }

  @Allow('erp.postings.view', byPostingId)
  @Query(() => PostingGateReportDto, {
    description:
      'Preflight plus live reads of the accounting system (server, readback by key, unpaid amounts); never writes.',
  })
  erpPostingDryRun(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<PostingGateReportDto> {
    return this.gates.dryRun(ctx, id);
  }

  @Allow('erp.postings.view', byPostingId)
  @Query(() => PostingEvidenceDto, { description: 'Safe evidence: masked and hashed values, never a raw payload.' })
  erpPostingEvidence(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<PostingEvidenceDto> {
    return this.reads.evidence(ctx, id);
  }

  @FieldResolver(() => [PostingAttemptDto], {
    description: 'Writes and readbacks in the order they started. Batched: one statement for any number of postings.',
  })
  attempts(@Ctx() ctx: RequestContext, @Root() posting: ErpPostingDto): Promise<PostingAttemptDto[]> {
    return this.reads.attempts(ctx, posting.id);
  }
}

@Resolver(() => PaymentAllocationDto)
export class AllocationPostingResolver {
  constructor(private readonly reads: PostingReadService) {}

  @FieldResolver(() => ErpPostingDto, {
    nullable: true,
    description: 'The posting of the allocation once queued. Batched: one statement for any number of allocations.',
  })
  posting(@Ctx() ctx: RequestContext, @Root() allocation: PaymentAllocationDto): Promise<ErpPostingDto | null> {
    return this.reads.ofAllocation(ctx, allocation.id);
  }
}
