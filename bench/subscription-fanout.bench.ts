/**
 * `npm run bench:fanout`: GraphQL subscription fan-out across two API processes. Needs DATABASE_URL (PostgreSQL; a
 * fresh database `recon_fanout_bench` is created, migrated and dropped) and REDIS_URL (the event bus between the
 * processes).
 *
 * Processes, all `node` on the built service: 2 API processes (dist/src/main.js, WORKER_ENABLED=false), the posting
 * worker (dist/src/worker.js) and the accounting-system simulator. The worker commits the posting status changes and
 * publishes them to Redis; the API processes deliver them to their subscribers. 1,000 graphql-ws clients in this
 * process, half on each API process, each a distinct user (Viewer of the organization) with its own session,
 * subscribed to `erpPostingStatusChanged`.
 *
 *   floor  1 subscriber on each API process, the same events: the pipeline without fan-out
 *   (a)    1,000 subscribers of one outlet: every event goes to all 1,000
 *   (b)    the 1,000 spread over 20 outlets (50 each), events round-robin over the outlets
 *
 * Events: approved postings (the approve is the service's, in SQL), one every 1/BENCH_RATE s; the worker writes each
 * to the simulator and commits Reconciled in one statement, which publishes the event after it returned. Latency is
 * measured from the posting's reconciled_at_utc: clock_timestamp() inside that committing statement, so before the
 * COMMIT, a lower bound of the commit time; the figures are upper bounds of the delivery latency from commit. The
 * event's own changedAtUtc (the worker's clock once the commit returned) is shown beside it.
 *
 *   BENCH_RATE=3 (events/s)  BENCH_EVENTS=100 (per phase; the floor takes 20)  BENCH_SUBSCRIBERS=1000
 *   BENCH_OUTLETS=20  BENCH_KEEP_LOGS=1 (keep the processes' logs)
 *   BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   node flags of the API processes (profiles on exit)
 *   BENCH_SMOKE=1  40 subscribers over 4 outlets, 10 events per phase (the floor 5) at 20/s: the same checks in
 *                  seconds, the p99 target not judged
 *
 * Exits non-zero when p99 ≥ 200 ms in (a) or (b) (not at the smoke size), when a delivery is missing, doubled or
 * crossed outlets, or when something failed.
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { ROLE_IDS } from '../src/modules/identity/identity.module';
import { AccessTokenService } from '../src/modules/auth/access-token.service';
import { openDatabase, type Database } from '../src/platform/database/database';
import { createEventBus } from '../src/platform/events/create-event-bus';
import type { EventBus } from '../src/platform/events/event-bus';
import { TOPICS } from '../src/platform/events/topics';
import { createLogger } from '../src/platform/logging/logger';
import { mulberry32 } from './allocate-seed';
import { BenchError, ensureBuilt, freePort, positiveIntFromEnv, waitForHealth, type RunningServer } from './api.bench';
import { sqlStatementsOf } from './bench-scope';
import { CORES, processTicks, rssKiB, start, startSimulator, startWorkers, stop, TICK_MICROS } from './postings-procs';
import type { Child, Simulator } from './postings-procs';
import { approve, createScope, ensureDatabase, resetSimulator, seedPostings, type Scope } from './postings-seed';
import { openSubscribers, type Subscriber, type SubscriberSpec } from './subscription-fanout-clients';
import {
  collect,
  printMemory,
  printPhase,
  printVerdicts,
  type Memory,
  type PhaseResult,
} from './subscription-fanout-report';

const DATABASE = 'recon_fanout_bench';
const SMOKE = process.env.BENCH_SMOKE === '1';
const RATE = SMOKE ? 20 : positiveIntFromEnv('BENCH_RATE', 3);
const EVENTS = SMOKE ? 10 : positiveIntFromEnv('BENCH_EVENTS', 100);
const FLOOR_EVENTS = SMOKE ? 5 : 20;
const SUBSCRIBERS = SMOKE ? 40 : positiveIntFromEnv('BENCH_SUBSCRIBERS', 1_000);
const OUTLETS = SMOKE ? 4 : positiveIntFromEnv('BENCH_OUTLETS', 20);
const API_PROCESSES = 2;
/** Access tokens as the service issues them (its default issuer and audience), valid for the whole run. */
const TOKEN_TTL_SECONDS = 900;
/** A phase whose postings or deliveries make no progress for this long has lost something: it stops waiting. */
const STALL_MS = 15_000;
const ROOT = path.resolve(__dirname, '..');

interface Api {
  child: Child;
  baseUrl: string;
}

interface Bench {
  db: Database;
  approver: Client;
  simulator: Simulator;
  outlets: Scope[];
  apis: Api[];
  metricsToken: string;
  bus: EventBus;
  tokens: string[];
  random: () => number;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  const redisUrl = process.env.REDIS_URL?.trim();
  if (!serverUrl || !redisUrl)
    throw new BenchError(
      'bench:fanout needs DATABASE_URL (PostgreSQL) and REDIS_URL (the event bus between processes)',
    );
  ensureBuilt();
  const logDir = mkdtempSync(path.join(tmpdir(), 'recon-fanout-bench-'));
  const url = await freshDatabase(serverUrl);
  const db = await openDatabase(
    { url, dataDir: logDir, poolSize: 4, migrationsRun: true, entities: [] },
    createLogger('warn'),
  );
  const approver = new Client({ connectionString: url });
  const children: Child[] = [];
  const keyPrefix = `fanout:${randomBytes(6).toString('hex')}:`;
  let bus: EventBus | null = null;
  let failed = true;
  let passed = false;
  try {
    await approver.connect();
    bus = await createEventBus({ redisUrl, keyPrefix }, createLogger('warn'));
    const simulator = await startSimulator(logDir);
    children.push(simulator);
    await resetSimulator(simulator.baseUrl);
    const encryptionKey = randomBytes(32).toString('base64');
    const jwtSecret = randomBytes(48).toString('base64url');
    const metricsToken = randomBytes(24).toString('base64url');
    const outlets = await createOutlets(db, simulator.baseUrl, encryptionKey);
    const tokens = await seedSubscriberUsers(approver, outlets[0].organizationId, jwtSecret);
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      KEY_VALUE_PREFIX: keyPrefix,
      MIGRATIONS_RUN: 'false',
      ENCRYPTION_KEY: encryptionKey,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(logDir, 'data'),
    };
    const apis: Api[] = [];
    for (let index = 0; index < API_PROCESSES; index += 1) {
      const api = await startApi(index + 1, { ...shared, METRICS_TOKEN: metricsToken }, logDir);
      children.push(api.child);
      apis.push(api);
    }
    const workerEnv = {
      ...shared,
      ERP_ALLOW_LOOPBACK: 'true',
      // The modules' background jobs run once at start and not again during the bench.
      WORKER_INTERVAL_SECONDS: '3600',
    };
    children.push(...(await startWorkers(db.dataSource, 1, workerEnv, logDir, 'fanout')));
    const bench: Bench = { db, approver, simulator, outlets, apis, metricsToken, bus, tokens, random: mulberry32(7) };
    await checkToken(apis[0].baseUrl, tokens[0]);
    const started = Date.now();

    const floor = await runPhase(bench, 'floor: 1 subscriber on each API process', FLOOR_EVENTS, (index) =>
      index < API_PROCESSES ? 0 : null,
    );
    await sleep(1_000);
    const idle = apis.map((api) => rssKiB(api.child.pid));
    let subscribed: number[] = [];
    const one = await runPhase(
      bench,
      `(a) ${SUBSCRIBERS} subscribers of 1 outlet`,
      EVENTS,
      () => 0,
      () => (subscribed = apis.map((api) => rssKiB(api.child.pid))),
    );
    const memory: Memory = { idle, subscribed, subscriptions: SUBSCRIBERS };
    const spread = await runPhase(
      bench,
      `(b) ${SUBSCRIBERS} subscribers over ${OUTLETS} outlets (${Math.round(SUBSCRIBERS / OUTLETS)} each)`,
      EVENTS,
      (index) => index % OUTLETS,
    );

    console.log(
      `\nSubscription fan-out — PostgreSQL ${new URL(url).host}/${DATABASE} + Redis pub/sub; ${API_PROCESSES} API ` +
        `processes (WORKER_ENABLED=false), 1 posting worker process, the simulator; ${CORES} cores; subscribers are ` +
        `graphql-ws clients in the bench process, half on each API process, each a distinct user and session; ` +
        `events paced at ${RATE}/s; measured in ${((Date.now() - started) / 1000).toFixed(0)} s` +
        (SMOKE ? ' (smoke size)' : ''),
    );
    console.log(
      'from commit = arrival at the client − the posting’s reconciled_at_utc (clock_timestamp() inside the ' +
        'statement that commits Reconciled, before its COMMIT: a conservative bound); from changedAtUtc = − the ' +
        'event’s time (worker clock, after the commit returned)',
    );
    for (const phase of [floor, one, spread]) printPhase(phase);
    printMemory(memory);
    console.log('');
    passed = printVerdicts([one, spread], !SMOKE);
    failed = false;
  } finally {
    for (const child of children.reverse()) await stop(child);
    await bus?.close();
    await approver.end().catch(() => undefined);
    await db.close();
    if (!failed) await dropDatabase(serverUrl).catch(() => undefined);
    if (failed || process.env.BENCH_KEEP_LOGS) console.log(`logs of the processes: ${logDir}`);
    else rmSync(logDir, { recursive: true, force: true });
  }
  if (!passed) process.exitCode = 1;
}

// ---- Setup ---------------------------------------------------------------------------------------------------------

/** A database of this bench alone (its worker claims every due posting in it), created empty on every run. */
async function freshDatabase(serverUrl: string): Promise<string> {
  await dropDatabase(serverUrl);
  return ensureDatabase(serverUrl, DATABASE);
}

async function dropDatabase(serverUrl: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** One organization with its connection to the simulator and OUTLETS outlets (the first is createScope's). */
async function createOutlets(db: Database, simulatorUrl: string, encryptionKey: string): Promise<Scope[]> {
  const first = await createScope(db.dataSource, simulatorUrl, encryptionKey);
  const more: { id: string; code: string }[] = await db.dataSource.query(
    `INSERT INTO locations (organization_id, name, code, time_zone, chain_key)
     SELECT $1, 'Bench outlet ' || n, $2 || '-' || n, 'Europe/Moscow', 'bench' FROM generate_series(2, $3::int) AS n
     ORDER BY n RETURNING id, code`,
    [first.organizationId, first.locationCode, OUTLETS],
  );
  return [first, ...more.map((row) => ({ ...first, locationId: row.id, locationCode: row.code }))];
}

/**
 * SUBSCRIBERS users, each a Viewer of the organization with a sign-in session of its own, and their access tokens
 * signed as the service signs them (the API processes share the secret). Signing in 1,000 users over HTTP would
 * spend most of the run in argon2 and meet the login throttle.
 */
async function seedSubscriberUsers(client: Client, organizationId: string, jwtSecret: string): Promise<string[]> {
  const { rows: users } = await client.query<{ id: string }>(
    `INSERT INTO users (email, display_name, password_hash, is_active)
     SELECT 'fanout-' || n || '@example.com', 'Fanout subscriber ' || n, NULL, true FROM generate_series(1, $1::int) n
     ORDER BY n RETURNING id`,
    [SUBSCRIBERS],
  );
  const ids = users.map((user) => user.id);
  const sessions = ids.map(() => randomUUID());
  await client.query(
    `INSERT INTO role_assignments (user_id, role_id, organization_id) SELECT unnest($1::uuid[]), $2, $3`,
    [ids, ROLE_IDS.Viewer, organizationId],
  );
  await client.query(
    `INSERT INTO refresh_sessions (session_id, user_id, token_hash, expires_at_utc)
     SELECT s, u, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), now() + interval '1 day'
       FROM unnest($1::uuid[], $2::uuid[]) AS t(s, u)`,
    [sessions, ids],
  );
  const signer = new AccessTokenService({
    secret: jwtSecret,
    issuer: 'payment-reconciliation',
    audience: 'payment-reconciliation-api',
    ttlSeconds: TOKEN_TTL_SECONDS,
  });
  return ids.map((id, index) => signer.issue(id, sessions[index]).token);
}

async function startApi(number: number, env: NodeJS.ProcessEnv, logDir: string): Promise<Api> {
  const port = await freePort();
  const child = start(
    `api-${number}`,
    path.join(ROOT, 'dist/src/main.js'),
    { ...env, HOST: '127.0.0.1', PORT: String(port), WORKER_ENABLED: 'false', PGAPPNAME: `fanout-api-${number}` },
    logDir,
    (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const running: RunningServer = {
    child: child.child,
    exited: new Promise((resolve) => child.child.once('exit', () => resolve())),
    baseUrl,
    workDir: logDir,
    logFile: child.logFile,
  };
  await waitForHealth(running).catch((error: Error) => {
    throw new BenchError(`${error.message}; see ${child.logFile}`);
  });
  return { child, baseUrl };
}

/** The signed tokens are accepted: `me` answers the user. */
async function checkToken(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  const body = (await response.json()) as { data?: { me?: { email?: string } } };
  if (!body.data?.me?.email?.startsWith('fanout-'))
    throw new BenchError(`me with a bench token answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
}

// ---- Phases --------------------------------------------------------------------------------------------------------

/**
 * Subscribes the subscribers `outletOf` places (subscriber i on API process i mod 2; null: not subscribed), waits
 * until each received a probe event, then drives `events` postings round-robin over the outlets in use, one every
 * 1/RATE s, and waits for their deliveries.
 */
async function runPhase(
  bench: Bench,
  label: string,
  events: number,
  outletOf: (index: number) => number | null,
  whenSubscribed: () => void = () => undefined,
): Promise<PhaseResult> {
  const { apis, outlets } = bench;
  const specs: SubscriberSpec[] = [];
  for (let index = 0; index < SUBSCRIBERS; index += 1) {
    const outlet = outletOf(index);
    if (outlet === null) continue;
    specs.push({
      baseUrl: apis[index % apis.length].baseUrl,
      token: bench.tokens[index],
      organizationId: outlets[outlet].organizationId,
      locationId: outlets[outlet].locationId,
    });
  }
  const used = [...new Set(specs.map((spec) => spec.locationId))].map((locationId) =>
    outlets.find((outlet) => outlet.locationId === locationId)!,
  );
  const tag = label.slice(0, label.indexOf(' ')).replace(/\W/g, '') || 'f';
  const perOutlet: string[][] = [];
  for (const [index, outlet] of used.entries()) {
    const count = Math.ceil((events - index) / used.length);
    perOutlet.push(
      await seedPostings(bench.db.dataSource, bench.simulator.baseUrl, outlet, count, `${tag}${index}`, bench.random),
    );
  }
  const ids = Array.from({ length: events }, (_, n) => perOutlet[n % used.length][Math.floor(n / used.length)]);
  const probeIds = new Set<string>();
  const pool = await openSubscribers(specs, probeIds);
  try {
    await untilProbed(bench, pool.subscribers, used, probeIds);
    whenSubscribed();
    const sqlBefore = await sqlStatements(bench);
    const ticksBefore = apis.map((api) => processTicks(api.child.pid));
    const clientCpu = process.cpuUsage();
    const started = Date.now();
    for (const [index, id] of ids.entries()) {
      const due = started + (index * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      await approve(bench.approver, [id]);
    }
    const committedAt = await untilReconciled(bench, ids);
    await untilDelivered(pool.subscribers, committedAt);
    const seconds = (Date.now() - started) / 1000;
    const apiCpuMillis =
      (apis.reduce((total, api, index) => total + processTicks(api.child.pid) - ticksBefore[index], 0) * TICK_MICROS) /
      1000;
    const { user, system } = process.cpuUsage(clientCpu);
    const sql = (await sqlStatements(bench)) - sqlBefore;
    return collect(label, pool.subscribers, committedAt, {
      sqlStatements: sql,
      apiCpuMillis,
      clientCpuMillis: (user + system) / 1000,
      seconds,
    });
  } finally {
    await pool.close();
  }
}

/**
 * Publishes a probe event to each outlet in use (straight to Redis, as the worker publishes) until every subscriber
 * received one: graphql-ws has no "subscribed" message, and this also warms the delivery path.
 */
async function untilProbed(bench: Bench, subscribers: Subscriber[], used: Scope[], probeIds: Set<string>) {
  const deadline = Date.now() + 60_000;
  while (subscribers.some((subscriber) => subscriber.probes.size === 0)) {
    if (Date.now() > deadline) throw new BenchError('subscribers did not receive a probe event within 60 s');
    const failed = subscribers.find((subscriber) => subscriber.error);
    if (failed) throw new BenchError(`a subscription failed: ${failed.error}`);
    for (const outlet of used) {
      const postingId = randomUUID();
      probeIds.add(postingId);
      await bench.bus.publish(TOPICS.postingStatus, outlet.locationId, {
        postingId,
        organizationId: outlet.organizationId,
        locationId: outlet.locationId,
        paymentAllocationId: randomUUID(),
        bankTransactionId: randomUUID(),
        previousStatus: 'Queued',
        status: 'Probe',
        changedAtUtc: new Date().toISOString(),
      });
    }
    const waitUntil = Date.now() + 2_000;
    while (Date.now() < waitUntil && subscribers.some((subscriber) => subscriber.probes.size === 0)) await sleep(20);
  }
  // Probes still on their way would count as this phase's work.
  await sleep(500);
}

/** Until every posting is Reconciled; answers each one's reconciled_at_utc (epoch ms) and outlet. */
async function untilReconciled(bench: Bench, ids: string[]) {
  let progress = -1;
  let progressAt = Date.now();
  for (;;) {
    const rows: { id: string; status: string; at: number | null; location: string }[] = await bench.db.dataSource.query(
      `SELECT id, status, extract(epoch FROM reconciled_at_utc)::float8 * 1000 AS at, location_id AS location
         FROM erp_payment_postings WHERE id = ANY($1)`,
      [ids],
    );
    const done = rows.filter((row) => row.status === 'Reconciled');
    if (done.length === ids.length)
      return new Map(done.map((row) => [row.id, { at: row.at!, locationId: row.location }]));
    if (done.length !== progress) {
      progress = done.length;
      progressAt = Date.now();
    } else if (Date.now() - progressAt > STALL_MS) {
      const statuses = [...new Set(rows.map((row) => row.status))].join(', ');
      throw new BenchError(`${done.length} of ${ids.length} postings reconciled, then none for 15 s (${statuses})`);
    }
    await sleep(100);
  }
}

/** Until every expected delivery arrived, or none arrived for STALL_MS (the report counts what is missing). */
async function untilDelivered(subscribers: Subscriber[], committedAt: Map<string, { locationId: string }>) {
  const perOutlet = new Map<string, number>();
  for (const { spec } of subscribers) perOutlet.set(spec.locationId, (perOutlet.get(spec.locationId) ?? 0) + 1);
  let expected = 0;
  for (const { locationId } of committedAt.values()) expected += perOutlet.get(locationId) ?? 0;
  let progress = -1;
  let progressAt = Date.now();
  for (;;) {
    const received = subscribers.reduce((total, subscriber) => total + subscriber.reconciled.size, 0);
    if (received >= expected) return;
    if (received !== progress) {
      progress = received;
      progressAt = Date.now();
    } else if (Date.now() - progressAt > STALL_MS) return;
    await sleep(50);
  }
}

async function sqlStatements(bench: Bench): Promise<number> {
  const counts = await Promise.all(
    bench.apis.map((api) => sqlStatementsOf({ baseUrl: api.baseUrl } as RunningServer, bench.metricsToken)),
  );
  return counts.reduce((a, b) => a + b, 0);
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
