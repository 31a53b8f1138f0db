import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import { RoleAssignmentView } from '../auth/dto/current-user.type';
import { AssignLocationRoleInput, AssignOrganizationRoleInput } from './dto/assign-role.input';
import { PlatformUserDto } from './dto/platform-user.dto';
import { PlatformUserService } from './platform-user.service';
import { RoleAssignmentService } from './role-assignment.service';

/**
 * Scoped users (docs/users-and-invitations.md): organization.users.manage on the organization (or outlet) of the path.
 * Only organization roles are assignable here; the organization comes from the path.
 */
@Resolver()
export class ScopedUserResolver {
  constructor(
    private readonly users: PlatformUserService,
    private readonly assignments: RoleAssignmentService,
  ) {}

  @Allow('organization.users.manage', on.organization((args) => args.organizationId))
  @Query(() => [PlatformUserDto], {
    description: 'Users with an assignment in the organization or its outlets, showing only those assignments.',
  })
  organizationUsers(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
  ): Promise<PlatformUserDto[]> {
    return this.users.listInOrganization(ctx, organizationId);
  }

  @Allow('organization.users.manage', on.organization((args) => args.organizationId))
  @Transactional()
  @Mutation(() => RoleAssignmentView, {
    description:
      'Assigns OrganizationAdmin, Accountant or Viewer in the organization, or at one of its outlets (locationId).',
  })
  assignOrganizationUserRole(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('userId', () => UUIDResolver) userId: string,
    @Arg('input', () => AssignOrganizationRoleInput) input: AssignOrganizationRoleInput,
  ): Promise<RoleAssignmentView> {
    return this.assignments.assignInOrganization(ctx, organizationId, userId, input);
  }

  @Allow('organization.users.manage', on.organization((args) => args.organizationId))
  @Transactional()
  @Mutation(() => Boolean, {
    description: 'Removes an assignment of the user in the organization or one of its outlets; others: not_found.',
  })
  removeOrganizationUserRole(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('userId', () => UUIDResolver) userId: string,
    @Arg('assignmentId', () => UUIDResolver) assignmentId: string,
  ): Promise<boolean> {
    return this.assignments.removeInOrganization(ctx, organizationId, userId, assignmentId);
  }

  @Allow('organization.users.manage', on.location((args) => args.locationId))
  @Query(() => [PlatformUserDto], {
    description: 'Users with an assignment at the outlet itself, showing only those assignments.',
  })
  locationUsers(
    @Ctx() ctx: RequestContext,
    @Arg('locationId', () => UUIDResolver) locationId: string,
  ): Promise<PlatformUserDto[]> {
    return this.users.listAtLocation(ctx, locationId);
  }

  @Allow('organization.users.manage', on.location((args) => args.locationId))
  @Transactional()
  @Mutation(() => RoleAssignmentView, { description: 'Assigns OrganizationAdmin, Accountant or Viewer at the outlet.' })
  assignLocationUserRole(
    @Ctx() ctx: RequestContext,
    @Arg('locationId', () => UUIDResolver) locationId: string,
    @Arg('userId', () => UUIDResolver) userId: string,
    @Arg('input', () => AssignLocationRoleInput) input: AssignLocationRoleInput,
  ): Promise<RoleAssignmentView> {
    return this.assignments.assignAtLocation(ctx, locationId, userId, input);
  }
}
