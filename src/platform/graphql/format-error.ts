import type { GraphQLFormattedError } from 'graphql';
import { currentTraceId } from '../context/request-scope';
import { classifyError } from '../errors/classify-error';
import { toGraphqlExtensions } from '../errors/error-response';
import { logInternalError } from '../errors/log-error';
import type { Logger } from '../logging/logger';

/**
 * GraphQL transport mapping: every error leaves with the registry message and the ErrorResponse members in
 * `extensions`; unknown failures are logged under the trace id and reduced to internal_error.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const clientError = classifyError(error);
    const traceId = currentTraceId() ?? 'unavailable';
    if (clientError.internal) logInternalError(logger, error, traceId);
    return {
      message: clientError.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: toGraphqlExtensions(clientError, traceId),
    };
  };
}
