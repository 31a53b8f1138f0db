import type { Router } from 'express';
import type { RequestContextFactory } from '../context/request-context-factory';
import type { ErrorCode } from '../errors/error-codes';
import type { RouteAccessDeclaration } from './route-access-declaration';

/**
 * A REST-only route that is no GraphQL operation and reads its own body: it authenticates by a header before the
 * body is parsed, so it is mounted ahead of the service's JSON parser. Described for OpenAPI and the authorization
 * matrix like every other route.
 */
export interface WebhookRoute {
  method: 'post';
  path: string;
  summary: string;
  tag: string;
  /** Its name as an operation (OpenAPI operationId), like a GraphQL operation's. */
  operation: string;
  access: RouteAccessDeclaration;
  /** The header that authenticates the caller instead of a bearer token. */
  secretHeader: string;
  /** What the JSON body is, for OpenAPI. */
  body: string;
  /** What the success answer is. */
  success: string;
  /** Every code it answers besides success: it reads its body itself, after the secret header. */
  errors: readonly ErrorCode[];
  /** The router serving it; none while the feature is off, and the path is then `not_found` like any unknown one. */
  router?: (contextFactory: RequestContextFactory) => Router;
}
