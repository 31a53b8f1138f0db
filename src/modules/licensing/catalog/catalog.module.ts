import type { FeatureModule } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { CatalogResolver } from './catalog.resolver';
import { CatalogService } from './catalog.service';

/**
 * The licensing catalog (docs/licensing.md, "Catalog"): products, offers, offer versions and customer subscriptions
 * of the caller's vendor tenant. Entity-less: the service speaks SQL.
 */
export function createCatalogModule(deps: { audit: AuditModuleExports }): FeatureModule {
  return {
    name: 'licensing-catalog',
    resolvers: [new CatalogResolver(new CatalogService(deps.audit.audit))],
    exports: {},
  };
}
