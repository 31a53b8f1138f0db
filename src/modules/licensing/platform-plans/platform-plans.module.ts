import type { FeatureModule, PlatformServices } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { PlatformPlansResolver } from './platform-plans.resolver';
import { PlatformPlansService } from './platform-plans.service';

/**
 * Platform plans of the licensing context (docs/licensing.md, "Platform plans"): the managers' plan list and the
 * anonymous public catalog. Entity-less: the service speaks SQL.
 */
export function createPlatformPlansModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
}): FeatureModule {
  return {
    name: 'platform-plans',
    resolvers: [new PlatformPlansResolver(new PlatformPlansService(deps.audit.audit, deps.platform.logger))],
    exports: {},
  };
}
