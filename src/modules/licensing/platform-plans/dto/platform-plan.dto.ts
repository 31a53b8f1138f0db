import { GraphQLJSONObject, SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LICENSING_CODE_RULE } from '../../licensing-code';
import type { BillingPeriod, EntitlementValue, PlanStatus, PlanVisibility } from '../platform-plan-rules';

export enum PlatformPlanStatusValue {
  Draft = 'Draft',
  Active = 'Active',
  Retired = 'Retired',
}

export enum PlatformPlanVisibilityValue {
  Internal = 'Internal',
  Public = 'Public',
}

export enum PlatformPlanBillingPeriodValue {
  Monthly = 'Monthly',
  Yearly = 'Yearly',
  OneTime = 'OneTime',
}

registerEnumType(PlatformPlanStatusValue, {
  name: 'PlatformPlanStatus',
  description: 'Draft (being prepared), Active (on sale), Retired (no longer sold). Any status may follow any other.',
});

registerEnumType(PlatformPlanVisibilityValue, {
  name: 'PlatformPlanVisibility',
  description:
    'Internal (managers only) or Public (in the anonymous catalog while Active). Active alone does not publish a plan.',
});

registerEnumType(PlatformPlanBillingPeriodValue, {
  name: 'PlatformPlanBillingPeriod',
  description: 'What priceMinor pays for: a month, a year, or once (no renewal).',
});

const PRICE = 'Price per billing period in minor units of the currency (kopecks, cents); 0 for a free plan.';
const CODE = `The stable public name of the plan, as written; ${LICENSING_CODE_RULE}. Unique regardless of case.`;
const FEATURES = 'Feature lines shown with the plan, in the order given: at most 50, each 1–200 characters.';
const SORT_ORDER = 'Catalog position: plans are listed by sortOrder, then code (case-insensitive, byte order).';

/** The catalog members of a plan: what the anonymous catalog shows, and the start of the manager's view. */
@ObjectType('PublicPlatformPlan', {
  description:
    'A plan of the public catalog: the plan without status, visibility, providerPriceRef and entitlements. ' +
    'The code identifies it; its internal id is not shown.',
})
export class PublicPlatformPlanDto {
  @Field({ description: CODE })
  code: string;

  @Field({ description: '1–200 characters.' })
  name: string;

  @Field({ description: 'At most 2000 characters; may be empty.' })
  description: string;

  @Field(() => SafeIntResolver, { description: PRICE })
  priceMinor: number;

  @Field({ description: 'ISO 4217 code, three uppercase letters (RUB).' })
  currency: string;

  @Field(() => PlatformPlanBillingPeriodValue)
  billingPeriod: BillingPeriod;

  @Field(() => [String], { description: FEATURES })
  features: string[];

  @Field(() => Int, { description: SORT_ORDER })
  sortOrder: number;
}

@ObjectType('PublicPlatformPlanCatalog', {
  description:
    'Every valid plan with status Active and visibility Public, by sortOrder then code (case-insensitive, byte order); never a ' +
    'partial list.',
})
export class PublicPlatformPlanCatalogDto {
  @Field(() => [PublicPlatformPlanDto])
  items: PublicPlatformPlanDto[];
}

@ObjectType('PlatformPlan', {
  description:
    'A platform plan as managers see it (platform_plans.manage): every member, with its identity and version.',
})
export class PlatformPlanDto extends PublicPlatformPlanDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => PlatformPlanStatusValue)
  status: PlanStatus;

  @Field(() => PlatformPlanVisibilityValue)
  visibility: PlanVisibility;

  @Field(() => String, {
    nullable: true,
    description: "The billing provider's price id for this plan; never in the public catalog.",
  })
  providerPriceRef: string | null;

  @Field(() => GraphQLJSONObject, {
    description:
      'Entitlement code → number, boolean or string (a feature switch or a limit); never in the public catalog.',
  })
  entitlements: Record<string, EntitlementValue>;

  @Field(() => Int, { description: 'Send it back on update to detect concurrent changes (concurrency.conflict).' })
  rowVersion: number;

  @Field()
  createdAtUtc: Date;

  @Field()
  updatedAtUtc: Date;
}

@ObjectType('PlatformPlanList', {
  description: 'Every plan, whatever its status and visibility, by sortOrder then code.',
})
export class PlatformPlanListDto {
  @Field(() => [PlatformPlanDto])
  items: PlatformPlanDto[];
}
