import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { SqlRunner } from '../src/platform/database/prepared-query';
import type { ClaimedPosting } from '../src/modules/erp-posting/worker/posting-claims';
import { PostingLedger, sql, value } from '../src/modules/erp-posting/worker/posting-ledger';
import type { Database } from '../src/platform/database/database';
import { machineTicks } from './allocate-load';
import { BenchError } from './api.bench';
import {
  backendDelta,
  backendTicks,
  processTicks,
  sampleRss,
  startWorkers,
  stop,
  TICK_MICROS,
  type Child,
  type Simulator,
} from './postings-procs';
import type { DrainMeasure, DrainRound } from './postings-report';
import {
  approve,
  clearRound,
  control,
  openSessions,
  resetSimulator,
  seedExtraSnapshots,
  seedPostings,
  type Scope,
} from './postings-seed';

/** (a) of bench:postings: a round of drains on `workers` worker processes, and what they cost. */

export interface Run {
  db: Database;
  approver: Client;
  simulator: Simulator;
  scope: Scope;
  workerEnv: NodeJS.ProcessEnv;
  logDir: string;
  random: () => number;
  workers: Child[];
  settings: { postings: number; warmup: number; extraSnapshots: number; stallMs: number };
}

/**
 * Fresh seed; the warm-up postings drained first on the new workers; then the measured postings approved in one
 * commit and drained, and a second lot of as many the same way on the same workers (whether memory keeps growing).
 */
export async function drain(run: Run, workerCount: number): Promise<DrainRound> {
  const { db, approver, simulator, scope, settings } = run;
  const dataSource = db.dataSource;
  const seedStarted = Date.now();
  await clearRound(dataSource);
  await resetSimulator(simulator.baseUrl);
  await seedExtraSnapshots(dataSource, scope, settings.extraSnapshots);
  const seed = (count: number, prefix: string) =>
    seedPostings(dataSource, simulator.baseUrl, scope, count, `r${workerCount}${prefix}`, run.random);
  const warmIds = await seed(settings.warmup, 'w');
  const ids = await seed(settings.postings, 'm');
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  run.workers = await startWorkers(dataSource, workerCount, run.workerEnv, run.logDir, `r${workerCount}`);
  const pids = run.workers.map((worker) => worker.pid);

  await approve(approver, warmIds);
  await waitSettled(run, settings.warmup);

  const rss = sampleRss([...pids, simulator.pid]);
  const first = await measureDrain(run, pids, ids, settings.warmup);
  const sessions = await openSessions(simulator.baseUrl);
  const afterFirst = rss.read();
  const repeatIds = await seed(settings.postings, 'r');
  const repeat = await measureDrain(run, pids, repeatIds, settings.warmup + settings.postings);
  const memory = rss.stop();

  const payments = await auditPayments(run, ids, first.approvedAt);
  for (const worker of run.workers) await stop(worker);
  run.workers = [];
  const memoryOf = (index: number) => ({
    first: memory.first[index],
    afterFirst: afterFirst[index],
    peak: memory.peak[index],
    last: memory.last[index],
  });
  return {
    workers: workerCount,
    seedSeconds,
    drains: [first, repeat],
    payments,
    sessions,
    rss: { workers: pids.map((_, index) => memoryOf(index)), simulator: memoryOf(pids.length) },
  };
}

/** Approves `ids` in one commit and waits until they settled; the rates, latencies and CPU of that drain. */
async function measureDrain(run: Run, pids: number[], ids: string[], settledBefore: number): Promise<DrainMeasure> {
  const { db, approver, simulator } = run;
  const dataSource = db.dataSource;
  const plan = await snapshotPlan(dataSource);
  const [{ snapshots }] = await dataSource.query('SELECT count(*)::int AS snapshots FROM erp_document_snapshots');
  const transactions = await nextTransactionId(dataSource);
  const [{ lsn }] = await dataSource.query('SELECT pg_current_wal_lsn()::text AS lsn');
  const workerTicks = pids.map(processTicks);
  const simulatorTicks = processTicks(simulator.pid);
  const backends = await backendTicks(dataSource);
  const machine = machineTicks();
  const selfCpu = process.cpuUsage();
  const wallStarted = Date.now();
  const approvedAt = await approve(approver, ids);
  await waitSettled(run, settledBefore + ids.length);
  const wallSeconds = (Date.now() - wallStarted) / 1000;
  const backendsAfter = await backendTicks(dataSource);
  const bench = process.cpuUsage(selfCpu);
  const machineBusy = (machineTicks().busy - machine.busy) * TICK_MICROS;
  const workers = pids.reduce((total, pid, index) => total + processTicks(pid) - workerTicks[index], 0) * TICK_MICROS;
  const simulatorMicros = (processTicks(simulator.pid) - simulatorTicks) * TICK_MICROS;
  const backendMicros = backendDelta(backends, backendsAfter);
  const [{ wal }] = await dataSource.query('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::float8 AS wal', [lsn]);
  const transactionsPerPosting = ((await nextTransactionId(dataSource)) - transactions) / ids.length;
  const ours =
    workers +
    simulatorMicros +
    (backendMicros ? (backendMicros.worker + backendMicros.other) * TICK_MICROS : 0) +
    bench.user +
    bench.system;
  return {
    approvedAt,
    plan,
    snapshots,
    wallSeconds,
    transactionsPerPosting,
    walBytesPerPosting: wal / ids.length,
    ...(await readOutcome(dataSource, ids, approvedAt)),
    cpu: {
      workersMicros: workers,
      simulatorMicros,
      workerBackendsMicros: backendMicros ? backendMicros.worker * TICK_MICROS : null,
      otherBackendsMicros: backendMicros ? backendMicros.other * TICK_MICROS : null,
      machineBusyCores: machineBusy / (wallSeconds * 1e6),
      // Whatever else ran on the machine meanwhile: the bench's own processes and backends subtracted.
      otherCores: Math.max(0, machineBusy - ours) / (wallSeconds * 1e6),
    },
  };
}

/**
 * How PostgreSQL would run the worker's reconcile step now: the statement PostingLedger sends for a write answered
 * and reflected (as PostingExecution builds it), explained without running it. Answers the scan of
 * erp_document_snapshots in that plan.
 */
async function snapshotPlan(dataSource: DataSource): Promise<string> {
  let plan = '';
  const explaining = (async (statement: string, params: unknown[]) => {
    const rows: { 'QUERY PLAN': string }[] = await dataSource.query(`EXPLAIN ${statement}`, params);
    plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    return [{ fenced: 1 }];
  }) as SqlRunner;
  const [posting] = await dataSource.query(
    `SELECT p.id, p.payment_allocation_id AS "allocationId", p.erp_connection_id AS "connectionId",
            array_agg(l.document_id) AS documents
       FROM erp_payment_postings p JOIN payment_allocation_lines l ON l.allocation_id = p.payment_allocation_id
      GROUP BY 1, 2, 3 LIMIT 1`,
  );
  const claim = {
    id: posting.id,
    leaseToken: posting.id,
    connectionId: posting.connectionId,
    reconciliationAttemptCount: 0,
  } as ClaimedPosting;
  const documents = (posting.documents as string[]).map((documentId) => ({
    documentId,
    amount: 100_000,
    paidAmount: 5_000,
    unpaidAmount: 95_000,
    paymentStatus: 'PartiallyPaid' as const,
    isProcessed: true,
    isDeleted: false,
    revision: 2,
  }));
  await new PostingLedger(explaining, claim, 'bench', 60).apply({
    status: 'Reconciled',
    attempts: [
      { kind: 'write', number: 1, outcome: 'Succeeded', ms: 1 },
      { kind: 'readback', outcome: 'Found', ms: 1 },
    ],
    set: {
      external_payment_id: value('bench'),
      posted_at_utc: sql('COALESCE(posted_at_utc, clock_timestamp())'),
      unconfirmed_send_at_utc: value(null),
      transient_failure_count: value(0),
      reconciliation_attempt_count: sql('reconciliation_attempt_count + 1'),
      reconciled_at_utc: sql('clock_timestamp()'),
      force_readback: value(false),
      error_code: value(null),
      error_message: value(null),
    },
    allocationStatus: 'Reconciled',
    outboxProcessed: true,
    reconciled: { documents },
    release: { nextRunAtUtc: null },
  });
  return (
    /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)[^\n]* on erp_document_snapshots/.exec(plan)?.[1] ?? '?'
  );
}

/**
 * The next transaction id of the server: every transaction that writes takes one, so the difference counts the
 * writing transactions in between (of the whole server, like the WAL). pg_stat_database's commit counter would be
 * per database, but idle backends report it up to 10 s late.
 */
async function nextTransactionId(dataSource: DataSource): Promise<number> {
  const [{ next }] = await dataSource.query(`SELECT pg_snapshot_xmax(pg_current_snapshot())::text::float8 AS next`);
  return next;
}

/**
 * Until every approved posting is Reconciled or handed back with nothing due (Failed, a readback exhausted …);
 * `approved` is how many should have left ApprovalRequired by now.
 */
export async function waitSettled(run: Run, approved: number): Promise<void> {
  const stallMs = run.settings.stallMs;
  let progress = -1;
  let progressAt = Date.now();
  for (;;) {
    const [row] = await run.db.dataSource.query(
      `SELECT count(*) FILTER (WHERE status <> 'ApprovalRequired')::int AS approved,
              count(*) FILTER (WHERE status = 'Reconciled'
                                  OR (status <> 'ApprovalRequired' AND next_run_at_utc IS NULL
                                      AND lease_token IS NULL))::int AS settled
         FROM erp_payment_postings`,
    );
    if (row.approved === approved && row.settled === approved) return;
    if (row.settled !== progress) {
      progress = row.settled;
      progressAt = Date.now();
    } else if (Date.now() - progressAt > stallMs) {
      const statuses = await run.db.dataSource.query(
        `SELECT status, error_code AS error, count(*)::int AS n, count(next_run_at_utc)::int AS due
           FROM erp_payment_postings GROUP BY 1, 2`,
      );
      throw new BenchError(
        `no posting settled for ${stallMs / 1000} s (${row.settled} of ${approved}): ${JSON.stringify(statuses)}; ` +
          `worker log: ${run.workers[0]?.logFile ?? 'none'}`,
      );
    }
    for (const worker of run.workers)
      if (worker.child.exitCode !== null) throw new BenchError(`${worker.name} exited; see ${worker.logFile}`);
    await sleep(100);
  }
}

/** What the database says of the measured postings, times in seconds after the approve commit. */
async function readOutcome(db: DataSource, ids: string[], approvedAt: number) {
  const [postings] = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'Reconciled')::int AS reconciled,
            max(extract(epoch FROM reconciled_at_utc))::float8 - $2 AS "lastReconciled",
            min(extract(epoch FROM worker_claimed_at_utc))::float8 - $2 AS "firstClaim",
            percentile_cont(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY
              extract(epoch FROM reconciled_at_utc - worker_claimed_at_utc) * 1000) AS "claimToReconciledMs"
       FROM erp_payment_postings WHERE id = ANY($1)`,
    [ids, approvedAt],
  );
  const statuses: { status: string; n: number }[] = await db.query(
    `SELECT status, count(*)::int AS n FROM erp_payment_postings WHERE id = ANY($1) GROUP BY 1 ORDER BY 1`,
    [ids],
  );
  const [written] = await db.query(
    `SELECT count(DISTINCT posting_id)::int AS written,
            max(extract(epoch FROM finished_at_utc))::float8 - $2 AS "lastWritten",
            percentile_cont(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY duration_ms) AS "writeMs"
       FROM erp_posting_attempts WHERE kind = 'write' AND outcome = 'Succeeded' AND posting_id = ANY($1)`,
    [ids, approvedAt],
  );
  const attempts: { kind: string; outcome: string; n: number }[] = await db.query(
    `SELECT kind, outcome, count(*)::int AS n FROM erp_posting_attempts WHERE posting_id = ANY($1)
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [ids],
  );
  return {
    postings: ids.length,
    reconciled: postings.reconciled as number,
    lastReconciled: postings.lastReconciled as number,
    firstClaim: postings.firstClaim as number,
    claimToReconciledMs: postings.claimToReconciledMs as number[],
    statuses: statuses.map(({ status, n }) => `${status} × ${n}`).join(', '),
    written: written.written as number,
    lastWritten: written.lastWritten as number,
    writeMs: written.writeMs as number[],
    attempts: attempts.map(({ kind, outcome, n }) => `${kind} ${outcome} × ${n}`).join(', '),
  };
}

/**
 * Exactly once, from the simulator's side: every posting of the round (warm-up and repeat included) has one payment
 * under its idempotency key, nothing else was applied, and each posting stored the id of its payment.
 */
async function auditPayments(run: Run, measured: string[], approvedAt: number) {
  const applied = await control<{ id: string; idempotencyKey: string; appliedAt: string }[]>(
    run.simulator.baseUrl,
    'GET',
    '/__control/payments',
  );
  const byKey = new Map<string, string[]>();
  for (const payment of applied) {
    const found = byKey.get(payment.idempotencyKey) ?? [];
    found.push(payment.id);
    byKey.set(payment.idempotencyKey, found);
  }
  const stored: { key: string; paymentId: string | null }[] = await run.db.dataSource.query(
    `SELECT idempotency_key AS key, external_payment_id AS "paymentId" FROM erp_payment_postings`,
  );
  let missing = 0;
  let mismatched = 0;
  for (const { key, paymentId } of stored) {
    const found = byKey.get(key) ?? [];
    if (found.length === 0) missing += 1;
    else if (found.length === 1 && found[0] !== paymentId) mismatched += 1;
  }
  const measuredKeys = new Set(measured.map((id) => `recon-posting-${id}`));
  const lastApplied = Math.max(
    ...applied.filter((payment) => measuredKeys.has(payment.idempotencyKey)).map((p) => Date.parse(p.appliedAt)),
  );
  return {
    /** Seconds from the approve commit to the simulator applying the last measured payment (its clock, in ms). */
    lastApplied: lastApplied / 1000 - approvedAt,
    total: applied.length,
    expected: stored.length,
    keys: byKey.size,
    doubleWritten: [...byKey.values()].filter((found) => found.length > 1).length,
    missing,
    mismatched,
  };
}
