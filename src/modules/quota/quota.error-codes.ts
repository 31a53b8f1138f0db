import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of the organization quotas. */
export const QUOTA_ERROR_CODES = defineErrorCodes('quota', {
  organization_user_quota_exceeded: { status: 409, message: 'The organization user quota is reached.' },
  organization_location_quota_exceeded: { status: 403, message: 'The organization outlet quota is reached.' },
  organization_import_quota_exceeded: { status: 403, message: 'The organization monthly import quota is reached.' },
});

type QuotaErrorCodes = typeof QUOTA_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends QuotaErrorCodes {}
}
