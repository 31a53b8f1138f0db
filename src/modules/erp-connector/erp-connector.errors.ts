import { DomainError } from '../../platform/errors/domain-error';
import type { ErrorCode } from '../../platform/errors/error-codes';
import type { ErpOperation } from './erp-connector';

export type ErpFailureKind =
  | 'auth'
  | 'unavailable'
  | 'timeout-before-send'
  | 'outcome-unknown'
  | 'not-supported'
  | 'rejected'
  | 'address-not-allowed';

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
 * The server is down, refused the connection, answered 5xx, refused a session because its licence limit of
 * concurrent sessions is reached (`reason: 'session-limit'`), or its licence does not include the API module at all
 * (`module-blocked`). The last two are not repeated: neither frees up in milliseconds.
 */
export class ErpUnavailableError extends ErpConnectorError {
  readonly kind = 'unavailable' as const;
  override readonly name = 'ErpUnavailableError';
  readonly reason: 'unreachable' | 'server-error' | 'session-limit' | 'module-blocked';
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
    return this.reason !== 'session-limit' && this.reason !== 'module-blocked';
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

/** The address policy (erp-address-policy.ts) refused the host or an address it resolved to: nothing was sent. */
export class ErpAddressNotAllowedError extends ErpConnectorError {
  readonly kind = 'address-not-allowed' as const;
  override readonly name = 'ErpAddressNotAllowedError';
}

export type ErpFailure =
  | ErpAddressNotAllowedError
  | ErpAuthError
  | ErpUnavailableError
  | ErpTimeoutBeforeSendError
  | ErpOutcomeUnknownError
  | ErpNotSupportedError
  | ErpRejectedError;

/** `lastCheckStatus` of a connection check (docs/erp-connections.md §Check results); `connected` when it succeeded. */
export type ErpCheckStatus = 'connected' | 'auth_failed' | 'unavailable' | 'timeout' | 'address_not_allowed' | 'error';

/** What a connector failure means to a client: the one mapping every caller uses. */
export interface ErpFailureOutcome {
  /** Registry code of the client error, also stored as a failed sync run's `error_code`. */
  code: ErrorCode;
  /** `lastCheckStatus` of a failed connection check. */
  checkStatus: ErpCheckStatus;
  /** Fixed text for check results and sync runs; never the remote's own text, which may echo anything. */
  message: string;
}

const OUTCOMES: Record<ErpFailureKind, ErpFailureOutcome> = {
  auth: {
    code: 'erp_credentials_rejected',
    checkStatus: 'auth_failed',
    message: 'The accounting system rejected the credentials.',
  },
  unavailable: {
    code: 'erp_unavailable',
    checkStatus: 'unavailable',
    message: 'The accounting system cannot be reached, failed, or has no free session.',
  },
  'timeout-before-send': {
    code: 'erp_timeout',
    checkStatus: 'timeout',
    message: 'The accounting system could not be reached in time; nothing was sent.',
  },
  'outcome-unknown': {
    code: 'erp_timeout',
    checkStatus: 'timeout',
    message: 'The accounting system did not answer in time; the request may have been applied.',
  },
  'not-supported': {
    code: 'erp_request_rejected',
    checkStatus: 'error',
    message: 'The accounting system does not support the operation.',
  },
  rejected: {
    code: 'erp_request_rejected',
    checkStatus: 'error',
    message: 'The accounting system refused the request.',
  },
  'address-not-allowed': {
    code: 'erp_address_not_allowed',
    checkStatus: 'address_not_allowed',
    message: 'The address of the accounting system is not allowed by the outbound address policy.',
  },
};

/**
 * A licence refusal is no outage: a full licence frees up once other sessions end, a licence without the API module
 * needs a new licence. People act differently on each, so each has its own fixed text.
 */
const LICENCE_MESSAGES: Partial<Record<ErpUnavailableError['reason'], string>> = {
  'session-limit':
    'The accounting system has no free session: its licence limit of concurrent API sessions is reached.',
  'module-blocked': 'The licence of the accounting system does not include its API module.',
};

export function outcomeOf(error: ErpConnectorError): ErpFailureOutcome {
  const outcome = OUTCOMES[error.kind];
  const licence = error instanceof ErpUnavailableError ? LICENCE_MESSAGES[error.reason] : undefined;
  return licence ? { ...outcome, message: licence } : outcome;
}

/**
 * A connector failure as the client error of a call that cannot answer without the accounting system (checks
 * answer results instead, syncs store failed runs). Params name the operation and kind, plus the HTTP status of a
 * refusal; never the remote's text.
 */
/** A failure of the accounting system as its client error; anything else (a bug, the database) as it is. */
export function asClientError(error: unknown): unknown {
  return error instanceof ErpConnectorError ? toDomainError(error) : error;
}

export function toDomainError(error: ErpConnectorError): DomainError {
  const params = { operation: error.operation, kind: error.kind };
  return new DomainError(outcomeOf(error).code, {
    params: error instanceof ErpRejectedError ? { ...params, status: error.status } : params,
  });
}
