import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('CounterpartyRematchProgress', {
  description: 'Progress, then the result, of rematching an organization after a counterparty rule changed.',
})
export class CounterpartyRematchProgressDto {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver, { description: 'The rule whose change (create, update, activate, deactivate) rematched.' })
  ruleId: string;

  @Field(() => String, { description: 'Running (not yet committed) or Completed (committed).' })
  phase: string;

  @Field(() => Int)
  examinedTransactions: number;

  @Field(() => Int)
  changedTransactions: number;

  @Field(() => Date)
  changedAtUtc: Date;
}
