import { defineErrorCodes } from '../../../platform/errors/error-codes';

/** Client-visible error codes of licensing tenants and service accounts. */
export const TENANCY_ERROR_CODES = defineErrorCodes('licensing-tenancy', {
  'tenancy.invalid_request': { status: 400, message: 'The tenant or service account request is invalid.' },
  'tenancy.not_found': { status: 404, message: 'The tenant or service account was not found.' },
});

type TenancyErrorCodes = typeof TENANCY_ERROR_CODES;

declare module '../../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends TenancyErrorCodes {}
}
