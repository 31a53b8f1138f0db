import type { ErpOperation } from './erp-connector';
import {
  ErpAuthError,
  type ErpConnectorError,
  ErpNotSupportedError,
  ErpOutcomeUnknownError,
  ErpRejectedError,
  ErpTimeoutBeforeSendError,
  ErpUnavailableError,
} from './erp-connector.errors';
import type { ErpHttpAnswer } from './erp-http-transport';

/** Where the dialects read the same status differently. */
export interface ErpDialectAnswers {
  /**
   * A 403 that names no licence: iikoServer means the API user lacks a right (`Permission denied`), which is the
   * login's configuration, an `auth` failure; the Reference dialect refuses the request itself (`rejected`).
   */
  forbidden: 'auth' | 'rejected';
  /**
   * Whether a `text/plain` error body is the server's message to keep (iikoServer's errors are all plain text,
   * docs/iiko-server.md §3.3) or not shown (the Reference dialect's errors are JSON `{error, message}`).
   */
  plainTextMessages: boolean;
}

export const REFERENCE_ANSWERS: ErpDialectAnswers = { forbidden: 'rejected', plainTextMessages: false };
export const IIKO_SERVER_ANSWERS: ErpDialectAnswers = { forbidden: 'auth', plainTextMessages: true };

export interface ErpAnswerContext {
  /**
   * A 5xx may come after the server applied the request (iikoServer's `addPayOut`: an internal error can follow the
   * booking): the outcome is then unknown rather than a failure before anything happened.
   */
  serverErrorMeansUnknown?: boolean;
  /** Values that must never appear in a message even if the server echoes them (the session token). */
  redact?: readonly (string | null)[];
}

/** A free slot of the server's API licence is missing (iikoServer: `License enhancement is required: …`). */
const SESSION_LIMIT = /licen[cs]e/i;
/** The licence lacks the API module altogether (iikoServer: `Module %s is blocked within current license`). */
const MODULE_BLOCKED = /module\b.*\bis blocked within current licen[cs]e/i;

/**
 * The one mapping of a non-successful answer to its failure, for every dialect: 401 the session or credentials,
 * 403 licence texts unavailable (`session-limit`, `module-blocked`) and other 403 per dialect, 404/405/501 a call
 * the server lacks, 5xx the server failing (or an unknown outcome where the context says so), every other status a
 * refusal that keeps a short, safe code and text.
 */
export function failureOfAnswer(
  operation: ErpOperation,
  answer: ErpHttpAnswer,
  dialect: ErpDialectAnswers,
  context: ErpAnswerContext = {},
): ErpConnectorError {
  const { status, text } = answer;
  if (status === 401) {
    return new ErpAuthError(operation, 'The accounting server refused the session or the credentials (HTTP 401)');
  }
  if (status === 403 && MODULE_BLOCKED.test(text)) {
    return new ErpUnavailableError(
      operation,
      'The licence of the accounting server does not include its API module',
      'module-blocked',
      403,
    );
  }
  if (status === 403 && SESSION_LIMIT.test(text)) {
    return new ErpUnavailableError(
      operation,
      'The accounting server has no free session: its licence limit of concurrent sessions is reached',
      'session-limit',
      403,
    );
  }
  if (status === 403 && dialect.forbidden === 'auth') {
    return new ErpAuthError(
      operation,
      `The login of the accounting server lacks a right ${operation} needs (HTTP 403)`,
    );
  }
  if (status === 404 || status === 405 || status === 501) {
    return new ErpNotSupportedError(operation, `The accounting server does not support ${operation}`);
  }
  if (status >= 500) {
    const failed = `The accounting server failed (HTTP ${status})`;
    return context.serverErrorMeansUnknown
      ? new ErpOutcomeUnknownError(operation, `${failed} after the request was sent; it may have been applied`)
      : new ErpUnavailableError(operation, failed, 'server-error', status);
  }
  const refusal = refusalOf(answer, dialect, context.redact ?? []);
  const message = refusal.message ?? `The accounting server refused ${operation} (HTTP ${status})`;
  return new ErpRejectedError(operation, message, status, refusal.code);
}

/**
 * A sign-in made for a call: when it times out, the call that needed the session was not sent, whatever became of the
 * sign-in request itself.
 */
export async function signInForCall<T>(operation: ErpOperation, signIn: () => Promise<T>): Promise<T> {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof ErpOutcomeUnknownError) {
      throw new ErpTimeoutBeforeSendError(operation, 'Signing in to the accounting server timed out; nothing was sent');
    }
    throw error;
  }
}

/** A server-supplied text, shortened and stripped of control characters before it goes into an error. */
export function safeServerText(value: unknown, redact: readonly (string | null)[] = []): string | null {
  if (typeof value !== 'string') return null;
  let text = value;
  for (const secret of redact) if (secret) text = text.split(secret).join('[redacted]');
  text = text
    .replace(/[\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text.slice(0, 200);
}

function refusalOf(
  answer: ErpHttpAnswer,
  dialect: ErpDialectAnswers,
  redact: readonly (string | null)[],
): { code: string | null; message: string | null } {
  try {
    const body = JSON.parse(answer.text) as { error?: unknown; message?: unknown } | null;
    if (body !== null && typeof body === 'object') {
      return {
        code: typeof body.error === 'string' ? body.error.slice(0, 64) : null,
        message: safeServerText(body.message, redact),
      };
    }
  } catch {
    // not JSON: a plain-text refusal has no code
  }
  if (dialect.plainTextMessages && answer.contentType !== 'text/html') {
    const text = safeServerText(answer.text, redact);
    return { code: null, message: text === null ? null : `The accounting server refused the request: ${text}` };
  }
  return { code: null, message: null };
}
