import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of outlets. */
export const LOCATION_ERROR_CODES = defineErrorCodes('location', {
  location_code_conflict: { status: 409, message: 'Another outlet of the organization has this code.' },
});

type LocationErrorCodes = typeof LOCATION_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends LocationErrorCodes {}
}
