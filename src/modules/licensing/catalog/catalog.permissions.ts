import { definePermissions } from '../../access/access.module';
import { LICENSING_STAFF } from '../licensing-roles';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const catalogPermissions = definePermissions({
  'catalog.manage': {
    description: 'Licensing: manage products, offers, offer versions and subscriptions.',
    grantedTo: LICENSING_STAFF,
  },
});

declare module '../../access/access.module' {
  interface PermissionDeclarations {
    'licensing-catalog': typeof catalogPermissions;
  }
}
