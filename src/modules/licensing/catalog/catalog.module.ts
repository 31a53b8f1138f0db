import type { FeatureModule } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { CatalogResolver } from './catalog.resolver';
import { CatalogService } from './catalog.service';
import { licensingCatalogRoutes } from './catalog.routes';
import { CATALOG_ERROR_CODES } from './catalog.error-codes';
import { catalogPermissions } from './catalog.permissions';

/**
 * The licensing catalog (docs/licensing.md, "Catalog"): products, offers, offer versions and customer subscriptions
 * of the caller's vendor tenant. Entity-less: the service speaks SQL.
 */
export function createCatalogModule(deps: { audit: AuditModuleExports }): FeatureModule {
  return {
    name: 'licensing-catalog',
    permissions: catalogPermissions,
    errorCodes: CATALOG_ERROR_CODES,
    routes: licensingCatalogRoutes,
    resolvers: [new CatalogResolver(new CatalogService(deps.audit.audit))],
    exports: {},
  };
}
