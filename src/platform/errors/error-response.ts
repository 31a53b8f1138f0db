import type { ErrorParams, FieldErrors } from './domain-error';
import type { ClientError } from './classify-error';

/** The ErrorResponse body of every REST error (docs/api.md §Errors). */
export interface ErrorResponse {
  code: string;
  message: string;
  params: ErrorParams;
  fieldErrors: FieldErrors;
  details?: string;
  traceId: string;
}

/** REST transport: the body of an error response. */
export function toErrorResponse(error: ClientError, traceId: string): ErrorResponse {
  return {
    code: error.code,
    message: error.message,
    params: error.params,
    fieldErrors: error.fieldErrors,
    ...(error.details ? { details: error.details } : {}),
    traceId,
  };
}

/**
 * GraphQL transport: the `extensions` of an error, the ErrorResponse members plus `httpStatus` (docs/api.md §Errors).
 */
export function toGraphqlExtensions(error: ClientError, traceId: string) {
  return {
    code: error.code,
    params: error.params,
    fieldErrors: error.fieldErrors,
    ...(error.details ? { details: error.details } : {}),
    traceId,
    httpStatus: error.httpStatus,
  };
}
