import type { ActorSource } from '../../platform/context/request-context';
import type { FeatureModule } from '../../platform/module/feature-module';
import { actorSource } from './actor-source';
import { ACCESS_ERROR_CODES } from './access.error-codes';

export type { OrganizationStatus } from './scope-loaders';

export interface AccessModuleExports {
  /** Loads the actor of a request's verified credentials. */
  actorSource: ActorSource;
}

/** Access is a library the other modules call; as a module it brings the actor source. */
export function createAccessModule(): FeatureModule<AccessModuleExports> {
  return { name: 'access', errorCodes: ACCESS_ERROR_CODES, resolvers: [], exports: { actorSource } };
}

/** What other modules may use of this one, besides its dto/. */
export { REACH_CTE, authorize, decideLocation, decideOrganization, holdsOnPlatform, reachOf } from './access-guard';
export type { AccessTarget, AssignmentReach } from './access-guard';
export { userAccessLoader } from './actor-source';
export { Allow, Authenticated, Public, allow, anonymous, on } from './allow.decorator';
export type { AccessDeclaration, TenantOf } from './allow.decorator';
export { CONTEXT_CODES } from './context-codes';
export { assertAnotherMegaAdminRemains } from './last-mega-admin';
export { checkContextSelection, requireActiveContext } from './outlet-context';
export { definePermissions, installPermissions } from './permissions';
export type { GrantableRole, Permission, PermissionDeclarations } from './permissions';
export { reachSelection } from './reach-selection';
export type { ReachSelection } from './reach-selection';
export { defineResource, resourceOf } from './resource-scope';
export type { ResourceDefinition } from './resource-scope';
export { loadLocationScope, loadOrganizationScope } from './scope-loaders';
