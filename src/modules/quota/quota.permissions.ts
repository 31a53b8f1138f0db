import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const quotaPermissions = definePermissions({
  'platform.quotas.manage': {
    description: 'Set organization quotas.',
    grantedTo: ['MegaManager'],
  },
  'organization.quotas.view': {
    description: 'Read the organization quota.',
    grantedTo: ['MegaManager', 'OrganizationAdmin'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    quota: typeof quotaPermissions;
  }
}
