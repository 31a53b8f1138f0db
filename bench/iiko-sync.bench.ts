/**
 * `npm run bench:iiko-sync`: a document sync of a year of invoices from the simulator's IikoServer dialect, end to end
 * through `POST /api/erp/connections/{id}/sync-documents`, against the PostgreSQL of DATABASE_URL (its own
 * `recon_bench` database) or the embedded PGlite. The service runs in this process (as `createApplication` wires it,
 * on a loopback port) and so does the simulator, seeded directly through its state object with the validation of
 * `POST /__control/documents`.
 *
 * The dialect has no unpaid state per invoice and allows at most a month per export: the sync must send one export
 * per month and direction, plus the stores with their departments and the suppliers' payable balance, whatever the
 * number of invoices. The bench fails unless it did, every document is stored, and the amounts stored add up exactly
 * to the minor units seeded (the export writes each invoice as one to three decimal line sums the connector adds).
 *
 * Printed beside the sync, in the same run, are two floors: the bare exports (the same month requests over HTTP with
 * a session, bodies drained, nothing parsed) and the connector's reads alone (the calls the sync makes, through a
 * connector opened as the sync opens it: XML parsed, nothing stored), each with the ratio.
 *
 *   BENCH_MONTHS=12                 months of the period (from January 2025)
 *   BENCH_INVOICES_PER_MONTH=2000   invoices per month, a fifth of them outgoing
 *   BENCH_SMOKE=1                   2 months × 50 invoices: the same checks in seconds
 */
import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Application } from '../src/app';
import { startErpSimulator, type ErpSimulator } from '../src/erp-simulator/erp-simulator';
import type { ErpConnectionRecord } from '../src/modules/erp-connection/erp-connection-store';
import type { ErpConnector } from '../src/modules/erp-connector/erp-connector';
import { calendarMonths } from '../src/modules/erp-connector/iiko/iiko-months';
import { BenchError, login, positiveIntFromEnv, prepareBackend } from './api.bench';
import { createBenchApplication, tenantWithConnection } from './in-process-application';

const SMOKE = process.env.BENCH_SMOKE === '1';
const MONTHS = SMOKE ? 2 : positiveIntFromEnv('BENCH_MONTHS', 12);
const PER_MONTH = SMOKE ? 50 : positiveIntFromEnv('BENCH_INVOICES_PER_MONTH', 2_000);
const START_YEAR = 2025;
const SUPPLIERS = 200;
const STORE_CODES = ['BENCH-01', 'BENCH-02', 'bench-03', 'UNKNOWN-STORE'];
const PASSWORD = 'simulator';
/** The sync against the connector's reads alone: the store must not cost more than the reads themselves twice. */
const TARGET_READS_RATIO = 3;

interface SyncRun {
  status: string;
  syncMode: string;
  fallbackReason: string | null;
  rpcTotal: number;
  rpcList: number;
  rpcStores: number;
  rpcBalance: number;
  listCount: number;
  documentCount: number;
  upsertedCount: number;
  unresolvedLocationCount: number;
  errorMessage: string | null;
}

interface Seeded {
  documents: number;
  /** Σ amount in minor units, as seeded. */
  total: bigint;
  period: { from: string; to: string };
}

async function main(): Promise<void> {
  const backend = await prepareBackend();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recon-iiko-sync-bench-'));
  const simulator = await startErpSimulator({
    port: 0,
    dialect: 'IikoServer',
    fixture: { accounts: [], cashFlowArticles: [], suppliers: [], documents: [] },
  });
  let app: Application | null = null;
  try {
    app = await createBenchApplication(backend, dataDir);
    const port = await app.listen(0, '127.0.0.1');
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await login(baseUrl);
    const seedStarted = performance.now();
    const seeded = seed(simulator);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const connection = await tenantWithConnection(app, simulator, 'Iiko sync bench');

    const before = requestCounts(simulator);
    const started = performance.now();
    const run = await sync(baseUrl, token, connection.id, seeded.period);
    const wallSeconds = (performance.now() - started) / 1000;
    const sent = difference(requestCounts(simulator), before);
    if (run.status !== 'Succeeded') throw new BenchError(`the sync did not succeed: ${JSON.stringify(run)}`);

    const stored = await storedFigures(app, connection.id);
    // After the sync, so the floors run as warm as they can: lower bounds, not rivals.
    const exportSeconds = await bareExports(simulator, seeded.period);
    const readsSeconds = await readsAlone(app, connection, seeded.period);

    const checks = judge(seeded, run, stored, sent);
    printReport({ backend: backend.description, seeded, seedSeconds, run, wallSeconds, stored, sent, checks });
    console.log(
      `floors: bare exports ${exportSeconds.toFixed(2)} s (sync ${(wallSeconds / exportSeconds).toFixed(1)} ×), ` +
        `connector reads alone ${readsSeconds.toFixed(2)} s (sync ${(wallSeconds / readsSeconds).toFixed(1)} ×)`,
    );
    const ratio = wallSeconds / readsSeconds;
    const ratioMet = ratio <= TARGET_READS_RATIO;
    console.log(
      `target ≤ ${TARGET_READS_RATIO} × the connector's reads alone: ${ratio.toFixed(1)} × — ` +
        `${ratioMet ? 'met' : 'NOT met'}${SMOKE ? ' (not judged at the smoke size)' : ''}`,
    );
    const failed = checks.filter((check) => !check.ok);
    console.log(failed.length === 0 ? 'RESULT: PASS' : `RESULT: FAIL (${failed.map((c) => c.name).join(', ')})`);
    console.log(
      JSON.stringify({
        bench: 'iiko-sync',
        months: MONTHS,
        invoicesPerMonth: PER_MONTH,
        documents: seeded.documents,
        wallSeconds: round(wallSeconds),
        exportSeconds: round(exportSeconds),
        readsSeconds: round(readsSeconds),
        requests: sent,
        rpcTotal: run.rpcTotal,
        stored: stored.count,
        seededTotal: seeded.total.toString(),
        storedTotal: stored.total.toString(),
      }),
    );
    if (failed.length > 0 || (!SMOKE && !ratioMet)) process.exitCode = 1;
  } finally {
    await app?.close();
    await simulator.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function monthStart(index: number): Date {
  return new Date(Date.UTC(START_YEAR, index, 1));
}

/**
 * PER_MONTH invoices in each of MONTHS months, spread over the month's days: four fifths incoming, some unprocessed,
 * some deleted, amounts from one kopeck up, on three outlets' stores and one store no outlet has.
 */
function seed(simulator: ErpSimulator): Seeded {
  simulator.state.reset();
  for (let index = 0; index < SUPPLIERS; index += 1) {
    simulator.state.upsertSupplier({ id: `sup-${index}`, name: `Поставщик ${index}`, taxId: null });
  }
  let total = 0n;
  let count = 0;
  for (let month = 0; month < MONTHS; month += 1) {
    const first = monthStart(month);
    const days = (monthStart(month + 1).getTime() - first.getTime()) / 86_400_000;
    for (let n = 0; n < PER_MONTH; n += 1) {
      const index = count;
      const outgoing = index % 5 === 4;
      // From 1 kopeck to about 50,000 roubles: the line split must hold for the smallest amounts too.
      const amount = index % 101 === 0 ? 1 + (index % 7) : 10_000 + ((index * 7919) % 5_000_000);
      simulator.state.createDocument({
        id: `bench-${index}`,
        number: `B-${index}`,
        date: new Date(first.getTime() + (n % days) * 86_400_000).toISOString().slice(0, 10),
        supplierId: `sup-${index % SUPPLIERS}`,
        storeCode: STORE_CODES[index % STORE_CODES.length],
        direction: outgoing ? 'outgoing' : 'incoming',
        documentType: outgoing ? 'OutgoingInvoice' : 'IncomingInvoice',
        amount,
        currency: 'RUB',
        isProcessed: index % 50 !== 0,
        isDeleted: index % 97 === 0,
        paidAmount: 0,
      });
      total += BigInt(amount);
      count += 1;
    }
  }
  const last = new Date(monthStart(MONTHS).getTime() - 86_400_000);
  return {
    documents: count,
    total,
    period: { from: monthStart(0).toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) },
  };
}

async function sync(
  baseUrl: string,
  token: string,
  connectionId: string,
  period: { from: string; to: string },
): Promise<SyncRun> {
  const query = new URLSearchParams(period);
  const response = await fetch(`${baseUrl}/api/erp/connections/${connectionId}/sync-documents?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new BenchError(`sync-documents answered ${response.status}: ${JSON.stringify(body)}`);
  return body as SyncRun;
}

/** The simulator's requests per endpoint so far. */
function requestCounts(simulator: ErpSimulator): Record<string, number> {
  return { ...simulator.iiko!.requests };
}

function difference(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([endpoint, count]) => [endpoint, count - (before[endpoint] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
}

/** What the database holds for the connection: snapshot rows and Σ amount, summed by PostgreSQL as numeric. */
async function storedFigures(app: Application, connectionId: string) {
  const [row] = await app.dataSource.query(
    `SELECT count(*)::int AS count, COALESCE(sum(amount), 0)::text AS total,
            count(*) FILTER (WHERE location_id IS NULL)::int AS "withoutOutlet"
       FROM erp_document_snapshots WHERE connection_id = $1`,
    [connectionId],
  );
  return { count: row.count as number, total: BigInt(row.total as string), withoutOutlet: row.withoutOutlet as number };
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

function judge(
  seeded: Seeded,
  run: SyncRun,
  stored: Awaited<ReturnType<typeof storedFigures>>,
  sent: Record<string, number>,
): Check[] {
  const exports =
    (sent['api/documents/export/incomingInvoice'] ?? 0) + (sent['api/documents/export/outgoingInvoice'] ?? 0);
  const expectedExports = MONTHS * 2;
  const other = Object.entries(sent).filter(
    ([endpoint]) =>
      ![
        'api/auth',
        'api/documents/export/incomingInvoice',
        'api/documents/export/outgoingInvoice',
        'api/corporation/stores',
        'api/corporation/departments',
        'api/v2/entities/accounts/list',
        'api/v2/reports/balance/counteragents',
      ].includes(endpoint),
  );
  return [
    {
      name: 'one export per month and direction',
      ok: exports === expectedExports && run.rpcList === expectedExports,
      detail: `${exports} exports sent (${MONTHS} months × 2 directions = ${expectedExports}), rpcList ${run.rpcList}`,
    },
    {
      name: 'stores and balance read once',
      ok:
        sent['api/corporation/stores'] === 1 &&
        sent['api/corporation/departments'] === 1 &&
        sent['api/v2/reports/balance/counteragents'] === 1 &&
        (sent['api/auth'] ?? 0) <= 1 &&
        other.length === 0,
      detail: Object.entries(sent)
        .map(([endpoint, count]) => `${endpoint} ${count}`)
        .join(', '),
    },
    {
      name: 'every document stored',
      ok: stored.count === seeded.documents && run.upsertedCount === seeded.documents,
      detail: `${stored.count} snapshots, upsertedCount ${run.upsertedCount}, seeded ${seeded.documents}`,
    },
    {
      name: 'exact totals',
      ok: stored.total === seeded.total,
      detail: `Σ amount stored ${stored.total} = Σ seeded ${seeded.total} minor units`,
    },
  ];
}

/**
 * A floor: the same month exports over HTTP with a session of their own, one after another as the connector sends
 * them, each body drained and thrown away; no parsing, nothing stored.
 */
async function bareExports(simulator: ErpSimulator, period: { from: string; to: string }): Promise<number> {
  const agent = new Agent({ keepAlive: true });
  const call = (method: string, urlPath: string, body?: string) =>
    new Promise<string>((resolve, reject) => {
      const req = request(
        `${simulator.baseUrl}${urlPath}`,
        {
          method,
          agent,
          headers: body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            // Only the short answers (the token) are kept.
            if (bytes < 1024) chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            if ((res.statusCode ?? 0) >= 300) reject(new BenchError(`${urlPath} answered ${res.statusCode}`));
            else resolve(Buffer.concat(chunks).toString('utf8'));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const started = performance.now();
  const pass = createHash('sha1').update(PASSWORD, 'utf8').digest('hex');
  const key = (await call('POST', '/resto/api/auth', new URLSearchParams({ login: 'admin', pass }).toString())).trim();
  for (const kind of ['incomingInvoice', 'outgoingInvoice']) {
    for (const month of calendarMonths(period.from, period.to)) {
      await call('GET', `/resto/api/documents/export/${kind}?${new URLSearchParams({ ...month, key })}`);
    }
  }
  await call('POST', '/resto/api/logout', new URLSearchParams({ key }).toString());
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return seconds;
}

/**
 * A floor: the sync's reads through a connector opened as the sync opens it (session, gate, address policy): both
 * directions month by month, the stores and the balances of the incoming invoices' suppliers. Nothing is stored.
 */
async function readsAlone(
  app: Application,
  connection: ErpConnectionRecord,
  period: { from: string; to: string },
): Promise<number> {
  const ctx = app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
  const started = performance.now();
  await app.erpConnections.withConnector(ctx, connection, async (connector: ErpConnector) => {
    const suppliers = new Set<string>();
    for (const direction of ['incoming', 'outgoing'] as const) {
      for (const document of await connector.listDocuments({ ...period, direction }))
        if (direction === 'incoming' && document.supplierId) suppliers.add(document.supplierId);
    }
    await connector.supplierBalances([...suppliers]);
  });
  return (performance.now() - started) / 1000;
}

function printReport(input: {
  backend: string;
  seeded: Seeded;
  seedSeconds: number;
  run: SyncRun;
  wallSeconds: number;
  stored: Awaited<ReturnType<typeof storedFigures>>;
  sent: Record<string, number>;
  checks: Check[];
}): void {
  const { seeded, run, wallSeconds, stored } = input;
  const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const requests = Object.values(input.sent).reduce((sum, count) => sum + count, 0);
  console.log(`\nDocument sync from the IikoServer simulator — ${input.backend}${SMOKE ? ' (smoke size)' : ''}`);
  console.log(
    `${MONTHS} months × ${format(PER_MONTH)} invoices = ${format(seeded.documents)} documents ` +
      `(seeded in ${input.seedSeconds.toFixed(1)} s), period ${seeded.period.from} … ${seeded.period.to}`,
  );
  console.log(
    `sync: ${wallSeconds.toFixed(2)} s, ${format(seeded.documents / wallSeconds)} documents/s, ` +
      `${requests} HTTP requests to the server; telemetry rpcTotal ${run.rpcTotal} (list ${run.rpcList}, ` +
      `stores ${run.rpcStores}, balance ${run.rpcBalance}), mode ${run.syncMode}, fallback ${run.fallbackReason}`,
  );
  console.log(
    `stored ${format(stored.count)} snapshots (${format(stored.withoutOutlet)} without an outlet: the store no ` +
      `outlet has), Σ amount ${stored.total} minor units`,
  );
  for (const check of input.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
