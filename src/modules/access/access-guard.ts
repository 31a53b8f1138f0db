import type { Actor, ActorRoleAssignment } from '../../platform/context/actor';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { ROLE_PERMISSIONS, type Permission } from './permissions';
import { isRoleCode } from './role-codes';
import {
  loadLocationScope,
  loadOrganizationScope,
  type LocationScopeRecord,
  type OrganizationScopeRecord,
} from './scope-loaders';

/** What a protected call is about. */
export type AccessTarget =
  { kind: 'platform' } | { kind: 'organization'; organizationId: string } | { kind: 'location'; locationId: string };

export type AccessDecision = 'allowed' | 'forbidden' | 'not_found';

/**
 * The one guard. A target no assignment of the caller reaches at all is `not_found` (whether it exists is not
 * revealed); a reached target without the permission is `forbidden`.
 *
 * - A platform assignment reaches everything.
 * - An organization assignment reaches that organization, its descendants and all their outlets.
 * - An outlet assignment reaches that outlet, and the record of its organization (organization.view only).
 */
export async function decide(
  ctx: RequestContext,
  permission: Permission,
  target: AccessTarget,
): Promise<AccessDecision> {
  const actor = await ctx.requireActor();
  switch (target.kind) {
    case 'platform':
      return platformAssignments(actor).some((assignment) => grants(assignment, permission)) ? 'allowed' : 'forbidden';
    case 'organization': {
      const organization = await loadOrganizationScope(ctx, target.organizationId);
      return organization ? decideOrganization(actor, permission, organization) : 'not_found';
    }
    case 'location': {
      const location = await loadLocationScope(ctx, target.locationId);
      return location ? decideLocation(actor, permission, location) : 'not_found';
    }
    default:
      return assertNever(target);
  }
}

/** Throws `not_found` or `forbidden` unless the call is allowed. */
export async function authorize(ctx: RequestContext, permission: Permission, target: AccessTarget): Promise<void> {
  const decision = await decide(ctx, permission, target);
  if (decision !== 'allowed') throw new DomainError(decision);
}

export function decideOrganization(
  actor: Actor,
  permission: Permission,
  organization: OrganizationScopeRecord,
): AccessDecision {
  const covering = actor.roleAssignments.filter(
    (assignment) =>
      isPlatform(assignment) ||
      (assignment.locationId === null && organization.lineage.includes(assignment.organizationId!)),
  );
  const outletsInside = actor.roleAssignments.filter(
    (assignment) => assignment.locationId !== null && assignment.organizationId === organization.id,
  );
  if (covering.length === 0 && outletsInside.length === 0) return 'not_found';
  if (covering.some((assignment) => grants(assignment, permission))) return 'allowed';
  const recordOnly =
    permission === 'organization.view' && outletsInside.some((assignment) => grants(assignment, permission));
  return recordOnly ? 'allowed' : 'forbidden';
}

export function decideLocation(actor: Actor, permission: Permission, location: LocationScopeRecord): AccessDecision {
  const covering = actor.roleAssignments.filter(
    (assignment) =>
      isPlatform(assignment) ||
      assignment.locationId === location.id ||
      (assignment.locationId === null && location.lineage.includes(assignment.organizationId!)),
  );
  if (covering.length === 0) return 'not_found';
  return covering.some((assignment) => grants(assignment, permission)) ? 'allowed' : 'forbidden';
}

/** The scopes the assignments of the actor granting `permission` (any assignment, when omitted) are held in. */
export interface AssignmentReach {
  platform: boolean;
  /** Organizations of organization-scope assignments; they reach their descendants too (`REACH_CTE`). */
  organizationIds: string[];
  /** Outlets of outlet-scope assignments. */
  locationIds: string[];
}

export function reachOf(actor: Actor, permission?: Permission): AssignmentReach {
  const assignments = permission
    ? actor.roleAssignments.filter((assignment) => grants(assignment, permission))
    : actor.roleAssignments;
  return {
    platform: assignments.some(isPlatform),
    organizationIds: assignments
      .filter((assignment) => assignment.organizationId !== null && assignment.locationId === null)
      .map((assignment) => assignment.organizationId!),
    locationIds: assignments
      .filter((assignment) => assignment.locationId !== null)
      .map((assignment) => assignment.locationId!),
  };
}

/** SQL: `reach(id)`, the organizations of `$1` (uuid[], `AssignmentReach.organizationIds`) and every descendant. */
export const REACH_CTE = `WITH RECURSIVE reach AS (
         SELECT id FROM organizations WHERE id = ANY($1::uuid[])
         UNION
         SELECT child.id FROM organizations child JOIN reach r ON child.parent_organization_id = r.id)`;

export function hasPlatformRole(actor: Actor, ...roles: string[]): boolean {
  return platformAssignments(actor).some((assignment) => roles.includes(assignment.roleCode));
}

function platformAssignments(actor: Actor): ActorRoleAssignment[] {
  return actor.roleAssignments.filter(isPlatform);
}

function isPlatform(assignment: ActorRoleAssignment): boolean {
  return assignment.organizationId === null && assignment.locationId === null;
}

function grants(assignment: ActorRoleAssignment, permission: Permission): boolean {
  return isRoleCode(assignment.roleCode) && ROLE_PERMISSIONS[assignment.roleCode].has(permission);
}

function assertNever(value: never): never {
  throw new Error(`Unhandled access target ${JSON.stringify(value)}`);
}
