import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const erpPostingPermissions = definePermissions({
  'erp.postings.view': {
    description: 'Read payment candidates, allocations, postings and the reconciliation evidence.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  },
  'erp.postings.approve': {
    description: 'Approve, reject, retry and reconcile postings and set their write target.',
    grantedTo: ['OrganizationAdmin', 'Accountant'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    'erp-posting': typeof erpPostingPermissions;
  }
}
