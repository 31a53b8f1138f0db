import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ErrorCode } from '../errors/error-codes';
import type { ErrorDialect } from '../errors/error-dialect';
import type { FileRoute } from './file-route';
import type { WebhookRoute } from './webhook-route';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * One documented REST path mapped onto one GraphQL operation. The shim holds no business logic: it turns the
 * request into variables, executes the operation in-process and turns the result into a status and a body.
 */
export interface RestRoute<TData = unknown, TVariables = Record<string, unknown>> {
  method: HttpMethod;
  /** OpenAPI form, e.g. `/api/organizations/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it is the access declaration of the operation's root field (`routeAccess`), not restated here. */
  operation: TypedDocumentNode<TData, TVariables>;
  /** Path parameter → variable, e.g. `{ id: 'organizationId' }`. */
  pathVariables?: Record<string, string>;
  /** Query parameter → variable; text is read as the variable's type (Int, Boolean…). */
  queryVariables?: Record<string, string>;
  /** The JSON body becomes this input variable; members the input type does not know are ignored. */
  bodyVariable?: string;
  /**
   * /api/v1 only: a request without any body passes null as `bodyVariable` (its type must be nullable) instead of
   * an empty object, so the operation can tell "no body" from an empty or incomplete one.
   */
  optionalBody?: boolean;
  /** A multipart/form-data body whose part `file` becomes this `Upload` variable, streamed to the resolver. */
  uploadVariable?: string;
  /** The response body taken from the operation's data; `undefined` means no body. */
  result: (data: TData) => unknown;
  /**
   * Where `result` does not answer the root field's selection as it stands, how it differs, for OpenAPI: `member`,
   * the one member of the selection it answers (an array of the posting's `attempts`), and `omit`, members selected
   * only to decide the status that the body leaves out. The test suite checks every answer against the document.
   */
  body?: { member?: string; omit?: string[] };
  /**
   * Success status; when it depends on the result (health 200/503, an equivalent rule 200 instead of 201), the
   * statuses it picks `among` (each answered with the result body, and documented so) and how it picks, from the
   * body or from the operation's data when the deciding member is not part of the body.
   */
  status: number | { among: number[]; pick: (body: unknown, data: TData) => number };
  /**
   * Response headers of a successful answer, from the operation's data and the variables it ran with (a deprecated
   * mode announcing itself with `Deprecation` and `Warning`, say); none when it returns nothing.
   */
  headers?: (data: TData, variables: TVariables) => Record<string, string> | undefined;
  /**
   * The codes the operation's own rules raise (conflicts, quotas, an unavailable accounting system…). What its access
   * declaration and inputs imply is derived (`errorCodesOf`), and the documented error statuses follow from the codes.
   */
  errors?: readonly ErrorCode[];
  /**
   * /api/v1 (docs/licensing.md §Conventions of /api/v1): the route's own error codes and correlationId. Its JSON body
   * is read by the route itself: members named twice are refused, and with `strictBody` so are members the input type
   * does not know.
   */
  dialect?: ErrorDialect;
  strictBody?: boolean;
  /** The `Idempotency-Key` header becomes this variable (one value, 1–128 of `[A-Za-z0-9_.:-]`). */
  idempotencyKey?: { variable: string; required: boolean };
  /**
   * Caching of the answer; without it `no-store` (the API default). `public`: shared caches may keep it for
   * `maxAgeSeconds`, with a strong ETag of the body and 304 for a matching If-None-Match. `no-cache`: `no-store,
   * no-cache` on every answer, errors included (answers that carry a key once).
   */
  cache?: { kind: 'public'; maxAgeSeconds: number } | { kind: 'no-cache' };
}

/** Declares a route with its data and variable types checked against the generated document. */
export function route<TData, TVariables>(definition: RestRoute<TData, TVariables>): RestRoute {
  return definition as unknown as RestRoute;
}

/** `/api/organizations/{id}` → `/api/organizations/:id`. */
export function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** Every REST path a composition of modules serves: its routes, file routes and webhooks. */
export interface RestSurface {
  routes: readonly RestRoute[];
  fileRoutes: readonly FileRoute[];
  webhooks: readonly WebhookRoute[];
}
