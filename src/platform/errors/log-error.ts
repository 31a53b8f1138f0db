import type { Logger } from '../logging/logger';

/**
 * Logs an unexpected failure with enough to debug it, under the request's trace id. Driver errors carry the query
 * parameters and row values (`parameters`, `detail`); those are left out because they may hold secrets or bank data.
 */
export function logInternalError(logger: Logger, error: unknown, traceId: string | null): void {
  const err = error as { name?: string; message?: string; stack?: string; code?: string; originalError?: unknown };
  const cause = err?.originalError ?? error;
  const safe = cause as { name?: string; message?: string; stack?: string; code?: string };
  logger.error(
    { traceId, error: { type: safe?.name, message: safe?.message, code: safe?.code, stack: safe?.stack } },
    'unhandled failure',
  );
}
