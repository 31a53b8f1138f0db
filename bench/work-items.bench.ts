/**
 * `npm run bench:work-items`: the accountant work queue (GET /api/accountant-work-items, pageSize=100) on an outlet
 * with 100,000 bank transactions, against the built server as a separate process on the PostgreSQL of DATABASE_URL
 * (its own `recon_bench` database; work-items-seed.ts has the data and its mix of states). Other organizations and
 * outlets hold data too, so the outlet's rows are a part of each table, not all of it.
 *
 * For each query shape, sequentially, as the outlet's Accountant: warm-up requests, then BENCH_REQUESTS measured
 * ones, reporting p50/p95/p99/mean wall time, SQL statements per request (the server's db_statements_total), the
 * server process's CPU per request (/proc) and, where `perf stat` counts instructions on this machine, its
 * instructions per request. Beside them, the shape's one statement run alone from this process (the module's own
 * query function over a plain connection): what of the wall time is the database. The floor of the same run:
 * GET /api/auth/me, and the same page of 100 on an outlet of 100 transactions.
 *
 *   BENCH_TRANSACTIONS=100000   transactions of the measured outlet
 *   BENCH_REQUESTS=200          measured requests per shape (BENCH_WARMUP=20 before them)
 *   BENCH_EXPLAIN=1             print EXPLAIN (ANALYZE, BUFFERS) of each shape's statement
 *   BENCH_KEEP=1                leave the seeded organizations in recon_bench
 *   BENCH_LOG=1                 the server's log tail at the end
 *   BENCH_SMOKE=1               2,000 transactions in the outlet (500 to 1,000 in the others), 5 requests per shape
 *                               after 2 warm-up: the same checks in seconds
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import type { RequestContext } from '../src/platform/context/request-context';
import { queryWorkItems, type SortColumn, type WorkItemQuery } from '../src/modules/work-items/work-item-queries';
import { BenchError, positiveIntFromEnv, type RunningServer } from './api.bench';
import {
  countInstructions,
  cpuMillisOf,
  metricsTokenOf,
  perfCountsInstructions,
  quantile,
  seedOrganization,
  seedUser,
  sqlStatementsOf,
  withSeededServer,
} from './bench-scope';
import { analyzeSeeded, seedOutletHistory } from './work-items-seed';

const SMOKE = process.env.BENCH_SMOKE === '1';
const TRANSACTIONS = SMOKE ? 2_000 : positiveIntFromEnv('BENCH_TRANSACTIONS', 100_000);
const REQUESTS = SMOKE ? 5 : positiveIntFromEnv('BENCH_REQUESTS', 200);
const WARMUP = SMOKE ? 2 : positiveIntFromEnv('BENCH_WARMUP', 20);
const TARGET_P99_MS = 100;
const FIRST_DATE = '2024-01-01';
/** The other outlets: the neighbour organization's two and the sibling of the measured one. */
const NEIGHBOURS = SMOKE
  ? { first: 1_000, sibling: 500, second: 1_000 }
  : { first: 30_000, sibling: 20_000, second: 30_000 };
/** And 100 in the small outlet of the floor. */
const SEEDED = TRANSACTIONS + NEIGHBOURS.first + NEIGHBOURS.sibling + NEIGHBOURS.second + 100;
const DAYS = 730;

interface Shape {
  name: string;
  query: string;
  /** Counts toward the target: the issue's shapes do, the floor and the extra shapes do not. */
  measured: boolean;
}

/**
 * The query shapes of the issue. One month is March 2025 (4,246 transactions); the counterparty fragment matches 500,
 * the file fragment the 5 imports of March 2025, the combined filters 996.
 */
const SHAPES: Shape[] = [
  { name: 'no filter', query: '' },
  { name: 'state=ReadyForApproval', query: 'state=ReadyForApproval' },
  { name: 'reason=posting_failed', query: 'reason=posting_failed' },
  { name: 'one month', query: 'dateFrom=2025-03-01&dateTo=2025-03-31' },
  { name: 'search counterparty', query: `search=${encodeURIComponent('молочный двор-10')}` },
  { name: 'documentContains file', query: 'documentContains=202503' },
  {
    name: 'state+dates+search',
    query: `state=Attention,NeedsPreparation&dateFrom=2025-01-01&dateTo=2025-06-30&search=${encodeURIComponent('рынок')}`,
  },
  { name: 'sort=amount:asc', query: 'sort=amount:asc' },
  { name: 'page 500', query: 'page=500' },
].map((shape) => ({ ...shape, measured: true }));

/** Beyond the issue's set: state filters whose candidates are all or most of the outlet's transactions. */
const EXTRA_SHAPES: Shape[] = [
  { name: 'extra: state=Attention', query: 'state=Attention', measured: false },
  { name: 'extra: state=Completed', query: 'state=Completed', measured: false },
  { name: 'extra: state=NeedsPreparation', query: 'state=NeedsPreparation', measured: false },
];

interface Measurement {
  shape: Shape;
  totalCount: number | null;
  items: number | null;
  wallMs: number[];
  statementsPerRequest: number;
  cpuMicrosPerRequest: number;
  instructionsPerRequest: number | null;
  sqlAloneMs: number[] | null;
}

interface Caller {
  server: RunningServer;
  metricsToken: string;
  headers: Record<string, string>;
  perf: boolean;
}

/** One GET, checked: 200, and for a list its page is as long as the total allows. */
async function get(caller: Caller, path: string): Promise<{ totalCount: number | null; items: number | null }> {
  const response = await fetch(`${caller.server.baseUrl}${path}`, { headers: caller.headers });
  const text = await response.text();
  if (response.status !== 200) throw new BenchError(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { items?: unknown[]; totalCount?: number; page?: number; pageSize?: number };
  if (!body.items) return { totalCount: null, items: null };
  const expected = Math.max(0, Math.min(body.pageSize!, body.totalCount! - (body.page! - 1) * body.pageSize!));
  if (body.items.length !== expected)
    throw new BenchError(`GET ${path}: ${body.items.length} items, ${expected} expected of ${body.totalCount}`);
  return { totalCount: body.totalCount!, items: body.items.length };
}

async function measure(caller: Caller, shape: Shape, path: string): Promise<Omit<Measurement, 'sqlAloneMs'>> {
  console.log(`${shape.name}: ${WARMUP} warm-up, then ${REQUESTS} requests`);
  for (let index = 0; index < WARMUP; index += 1) await get(caller, path);
  const pid = caller.server.child.pid!;
  const statementsBefore = await sqlStatementsOf(caller.server, caller.metricsToken);
  const instructions = caller.perf ? countInstructions(pid) : null;
  if (instructions) await sleep(200); // perf attaches asynchronously; the idle wait adds next to nothing
  const cpuBefore = cpuMillisOf(pid);
  const wallMs: number[] = [];
  let answer = { totalCount: null as number | null, items: null as number | null };
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    answer = await get(caller, path);
    wallMs.push(performance.now() - started);
  }
  const cpuMillis = cpuMillisOf(pid) - cpuBefore;
  const counted = instructions ? await instructions.stop() : null;
  const statements = (await sqlStatementsOf(caller.server, caller.metricsToken)) - statementsBefore;
  return {
    shape,
    ...answer,
    wallMs: wallMs.sort((a, b) => a - b),
    statementsPerRequest: statements / REQUESTS,
    cpuMicrosPerRequest: (cpuMillis * 1000) / REQUESTS,
    instructionsPerRequest: counted === null ? null : counted / REQUESTS,
  };
}

/** The list arguments of a shape's query string, as WorkItemsService.list makes them. */
function workItemQuery(organizationId: string, locationId: string, queryString: string): WorkItemQuery {
  const params = new URLSearchParams(queryString);
  const list = (name: string) => params.get(name)?.split(',') ?? null;
  const [column, direction] = (params.get('sort') ?? 'transactionDate:desc').split(':');
  const page = Number(params.get('page') ?? 1);
  return {
    organizationId,
    locationId,
    states: list('state'),
    reasons: list('reason'),
    dateFrom: params.get('dateFrom'),
    dateTo: params.get('dateTo'),
    search: params.get('search'),
    documentContains: params.get('documentContains'),
    sort: { column: column as SortColumn, descending: (direction ?? 'desc') === 'desc' },
    offset: (page - 1) * 100,
    limit: 100,
  };
}

/** The module's statement over a plain connection: the database's part of a request. */
async function sqlAlone(client: Client, query: WorkItemQuery): Promise<number[]> {
  const ctx = {
    em: { query: async (sql: string, params: unknown[]) => (await client.query(sql, params)).rows },
  } as unknown as RequestContext;
  for (let index = 0; index < 5; index += 1) await queryWorkItems(ctx, query);
  const times: number[] = [];
  for (let index = 0; index < Math.min(REQUESTS, 50); index += 1) {
    const started = performance.now();
    await queryWorkItems(ctx, query);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function explain(client: Client, query: WorkItemQuery, name: string): Promise<void> {
  const ctx = {
    em: {
      query: async (sql: string, params: unknown[]) => {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        console.log(`\n--- EXPLAIN ${name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        return [];
      },
    },
  } as unknown as RequestContext;
  await queryWorkItems(ctx, query);
}

async function main(): Promise<void> {
  await withSeededServer('bench:work-items', async ({ backend, server, client, organizations, users }) => {
    const seedStarted = performance.now();
    const home = await seedOrganization(client, 'Work items bench', 3);
    const other = await seedOrganization(client, 'Work items bench neighbour', 2);
    organizations.push(home.organizationId, other.organizationId);
    const [outlet, small, sibling] = home.locationIds;
    const history = (organization: typeof home, locationId: string, transactions: number) =>
      seedOutletHistory(client, {
        organizationId: organization.organizationId,
        locationId,
        connectionId: organization.connectionId,
        tag: randomUUID(),
        transactions,
        transactionsPerImport: Math.min(1000, transactions),
        firstDate: FIRST_DATE,
        days: DAYS,
      });
    await history(other, other.locationIds[0], NEIGHBOURS.first);
    await history(home, sibling, NEIGHBOURS.sibling);
    await history(home, outlet, TRANSACTIONS);
    await history(other, other.locationIds[1], NEIGHBOURS.second);
    await history(home, small, 100);
    await analyzeSeeded(client);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const accountant = await seedUser(client, server.baseUrl, 'Accountant', home.organizationId, outlet);
    const smallAccountant = await seedUser(client, server.baseUrl, 'Accountant', home.organizationId, small);
    users.push(accountant.userId, smallAccountant.userId);
    const metricsToken = metricsTokenOf(server);
    const perf = perfCountsInstructions();
    const caller = (token: string, locationId: string): Caller => ({
      server,
      metricsToken,
      perf,
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Organization-Id': home.organizationId,
        'X-Location-Id': locationId,
      },
    });
    const big = caller(accountant.token, outlet);

    const measurements: Measurement[] = [];
    const floorMe = await measure(big, { name: 'floor: GET /api/auth/me', query: '', measured: false }, '/api/auth/me');
    measurements.push({ ...floorMe, sqlAloneMs: null });
    const floorSmall = await measure(
      caller(smallAccountant.token, small),
      { name: 'floor: 100-transaction outlet', query: '', measured: false },
      '/api/accountant-work-items?pageSize=100',
    );
    measurements.push({
      ...floorSmall,
      sqlAloneMs: await sqlAlone(client, workItemQuery(home.organizationId, small, '')),
    });
    for (const shape of [...SHAPES, ...EXTRA_SHAPES]) {
      const path = `/api/accountant-work-items?pageSize=100${shape.query ? `&${shape.query}` : ''}`;
      const measured = await measure(big, shape, path);
      const query = workItemQuery(home.organizationId, outlet, shape.query);
      measurements.push({ ...measured, sqlAloneMs: await sqlAlone(client, query) });
      if (process.env.BENCH_EXPLAIN === '1') await explain(client, query, shape.name);
    }
    printReport(backend.description, seedSeconds, perf, measurements);
  });
}

function printReport(backend: string, seedSeconds: number, perf: boolean, measurements: Measurement[]): void {
  const ms = (value: number) => value.toFixed(1);
  const header = ['shape', 'total', 'items', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms', 'SQL/req', 'CPU µs/req'];
  header.push('instr/req', 'SQL alone p50', 'SQL alone p99');
  const rows = [
    header,
    ...measurements.map((m) => [
      m.shape.name,
      m.totalCount === null ? '' : String(m.totalCount),
      m.items === null ? '' : String(m.items),
      ms(quantile(m.wallMs, 0.5)),
      ms(quantile(m.wallMs, 0.95)),
      ms(quantile(m.wallMs, 0.99)),
      ms(m.wallMs.reduce((sum, value) => sum + value, 0) / m.wallMs.length),
      m.statementsPerRequest.toFixed(2),
      m.cpuMicrosPerRequest.toFixed(0),
      m.instructionsPerRequest === null ? 'n/a' : `${(m.instructionsPerRequest / 1e6).toFixed(1)} M`,
      m.sqlAloneMs ? ms(quantile(m.sqlAloneMs, 0.5)) : '',
      m.sqlAloneMs ? ms(quantile(m.sqlAloneMs, 0.99)) : '',
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');

  console.log('');
  console.log(
    `accountant work items, pageSize=100, ${TRANSACTIONS} transactions in the outlet; ${backend}` +
      (SMOKE ? ' (smoke size)' : ''),
  );
  console.log(
    `seeded in ${seedSeconds.toFixed(1)} s (${SEEDED.toLocaleString('en')} transactions in 5 outlets of 2 organizations); ` +
      `${REQUESTS} sequential requests per shape after ${WARMUP} warm-up`,
  );
  console.log('');
  console.log(line(rows[0]));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
  console.log('CPU µs/req: the server process (user + system, all threads), not PostgreSQL');
  console.log(
    perf
      ? 'instr/req: perf stat -e instructions -p <server pid>'
      : 'instr/req: n/a, `perf stat -e instructions` is not supported on this machine',
  );
  console.log(
    `SQL alone: the same statement from this process over one connection (${Math.min(REQUESTS, 50)} runs), no HTTP`,
  );
  const measured = measurements.filter((m) => m.shape.measured);
  const worst = measured.reduce((a, b) => (quantile(b.wallMs, 0.99) > quantile(a.wallMs, 0.99) ? b : a));
  // Every list request, whatever its shape or outlet, the same number of statements (the floor of `me` aside).
  const lists = measurements.filter((m) => m.items !== null);
  const statements = new Set(lists.map((m) => m.statementsPerRequest.toFixed(2)));
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('');
  console.log(
    `${verdict(quantile(worst.wallMs, 0.99) < TARGET_P99_MS)}  p99 < ${TARGET_P99_MS} ms for every shape of the issue ` +
      `(worst: ${worst.shape.name}, ${ms(quantile(worst.wallMs, 0.99))} ms)`,
  );
  console.log(
    `${verdict(statements.size === 1)}  SQL statements per list request the same for every shape and outlet ` +
      `(${[...statements].join(', ')})`,
  );
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
