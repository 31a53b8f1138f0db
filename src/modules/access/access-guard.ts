import type { Actor, ActorRoleAssignment } from '../../platform/context/actor';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { roleGrants, type Permission } from './permissions';
import { isRoleCode } from '../identity/identity.module';
import {
  loadLocationScope,
  loadOrganizationScope,
  type LocationScopeRecord,
  type OrganizationScopeRecord,
} from './scope-loaders';

/** What a protected call is about. */
export type AccessTarget =
  { kind: 'platform' } | { kind: 'organization'; organizationId: string } | { kind: 'location'; locationId: string };

/** `unreached`: no assignment of the caller reaches the target at all. */
export type AccessDecision = 'allowed' | 'forbidden' | 'unreached';

/**
 * The one guard. An unknown target is `not_found`; one that exists but lies outside the caller's reach, or is reached
 * without the permission, is `forbidden` (docs/access.md, "Access declarations and the guard").
 *
 * - A platform assignment reaches everything.
 * - An organization assignment reaches that organization, its descendants and all their outlets.
 * - An outlet assignment reaches that outlet, and the record of its organization (organization.view only).
 */
export async function authorize(ctx: RequestContext, permission: Permission, target: AccessTarget): Promise<void> {
  const actor = await ctx.requireActor();
  let decision: AccessDecision;
  switch (target.kind) {
    case 'platform':
      decision = holdsOnPlatform(actor, permission) ? 'allowed' : 'forbidden';
      break;
    case 'organization': {
      const organization = await loadOrganizationScope(ctx, target.organizationId);
      if (!organization) throw new DomainError('not_found');
      decision = decideOrganization(actor, permission, organization);
      break;
    }
    case 'location': {
      const location = await loadLocationScope(ctx, target.locationId);
      if (!location) throw new DomainError('not_found');
      decision = decideLocation(actor, permission, location);
      break;
    }
    default:
      return assertNever(target);
  }
  if (decision !== 'allowed') throw new DomainError('forbidden');
}

/** Whether a platform assignment of the actor grants `permission` (checks that depend on the target's data). */
export function holdsOnPlatform(actor: Actor, permission: Permission): boolean {
  // A service account holds exactly its own permissions, on the platform scope only.
  if (actor.serviceAccount) return actor.permissions.includes(permission);
  return platformAssignments(actor).some((assignment) => grants(assignment, permission));
}

/**
 * Whether the actor's roles could grant every one of `permissions` somewhere, before any target is known: on the
 * platform scope for a platform operation, else in any assignment. A caller for whom this is false is refused before
 * the request's input is even read; a true answer still leaves the check on the target.
 */
export function mayHoldByRole(actor: Actor, permissions: readonly Permission[], platform: boolean): boolean {
  return permissions.every((permission) =>
    platform ? holdsOnPlatform(actor, permission) : holdsAnywhere(actor, permission),
  );
}

/** Whether some assignment of the actor grants `permission`, whatever its scope. */
export function holdsAnywhere(actor: Actor, permission: Permission): boolean {
  return actor.roleAssignments.some((assignment) => grants(assignment, permission));
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
  if (covering.length === 0 && outletsInside.length === 0) return 'unreached';
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
  if (covering.length === 0) return 'unreached';
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

function platformAssignments(actor: Actor): ActorRoleAssignment[] {
  return actor.roleAssignments.filter(isPlatform);
}

function isPlatform(assignment: ActorRoleAssignment): boolean {
  return assignment.organizationId === null && assignment.locationId === null;
}

function grants(assignment: ActorRoleAssignment, permission: Permission): boolean {
  return isRoleCode(assignment.roleCode) && roleGrants(assignment.roleCode, permission);
}

function assertNever(value: never): never {
  throw new Error(`Unhandled access target ${JSON.stringify(value)}`);
}
