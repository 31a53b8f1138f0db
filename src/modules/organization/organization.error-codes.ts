import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of organizations and their deletion. */
export const ORGANIZATION_ERROR_CODES = defineErrorCodes('organization', {
  organization_not_found: { status: 404, message: 'The organization was not found.' },
  organization_delete_confirmation_mismatch: { status: 400, message: 'The confirmation name does not match.' },
  organization_delete_reason_required: { status: 400, message: 'A reason is required to delete the organization.' },
  organization_has_business_data: { status: 409, message: 'The organization still has business data.' },
});

type OrganizationErrorCodes = typeof ORGANIZATION_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends OrganizationErrorCodes {}
}
