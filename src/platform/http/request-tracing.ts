import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { runInRequestScope, type RequestScope } from '../context/request-scope';
import type { Logger } from '../logging/logger';
import { metrics } from './metrics';

const CLIENT_TRACE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request a trace id (the client's X-Trace-Id when well-formed), echoes it in the response header and
 * writes one access log line: method, path without query string, status, duration and SQL statements. Never
 * headers or bodies.
 */
export function requestTracing(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get('x-trace-id');
    const traceId = incoming && CLIENT_TRACE_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    res.locals.traceId = traceId;
    res.setHeader('X-Trace-Id', traceId);
    metrics.httpRequests += 1;
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const scope = res.locals.requestScope as RequestScope | undefined;
      logger.info(
        {
          traceId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          sqlStatements: scope?.sqlStatements ?? 0,
        },
        'request',
      );
    });
    next();
  };
}

/**
 * Opens the request scope (trace id, SQL statement count) for everything downstream. Mounted after the body
 * parsers, whose stream callbacks would otherwise run outside it.
 */
export function requestScope(_req: Request, res: Response, next: NextFunction): void {
  const scope: RequestScope = { traceId: String(res.locals.traceId), sqlStatements: 0 };
  res.locals.requestScope = scope;
  runInRequestScope(scope, next);
}
