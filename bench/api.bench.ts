/**
 * `me` and a list of 100 outlets over REST and GraphQL against the built service running as a child
 * process, so autocannon never shares the server's event loop. Uses PostgreSQL/Redis when DATABASE_URL/REDIS_URL
 * are set (migrations run on a dedicated `recon_bench` database), else the embedded PGlite and in-process store.
 *
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50   measured seconds and connections per transport
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   extra node flags for the server, for profiling
 *   BENCH_SMOKE=1                           10 outlets, 1 s warm-up and 1 s × 4 connections per scenario: the same
 *                                           checks in seconds
 *
 * Exits 0 whether or not the targets are met (it is a measurement); non-zero when something actually failed.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { checkBuild } from '../scripts/build-stamp.cjs';

/** A failure worth a one-line message rather than a stack trace. */
export class BenchError extends Error {}

const ROOT = path.resolve(__dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'dist/src/main.js');

const SMOKE = process.env.BENCH_SMOKE === '1';
const DURATION_SECONDS = SMOKE ? 1 : positiveIntFromEnv('BENCH_DURATION', 10);
const CONNECTIONS = SMOKE ? 4 : positiveIntFromEnv('BENCH_CONNECTIONS', 50);
const WARMUP_SECONDS = SMOKE ? 1 : 2;
/** Lets requests still in flight when autocannon stops finish before the counters are read. */
const SETTLE_MS = 300;
const STARTUP_TIMEOUT_MS = 120_000;

const BENCH_DATABASE = 'recon_bench';
// Fixed, because bootstrap leaves an existing user untouched and recon_bench outlives a run.
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-0123456789' };
const ME_QUERY =
  '{ me { id email displayName isActive roleAssignments { assignmentId roleId roleCode organizationId locationId } permissions } }';

/** GET /metrics answers only a bearer of the server's METRICS_TOKEN. */
const METRICS_TOKEN = randomBytes(24).toString('base64url');

const TARGETS = { minRequestsPerSecond: 2000, maxSqlPerRequest: 2, maxRestToGraphqlLatency: 1.15 };

export interface Backend {
  databaseUrl: string | null;
  redisUrl: string | null;
  description: string;
}

export interface RunningServer {
  child: ChildProcess;
  exited: Promise<void>;
  baseUrl: string;
  workDir: string;
  logFile: string;
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** What a correct 200 answer carries (the user, the outlets); throws when the answer is wrong. */
  payloadOf(body: unknown): unknown;
}

interface Measurement {
  scenario: Scenario;
  requestsPerSecond: number;
  totalRequests: number;
  latencyP50: number;
  latencyP99: number;
  latencyMean: number;
  sqlPerRequest: number;
  /** Server process CPU (all threads) over the measured run; null where /proc is unavailable. */
  serverCpuPercent: number | null;
  serverCpuMicrosPerRequest: number | null;
  errors: number;
  non2xx: number;
}

const OUTLETS = SMOKE ? 10 : 100;

const graphqlData = (body: unknown): Record<string, unknown> => {
  const { data, errors } = body as { data?: Record<string, unknown>; errors?: unknown[] };
  if (errors?.length || !data) throw new BenchError(`GraphQL errors: ${JSON.stringify(errors)}`);
  return data;
};

const signedInAdmin = (me: unknown): unknown => {
  if ((me as { email?: string } | undefined)?.email !== ADMIN.email)
    throw new BenchError(`wrong user: ${JSON.stringify(me)}`);
  return me;
};

const allOutlets = (locations: unknown): unknown => {
  if (!Array.isArray(locations) || locations.length !== OUTLETS) {
    throw new BenchError(
      `expected ${OUTLETS} outlets, got ${Array.isArray(locations) ? locations.length : typeof locations}`,
    );
  }
  return locations;
};

const LOCATION_FIELDS = 'id organizationId name code timeZone chainKey isActive createdAtUtc rowVersion';

function scenariosFor(organizationId: string): Scenario[] {
  return [
    { name: 'me REST GET /api/auth/me', method: 'GET', path: '/api/auth/me', payloadOf: signedInAdmin },
    {
      name: 'me GraphQL',
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({ query: ME_QUERY }),
      payloadOf: (body) => signedInAdmin(graphqlData(body).me),
    },
    {
      name: `${OUTLETS} outlets REST GET /api/organizations/{id}/locations`,
      method: 'GET',
      path: `/api/organizations/${organizationId}/locations`,
      payloadOf: allOutlets,
    },
    {
      name: `${OUTLETS} outlets GraphQL organization.locations`,
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({
        query: `query ($id: UUID!) { organization(id: $id) { locations { ${LOCATION_FIELDS} } } }`,
        variables: { id: organizationId },
      }),
      payloadOf: (body) => allOutlets((graphqlData(body).organization as { locations?: unknown }).locations),
    },
  ];
}

let server: RunningServer | null = null;
/** The load being generated, stopped on SIGINT so the server's graceful close is not kept busy. */
let load: autocannon.Instance | null = null;

async function main(): Promise<void> {
  ensureBuilt();
  const backend = await prepareBackend();
  server = await startServer(backend);
  await waitForHealth(server);
  const token = await login(server.baseUrl);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const scenarios = scenariosFor(await seedOutlets(server.baseUrl, headers));

  const samples: unknown[] = [];
  for (const scenario of scenarios) samples.push(await verifySample(server.baseUrl, scenario, headers));
  for (const [rest, graphql] of [
    [0, 1],
    [2, 3],
  ]) {
    if (JSON.stringify(samples[rest]) !== JSON.stringify(samples[graphql])) {
      throw new BenchError(
        `REST and GraphQL answer differently: ${JSON.stringify([samples[rest], samples[graphql]]).slice(0, 500)}…`,
      );
    }
  }

  const measurements: Measurement[] = [];
  for (const scenario of scenarios) measurements.push(await measure(server, scenario, headers));
  printReport(backend, measurements);
}

/**
 * Builds dist/ when its sources changed since the last build, decided as `npm start` decides (the content hash
 * against the stamp `npm run build` writes): a few tens of milliseconds when nothing changed, so every bench of
 * `npm run bench:smoke` may call it.
 */
export function ensureBuilt(): void {
  const decision = checkBuild(ROOT);
  if (!decision.build) return;
  console.log(`building the service (npm run build: ${decision.reason})…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) throw new BenchError(`npm run build failed (exit ${build.status ?? build.signal})`);
}

export async function prepareBackend(): Promise<Backend> {
  const serverUrl = process.env.DATABASE_URL?.trim() || null;
  const redisUrl = process.env.REDIS_URL?.trim() || null;
  const databaseUrl = serverUrl ? await ensureBenchDatabase(serverUrl) : null;
  const database = databaseUrl ? `PostgreSQL ${redacted(databaseUrl)}` : 'embedded PGlite (in the server process)';
  const keyValue = redisUrl ? `Redis ${redacted(redisUrl)}` : 'in-process key-value store';
  return { databaseUrl, redisUrl, description: `${database} + ${keyValue}` };
}

/** The server of DATABASE_URL gets its own benchmark database, because the service migrates the one it uses. */
async function ensureBenchDatabase(serverUrl: string): Promise<string> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE ${BENCH_DATABASE}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently: fine
      });
      console.log(`created database ${BENCH_DATABASE}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

export async function startServer(backend: Backend): Promise<RunningServer> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'recon-bench-'));
  const logFile = path.join(workDir, 'server.log');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(workDir, 'data'),
    // The access log line per request is part of what is measured; it goes to the log file.
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    KEY_VALUE_PREFIX: `bench:${randomBytes(6).toString('hex')}:`,
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    METRICS_TOKEN,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (backend.databaseUrl) env.DATABASE_URL = backend.databaseUrl;
  if (backend.redisUrl) env.REDIS_URL = backend.redisUrl;

  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const log = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  } finally {
    closeSync(log);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => console.error(`server process: ${error.message}`));
  return { child, exited, baseUrl: `http://127.0.0.1:${port}`, workDir, logFile };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

export async function waitForHealth(running: RunningServer): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isRunning(running.child)) {
      throw new BenchError(`server exited during start (${running.child.exitCode ?? running.child.signalCode})`);
    }
    try {
      const response = await fetch(`${running.baseUrl}/api/health`);
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  throw new BenchError(`GET /api/health did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s (last: ${last})`);
}

export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (response.status !== 200 || !body.accessToken) {
    throw new BenchError(`POST /api/auth/login answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.accessToken;
}

/** A fresh organization with OUTLETS outlets, created through the API as the bootstrap administrator. */
async function seedOutlets(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    if (response.status !== 201) throw new BenchError(`POST ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { id: string };
  };
  const organization = await post('/api/platform/organizations', { name: `Bench ${randomBytes(4).toString('hex')}` });
  for (let index = 0; index < OUTLETS; index += 1) {
    await post(`/api/organizations/${organization.id}/locations`, {
      name: `Outlet ${index}`,
      code: `B${String(index).padStart(3, '0')}`,
      timeZone: 'Europe/Moscow',
      chainKey: 'bench',
    });
  }
  return organization.id;
}

async function verifySample(baseUrl: string, scenario: Scenario, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${baseUrl}${scenario.path}`, { method: scenario.method, headers, body: scenario.body });
  const text = await response.text();
  if (response.status !== 200) throw new BenchError(`${scenario.name} answered ${response.status}: ${text}`);
  return scenario.payloadOf(JSON.parse(text));
}

async function measure(
  running: RunningServer,
  scenario: Scenario,
  headers: Record<string, string>,
): Promise<Measurement> {
  const { baseUrl } = running;
  const options: autocannon.Options = {
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers,
    body: scenario.body,
    connections: CONNECTIONS,
  };
  console.log(`${scenario.name}: ${WARMUP_SECONDS} s warm-up, then ${DURATION_SECONDS} s × ${CONNECTIONS} connections`);
  assertClean(scenario, 'warm-up', await runLoad({ ...options, duration: WARMUP_SECONDS }));
  await sleep(SETTLE_MS);
  const before = await readMetrics(baseUrl);
  const cpuBefore = serverCpuMillis(running.child);
  const started = performance.now();
  const result = await runLoad({ ...options, duration: DURATION_SECONDS });
  const cpuAfter = serverCpuMillis(running.child);
  const elapsed = performance.now() - started;
  await sleep(SETTLE_MS);
  const after = await readMetrics(baseUrl);
  assertClean(scenario, 'measured run', result);
  if (result.requests.total === 0) throw new BenchError(`${scenario.name}: no responses at all`);
  // Both counters come from the server; the scrape that reads `after` counts itself as one request.
  const served = after.httpRequests - before.httpRequests - 1;
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMean: result.latency.mean,
    sqlPerRequest: (after.sqlStatements - before.sqlStatements) / served,
    serverCpuPercent: cpu === null ? null : (100 * cpu) / elapsed,
    serverCpuMicrosPerRequest: cpu === null ? null : (1000 * cpu) / result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function runLoad(options: autocannon.Options): Promise<autocannon.Result> {
  load = autocannon(options);
  try {
    return await load;
  } finally {
    load = null;
  }
}

function assertClean(scenario: Scenario, phase: string, result: autocannon.Result): void {
  if (result.non2xx === 0 && result.errors === 0 && result.timeouts === 0) return;
  const statuses = Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}×${count}`)
    .join(', ');
  throw new BenchError(
    `${scenario.name} ${phase}: ${result.non2xx} non-2xx responses, ${result.errors} connection errors, ` +
      `${result.timeouts} timeouts (status codes: ${statuses})`,
  );
}

async function readMetrics(baseUrl: string): Promise<{ httpRequests: number; sqlStatements: number }> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  if (response.status !== 200) throw new BenchError(`GET /metrics answered ${response.status}`);
  return { httpRequests: counter(text, 'http_requests_total'), sqlStatements: counter(text, 'db_statements_total') };
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of the server process from /proc (Linux), in ms; null elsewhere. */
function serverCpuMillis(child: ChildProcess): number | null {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function counter(metricsText: string, name: string): number {
  const match = new RegExp(`^${name} (\\d+)$`, 'm').exec(metricsText);
  if (!match) throw new BenchError(`GET /metrics has no ${name}`);
  return Number(match[1]);
}

function printReport(backend: Backend, measurements: Measurement[]): void {
  // The targets are about `me`; the outlet rows are reported as measured.
  const [rest, graphql] = measurements;
  const rows = [
    [
      'transport',
      'req/s',
      'p50 ms',
      'p99 ms',
      'mean ms',
      'SQL/req',
      'errors',
      'non-2xx',
      'requests',
      'server CPU',
      'CPU µs/req',
    ],
    ...measurements.map((m) => [
      m.scenario.name,
      m.requestsPerSecond.toFixed(0),
      m.latencyP50.toFixed(1),
      m.latencyP99.toFixed(1),
      m.latencyMean.toFixed(2),
      m.sqlPerRequest.toFixed(2),
      String(m.errors),
      String(m.non2xx),
      String(m.totalRequests),
      m.serverCpuPercent === null ? 'n/a' : `${m.serverCpuPercent.toFixed(0)}%`,
      m.serverCpuMicrosPerRequest === null ? 'n/a' : m.serverCpuMicrosPerRequest.toFixed(0),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');

  const p50Ratio = rest.latencyP50 / graphql.latencyP50;
  const meanRatio = rest.latencyMean / graphql.latencyMean;
  const slowest = Math.min(rest.requestsPerSecond, graphql.requestsPerSecond);
  const mostSql = Math.max(rest.sqlPerRequest, graphql.sqlPerRequest);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

  console.log('');
  console.log(
    `API benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario after ${WARMUP_SECONDS} s warm-up`,
  );
  console.log(`backend: ${backend.description}`);
  console.log(`server:  node ${process.version} dist/src/main.js, one process, NODE_ENV=production, LOG_LEVEL=info`);
  console.log('');
  console.log(line(rows[0]));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('server CPU: user + system time of the server process (all threads) during the run, in % of one core');
  console.log('');
  console.log(`me REST / GraphQL latency: p50 ${p50Ratio.toFixed(2)}, mean ${meanRatio.toFixed(2)}`);
  console.log('');
  console.log(
    `${verdict(slowest >= TARGETS.minRequestsPerSecond)}  me ≥ ${TARGETS.minRequestsPerSecond} req/s ` +
      `(REST ${rest.requestsPerSecond.toFixed(0)}, GraphQL ${graphql.requestsPerSecond.toFixed(0)})`,
  );
  console.log(
    `${verdict(mostSql <= TARGETS.maxSqlPerRequest)}  ≤ ${TARGETS.maxSqlPerRequest} SQL statements per me ` +
      `(REST ${rest.sqlPerRequest.toFixed(2)}, GraphQL ${graphql.sqlPerRequest.toFixed(2)})`,
  );
  console.log(
    `${verdict(Math.max(p50Ratio, meanRatio) <= TARGETS.maxRestToGraphqlLatency)}  REST latency ≤ ` +
      `${TARGETS.maxRestToGraphqlLatency} × GraphQL (p50 ${p50Ratio.toFixed(2)}, mean ${meanRatio.toFixed(2)})`,
  );
}

/** SIGTERM for a clean shutdown (and a written --cpu-prof profile), SIGKILL when it does not come. */
export async function stopServer(running: RunningServer, showLog: boolean): Promise<void> {
  if (isRunning(running.child)) {
    running.child.kill('SIGTERM');
    // Unreferenced: once the server is gone, a pending 10 s timer must not keep this process alive after its work.
    const timeout = sleep(10_000, false, { ref: false });
    const stopped = await Promise.race([running.exited.then(() => true), timeout]);
    if (!stopped) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
  }
  if (showLog) printLogTail(running.logFile);
  rmSync(running.workDir, { recursive: true, force: true });
}

/** The last log lines other than the access log, which would drown the startup errors and internal errors. */
function printLogTail(logFile: string): void {
  const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n') : [];
  const notable = lines.filter((entry) => !entry.includes('"msg":"request"')).slice(-20);
  if (notable.length > 0) console.error(`last server log lines (access log omitted):\n${notable.join('\n')}`);
}

export function positiveIntFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value > 0) return value;
  // Read at load time, before anything was started: nothing to clean up.
  console.error(`bench failed: ${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  process.exit(1);
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

let finishing = false;

async function finish(exitCode: number, showLog: boolean): Promise<never> {
  finishing = true;
  load?.stop();
  if (server) await stopServer(server, showLog).catch((error: Error) => console.error(error.message));
  process.exit(exitCode);
}

// Imported by the other benchmarks for the server lifecycle; runs only when executed itself.
if (require.main === module) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (finishing) return;
      console.error(`\n${signal}: stopping the server`);
      void finish(130, false);
    });
  }
  // Last resort if the bench dies some other way: never leave the server running.
  process.on('exit', () => {
    if (server && isRunning(server.child)) server.child.kill('SIGKILL');
  });

  main().then(
    () => finish(0, false),
    (error: unknown) => {
      console.error(
        `\nbench failed: ${error instanceof BenchError ? error.message : ((error as Error).stack ?? error)}`,
      );
      return finish(1, true);
    },
  );
}
