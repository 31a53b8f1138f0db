import { defineErrorCodes } from '../../../platform/errors/error-codes';

/**
 * Client-visible error codes of the customer license actions family (issuing, rotating and changing licenses; the
 * customer license reads answer in it too).
 */
export const LICENSE_ISSUES_ERROR_CODES = defineErrorCodes('license-issues', {
  'customer_license_actions.invalid_request': {
    status: 400,
    message: 'The request is invalid: path, paging, header or body.',
  },
  'customer_license_actions.not_found': { status: 404, message: 'The license or its source was not found.' },
  'customer_license_actions.customer_not_active': { status: 409, message: 'The customer is not Active.' },
  'customer_license_actions.not_issuable': {
    status: 409,
    message: 'The subscription or its offer version can no longer be issued.',
  },
  'customer_license_actions.subscription_occupied': {
    status: 409,
    message: 'The subscription already has a license.',
  },
  'customer_license_actions.stale_precondition': {
    status: 409,
    message: 'The license changed since it was read. Reload and retry.',
  },
  'customer_license_actions.transition_not_allowed': {
    status: 409,
    message: 'The action is not allowed from the current license status.',
  },
  'customer_license_actions.idempotency_conflict': {
    status: 409,
    message: 'The Idempotency-Key was already used with different content.',
  },
  'customer_license_actions.dependency_unavailable': {
    status: 503,
    message: 'A dependency of the license action is unavailable. Retry later.',
  },
  'customer_license_actions.stored_result_invalid': {
    status: 500,
    message: 'The stored result of the operation is invalid.',
  },
});

type LicenseIssuesErrorCodes = typeof LICENSE_ISSUES_ERROR_CODES;

declare module '../../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends LicenseIssuesErrorCodes {}
}
