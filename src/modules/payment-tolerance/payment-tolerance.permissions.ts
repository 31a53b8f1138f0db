import { definePermissions } from '../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const paymentTolerancePermissions = definePermissions({
  'payment_tolerance.manage': {
    description:
      'Set the organization’s payment tolerance: how far a supplier payment may fall short of an invoice and still ' +
      'settle it, and where the difference is written off.',
    grantedTo: ['OrganizationAdmin'],
  },
});

declare module '../access/access.module' {
  interface PermissionDeclarations {
    'payment-tolerance': typeof paymentTolerancePermissions;
  }
}
