/**
 * `npm run bench:audit-export`: the audit CSV export at 10,000 and 100,000 entries, against the built server as a
 * separate process on the PostgreSQL of DATABASE_URL (its own `recon_bench` database; the embedded database runs
 * inside the server process and is not reachable for seeding). Each size is seeded with one INSERT … SELECT
 * generate_series under an entity type of its own (messages with quotes, commas, line breaks and Cyrillic; a
 * ~150-byte details object), then exported through GET /api/audit-log/export.csv?entityType=… with the body
 * consumed as it arrives and only counted. Reported per size: wall time, bytes, rows (CSV records), rows/s, and the
 * server's resident set (sampled from /proc every 10 ms) before the request and at its peak during it. A streamed
 * export keeps the peak flat between the two sizes; a body built in memory would grow it tenfold.
 *
 *   BENCH_SIZES=10000,100000    entries per export
 *   BENCH_LOG=1                 the server's log tail at the end
 *   BENCH_SMOKE=1               200 and 2,000 entries: the same checks in seconds
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import {
  BenchError,
  ensureBuilt,
  login,
  prepareBackend,
  startServer,
  stopServer,
  waitForHealth,
  type RunningServer,
} from './api.bench';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SIZES = (SMOKE ? '200,2000' : (process.env.BENCH_SIZES ?? '10000,100000'))
  .split(',')
  .map((size) => Number(size.trim()));

interface Measurement {
  size: number;
  seconds: number;
  bytes: number;
  rows: number;
  rssBefore: number;
  rssPeak: number;
}

function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

async function seed(databaseUrl: string, entityType: string, size: number): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO audit_log (created_at_utc, organization_id, user_id, user_email, action, entity_type, entity_id,
                              message, details_json)
       SELECT now() - make_interval(secs => n), NULL, gen_random_uuid(), 'bench.user' || (n % 50) || '@example.test',
              'Match', $1, 'e-' || n,
              'Платёж ООО "Ромашка", строка ' || n || E'\\nвторая строка',
              jsonb_build_object('bankTransactionId', gen_random_uuid(), 'previousStatus', 'Unmatched',
                                 'newStatus', 'ManualMatched', 'note', 'say "hi", n=' || n)
         FROM generate_series(1, $2::int) AS n`,
      [entityType, size],
    );
  } finally {
    await client.end();
  }
}

async function measure(server: RunningServer, token: string, entityType: string, size: number): Promise<Measurement> {
  const pid = server.child.pid!;
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid));
  }, 10);
  const started = performance.now();
  try {
    const response = await fetch(`${server.baseUrl}/api/audit-log/export.csv?entityType=${entityType}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.status !== 200 || !response.body)
      throw new BenchError(`export answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    let records = 0;
    // Records end in CRLF; a line break inside a quoted message is a bare LF, so CRLFs count records exactly.
    let previous = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) {
        if (byte === 10 && previous === 13) records += 1;
        previous = byte;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    rssPeak = Math.max(rssPeak, rssOf(pid));
    return { size, seconds, bytes, rows: records - 1, rssBefore, rssPeak };
  } finally {
    clearInterval(sampler);
  }
}

const megabytes = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new BenchError('bench:audit-export needs DATABASE_URL (a PostgreSQL server)');
  ensureBuilt();
  const backend = await prepareBackend();
  const server = await startServer(backend);
  let failed = true;
  try {
    await waitForHealth(server);
    const token = await login(server.baseUrl);
    const measurements: Measurement[] = [];
    for (const size of SIZES) {
      const entityType = `BenchExport${randomUUID().slice(0, 8)}`;
      await seed(backend.databaseUrl!, entityType, size);
      // A first small export warms the code paths, so the measured one shows the export, not the JIT.
      await measure(server, token, `${entityType}-none`, 0);
      const measurement = await measure(server, token, entityType, size);
      if (measurement.rows !== size) throw new BenchError(`exported ${measurement.rows} rows, seeded ${size}`);
      measurements.push(measurement);
    }
    console.log(`audit CSV export, ${backend.description}${SMOKE ? ' (smoke size)' : ''}`);
    for (const m of measurements) {
      console.log(
        `${String(m.size).padStart(7)} entries: ${m.seconds.toFixed(2)} s wall, ${megabytes(m.bytes)} body, ` +
          `${Math.round(m.rows / m.seconds)} rows/s; server RSS ${megabytes(m.rssBefore)} before, ` +
          `peak ${megabytes(m.rssPeak)} (+${megabytes(m.rssPeak - m.rssBefore)})`,
      );
    }
    failed = false;
  } finally {
    await stopServer(server, failed || process.env.BENCH_LOG === '1');
  }
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
