import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const erpConnectionPermissions = definePermissions({
  'erp.connections.view': {
    description: 'Read accounting-system connections, references and sync history.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  },
  'erp.connections.manage': {
    description: 'Create, test, rotate, sync and delete accounting-system connections.',
    grantedTo: ['MegaManager', 'OrganizationAdmin'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    'erp-connection': typeof erpConnectionPermissions;
  }
}
