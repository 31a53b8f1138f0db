import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const paymentAllocationPermissions = definePermissions({
  'payment_candidates.build': {
    description: 'Build payment candidates and prepare work items.',
    grantedTo: ['OrganizationAdmin', 'Accountant'],
  },
  'payment.confirm': {
    description: 'Confirm, approve, cancel and queue payment allocations.',
    grantedTo: ['OrganizationAdmin', 'Accountant'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    'payment-allocation': typeof paymentAllocationPermissions;
  }
}
