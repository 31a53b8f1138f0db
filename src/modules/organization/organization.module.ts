import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { LocationModuleExports } from '../location/location.module';
import { OrganizationDeleteService } from './organization-delete.service';
import { OrganizationGraphService } from './organization-graph.service';
import { Organization } from './organization.entity';
import { OrganizationResolver } from './organization.resolver';
import { OrganizationService } from './organization.service';

export function createOrganizationModule(deps: {
  audit: AuditModuleExports;
  location: LocationModuleExports;
}): FeatureModule {
  const { audit } = deps.audit;
  return {
    name: 'organization',
    resolvers: [
      new OrganizationResolver(
        new OrganizationService(audit),
        new OrganizationDeleteService(audit),
        new OrganizationGraphService(),
        deps.location.locations,
      ),
    ],
    entities: [Organization],
    exports: {},
  };
}
