import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow } from '../access/access.module';
import { RoleAssignmentView } from '../auth/dto/current-user.type';
import { AssignRoleInput } from './dto/assign-role.input';
import { CreatePlatformUserInput } from './dto/create-platform-user.input';
import { PlatformUserDto } from './dto/platform-user.dto';
import { RoleDto } from './dto/role.dto';
import { UpdatePlatformUserInput } from './dto/update-platform-user.input';
import { PlatformUserService } from './platform-user.service';
import { RoleAssignmentService } from './role-assignment.service';

/** Platform users (docs/users-and-invitations.md): every operation needs platform.users.manage. */
@Resolver()
export class PlatformUserResolver {
  constructor(
    private readonly users: PlatformUserService,
    private readonly assignments: RoleAssignmentService,
  ) {}

  @Allow('platform.users.manage')
  @Query(() => [PlatformUserDto], { description: 'Every user with all role assignments, ordered by email.' })
  platformUsers(@Ctx() ctx: RequestContext): Promise<PlatformUserDto[]> {
    return this.users.list(ctx);
  }

  @Allow('platform.users.manage')
  @Transactional()
  @Mutation(() => PlatformUserDto, {
    description: 'Creates a user without invitation. An email already in use (any case): user_email_conflict.',
  })
  createPlatformUser(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePlatformUserInput) input: CreatePlatformUserInput,
  ): Promise<PlatformUserDto> {
    return this.users.create(ctx, input);
  }

  @Allow('platform.users.manage')
  @Transactional()
  @Mutation(() => PlatformUserDto, {
    description:
      'Updates name and active flag, optionally resets the password. A new password or deactivation revokes all ' +
      'sessions of the user. A user holding a platform role may be changed by a MegaAdmin only (else forbidden).',
  })
  updatePlatformUser(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => UUIDResolver) userId: string,
    @Arg('input', () => UpdatePlatformUserInput) input: UpdatePlatformUserInput,
  ): Promise<PlatformUserDto> {
    return this.users.update(ctx, userId, input);
  }

  @Allow('platform.users.manage')
  @Query(() => [RoleDto], { description: 'The assignable roles.' })
  assignableRoles(@Ctx() ctx: RequestContext): Promise<RoleDto[]> {
    return this.users.roles(ctx);
  }

  @Allow('platform.users.manage')
  @Transactional()
  @Mutation(() => RoleAssignmentView, {
    description:
      'Assigns a role and returns the new assignment. Platform roles (both ids null) only by a MegaAdmin, else ' +
      'forbidden; scope errors: validation.failed; the same assignment again: role_assignment_conflict; ' +
      'no free user place: organization_user_quota_exceeded.',
  })
  assignPlatformUserRole(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => UUIDResolver) userId: string,
    @Arg('input', () => AssignRoleInput) input: AssignRoleInput,
  ): Promise<RoleAssignmentView> {
    return this.assignments.assignOnPlatform(ctx, userId, input);
  }

  @Allow('platform.users.manage')
  @Transactional()
  @Mutation(() => Boolean, {
    description: 'Removes a direct assignment of the user; a platform-scope one only by a MegaAdmin.',
  })
  removePlatformUserRole(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => UUIDResolver) userId: string,
    @Arg('assignmentId', () => UUIDResolver) assignmentId: string,
  ): Promise<boolean> {
    return this.assignments.removeOnPlatform(ctx, userId, assignmentId);
  }
}
