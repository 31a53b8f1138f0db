import { definePermissions } from '../../access/access.module';
import { LICENSING_STAFF } from '../licensing-roles';

/** The permissions this module introduces, with the roles granted them (MegaAdmin holds every permission). */
export const licenseIssuesPermissions = definePermissions({
  'licenses.manage': {
    description: 'Licensing: issue, revoke, archive and rotate license keys; validate keys.',
    grantedTo: LICENSING_STAFF,
  },
});

declare module '../../access/access.module' {
  interface PermissionDeclarations {
    'license-issues': typeof licenseIssuesPermissions;
  }
}
