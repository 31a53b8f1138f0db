/**
 * `npm run bench:payment-run`: a month-end payment run of BENCH_ITEMS (default 100) items over HTTP, against the
 * application in this process (as production wires it) on the PostgreSQL of DATABASE_URL in its own bench database,
 * or on the embedded database when DATABASE_URL is unset; the accounting-system simulator in this process answers
 * the one reference read (the write target of the first posting, which every later one takes as its suggestion).
 *
 * Seeds BENCH_ITEMS matched transactions, each with its own supplier and one invoice of exactly its amount (the
 * single safe full-amount proposal), prepares them one by one (the morning's work), then measures: the run preview
 * (all items eligible), the run approve (every item Queued), and the same approve submitted again (every item
 * AlreadyQueued), each with its wall time and SQL statements, and the postings that exist afterwards, which must be
 * exactly BENCH_ITEMS. The floor is `GET /api/auth/me` of the same accountant in the same run.
 *
 *   BENCH_ITEMS=100             items of the run
 *   BENCH_SMOKE=1               10 items: the same checks in seconds
 *
 * Exits non-zero when the run does not queue exactly BENCH_ITEMS postings.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startErpSimulator } from '../src/erp-simulator/erp-simulator';
import { metrics } from '../src/platform/http/metrics';
import { send } from './allocate-load';
import { createScope, removeScope, type Scope } from './allocate-seed';
import { BenchError, positiveIntFromEnv, prepareBackend } from './api.bench';
import { createBenchApplication } from './in-process-application';

const SMOKE = process.env.BENCH_SMOKE === '1';
const ITEMS = SMOKE ? 10 : positiveIntFromEnv('BENCH_ITEMS', 100);
const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };

interface Timed<T> {
  ms: number;
  statements: number;
  body: T;
}

async function main(): Promise<void> {
  const backend = await prepareBackend();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recon-payment-run-'));
  const app = await createBenchApplication(backend, dataDir);
  const simulator = await startErpSimulator({ port: 0, sessionLimit: 50 });
  const port = await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  const agent = new Agent({ keepAlive: true });
  let scope: Scope | null = null;
  try {
    scope = await createScope(app, baseUrl);
    const { connectionId } = scope;
    await app.dataSource.transaction(async (em) => {
      await em.query('UPDATE erp_connections SET base_url = $1 WHERE id = $2', [simulator.baseUrl, connectionId]);
      await app.erpConnections.saveCredentials(em, connectionId, { login: 'admin', password: 'simulator' });
    });
    const transactionIds = await seed(app.dataSource, scope, ITEMS + 1);
    const [first, ...runIds] = transactionIds;
    const post = <T>(urlPath: string, body: unknown) =>
      timed<T>(() => send(agent, baseUrl, urlPath, scope!.headers, JSON.stringify(body)));

    const seedPosting = await post<{ outcome: string }>(`/api/accountant-work-items/${first}/approve-and-queue`, {
      idempotencyKey: 'bench-first',
      writeTarget: TARGET,
    });
    if (seedPosting.body.outcome !== 'Queued')
      throw new BenchError(`first posting: ${JSON.stringify(seedPosting.body)}`);

    const prepareStart = performance.now();
    for (const id of runIds) {
      const prepared = await post<{ safeProposal: unknown }>(`/api/accountant-work-items/${id}/prepare`, {
        idempotencyKey: 'bench-morning',
      });
      if (!prepared.body.safeProposal)
        throw new BenchError(`prepare found no proposal: ${JSON.stringify(prepared.body)}`);
    }
    const prepareMs = performance.now() - prepareStart;

    const floor = await floorOf(agent, baseUrl, scope.headers);
    const preview = await post<{
      eligible: { bankTransactionId: string; proposalHash: string; transactionRowVersion: number }[];
      eligibleCount: number;
      totalAmount: number;
    }>('/api/accountant-payment-runs/preview', {});
    if (preview.body.eligibleCount !== ITEMS) throw new BenchError(`preview: ${preview.body.eligibleCount} eligible`);
    const items = preview.body.eligible.map(({ bankTransactionId, proposalHash, transactionRowVersion }) => ({
      bankTransactionId,
      proposalHash,
      expectedTransactionRowVersion: transactionRowVersion,
    }));
    type RunResult = { succeededCount: number; skippedCount: number; failedCount: number };
    const approve = await post<RunResult>('/api/accountant-payment-runs/approve', {
      correlationId: 'bench-run',
      items,
    });
    const again = await post<RunResult>('/api/accountant-payment-runs/approve', { correlationId: 'bench-run', items });
    const [{ postings }] = await app.dataSource.query(
      `SELECT count(*)::int AS postings FROM erp_payment_postings
        WHERE organization_id = $1 AND bank_transaction_id = ANY($2::uuid[])`,
      [scope.organizationId, runIds],
    );

    console.log(`payment run of ${ITEMS} items — ${backend.description}${SMOKE ? ' (smoke size)' : ''}`);
    console.log(`  floor GET /api/auth/me           ${floor.toFixed(2)} ms per request (median of 50)`);
    console.log(`  prepare, one by one             ${(prepareMs / ITEMS).toFixed(1)} ms per item`);
    line('preview', preview, `${preview.body.eligibleCount} eligible, total ${preview.body.totalAmount}`);
    line('approve', approve, tally(approve.body));
    line('approve again (same run)', again, tally(again.body));
    console.log(`  postings of the run afterwards  ${postings} (must be ${ITEMS})`);
    if (postings !== ITEMS || approve.body.succeededCount !== ITEMS || again.body.skippedCount !== ITEMS) {
      throw new BenchError('the run did not queue exactly one posting per item');
    }
  } finally {
    if (scope) await removeScope(app, scope).catch(() => undefined);
    agent.destroy();
    await simulator.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seed(db: import('typeorm').DataSource, scope: Scope, count: number): Promise<string[]> {
  const amounts = Array.from({ length: count }, (_, index) => 10_000 + index * 137);
  const suppliers = amounts.map(() => `bench-sup-${randomUUID().slice(0, 8)}`);
  await db.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, is_deleted, processing_state_checked_at_utc,
       processing_state_source, revision)
     SELECT $1, $2, 'doc-' || d.supplier, 'INV-' || d.n, DATE '2025-01-10', d.supplier, 'incoming',
            'IncomingInvoice', d.amount, 0, d.amount, 'RUB', 'Unpaid', $3, true, false, now(), 'erp_unpaid_batch', 1
       FROM unnest($4::text[], $5::bigint[]) WITH ORDINALITY AS d(supplier, amount, n)`,
    [scope.connectionId, scope.organizationId, scope.locationId, suppliers, amounts],
  );
  const [{ id: importId }] = await db.query(
    `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256,
       transaction_count, balance_matches)
     VALUES ($1, $2, 'Parsed', 'month-end.txt', 1, md5(random()::text) || md5(random()::text), $3, true)
     RETURNING id`,
    [scope.organizationId, scope.locationId, count],
  );
  const rows: { id: string }[] = await db.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
       transaction_date, direction, amount, currency, counterparty_name, description, match_status,
       matched_counterparty_id, matched_counterparty_name, match_reason)
     SELECT $1, $2, $3, 0, d.n, DATE '2025-02-01' + (d.n % 20)::int, 'Debit', d.amount, 'RUB', 'Supplier ' || d.n,
            'Payment for INV-' || d.n, 'ManualMatched', d.supplier, 'Supplier ' || d.n, 'manual'
       FROM unnest($4::text[], $5::bigint[]) WITH ORDINALITY AS d(supplier, amount, n)
      ORDER BY d.n
     RETURNING id`,
    [importId, scope.organizationId, scope.locationId, suppliers, amounts],
  );
  return rows.map((row) => row.id);
}

async function timed<T>(call: () => Promise<{ status: number; text: string }>): Promise<Timed<T>> {
  const statements = metrics.sqlStatements;
  const start = performance.now();
  const response = await call();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new BenchError(`answered ${response.status}: ${response.text.slice(0, 500)}`);
  return { ms, statements: metrics.sqlStatements - statements, body: JSON.parse(response.text) as T };
}

/** The median of 50 sequential `GET /api/auth/me`: what any authenticated request costs here. */
async function floorOf(agent: Agent, baseUrl: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < 50; index += 1) {
    const start = performance.now();
    await new Promise<void>((resolve, reject) => {
      request(`${baseUrl}/api/auth/me`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      })
        .on('error', reject)
        .end();
    });
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[25];
}

function line(name: string, measured: Timed<unknown>, detail: string): void {
  const perItem = (measured.ms / ITEMS).toFixed(1);
  console.log(
    `  ${name.padEnd(31)} ${measured.ms.toFixed(0).padStart(6)} ms (${perItem} ms per item), ` +
      `${measured.statements} SQL statements (${(measured.statements / ITEMS).toFixed(1)} per item); ${detail}`,
  );
}

function tally(result: { succeededCount: number; skippedCount: number; failedCount: number }): string {
  return `succeeded ${result.succeededCount}, skipped ${result.skippedCount}, failed ${result.failedCount}`;
}

main().catch((error) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exit(1);
});
