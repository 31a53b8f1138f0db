import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of invitations. */
export const INVITATION_ERROR_CODES = defineErrorCodes('invitation', {
  invite_not_found: { status: 404, message: 'The invitation is unknown, expired or already used.' },
});

type InvitationErrorCodes = typeof INVITATION_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends InvitationErrorCodes {}
}
