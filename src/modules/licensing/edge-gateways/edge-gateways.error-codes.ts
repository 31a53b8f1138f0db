import { defineErrorCodes } from '../../../platform/errors/error-codes';

/** Client-visible error codes of edge gateways and their enrollment. */
export const EDGE_GATEWAYS_ERROR_CODES = defineErrorCodes('licensing-edge-gateways', {
  'edge_gateway.invalid_request': { status: 400, message: 'The edge gateway request is invalid.' },
  'edge_gateway.not_found': { status: 404, message: 'The edge gateway was not found.' },
  'edge_gateway.enrollment_invalid': {
    status: 401,
    message: 'The enrollment token is invalid or expired.',
  },
  'edge_gateway.invalid_key': {
    status: 400,
    message: 'The signing key must be a public ES256 key on P-256.',
  },
  'edge_gateway.replay_rejected': { status: 409, message: 'The enrollment token was already used.' },
});

type EdgeGatewaysErrorCodes = typeof EDGE_GATEWAYS_ERROR_CODES;

declare module '../../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends EdgeGatewaysErrorCodes {}
}
