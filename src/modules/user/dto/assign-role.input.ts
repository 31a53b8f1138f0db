import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

@InputType({
  description:
    'A role in a scope: both ids null for MegaAdmin and MegaManager (platform scope); organizationId, and ' +
    'optionally an outlet of that organization, for OrganizationAdmin, Accountant and Viewer.',
})
export class AssignRoleInput {
  @Field(() => UUIDResolver)
  roleId: string;

  @Field(() => UUIDResolver, { nullable: true })
  organizationId?: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  locationId?: string | null;
}

@InputType({
  description:
    'An organization role (OrganizationAdmin, Accountant, Viewer) in the organization of the path, ' +
    'optionally limited to one of its outlets.',
})
export class AssignOrganizationRoleInput {
  @Field(() => UUIDResolver)
  roleId: string;

  @Field(() => UUIDResolver, { nullable: true })
  locationId?: string | null;
}

@InputType({ description: 'An organization role (OrganizationAdmin, Accountant, Viewer) at the outlet of the path.' })
export class AssignLocationRoleInput {
  @Field(() => UUIDResolver)
  roleId: string;
}
