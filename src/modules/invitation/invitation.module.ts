import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { AuthModuleExports } from '../auth/auth.module';
import type { UserModuleExports } from '../user/user.module';
import { InvitationResolver } from './invitation.resolver';
import { InvitationService } from './invitation.service';
import { invitationRoutes } from './invitation.routes';
import { INVITATION_ERROR_CODES } from './invitation.error-codes';

export function createInvitationModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
  auth: AuthModuleExports;
  user: UserModuleExports;
}): FeatureModule {
  const invitations = new InvitationService(
    deps.platform.keyValue,
    deps.auth.hasher,
    deps.user.roleAssignments,
    deps.auth.refreshSessions,
    deps.audit.audit,
  );
  return {
    name: 'invitation',
    errorCodes: INVITATION_ERROR_CODES,
    routes: invitationRoutes,
    resolvers: [new InvitationResolver(invitations)],
    exports: {},
  };
}
