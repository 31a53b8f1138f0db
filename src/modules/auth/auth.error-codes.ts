import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of sign-in: wrong credentials, and the throttle on repeated attempts. */
export const AUTH_ERROR_CODES = defineErrorCodes('auth', {
  invalid_credentials: { status: 401, message: 'The email or password is incorrect.' },
  too_many_requests: { status: 429, message: 'Too many attempts. Try again later.' },
});

type AuthErrorCodes = typeof AUTH_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends AuthErrorCodes {}
}
