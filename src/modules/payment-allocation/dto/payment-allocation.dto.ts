import { IsOptional, MaxLength } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PagedResult, PageArgs } from '../../../platform/graphql/paging';
import { AllocationMethodValue, WriteOffTargetDto } from './allocation-preview.dto';

export enum AllocationStatusValue {
  NeedsReview = 'NeedsReview',
  Confirmed = 'Confirmed',
  ApprovalRequired = 'ApprovalRequired',
  Approved = 'Approved',
  PostingQueued = 'PostingQueued',
  Posted = 'Posted',
  Failed = 'Failed',
  Cancelled = 'Cancelled',
  Reconciled = 'Reconciled',
}

registerEnumType(AllocationStatusValue, {
  name: 'AllocationStatus',
  description:
    'Every status but Cancelled and Reconciled reserves the document remainders and the bank transaction amount.',
});

@ObjectType('PaymentAllocationLine', { description: 'PaymentAllocationLineDto: one document of a saved allocation.' })
export class PaymentAllocationLineDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field()
  documentId: string;

  @Field()
  documentNumber: string;

  @Field(() => SafeIntResolver)
  documentAmount: number;

  @Field(() => SafeIntResolver)
  allocatedAmount: number;

  @Field(() => SafeIntResolver, { description: 'The difference written off with the line; 0: none.' })
  writeOffAmount: number;

  @Field()
  isPartialPayment: boolean;

  @Field()
  isOverpayment: boolean;

  @Field({ description: 'Unpaid or PartiallyPaid when confirmed.' })
  paymentStatusBefore: string;

  @Field({ description: 'PartiallyPaid or Paid once posted.' })
  expectedPaymentStatusAfter: string;

  @Field(() => SafeIntResolver)
  unpaidAmountBefore: number;

  @Field(() => SafeIntResolver)
  expectedUnpaidAmountAfter: number;

  @Field(() => Int, { description: 'The order the worker posts in; it never rebuilds FIFO.' })
  sequence: number;

  @Field(() => [String])
  warningCodes: string[];
}

@ObjectType('PaymentAllocation', {
  description: 'A saved split of one bank transaction over documents of its supplier (docs/payment-allocations.md).',
})
export class PaymentAllocationDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => UUIDResolver)
  erpConnectionId: string;

  @Field({ description: "The accounting system's supplier id the payment goes to." })
  erpCounterpartyId: string;

  @Field(() => AllocationStatusValue)
  status: AllocationStatusValue;

  @Field(() => SafeIntResolver, { description: 'The bank transaction amount. Minor units.' })
  totalAmount: number;

  @Field(() => SafeIntResolver)
  allocatedAmount: number;

  @Field(() => SafeIntResolver, { description: 'Always 0 for a saved allocation: the full amount is assigned.' })
  remainingAmount: number;

  @Field(() => SafeIntResolver)
  documentSettlementAmount: number;

  @Field(() => SafeIntResolver)
  supplierAdvanceAmount: number;

  @Field(() => SafeIntResolver)
  unallocatedPaymentAmount: number;

  @Field(() => SafeIntResolver)
  invoiceDebtRemaining: number;

  @Field(() => SafeIntResolver, { description: 'Σ of the lines’ write-offs, posted as a line of its own.' })
  writeOffAmount: number;

  @Field(() => WriteOffTargetDto, {
    nullable: true,
    description: 'Copied from the tolerance at confirm; null when nothing is written off.',
  })
  writeOffTarget: WriteOffTargetDto | null;

  @Field(() => AllocationMethodValue)
  allocationMethod: AllocationMethodValue;

  @Field()
  currency: string;

  @Field()
  createdAtUtc: Date;

  @Field(() => UUIDResolver, { nullable: true })
  createdByUserId: string | null;

  @Field(() => Date, { nullable: true })
  approvedAtUtc: Date | null;

  @Field(() => UUIDResolver, { nullable: true })
  approvedByUserId: string | null;

  @Field(() => Date, { nullable: true })
  cancelledAtUtc: Date | null;

  @Field(() => String, { nullable: true })
  cancelReason: string | null;

  @Field(() => Int)
  rowVersion: number;

  /** Filled by the lines field resolver (batched); REST reads it through the same field. */
  lines?: PaymentAllocationLineDto[];
}

export const PaymentAllocationPage = PagedResult(PaymentAllocationDto);
export type PaymentAllocationPage = InstanceType<typeof PaymentAllocationPage>;

@ArgsType()
export class PaymentAllocationListArgs extends PageArgs {
  @Field(() => AllocationStatusValue, { nullable: true })
  status?: AllocationStatusValue | null;

  @Field(() => UUIDResolver, { nullable: true })
  bankTransactionId?: string | null;
}

@InputType({ description: 'Approve: rowVersion optional (a missing one keeps legacy behavior).' })
export class ApproveAllocationInput {
  @Field(() => Int, { nullable: true, description: 'Stale: concurrency.conflict.' })
  rowVersion?: number | null;
}

@InputType({ description: 'Cancel: a non-blank reason (else validation.failed), rowVersion optional.' })
export class CancelAllocationInput {
  @Field(() => String, { nullable: true, description: 'At most 1000 characters; kept on the allocation and audited.' })
  @IsOptional()
  @MaxLength(1000)
  reason?: string | null;

  @Field(() => Int, { nullable: true, description: 'Stale: concurrency.conflict.' })
  rowVersion?: number | null;
}
