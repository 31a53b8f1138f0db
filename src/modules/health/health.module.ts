import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import { HealthResolver } from './health.resolver';
import { HealthService } from './health.service';
import { healthRoutes } from './health.routes';

export function createHealthModule(deps: { platform: PlatformServices }): FeatureModule {
  return {
    name: 'health',
    routes: healthRoutes,
    resolvers: [new HealthResolver(new HealthService(deps.platform.logger))],
    exports: {},
  };
}
