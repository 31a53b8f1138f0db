import { IsOptional } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, PagedResult } from '../../../platform/graphql/paging';

/** The direction of the bank lines a rule takes, in the bank line's own terms. */
export enum DirectPostingDirection {
  Debit = 'Debit',
  Credit = 'Credit',
}

registerEnumType(DirectPostingDirection, {
  name: 'DirectPostingDirection',
  description: 'Debit: money out, posted as a pay-out. Credit: money in, posted as a pay-in.',
});

@ObjectType('DirectPostingRule', {
  description:
    'A rule of an organization (or of one outlet) saying that bank lines of its direction matching every matcher it ' +
    'sets are posted without an invoice to its write target (docs/direct-postings.md).',
})
export class DirectPostingRuleDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'The one outlet it applies to; null: every outlet.' })
  locationId: string | null;

  @Field()
  name: string;

  @Field(() => DirectPostingDirection)
  direction: DirectPostingDirection;

  @Field(() => String, {
    nullable: true,
    description: 'Lines whose counterparty tax id is this one (letters and digits, compared without separators).',
  })
  counterpartyTaxId: string | null;

  @Field(() => String, { nullable: true, description: 'The counterparty name matcher as entered.' })
  counterpartyNameContains: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The name matcher normalized as counterparty rules normalize names: a line matches when its normalized ' +
      'counterparty name contains these words, contiguous.',
  })
  counterpartyNameNormalized: string | null;

  @Field(() => String, { nullable: true, description: 'Lines whose purpose contains this text, case-insensitive.' })
  purposeContains: string | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Smallest amount taken, minor units, inclusive.' })
  amountMin: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Largest amount taken, minor units, inclusive.' })
  amountMax: number | null;

  @Field(() => UUIDResolver, {
    description: 'The connection the write target was checked against: the organization’s default one then.',
  })
  erpConnectionId: string;

  @Field()
  accountId: string;

  @Field()
  accountName: string;

  @Field({ description: 'The cash-flow article; on an iikoServer connection a supplier pay-out type.' })
  cashFlowArticleId: string;

  @Field()
  cashFlowArticleName: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The accounting system’s supplier the pay-outs are booked to (one of the synced suppliers of the connection); ' +
      'required on iikoServer, whose supplier pay-out types book only with a counteragent.',
  })
  erpCounterpartyId: string | null;

  @Field(() => String, { nullable: true, description: 'The counterparty’s name as the synced suppliers had it.' })
  erpCounterpartyName: string | null;

  @Field()
  isActive: boolean;

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

export const DirectPostingRulePage = PagedResult(DirectPostingRuleDto);
export type DirectPostingRulePage = InstanceType<typeof DirectPostingRulePage>;

@ArgsType()
export class DirectPostingRuleListArgs extends PageArgs {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The organization; the X-Organization-Id header when absent.',
  })
  organizationId?: string | null;

  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'Only the rules that apply to this outlet: its own and the organization-wide ones.',
  })
  @IsOptional()
  locationId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or only deactivated (false) rules.' })
  isActive?: boolean | null;
}
