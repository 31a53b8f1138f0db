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
  return runner;
}

export async function releaseRows(runner: QueryRunner): Promise<void> {
  await runner.commitTransaction();
  await runner.release();
}

/** Resolves once a statement containing `statement` waits on a lock; fails if the request answers first. */
export async function waitUntilQueued(db: DataSource, request: Promise<unknown>, statement: string): Promise<void> {
  let answered = false;
  request.then(
    () => (answered = true),
    () => (answered = true),
  );
  for (let waited = 0; !answered; waited += 20) {
    const [{ waiting }] = await db.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND strpos(query, $1) > 0`,
      [statement],
    );
    if (waiting > 0) return;
    if (waited > 10_000) throw new Error(`${statement} never waited on a lock`);
    await sleep(20);
  }
  throw new Error(`the request answered before ${statement} waited on a lock`);
}
