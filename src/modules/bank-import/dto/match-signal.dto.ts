import { Field, Float, ObjectType } from 'type-graphql';
import type { StoredMatchSignal } from '../import-matching.port';

@ObjectType('CounterpartyMatchSignal', {
  description: 'One piece of evidence of a match, for one counterparty of the accounting system.',
})
export class CounterpartyMatchSignalDto implements StoredMatchSignal {
  @Field(() => String, { description: 'TaxId, Rule, NameExact, NameSimilarity or Manual.' })
  kind: string;

  @Field({ description: 'The supplier id in the accounting system.' })
  counterpartyId: string;

  @Field()
  counterpartyName: string;

  @Field({
    description:
      'What was compared: the tax id (TaxId), the rule pattern (Rule), the supplier name (NameExact, ' +
      'NameSimilarity), the deciding user id (Manual).',
  })
  value: string;

  @Field(() => Float, { description: '1 for exact evidence; the word similarity (0.5–1) for NameSimilarity.' })
  score: number;

  @Field(() => String, { nullable: true, description: 'The rule id of a Rule signal.' })
  ruleId: string | null;
}
