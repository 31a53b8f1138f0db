import type { Request, Response } from 'express';
import type { Credentials, RequestedContext } from './actor';
import type { LoaderRegistry } from './loader-registry';
import { RequestContext, type ContextDependencies } from './request-context';

/** Builds the RequestContext of an HTTP request; GraphQL and the REST shim both come through here. */
export class RequestContextFactory {
  constructor(
    private readonly deps: ContextDependencies,
    /** Verifies an Authorization header: no header is anonymous, anything unverifiable is rejected. */
    readonly credentialsFrom: (authorization: string | undefined) => Credentials,
  ) {}

  fromHttp(req: Request, res: Response): RequestContext {
    return this.create({
      traceId: traceIdOf(res),
      clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      authorization: req.headers.authorization,
      requestedContext: {
        headers: {
          organizationId: single(req.headers['x-organization-id']),
          locationId: single(req.headers['x-location-id']),
        },
        // Only the REST paths take the context as a query pair; GraphQL GET requests carry their query there.
        query: req.path.startsWith('/api/')
          ? { organizationId: single(req.query.organizationId), locationId: single(req.query.locationId) }
          : { organizationId: null, locationId: null },
      },
    });
  }

  /**
   * A context acting for a user outside any HTTP sign-in: `channel` names who vouched for the user (the messenger
   * link). Every access check runs as for the user's own requests, on the context it then validates.
   */
  delegated(request: { traceId: string; userId: string; channel: string }): RequestContext {
    return new RequestContext(
      request.traceId,
      request.channel,
      { kind: 'delegated', userId: request.userId, channel: request.channel },
      NO_CONTEXT,
      this.deps,
    );
  }

  /**
   * Also used directly by in-process callers (tests with `executeOperation`). `sharedLoaders`: see RequestContext;
   * only for contexts built at the same moment, which may then share what they read for their access checks.
   * `credentials`: what `authorization` proved when it was verified earlier (a subscription connection's token,
   * whose signature cannot change); `authorization` is then not read again.
   */
  create(request: {
    traceId: string;
    clientAddress: string;
    authorization?: string;
    credentials?: Credentials;
    requestedContext?: RequestedContext;
    sharedLoaders?: LoaderRegistry;
  }): RequestContext {
    return new RequestContext(
      request.traceId,
      request.clientAddress,
      request.credentials ?? this.credentialsFrom(request.authorization),
      request.requestedContext ?? NO_CONTEXT,
      this.deps,
      request.sharedLoaders ?? null,
    );
  }
}

const NO_CONTEXT: RequestedContext = {
  headers: { organizationId: null, locationId: null },
  query: { organizationId: null, locationId: null },
};

/** One trimmed value, or null when absent, empty or repeated. */
function single(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function traceIdOf(res: Response): string {
  return String(res.locals.traceId);
}
