import { definePermissions } from '../../access/access.module';
import { LICENSING_STAFF } from '../licensing-roles';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const edgeGatewaysPermissions = definePermissions({
  'edge_gateways.manage': {
    description: 'Licensing: enroll edge gateways and read their signing keys.',
    grantedTo: LICENSING_STAFF,
  },
});

declare module '../../access/access.module' {
  interface PermissionDeclarations {
    'licensing-edge-gateways': typeof edgeGatewaysPermissions;
  }
}
