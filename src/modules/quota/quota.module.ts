import { OrganizationQuota } from './organization-quota.entity';
import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { QuotaUpdateService } from './quota-update.service';
import { QuotaResolver } from './quota.resolver';
import { QuotaService } from './quota.service';
import { quotaRoutes } from './quota.routes';
import { QUOTA_ERROR_CODES } from './quota.error-codes';
import { quotaPermissions } from './quota.permissions';

export interface QuotaModuleExports {
  /** Checks and locks an organization's limits before something is added. */
  quotas: QuotaService;
}

export function createQuotaModule(deps: { audit: AuditModuleExports }): FeatureModule<QuotaModuleExports> {
  const quotas = new QuotaService();
  return {
    name: 'quota',
    permissions: quotaPermissions,
    errorCodes: QUOTA_ERROR_CODES,
    entities: [OrganizationQuota],
    routes: quotaRoutes,
    resolvers: [new QuotaResolver(quotas, new QuotaUpdateService(quotas, deps.audit.audit))],
    exports: { quotas },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { QuotaService } from './quota.service';
