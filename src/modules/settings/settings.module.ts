import { PlatformSetting } from './platform-setting.entity';
import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { SettingsResolver } from './settings.resolver';
import { SettingsService } from './settings.service';
import { settingsRoutes } from './settings.routes';
import { settingsPermissions } from './settings.permissions';

export interface SettingsModuleExports {
  /** Effective platform settings (stored value, environment, default). */
  settings: SettingsService;
}

export function createSettingsModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
}): FeatureModule<SettingsModuleExports> {
  const settings = new SettingsService(deps.platform.config.environment, deps.audit.audit);
  return {
    name: 'settings',
    permissions: settingsPermissions,
    entities: [PlatformSetting],
    routes: settingsRoutes,
    resolvers: [new SettingsResolver(settings)],
    exports: { settings },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { SettingsService } from './settings.service';
