import type { Actor } from '../../platform/context/actor';
import { defineLoader } from '../../platform/context/loader-registry';
import type { ActorSource, RequestContext } from '../../platform/context/request-context';
import { User } from '../user/user.entity';
import { isRoleCode } from './role-codes';
import { permissionsOf } from './permissions';

/**
 * Users with their role assignments and effective permissions, batched per request: one SQL statement for any
 * number of users (the signed-in actor, a page of platform users).
 */
export const userAccessLoader = defineLoader<string, Actor | null>(async (ctx: RequestContext, userIds) => {
  const users = await ctx.em
    .getRepository(User)
    .createQueryBuilder('user')
    .leftJoinAndSelect('user.roleAssignments', 'assignment')
    .leftJoinAndSelect('assignment.role', 'role')
    .where('user.id = ANY(:userIds)', { userIds: [...userIds] })
    .getMany();
  const byId = new Map(users.map((user) => [user.id, toActor(user)]));
  return userIds.map((id) => byId.get(id) ?? null);
});

function toActor(user: User): Actor {
  const assignments = [...user.roleAssignments].sort((a, b) => a.createdAtUtc.getTime() - b.createdAtUtc.getTime());
  return {
    userId: user.id,
    email: user.email,
    displayName: user.displayName,
    isActive: user.isActive,
    roleAssignments: assignments.map((assignment) => ({
      assignmentId: assignment.id,
      roleId: assignment.roleId,
      roleCode: assignment.role.code,
      organizationId: assignment.organizationId,
      locationId: assignment.locationId,
    })),
    permissions: permissionsOf(assignments.map((assignment) => assignment.role.code).filter(isRoleCode)),
  };
}

/** The actor of a verified access token: null when the user is gone or inactive, or the session was revoked. */
export function createActorSource(isSessionRevoked: (sessionId: string) => Promise<boolean>): ActorSource {
  return async (ctx, credentials) => {
    const [actor, revoked] = await Promise.all([
      ctx.loader(userAccessLoader).load(credentials.userId),
      isSessionRevoked(credentials.sessionId),
    ]);
    return actor && actor.isActive && !revoked ? actor : null;
  };
}
