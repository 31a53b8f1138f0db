import {
  IssueCustomerLicenseDocument,
  IssueSubscriptionLicenseDocument,
  LicenseKeyValidationDocument,
  RotateCustomerLicenseKeyDocument,
  RotateLicenseKeyDocument,
} from '../../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../../platform/rest/rest-route';
import type { ErrorCode } from '../../../platform/errors/error-codes';
import { customerLicenseActionsDialect } from '../licensing-dialects';

const LICENSES = 'Licensing licenses';

const dialect = customerLicenseActionsDialect;

/** An issue from a subscription: the customer and subscription as they stand, and the Idempotency-Key's record. */
const ISSUE_ERRORS: ErrorCode[] = [
  'customer_license_actions.not_found',
  'customer_license_actions.customer_not_active',
  'customer_license_actions.not_issuable',
  'customer_license_actions.subscription_occupied',
  'customer_license_actions.idempotency_conflict',
];

const ROTATION_ERRORS: ErrorCode[] = [
  'customer_license_actions.not_found',
  'customer_license_actions.transition_not_allowed',
  'customer_license_actions.stale_precondition',
  'customer_license_actions.idempotency_conflict',
  'customer_license_actions.stored_result_invalid',
];

/** Answers that may carry a key once: `no-store, no-cache` on every answer, errors included. */
const noCache = { kind: 'no-cache' } as const;

/** 201 for the first commit (the key shown once), 200 for an exact replay. */
const issueStatus = {
  among: [200, 201],
  pick: (body: unknown) => ((body as { isIdempotentReplay: boolean }).isIdempotentReplay ? 200 : 201),
};

/** Issue, rotation and validation of license keys (docs/licensing.md §Issue, rotation and key validation). */
export const licenseIssueRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/v1/customers/organizations/{organizationId}/license-issues',
    summary: 'Issue a license from a subscription of the customer; 201 with the key once, an exact replay 200',
    tag: LICENSES,
    dialect,
    strictBody: true,
    cache: noCache,
    operation: IssueCustomerLicenseDocument,
    pathVariables: { organizationId: 'organizationId' },
    bodyVariable: 'input',
    idempotencyKey: { variable: 'idempotencyKey', required: true },
    result: (data) => data.issueCustomerLicense,
    status: issueStatus,
    errors: ISSUE_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/v1/licenses/subscription-issues',
    summary: "Issue a license from a subscription (the subscription's customer); 201 with the key once, replay 200",
    tag: LICENSES,
    dialect,
    strictBody: true,
    cache: noCache,
    operation: IssueSubscriptionLicenseDocument,
    bodyVariable: 'input',
    idempotencyKey: { variable: 'idempotencyKey', required: true },
    result: (data) => data.issueSubscriptionLicense,
    status: issueStatus,
    errors: ISSUE_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/v1/customers/organizations/{organizationId}/licenses/{licenseId}/key/rotations',
    summary: 'Rotate the key of a license of the customer; the new key is shown once, an exact replay without it',
    tag: LICENSES,
    dialect,
    strictBody: true,
    cache: noCache,
    operation: RotateCustomerLicenseKeyDocument,
    pathVariables: { organizationId: 'organizationId', licenseId: 'licenseId' },
    bodyVariable: 'input',
    idempotencyKey: { variable: 'idempotencyKey', required: true },
    result: (data) => data.rotateCustomerLicenseKey,
    status: 200,
    errors: ROTATION_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/v1/licenses/{licenseId}/key/rotate',
    summary:
      'Rotate the key of a license (v1 envelope). Reliable: body and Idempotency-Key; neither: deprecated ' +
      'compatibility mode (Deprecation and Warning headers); only one: 400',
    tag: LICENSES,
    dialect,
    strictBody: true,
    optionalBody: true,
    cache: noCache,
    operation: RotateLicenseKeyDocument,
    pathVariables: { licenseId: 'licenseId' },
    bodyVariable: 'input',
    idempotencyKey: { variable: 'idempotencyKey', required: false },
    result: (data) => data.rotateLicenseKey,
    headers: (_data, variables) =>
      variables.input == null && variables.idempotencyKey == null
        ? {
            Deprecation: 'true',
            Warning:
              '299 - "The headerless compatibility mode of key rotation is deprecated: send ' +
              'expectedPrimaryMaterialRefId with an Idempotency-Key"',
          }
        : undefined,
    status: 200,
    errors: ROTATION_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/v1/licenses/key-validations',
    summary: "Whether a key is the current key of an Active license of the caller's tenant",
    tag: LICENSES,
    dialect,
    strictBody: true,
    operation: LicenseKeyValidationDocument,
    bodyVariable: 'input',
    result: (data) => data.licenseKeyValidation,
    status: 200,
  }),
];
