/**
 * `npm run bench:licensing`: the licensing write and read paths of document 03 against the built server as a separate
 * process on the PostgreSQL of DATABASE_URL (its own `recon_bench` database), with BENCH_CLIENTS (default 32)
 * concurrent clients, each keeping one request in flight:
 *
 * - floor: `GET /api/auth/me` of the same platform manager, in the same run;
 * - issue: `POST …/license-issues` with a fresh Idempotency-Key on its own subscription (every answer must be 201);
 * - replay: the same requests again, same keys and bodies (every answer must be 200 with plaintextKey null);
 * - catalog: `GET /api/v1/public/platform-plans` without If-None-Match (200) and with the ETag (304).
 *
 * Each phase prints requests/s, p50/p99 wall time, SQL statements per request (the server's db_statements_total)
 * and the server process's CPU per request (/proc); instructions per request where `perf stat` counts them here.
 *
 *   BENCH_CLIENTS=32     concurrent clients
 *   BENCH_ISSUES=2000    issues (and replays) measured; one subscription each
 *   BENCH_REQUESTS=4000  requests of the floor and of each catalog phase
 *
 * Exits non-zero when an issue is not 201, a replay not 200, or the count of licenses differs from BENCH_ISSUES.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Client } from 'pg';
import { DEFAULT_TENANT_ID } from '../src/modules/licensing/tenancy/licensing-tenant';
import { BenchError, login, positiveIntFromEnv, type RunningServer } from './api.bench';
import {
  countInstructions,
  cpuMillisOf,
  metricsTokenOf,
  perfCountsInstructions,
  quantile,
  seedOrganization,
  sqlStatementsOf,
  withSeededServer,
} from './bench-scope';

const CLIENTS = positiveIntFromEnv('BENCH_CLIENTS', 32);
const ISSUES = positiveIntFromEnv('BENCH_ISSUES', 2000);
const REQUESTS = positiveIntFromEnv('BENCH_REQUESTS', 4000);

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

interface Phase {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  sqlPerRequest: number;
  cpuMicrosPerRequest: number;
  instructionsPerRequest: number | null;
  statuses: Map<number, number>;
}

void withSeededServer('bench:licensing', async ({ server, client, organizations }) => {
  const token = await login(server.baseUrl);
  const metricsToken = metricsTokenOf(server);
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const auth = { Authorization: `Bearer ${token}` };
  const customer = await seedOrganization(client, 'Bench licensing customer', 1);
  organizations.push(customer.organizationId);
  const catalog = await seedCatalog(client, customer.organizationId, ISSUES);
  try {
    const measure = (name: string, calls: Call[]) => phase(name, server, metricsToken, agent, calls);
    const phases: Phase[] = [];
    const me: Call = { method: 'GET', path: '/api/auth/me', headers: auth };
    await measure(
      'warm-up',
      Array.from({ length: 200 }, () => me),
    );
    phases.push(
      await measure(
        'floor: GET /api/auth/me',
        Array.from({ length: REQUESTS }, () => me),
      ),
    );

    const issues: Call[] = catalog.subscriptionIds.map((subscriptionId) => ({
      method: 'POST',
      path: `/api/v1/customers/organizations/${customer.organizationId}/license-issues`,
      headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${randomUUID()}` },
      body: JSON.stringify({ customerSubscriptionId: subscriptionId, correlationId: randomUUID() }),
    }));
    const issued = await measure('issue, fresh keys (201)', issues);
    phases.push(issued);
    const replayed = await measure('replay, same keys (200)', issues);
    phases.push(replayed);

    const plans: Call = { method: 'GET', path: '/api/v1/public/platform-plans', headers: {} };
    const first = await send(agent, server.baseUrl, plans);
    const etag = String(first.headers.etag ?? '');
    if (first.status !== 200 || !etag) throw new BenchError(`the public catalog answered ${first.status}`);
    phases.push(
      await measure(
        'catalog without If-None-Match',
        Array.from({ length: REQUESTS }, () => plans),
      ),
    );
    const conditional: Call = { ...plans, headers: { 'If-None-Match': etag } };
    phases.push(
      await measure(
        'catalog with If-None-Match (304)',
        Array.from({ length: REQUESTS }, () => conditional),
      ),
    );

    report(phases);
    const [{ count }] = (
      await client.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM licensing_licenses WHERE customer_organization_id = $1`,
        [customer.organizationId],
      )
    ).rows;
    const failures = [
      only(issued, 201, 'issue'),
      only(replayed, 200, 'replay'),
      only(phases[phases.length - 1], 304, 'conditional catalog'),
      count === ISSUES ? null : `${count} licenses exist, ${ISSUES} expected`,
    ].filter((failure): failure is string => failure !== null);
    console.log(`  licenses of the customer afterwards: ${count} (expected ${ISSUES})`);
    if (failures.length > 0) throw new BenchError(failures.join('; '));
  } finally {
    agent.destroy();
    await removeLicensing(client, customer.organizationId, catalog.productId);
  }
}).catch((error: Error) => {
  console.error(error instanceof BenchError ? `bench:licensing failed: ${error.message}` : error);
  process.exitCode = 1;
});

/** One published offer version with room for every issue, and `count` Active subscriptions of the customer. */
async function seedCatalog(
  client: Client,
  customerId: string,
  count: number,
): Promise<{ productId: string; subscriptionIds: string[] }> {
  const tag = randomUUID().slice(0, 8);
  const {
    rows: [{ id: productId }],
  } = await client.query<{ id: string }>(
    `INSERT INTO licensing_products (tenant_id, code, name) VALUES ($1, $2, 'Bench product') RETURNING id`,
    [DEFAULT_TENANT_ID, `bench-${tag}`],
  );
  const {
    rows: [{ id: offerId }],
  } = await client.query<{ id: string }>(
    `INSERT INTO licensing_offers (tenant_id, product_id, name) VALUES ($1, $2, 'Bench offer') RETURNING id`,
    [DEFAULT_TENANT_ID, productId],
  );
  const {
    rows: [{ id: versionId }],
  } = await client.query<{ id: string }>(
    `INSERT INTO licensing_offer_versions (tenant_id, offer_id, version, tariffs, shared_seat_pool, validity_days,
                                           state, policy_snapshot_version, policy_snapshot_hash, published_at_utc)
     VALUES ($1, $2, 1, $3, $4, 365, 'Published', 1, $5, now()) RETURNING id`,
    [
      DEFAULT_TENANT_ID,
      offerId,
      JSON.stringify([{ code: 'basic', name: 'Basic', seatLimit: count }]),
      count,
      'b'.repeat(64),
    ],
  );
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO licensing_customer_subscriptions (tenant_id, customer_organization_id, offer_version_id, tariff_code,
                                                   status)
     SELECT $1, $2, $3, 'basic', 'Active' FROM generate_series(1, $4::int) RETURNING id`,
    [DEFAULT_TENANT_ID, customerId, versionId, count],
  );
  return { productId, subscriptionIds: rows.map((row) => row.id) };
}

/** Every call once, CLIENTS of them in flight at any time; what it cost the server process. */
async function phase(
  name: string,
  server: RunningServer,
  metricsToken: string,
  agent: Agent,
  calls: Call[],
): Promise<Phase> {
  const pid = server.child.pid!;
  const statementsBefore = await sqlStatementsOf(server, metricsToken);
  const cpuBefore = cpuMillisOf(pid);
  const instructions = perfCountsInstructions() ? countInstructions(pid) : null;
  const latencies: number[] = new Array(calls.length);
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < calls.length; index = next++) {
      const callStarted = performance.now();
      const answer = await send(agent, server.baseUrl, calls[index]);
      latencies[index] = performance.now() - callStarted;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const seconds = (performance.now() - started) / 1000;
  const counted = instructions ? await instructions.stop() : null;
  const cpuMs = cpuMillisOf(pid) - cpuBefore;
  const statements = (await sqlStatementsOf(server, metricsToken)) - statementsBefore;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: calls.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    sqlPerRequest: statements / calls.length,
    cpuMicrosPerRequest: (cpuMs * 1000) / calls.length,
    instructionsPerRequest: counted === null ? null : counted / calls.length,
    statuses,
  };
}

function send(agent: Agent, baseUrl: string, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${call.path}`,
      { method: call.method, agent, headers: call.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

function only(measured: Phase, status: number, what: string): string | null {
  const others = [...measured.statuses].filter(([code]) => code !== status);
  return others.length === 0 ? null : `${what}: statuses ${JSON.stringify(Object.fromEntries(measured.statuses))}`;
}

function report(phases: Phase[]): void {
  console.log(
    `\nbench:licensing — ${CLIENTS} concurrent clients, ${ISSUES} issues, ${REQUESTS} requests per read phase`,
  );
  console.log('  phase                               req/s     p50 ms   p99 ms   SQL/req   CPU µs/req   instr/req');
  for (const measured of phases) {
    console.log(
      `  ${measured.name.padEnd(34)} ${measured.requestsPerSecond.toFixed(0).padStart(7)}  ` +
        `${measured.p50.toFixed(1).padStart(8)} ${measured.p99.toFixed(1).padStart(8)}  ` +
        `${measured.sqlPerRequest.toFixed(1).padStart(8)}  ${measured.cpuMicrosPerRequest.toFixed(0).padStart(11)}  ` +
        `${measured.instructionsPerRequest === null ? 'n/a (perf)' : measured.instructionsPerRequest.toExponential(2)}`,
    );
  }
  const floor = phases[0];
  console.log(
    `  issue costs ${(phases[1].cpuMicrosPerRequest / floor.cpuMicrosPerRequest).toFixed(1)}× the floor's CPU per ` +
      `request, a replay ${(phases[2].cpuMicrosPerRequest / floor.cpuMicrosPerRequest).toFixed(1)}×`,
  );
}

/** The licensing rows of the run, children first (the customer organization itself goes with removeSeeded). */
async function removeLicensing(client: Client, customerId: string, productId: string): Promise<void> {
  if (process.env.BENCH_KEEP === '1') return;
  await client.query('BEGIN');
  try {
    await client.query(
      `DELETE FROM licensing_idempotency_receipts
        WHERE license_id IN (SELECT id FROM licensing_licenses WHERE customer_organization_id = $1)`,
      [customerId],
    );
    for (const table of ['licensing_key_materials', 'licensing_license_actions', 'licensing_outbox'])
      await client.query(
        `DELETE FROM ${table} WHERE license_id IN (SELECT id FROM licensing_licenses WHERE customer_organization_id = $1)`,
        [customerId],
      );
    await client.query(`DELETE FROM licensing_licenses WHERE customer_organization_id = $1`, [customerId]);
    await client.query(`DELETE FROM licensing_customer_subscriptions WHERE customer_organization_id = $1`, [
      customerId,
    ]);
    await client.query(
      `DELETE FROM licensing_offer_versions WHERE offer_id IN (SELECT id FROM licensing_offers WHERE product_id = $1)`,
      [productId],
    );
    await client.query(`DELETE FROM licensing_offers WHERE product_id = $1`, [productId]);
    await client.query(`DELETE FROM licensing_products WHERE id = $1`, [productId]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
