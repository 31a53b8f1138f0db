import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlFailureOf } from './sql-state';

export type IsolationLevel = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

const current = new AsyncLocalStorage<EntityManager>();

/** SQLSTATEs after which the whole transaction may safely run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/** The entity manager of the transaction `fn` runs in, or the data source's own manager outside one. */
export function currentEntityManager(dataSource: DataSource): EntityManager {
  return current.getStore() ?? dataSource.manager;
}

/**
 * Runs `fn` in one database transaction. Serialization failures and deadlocks roll back and run `fn` again (with
 * a short jittered back-off), so `fn` must not have side effects outside the database. Nested calls join the
 * outer transaction.
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  fn: (manager: EntityManager) => Promise<T>,
  isolation: IsolationLevel = 'READ COMMITTED',
): Promise<T> {
  const outer = current.getStore();
  if (outer) return fn(outer);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await dataSource.transaction(isolation, (manager) => current.run(manager, () => fn(manager)));
    } catch (error) {
      const { code } = sqlFailureOf(error);
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
