import type { FeatureModule } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { CatalogOffer } from './catalog-offer.entity';
import { CatalogOfferVersion } from './catalog-offer-version.entity';
import { CatalogProduct } from './catalog-product.entity';
import { CustomerSubscription } from './customer-subscription.entity';
import { CatalogResolver } from './catalog.resolver';
import { CatalogService } from './catalog.service';
import { licensingCatalogRoutes } from './catalog.routes';
import { CATALOG_ERROR_CODES } from './catalog.error-codes';
import { catalogPermissions } from './catalog.permissions';

/**
 * The licensing catalog (docs/licensing.md, "Catalog"): products, offers, offer versions and customer subscriptions
 * of the caller's vendor tenant. The service speaks SQL typed from the entities.
 */
export function createCatalogModule(deps: { audit: AuditModuleExports }): FeatureModule {
  return {
    name: 'licensing-catalog',
    permissions: catalogPermissions,
    errorCodes: CATALOG_ERROR_CODES,
    routes: licensingCatalogRoutes,
    entities: [CatalogProduct, CatalogOffer, CatalogOfferVersion, CustomerSubscription],
    resolvers: [new CatalogResolver(new CatalogService(deps.audit.audit))],
    exports: {},
  };
}
