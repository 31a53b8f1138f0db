import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const userPermissions = definePermissions({
  'platform.users.manage': {
    description: 'Create and update users, invite, assign and remove roles on the platform endpoints.',
    grantedTo: ['MegaManager'],
  },
  'platform.staff.manage': {
    description: 'Update, invite and assign platform roles to platform staff (users holding MegaAdmin or MegaManager).',
    grantedTo: [],
  },
  'organization.users.manage': {
    description: 'Manage the users and role assignments of the organization; update it.',
    grantedTo: ['MegaManager', 'OrganizationAdmin'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    user: typeof userPermissions;
  }
}
