import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Operational summary of the selected outlet. The import and matching counters are live; pendingAllocationCount ' +
    'and openAnomalyCount are filled by the payment modules (allocations, postings), which are not built yet, and ' +
    'answer 0 until they exist. The shape stays.',
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

  @Field(() => Int, {
    description:
      'Payment allocations awaiting review or approval. Filled by the payment modules (allocations, postings), which ' +
      'are not built yet: 0 until they exist.',
  })
  pendingAllocationCount: number;

  @Field(() => Int, {
    description:
      'Payment anomalies with status Open. Filled by the payment modules (allocations, postings), which are not ' +
      'built yet: 0 until they exist.',
  })
  openAnomalyCount: number;

  @Field()
  generatedAtUtc: Date;
}
