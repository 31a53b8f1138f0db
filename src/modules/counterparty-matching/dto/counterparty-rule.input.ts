import { IsOptional, Min } from 'class-validator';
import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';

// The text fields are nullable in the schema so that a missing or blank value answers its specific code
// (pattern_required, erp_counterparty_required, erp_counterparty_name_required), not validation.failed.
const PATTERN_NOTE = 'Required; must normalize to at least one word (else pattern_required); at most 500 characters.';
const ID_NOTE =
  'The supplier id in the accounting system. Required (erp_counterparty_required); at most 100 characters.';
const NAME_NOTE = 'The supplier name. Required (erp_counterparty_name_required); at most 500 characters.';
const ROW_VERSION_NOTE = 'When given and not the rule’s current rowVersion: concurrency.conflict.';

/** The content of a rule, shared by create, create from a match and update; never used as a type of its own. */
@InputType()
abstract class CounterpartyRuleFieldsInput {
  @Field(() => String, { nullable: true, description: PATTERN_NOTE })
  pattern?: string | null;

  @Field(() => String, { nullable: true, description: ID_NOTE })
  erpCounterpartyId?: string | null;

  @Field(() => String, { nullable: true, description: NAME_NOTE })
  erpCounterpartyName?: string | null;
}

@InputType({ description: 'A rule created directly.' })
export class CreateCounterpartyRuleInput extends CounterpartyRuleFieldsInput {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The organization; the X-Organization-Id header when absent.',
  })
  organizationId?: string | null;
}

@InputType({ description: 'A rule created from a manual match: the organization is the transaction’s.' })
export class CreateCounterpartyRuleFromMatchInput extends CounterpartyRuleFieldsInput {
  @Field(() => String, {
    nullable: true,
    description: 'The matched transaction. Required (bank_transaction_required); a UUID (else validation.failed).',
  })
  bankTransactionId?: string | null;
}

@InputType({ description: 'A rule change: an absent (null) field keeps its value; a blank one is its required code.' })
export class UpdateCounterpartyRuleInput extends CounterpartyRuleFieldsInput {
  @Field(() => Int, { nullable: true, description: ROW_VERSION_NOTE })
  @IsOptional()
  @Min(1)
  expectedRowVersion?: number | null;
}

@InputType({ description: 'Optional optimistic-concurrency check of an activate or deactivate.' })
export class CounterpartyRuleStateInput {
  @Field(() => Int, { nullable: true, description: ROW_VERSION_NOTE })
  @IsOptional()
  @Min(1)
  expectedRowVersion?: number | null;
}

@InputType({ description: 'A pattern to preview before creating a rule.' })
export class CounterpartyRuleConflictPreviewInput {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The organization; the X-Organization-Id header when absent.',
  })
  organizationId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Required; must normalize to at least one word (pattern_required).',
  })
  pattern?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The counterparty the rule would name: finds the equivalent rule and sets sameCounterparty.',
  })
  erpCounterpartyId?: string | null;
}
