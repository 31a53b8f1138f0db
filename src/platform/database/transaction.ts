import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { metrics } from '../http/metrics';
import { sqlFailureOf } from './sql-state';

export type IsolationLevel = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

/** The transaction `fn` runs in: its manager and what is to run once it has committed. */
interface TransactionScope {
  manager: EntityManager;
  afterCommit: (() => void)[];
}

const current = new AsyncLocalStorage<TransactionScope>();

/** SQLSTATEs after which the whole transaction may safely run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;
/** Back-off before attempt n + 1: random in [0, min(CAP, BASE · 2^(n−1))) ms, so colliding retries spread out. */
const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 250;

/** The entity manager of the transaction `fn` runs in, or the data source's own manager outside one. */
export function currentEntityManager(dataSource: DataSource): EntityManager {
  return current.getStore()?.manager ?? dataSource.manager;
}

/**
 * Runs `callback` after the surrounding transaction commits (the outermost one, when calls are nested), or at once
 * outside a transaction. A rolled-back transaction drops its callbacks, and so does each attempt that is retried, so
 * side effects that must not announce uncommitted changes (published events) go here. Callbacks must not throw;
 * one that does is not allowed to fail the committed call.
 */
export function afterCommit(callback: () => void): void {
  const scope = current.getStore();
  if (scope) scope.afterCommit.push(callback);
  else callback();
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
  settings: LocalSettings = {},
): Promise<T> {
  const outer = current.getStore();
  if (outer) return fn(outer.manager);
  for (let attempt = 1; ; attempt += 1) {
    // Per attempt: what a rolled-back attempt registered is dropped with it.
    const callbacks: (() => void)[] = [];
    const run = (manager: EntityManager) => current.run({ manager, afterCommit: callbacks }, () => fn(manager));
    try {
      const result = await transactionOn(dataSource.createQueryRunner(), isolation, settings, run);
      for (const callback of callbacks) runCommitted(callback);
      return result;
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

/**
 * Runs `fn` in one transaction on `runner`'s connection, which stays the caller's afterwards: for work whose session
 * outlives the transaction (a cursor declared WITH HOLD) and which must not take a second connection from the pool
 * while it holds one. Inside, `ctx.em` is the runner's manager and nested `inTransaction` calls join. Not retried:
 * meant for reads and appends, which a serialization failure does not hit.
 */
export async function inTransactionOn<T>(
  runner: QueryRunner,
  fn: () => Promise<T>,
  isolation: IsolationLevel = 'READ COMMITTED',
): Promise<T> {
  if (current.getStore()) throw new Error('inTransactionOn cannot run inside another transaction');
  const callbacks: (() => void)[] = [];
  await begin(runner, isolation, {});
  let result: T;
  try {
    result = await current.run({ manager: runner.manager, afterCommit: callbacks }, fn);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  }
  for (const callback of callbacks) runCommitted(callback);
  return result;
}

/**
 * `SET LOCAL` settings of one transaction, sent with its START: planner switches such as `enable_seqscan: 'off'`.
 * Names and values are the code's own constants, never input.
 */
export type LocalSettings = Readonly<Record<string, 'on' | 'off'>>;

/** One transaction on a runner of its own, released afterwards (what `DataSource.transaction` does, opened by `begin`). */
async function transactionOn<T>(
  runner: QueryRunner,
  isolation: IsolationLevel,
  settings: LocalSettings,
  fn: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    await begin(runner, isolation, settings);
    const result = await fn(runner.manager);
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * Starts the transaction in one round trip. TypeORM's `startTransaction` sends START TRANSACTION and then SET
 * TRANSACTION ISOLATION LEVEL, and every statement is a round trip that wakes the database backend; here its START is
 * rewritten into one simple-query message that also names the isolation level and carries the local settings. READ
 * COMMITTED, the database default, is not named.
 */
async function begin(runner: QueryRunner, isolation: IsolationLevel, settings: LocalSettings): Promise<void> {
  const locals = Object.entries(settings).map(([name, value]) => {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a setting name: ${name}`);
    return `SET LOCAL ${name} = ${value === 'on' ? 'on' : 'off'}`;
  });
  if (isolation === 'READ COMMITTED' && locals.length === 0) return runner.startTransaction();
  const statements = [
    isolation === 'READ COMMITTED' ? 'START TRANSACTION' : `START TRANSACTION ISOLATION LEVEL ${isolation}`,
    ...locals,
  ];
  const query = runner.query;
  runner.query = ((sql: string, ...rest: unknown[]) =>
    (query as (...args: unknown[]) => Promise<unknown>).call(
      runner,
      sql === 'START TRANSACTION' ? statements.join('; ') : sql,
      ...rest,
    )) as QueryRunner['query'];
  try {
    await runner.startTransaction();
  } finally {
    runner.query = query;
  }
}

function runCommitted(callback: () => void): void {
  try {
    callback();
  } catch {
    // The transaction has committed; nothing a callback does can change the call's outcome.
  }
}
