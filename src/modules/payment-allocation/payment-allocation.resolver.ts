import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import { BankTransactionDto } from '../bank-import/dto/bank-transaction.dto';
import { byInputTransaction } from '../counterparty-matching/counterparty-matching.module';
import { AllocationConfirmService } from './allocation-confirm.service';
import { AllocationReadService } from './allocation-read.service';
import { byAllocationId } from './allocation-resources';
import { AllocationWorkflowService } from './allocation-workflow.service';
import {
  AllocationConfirmInput,
  AllocationConfirmResultDto,
  AllocationPreviewDto,
  AllocationPreviewInput,
} from './dto/allocation-preview.dto';
import {
  ApproveAllocationInput,
  CancelAllocationInput,
  PaymentAllocationDto,
  PaymentAllocationLineDto,
  PaymentAllocationListArgs,
  PaymentAllocationPage,
} from './dto/payment-allocation.dto';

const LOCKED =
  'Approved: allocation.not_editable_after_approve; PostingQueued or later: allocation.not_editable_after_queued; ' +
  'Cancelled: workflow.invalid_transition; stale rowVersion: concurrency.conflict.';

/** Payment allocations (docs/payment-allocations.md): preview, confirm, approve, cancel, list and get. */
@Resolver(() => PaymentAllocationDto)
export class PaymentAllocationResolver {
  constructor(
    private readonly confirms: AllocationConfirmService,
    private readonly workflow: AllocationWorkflowService,
    private readonly reads: AllocationReadService,
  ) {}

  @Allow('payment.confirm', byInputTransaction)
  @Transactional('REPEATABLE READ')
  @Query(() => AllocationPreviewDto, {
    description:
      'What confirming these lines would decide, and whether it may (canConfirm, blockReason, typed warnings); ' +
      'writes nothing. The payment amount is the stored transaction amount.',
  })
  paymentAllocationPreview(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AllocationPreviewInput) input: AllocationPreviewInput,
  ): Promise<AllocationPreviewDto> {
    return this.confirms.preview(ctx, input) as Promise<AllocationPreviewDto>;
  }

  // No @Transactional: confirm runs its own SERIALIZABLE transaction after reads that must stay outside it.
  @Allow('payment.confirm', byInputTransaction)
  @Mutation(() => AllocationConfirmResultDto, {
    description:
      'Saves the allocation (status NeedsReview) in a serializable transaction, retried on serialization failure. ' +
      'The same idempotencyKey for the same transaction answers the existing allocation (created false). Any ' +
      'blocking warning of the preview is a 409 with its code and params; another live allocation of the ' +
      'transaction: allocation.already_in_flight; duplicate documentId: validation.failed.',
  })
  confirmPaymentAllocation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AllocationConfirmInput) input: AllocationConfirmInput,
  ): Promise<AllocationConfirmResultDto> {
    return this.confirms.confirm(ctx, input);
  }

  @Allow('payment.confirm', byAllocationId)
  @Transactional()
  @Mutation(() => PaymentAllocationDto, {
    description: `NeedsReview, Confirmed or ApprovalRequired → Approved, after the documents are checked again. ${LOCKED}`,
  })
  approvePaymentAllocation(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => ApproveAllocationInput, { defaultValue: {} }) input: ApproveAllocationInput,
  ): Promise<PaymentAllocationDto> {
    return this.workflow.approve(ctx, id, input);
  }

  @Allow('payment.confirm', byAllocationId)
  @Transactional()
  @Mutation(() => PaymentAllocationDto, {
    description:
      'NeedsReview, Confirmed or ApprovalRequired → Cancelled; its reservations are released. A blank or missing ' +
      `reason: validation.failed. ${LOCKED}`,
  })
  cancelPaymentAllocation(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => CancelAllocationInput) input: CancelAllocationInput,
  ): Promise<PaymentAllocationDto> {
    return this.workflow.cancel(ctx, id, input);
  }

  @Allow('erp.postings.view', on.context())
  @Query(() => PaymentAllocationPage, {
    description: 'Allocations of the context outlet, newest first (Outlet-required: context headers on every call).',
  })
  paymentAllocations(
    @Ctx() ctx: RequestContext,
    @Args() args: PaymentAllocationListArgs,
  ): Promise<PaymentAllocationPage> {
    return this.reads.list(ctx, args);
  }

  @Allow('erp.postings.view', byAllocationId)
  @Query(() => PaymentAllocationDto, { description: 'One allocation with its lines and rowVersion.' })
  paymentAllocation(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<PaymentAllocationDto> {
    return this.reads.get(ctx, id);
  }

  @FieldResolver(() => [PaymentAllocationLineDto], {
    description: 'In sequence order. Batched: one statement for any number of allocations.',
  })
  lines(@Ctx() ctx: RequestContext, @Root() allocation: PaymentAllocationDto): Promise<PaymentAllocationLineDto[]> {
    return this.reads.lines(ctx, allocation.id);
  }
}

@Resolver(() => BankTransactionDto)
export class BankTransactionAllocationResolver {
  constructor(private readonly reads: AllocationReadService) {}

  @FieldResolver(() => [PaymentAllocationDto], {
    description:
      'The payment allocations of this transaction, newest first, Cancelled ones included (at most one other). ' +
      'Batched: one statement for any number of transactions.',
  })
  allocations(@Ctx() ctx: RequestContext, @Root() transaction: BankTransactionDto): Promise<PaymentAllocationDto[]> {
    return this.reads.ofTransaction(ctx, transaction.id);
  }
}
