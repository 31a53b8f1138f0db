import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { ActiveContextResolver } from './active-context.resolver';
import { ActiveContextService } from './active-context.service';
import { activeContextRoutes } from './active-context.routes';

export function createActiveContextModule(deps: { audit: AuditModuleExports }): FeatureModule {
  return {
    name: 'active-context',
    routes: activeContextRoutes,
    resolvers: [new ActiveContextResolver(new ActiveContextService(deps.audit.audit))],
    exports: {},
  };
}
