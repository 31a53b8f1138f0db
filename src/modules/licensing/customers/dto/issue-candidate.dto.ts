import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { SubscriptionStatus } from '../../catalog/catalog-rules';
import { SubscriptionStatusValue } from '../../catalog/dto/catalog.dto';
import { OffsetPagedResult, type OffsetPage } from '../../../../platform/graphql/paging';

@ObjectType('LicensingIssueCandidate', {
  description:
    'A subscription of the customer that can receive a license now (advisory: issue rereads everything). Carries ' +
    'display fields and immutable identity only: no policy reference, key material, hash or provider reference.',
})
export class IssueCandidateDto {
  @Field(() => UUIDResolver)
  customerSubscriptionId: string;

  @Field(() => Int, {
    description: "The smaller of the tariff's remaining seats and the version's remaining shared pool (> 0).",
  })
  effectiveIssuable: number;

  @Field(() => SubscriptionStatusValue, { description: 'Trialing or Active.' })
  subscriptionStatus: SubscriptionStatus;

  @Field()
  subscriptionCreatedAtUtc: Date;

  @Field(() => UUIDResolver)
  productId: string;

  @Field()
  productName: string;

  @Field(() => UUIDResolver)
  offerId: string;

  @Field()
  offerName: string;

  @Field(() => UUIDResolver)
  offerVersionId: string;

  @Field(() => Int)
  offerVersionNumber: number;

  @Field()
  tariffCode: string;

  @Field()
  tariffName: string;
}

export const IssueCandidatePageDto = OffsetPagedResult(
  IssueCandidateDto,
  'LicensingIssueCandidatePage',
  'Candidates of the customer; totalCount never counts an occupied subscription.',
);
export type IssueCandidatePageDto = OffsetPage<IssueCandidateDto>;
