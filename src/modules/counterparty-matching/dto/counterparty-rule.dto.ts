import { UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { PageArgs, PagedResult } from '../../../platform/graphql/paging';

const ORGANIZATION_NOTE = 'The organization; the X-Organization-Id header when absent.';

@ObjectType('CounterpartyRule', {
  description:
    'A rule of one organization: transactions of that organization whose normalized counterparty name contains the ' +
    'normalized pattern (as whole, contiguous words) are matched to the counterparty (docs/counterparty-matching.md).',
})
export class CounterpartyRuleDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field({ description: 'The pattern as entered (trimmed).' })
  pattern: string;

  @Field({ description: 'The pattern after normalizeCounterpartyName: what is compared, and what equivalence uses.' })
  normalizedPattern: string;

  @Field({ description: 'The supplier id in the accounting system.' })
  erpCounterpartyId: string;

  @Field()
  erpCounterpartyName: string;

  @Field({ description: 'Only active rules take part in automatic matching.' })
  isActive: boolean;

  @Field(() => UUIDResolver, { nullable: true, description: 'The transaction the rule was created from, if any.' })
  sourceTransactionId: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  createdByUserId: string | null;

  @Field()
  createdAtUtc: Date;

  @Field()
  updatedAtUtc: Date;

  @Field(() => Date, { nullable: true, description: 'When it was last deactivated; null while active.' })
  deactivatedAtUtc: Date | null;

  @Field(() => Int, { description: 'Optimistic concurrency token; pass it as expectedRowVersion.' })
  rowVersion: number;
}

export const CounterpartyRulePage = PagedResult(CounterpartyRuleDto);
export type CounterpartyRulePage = InstanceType<typeof CounterpartyRulePage>;

@ObjectType('CounterpartyRuleResult', { description: 'The outcome of a rule write.' })
export class CounterpartyRuleResultDto {
  @Field({
    description:
      'True when an equivalent rule (same organization, normalized pattern and counterparty id) already existed: ' +
      'nothing was created; a deactivated equivalent was reactivated.',
  })
  alreadyExists: boolean;

  @Field(() => CounterpartyRuleDto)
  rule: CounterpartyRuleDto;

  @Field(() => Int, {
    description: 'Undecided transactions of the organization whose automatic match changed because of this write.',
  })
  changedTransactionCount: number;
}

@ObjectType('CounterpartyRuleConflict', { description: 'An active rule that overlaps the previewed pattern.' })
export class CounterpartyRuleConflictDto {
  @Field(() => CounterpartyRuleDto)
  rule: CounterpartyRuleDto;

  @Field({
    description:
      'SamePattern (equal normalized patterns), Broader (the existing rule’s words occur inside the new pattern), ' +
      'Narrower (the new pattern occurs inside the existing rule), SharedTransactions (neither contains the other ' +
      'but some undecided transaction name matches both).',
  })
  relation: string;

  @Field({ description: 'Whether the existing rule names the same counterparty id.' })
  sameCounterparty: boolean;

  @Field(() => Int, { description: 'Undecided transactions of the organization both rules would match.' })
  overlappingTransactionCount: number;
}

@ObjectType('CounterpartyRuleConflictPreview', {
  description: 'What creating a rule with this pattern would meet; computed read-only, nothing is written.',
})
export class CounterpartyRuleConflictPreviewDto {
  @Field()
  pattern: string;

  @Field()
  normalizedPattern: string;

  @Field(() => CounterpartyRuleDto, {
    nullable: true,
    description: 'The equivalent rule (same normalized pattern and counterparty id, active or not); null without one.',
  })
  equivalentRule: CounterpartyRuleDto | null;

  @Field(() => Int, {
    description:
      'Undecided transactions (Unmatched, LowConfidence, AutoMatched) whose normalized name contains the pattern.',
  })
  matchingTransactionCount: number;

  @Field(() => [CounterpartyRuleConflictDto], { description: 'Overlapping active rules, by relation then pattern.' })
  conflicts: CounterpartyRuleConflictDto[];
}

@ArgsType()
export class CounterpartyRuleDirectoryArgs extends PageArgs {
  @Field(() => UUIDResolver, { nullable: true, description: ORGANIZATION_NOTE })
  organizationId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the pattern (as entered or normalized), the counterparty name or the counterparty id.',
  })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or only deactivated (false) rules.' })
  isActive?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Only rules of this counterparty id.' })
  @IsOptional()
  @MaxLength(100)
  erpCounterpartyId?: string | null;
}
