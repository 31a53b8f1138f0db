import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const directPostingPermissions = definePermissions({
  'direct_postings.manage': {
    description: 'Create, change, activate and deactivate direct posting rules (bank lines posted without an invoice).',
    grantedTo: ['OrganizationAdmin', 'Accountant'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    'direct-posting': typeof directPostingPermissions;
  }
}
