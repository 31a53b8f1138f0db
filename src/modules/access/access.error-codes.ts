import { defineErrorCodes } from '../../platform/errors/error-codes';

/**
 * Client-visible error codes of access: the active-context checks (docs/access.md §Active context) and the last
 * MegaAdmin rule.
 */
export const ACCESS_ERROR_CODES = defineErrorCodes('access', {
  'context.organization.required': { status: 400, message: 'Select an organization.' },
  'context.location.required': { status: 400, message: 'Select an outlet.' },
  'context.organization.invalid': { status: 400, message: 'The organization id is not valid.' },
  'context.location.invalid': { status: 400, message: 'The outlet id is not valid.' },
  'context.organization.denied': { status: 403, message: 'The organization is outside your access.' },
  'context.location.denied': { status: 403, message: 'The outlet is outside your access.' },
  'context.location.organization_mismatch': { status: 403, message: 'The outlet does not belong to the organization.' },
  'context.organization.not_found': { status: 403, message: 'The organization cannot be used as context.' },
  'context.location.not_found': { status: 403, message: 'The outlet cannot be used as context.' },
  last_mega_admin: { status: 409, message: 'The platform must keep at least one active MegaAdmin.' },
});

type AccessErrorCodes = typeof ACCESS_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends AccessErrorCodes {}
}
