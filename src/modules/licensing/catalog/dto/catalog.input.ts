import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { LICENSING_CODE_RULE } from '../../licensing-code';
import type { SubscriptionStatus } from '../catalog-rules';
import { SubscriptionStatusValue } from './catalog.dto';

/** Types and presence are checked by the schema; patterns, lengths and ranges by the service (catalog-rules.ts). */
@InputType()
export class CreateCatalogProductInput {
  @Field({ description: `${LICENSING_CODE_RULE}. Kept as written; unique in the tenant regardless of case.` })
  code: string;

  @Field({ description: '1–200 characters, not blank.' })
  name: string;
}

@InputType()
export class CreateCatalogOfferInput {
  @Field(() => UUIDResolver, { description: "A product of the caller's tenant." })
  productId: string;

  @Field({ description: '1–200 characters, not blank.' })
  name: string;
}

@InputType()
export class CatalogTariffInput {
  @Field({ description: `${LICENSING_CODE_RULE}. Kept as written; unique in the version regardless of case.` })
  code: string;

  @Field({ description: '1–200 characters, not blank.' })
  name: string;

  @Field(() => Int, { nullable: true, description: 'Integer ≥ 0, or null/omitted: never issuable.' })
  seatLimit?: number | null;
}

@InputType()
export class CreateOfferVersionInput {
  @Field(() => UUIDResolver, { description: "An offer of the caller's tenant." })
  offerId: string;

  @Field(() => [CatalogTariffInput], { description: '1–50 tariffs with distinct codes.' })
  tariffs: CatalogTariffInput[];

  @Field(() => Int, { nullable: true, description: 'Integer ≥ 0, or null/omitted: never issuable.' })
  sharedSeatPool?: number | null;

  @Field(() => Int, { description: '1–36500.' })
  validityDays: number;
}

@InputType()
export class CreateCustomerSubscriptionInput {
  @Field(() => UUIDResolver, { description: 'The customer: an organization (any level).' })
  customerOrganizationId: string;

  @Field(() => UUIDResolver, { description: "A Published offer version of the caller's tenant." })
  offerVersionId: string;

  @Field({
    description: 'One of the tariff codes of the version, in any case; stored and answered as the version spells it.',
  })
  tariffCode: string;

  @Field(() => SubscriptionStatusValue)
  status: SubscriptionStatus;
}

@InputType()
export class SetSubscriptionStatusInput {
  @Field(() => SubscriptionStatusValue)
  status: SubscriptionStatus;
}
