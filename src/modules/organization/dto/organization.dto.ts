import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Organization, OrganizationStatus, PostingApproval } from '../organization.entity';

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

export enum PostingApprovalValue {
  SameUserAllowed = 'SameUserAllowed',
  SecondPersonRequired = 'SecondPersonRequired',
}

registerEnumType(PostingApprovalValue, {
  name: 'PostingApproval',
  description:
    'Who may approve a posting of the organization for writing. SameUserAllowed: anyone holding ' +
    'erp.postings.approve. SecondPersonRequired: not the user who confirmed its allocation nor the user who queued ' +
    'it (posting.second_person_required).',
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

  @Field(() => PostingApprovalValue, { description: 'Who may approve its postings; SameUserAllowed by default.' })
  postingApproval: PostingApproval;

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
    postingApproval: organization.postingApproval,
    createdAtUtc: organization.createdAtUtc,
    rowVersion: organization.rowVersion,
  };
}
