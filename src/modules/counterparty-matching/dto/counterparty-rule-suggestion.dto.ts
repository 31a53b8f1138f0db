import { UUIDResolver } from 'graphql-scalars';
import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PagedResult } from '../../../platform/graphql/paging';
import { BankTransactionDto } from '../../bank-import/dto/bank-transaction.dto';
import { CounterpartyRuleDto } from './counterparty-rule.dto';

@ObjectType('CounterpartyRuleSuggestion', {
  description:
    'A counterparty rule proposed because people matched lines of one payee (same tax id, counterparty account or ' +
    'normalized name) to one counterparty by hand at least twice (docs/counterparty-matching.md).',
})
export class CounterpartyRuleSuggestionDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field({ description: 'What the manual lines share: TaxId, Account or Name.' })
  keyKind: string;

  @Field({
    description:
      'The shared key as it may be shown: the tax id, the normalized name, or the masked account (****1234).',
  })
  keyDisplay: string;

  @Field({ description: 'The pattern of the proposed rule: the tax id, or words every manual line’s name contains.' })
  pattern: string;

  @Field()
  normalizedPattern: string;

  @Field({ description: 'The supplier id in the accounting system the lines were matched to.' })
  erpCounterpartyId: string;

  @Field()
  erpCounterpartyName: string;

  @Field({ description: 'Pending, Accepted or Rejected.' })
  status: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'The rule accepting it created (or found); else null.' })
  ruleId: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  decidedByUserId: string | null;

  @Field(() => Date, { nullable: true })
  decidedAtUtc: Date | null;

  @Field()
  createdAtUtc: Date;

  @Field({ description: 'When it was proposed or its evidence last refreshed by a manual match.' })
  updatedAtUtc: Date;

  @Field(() => Int, { description: 'Optimistic concurrency token; pass it as expectedRowVersion.' })
  rowVersion: number;

  @Field(() => [BankTransactionDto], {
    description: 'Evidence: the manually matched lines it came from (newest first, at most 20), in their state now.',
  })
  manualTransactions: BankTransactionDto[];

  @Field(() => Int, {
    description:
      'Evidence, Pending only (else 0): the organization’s lines in the matching queue the rule would match now ' +
      '(Unmatched, or LowConfidence on similar names only; none held by a payment allocation).',
  })
  wouldMatchCount: number;

  @Field(() => [BankTransactionDto], {
    description: 'The first of those lines, newest transaction date first (at most 10).',
  })
  wouldMatchTransactions: BankTransactionDto[];
}

export const CounterpartyRuleSuggestionPage = PagedResult(CounterpartyRuleSuggestionDto);
export type CounterpartyRuleSuggestionPage = InstanceType<typeof CounterpartyRuleSuggestionPage>;

@ArgsType()
export class CounterpartyRuleSuggestionArgs extends PageArgs {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The organization; the X-Organization-Id header when absent.',
  })
  organizationId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Pending (the default), Accepted or Rejected. Unknown: validation.failed.',
  })
  @IsOptional()
  @MaxLength(16)
  status?: string | null;
}

@InputType({ description: 'Accepting or rejecting a suggestion.' })
export class CounterpartyRuleSuggestionDecisionInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'The rowVersion as read; a stale one is concurrency.conflict {entity: CounterpartyRuleSuggestion, id}.',
  })
  expectedRowVersion?: number | null;
}

@ObjectType('CounterpartyRuleSuggestionDecision', {
  description: 'The outcome of accepting or rejecting a suggestion.',
})
export class CounterpartyRuleSuggestionDecisionDto {
  @Field(() => CounterpartyRuleSuggestionDto)
  suggestion: CounterpartyRuleSuggestionDto;

  @Field(() => CounterpartyRuleDto, { nullable: true, description: 'Accepted: the rule; rejected: null.' })
  rule: CounterpartyRuleDto | null;

  @Field({
    description: 'Accepted: true when an equivalent rule already existed (a deactivated one was reactivated).',
  })
  alreadyExists: boolean;

  @Field(() => Int, {
    description: 'Accepted: undecided transactions of the organization whose automatic match the rematch changed.',
  })
  changedTransactionCount: number;

  @Field(() => Int, { description: 'Accepted: the transactions the rule matches now (AutoMatched by it).' })
  matchedTransactionCount: number;

  @Field(() => [BankTransactionDto], { description: 'The first of those, newest transaction date first (at most 20).' })
  matchedTransactions: BankTransactionDto[];
}
