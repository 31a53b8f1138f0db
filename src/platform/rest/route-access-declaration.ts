import type { RequestContext } from '../context/request-context';

/**
 * The access declaration of a REST-only route, which has no GraphQL field to carry one: the same object the access
 * module's `allow(…)`, `anonymous` and friends build for operations. `rule` is its plain-data description, which
 * OpenAPI, the permission docs and the authorization matrix read.
 */
export interface RouteAccessDeclaration {
  rule: object;
  /** Authentication and the caller's roles: what needs no input, run before the request is validated. */
  precheck(context: RequestContext): Promise<void>;
  /** The precheck, then the permission on the target. */
  enforce(call: {
    context: RequestContext;
    args: Record<string, unknown>;
    root: Record<string, unknown>;
    operation: string;
  }): Promise<void>;
}
