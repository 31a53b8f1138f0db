import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { metrics } from '../http/metrics';
import { sqlFailureOf } from './sql-state';

export type IsolationLevel = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

const current = new AsyncLocalStorage<EntityManager>();

/** SQLSTATEs after which the whole transaction may safely run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;
/** Back-off before attempt n + 1: random in [0, min(CAP, BASE · 2^(n−1))) ms, so colliding retries spread out. */
const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 250;

/** The entity manager of the transaction `fn` runs in, or the data source's own manager outside one. */
export function currentEntityManager(dataSource: DataSource): EntityManager {
  return current.getStore() ?? dataSource.manager;
}

/**
 * Runs `fn` in one database transaction. Serialization failures and deadlocks roll back and run `fn` again, at most
 * MAX_ATTEMPTS times with exponential jittered back-off, so `fn` must not have side effects outside the database.
 * When every attempt conflicted the caller gets 409 concurrency.conflict (the data was changed concurrently; retry),
 * never an internal error. Nested calls join the outer transaction.
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  fn: (manager: EntityManager) => Promise<T>,
  isolation: IsolationLevel = 'READ COMMITTED',
): Promise<T> {
  const outer = current.getStore();
  if (outer) return fn(outer);
  const run = (manager: EntityManager) => current.run(manager, () => fn(manager));
  for (let attempt = 1; ; attempt += 1) {
    try {
      // READ COMMITTED is the database default: naming it would cost a SET TRANSACTION round trip per transaction.
      return await (isolation === 'READ COMMITTED'
        ? dataSource.transaction(run)
        : dataSource.transaction(isolation, run));
    } catch (error) {
      const { code } = sqlFailureOf(error);
      if (!code || !RETRYABLE.has(code)) throw error;
      if (attempt >= MAX_ATTEMPTS)
        throw new DomainError('concurrency.conflict', { details: 'Concurrent changes kept conflicting; retry.' });
      metrics.transactionRetries[code] = (metrics.transactionRetries[code] ?? 0) + 1;
      const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
