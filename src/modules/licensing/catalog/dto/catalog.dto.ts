import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { OfferVersionState, SubscriptionStatus } from '../catalog-rules';
import { OffsetPagedResult, type OffsetPage } from '../../../../platform/graphql/paging';
import { LICENSING_CODE_RULE } from '../../licensing-code';

export enum OfferVersionStateValue {
  Draft = 'Draft',
  Published = 'Published',
  Retired = 'Retired',
}

export enum SubscriptionStatusValue {
  Trialing = 'Trialing',
  Active = 'Active',
  PastDue = 'PastDue',
  Cancelled = 'Cancelled',
  Expired = 'Expired',
}

registerEnumType(OfferVersionStateValue, {
  name: 'OfferVersionState',
  description: 'Draft → Published (terms frozen) → Retired (no new subscriptions). No other transition.',
});

registerEnumType(SubscriptionStatusValue, {
  name: 'SubscriptionStatus',
  description: "A customer subscription's status; any status may follow any other.",
});

const SEATS = 'Integer ≥ 0, or null: never issuable.';

@ObjectType('CatalogProduct', { description: "A product of the caller's vendor tenant." })
export class CatalogProductDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field({ description: `As written at creation; ${LICENSING_CODE_RULE}. Unique in the tenant regardless of case.` })
  code: string;

  @Field()
  name: string;

  @Field()
  createdAtUtc: Date;
}

@ObjectType('CatalogOffer', { description: 'An offer of a product; its terms live in its versions.' })
export class CatalogOfferDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  productId: string;

  @Field()
  name: string;

  @Field()
  createdAtUtc: Date;
}

@ObjectType('CatalogTariff')
export class CatalogTariffDto {
  @Field({ description: 'As written at creation; unique in the version regardless of case.' })
  code: string;

  @Field()
  name: string;

  @Field(() => Int, { nullable: true, description: `Seats of this tariff per customer. ${SEATS}` })
  seatLimit: number | null;
}

@ObjectType('CatalogOfferVersion', {
  description: 'The terms of an offer, numbered per offer. Published versions are immutable.',
})
export class CatalogOfferVersionDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  offerId: string;

  @Field(() => Int, { description: '1, 2, … per offer, in creation order.' })
  version: number;

  @Field(() => [CatalogTariffDto])
  tariffs: CatalogTariffDto[];

  @Field(() => Int, { nullable: true, description: `Seats shared by every tariff of the version. ${SEATS}` })
  sharedSeatPool: number | null;

  @Field(() => Int)
  validityDays: number;

  @Field(() => OfferVersionStateValue)
  state: OfferVersionState;

  @Field(() => Int, { nullable: true, description: 'Format of the policy snapshot; null while Draft.' })
  policySnapshotVersion: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Lowercase hex SHA-256 of the canonical policy JSON (docs/licensing.md "Catalog"); null while Draft.',
  })
  policySnapshotHash: string | null;

  @Field(() => Date, { nullable: true })
  publishedAtUtc: Date | null;

  @Field()
  createdAtUtc: Date;
}

@ObjectType('CustomerSubscription', { description: 'A customer organization subscribed to a published version.' })
export class CustomerSubscriptionDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  customerOrganizationId: string;

  @Field(() => UUIDResolver)
  offerVersionId: string;

  @Field({ description: 'The tariff code as the version spells it, whatever case the subscription was created with.' })
  tariffCode: string;

  @Field(() => SubscriptionStatusValue)
  status: SubscriptionStatus;

  @Field(() => Int)
  rowVersion: number;

  @Field()
  createdAtUtc: Date;

  @Field()
  updatedAtUtc: Date;
}

export const CatalogProductPageDto = OffsetPagedResult(CatalogProductDto, 'CatalogProductPage');
export type CatalogProductPageDto = OffsetPage<CatalogProductDto>;

export const CustomerSubscriptionPageDto = OffsetPagedResult(CustomerSubscriptionDto, 'CustomerSubscriptionPage');
export type CustomerSubscriptionPageDto = OffsetPage<CustomerSubscriptionDto>;
