import type { Request, Response } from 'express';
import type { Credentials } from './actor';
import { RequestContext, type ContextDependencies } from './request-context';

/** Builds the RequestContext of an HTTP request; GraphQL and the REST shim both come through here. */
export class RequestContextFactory {
  constructor(
    private readonly deps: ContextDependencies,
    private readonly credentialsFrom: (authorization: string | undefined) => Credentials,
  ) {}

  fromHttp(req: Request, res: Response): RequestContext {
    return this.create({
      traceId: traceIdOf(res),
      clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      authorization: req.headers.authorization,
    });
  }

  /** Also used directly by in-process callers (tests with `executeOperation`). */
  create(request: { traceId: string; clientAddress: string; authorization?: string }): RequestContext {
    return new RequestContext(
      request.traceId,
      request.clientAddress,
      this.credentialsFrom(request.authorization),
      this.deps,
    );
  }
}

function traceIdOf(res: Response): string {
  return String(res.locals.traceId);
}
