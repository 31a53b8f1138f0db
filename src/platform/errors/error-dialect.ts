import type { ClientError } from './classify-error';
import { errorCodeEntry, type ErrorCode } from './error-codes';
import type { ErrorResponse } from './error-response';

/**
 * How one API family words the shared failures. The /api/v1 routes (docs/licensing.md §Conventions of /api/v1)
 * answer a bad request with their own `…invalid_request` code and a missing resource with their own `…not_found`,
 * and every error of theirs carries `correlationId` (the trace id); the rest of the API keeps the shared codes
 * (`validation.failed`, `not_found`, …; docs/api.md §Errors).
 */
export interface ErrorDialect {
  invalidRequest?: ErrorCode;
  notFound?: ErrorCode;
  /** The family's 503 for a dependency that cannot serve now (its `…dependency_unavailable`). */
  unavailable?: ErrorCode;
  correlationId: boolean;
}

/** Codes of a request that could not be read as sent: bad JSON, wrong types, unknown or missing members. */
const INVALID_REQUEST: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['validation.failed', 'request.failed']);

export function inDialect(error: ClientError, dialect: ErrorDialect | undefined): ClientError {
  const code =
    dialect?.invalidRequest && INVALID_REQUEST.has(error.code)
      ? dialect.invalidRequest
      : dialect?.notFound && error.code === 'not_found'
        ? dialect.notFound
        : dialect?.unavailable && error.code === 'service_unavailable'
          ? dialect.unavailable
          : error.code;
  if (code === error.code) return error;
  const { status, message } = errorCodeEntry(code);
  return { ...error, code, httpStatus: status, message };
}

export function withCorrelationId(
  body: ErrorResponse,
  dialect: ErrorDialect | undefined,
): ErrorResponse & { correlationId?: string } {
  return dialect?.correlationId ? { ...body, correlationId: body.traceId } : body;
}
