import { IsOptional, MaxLength, MinLength } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PagedResult, PageArgs } from '../../../platform/graphql/paging';

export enum PostingStatusValue {
  Draft = 'Draft',
  ApprovalRequired = 'ApprovalRequired',
  Queued = 'Queued',
  Posted = 'Posted',
  ReadbackPending = 'ReadbackPending',
  WriteOutcomeUnknown = 'WriteOutcomeUnknown',
  Failed = 'Failed',
  RetryScheduled = 'RetryScheduled',
  Reconciled = 'Reconciled',
  Cancelled = 'Cancelled',
}

registerEnumType(PostingStatusValue, {
  name: 'PostingStatus',
  description:
    'ApprovalRequired → approve → Queued → the worker writes → Posted → readback confirms → Reconciled. ' +
    'ReadbackPending: written, not yet visible; RetryScheduled: failed before the write was sent; ' +
    'WriteOutcomeUnknown: the write may have been applied; Failed: rejected by the accounting system or out of ' +
    'attempts; Cancelled: withdrawn before approval by reject, with its allocation. docs/postings.md has the diagram.',
});

@ObjectType('AttemptRecord', { description: 'One payment write or readback of a posting.' })
export class PostingAttemptDto {
  @Field(() => Int, { description: 'Counts writes and readbacks separately, from 1.' })
  attemptNumber: number;

  @Field({ description: 'write or readback.' })
  kind: string;

  @Field()
  startedAtUtc: Date;

  @Field(() => Date, { nullable: true, description: 'Null while a write is being sent (or its worker died).' })
  finishedAtUtc: Date | null;

  @Field({
    description:
      'write: Sending, Succeeded, Rejected, FailedBeforeSend, OutcomeUnknown. readback: Found, Absent, ' +
      'NotReflected, Failed.',
  })
  outcome: string;

  @Field(() => String, { nullable: true, description: 'A registry code; never the accounting system text.' })
  errorCode: string | null;

  @Field(() => Int, { nullable: true })
  durationMs: number | null;
}

@ObjectType('ErpPaymentPosting', {
  description:
    'An approved allocation as a payment in the accounting system, with its write and readback state ' +
    '(docs/postings.md).',
})
export class ErpPostingDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'Null for a direct posting (no allocation).' })
  paymentAllocationId: string | null;

  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The direct posting rule that took the bank line; null for a posting of an allocation.',
  })
  directPostingRuleId: string | null;

  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => UUIDResolver)
  erpConnectionId: string;

  @Field(() => PostingStatusValue)
  status: PostingStatusValue;

  @Field({
    description:
      'SupplierPayment (pays incoming invoices), SupplierRefund (settles outgoing documents), DirectPayOut or ' +
      'DirectPayIn (a bank line posted without a document by a direct posting rule).',
  })
  postingType: string;

  /** The posting family, incoming or outgoing documents; internal. */
  direction: string;

  @Field(() => SafeIntResolver, { description: 'The bank transaction amount, in minor units.' })
  totalAmount: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  accountId: string | null;

  @Field(() => String, { nullable: true })
  accountName: string | null;

  @Field(() => String, { nullable: true })
  cashFlowArticleId: string | null;

  @Field(() => String, { nullable: true })
  cashFlowArticleName: string | null;

  @Field({ description: 'SHA-256 of the canonical payment (date, supplier, currency, split items).' })
  requestHash: string;

  @Field(() => Int, { description: 'Payment writes sent.' })
  attemptCount: number;

  @Field(() => Date, { nullable: true })
  lastAttemptAtUtc: Date | null;

  @Field(() => Date, { nullable: true })
  nextRetryAtUtc: Date | null;

  @Field(() => Date, { nullable: true })
  reconciledAtUtc: Date | null;

  @Field(() => String, { nullable: true })
  errorCode: string | null;

  @Field(() => String, { nullable: true, description: 'Fixed text for the code; never the remote text.' })
  errorMessage: string | null;

  @Field({ description: 'Sent with every write; the readback key.' })
  idempotencyKey: string;

  @Field()
  requiresApproval: boolean;

  @Field(() => UUIDResolver, { nullable: true })
  approvedByUserId: string | null;

  @Field(() => Date, { nullable: true })
  approvedAtUtc: Date | null;

  @Field(() => Date, { nullable: true })
  postedAtUtc: Date | null;

  @Field()
  createdAtUtc: Date;

  @Field(() => Int)
  rowVersion: number;

  @Field(() => Int, { description: 'Readbacks made.' })
  reconciliationAttemptCount: number;

  @Field(() => Date, { nullable: true })
  nextReconciliationAtUtc: Date | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'The open critical anomaly blocking repeat writes.' })
  openAnomalyId: string | null;

  @Field({ description: 'YYYY-MM-DD, the bank transaction date, stored at queue.' })
  postingDate: string;

  @Field(() => Date, { nullable: true })
  workerClaimedAtUtc: Date | null;

  @Field(() => Date, { nullable: true })
  workerLeaseExpiresAtUtc: Date | null;
}

export const ErpPostingPage = PagedResult(ErpPostingDto);
export type ErpPostingPage = InstanceType<typeof ErpPostingPage>;

@ArgsType()
export class ErpPostingListArgs extends PageArgs {
  @Field(() => PostingStatusValue, { nullable: true })
  status?: PostingStatusValue | null;

  @Field(() => UUIDResolver, { nullable: true })
  connectionId?: string | null;

  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'Must equal the context organization when given (else an empty page).',
  })
  organizationId?: string | null;

  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'Must equal the context outlet when given (else an empty page).',
  })
  locationId?: string | null;
}

@InputType({ description: 'Optional rowVersion of the allocation being queued.' })
export class QueuePostingInput {
  @Field(() => Int, { nullable: true, description: 'Stale: concurrency.conflict.' })
  allocationRowVersion?: number | null;
}

@InputType({ description: 'Optional rowVersion of the posting (approve, retry, reconcile).' })
export class PostingRowVersionInput {
  @Field(() => Int, { nullable: true, description: 'Stale: concurrency.conflict.' })
  rowVersion?: number | null;
}

@InputType({ description: 'Why a posting awaiting approval is withdrawn, and its optional rowVersion.' })
export class RejectPostingInput {
  @Field(() => String, {
    nullable: true,
    description: 'Required, at most 1000 characters; kept on the cancelled allocation and audited.',
  })
  @IsOptional()
  @MaxLength(1000)
  reason?: string | null;

  @Field(() => Int, { nullable: true, description: 'Stale: concurrency.conflict.' })
  rowVersion?: number | null;
}

@InputType({ description: 'The payment account and cash-flow article of the posting connection.' })
export class PostingWriteTargetInput {
  @Field()
  @MinLength(1)
  @MaxLength(100)
  accountId: string;

  @Field(() => String, { nullable: true, description: "Defaults to the accounting system's name." })
  @MaxLength(200)
  accountName?: string | null;

  @Field()
  @MinLength(1)
  @MaxLength(100)
  cashFlowArticleId: string;

  @Field(() => String, { nullable: true, description: "Defaults to the accounting system's name." })
  @MaxLength(200)
  cashFlowArticleName?: string | null;

  @Field(() => Int, { nullable: true, description: 'Stale: concurrency.conflict.' })
  rowVersion?: number | null;
}
