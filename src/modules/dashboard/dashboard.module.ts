import type { FeatureModule } from '../../platform/module/feature-module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';
import { dashboardRoutes } from './dashboard.routes';

export function createDashboardModule(): FeatureModule {
  return {
    name: 'dashboard',
    routes: dashboardRoutes,
    resolvers: [new DashboardResolver(new DashboardService())],
    exports: {},
  };
}
