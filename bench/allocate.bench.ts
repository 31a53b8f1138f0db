/**
 * `npm run bench:allocate`: payment allocation confirms under contention and the candidate build at scale, against
 * the PostgreSQL of DATABASE_URL (its own `recon_bench` database) or the embedded PGlite. The application runs
 * in-process (like bench:match) and is driven over its loopback port; the data is seeded with bulk SQL.
 *
 * (a) Confirms: BENCH_CONFIRMS matched bank transactions of one supplier, each confirmed once through
 *     POST /api/payment-allocations/confirm by BENCH_CLIENTS concurrent clients, paying 1–2 random invoices of
 *     BENCH_INVOICES (amounts such that a few confirms find an invoice already taken: 409). Prints confirms/s,
 *     p50/p99, answers by status, serialization retries and SQL statements per confirm (from /metrics), CPU per
 *     confirm (this process; the load generator's own share measured against a bare node:http server; the local
 *     PostgreSQL's from /proc), then checks in SQL that nothing is over-allocated. Floors of the same run: the same
 *     allocation and line rows inserted set-based (INSERT … SELECT) into scratch copies of the tables, and one
 *     autocommit INSERT per allocation from BENCH_CLIENTS concurrent callers (the commit rate of the database).
 *     A confirm that succeeds sends 11 statements: 4 of sign-in and access checks; the facts with the reservation
 *     rows, outside the serializable transaction; inside it START, SET ISOLATION, the payment lock (which also
 *     switches sequential scans off), the documents, one statement that reserves and inserts the allocation, its
 *     lines and the hold, and COMMIT. A retry sends the transaction's again.
 * (b) Candidates: the build for a supplier with 5,000 open invoices, median of BENCH_CANDIDATE_RUNS runs, service
 *     time (split into reads, scoring and the upsert of the stored list, one row of parallel arrays) and HTTP time.
 *
 * Seeding is in allocate-seed.ts, the HTTP load and its CPU and /metrics readings in allocate-load.ts, the
 * over-allocation audit and the INSERT … SELECT floors in allocate-floor.ts.
 *
 *   BENCH_CONFIRMS=10000 BENCH_CLIENTS=64 BENCH_INVOICES=2000   the confirm scenario
 *   BENCH_WARMUP=500            confirms of a separate supplier first (JIT, pool, the allocation tables not empty)
 *   BENCH_POOL_SIZE=10          DATABASE_POOL_SIZE of the application (the production default; 2 on PGlite)
 *   BENCH_CANDIDATE_RUNS=7      candidate builds per measurement
 *   BENCH_LOG=1                 the service's log (level warn) on stderr
 *   BENCH_PROFILE=/tmp/prof     a CPU profile of the measured confirm run alone (node:inspector), written there
 *   BENCH_SMOKE=1               200 confirms from 8 clients over 100 invoices (50 warm-up), candidates of 500
 *                               invoices twice: the same checks in seconds
 *
 * Exits non-zero when a document ends over-allocated or its reservation differs from its lines (a wrong answer, not
 * a slow one), or when something failed; the speed targets are reported, not judged.
 *
 * The whole process: node --cpu-prof --cpu-prof-dir=/tmp/prof -r @swc-node/register bench/allocate.bench.ts
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { createApplication, type Application } from '../src/app';
import { scoreCandidates } from '../src/modules/payment-allocation/candidate-scoring';
import { PaymentCandidateService } from '../src/modules/payment-allocation/payment-candidate.service';
import { loadOpenDocuments, loadPaymentFacts } from '../src/modules/payment-allocation/payment-queries';
import { loadConfig } from '../src/platform/config/app-config';
import { inTransaction } from '../src/platform/database/transaction';
import { auditAllocations, dropFloorTables, floors } from './allocate-floor';
import {
  cpuTicks,
  drive,
  loadGeneratorCpu,
  readMetrics,
  send,
  startProfile,
  TICK_MICROS,
  type Answer,
  type CpuTicks,
} from './allocate-load';
import { createScope, mulberry32, removeScope, seedSupplier, type Scope } from './allocate-seed';
import { BenchError, positiveIntFromEnv, prepareBackend, type Backend } from './api.bench';

const SMOKE = process.env.BENCH_SMOKE === '1';
const CONFIRMS = SMOKE ? 200 : positiveIntFromEnv('BENCH_CONFIRMS', 10_000);
const CLIENTS = SMOKE ? 8 : positiveIntFromEnv('BENCH_CLIENTS', 64);
const INVOICES = SMOKE ? 100 : positiveIntFromEnv('BENCH_INVOICES', 2_000);
const WARMUP = SMOKE ? 50 : positiveIntFromEnv('BENCH_WARMUP', 500);
/**
 * The production default on PostgreSQL. On PGlite 2, as the tests use: its socket server interleaves the protocol
 * messages of concurrent connections, and with 10 of them statements fail with foreign binds or hang.
 */
const POOL_SIZE = positiveIntFromEnv('BENCH_POOL_SIZE', process.env.DATABASE_URL?.trim() ? 10 : 2);
const CANDIDATE_RUNS = SMOKE ? 2 : positiveIntFromEnv('BENCH_CANDIDATE_RUNS', 7);
const CANDIDATE_INVOICES = SMOKE ? 500 : 5_000;
const TARGETS = { confirmsPerSecond: 500, p99Ms: 150, retriesPerConfirm: 0.2, candidateBuildMs: 50 };
const METRICS_TOKEN = randomBytes(24).toString('base64url');

async function main(): Promise<void> {
  const backend = await prepareBackend();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recon-allocate-bench-'));
  let app: Application | null = null;
  let scope: Scope | null = null;
  try {
    app = await createAllocateApplication(backend, dataDir);
    const baseUrl = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
    const seedStarted = performance.now();
    scope = await createScope(app, baseUrl);
    const random = mulberry32(20261201);
    const warmup = await seedSupplier(app, scope, 'sup-warmup', Math.max(50, WARMUP / 5), WARMUP, random);
    const measured = await seedSupplier(app, scope, 'sup-bench', INVOICES, CONFIRMS, random);
    // A supplier with CANDIDATE_INVOICES open invoices and one payment matched to it.
    const [{ transactionId: candidateTransaction }] = await seedSupplier(
      app,
      scope,
      'sup-candidates',
      CANDIDATE_INVOICES,
      1,
      random,
    );
    await app.dataSource.query('ANALYZE erp_document_snapshots, bank_transactions');
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    // (a) Confirms.
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const warmupAnswers = await drive(agent, baseUrl, scope.headers, warmup, CLIENTS);
    const before = await readMetrics(baseUrl, METRICS_TOKEN);
    const ticksBefore = cpuTicks(backend);
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    const profile = await startProfile();
    const started = performance.now();
    const answers = await drive(agent, baseUrl, scope.headers, measured, CLIENTS);
    const seconds = (performance.now() - started) / 1000;
    await profile.stop();
    const cpu = process.cpuUsage(cpuBefore);
    const loop = performance.eventLoopUtilization(loopBefore);
    const ticksAfter = cpuTicks(backend);
    const after = await readMetrics(baseUrl, METRICS_TOKEN);
    agent.destroy();
    const audit = await auditAllocations(app, scope);
    const created = answers.filter((answer) => answer.status === 201).length;
    if (audit.allocations !== created + warmupAnswers.filter((answer) => answer.status === 201).length)
      throw new BenchError(`${audit.allocations} allocations stored, ${created} confirms (+ warm-up) answered 201`);
    const loadGenerator = await loadGeneratorCpu(scope.headers, measured, CLIENTS);
    const floor = await floors(app, scope, created, CLIENTS);

    // (b) Candidates.
    const candidates = await measureCandidates(app, baseUrl, scope, candidateTransaction);

    printReport({
      backend: backend.description,
      seedSeconds,
      seconds,
      answers,
      warmupAnswers,
      retries: after.retries - before.retries,
      retriesByState: difference(after.retriesByState, before.retriesByState),
      statements: after.statements - before.statements,
      cpuMicros: cpu.user + cpu.system,
      loopUtilization: loop.utilization,
      ticks: ticksBefore && ticksAfter ? difference(ticksAfter, ticksBefore) : null,
      loadGenerator,
      audit,
      floor,
      candidates,
    });
    if (audit.overAllocated > 0 || audit.reservationDrift > 0) process.exitCode = 1;
  } finally {
    if (app) await dropFloorTables(app);
    if (app && scope) await removeScope(app, scope);
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** As bench/in-process-application.ts, plus METRICS_TOKEN (the counters are read over /metrics) and the pool size. */
function createAllocateApplication(backend: Backend, dataDir: string): Promise<Application> {
  return createApplication(
    loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: backend.databaseUrl ?? '',
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      REDIS_URL: backend.redisUrl ?? '',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      KEY_VALUE_PREFIX: `bench:${randomBytes(6).toString('hex')}:`,
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
    }),
    // BENCH_LOG=1 keeps the service's warnings and errors (on stderr), to see what a 5xx was.
    {
      logDestination: process.env.BENCH_LOG
        ? process.stderr
        : new Writable({ write: (_c, _e, callback) => callback() }),
    },
  );
}

// ---- Candidates ----------------------------------------------------------------------------------------------------

async function measureCandidates(app: Application, baseUrl: string, scope: Scope, transactionId: string) {
  const service = new PaymentCandidateService();
  const ctx = () => app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
  const runs = async (count: number, run: () => Promise<number>) => {
    const times: number[] = [];
    for (let index = 0; index < count; index += 1) times.push(await run());
    return times;
  };
  const timed = async (fn: () => Promise<unknown>) => {
    const started = performance.now();
    await fn();
    return performance.now() - started;
  };
  await service.build(ctx(), transactionId); // warm-up
  const serviceMs = await runs(CANDIDATE_RUNS, () =>
    timed(() => inTransaction(app.dataSource, () => service.build(ctx(), transactionId))),
  );
  let documents: Awaited<ReturnType<typeof loadOpenDocuments>> = [];
  let payment: NonNullable<Awaited<ReturnType<typeof loadPaymentFacts>>>['payment'] | null = null;
  const readMs = await runs(CANDIDATE_RUNS, () =>
    timed(async () => {
      const facts = (await loadPaymentFacts(ctx(), transactionId, null))!;
      payment = facts.payment;
      documents = await loadOpenDocuments(ctx(), facts.payment, facts.connectionId!);
    }),
  );
  const scoreMs = await runs(CANDIDATE_RUNS, () => timed(async () => scoreCandidates(payment!, documents)));
  let bytes = 0;
  let count = 0;
  const agent = new Agent({ keepAlive: true });
  const httpMs = await runs(CANDIDATE_RUNS, () =>
    timed(async () => {
      const { status, text } = await send(
        agent,
        baseUrl,
        `/api/payment-candidates/build/${transactionId}`,
        scope.headers,
        '',
      );
      if (status !== 200) throw new BenchError(`candidate build answered ${status}: ${text.slice(0, 300)}`);
      bytes = text.length;
      count = (JSON.parse(text) as unknown[]).length;
    }),
  );
  agent.destroy();
  if (count !== CANDIDATE_INVOICES || documents.length !== CANDIDATE_INVOICES)
    throw new BenchError(`candidate build answered ${count} candidates, read ${documents.length} documents`);
  return { serviceMs, readMs, scoreMs, httpMs, bytes };
}

// ---- Report ----------------------------------------------------------------------------------------------------------

function printReport(report: {
  backend: string;
  seedSeconds: number;
  seconds: number;
  answers: Answer[];
  warmupAnswers: Answer[];
  retries: number;
  retriesByState: Record<string, number>;
  statements: number;
  cpuMicros: number;
  loopUtilization: number;
  ticks: CpuTicks | null;
  loadGenerator: number;
  audit: Awaited<ReturnType<typeof auditAllocations>>;
  floor: Awaited<ReturnType<typeof floors>>;
  candidates: Awaited<ReturnType<typeof measureCandidates>>;
}): void {
  const { answers, audit, floor, candidates } = report;
  const n = answers.length;
  const format = (value: number, digits = 0) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(n - 1, Math.floor((p / 100) * n))];
  const rate = n / report.seconds;
  const retriesPerConfirm = report.retries / n;
  const floorRate = floor.allocations / floor.setSeconds;
  const rowFloorRate = floor.allocations / floor.rowSeconds;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(
    `\nPayment allocation — ${report.backend}; pool ${POOL_SIZE}; seeded in ${report.seedSeconds.toFixed(1)} s\n` +
      `(a) ${format(n)} confirms from ${CLIENTS} concurrent clients over ${format(INVOICES)} invoices of one ` +
      `supplier (1–2 lines each; ${format(WARMUP)} warm-up confirms of another supplier first)`,
  );
  console.log(
    `    ${format(rate)} confirms/s (${report.seconds.toFixed(2)} s); latency p50 ${percentile(50).toFixed(1)} ms, ` +
      `p90 ${percentile(90).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${latencies[n - 1].toFixed(1)} ms`,
  );
  console.log(`    answers: ${summarize(answers)} (warm-up: ${summarize(report.warmupAnswers)})`);
  console.log(
    `    serialization retries: ${format(report.retries)} = ${retriesPerConfirm.toFixed(3)} per confirm ` +
      `(${Object.entries(report.retriesByState)
        .map(([state, count]) => `${state}: ${count}`)
        .join(', ')}); ` +
      `SQL statements: ${(report.statements / n).toFixed(2)} per confirm`,
  );
  const { ticks } = report;
  console.log(
    `    CPU of this process: ${format(report.cpuMicros / n)} µs per confirm (event loop ` +
      `${(100 * report.loopUtilization).toFixed(0)} % busy), of which load generator + bare node:http ≈ ` +
      `${format(report.loadGenerator)} µs; PostgreSQL backends of the bench database: ` +
      (ticks ? `${format((ticks.database * TICK_MICROS) / n)} µs per confirm` : 'n/a'),
  );
  if (ticks) {
    const cores = ticks.machineTotal / (report.seconds * 100);
    const other = ticks.machineBusy * TICK_MICROS - report.cpuMicros - ticks.database * TICK_MICROS;
    console.log(
      `    machine: ${((100 * ticks.machineBusy) / ticks.machineTotal).toFixed(0)} % of ${cores.toFixed(0)} cores ` +
        `busy during the run; other processes used ${(other / 1e6 / report.seconds).toFixed(2)} cores`,
    );
  }
  console.log(
    `    over-allocated documents: ${audit.overAllocated}; reservations ≠ Σ live lines: ${audit.reservationDrift} ` +
      `(${format(audit.documentsPaid)} documents paid, ${format(audit.allocations)} allocations stored)`,
  );
  console.log(
    `    floor: INSERT … SELECT of the run's ${format(floor.allocations)} allocations + ${format(floor.lines)} lines ` +
      `into scratch copies, one transaction: ${(floor.setSeconds * 1000).toFixed(0)} ms = ${format(floorRate)} ` +
      `allocations/s; confirms = 1/${format(floorRate / rate, 1)} of it`,
  );
  console.log(
    `           the same rows as one autocommit INSERT per allocation, ${CLIENTS} callers: ` +
      `${format(rowFloorRate)} allocations/s; confirms = 1/${format(rowFloorRate / rate, 1)} of it`,
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const serviceMs = median(candidates.serviceMs);
  const readMs = median(candidates.readMs);
  const scoreMs = median(candidates.scoreMs);
  console.log(
    `(b) candidate build, ${format(CANDIDATE_INVOICES)} open invoices, median of ${CANDIDATE_RUNS}: service ` +
      `${serviceMs.toFixed(1)} ms (reads ${readMs.toFixed(1)}, scoring ${scoreMs.toFixed(1)}, upsert of the list ` +
      `and transaction ≈ ${(serviceMs - readMs - scoreMs).toFixed(1)}); HTTP ` +
      `${median(candidates.httpMs).toFixed(1)} ms (${format(candidates.bytes / 1024)} KiB answer)`,
  );
  console.log('');
  console.log(
    `${verdict(rate >= TARGETS.confirmsPerSecond)}  ≥ ${TARGETS.confirmsPerSecond} confirms/s (${format(rate)})`,
  );
  console.log(`${verdict(percentile(99) < TARGETS.p99Ms)}  p99 < ${TARGETS.p99Ms} ms (${percentile(99).toFixed(1)})`);
  console.log(
    `${verdict(retriesPerConfirm <= TARGETS.retriesPerConfirm)}  ≤ ${TARGETS.retriesPerConfirm} retries per confirm ` +
      `(${retriesPerConfirm.toFixed(3)})`,
  );
  console.log(
    `${verdict(audit.overAllocated === 0 && audit.reservationDrift === 0)}  0 over-allocations ` +
      `(${audit.overAllocated} over, ${audit.reservationDrift} drifted)`,
  );
  console.log(
    `${verdict(serviceMs < TARGETS.candidateBuildMs)}  candidate build of ${format(CANDIDATE_INVOICES)} < ` +
      `${TARGETS.candidateBuildMs} ms at the service (${serviceMs.toFixed(1)})`,
  );
}

/** Counter by counter, `after` minus `before`. */
function difference<T extends Record<string, number>>(after: T, before: T): T {
  return Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before[key] ?? 0)])) as T;
}

function summarize(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const { status, code } of answers) {
    const key = status === 201 ? '201' : `${status}${code ? ` ${code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key} × ${count}`)
    .join(', ');
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
