import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Operational summary of the selected outlet. The counters read zero until bank statement imports, matching, ' +
    'allocations and anomaly detection exist; the shape stays.',
})
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

  @Field(() => Int, { description: 'Payment allocations awaiting review or approval.' })
  pendingAllocationCount: number;

  @Field(() => Int, { description: 'Payment anomalies with status Open.' })
  openAnomalyCount: number;

  @Field()
  generatedAtUtc: Date;
}
