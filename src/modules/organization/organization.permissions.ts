import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const organizationPermissions = definePermissions({
  'platform.organizations.view': {
    description: 'List and read every organization (platform endpoints).',
    grantedTo: ['MegaManager'],
  },
  'platform.organizations.manage': {
    description: 'Create, update and archive organizations.',
    grantedTo: ['MegaManager'],
  },
  'platform.organizations.delete': {
    description: 'Hard-delete an archived organization without business data.',
    grantedTo: [],
  },
  'organization.view': {
    description: 'Read the organization and its outlets.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    organization: typeof organizationPermissions;
  }
}
