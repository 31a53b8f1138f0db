import { startErpSimulator, type ErpSimulator } from '../src/erp-simulator/erp-simulator';
import type { PaymentScope } from './payment-fixtures';
import { approvedAllocation, createPostingScope, queuedPosting, seedPayableDocuments } from './posting-fixtures';
import { postingWorkerEnv, WorkerProcess } from './posting-worker-processes';
import { createTestDatabase, type TestDatabase } from './test-database';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

/**
 * SIGTERM on a real `src/worker.ts` process while it holds a posting whose write is in flight: within
 * SHUTDOWN_GRACE_SECONDS the posting is either finished by that worker, or its lease is released for the next worker
 * to take over (which reads back first, so the write is never sent twice); the process exits 0 either way.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;
const title = onPostgres
  ? 'posting worker process on SIGTERM'
  : 'posting worker process on SIGTERM (skipped: needs DATABASE_URL — the worker process and the test share one ' +
    'PostgreSQL database; the embedded database belongs to one process)';

const PAYMENT = 100_000;
/** Below the worker's 800 ms write timeout (postingWorkerEnv), so the write answers, but slow enough to be caught. */
const WRITE_LATENCY_MS = 600;

interface Row {
  status: string;
  key: string;
  leaseToken: string | null;
  leaseExpired: boolean | null;
  workerId: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres(title, () => {
  let database: TestDatabase;
  let env: TestEnvironment;
  let simulator: ErpSimulator;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    // A database of its own: the worker claims every due posting of its database.
    database = await createTestDatabase();
    env = await createTestEnvironment({ DATABASE_URL: database.url });
    simulator = await startErpSimulator({ port: 0 });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill('SIGKILL')));
    await simulator?.close();
    await env?.close();
    await database?.drop();
  });

  const db = () => env.app.dataSource;

  function startWorker(name: string, overrides: Record<string, string> = {}): WorkerProcess {
    const worker = new WorkerProcess(name, postingWorkerEnv(database.url, env.app.config.encryptionKey!, overrides));
    workers.push(worker);
    return worker;
  }

  /** An approved posting, held back (not due) until `release`, so it is claimed only once the worker runs. */
  async function heldPosting(scope: PaymentScope): Promise<string> {
    const documentIds = await seedPayableDocuments(db(), scope, simulator, [3 * PAYMENT]);
    const { allocationId } = await approvedAllocation(db(), scope, documentIds, [PAYMENT]);
    const posting = await queuedPosting(scope, allocationId);
    const approved = await scope.accountant
      .rest('post', `/api/erp/postings/${posting.id}/approve`)
      .set(scope.headers)
      .send({});
    expect(approved.status).toBe(200);
    await db().query(`UPDATE erp_payment_postings SET next_run_at_utc = 'infinity' WHERE id = $1`, [posting.id]);
    return posting.id;
  }

  async function release(id: string): Promise<void> {
    await db().query(`UPDATE erp_payment_postings SET next_run_at_utc = clock_timestamp() WHERE id = $1`, [id]);
    await db().query(`SELECT pg_notify('erp_postings_due', '')`);
  }

  async function row(id: string): Promise<Row> {
    const [found] = await db().query(
      `SELECT status, idempotency_key AS key, lease_token AS "leaseToken", worker_id AS "workerId",
              worker_lease_expires_at_utc <= clock_timestamp() AS "leaseExpired"
         FROM erp_payment_postings WHERE id = $1`,
      [id],
    );
    return found;
  }

  /** Waits until the write of the posting reached the simulator's latency (the worker holds it, a write in flight). */
  async function writeInFlight(id: string, workerId: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const current = await row(id);
      if (current.workerId === workerId && current.leaseToken !== null) {
        // Claimed: the write goes out right after the claim commits; give it time to arrive in the simulator.
        await sleep(150);
        return;
      }
      if (Date.now() > deadline) throw new Error(`posting ${id} was not claimed by ${workerId}`);
      await sleep(20);
    }
  }

  async function waitFor(id: string, done: (current: Row) => boolean, timeoutMs = 15_000): Promise<Row> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await row(id);
      if (done(current) || Date.now() > deadline) return current;
      await sleep(50);
    }
  }

  /**
   * A worker with the given grace holding a posting whose write is in flight (slowed by the simulator), then
   * SIGTERM: it must exit 0; answers the posting, the worker and how long the exit took.
   */
  async function sigtermWithWriteInFlight(name: string, graceSeconds: string) {
    const scope = await createPostingScope(env, simulator);
    const id = await heldPosting(scope);
    simulator.state.setFault({ operation: 'writePayment', mode: 'latency', count: 1, latencyMs: WRITE_LATENCY_MS });
    const worker = startWorker(name, { SHUTDOWN_GRACE_SECONDS: graceSeconds });
    await worker.ready;
    await release(id);
    await writeInFlight(id, worker.workerId!);

    const signalledAt = Date.now();
    await worker.stop(15_000);
    const { code, signal } = await worker.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    return { id, worker, tookMs: Date.now() - signalledAt };
  }

  const paymentsWith = (key: string) => simulator.state.payments.filter((payment) => payment.idempotencyKey === key);
  const logged = (worker: WorkerProcess, text: string) => worker.output.includes(text);

  it('within the grace: the posting in hand is finished by its worker before the process exits 0', async () => {
    const { id, worker, tookMs } = await sigtermWithWriteInFlight('graceful', '10');
    expect(tookMs).toBeLessThan(10_000);

    // Settled by that worker: the lease is given back with the outcome, and the write landed once.
    const settled = await row(id);
    expect(settled.leaseToken).toBeNull();
    expect(settled.status).not.toBe('Queued');
    expect(paymentsWith(settled.key)).toHaveLength(1);
    expect(logged(worker, 'leases of the postings in hand released')).toBe(false);
    expect(logged(worker, 'worker stopped')).toBe(true);
  }, 60_000);

  it('past the grace: the lease is released at once, and the next worker takes the posting over without a second write', async () => {
    const { id, worker, tookMs } = await sigtermWithWriteInFlight('impatient', '0');
    // Well before the write would have answered plus a lease (POSTING_LEASE_SECONDS=2 in the worker's env).
    expect(tookMs).toBeLessThan(2000);
    expect(logged(worker, 'leases of the postings in hand released')).toBe(true);

    // Not held: either the lease expired where it stood (the next claim is a takeover and reads back first), or the
    // write, cut off with the connector, was recorded as of unknown outcome, which hands the lease back the same way.
    const released = await row(id);
    expect(released.leaseToken === null || released.leaseExpired === true).toBe(true);

    const successor = startWorker('successor', { SHUTDOWN_GRACE_SECONDS: '10' });
    await successor.ready;
    const done = await waitFor(id, (current) => current.status === 'Reconciled');
    expect(done.status).toBe('Reconciled');
    // The write the first worker sent landed once; the successor found it by readback instead of writing again.
    expect(paymentsWith(done.key)).toHaveLength(1);
    await successor.stop();
    expect((await successor.exited).code).toBe(0);
  }, 60_000);
});
