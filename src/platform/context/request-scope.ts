import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line and error of one request shares, reachable without threading it through every call. */
export interface RequestScope {
  traceId: string;
  sqlStatements: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentTraceId(): string | null {
  return storage.getStore()?.traceId ?? null;
}

export function recordSqlStatement(): void {
  const scope = storage.getStore();
  if (scope) scope.sqlStatements += 1;
}
