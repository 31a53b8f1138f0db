import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageArgs } from '../../../platform/graphql/paging';
import { DirectPostingDirection } from './direct-posting-rule.dto';

@ObjectType('DirectPostingRuleRef', { description: 'Another active rule, by id and name.' })
export class DirectPostingRuleRefDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field()
  name: string;
}

@ObjectType('DirectPostingPreviewLine', {
  description: 'A bank line the rule would take now; the counterparty account only masked.',
})
export class DirectPostingPreviewLineDto {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field({ description: 'YYYY-MM-DD.' })
  transactionDate: string;

  @Field(() => DirectPostingDirection)
  direction: DirectPostingDirection;

  @Field(() => SafeIntResolver, { description: 'Positive integer in minor units.' })
  amount: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  counterpartyName: string | null;

  @Field(() => String, { nullable: true, description: 'At most the last 4 digits, `****1234`.' })
  counterpartyAccountMasked: string | null;

  @Field(() => String, { nullable: true, description: 'The payment purpose as the statement gives it.' })
  purpose: string | null;

  @Field({ description: 'Unmatched, LowConfidence or Excluded: the lines a rule may take.' })
  matchStatus: string;

  @Field(() => [DirectPostingRuleRefDto], {
    description: 'The other active rules that take this line too; empty when only this rule does.',
  })
  overlappingRules: DirectPostingRuleRefDto[];
}

@ObjectType('DirectPostingRulePreview', {
  description:
    'The bank lines of the rule’s scope it would take now: of its direction, matching every matcher, Unmatched, ' +
    'LowConfidence or Excluded (not a confirmed duplicate), with no live allocation or posting. Nothing is written.',
})
export class DirectPostingRulePreviewDto {
  @Field(() => UUIDResolver, { nullable: true, description: 'The saved rule previewed; null for an unsaved one.' })
  ruleId: string | null;

  @Field(() => Int, { description: 'Every line the rule would take.' })
  lineCount: number;

  @Field(() => Int, { description: 'Of them, the lines another active rule takes too.' })
  overlappingLineCount: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;

  @Field(() => [DirectPostingPreviewLineDto], { description: 'One page of the lines, newest first.' })
  lines: DirectPostingPreviewLineDto[];
}

@ArgsType()
export class DirectPostingRulePreviewArgs extends PageArgs {
  @Field(() => UUIDResolver, { description: 'The saved rule.' })
  id: string;
}
