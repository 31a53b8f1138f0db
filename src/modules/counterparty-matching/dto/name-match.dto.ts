import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { PageArgs, PagedResult } from '../../../platform/graphql/paging';

export const NAME_MATCH_STATES = ['Queue', 'Matched', 'All'] as const;
export type NameMatchState = (typeof NAME_MATCH_STATES)[number];

@ObjectType({ description: 'How many transactions are in one match status.' })
export class NameMatchStatusCount {
  @Field({ description: 'Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded.' })
  status: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'How many transactions have one match reason.' })
export class NameMatchReasonCount {
  @Field({
    description:
      'tax_id, rule, name_exact, conflicting_evidence, weak_name_similarity, no_evidence, manual, excluded or ' +
      'duplicate_confirmed.',
  })
  reason: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'Name-matching statistics of the context outlet.' })
export class NameMatchSummary {
  @Field(() => Int, { description: 'Bank transactions of the outlet.' })
  totalTransactions: number;

  @Field(() => [NameMatchStatusCount], { description: 'Every match status, zeros included, in workflow order.' })
  byStatus: NameMatchStatusCount[];

  @Field(() => [NameMatchReasonCount], { description: 'The match reasons present, most frequent first.' })
  byReason: NameMatchReasonCount[];

  @Field(() => Int, { description: 'Transactions in the matching queue (Unmatched or LowConfidence).' })
  queueCount: number;

  @Field(() => Int, { description: 'Distinct normalized counterparty names.' })
  distinctNames: number;

  @Field(() => Int, { description: 'Distinct normalized names with at least one transaction in the queue.' })
  unmatchedNames: number;

  @Field(() => Int, { description: 'Transactions whose counterparty name is missing or only a legal form.' })
  transactionsWithoutName: number;

  @Field(() => Float, {
    nullable: true,
    description: 'AutoMatched share of the transactions not excluded (0–1); null when there are none.',
  })
  automaticRate: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'ManualMatched share of the transactions not excluded (0–1); null when there are none.',
  })
  manualRate: number | null;

  @Field(() => Int, { description: 'Active counterparty rules of the organization.' })
  activeRuleCount: number;
}

@ObjectType({ description: 'The supplier automatic matching would propose for a name now, with its evidence.' })
export class NameMatchSuggestion {
  @Field({ description: 'The supplier id in the accounting system.' })
  counterpartyId: string;

  @Field()
  counterpartyName: string;

  @Field({ description: 'The strongest signal: Rule, NameExact or NameSimilarity (a name has no tax id).' })
  kind: string;

  @Field(() => Float, { description: '1 for exact evidence; the word similarity (0.5–1) for NameSimilarity.' })
  score: number;
}

@ObjectType({
  description:
    'The transactions of the outlet that share one normalized counterparty name, however the bank spelled it. ' +
    'Names only: no account numbers, no descriptions.',
})
export class NameMatch {
  @Field({ description: 'The normalized name (lower case, no quotes or legal forms); the key of the group.' })
  normalizedName: string;

  @Field({ description: 'The most frequent spelling in the bank statements.' })
  counterpartyName: string;

  @Field(() => Int, { description: 'Distinct raw spellings of the name.' })
  spellingCount: number;

  @Field(() => Int)
  transactionCount: number;

  @Field(() => Int, { description: 'Transactions in the matching queue (Unmatched or LowConfidence).' })
  queueCount: number;

  @Field(() => Int)
  unmatchedCount: number;

  @Field(() => Int)
  lowConfidenceCount: number;

  @Field(() => Int)
  autoMatchedCount: number;

  @Field(() => Int)
  manualMatchedCount: number;

  @Field(() => Int)
  excludedCount: number;

  @Field(() => String, {
    nullable: true,
    description: 'The counterparty most of the matched (AutoMatched or ManualMatched) transactions of the name have.',
  })
  matchedCounterpartyId: string | null;

  @Field(() => String, { nullable: true })
  matchedCounterpartyName: string | null;

  @Field({ description: 'YYYY-MM-DD of the latest transaction.' })
  lastTransactionDate: string;

  @Field(() => Int, { description: 'Active rules of the organization whose pattern occurs in the name.' })
  ruleCount: number;

  @Field(() => NameMatchSuggestion, {
    nullable: true,
    description: 'For names with transactions in the queue: the best supplier candidate; null when there is none.',
  })
  suggestion: NameMatchSuggestion | null;
}

export const NameMatchPage = PagedResult(NameMatch);
export type NameMatchPage = InstanceType<typeof NameMatchPage>;

@ArgsType()
export class NameMatchArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Queue: names with transactions in the matching queue; Matched: none in the queue and some matched; All ' +
      '(default).',
  })
  @IsOptional()
  @IsIn(NAME_MATCH_STATES)
  state?: NameMatchState | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive text in the normalized name or a spelling.' })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;
}
