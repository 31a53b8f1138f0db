/**
 * `npm run bench:sync`: a document sync of generated documents from the accounting-system simulator, end to end
 * through `POST /api/erp/connections/{id}/sync-documents`, against the PostgreSQL of DATABASE_URL (its own
 * `recon_bench` database) or the embedded PGlite. The service and the simulator run in this process (the service
 * in-process, as `createApplication` wires it, listening on a loopback port); the simulator is seeded directly
 * through its state object, with the same validation as `POST /__control/documents`.
 *
 * Prints, per size (10,000 and BENCH_DOCUMENTS): wall time, documents/s, rpcTotal and its parts, to show rpcTotal
 * grows with the number of unpaid batches (500 ids each), not with the number of documents; and in the same run the
 * floor: the simulator's reads alone (the connector calls the sync makes, through the same connector, nothing
 * stored), with the ratio. Targets: ≥ 5,000 documents/s at BENCH_DOCUMENTS, and ≤ TARGET_READS_RATIO × the reads,
 * which holds on a slower machine too.
 *
 *   BENCH_DOCUMENTS=50000   documents of the large run (a fifth of them outgoing)
 *   BENCH_SMOKE=1           1,000 and 2,000 documents: the same checks in seconds (targets not judged)
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Application } from '../src/app';
import { startErpSimulator, type ErpSimulator } from '../src/erp-simulator/erp-simulator';
import type { ErpConnectionRecord } from '../src/modules/erp-connection/erp-connection-store';
import type { ErpConnector } from '../src/modules/erp-connector/erp-connector';
import { BATCH_CONCURRENCY, UNPAID_BATCH_SIZE } from '../src/modules/erp-sync/document-sync.service';
import { chunks, forEachLimited } from '../src/modules/erp-sync/sync-support';
import { BenchError, login, positiveIntFromEnv, prepareBackend } from './api.bench';
import { createBenchApplication, tenantWithConnection } from './in-process-application';

const SMOKE = process.env.BENCH_SMOKE === '1';
const DOCUMENTS = SMOKE ? 2_000 : positiveIntFromEnv('BENCH_DOCUMENTS', 50_000);
const SIZES = [...new Set([SMOKE ? 1_000 : 10_000, DOCUMENTS])].sort((a, b) => a - b);
const TARGET_DOCUMENTS_PER_SECOND = 5_000;
/** The sync against the reads alone: what 5,000 documents/s came to on the reference box. */
const TARGET_READS_RATIO = 3;
const PERIOD = { from: '2026-01-01', to: '2026-06-30' };
const STORE_CODES = ['BENCH-01', 'BENCH-02', 'bench-03', 'UNKNOWN-STORE'];

interface SyncRun {
  status: string;
  syncMode: string;
  rpcTotal: number;
  rpcList: number;
  rpcUnpaidBatch: number;
  rpcUnpaidSum: number;
  rpcAccounts: number;
  listCount: number;
  unpaidBatchCount: number;
  upsertedCount: number;
  snapshotReuseCount: number;
  errorMessage: string | null;
}

interface Result {
  documents: number;
  wallSeconds: number;
  /** The connector's reads of the same documents alone. */
  readSeconds: number;
  run: SyncRun;
}

async function main(): Promise<void> {
  const backend = await prepareBackend();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recon-sync-bench-'));
  const simulator = await startErpSimulator({
    port: 0,
    fixture: { accounts: [], cashFlowArticles: [], suppliers: [], documents: [] },
  });
  let app: Application | null = null;
  try {
    app = await createBenchApplication(backend, dataDir);
    const port = await app.listen(0, '127.0.0.1');
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await login(baseUrl);
    const results: Result[] = [];
    for (const size of SIZES) {
      seed(simulator, size);
      const connection = await tenantWithConnection(app, simulator, 'Sync bench');
      const started = performance.now();
      const run = await sync(baseUrl, token, connection.id);
      const wallSeconds = (performance.now() - started) / 1000;
      if (run.status !== 'Succeeded' || run.upsertedCount !== size)
        throw new BenchError(`sync of ${size} documents: ${JSON.stringify(run)}`);
      // After the sync, so the floor runs as warm as it can: a lower bound, not a rival.
      const readSeconds = await readsAlone(app, connection, run);
      results.push({ documents: size, wallSeconds, readSeconds, run });
    }
    // A soft re-sync of the largest set: the unchanged outgoing fifth is served from the fresh snapshots.
    const connection = await tenantWithConnection(app, simulator, 'Sync bench');
    await sync(baseUrl, token, connection.id);
    const started = performance.now();
    const again = await sync(baseUrl, token, connection.id);
    const resync = {
      documents: DOCUMENTS,
      wallSeconds: (performance.now() - started) / 1000,
      readSeconds: 0,
      run: again,
    };
    printReport(backend.description, results, resync);
  } finally {
    await app?.close();
    await simulator.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `count` documents in the period: four fifths incoming invoices, partly paid, some unprocessed or deleted. */
function seed(simulator: ErpSimulator, count: number): void {
  simulator.state.reset();
  const days = (Date.parse(PERIOD.to) - Date.parse(PERIOD.from)) / 86_400_000 + 1;
  for (let index = 0; index < count; index += 1) {
    const outgoing = index % 5 === 4;
    const amount = 10_000 + ((index * 7919) % 5_000_000);
    simulator.state.createDocument({
      id: `bench-${index}`,
      number: `B-${index}`,
      date: new Date(Date.parse(PERIOD.from) + (index % days) * 86_400_000).toISOString().slice(0, 10),
      supplierId: `sup-${index % 200}`,
      storeCode: STORE_CODES[index % STORE_CODES.length],
      direction: outgoing ? 'outgoing' : 'incoming',
      documentType: outgoing ? 'OutgoingInvoice' : 'IncomingInvoice',
      amount,
      currency: 'RUB',
      isProcessed: index % 50 !== 0,
      isDeleted: index % 97 === 0,
      paidAmount: index % 3 === 0 ? Math.floor(amount / 2) : 0,
    });
  }
}

/**
 * The floor of a sync: the reads it made, through a connector opened as the sync opens it (sign-in, keep-alive
 * agent, address policy), timed from opening to closing: both document lists, then the unpaid state of every listed
 * document not deleted, in batches of UNPAID_BATCH_SIZE, the first alone and the rest BATCH_CONCURRENCY at a
 * time. Nothing is stored. The calls must come to the sync's own rpcTotal, or the floor is of another workload.
 */
async function readsAlone(app: Application, connection: ErpConnectionRecord, run: SyncRun): Promise<number> {
  const ctx = app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
  let calls = 0;
  const started = performance.now();
  await app.erpConnections.withConnector(ctx, connection, async (connector: ErpConnector) => {
    const listed = new Map<string, boolean>();
    for (const direction of ['incoming', 'outgoing'] as const) {
      calls += 1;
      for (const document of await connector.listDocuments({ ...PERIOD, direction }))
        listed.set(document.id, document.isDeleted);
    }
    const needState = [...listed].filter(([, deleted]) => !deleted).map(([id]) => id);
    const [first, ...rest] = chunks(needState, UNPAID_BATCH_SIZE);
    const batch = async (ids: string[]) => {
      calls += 1;
      await connector.getUnpaidBatch(ids);
    };
    if (first) await batch(first);
    await forEachLimited(rest, BATCH_CONCURRENCY, batch);
  });
  const seconds = (performance.now() - started) / 1000;
  if (calls !== run.rpcTotal) throw new BenchError(`the reads alone made ${calls} calls, the sync ${run.rpcTotal}`);
  return seconds;
}

async function sync(baseUrl: string, token: string, connectionId: string): Promise<SyncRun> {
  const query = new URLSearchParams(PERIOD);
  const response = await fetch(`${baseUrl}/api/erp/connections/${connectionId}/sync-documents?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new BenchError(`sync-documents answered ${response.status}: ${JSON.stringify(body)}`);
  return body as SyncRun;
}

function printReport(backend: string, results: Result[], resync: Result): void {
  const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
  console.log(`\nDocument sync from the simulator — ${backend}${SMOKE ? ' (smoke size)' : ''}`);
  console.log(
    `${'documents'.padStart(10)} ${'wall s'.padStart(8)} ${'docs/s'.padStart(8)} ${'reads s'.padStart(8)} ` +
      `${'ratio'.padStart(6)} ${'rpcTotal'.padStart(9)} ${'list'.padStart(5)} ${'batch'.padStart(6)} ` +
      `${'perDoc'.padStart(7)} ${'accounts'.padStart(9)}  mode`,
  );
  for (const { documents, wallSeconds, readSeconds, run } of results) {
    console.log(
      `${format(documents).padStart(10)} ${wallSeconds.toFixed(2).padStart(8)} ` +
        `${format(documents / wallSeconds).padStart(8)} ${readSeconds.toFixed(2).padStart(8)} ` +
        `${`${(wallSeconds / readSeconds).toFixed(1)}×`.padStart(6)} ${String(run.rpcTotal).padStart(9)} ` +
        `${String(run.rpcList).padStart(5)} ${String(run.rpcUnpaidBatch).padStart(6)} ` +
        `${String(run.rpcUnpaidSum).padStart(7)} ${String(run.rpcAccounts).padStart(9)}  ${run.syncMode}`,
    );
  }
  console.log(
    'reads s: the floor, the same connector calls alone (lists and unpaid batches, nothing stored); ratio: wall / reads',
  );
  console.log(
    `soft re-sync of ${format(resync.documents)}: ${resync.wallSeconds.toFixed(2)} s, ` +
      `snapshotReuseCount ${resync.run.snapshotReuseCount}, rpcTotal ${resync.run.rpcTotal}`,
  );
  const largest = results[results.length - 1];
  const rate = largest.documents / largest.wallSeconds;
  const ok = rate >= TARGET_DOCUMENTS_PER_SECOND;
  console.log(
    `\ntarget ≥ ${format(TARGET_DOCUMENTS_PER_SECOND)} documents/s at ${format(largest.documents)}: ` +
      `${format(rate)} — ${ok ? 'met' : 'NOT met'}${SMOKE ? ' (not judged at the smoke size)' : ''}; ` +
      'rpcTotal = 2 list calls + ⌈documents needing state / 500⌉ batches',
  );
  const ratio = largest.wallSeconds / largest.readSeconds;
  const ratioOk = ratio <= TARGET_READS_RATIO;
  console.log(
    `target ≤ ${TARGET_READS_RATIO} × the reads alone at ${format(largest.documents)} (holds on any machine): ` +
      `${ratio.toFixed(1)} × — ${ratioOk ? 'met' : 'NOT met'}${SMOKE ? ' (not judged at the smoke size)' : ''}`,
  );
  if (!SMOKE && (!ok || !ratioOk)) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
