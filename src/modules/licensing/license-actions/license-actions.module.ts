import type { FeatureModule } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { LicenseTerminalAction } from './license-terminal-action.entity';
import { LicensingOutboxMessage } from './licensing-outbox-message.entity';
import { LicenseActionsResolver } from './license-actions.resolver';
import { LicenseActionsService } from './license-actions.service';
import { licenseActionRoutes } from './license-actions.routes';
import { LICENSE_ACTIONS_ERROR_CODES } from './license-actions.error-codes';

/**
 * Revoke and archive of licenses, the global and bulk revoke, and the disabled legacy create routes
 * (docs/licensing.md, "Revoke, archive and the legacy cutover"). The service speaks SQL typed from the entities and writes its
 * audit entries as a set (`recordMany`) in the same transaction.
 */
export function createLicenseActionsModule(deps: { audit: AuditModuleExports }): FeatureModule {
  return {
    name: 'licensing-license-actions',
    errorCodes: LICENSE_ACTIONS_ERROR_CODES,
    routes: licenseActionRoutes,
    entities: [LicenseTerminalAction, LicensingOutboxMessage],
    resolvers: [new LicenseActionsResolver(new LicenseActionsService(deps.audit.audit))],
    exports: {},
  };
}
