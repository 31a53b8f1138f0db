import type { Actor } from '../../platform/context/actor';
import { defineLoader } from '../../platform/context/loader-registry';
import type { ActorSource, RequestContext } from '../../platform/context/request-context';
import { isRoleCode } from './role-codes';
import { permissionsOf } from './permissions';

interface UserAccessRow {
  id: string;
  email: string;
  display_name: string;
  is_active: boolean;
  assignment_id: string | null;
  role_id: string | null;
  role_code: string | null;
  organization_id: string | null;
  location_id: string | null;
}

/**
 * Users with their role assignments and effective permissions, batched per request: one SQL statement for any
 * number of users (a page of platform users, assignments lists).
 */
export const userAccessLoader = defineLoader<string, Actor | null>(async (ctx: RequestContext, userIds) => {
  const actors = await queryUserAccess(ctx, [...userIds], null);
  return userIds.map((id) => actors.get(id) ?? null);
});

/**
 * The actor of a verified access token, in one statement with the session check: null when the user is gone or
 * inactive, or the token's sign-in session is unknown, belongs to another user or was revoked (logout,
 * refresh-token reuse). The result also primes `userAccessLoader`, so later reads of the same user in the request
 * cost nothing.
 */
export const actorSource: ActorSource = async (ctx, credentials) => {
  const actor =
    (await queryUserAccess(ctx, [credentials.userId], credentials.sessionId)).get(credentials.userId) ?? null;
  if (actor) ctx.loader(userAccessLoader).prime(actor.userId, actor);
  return actor && actor.isActive ? actor : null;
};

/** Hand-written because it runs on every authenticated request, where TypeORM's entity mapping cost more than the query. */
async function queryUserAccess(
  ctx: RequestContext,
  userIds: string[],
  liveSessionId: string | null,
): Promise<Map<string, Actor>> {
  const rows: UserAccessRow[] = await ctx.em.query(
    `SELECT u.id, u.email, u.display_name, u.is_active,
            ra.id AS assignment_id, ra.role_id, r.code AS role_code, ra.organization_id, ra.location_id
       FROM users u
       LEFT JOIN role_assignments ra ON ra.user_id = u.id
       LEFT JOIN roles r ON r.id = ra.role_id
      WHERE u.id = ANY($1::uuid[])
        -- Every row of the sign-in session is the user's and none is revoked; no row at all gives NULL: refused.
        AND ($2::uuid IS NULL OR (
              SELECT bool_and(s.user_id = u.id AND s.revoked_at_utc IS NULL)
                FROM refresh_sessions s WHERE s.session_id = $2::uuid))
      ORDER BY u.id, ra.created_at_utc, ra.id`,
    [userIds, liveSessionId],
  );
  const actors = new Map<string, Actor>();
  for (const row of rows) {
    let actor = actors.get(row.id);
    if (!actor) {
      actor = {
        userId: row.id,
        email: row.email,
        displayName: row.display_name,
        isActive: row.is_active,
        roleAssignments: [],
        permissions: [],
      };
      actors.set(row.id, actor);
    }
    if (row.assignment_id && row.role_id && row.role_code) {
      actor.roleAssignments.push({
        assignmentId: row.assignment_id,
        roleId: row.role_id,
        roleCode: row.role_code,
        organizationId: row.organization_id,
        locationId: row.location_id,
      });
    }
  }
  for (const actor of actors.values())
    actor.permissions = permissionsOf(
      actor.roleAssignments.map((assignment) => assignment.roleCode).filter(isRoleCode),
    );
  return actors;
}
