import { errorCodeEntry, type ErrorCode } from './error-codes';

/** Field name (dotted path for nested members) to a list of stable error keys, e.g. `{ email: ['required'] }`. */
export type FieldErrors = Record<string, string[]>;

export type ErrorParams = Record<string, string | number | boolean | null>;

/**
 * A failure the client is meant to see. Only `code`, `params`, `fieldErrors` and `details` leave the service, so
 * they must never carry secrets, raw bank data or storage paths.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly fieldErrors: FieldErrors;
  readonly details: string | null;
  /** Extra response headers, such as Retry-After on 429. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      params?: ErrorParams;
      fieldErrors?: FieldErrors;
      details?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(errorCodeEntry(code).message);
    this.name = 'DomainError';
    this.code = code;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors ?? {};
    this.details = options.details ?? null;
    this.headers = options.headers ?? {};
  }

  get httpStatus(): number {
    return errorCodeEntry(this.code).status;
  }
}

export function validationFailed(fieldErrors: FieldErrors, details?: string): DomainError {
  return new DomainError('validation.failed', { fieldErrors, details });
}
