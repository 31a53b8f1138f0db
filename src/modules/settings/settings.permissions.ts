import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const settingsPermissions = definePermissions({
  'platform.settings.view': {
    description: 'Read platform settings.',
    grantedTo: ['MegaManager'],
  },
  'platform.settings.manage': {
    description: 'Override platform settings.',
    grantedTo: ['MegaManager'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    settings: typeof settingsPermissions;
  }
}
