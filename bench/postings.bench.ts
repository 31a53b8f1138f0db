/**
 * `npm run bench:postings`: the posting worker (`npm run worker`, as separate processes) draining approved postings
 * into the accounting-system simulator (`npm run erp:simulator`, its own process on loopback), against the
 * PostgreSQL of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) in a database of its own,
 * `recon_postings_bench`, migrated on start. The postings are seeded with bulk SQL, their documents through the
 * simulator's control API; approving is the service's approve in SQL (Queued, due now, NOTIFY, one transaction).
 *
 * (a) Drain: per round (1, 2 and 4 workers, fresh seed each), BENCH_WARMUP postings approved and drained first on the
 *     new workers (JIT, pools, the accounting-system session), then BENCH_POSTINGS approved in one commit and
 *     drained, then as many fresh ones again on the same workers. Rates run from the approve commit to the last
 *     write (attempt Succeeded) and the last reconciliation, all times read from the database's clock. Exactly-once
 *     is checked on the simulator's side (GET /__control/payments: one payment per key, nothing else) and against
 *     the postings' stored payment ids. Worker and simulator RSS are sampled from /proc every 100 ms; CPU per posting
 *     of the workers, the simulator and the workers' PostgreSQL backends from /proc; writing transactions and WAL
 *     per posting from the server; and the plan PostgreSQL has for the worker's reconcile statement (how it reaches
 *     erp_document_snapshots, which changes with the table's size: the two drains of a round differ in it).
 * (b) Pickup: one idle worker; BENCH_PICKUP_SAMPLES single approves, each after the previous posting settled and a
 *     random 20–60 ms pause; latency = worker_claimed_at_utc − the approve's commit time.
 * (c) Floor: the simulator alone, POST /resto/api/payments through the service's HttpErpConnector from this
 *     process, one connector (one session, one keep-alive agent) per worker with POSTING_WORKER_CONCURRENCY calls in
 *     flight on each, as the workers have them; and the write followed by the batch read of its documents, which is
 *     what a posting asks of the simulator.
 *
 *   BENCH_POSTINGS=5000 BENCH_WARMUP=500 BENCH_WORKERS=1,2,4 BENCH_PICKUP_SAMPLES=200
 *   BENCH_CONCURRENCY=16        POSTING_WORKER_CONCURRENCY of each worker (the default of the service)
 *   BENCH_WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   node flags of the workers (profiles on exit)
 *   BENCH_EXTRA_SNAPSHOTS=0     more erp_document_snapshots rows per round, of documents no posting pays
 *   BENCH_SESSION_LIMIT=256     the simulator's licence limit of concurrent sessions (its own default is 5)
 *   BENCH_KEEP_LOGS=1           keep the workers' and the simulator's logs (their directory is printed)
 *   DATABASE_POOL_SIZE, POSTING_POLL_MS, ERP_TIMEOUT_MS … pass through to the workers.
 *   BENCH_SMOKE=1               100 postings after 20 warm-up on 2 workers, 10 pickup samples: the same checks
 *                               in seconds
 *
 * Exits 0 whether or not the targets are met (it is a measurement); non-zero when a posting was not written exactly
 * once (a payment twice, missing or another's), or when something actually failed.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { openDatabase } from '../src/platform/database/database';
import { createLogger } from '../src/platform/logging/logger';
import { mulberry32 } from './allocate-seed';
import { BenchError, ensureBuilt, positiveIntFromEnv } from './api.bench';
import { drain, type Run } from './postings-drain';
import { auditFloor, measureFloor, prepareFloor, type FloorResult } from './postings-floor';
import { startSimulator, startWorkers, stop, type Simulator } from './postings-procs';
import { printReport, type DrainRound, type Pickup } from './postings-report';
import {
  approve,
  clearRound,
  createScope,
  ensureDatabase,
  removeScope,
  resetSimulator,
  seedExtraSnapshots,
  seedPostings,
  type Scope,
} from './postings-seed';

const SERVER_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'recon_postings_bench';
const SMOKE = process.env.BENCH_SMOKE === '1';
const POSTINGS = SMOKE ? 100 : positiveIntFromEnv('BENCH_POSTINGS', 5_000);
const WARMUP = SMOKE ? 20 : positiveIntFromEnv('BENCH_WARMUP', 500);
const PICKUP_SAMPLES = SMOKE ? 10 : positiveIntFromEnv('BENCH_PICKUP_SAMPLES', 200);
const CONCURRENCY = positiveIntFromEnv('BENCH_CONCURRENCY', 16);
/** Snapshots of unrelated documents seeded besides each round's (see seedExtraSnapshots). */
const EXTRA_SNAPSHOTS = ['', '0'].includes(process.env.BENCH_EXTRA_SNAPSHOTS?.trim() ?? '')
  ? 0
  : positiveIntFromEnv('BENCH_EXTRA_SNAPSHOTS', 0);
const WORKER_COUNTS = (SMOKE ? '2' : (process.env.BENCH_WORKERS ?? '1,2,4')).split(',').map(Number);
/** A drain that makes no progress for this long has a stuck posting: the bench fails rather than waiting it out. */
const STALL_MS = 20_000;

async function main(): Promise<void> {
  if (WORKER_COUNTS.some((count) => !Number.isInteger(count) || count < 1))
    throw new BenchError('BENCH_WORKERS is a comma-separated list of worker counts');
  ensureBuilt();
  const logDir = mkdtempSync(path.join(tmpdir(), 'recon-postings-bench-'));
  const url = await ensureDatabase(SERVER_URL, DATABASE);
  const db = await openDatabase(
    { url, dataDir: logDir, poolSize: 4, migrationsRun: true, entities: [] },
    createLogger('warn'),
  );
  const approver = new Client({ connectionString: url });
  let simulator: Simulator | null = null;
  let scope: Scope | null = null;
  let run: Run | null = null;
  let failed = true;
  try {
    await approver.connect();
    simulator = await startSimulator(logDir);
    const encryptionKey = randomBytes(32).toString('base64');
    await removeScope(db.dataSource, null);
    scope = await createScope(db.dataSource, simulator.baseUrl, encryptionKey);
    const workerEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      MIGRATIONS_RUN: 'false',
      ENCRYPTION_KEY: encryptionKey,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ERP_ALLOW_LOOPBACK: 'true',
      POSTING_WORKER_CONCURRENCY: String(CONCURRENCY),
      // The modules' background jobs run once at start and not again during the bench.
      WORKER_INTERVAL_SECONDS: '3600',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(logDir, 'data'),
    };
    delete workerEnv.REDIS_URL;
    run = {
      db,
      approver,
      simulator,
      scope,
      workerEnv,
      logDir,
      random: mulberry32(20261215),
      workers: [],
      settings: { postings: POSTINGS, warmup: WARMUP, extraSnapshots: EXTRA_SNAPSHOTS, stallMs: STALL_MS },
    };
    const started = Date.now();
    const rounds: DrainRound[] = [];
    for (const count of WORKER_COUNTS) rounds.push(await drain(run, count));
    const pickup = await measurePickup(run);
    const floors = await measureFloors(run);
    const exactlyOnce = printReport({
      database: `PostgreSQL ${new URL(url).host}/${DATABASE}`,
      concurrency: CONCURRENCY,
      poolSize: workerEnv.DATABASE_POOL_SIZE ?? '10',
      pollMs: workerEnv.POSTING_POLL_MS ?? '500',
      postings: POSTINGS,
      warmup: WARMUP,
      rounds,
      pickup,
      floors,
      seconds: (Date.now() - started) / 1000,
      smoke: SMOKE,
    });
    if (!exactlyOnce) process.exitCode = 1;
    failed = false;
  } finally {
    if (run) for (const worker of run.workers) await stop(worker);
    if (simulator) await stop(simulator);
    // A failed run leaves its rows for a look; the next run empties them first.
    if (scope && !failed) await removeScope(db.dataSource, scope).catch(() => undefined);
    await approver.end().catch(() => undefined);
    await db.close();
    if (failed || process.env.BENCH_KEEP_LOGS) console.log(`logs of the workers and the simulator: ${logDir}`);
    else rmSync(logDir, { recursive: true, force: true });
  }
}

// ---- (b) Pickup ----------------------------------------------------------------------------------------------------

async function measurePickup(run: Run): Promise<Pickup> {
  const { db, approver, simulator, scope } = run;
  const warm = 10;
  await clearRound(db.dataSource);
  await resetSimulator(simulator.baseUrl);
  await seedExtraSnapshots(db.dataSource, scope, EXTRA_SNAPSHOTS);
  const ids = await seedPostings(db.dataSource, simulator.baseUrl, scope, PICKUP_SAMPLES + warm, 'pickup', run.random);
  run.workers = await startWorkers(db.dataSource, 1, run.workerEnv, run.logDir, 'pickup');
  const approvedAt = new Map<string, number>();
  for (const id of ids) {
    // An idle worker: the previous posting settled, its loop went back to sleep, and not in step with its poll.
    await sleep(20 + Math.floor(run.random() * 40));
    approvedAt.set(id, await approve(approver, [id]));
    const deadline = Date.now() + STALL_MS;
    for (;;) {
      const { rows } = await approver.query(
        `SELECT status = 'Reconciled' OR (next_run_at_utc IS NULL AND lease_token IS NULL) AS settled
           FROM erp_payment_postings WHERE id = $1`,
        [id],
      );
      if (rows[0].settled) break;
      if (Date.now() > deadline) throw new BenchError(`posting ${id} not settled in ${STALL_MS / 1000} s`);
      await sleep(2);
    }
  }
  const rows: { id: string; claimed: number; reconciled: number | null }[] = await db.dataSource.query(
    `SELECT id, extract(epoch FROM worker_claimed_at_utc)::float8 AS claimed,
            extract(epoch FROM reconciled_at_utc)::float8 AS reconciled
       FROM erp_payment_postings WHERE id = ANY($1)`,
    [ids.slice(warm)],
  );
  for (const worker of run.workers) await stop(worker);
  run.workers = [];
  return {
    samples: rows.length,
    pickupMs: rows.map((row) => (row.claimed - approvedAt.get(row.id)!) * 1000).sort((a, b) => a - b),
    settledMs: rows
      .filter((row) => row.reconciled !== null)
      .map((row) => (row.reconciled! - approvedAt.get(row.id)!) * 1000)
      .sort((a, b) => a - b),
  };
}

// ---- (c) Floor -----------------------------------------------------------------------------------------------------

async function measureFloors(run: Run): Promise<FloorResult[]> {
  const { simulator } = run;
  const documentIds = await prepareFloor(simulator.baseUrl);
  const most = Math.max(...WORKER_COUNTS);
  const connectors = (count: number) => `${count} connector${count > 1 ? 's' : ''} × ${CONCURRENCY}`;
  const shapes = [
    ...(most > 1 ? [{ label: `writes, ${connectors(1)}`, connectors: 1, withReadback: false }] : []),
    { label: `writes, ${connectors(most)}`, connectors: most, withReadback: false },
    { label: `write + unpaid batch, ${connectors(most)}`, connectors: most, withReadback: true },
  ];
  const results: FloorResult[] = [];
  for (const shape of shapes) {
    results.push(
      await measureFloor({
        ...shape,
        simulatorUrl: simulator.baseUrl,
        simulatorPid: simulator.pid,
        documentIds,
        concurrency: CONCURRENCY,
        count: POSTINGS,
        random: run.random,
      }),
    );
  }
  await auditFloor(simulator.baseUrl, shapes.length * (POSTINGS + 200));
  return results;
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
