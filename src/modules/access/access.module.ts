import type { ActorSource } from '../../platform/context/request-context';
import type { FeatureModule } from '../../platform/module/feature-module';
import { actorSource } from './actor-source';
import { RoleAssignment } from './role-assignment.entity';
import { Role } from './role.entity';

export interface AccessModuleExports {
  /** Loads the actor of a request's verified credentials. */
  actorSource: ActorSource;
}

/** Access is a library the other modules call; as a module it brings the actor source. */
export function createAccessModule(): FeatureModule<AccessModuleExports> {
  return { name: 'access', resolvers: [], entities: [Role, RoleAssignment], exports: { actorSource } };
}
