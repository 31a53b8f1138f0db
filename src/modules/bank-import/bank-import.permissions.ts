import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const bankImportPermissions = definePermissions({
  'location.bank_statements.view': {
    description: 'Read bank statement imports, transactions and their quality.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  },
  'location.bank_statements.upload': {
    // Not MegaManager: platform staff who run tenants but do not do their bookkeeping get no upload or import delete
    // (import delete is for MegaAdmin, OrganizationAdmin and Accountant only), no matching, no payments.
    description: 'Upload and delete bank statement imports.',
    grantedTo: ['OrganizationAdmin', 'Accountant'],
  },
  'location.bank_statements.quality_override': {
    description: 'Override the balance review of an import.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant'],
  },
  'bankFiles.download': {
    description: 'Download original bank statement files.',
    grantedTo: ['MegaManager', 'OrganizationAdmin', 'Accountant'],
  },
  'bank_statements.reprocess_preview': {
    description: 'Run and read reprocess previews of an import (platform staff only).',
    grantedTo: ['MegaManager'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    'bank-import': typeof bankImportPermissions;
  }
}
