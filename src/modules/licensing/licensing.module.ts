import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { AuthModuleExports } from '../auth/auth.module';
import { createCatalogModule } from './catalog/catalog.module';
import { createLicensingCustomersModule } from './customers/customers.module';
import { createEdgeGatewaysModule } from './edge-gateways/edge-gateways.module';
import { createLicenseActionsModule } from './license-actions/license-actions.module';
import { createLicenseIssuesModule } from './license-issues/license-issues.module';
import { createPlatformPlansModule } from './platform-plans/platform-plans.module';
import { createTenancyModule, type TenancyModuleExports } from './tenancy/tenancy.module';

/**
 * The licensing context (docs/licensing.md): the vendor's management interface under `/api/v1`, with its own error
 * codes, tenancy and stores. It uses nothing of the reconciliation modules but the platform, the audit log and the
 * bearer tokens of sign-in; they use nothing of it. Its sub-modules, in dependency order: tenancy and the plans and
 * catalog first, then the license store's writers and readers.
 */
export function createLicensingModules(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
  auth: AuthModuleExports;
}): { modules: FeatureModule[]; exports: TenancyModuleExports } {
  const { platform, audit, auth } = deps;
  const tenancy = createTenancyModule({ audit, auth });
  return {
    modules: [
      tenancy,
      createPlatformPlansModule({ platform, audit }),
      createCatalogModule({ audit }),
      createLicenseIssuesModule({ platform, audit }),
      createLicenseActionsModule({ audit }),
      createLicensingCustomersModule({ platform, audit }),
      createEdgeGatewaysModule({ platform, audit }),
    ],
    exports: tenancy.exports,
  };
}
