import {
  ArchiveCustomerLicenseDocument,
  BulkRevokeLicensesDocument,
  LegacyBulkCreateLicensesDocument,
  LegacyCreateLicenseDocument,
  RevokeCustomerLicenseDocument,
  RevokeLicenseDocument,
} from '../../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../../platform/rest/rest-route';
import type { ErrorCode } from '../../../platform/errors/error-codes';
import { customerLicenseActionsDialect } from '../licensing-dialects';

const TAG = 'Licensing license actions';

const dialect = customerLicenseActionsDialect;

/** Revoke or archive one license: it must exist, allow the action from its status and be the status expected. */
const ACTION_ERRORS: ErrorCode[] = [
  'customer_license_actions.not_found',
  'customer_license_actions.transition_not_allowed',
  'customer_license_actions.stale_precondition',
];

const customerLicense = { organizationId: 'organizationId', licenseId: 'licenseId' };

/**
 * Revoke, archive and the legacy 410 routes (docs/licensing.md §Revoke, archive and the legacy cutover). Strict bodies,
 * no Idempotency-Key: an exact replay of a customer action is recognized from the license's last action instead.
 */
export const licenseActionRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/v1/customers/organizations/{organizationId}/licenses/{licenseId}/revoke',
    summary:
      'Revoke a customer license (Draft, Active, Suspended → Revoked) under an expectedStatus precondition; an exact replay answers the original receipt',
    tag: TAG,
    dialect,
    strictBody: true,
    operation: RevokeCustomerLicenseDocument,
    pathVariables: customerLicense,
    bodyVariable: 'input',
    result: (data) => data.revokeCustomerLicense,
    status: 200,
    errors: ACTION_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/v1/customers/organizations/{organizationId}/licenses/{licenseId}/archive',
    summary:
      'Archive a customer license (Draft, Revoked → Archived) under an expectedStatus precondition; an exact replay answers the original receipt',
    tag: TAG,
    dialect,
    strictBody: true,
    operation: ArchiveCustomerLicenseDocument,
    pathVariables: customerLicense,
    bodyVariable: 'input',
    result: (data) => data.archiveCustomerLicense,
    status: 200,
    errors: ACTION_ERRORS,
  }),
  // Before the single revoke: Express matches in order, and `bulk` would otherwise be read as a {licenseId}.
  route({
    method: 'post',
    path: '/api/v1/licenses/bulk/revoke',
    summary: 'Revoke 1–100 licenses; one outcome per id in request order (already Revoked: alreadyApplied)',
    tag: TAG,
    dialect,
    strictBody: true,
    operation: BulkRevokeLicensesDocument,
    bodyVariable: 'input',
    result: (data) => data.bulkRevokeLicenses,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/v1/licenses/{licenseId}/revoke',
    summary: 'Global single revoke (v1 envelope); a repeat is 409, revokedByActorId is ignored',
    tag: TAG,
    dialect,
    strictBody: true,
    operation: RevokeLicenseDocument,
    pathVariables: { licenseId: 'licenseId' },
    bodyVariable: 'input',
    result: (data) => data.revokeLicense,
    status: 200,
    errors: ACTION_ERRORS,
  }),
  // The legacy create routes answer 410 once the caller is authenticated and holds licenses.manage; the body is not
  // read at all, so whatever a legacy client sends gets the same answer.
  route({
    method: 'post',
    path: '/api/v1/licenses',
    summary:
      'Disabled: 410 license_legacy_compatibility_disabled; issue through POST /api/v1/licenses/subscription-issues',
    tag: TAG,
    dialect,
    operation: LegacyCreateLicenseDocument,
    result: (data) => data.legacyCreateLicense,
    status: 410,
    errors: ['license_legacy_compatibility_disabled'],
  }),
  route({
    method: 'post',
    path: '/api/v1/licenses/bulk/create',
    summary:
      'Disabled: 410 license_legacy_compatibility_disabled; issue through POST /api/v1/licenses/subscription-issues',
    tag: TAG,
    dialect,
    operation: LegacyBulkCreateLicensesDocument,
    result: (data) => data.legacyBulkCreateLicenses,
    status: 410,
    errors: ['license_legacy_compatibility_disabled'],
  }),
];
