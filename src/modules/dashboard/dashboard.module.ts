import type { FeatureModule } from '../../platform/module/feature-module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

export function createDashboardModule(): FeatureModule {
  return { name: 'dashboard', resolvers: [new DashboardResolver(new DashboardService())], exports: {} };
}
