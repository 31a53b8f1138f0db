import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of accounting-system connections. */
export const ERP_CONNECTION_ERROR_CODES = defineErrorCodes('erp-connection', {
  erp_default_connection_missing: {
    status: 409,
    message: 'The organization has no default accounting-system connection.',
  },
});

type ErpConnectionErrorCodes = typeof ERP_CONNECTION_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends ErpConnectionErrorCodes {}
}
