/**
 * `npm run bench:licensing`: the licensing write and read paths of document 03 against the built server as a separate
 * process on the PostgreSQL of DATABASE_URL (its own `recon_bench` database), with BENCH_CLIENTS (default 32)
 * concurrent clients, each keeping one request in flight:
 *
 * - floor: `GET /api/auth/me` of the same platform manager, in the same run;
 * - issue, one customer: `POST …/license-issues` with a fresh Idempotency-Key, each on its own subscription of one
 *   customer and offer version (every answer must be 201); these share the version's seat pool, so they serialize;
 * - replay: the same requests again, same keys and bodies (every answer must be 200 with plaintextKey null);
 * - issue, spread: the same over BENCH_CLIENTS other customers, whose seat pools are their own;
 * - catalog: `GET /api/v1/public/platform-plans` without If-None-Match (200) and with the ETag (304).
 *
 * Each phase prints requests/s, p50/p99 wall time, SQL statements per request (the server's db_statements_total)
 * and the server process's CPU per request (/proc); instructions per request where `perf stat` counts them here.
 *
 *   BENCH_CLIENTS=32     concurrent clients
 *   BENCH_ISSUES=2000    issues (and replays) of each issue phase; one subscription each
 *   BENCH_REQUESTS=4000  requests of the floor and of each catalog phase
 *   BENCH_SMOKE=1        4 clients, 40 issues, 100 requests, 20 warm-up: the same checks in seconds
 *
 * Exits non-zero when an issue is not 201, a replay not 200, or the count of licenses differs from 2 × BENCH_ISSUES.
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

const SMOKE = process.env.BENCH_SMOKE === '1';
const CLIENTS = SMOKE ? 4 : positiveIntFromEnv('BENCH_CLIENTS', 32);
const ISSUES = SMOKE ? 40 : positiveIntFromEnv('BENCH_ISSUES', 2000);
const REQUESTS = SMOKE ? 100 : positiveIntFromEnv('BENCH_REQUESTS', 4000);
const WARMUP = SMOKE ? 20 : 200;

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
  const customers: string[] = [];
  for (let index = 0; index <= CLIENTS; index += 1)
    customers.push((await seedOrganization(client, 'Bench licensing customer', 1)).organizationId);
  organizations.push(...customers);
  // The first customer holds every subscription of the one-customer phase; the others share the spread phase.
  const [single, ...spread] = customers;
  const catalog = await seedCatalog(client, [single], ISSUES);
  const spreadCatalog = await seedCatalog(client, spread, ISSUES);
  try {
    const measure = (name: string, calls: Call[]) => phase(name, server, metricsToken, agent, calls);
    const phases: Phase[] = [];
    const me: Call = { method: 'GET', path: '/api/auth/me', headers: auth };
    await measure(
      'warm-up',
      Array.from({ length: WARMUP }, () => me),
    );
    phases.push(
      await measure(
        'floor: GET /api/auth/me',
        Array.from({ length: REQUESTS }, () => me),
      ),
    );

    const issueCalls = (subscriptions: { id: string; customerId: string }[]): Call[] =>
      subscriptions.map(({ id, customerId }) => ({
        method: 'POST',
        path: `/api/v1/customers/organizations/${customerId}/license-issues`,
        headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${randomUUID()}` },
        body: JSON.stringify({ customerSubscriptionId: id, correlationId: randomUUID() }),
      }));
    const issues = issueCalls(catalog.subscriptions);
    const issued = await measure('issue, one customer (201)', issues);
    phases.push(issued);
    const replayed = await measure('replay, same keys (200)', issues);
    phases.push(replayed);
    const issuedSpread = await measure(
      `issue, ${spread.length} customers (201)`,
      issueCalls(spreadCatalog.subscriptions),
    );
    phases.push(issuedSpread);

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
        `SELECT count(*)::int AS count FROM licensing_licenses WHERE customer_organization_id = ANY($1::uuid[])`,
        [customers],
      )
    ).rows;
    const failures = [
      only(issued, 201, 'issue'),
      only(replayed, 200, 'replay'),
      only(issuedSpread, 201, 'spread issue'),
      only(phases[phases.length - 1], 304, 'conditional catalog'),
      count === 2 * ISSUES ? null : `${count} licenses exist, ${2 * ISSUES} expected`,
    ].filter((failure): failure is string => failure !== null);
    console.log(`  licenses of the customers afterwards: ${count} (expected ${2 * ISSUES})`);
    if (failures.length > 0) throw new BenchError(failures.join('; '));
  } finally {
    agent.destroy();
    await removeLicensing(client, customers, [catalog.productId, spreadCatalog.productId]);
  }
}).catch((error: Error) => {
  console.error(error instanceof BenchError ? `bench:licensing failed: ${error.message}` : error);
  process.exitCode = 1;
});

/**
 * One published offer version with room for every issue, and `count` Active subscriptions to it, given to the
 * customers in turn.
 */
async function seedCatalog(
  client: Client,
  customerIds: string[],
  count: number,
): Promise<{ productId: string; subscriptions: { id: string; customerId: string }[] }> {
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
  const { rows } = await client.query<{ id: string; customerId: string }>(
    `INSERT INTO licensing_customer_subscriptions (tenant_id, customer_organization_id, offer_version_id, tariff_code,
                                                   status)
     SELECT $1, ($2::uuid[])[1 + n % cardinality($2::uuid[])], $3, 'basic', 'Active'
       FROM generate_series(1, $4::int) AS n
     RETURNING id, customer_organization_id AS "customerId"`,
    [DEFAULT_TENANT_ID, customerIds, versionId, count],
  );
  return { productId, subscriptions: rows };
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
    `\nbench:licensing — ${CLIENTS} concurrent clients, ${ISSUES} issues, ${REQUESTS} requests per read phase` +
      (SMOKE ? ' (smoke size)' : ''),
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
  const times = (measured: Phase) => (measured.cpuMicrosPerRequest / floor.cpuMicrosPerRequest).toFixed(1);
  console.log(`  CPU per request against the floor: issue ${times(phases[1])}×, replay ${times(phases[2])}×`);
  console.log(
    '  one customer: every issue takes the seat lock of its customer and offer version (a shared pool), so they run' +
      ' one at a time',
  );
}

/** The licensing rows of the run, children first (the customer organization itself goes with removeSeeded). */
async function removeLicensing(client: Client, customerIds: string[], productIds: string[]): Promise<void> {
  if (process.env.BENCH_KEEP === '1') return;
  await client.query('BEGIN');
  try {
    await client.query(
      `DELETE FROM licensing_idempotency_receipts
        WHERE license_id IN (SELECT id FROM licensing_licenses WHERE customer_organization_id = ANY($1::uuid[]))`,
      [customerIds],
    );
    for (const table of ['licensing_key_materials', 'licensing_license_actions', 'licensing_outbox'])
      await client.query(
        `DELETE FROM ${table}
          WHERE license_id IN (SELECT id FROM licensing_licenses WHERE customer_organization_id = ANY($1::uuid[]))`,
        [customerIds],
      );
    for (const table of ['licensing_licenses', 'licensing_customer_subscriptions'])
      await client.query(`DELETE FROM ${table} WHERE customer_organization_id = ANY($1::uuid[])`, [customerIds]);
    await client.query(
      `DELETE FROM licensing_offer_versions
        WHERE offer_id IN (SELECT id FROM licensing_offers WHERE product_id = ANY($1::uuid[]))`,
      [productIds],
    );
    await client.query(`DELETE FROM licensing_offers WHERE product_id = ANY($1::uuid[])`, [productIds]);
    await client.query(`DELETE FROM licensing_products WHERE id = ANY($1::uuid[])`, [productIds]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
