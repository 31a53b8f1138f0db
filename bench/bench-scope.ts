import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { PasswordHasher, ROLE_IDS } from '../src/modules/identity/identity.module';
import {
  BenchError,
  ensureBuilt,
  prepareBackend,
  startServer,
  stopServer,
  waitForHealth,
  type Backend,
  type RunningServer,
} from './api.bench';

/**
 * Shared by the benchmarks that seed a separate server process's PostgreSQL database by SQL (bench:work-items,
 * bench:reconciliation-export): organizations with outlets and a default connection, signed-in users, their removal
 * afterwards, and readings of the server process (/metrics counters, /proc, perf).
 */

export interface SeededOrganization {
  organizationId: string;
  locationIds: string[];
  connectionId: string;
}

export interface SignedInUser {
  userId: string;
  token: string;
}

/** One organization with `outlets` outlets and a default connection nothing reads the credentials of. */
export async function seedOrganization(client: Client, name: string, outlets: number): Promise<SeededOrganization> {
  const tag = randomUUID().slice(0, 8);
  const {
    rows: [{ id: organizationId }],
  } = await client.query<{ id: string }>('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [
    `${name} ${tag}`,
  ]);
  const { rows: locations } = await client.query<{ id: string }>(
    `INSERT INTO locations (organization_id, name, code, time_zone, chain_key)
     SELECT $1, 'Outlet ' || n, 'BENCH-' || $2 || '-' || n, 'Europe/Moscow', 'bench'
       FROM generate_series(1, $3::int) AS n
      ORDER BY n
     RETURNING id`,
    [organizationId, tag, outlets],
  );
  // The read paths measured here never decrypt credentials, so a placeholder stands in for a sealed document.
  const {
    rows: [{ id: connectionId }],
  } = await client.query<{ id: string }>(
    `INSERT INTO erp_connections (id, organization_id, name, base_url, credentials, credentials_key_id, is_default)
     VALUES (gen_random_uuid(), $1, 'Bench accounting system', 'http://127.0.0.1:9', '\\x00'::bytea, 'bench', true)
     RETURNING id`,
    [organizationId],
  );
  return { organizationId, locationIds: locations.map((location) => location.id), connectionId };
}

/** An active user with one role assignment (an outlet's when `locationId` is given), signed in over HTTP. */
export async function seedUser(
  client: Client,
  baseUrl: string,
  role: 'Accountant' | 'Viewer',
  organizationId: string,
  locationId: string | null,
): Promise<SignedInUser> {
  const email = `bench-${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `bench-${randomBytes(12).toString('base64url')}`;
  const {
    rows: [{ id: userId }],
  } = await client.query<{ id: string }>(
    `INSERT INTO users (email, display_name, password_hash, is_active) VALUES ($1, $2, $3, true) RETURNING id`,
    [email, `Bench ${role}`, await new PasswordHasher().hash(password)],
  );
  await client.query(
    'INSERT INTO role_assignments (user_id, role_id, organization_id, location_id) VALUES ($1, $2, $3, $4)',
    [userId, ROLE_IDS[role], organizationId, locationId],
  );
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (response.status !== 200 || !body.accessToken)
    throw new BenchError(`POST /api/auth/login answered ${response.status}: ${JSON.stringify(body)}`);
  return { userId, token: body.accessToken };
}

/**
 * Deletes what the benchmark seeded, children first (organizations restrict their business data), so repeated runs
 * do not grow the shared `recon_bench` database, and vacuums those tables. Audit entries stay: the log is
 * append-only, and its rows name organizations without a key. Tables a migration has not created yet
 * are skipped.
 */
export async function removeSeeded(client: Client, organizationIds: string[], userIds: string[]): Promise<void> {
  const inTransactions =
    'bank_transaction_id IN (SELECT id FROM bank_transactions WHERE organization_id = ANY($1::uuid[]))';
  const steps: [table: string, where: string][] = [
    ['work_item_preparations', 'organization_id = ANY($1::uuid[])'],
    ['payment_anomalies', 'organization_id = ANY($1::uuid[])'],
    ['erp_payment_postings', 'organization_id = ANY($1::uuid[])'],
    ['bank_transaction_holds', inTransactions],
    ['payment_allocations', 'organization_id = ANY($1::uuid[])'],
    ['bank_imports', 'organization_id = ANY($1::uuid[])'],
    ['counterparty_rules', 'organization_id = ANY($1::uuid[])'],
    [
      'payment_document_reservations',
      'connection_id IN (SELECT id FROM erp_connections WHERE organization_id = ANY($1::uuid[]))',
    ],
    ['erp_document_snapshots', 'organization_id = ANY($1::uuid[])'],
    ['erp_supplier_snapshots', 'organization_id = ANY($1::uuid[])'],
    ['erp_connections', 'organization_id = ANY($1::uuid[])'],
    ['locations', 'organization_id = ANY($1::uuid[])'],
    ['organizations', 'id = ANY($1::uuid[])'],
  ];
  await client.query('BEGIN');
  try {
    for (const [table, where] of steps) {
      const { rows } = await client.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
        table,
      ]);
      if (rows[0].present) await client.query(`DELETE FROM ${table} WHERE ${where}`, [organizationIds]);
    }
    await client.query('DELETE FROM users WHERE id = ANY($1::uuid[])', [userIds]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // Frees the deleted rows' space for the next run; otherwise its inserts land in new pages and every later run reads
  // tables twice as large as their rows.
  const tables = steps.map(([table]) => table).filter((table) => table !== 'organizations' && table !== 'locations');
  for (const table of tables) {
    const { rows } = await client.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
    if (rows[0].present) await client.query(`VACUUM ${table}`);
  }
}

/**
 * The METRICS_TOKEN startServer gave the server process (api.bench.ts keeps it to itself): read back from the
 * environment of that child process, which this process started.
 */
export function metricsTokenOf(server: RunningServer): string {
  const environment = readFileSync(`/proc/${server.child.pid}/environ`, 'utf8').split('\0');
  const entry = environment.find((variable) => variable.startsWith('METRICS_TOKEN='));
  if (!entry) throw new BenchError('the server process has no METRICS_TOKEN');
  return entry.slice('METRICS_TOKEN='.length);
}

/** The server's count of SQL statements sent so far (GET /metrics; reading it sends none). */
export async function sqlStatementsOf(server: RunningServer, metricsToken: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
  const text = await response.text();
  const match = /^db_statements_total (\d+)$/m.exec(text);
  if (response.status !== 200 || !match) throw new BenchError(`GET /metrics answered ${response.status}`);
  return Number(match[1]);
}

/** Resident set of a process in bytes (/proc, Linux). */
export function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

const CLOCK_TICKS_PER_SECOND = (() => {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(answer.stdout?.trim()) || 100;
})();

/** User + system CPU time of a process (all threads) in ms, from /proc/<pid>/stat. */
export function cpuMillisOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The value at quantile `q` (0–1) of ascending `sorted`, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Whether `perf stat` counts instructions here: on some machines (virtual ones among them) the hardware counter is
 * `<not supported>`, and then the benchmarks report CPU time from /proc only.
 */
export function perfCountsInstructions(): boolean {
  const probe = spawnSync('perf', ['stat', '-x', ',', '-e', 'instructions', 'true'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return false;
  return /^\d+,/m.test(probe.stderr);
}

/** `perf stat -e instructions -p <pid>` over a stretch of work: stop() answers the instructions counted. */
export function countInstructions(pid: number): { stop(): Promise<number | null> } {
  const perf = spawn('perf', ['stat', '-x', ',', '-e', 'instructions', '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  perf.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => perf.once('close', () => resolve()));
  return {
    async stop() {
      perf.kill('SIGINT');
      await exited;
      const match = /^(\d+),/m.exec(output);
      return match ? Number(match[1]) : null;
    },
  };
}

/** What a seeding bench works with: the built server as its own process, a client of its database, and the ids to remove. */
export interface SeededServerRun {
  backend: Backend;
  server: RunningServer;
  client: Client;
  organizations: string[];
  users: string[];
}

/**
 * Runs a bench that seeds by SQL against the built server on DATABASE_URL's PostgreSQL, with the in-process worker
 * off (it polls the database and would add its statements to the counted ones). What `run` seeded is removed
 * afterwards unless BENCH_KEEP=1; the server's log tail is shown when the run failed or with BENCH_LOG=1.
 */
export async function withSeededServer(name: string, run: (context: SeededServerRun) => Promise<void>): Promise<void> {
  if (!process.env.DATABASE_URL) throw new BenchError(`${name} needs DATABASE_URL (a PostgreSQL server)`);
  process.env.WORKER_ENABLED = 'false';
  ensureBuilt();
  const backend = await prepareBackend();
  const server = await startServer(backend);
  const client = new Client({ connectionString: backend.databaseUrl! });
  await client.connect();
  const context: SeededServerRun = { backend, server, client, organizations: [], users: [] };
  let failed = true;
  try {
    await waitForHealth(server);
    await run(context);
    failed = false;
  } finally {
    if (process.env.BENCH_KEEP !== '1')
      await removeSeeded(client, context.organizations, context.users).catch((error: Error) =>
        console.error(`could not remove the seeded organizations: ${error.message}`),
      );
    await client.end();
    await stopServer(server, failed || process.env.BENCH_LOG === '1');
  }
}
