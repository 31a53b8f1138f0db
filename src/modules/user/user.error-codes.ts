import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of user management. */
export const USER_ERROR_CODES = defineErrorCodes('user', {
  user_email_conflict: { status: 409, message: 'A user with this email already exists.' },
  role_assignment_conflict: { status: 409, message: 'The user already holds this role in this scope.' },
});

type UserErrorCodes = typeof USER_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends UserErrorCodes {}
}
