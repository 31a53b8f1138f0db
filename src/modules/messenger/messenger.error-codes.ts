import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of the messenger link. */
export const MESSENGER_ERROR_CODES = defineErrorCodes('messenger', {
  'messenger.disabled': { status: 409, message: 'The messenger link is switched off on this server.' },
});

type MessengerErrorCodes = typeof MESSENGER_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends MessengerErrorCodes {}
}
