import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { QuotaModuleExports } from '../quota/quota.module';
import { Location } from './location.entity';
import { LocationResolver } from './location.resolver';
import { LocationService } from './location.service';
import { OrganizationLocationsResolver } from './organization-locations.resolver';
import { locationRoutes } from './location.routes';
import { LOCATION_ERROR_CODES } from './location.error-codes';
import { locationPermissions } from './location.permissions';

export interface LocationModuleExports {
  /** An organization's outlets as its caller may see them. */
  locations: LocationService;
}

export function createLocationModule(deps: {
  audit: AuditModuleExports;
  quota: QuotaModuleExports;
}): FeatureModule<LocationModuleExports> {
  const locations = new LocationService(deps.quota.quotas, deps.audit.audit);
  return {
    name: 'location',
    permissions: locationPermissions,
    errorCodes: LOCATION_ERROR_CODES,
    routes: locationRoutes,
    resolvers: [new LocationResolver(locations), new OrganizationLocationsResolver(locations)],
    entities: [Location],
    exports: { locations },
  };
}
