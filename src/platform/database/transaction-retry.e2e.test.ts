import { useTestEnvironment } from '../../../test/test-environment';
import { DomainError } from '../errors/domain-error';
import { metrics } from '../http/metrics';
import { inTransaction } from './transaction';

/** Makes the current transaction fail the way PostgreSQL reports a serialization failure or a deadlock. */
const failWith = (sqlState: string) => `DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = '${sqlState}'; END $$`;

/** The attempts `inTransaction` makes before it gives up (src/platform/database/transaction.ts). */
const MAX_ATTEMPTS = 8;

/**
 * `inTransaction` against the real database: serialization failures and deadlocks re-run the whole transaction a
 * bounded number of times, each run counted in the retry metric, and a transaction that never gets through ends in
 * 409 concurrency.conflict instead of an internal error.
 */
describe('inTransaction retries', () => {
  const env = useTestEnvironment();

  const retriesOf = async (sqlState: string): Promise<number> => {
    const text = (await env.metrics()).text;
    const line = new RegExp(`^db_transaction_retries_total\\{sqlstate="${sqlState}"\\} (\\d+)$`, 'm').exec(text);
    if (!line) throw new Error(`no retry counter for ${sqlState} in:\n${text}`);
    return Number(line[1]);
  };

  it('ends a transaction that always fails to serialize in concurrency.conflict after the bounded attempts', async () => {
    const before = { counter: metrics.transactionRetries['40001'], exposed: await retriesOf('40001') };
    const attempts: { transactionId: string; isolation: string }[] = [];

    const failure = await inTransaction(
      env.app.dataSource,
      async (manager) => {
        const [row] = await manager.query(
          `SELECT txid_current()::text AS "transactionId", current_setting('transaction_isolation') AS isolation`,
        );
        attempts.push(row);
        await manager.query(failWith('40001'));
        return 'committed';
      },
      'SERIALIZABLE',
    ).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: 'concurrency.conflict', httpStatus: 409 });
    // Every attempt is a fresh transaction at the asked isolation, and the number of attempts is bounded.
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    expect(new Set(attempts.map((attempt) => attempt.transactionId)).size).toBe(MAX_ATTEMPTS);
    expect(new Set(attempts.map((attempt) => attempt.isolation))).toEqual(new Set(['serializable']));
    // The last attempt is not followed by a retry, so it is not counted as one.
    expect(metrics.transactionRetries['40001'] - before.counter).toBe(MAX_ATTEMPTS - 1);
    expect((await retriesOf('40001')) - before.exposed).toBe(MAX_ATTEMPTS - 1);
  });

  it('runs a transaction again after deadlocks and answers what the attempt that got through returned', async () => {
    const before = metrics.transactionRetries['40P01'];
    let attempts = 0;

    const result = await inTransaction(env.app.dataSource, async (manager) => {
      attempts += 1;
      if (attempts <= 2) await manager.query(failWith('40P01'));
      const [{ value }] = await manager.query('SELECT $1::int AS value', [attempts]);
      return value as number;
    });

    expect(result).toBe(3);
    expect(metrics.transactionRetries['40P01'] - before).toBe(2);
  });

  it('does not run a transaction again after any other failure', async () => {
    const before = { ...metrics.transactionRetries };
    let attempts = 0;

    const failure = await inTransaction(env.app.dataSource, async (manager) => {
      attempts += 1;
      await manager.query(failWith('23505'));
    }).catch((error: unknown) => error);

    expect(failure).not.toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ driverError: { code: '23505' } });
    expect(attempts).toBe(1);
    expect(metrics.transactionRetries).toEqual(before);
  });

  it('opens a transaction at its isolation with its local settings in one statement, and they end with it', async () => {
    const counted = metrics.sqlStatements;
    const inside = await inTransaction(
      env.app.dataSource,
      async (manager) => {
        const [row] = await manager.query(
          `SELECT current_setting('transaction_isolation') AS isolation, current_setting('enable_seqscan') AS seqscan,
                  pg_backend_pid() AS pid`,
        );
        return row as { isolation: string; seqscan: string; pid: number };
      },
      'SERIALIZABLE',
      { enable_seqscan: 'off' },
    );
    // START with its settings, the SELECT, COMMIT.
    expect(metrics.sqlStatements - counted).toBe(3);
    expect(inside).toMatchObject({ isolation: 'serializable', seqscan: 'off' });

    // The pool hands the same (most recently released) connection on: SET LOCAL did not outlive the transaction.
    const after = await inTransaction(env.app.dataSource, async (manager) => {
      const [row] = await manager.query(
        `SELECT current_setting('transaction_isolation') AS isolation, current_setting('enable_seqscan') AS seqscan,
                pg_backend_pid() AS pid`,
      );
      return row as { isolation: string; seqscan: string; pid: number };
    });
    expect(after).toEqual({ isolation: 'read committed', seqscan: 'on', pid: inside.pid });
  });
});
