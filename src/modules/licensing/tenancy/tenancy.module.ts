import type { ServiceAccountSource } from '../../../platform/context/request-context';
import type { FeatureModule } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import type { AuthModuleExports } from '../../auth/auth.module';
import { LicensingTenant } from './licensing-tenant.entity';
import { ServiceAccount } from './service-account.entity';
import { serviceAccountSource } from './service-account-actor-source';
import { TenancyResolver } from './tenancy.resolver';
import { TenancyService } from './tenancy.service';
import { licensingTenancyRoutes } from './tenancy.routes';
import { TENANCY_ERROR_CODES } from './tenancy.error-codes';
import { tenancyPermissions } from './tenancy.permissions';

/**
 * Vendor tenants and service accounts of the licensing context (docs/licensing.md, "Tenants and service accounts").
 * Exports the source of service-account actors, which the request context uses for service-account bearer tokens.
 */
export interface TenancyModuleExports {
  serviceAccountSource: ServiceAccountSource;
}

export function createTenancyModule(deps: {
  audit: AuditModuleExports;
  auth: AuthModuleExports;
}): FeatureModule<TenancyModuleExports> {
  return {
    name: 'licensing-tenancy',
    permissions: tenancyPermissions,
    errorCodes: TENANCY_ERROR_CODES,
    routes: licensingTenancyRoutes,
    entities: [LicensingTenant, ServiceAccount],
    resolvers: [new TenancyResolver(new TenancyService(deps.audit.audit, deps.auth.accessTokens))],
    exports: { serviceAccountSource },
  };
}
