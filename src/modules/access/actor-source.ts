import type { Actor } from '../../platform/context/actor';
import { defineLoader } from '../../platform/context/loader-registry';
import type { ActorSource, RequestContext } from '../../platform/context/request-context';
import { isRoleCode } from '../identity/identity.module';
import { permissionsOf } from './permissions';
import { hotStatement } from '../../platform/database/hot-statements';

interface UserAccessRow {
  session_id: string | null;
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
  const actors = await queryUserAccess(
    ctx,
    userIds.map((userId) => ({ userId, sessionId: null })),
  );
  return userIds.map((id) => actors.get(accessKey({ userId: id, sessionId: null })) ?? null);
});

/** A user as of one sign-in session; a null session checks none (delegated credentials, reading other users). */
interface UserSession {
  userId: string;
  sessionId: string | null;
}

const accessKey = ({ userId, sessionId }: UserSession) => `${userId.toLowerCase()}/${sessionId?.toLowerCase() ?? ''}`;

/**
 * Actors by their credentials. Shareable: a subscription server checks every subscriber again on each event, and
 * the contexts of one event then load all their actors in one statement.
 */
const actorLoader = defineLoader<UserSession, Actor | null>(
  async (ctx, keys) => {
    const actors = await queryUserAccess(ctx, keys);
    return keys.map((key) => actors.get(accessKey(key)) ?? null);
  },
  { shareable: true, cacheKey: accessKey },
);

/**
 * The actor of a verified access token, in one statement with the session check: null when the user is gone or
 * inactive, or the token's sign-in session is unknown, belongs to another user or was revoked (logout,
 * refresh-token reuse). The result also primes `userAccessLoader`, so later reads of the same user in the request
 * cost nothing.
 */
export const actorSource: ActorSource = async (ctx, credentials) => {
  const actor = await ctx.loader(actorLoader).load({ userId: credentials.userId, sessionId: credentials.sessionId });
  if (actor) ctx.loader(userAccessLoader).prime(actor.userId, actor);
  return actor && actor.isActive ? actor : null;
};

/** The users of `$1` (and sign-in sessions of `$2`) with their role assignments, in user order. */
const USER_ACCESS = hotStatement(
  `SELECT c.session_id, u.id, u.email, u.display_name, u.is_active,
            ra.id AS assignment_id, ra.role_id, r.code AS role_code, ra.organization_id, ra.location_id
       FROM unnest($1::uuid[], $2::uuid[]) AS c(user_id, session_id)
       JOIN users u ON u.id = c.user_id
       LEFT JOIN role_assignments ra ON ra.user_id = u.id
       LEFT JOIN roles r ON r.id = ra.role_id
      WHERE c.session_id IS NULL
         -- Every row of the sign-in session is the user's and none is revoked; no row at all gives NULL: refused.
         OR (SELECT bool_and(s.user_id = u.id AND s.revoked_at_utc IS NULL)
               FROM refresh_sessions s WHERE s.session_id = c.session_id)
      ORDER BY u.id, c.session_id, ra.created_at_utc, ra.id`,
);

/**
 * Hand-written because it runs on every authenticated request, where TypeORM's entity mapping cost more than the
 * query. Answers the actors by `accessKey`.
 */
async function queryUserAccess(ctx: RequestContext, keys: readonly UserSession[]): Promise<Map<string, Actor>> {
  // Once per user and session: a pair given twice (ids in other letter case) would list its assignments twice.
  const unique = [...new Map(keys.map((key) => [accessKey(key), key])).values()];
  const rows: UserAccessRow[] = await ctx.em.query(USER_ACCESS, [
    unique.map((key) => key.userId),
    unique.map((key) => key.sessionId),
  ]);
  const actors = new Map<string, Actor>();
  for (const row of rows) {
    const key = accessKey({ userId: row.id, sessionId: row.session_id });
    let actor = actors.get(key);
    if (!actor) {
      actor = {
        userId: row.id,
        email: row.email,
        displayName: row.display_name,
        isActive: row.is_active,
        roleAssignments: [],
        permissions: [],
      };
      actors.set(key, actor);
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
