import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { DomainError, type ErrorParams, type FieldErrors } from './domain-error';
import { errorCodeEntry, isErrorCode, type ErrorCode } from './error-codes';
import { describeVariableError } from './variable-error';

/** A failure reduced to what a client may see. `internal` failures are logged in full and shown as internal_error. */
export interface ClientError {
  code: ErrorCode;
  httpStatus: number;
  /** The registry message; for a GraphQL request error, graphql-js's description of what is wrong with it. */
  message: string;
  params: ErrorParams;
  fieldErrors: FieldErrors;
  details: string | null;
  headers: Record<string, string>;
  internal: boolean;
}

type ErrorKind =
  | { kind: 'domain'; error: DomainError }
  | { kind: 'argument-validation'; errors: ValidationError[] }
  | { kind: 'graphql-request'; error: GraphQLError }
  | { kind: 'http-body'; type: string; status: number }
  | { kind: 'infrastructure' }
  | { kind: 'unknown' };

/** The one place that decides what any thrown value means to a client, for every transport. */
export function classifyError(error: unknown): ClientError {
  const kind = kindOf(error);
  switch (kind.kind) {
    case 'domain':
      return build(kind.error.code, {
        params: kind.error.params,
        fieldErrors: kind.error.fieldErrors,
        details: kind.error.details,
        headers: kind.error.headers,
      });
    case 'argument-validation':
      return build('validation.failed', { fieldErrors: fieldErrorsOf(kind.errors) });
    case 'graphql-request':
      return fromGraphqlRequestError(kind.error);
    case 'http-body':
      if (kind.type === 'entity.too.large') return build('payload_too_large');
      return build(kind.status >= 400 && kind.status < 500 ? 'request.failed' : 'internal_error', {
        internal: kind.status >= 500,
      });
    case 'infrastructure':
      return build('service_unavailable', { internal: true });
    case 'unknown':
      return build('internal_error', { internal: true });
    default:
      return assertNever(kind);
  }
}

function kindOf(error: unknown): ErrorKind {
  if (error instanceof GraphQLError) {
    const original = error.originalError;
    if (original instanceof DomainError) return { kind: 'domain', error: original };
    if (original instanceof ArgumentValidationError)
      return { kind: 'argument-validation', errors: original.extensions.validationErrors as ValidationError[] };
    if (original instanceof GraphQLError) {
      // Apollo wraps graphql-js errors in its own, with its code (GRAPHQL_PARSE_FAILED, BAD_USER_INPUT…). The inner
      // error wins only when it carries a meaning of ours, such as a query-limit code.
      const inner = kindOf(original);
      return inner.kind === 'graphql-request' && !isErrorCode(inner.error.extensions?.code)
        ? { kind: 'graphql-request', error }
        : inner;
    }
    if (original) return kindOf(original);
    return { kind: 'graphql-request', error };
  }
  if (error instanceof DomainError) return { kind: 'domain', error };
  if (error instanceof ArgumentValidationError)
    return { kind: 'argument-validation', errors: error.extensions.validationErrors as ValidationError[] };
  const httpError = error as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof httpError?.type === 'string' && typeof httpError.status === 'number' && httpError.expose !== undefined) {
    return { kind: 'http-body', type: httpError.type, status: httpError.status };
  }
  if (isInfrastructureFailure(error)) return { kind: 'infrastructure' };
  return { kind: 'unknown' };
}

/**
 * SQLSTATE classes of a database that cannot serve now, whatever the request: connection exceptions (08),
 * insufficient resources (53), operator intervention such as a cancelled statement or a shutdown (57), system errors
 * (58); and a transaction still failing to serialize or deadlocking after its retries (40001, 40P01).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57|58)|^40001$|^40P01$/;
/** Node's socket failures reaching PostgreSQL or Redis. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * A failure of a dependency rather than of the request or of the code: the client may retry later (503), and the
 * operator sees the whole error in the log like any internal one. TypeORM wraps the driver's error in `driverError`.
 */
function isInfrastructureFailure(error: unknown): boolean {
  const candidate = error as { code?: unknown; driverError?: unknown; message?: unknown } | null;
  if (candidate === null || typeof candidate !== 'object') return false;
  if (candidate.driverError !== undefined && isInfrastructureFailure(candidate.driverError)) return true;
  const code = candidate.code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  // pg's pool gives these as plain errors, without a code.
  return (
    typeof candidate.message === 'string' &&
    /^(timeout exceeded when trying to connect|Connection terminated)/.test(candidate.message)
  );
}

/**
 * Apollo codes of errors about the request as sent whose text describes the request only (the document, the
 * operation name, the HTTP request shape), never the service: the text is what a developer needs to fix it, and
 * what every GraphQL server answers.
 */
const DESCRIBED_REQUEST_ERRORS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * Errors graphql-js or Apollo raise about the request itself (syntax, validation, variables, operation name, CSRF,
 * limits). Those graphql-js describes carry its text as both `message` and `details`; variable errors without the
 * value sent.
 */
function fromGraphqlRequestError(error: GraphQLError): ClientError {
  const code = error.extensions?.code;
  if (isErrorCode(code)) {
    return build(code, {
      params: (error.extensions.params as ErrorParams | undefined) ?? {},
      fieldErrors: (error.extensions.fieldErrors as FieldErrors | undefined) ?? {},
    });
  }
  if (code === 'BAD_USER_INPUT') {
    const { message, fieldErrors } = describeVariableError(error);
    return build('validation.failed', { fieldErrors, message, details: message });
  }
  // A located error comes from executing the operation, not from the request as sent: a value that failed to
  // serialize (an amount beyond the safe range) or a null in a non-null field is the service's failure.
  if (code === 'INTERNAL_SERVER_ERROR' || error.path !== undefined) return build('internal_error', { internal: true });
  if (typeof code === 'string' && DESCRIBED_REQUEST_ERRORS.has(code)) {
    return build('request.failed', { message: error.message, details: error.message });
  }
  return build('request.failed');
}

const CONSTRAINT_KEYS: Record<string, string> = {
  isNotEmpty: 'required',
  isDefined: 'required',
  isEmail: 'email',
  maxLength: 'max_length',
  minLength: 'min_length',
  isUUID: 'uuid',
  isInt: 'integer',
  min: 'min',
  max: 'max',
};

function fieldErrorsOf(errors: ValidationError[], prefix = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const keys = Object.keys(error.constraints ?? {}).map((name) => CONSTRAINT_KEYS[name] ?? snake(name));
    if (keys.length) result[path] = keys;
    Object.assign(result, fieldErrorsOf(error.children ?? [], path));
  }
  return result;
}

function snake(name: string): string {
  return name
    .replace(/^is(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

function build(
  code: ErrorCode,
  options: Partial<Pick<ClientError, 'message' | 'params' | 'fieldErrors' | 'details' | 'headers' | 'internal'>> = {},
): ClientError {
  const entry = errorCodeEntry(code);
  return {
    code,
    httpStatus: entry.status,
    message: options.message ?? entry.message,
    params: options.params ?? {},
    fieldErrors: options.fieldErrors ?? {},
    details: options.details ?? null,
    headers: options.headers ?? {},
    internal: options.internal ?? false,
  };
}

function assertNever(value: never): never {
  throw new Error(`Unhandled error kind ${JSON.stringify(value)}`);
}
