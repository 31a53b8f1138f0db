import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { ActiveContextResolver } from './active-context.resolver';
import { ActiveContextService } from './active-context.service';

export function createActiveContextModule(deps: { audit: AuditModuleExports }): FeatureModule {
  return {
    name: 'active-context',
    resolvers: [new ActiveContextResolver(new ActiveContextService(deps.audit.audit))],
    exports: {},
  };
}
