import type { ErpOperation } from './erp-connector';

export type ErpFailureKind =
  'auth' | 'unavailable' | 'timeout-before-send' | 'outcome-unknown' | 'not-supported' | 'rejected';

/**
 * Base of every connector failure. Messages are written by the connector, never copied from a transport error,
 * so they cannot carry a password, a session token or a URL with its query string.
 */
export abstract class ErpConnectorError extends Error {
  abstract readonly kind: ErpFailureKind;
  readonly operation: ErpOperation;

  constructor(operation: ErpOperation, message: string) {
    super(message);
    this.operation = operation;
  }

  /** Whether the same read may succeed when repeated. Writes are never repeated by the connector. */
  get retryable(): boolean {
    return false;
  }
}

/** The server rejected the credentials (or a session right after signing in). */
export class ErpAuthError extends ErpConnectorError {
  readonly kind = 'auth' as const;
  override readonly name = 'ErpAuthError';
}

/**
 * The server is down, refused the connection, answered 5xx, or refused a session because its licence limit of
 * concurrent sessions is reached (`reason: 'session-limit'`, not repeated: sessions do not free up in milliseconds).
 */
export class ErpUnavailableError extends ErpConnectorError {
  readonly kind = 'unavailable' as const;
  override readonly name = 'ErpUnavailableError';
  readonly reason: 'unreachable' | 'server-error' | 'session-limit';
  readonly status: number | null;

  constructor(
    operation: ErpOperation,
    message: string,
    reason: ErpUnavailableError['reason'],
    status: number | null = null,
  ) {
    super(operation, message);
    this.reason = reason;
    this.status = status;
  }

  override get retryable(): boolean {
    return this.reason !== 'session-limit';
  }
}

/** Nothing of the request reached the server in time (connect timeout, body not flushed): nothing was applied. */
export class ErpTimeoutBeforeSendError extends ErpConnectorError {
  readonly kind = 'timeout-before-send' as const;
  override readonly name = 'ErpTimeoutBeforeSendError';

  override get retryable(): boolean {
    return true;
  }
}

/** The request was fully sent and no usable answer came: a write may or may not have been applied. */
export class ErpOutcomeUnknownError extends ErpConnectorError {
  readonly kind = 'outcome-unknown' as const;
  override readonly name = 'ErpOutcomeUnknownError';

  override get retryable(): boolean {
    return true;
  }
}

/** The server lacks the operation (for example the batch unpaid call answers 404). */
export class ErpNotSupportedError extends ErpConnectorError {
  readonly kind = 'not-supported' as const;
  override readonly name = 'ErpNotSupportedError';
}

/** A 4xx business refusal. `code` and the message are the server's, cut short and safe to show. */
export class ErpRejectedError extends ErpConnectorError {
  readonly kind = 'rejected' as const;
  override readonly name = 'ErpRejectedError';
  readonly status: number;
  readonly code: string | null;

  constructor(operation: ErpOperation, message: string, status: number, code: string | null) {
    super(operation, message);
    this.status = status;
    this.code = code;
  }
}

export type ErpFailure =
  | ErpAuthError
  | ErpUnavailableError
  | ErpTimeoutBeforeSendError
  | ErpOutcomeUnknownError
  | ErpNotSupportedError
  | ErpRejectedError;
