import type { FeatureModule } from '../../platform/module/feature-module';
import { RoleAssignment } from './role-assignment.entity';
import { Role } from './role.entity';
import { User } from './user.entity';

export { PasswordHasher } from './password-hasher';
export { RoleAssignment } from './role-assignment.entity';
export { ROLE_CODES, ROLE_IDS, isRoleCode, type RoleCode, type RoleScope } from './role-codes';
export { Role } from './role.entity';
export { normalizeEmail } from './user-email';
export { User } from './user.entity';

/** No services: the other modules import the entities and helpers re-exported above. */
export type IdentityModuleExports = Record<string, never>;

/**
 * Who someone is: users, the roles they hold and their credentials' primitives. The lowest feature module; it
 * imports no other, so access, auth, user and the rest can all build on it.
 */
export function createIdentityModule(): FeatureModule<IdentityModuleExports> {
  return { name: 'identity', resolvers: [], entities: [User, Role, RoleAssignment], exports: {} };
}
