import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * A transaction of the test holding the rows `select` returns FOR UPDATE, so requests that need them queue behind it
 * in a known order: the first waiter gets the rows when they are released, the next waits for the first to finish.
 */
export async function holdRows(db: DataSource, select: string, params: unknown[]): Promise<QueryRunner> {
  const runner = db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await runner.query(`${select} FOR UPDATE`, params);
  const [{ pid }] = await runner.query('SELECT pg_backend_pid() AS pid');
  holderPids.set(runner, pid);
  return runner;
}

/** The backend of each holding transaction, so a wait can be attributed to it. */
const holderPids = new WeakMap<QueryRunner, number>();

export async function releaseRows(runner: QueryRunner): Promise<void> {
  await runner.commitTransaction();
  await runner.release();
}

/**
 * Resolves once a statement containing `statement` waits on a lock behind `holder` (directly or behind another waiter
 * in its queue); fails if the request answers first. Statements of other tests running against the same database
 * wait behind other holders and do not count.
 */
export async function waitUntilQueued(
  db: DataSource,
  request: Promise<unknown>,
  statement: string,
  holder: QueryRunner,
): Promise<void> {
  let answered = false;
  request.then(
    () => (answered = true),
    () => (answered = true),
  );
  for (let waited = 0; !answered; waited += 20) {
    const [{ waiting }] = await db.query(
      `WITH RECURSIVE behind(pid) AS (
         SELECT a.pid FROM pg_stat_activity a WHERE $2::int = ANY(pg_blocking_pids(a.pid))
         UNION
         SELECT a.pid FROM pg_stat_activity a JOIN behind b ON b.pid = ANY(pg_blocking_pids(a.pid)))
       SELECT count(*)::int AS waiting FROM pg_stat_activity a JOIN behind b ON b.pid = a.pid
        WHERE a.wait_event_type = 'Lock' AND strpos(a.query, $1) > 0`,
      [statement, holderPids.get(holder)],
    );
    if (waiting > 0) return;
    if (waited > 10_000) throw new Error(`${statement} never waited on a lock`);
    await sleep(20);
  }
  throw new Error(`the request answered before ${statement} waited on a lock`);
}
