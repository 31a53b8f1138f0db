import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How many payment allocations of the outlet are in one status.' })
export class AllocationStatusCount {
  @Field({
    description:
      'An allocation status: NeedsReview, Confirmed, ApprovalRequired, Approved, PostingQueued, Posted, Failed, ' +
      'Cancelled or Reconciled.',
  })
  status: string;

  @Field(() => Int, { description: 'Allocations of the outlet in this status; always above 0.' })
  count: number;
}

@ObjectType({ description: 'How many postings of the outlet are in one status.' })
export class PostingStatusCount {
  @Field({ description: 'A posting status (see PostingStatus).' })
  status: string;

  @Field(() => Int, { description: 'Postings of the outlet in this status; always above 0.' })
  count: number;
}

@ObjectType({ description: 'Operational summary of the selected outlet; every counter is live.' })
export class DashboardSummary {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => Int, { description: 'Bank statement imports of the outlet.' })
  importsCount: number;

  @Field(() => Int, { description: 'Imports whose balances do not add up and whose review is not overridden.' })
  importsNeedingReviewCount: number;

  @Field(() => Int, { description: 'Bank transactions without a counterparty match.' })
  unmatchedTransactionCount: number;

  @Field(() => Int, {
    description:
      'Payment allocations of the outlet awaiting review or approval: status NeedsReview, Confirmed or ' +
      'ApprovalRequired.',
  })
  pendingAllocationCount: number;

  @Field(() => [AllocationStatusCount], {
    description:
      'Payment allocations of the outlet per status, only statuses with at least one, in workflow order: ' +
      'NeedsReview, Confirmed, ApprovalRequired, Approved, PostingQueued, Posted, Failed, Cancelled, Reconciled.',
  })
  allocationCountsByStatus: AllocationStatusCount[];

  @Field(() => [PostingStatusCount], {
    description:
      'Postings of the outlet per status, only statuses with at least one, in workflow order: ApprovalRequired, ' +
      'Queued, RetryScheduled, WriteOutcomeUnknown, Posted, ReadbackPending, Reconciled, Failed, Cancelled.',
  })
  postingCountsByStatus: PostingStatusCount[];

  @Field(() => Int, { description: 'Payment anomalies of the outlet with status Open.' })
  openAnomalyCount: number;

  @Field()
  generatedAtUtc: Date;
}
