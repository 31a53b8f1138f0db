import { defineErrorCodes } from '../../platform/errors/error-codes';

/**
 * Client-visible error codes of an accounting-system failure (`outcomeOf`). The connector is no feature module:
 * erp-connection, which builds the connectors, declares these codes.
 */
export const ERP_CONNECTOR_ERROR_CODES = defineErrorCodes('erp-connector', {
  erp_unavailable: {
    status: 503,
    message: 'The accounting system cannot be reached and no local copy of the data is available.',
  },
  erp_credentials_rejected: { status: 409, message: 'The accounting system rejected the credentials.' },
  erp_request_rejected: { status: 409, message: 'The accounting system refused the request.' },
  erp_timeout: { status: 504, message: 'The accounting system did not answer in time.' },
  erp_address_not_allowed: {
    status: 409,
    message: 'The address of the accounting system is not allowed by the outbound address policy.',
  },
});

type ErpConnectorErrorCodes = typeof ERP_CONNECTOR_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends ErpConnectorErrorCodes {}
}
