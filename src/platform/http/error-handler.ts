import type { NextFunction, Request, Response } from 'express';
import { classifyError, type ClientError } from '../errors/classify-error';
import { inDialect, withCorrelationId, type ErrorDialect } from '../errors/error-dialect';
import { DomainError } from '../errors/domain-error';
import { toErrorResponse, toGraphqlExtensions } from '../errors/error-response';
import { logInternalError } from '../errors/log-error';
import type { Logger } from '../logging/logger';

/**
 * Errors raised in the HTTP layer itself (body parsing, size limits, unknown paths, REST routes): the GraphQL
 * endpoint answers in the GraphQL error shape, everything else with an ErrorResponse.
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const clientError = classifyError(error);
    const traceId = String(res.locals.traceId);
    if (clientError.internal) logInternalError(logger, error, traceId);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendError(req, res, inDialect(clientError, res.locals.errorDialect as ErrorDialect | undefined));
  };
}

export function notFound(_req: Request, _res: Response, next: NextFunction): void {
  next(new DomainError('not_found'));
}

function sendError(req: Request, res: Response, error: ClientError): void {
  const traceId = String(res.locals.traceId);
  res.status(error.httpStatus).set(error.headers);
  if (req.path === '/graphql') {
    res.json({ errors: [{ message: error.message, extensions: toGraphqlExtensions(error, traceId) }] });
  } else {
    res.json(withCorrelationId(toErrorResponse(error, traceId), res.locals.errorDialect as ErrorDialect | undefined));
  }
}
