import { ArrayMaxSize, ArrayMinSize, IsOptional, Matches, MaxLength, ValidateNested } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { APPROVE_OUTCOMES } from '../work-item-outcomes';
import { WorkItemWarningDto } from './work-item-actions.dto';

/** Items per run: one preview page, at most 100 (docs/work-items.md §Payment runs). */
export const MAX_PAYMENT_RUN_ITEMS = 100;

@InputType('AccountantPaymentRunPreviewInput')
export class PaymentRunPreviewInput {
  @Field(() => [UUIDResolver], {
    nullable: true,
    description: `At most ${MAX_PAYMENT_RUN_ITEMS}. Without them: up to ${MAX_PAYMENT_RUN_ITEMS} ReadyForApproval items of the outlet.`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_PAYMENT_RUN_ITEMS)
  bankTransactionIds?: string[] | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'Only transactions of this import.' })
  importId?: string | null;
}

@ObjectType('AccountantPaymentRunEligibleItem')
export class PaymentRunEligibleItemDto {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => Int)
  transactionRowVersion: number;

  @Field({ description: 'Pass it back to approve: a changed transaction or proposal is not queued.' })
  proposalHash: string;

  @Field(() => SafeIntResolver, { description: 'Minor units.' })
  amount: number;

  @Field(() => String, { nullable: true })
  counterpartyName: string | null;

  @Field({ description: 'The invoice paid (for an allocation of several documents, their numbers joined).' })
  documentNumber: string;
}

@ObjectType('AccountantPaymentRunExcludedItem')
export class PaymentRunExcludedItemDto {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => [String], { description: 'Stable codes: attention reasons, not_ready_for_approval, partial_payment…' })
  reasons: string[];
}

@ObjectType('AccountantPaymentRunPreview', { description: 'No durable batch entity exists; nothing is changed.' })
export class PaymentRunPreviewDto {
  @Field(() => [PaymentRunEligibleItemDto])
  eligible: PaymentRunEligibleItemDto[];

  @Field(() => [PaymentRunExcludedItemDto])
  excluded: PaymentRunExcludedItemDto[];

  @Field(() => Int)
  eligibleCount: number;

  @Field(() => Int)
  excludedCount: number;

  @Field(() => SafeIntResolver, { description: 'Sum of the eligible amounts, minor units.' })
  totalAmount: number;

  @Field(() => String, { nullable: true, description: 'Of the eligible items; null when none is eligible.' })
  currency: string | null;

  @Field(() => [WorkItemWarningDto])
  warnings: WorkItemWarningDto[];
}

@InputType('AccountantPaymentRunItemInput')
export class PaymentRunItemInput {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => Int, { nullable: true })
  expectedTransactionRowVersion?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(64)
  proposalHash?: string | null;
}

@InputType('AccountantPaymentRunApproveInput')
export class PaymentRunApproveInput {
  @Field({
    description:
      '1–60 characters [A-Za-z0-9._-]. Each item is approved and queued with the key correlationId:bankTransactionId, ' +
      'so submitting the same run again queues nothing twice.',
  })
  @Matches(/^[A-Za-z0-9._-]{1,60}$/)
  correlationId: string;

  @Field(() => [PaymentRunItemInput], { description: `1–${MAX_PAYMENT_RUN_ITEMS} items.` })
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_PAYMENT_RUN_ITEMS)
  @ValidateNested({ each: true })
  items: PaymentRunItemInput[];
}

@ObjectType('AccountantPaymentRunItemResult')
export class PaymentRunItemResultDto {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field({ description: `One of ${APPROVE_OUTCOMES.join(', ')}.` })
  outcome: string;

  @Field(() => UUIDResolver, { nullable: true })
  allocationId: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  postingId: string | null;

  @Field()
  message: string;
}

@ObjectType('AccountantPaymentRunApproveResult')
export class PaymentRunApproveResultDto {
  @Field()
  correlationId: string;

  @Field(() => [PaymentRunItemResultDto], { description: 'In the order of the request.' })
  results: PaymentRunItemResultDto[];

  @Field(() => Int, { description: 'Queued by this call.' })
  succeededCount: number;

  @Field(() => Int, { description: 'NeedsAttention or Blocked, or refused (its error code in the message).' })
  failedCount: number;

  @Field(() => Int, { description: 'Already queued, processing or completed (a repeated submit).' })
  skippedCount: number;
}
