import type { GraphQLFormattedError } from 'graphql';
import { currentTraceId } from '../context/request-scope';
import { classifyError, type ClientError } from '../errors/classify-error';
import { toGraphqlExtensions } from '../errors/error-response';
import { logInternalError } from '../errors/log-error';
import type { Logger } from '../logging/logger';

/** graphql-js's ` Did you mean "email"?` (also `… the enum value "X"?`, `… "a", "b", or "c"?`). */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * GraphQL transport mapping: every error leaves with the ClientError message and the ErrorResponse members in
 * `extensions`; unknown failures are logged under the trace id and reduced to internal_error. With
 * `hideSuggestions` (introspection off) the "Did you mean …?" of graphql-js, which would let anyone rebuild the
 * schema name by name, is cut from validation and variable errors.
 */
export function createFormatError(logger: Logger, { hideSuggestions }: { hideSuggestions: boolean }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const classified = classifyError(error);
    const clientError = hideSuggestions ? withoutSuggestions(classified) : classified;
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

function withoutSuggestions(error: ClientError): ClientError {
  return {
    ...error,
    message: error.message.replace(SUGGESTION, ''),
    details: error.details === null ? null : error.details.replace(SUGGESTION, ''),
  };
}
