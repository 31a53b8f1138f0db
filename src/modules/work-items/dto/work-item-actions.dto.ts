import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AllocationLineInput, MAX_ALLOCATION_LINES } from '../../payment-allocation/dto/allocation-preview.dto';
import { APPROVE_OUTCOMES } from '../work-item-outcomes';
import { AccountantWorkItemDto } from './accountant-work-item.dto';

@InputType('AccountantWorkItemPrepareInput')
export class PrepareWorkItemInput {
  @Field({ description: '1–100 characters; the same key answers the stored result (isIdempotentReplay).' })
  @MaxLength(100)
  idempotencyKey: string;
}

@ObjectType('AccountantWorkItemSafeProposal', {
  description: 'The one open invoice of the matched supplier in the outlet that takes the whole bank amount.',
})
export class SafeProposalDto {
  @Field({ description: "The accounting system's document id." })
  documentId: string;

  @Field()
  documentNumber: string;

  @Field(() => SafeIntResolver, { description: 'Minor units: the whole bank amount.' })
  amount: number;

  @Field({ description: 'SHA-256 of the transaction row version and the lines; approve-and-queue may pass it back.' })
  proposalHash: string;
}

@ObjectType('AccountantWorkItemPrepareResult')
export class PrepareWorkItemResultDto {
  @Field(() => AccountantWorkItemDto, { description: 'The item as it is now.' })
  workItem: AccountantWorkItemDto;

  @Field(() => SafeProposalDto, {
    nullable: true,
    description: 'Null when no single open invoice takes the whole amount (the item then needs attention).',
  })
  safeProposal: SafeProposalDto | null;

  @Field(() => Int, { description: 'How many candidate documents the rebuilt list holds.' })
  candidateCount: number;

  @Field({ description: 'True when the key was used before: the stored result, nothing rebuilt.' })
  isIdempotentReplay: boolean;
}

@InputType('AccountantWorkItemWriteTargetInput', {
  description: 'The payment account and cash-flow article of the connection; names default to the lists.',
})
export class WorkItemWriteTargetInput {
  @Field()
  @MaxLength(100)
  accountId: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  accountName?: string | null;

  @Field()
  @MaxLength(100)
  cashFlowArticleId: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  cashFlowArticleName?: string | null;
}

@InputType('AccountantApproveAndQueueInput')
export class ApproveAndQueueInput {
  @Field({
    description:
      '1–100 characters. The same key for the same transaction never queues twice: a replay answers AlreadyQueued, ' +
      'Processing, AlreadyCompleted or the mapped outcome.',
  })
  @MaxLength(100)
  idempotencyKey: string;

  @Field(() => Int, { nullable: true, description: 'Stale: concurrency.conflict, nothing changed.' })
  expectedTransactionRowVersion?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Of the live allocation, when there is one. Stale: concurrency.conflict.',
  })
  expectedAllocationRowVersion?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Accepted and not needed: approve-and-queue never changes a posting that already exists (its approval is ' +
      "the posting's own operation).",
  })
  expectedPostingRowVersion?: number | null;

  @Field(() => String, { nullable: true, description: 'As previewed; a different proposal now gives NeedsAttention.' })
  @IsOptional()
  @MaxLength(64)
  proposalHash?: string | null;

  @Field(() => [AllocationLineInput], {
    nullable: true,
    description: 'The lines to pay; without them the single safe full-amount proposal, or NeedsAttention.',
  })
  @IsOptional()
  @ArrayMaxSize(MAX_ALLOCATION_LINES)
  @ValidateNested({ each: true })
  lines?: AllocationLineInput[] | null;

  @Field(() => WorkItemWriteTargetInput, {
    nullable: true,
    description:
      "Stored on the new posting; without it, the posting preview's suggestion (the outlet's last one). With " +
      "neither the payment is still queued (warning posting_write_target_required): the posting's approval needs it.",
  })
  @IsOptional()
  @ValidateNested()
  writeTarget?: WorkItemWriteTargetInput | null;

  @Field({ defaultValue: false, description: 'Queue a risky proposal (e.g. a partial payment) anyway.' })
  acceptRisk: boolean;
}

@ObjectType('AccountantWorkItemWarning')
export class WorkItemWarningDto {
  @Field({ description: 'A registry code (e.g. partial_payment, safe_proposal_missing) or an attention reason.' })
  code: string;

  @Field()
  message: string;

  @Field(() => String, { nullable: true })
  documentId: string | null;
}

@ObjectType('AccountantApproveAndQueueResult')
export class ApproveAndQueueResultDto {
  @Field({ description: `One of ${APPROVE_OUTCOMES.join(', ')}.` })
  outcome: string;

  @Field(() => AccountantWorkItemDto, { description: 'The item after the call.' })
  workItem: AccountantWorkItemDto;

  @Field(() => UUIDResolver, { nullable: true })
  allocationId: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  postingId: string | null;

  @Field()
  message: string;

  @Field(() => [WorkItemWarningDto])
  warnings: WorkItemWarningDto[];

  @Field({ description: 'The proposal needs acceptRisk; nothing was changed.' })
  isRisky: boolean;
}
