import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { AuthModuleExports } from '../auth/auth.module';
import type { QuotaModuleExports } from '../quota/quota.module';
import { PlatformUserResolver } from './platform-user.resolver';
import { PlatformUserService } from './platform-user.service';
import { RoleAssignmentService } from './role-assignment.service';
import { ScopedUserResolver } from './scoped-user.resolver';
import { userRoutes } from './user.routes';
import { USER_ERROR_CODES } from './user.error-codes';
import { userPermissions } from './user.permissions';

export interface UserModuleExports {
  /** Grants and revokes role assignments within the quota. */
  roleAssignments: RoleAssignmentService;
}

export function createUserModule(deps: {
  audit: AuditModuleExports;
  quota: QuotaModuleExports;
  auth: AuthModuleExports;
}): FeatureModule<UserModuleExports> {
  const { audit } = deps.audit;
  const users = new PlatformUserService(deps.auth.hasher, deps.auth.refreshSessions, audit);
  const roleAssignments = new RoleAssignmentService(deps.quota.quotas, audit);
  return {
    name: 'user',
    permissions: userPermissions,
    errorCodes: USER_ERROR_CODES,
    routes: userRoutes,
    resolvers: [new PlatformUserResolver(users, roleAssignments), new ScopedUserResolver(users, roleAssignments)],
    exports: { roleAssignments },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { RoleAssignmentService } from './role-assignment.service';
