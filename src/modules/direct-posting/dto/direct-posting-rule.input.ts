import { IsOptional, Max, Min } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { DirectPostingDirection } from './direct-posting-rule.dto';

const TAX_ID_NOTE = 'Letters and digits (spaces and dashes ignored), 5 to 32 of them (else validation.failed invalid).';
const NAME_NOTE =
  'Normalized as counterparty rules normalize names; a text made only of legal forms (`ООО`) is validation.failed ' +
  'invalid. At most 500 characters.';
const PURPOSE_NOTE = 'Case-insensitive text the purpose must contain. At most 500 characters.';
const MATCHER_NOTE =
  'At least one of counterpartyTaxId, counterpartyNameContains, purposeContains (blank counts as absent).';

/**
 * What selects the bank lines of a rule: shared by a rule's content and an unsaved preview; never used as a type of
 * its own.
 */
@InputType()
abstract class DirectPostingMatchersInput {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The one outlet of the organization it applies to; absent: every outlet.',
  })
  locationId?: string | null;

  @Field(() => DirectPostingDirection, { description: 'Debit: pay-out; Credit: pay-in.' })
  direction: DirectPostingDirection;

  @Field(() => String, { nullable: true, description: TAX_ID_NOTE })
  counterpartyTaxId?: string | null;

  @Field(() => String, { nullable: true, description: NAME_NOTE })
  counterpartyNameContains?: string | null;

  @Field(() => String, { nullable: true, description: PURPOSE_NOTE })
  purposeContains?: string | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Minor units, at least 1.' })
  amountMin?: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Minor units, at least amountMin (else min).' })
  amountMax?: number | null;
}

/** The whole content of a rule: a create, or an update that replaces it. */
@InputType()
abstract class DirectPostingRuleContentInput extends DirectPostingMatchersInput {
  @Field({ description: 'Required (blank is required); at most 200 characters.' })
  name: string;

  @Field({
    description:
      'An account the organization’s default connection lists (else direct_posting_rule.write_target_unknown).',
  })
  accountId: string;

  @Field({
    description:
      'A cash-flow article of the default connection, paid from accountId where the article is bound to an account ' +
      '(an iikoServer pay-out type).',
  })
  cashFlowArticleId: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A supplier of the default connection’s synced suppliers, not deleted (else ' +
      'direct_posting_rule.counterparty_unknown), the pay-outs are booked to; its name is taken from them. Required ' +
      'on an iikoServer connection (direct_posting_rule.counterparty_required); blank counts as absent.',
  })
  erpCounterpartyId?: string | null;
}

@InputType({ description: `A new rule. ${MATCHER_NOTE}` })
export class CreateDirectPostingRuleInput extends DirectPostingRuleContentInput {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The organization; the X-Organization-Id header when absent.',
  })
  organizationId?: string | null;
}

@InputType({ description: `The rule's new content, replacing all of it. ${MATCHER_NOTE}` })
export class UpdateDirectPostingRuleInput extends DirectPostingRuleContentInput {
  @Field(() => Int, { description: 'The rowVersion read; another one is concurrency.conflict.' })
  @Min(1)
  expectedRowVersion: number;
}

@InputType({ description: 'Optional optimistic-concurrency check of an activate or deactivate.' })
export class DirectPostingRuleStateInput {
  @Field(() => Int, {
    nullable: true,
    description: 'When given and not the rule’s current rowVersion: concurrency.conflict.',
  })
  @IsOptional()
  @Min(1)
  expectedRowVersion?: number | null;
}

@InputType({ description: `An unsaved rule to preview. ${MATCHER_NOTE}` })
export class DirectPostingRuleDraftInput extends DirectPostingMatchersInput {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The organization; the X-Organization-Id header when absent.',
  })
  organizationId?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'The page of lines; starts at 1.' })
  @Min(1)
  page: number;

  @Field(() => Int, { defaultValue: 20, description: 'Lines per page, 1 to 100.' })
  @Min(1)
  @Max(100)
  pageSize: number;
}
