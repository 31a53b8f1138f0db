import { defineErrorCodes } from '../../../platform/errors/error-codes';

/** Client-visible error codes of the licensing customer aggregate. */
export const CUSTOMERS_ERROR_CODES = defineErrorCodes('licensing-customers', {
  customer_aggregate_invalid_request: { status: 400, message: 'The customer aggregate request is invalid.' },
  customer_aggregate_not_found: { status: 404, message: 'The customer was not found.' },
  customer_primary_contact_not_found: { status: 404, message: 'The primary contact was not found.' },
  customer_profile_revision_conflict: {
    status: 409,
    message: 'The customer profile changed since it was read. Reload and retry.',
  },
  customer_profile_not_editable: { status: 409, message: 'The customer profile cannot be edited.' },
  customer_aggregate_dependency_unavailable: {
    status: 503,
    message: 'The customer aggregate is unavailable. Retry later.',
  },
});

type CustomersErrorCodes = typeof CUSTOMERS_ERROR_CODES;

declare module '../../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends CustomersErrorCodes {}
}
