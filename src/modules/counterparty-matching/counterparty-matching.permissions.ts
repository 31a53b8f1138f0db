import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const counterpartyMatchingPermissions = definePermissions({
  'counterparty.match': {
    description: 'Match, exclude and revert bank transactions; manage counterparty rules.',
    grantedTo: ['OrganizationAdmin', 'Accountant'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    'counterparty-matching': typeof counterpartyMatchingPermissions;
  }
}
