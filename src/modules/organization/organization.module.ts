import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { OrganizationDeleteService } from './organization-delete.service';
import { OrganizationGraphService } from './organization-graph.service';
import { Organization } from './organization.entity';
import { OrganizationResolver } from './organization.resolver';
import { OrganizationService } from './organization.service';
import { organizationRoutes } from './organization.routes';
import { ORGANIZATION_ERROR_CODES } from './organization.error-codes';
import { organizationPermissions } from './organization.permissions';

export function createOrganizationModule(deps: { audit: AuditModuleExports }): FeatureModule {
  const { audit } = deps.audit;
  return {
    name: 'organization',
    permissions: organizationPermissions,
    errorCodes: ORGANIZATION_ERROR_CODES,
    routes: organizationRoutes,
    resolvers: [
      new OrganizationResolver(
        new OrganizationService(audit),
        new OrganizationDeleteService(audit),
        new OrganizationGraphService(),
      ),
    ],
    entities: [Organization],
    exports: {},
  };
}

/** What other modules may use of this one, besides its dto/. */
export { assertAcceptsNewMembers } from './organization-status';
