import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const auditPermissions = definePermissions({
  'audit.view': {
    description: 'Read the audit log of the scope.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  },
  'export.csv': {
    description: 'Export CSV reports of the scope.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  },
  'export.pdf': {
    description: 'Export PDF reports of the scope.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    audit: typeof auditPermissions;
  }
}
