import type { ActorSource } from '../../platform/context/request-context';
import type { FeatureModule } from '../../platform/module/feature-module';
import { actorSource } from './actor-source';

export type { OrganizationStatus } from './scope-loaders';

export interface AccessModuleExports {
  /** Loads the actor of a request's verified credentials. */
  actorSource: ActorSource;
}

/** Access is a library the other modules call; as a module it brings the actor source. */
export function createAccessModule(): FeatureModule<AccessModuleExports> {
  return { name: 'access', resolvers: [], exports: { actorSource } };
}

/** What other modules may use of this one, besides its dto/. */
export { REACH_CTE, authorize, decideLocation, decideOrganization, holdsOnPlatform, reachOf } from './access-guard';
export type { AccessTarget, AssignmentReach } from './access-guard';
export { userAccessLoader } from './actor-source';
export { Allow, Authenticated, Public, allow, on } from './allow.decorator';
export type { AccessDeclaration } from './allow.decorator';
export { assertAnotherMegaAdminRemains } from './last-mega-admin';
export { checkContextSelection, requireActiveContext } from './outlet-context';
export type { Permission } from './permissions';
export { reachSelection } from './reach-selection';
export type { ReachSelection } from './reach-selection';
export { defineResource, resourceOf } from './resource-scope';
export type { ResourceDefinition } from './resource-scope';
export { loadLocationScope, loadOrganizationScope } from './scope-loaders';
