import {
  CreateEdgeGatewayDocument,
  EdgeGatewayDocument,
  RegisterEdgeGatewaySigningKeyDocument,
} from '../../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../../platform/rest/rest-route';

const EDGE_GATEWAYS = 'Edge gateways';

/** The family's own codes for a request that cannot be read and for a missing (or another tenant's) gateway. */
const dialect = {
  invalidRequest: 'edge_gateway.invalid_request',
  notFound: 'edge_gateway.not_found',
  correlationId: true,
} as const;

/**
 * Gateway enrollment and signing-key registration (docs/licensing.md §Edge gateways). Every answer is `no-store`: the
 * API default, and `no-store, no-cache` on the create route, whose answer carries the enrollment token once.
 */
export const edgeGatewayRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/v1/edge-gateways',
    summary: 'Create an edge gateway; its single-use enrollment token (24 h) is answered here only',
    tag: EDGE_GATEWAYS,
    dialect,
    strictBody: true,
    cache: { kind: 'no-cache' },
    operation: CreateEdgeGatewayDocument,
    bodyVariable: 'input',
    result: (data) => data.createEdgeGateway,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/v1/edge-gateways/{id}',
    summary: 'An edge gateway with its status and registered signing keys',
    tag: EDGE_GATEWAYS,
    dialect,
    operation: EdgeGatewayDocument,
    pathVariables: { id: 'id' },
    result: (data) => data.edgeGateway,
    status: 200,
    errors: ['edge_gateway.not_found'],
  }),
  route({
    method: 'post',
    path: '/api/v1/edge-gateways/{gatewayInstanceId}/signing-keys',
    summary:
      "Register a gateway's public ES256 signing key, authenticated by its enrollment token in the body (no bearer)",
    tag: EDGE_GATEWAYS,
    dialect,
    strictBody: true,
    operation: RegisterEdgeGatewaySigningKeyDocument,
    pathVariables: { gatewayInstanceId: 'gatewayInstanceId' },
    bodyVariable: 'input',
    result: (data) => data.registerEdgeGatewaySigningKey,
    status: 201,
    errors: ['edge_gateway.enrollment_invalid', 'edge_gateway.invalid_key', 'edge_gateway.replay_rejected'],
  }),
];
