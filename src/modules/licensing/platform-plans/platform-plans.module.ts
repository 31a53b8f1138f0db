import type { FeatureModule, PlatformServices } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { PlatformPlan } from './platform-plan.entity';
import { PlatformPlansResolver } from './platform-plans.resolver';
import { PlatformPlansService } from './platform-plans.service';
import { platformPlanRoutes } from './platform-plans.routes';
import { PLATFORM_PLANS_ERROR_CODES } from './platform-plans.error-codes';
import { platformPlansPermissions } from './platform-plans.permissions';

/**
 * Platform plans of the licensing context (docs/licensing.md, "Platform plans"): the managers' plan list and the
 * anonymous public catalog. The service reads and writes its plans in SQL typed from the entity.
 */
export function createPlatformPlansModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
}): FeatureModule {
  return {
    name: 'platform-plans',
    permissions: platformPlansPermissions,
    errorCodes: PLATFORM_PLANS_ERROR_CODES,
    routes: platformPlanRoutes,
    entities: [PlatformPlan],
    resolvers: [new PlatformPlansResolver(new PlatformPlansService(deps.audit.audit, deps.platform.logger))],
    exports: {},
  };
}
