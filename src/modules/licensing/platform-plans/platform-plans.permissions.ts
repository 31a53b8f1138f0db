import { definePermissions } from '../../access/access.module';
import { LICENSING_STAFF } from '../licensing-roles';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const platformPlansPermissions = definePermissions({
  'platform_plans.manage': {
    description: 'Licensing: manage the platform plans and their public visibility.',
    grantedTo: LICENSING_STAFF,
  },
});

declare module '../../access/access.module' {
  interface PermissionDeclarations {
    'platform-plans': typeof platformPlansPermissions;
  }
}
