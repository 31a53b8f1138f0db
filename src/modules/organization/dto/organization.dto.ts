import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Organization, OrganizationStatus } from '../organization.entity';

export enum OrganizationStatusValue {
  Active = 'Active',
  Suspended = 'Suspended',
  Archived = 'Archived',
}

registerEnumType(OrganizationStatusValue, {
  name: 'OrganizationStatus',
  description:
    'Active⇄Suspended, either to Archived, Archived back to Active. Archived is required before hard delete.',
});

@ObjectType({ description: 'A tenant, or a child organization of one.' })
export class OrganizationDto {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null for a root organization.' })
  parentOrganizationId: string | null;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  legalName: string | null;

  @Field(() => String, { nullable: true })
  taxId: string | null;

  @Field(() => OrganizationStatusValue)
  status: OrganizationStatus;

  @Field()
  createdAtUtc: Date;

  @Field(() => Int, { description: 'Send it back on update to detect concurrent changes (concurrency.conflict).' })
  rowVersion: number;
}

export function toOrganizationDto(organization: Organization): OrganizationDto {
  return {
    id: organization.id,
    parentOrganizationId: organization.parentOrganizationId,
    name: organization.name,
    legalName: organization.legalName,
    taxId: organization.taxId,
    status: organization.status,
    createdAtUtc: organization.createdAtUtc,
    rowVersion: organization.rowVersion,
  };
}
