import { definePermissions } from '../../access/access.module';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const tenancyPermissions = definePermissions({
  'platform.tenants.manage': {
    description: 'Licensing: create vendor tenants and service accounts.',
    grantedTo: [],
  },
});

declare module '../../access/access.module' {
  interface PermissionDeclarations {
    'licensing-tenancy': typeof tenancyPermissions;
  }
}
