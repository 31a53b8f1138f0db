import { GraphQLJSONObject, SafeIntResolver } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { LICENSING_CODE_RULE } from '../../licensing-code';
import type { BillingPeriod, EntitlementValue, PlanStatus, PlanVisibility } from '../platform-plan-rules';
import {
  PlatformPlanBillingPeriodValue,
  PlatformPlanStatusValue,
  PlatformPlanVisibilityValue,
} from './platform-plan.dto';

/**
 * Exactly the members of a plan (docs/licensing.md, "The plan"). Types and presence are checked by the schema; lengths,
 * patterns and limits by the service (platform-plan-rules.ts), the same rules the public catalog applies to stored
 * plans.
 */
@InputType({
  description:
    'A whole plan. Omitted optional members take their defaults, also on update (a full replacement). Errors: ' +
    'validation.failed with fieldErrors naming the member.',
})
export class PlatformPlanInput {
  @Field({ description: `${LICENSING_CODE_RULE}. Kept as written; unique regardless of case.` })
  code: string;

  @Field({ description: '1–200 characters, not blank.' })
  name: string;

  @Field({ defaultValue: '', description: 'At most 2000 characters.' })
  description: string;

  @Field(() => SafeIntResolver, { description: 'Minor units, ≥ 0.' })
  priceMinor: number;

  @Field({ description: 'Three uppercase letters (ISO 4217), e.g. RUB.' })
  currency: string;

  @Field(() => PlatformPlanBillingPeriodValue)
  billingPeriod: BillingPeriod;

  @Field(() => [String], { defaultValue: [], description: 'At most 50 distinct lines of 1–200 characters.' })
  features: string[];

  @Field(() => Int, { defaultValue: 0 })
  sortOrder: number;

  @Field(() => PlatformPlanStatusValue, { defaultValue: PlatformPlanStatusValue.Draft })
  status: PlanStatus;

  @Field(() => PlatformPlanVisibilityValue, { defaultValue: PlatformPlanVisibilityValue.Internal })
  visibility: PlanVisibility;

  @Field(() => String, { nullable: true, description: '1–200 characters, or null (the default).' })
  providerPriceRef?: string | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'At most 100 entries; keys `^[a-z][a-z0-9_.-]{0,63}$`, values a finite number, a boolean or a string of at ' +
      'most 200 characters. Omitted or null: none.',
  })
  entitlements?: Record<string, EntitlementValue> | null;
}

@InputType({ description: 'A whole plan replacing the stored one, with an optional concurrency check.' })
export class UpdatePlatformPlanInput extends PlatformPlanInput {
  @Field(() => Int, { nullable: true, description: 'When given and stale: concurrency.conflict (409).' })
  rowVersion?: number | null;
}
