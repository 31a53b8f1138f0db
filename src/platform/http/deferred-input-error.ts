import type { NextFunction, Request, RequestHandler, Response } from 'express';

const DEFERRED = 'deferredInputError';

/**
 * Runs an input check of the HTTP layer (the JSON body parser, the NUL guard) on a REST path without answering its
 * refusal at once: the refusal waits on the response until the route has authenticated the caller and checked the
 * caller's roles (`throwDeferredInputError`), so a caller who may not call the operation is told that first and learns
 * nothing about what its input should have been. Elsewhere (GraphQL, unknown paths) the refusal goes on as before.
 */
export function deferOnRestPaths(check: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    check(req, res, (error?: unknown) => {
      if (error === undefined || error === null || !isRestPath(req.path)) {
        next(error as Error | undefined);
        return;
      }
      // The first refusal is the one answered; a later check sees no body it could trust.
      res.locals[DEFERRED] ??= error;
      if (req.body === undefined) req.body = {};
      next();
    });
  };
}

/** Called by a route once its access precheck passed: the input refusal the HTTP layer held back, if any. */
export function throwDeferredInputError(res: Response): void {
  const error: unknown = res.locals[DEFERRED];
  if (error !== undefined) throw error;
}

function isRestPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
