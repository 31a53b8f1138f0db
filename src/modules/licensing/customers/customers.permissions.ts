import { definePermissions } from '../../access/access.module';
import { LICENSING_STAFF } from '../licensing-roles';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const customersPermissions = definePermissions({
  'customers.read': {
    description: 'Licensing: read customer profiles, licenses, issue candidates and the license table.',
    grantedTo: LICENSING_STAFF,
  },
  'customers.manage': {
    description: 'Licensing: replace a customer profile.',
    grantedTo: LICENSING_STAFF,
  },
});

declare module '../../access/access.module' {
  interface PermissionDeclarations {
    'licensing-customers': typeof customersPermissions;
  }
}
