import type { Logger } from '../logging/logger';

const URL_PATTERN = /[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/** What of a failure may be logged. */
export interface SafeErrorFields {
  type?: string;
  code?: string;
  message?: string;
  stack?: string;
}

/**
 * Type, code, message and stack only: driver errors carry the query parameters and row values (`parameters`,
 * `detail`), which may hold secrets or bank data, and a connection failure's message may quote a connection string
 * with its password, so any URL in the message or stack is left out.
 */
export function safeErrorFields(error: unknown): SafeErrorFields {
  const { name, code, message, stack } = (error ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.replace(URL_PATTERN, '[url]') : undefined);
  return {
    type: typeof name === 'string' ? name : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: text(message),
    stack: text(stack),
  };
}

/** Logs an unexpected failure with enough to debug it, under the request's trace id. */
export function logInternalError(logger: Logger, error: unknown, traceId: string | null): void {
  const cause = (error as { originalError?: unknown } | null)?.originalError ?? error;
  logger.error({ traceId, error: safeErrorFields(cause) }, 'unhandled failure');
}
