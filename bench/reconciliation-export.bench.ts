/**
 * `npm run bench:reconciliation-export`: the reconciliation evidence CSV (GET
 * /api/reports/reconciliation-evidence/export.csv) at 1,000 and 5,000 rows, and at 8,000 rows in reach where the
 * 5,000-row cap (document 02 §Limits) must hold, against the built server as a separate process on the PostgreSQL of
 * DATABASE_URL (its own `recon_bench` database). Each size is an organization of its own (evidence-seed.ts: postings
 * of two lines with their allocations, documents, attempts and anomalies; 14,000 rows in all), exported by an
 * Accountant of that organization, whose reach is the filter. The body is consumed as it arrives and only counted.
 *
 * Reported per size, over BENCH_RUNS exports after a warm-up: wall time (median), bytes, rows (CSV records),
 * rows/s, the server's resident set (sampled from /proc every 10 ms) before the request and at its peak during it,
 * and the SQL statements of one export (db_statements_total). A streamed export keeps the peak flat from 1,000 to
 * 5,000 rows; one built in memory grows with the rows. A filter selecting nothing is the floor: what an export costs
 * without rows.
 *
 *   BENCH_RUNS=3     exports per size
 *   BENCH_KEEP=1     leave the seeded organizations in recon_bench
 *   BENCH_LOG=1      the server's log tail at the end
 *   BENCH_SMOKE=1    200 rows, and 5,200 in reach of the 5,000-row cap, one export each: the same checks in seconds
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { EVIDENCE_COLUMN_NAMES } from '../src/modules/reports/reconciliation-evidence.columns';
import { BenchError, positiveIntFromEnv, type RunningServer } from './api.bench';
import {
  metricsTokenOf,
  rssOf,
  seedOrganization,
  seedUser,
  sqlStatementsOf,
  withSeededServer,
  type SignedInUser,
} from './bench-scope';
import { seedEvidence } from './evidence-seed';

const SMOKE = process.env.BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : positiveIntFromEnv('BENCH_RUNS', 3);
const ROW_CAP = 5000;
const LINES_PER_POSTING = 2;
/** The export's own column list: a column added to the export is expected here too. */
const COLUMNS = EVIDENCE_COLUMN_NAMES.length;
const PATH = '/api/reports/reconciliation-evidence/export.csv';

interface Size {
  name: string;
  /** Rows (posting × line) in the organization. */
  rows: number;
  query: string;
}

const SIZES: Size[] = SMOKE
  ? [
      { name: 'floor: filter selecting nothing', rows: 200, query: '?status=NoSuchStatus' },
      { name: '200 rows', rows: 200, query: '' },
      { name: '5,200 in reach (cap 5,000)', rows: 5200, query: '' },
    ]
  : [
      { name: 'floor: filter selecting nothing', rows: 1000, query: '?status=NoSuchStatus' },
      { name: '1,000 rows', rows: 1000, query: '' },
      { name: '5,000 rows', rows: 5000, query: '' },
      { name: '8,000 in reach (cap 5,000)', rows: 8000, query: '' },
    ];
/** Each size of rows is one organization of its own; the floor's filter runs on the smallest. */
const ORGANIZATION_ROWS = [...new Set(SIZES.map((size) => size.rows))];
const SMALLEST = Math.min(...ORGANIZATION_ROWS);

interface Export {
  seconds: number;
  bytes: number;
  rows: number;
  columns: number;
  rssBefore: number;
  rssPeak: number;
  statements: number;
}

/** One export, its body counted as it arrives: records end in CRLF, a line break inside a quoted value is a bare LF. */
async function exportOnce(server: RunningServer, metricsToken: string, token: string, query: string): Promise<Export> {
  const pid = server.child.pid!;
  const statementsBefore = await sqlStatementsOf(server, metricsToken);
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid));
  }, 10);
  const started = performance.now();
  try {
    const response = await fetch(`${server.baseUrl}${PATH}${query}`, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body)
      throw new BenchError(`export answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    let records = 0;
    let headerCommas = 0;
    let previous = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) {
        if (records === 0 && byte === 44) headerCommas += 1;
        if (byte === 10 && previous === 13) records += 1;
        previous = byte;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    rssPeak = Math.max(rssPeak, rssOf(pid));
    const statements = (await sqlStatementsOf(server, metricsToken)) - statementsBefore;
    return { seconds, bytes, rows: records - 1, columns: headerCommas + 1, rssBefore, rssPeak, statements };
  } finally {
    clearInterval(sampler);
  }
}

const megabytes = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : megabytes(bytes));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  await withSeededServer('bench:reconciliation-export', async ({ backend, server, client, organizations, users }) => {
    const seedStarted = performance.now();
    const accountants = new Map<number, SignedInUser>();
    for (const rows of ORGANIZATION_ROWS) {
      const organization = await seedOrganization(client, `Evidence bench ${rows}`, 1);
      organizations.push(organization.organizationId);
      await seedEvidence(client, {
        organizationId: organization.organizationId,
        locationId: organization.locationIds[0],
        connectionId: organization.connectionId,
        tag: randomUUID(),
        postings: rows / LINES_PER_POSTING,
        linesPerPosting: LINES_PER_POSTING,
      });
      // An Accountant of the whole organization: its reach is exactly the seeded rows.
      const accountant = await seedUser(client, server.baseUrl, 'Accountant', organization.organizationId, null);
      users.push(accountant.userId);
      accountants.set(rows, accountant);
    }
    await client.query(
      `VACUUM (ANALYZE) erp_payment_postings, payment_allocation_lines, payment_allocations, erp_posting_attempts,
         payment_anomalies, erp_document_snapshots, erp_supplier_snapshots`,
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const metricsToken = metricsTokenOf(server);

    // Warm-up: the code paths, the plans and the cursor's connection, on the smallest organization.
    await exportOnce(server, metricsToken, accountants.get(SMALLEST)!.token, '');
    const results: { size: Size; runs: Export[] }[] = [];
    for (const size of SIZES) {
      const runs: Export[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await exportOnce(server, metricsToken, accountants.get(size.rows)!.token, size.query));
      }
      const expected = size.query ? 0 : Math.min(size.rows, ROW_CAP);
      for (const result of runs) {
        if (result.rows !== expected)
          throw new BenchError(`${size.name}: exported ${result.rows} rows, ${expected} expected`);
        if (result.columns !== COLUMNS)
          throw new BenchError(`${size.name}: ${result.columns} columns, ${COLUMNS} expected`);
      }
      results.push({ size, runs });
    }
    printReport(backend.description, seedSeconds, results);
  });
}

function printReport(backend: string, seedSeconds: number, results: { size: Size; runs: Export[] }[]): void {
  const header = [
    'export',
    'in reach',
    'rows',
    'bytes',
    'wall ms',
    'rows/s',
    'RSS before',
    'RSS peak',
    'peak Δ',
    'SQL',
  ];
  const rows = [
    header,
    ...results.map(({ size, runs }) => {
      const seconds = median(runs.map((run) => run.seconds));
      const last = runs[runs.length - 1];
      const before = median(runs.map((run) => run.rssBefore));
      const peak = Math.max(...runs.map((run) => run.rssPeak));
      const delta = Math.max(...runs.map((run) => run.rssPeak - run.rssBefore));
      return [
        size.name,
        String(size.rows),
        String(last.rows),
        sizeOf(last.bytes),
        (seconds * 1000).toFixed(0),
        last.rows ? String(Math.round(last.rows / seconds)) : '',
        megabytes(before),
        megabytes(peak),
        `+${megabytes(delta)}`,
        String(median(runs.map((run) => run.statements))),
      ];
    }),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log('');
  const seeded = ORGANIZATION_ROWS.reduce((sum, rows) => sum + rows, 0);
  console.log(`reconciliation evidence CSV export, ${backend}${SMOKE ? ' (smoke size)' : ''}`);
  console.log(
    `seeded in ${seedSeconds.toFixed(1)} s (${seeded.toLocaleString('en')} rows: postings of ${LINES_PER_POSTING} ` +
      `lines in ${ORGANIZATION_ROWS.length} organizations); ` +
      `${RUNS} exports per size after a warm-up, each by an Accountant of the organization`,
  );
  console.log('');
  console.log(line(rows[0]));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
  console.log(
    'wall ms: median, request to last byte; RSS: the server process, peak Δ the largest rise during one export',
  );
  console.log('SQL: statements of one export request, whatever its rows (the rows come through one cursor)');
  const capped = results.find(({ size }) => size.rows > ROW_CAP)!;
  console.log('');
  console.log(
    `${capped.runs.every((run) => run.rows === ROW_CAP) ? 'PASS' : 'FAIL'}  the ${ROW_CAP.toLocaleString('en')}-row ` +
      `cap holds with ${capped.size.rows.toLocaleString('en')} rows in reach`,
  );
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
