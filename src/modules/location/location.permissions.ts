import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const locationPermissions = definePermissions({
  'organization.locations.manage': {
    description: 'Create and update outlets and child organizations.',
    grantedTo: ['MegaManager', 'OrganizationAdmin'],
  },
  'location.view': {
    description: 'Read the outlet.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    location: typeof locationPermissions;
  }
}
