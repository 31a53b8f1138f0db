/**
 * `npm run bench:suggestion`: the cost of accepting a counterparty rule suggestion on an outlet with
 * BENCH_TRANSACTIONS bank transactions (bench:match's seed: 10,000 active rules, 5,000 suppliers), against the
 * PostgreSQL of DATABASE_URL (its own `recon_bench` database) or the embedded PGlite, through the real HTTP API.
 *
 * Per round: a fresh payee gets BENCH_PAYEE_LINES queued lines and two manual matches (which propose the rule), then
 * `POST /api/counterparty-rule-suggestions/{id}/accept` is timed (rule creation, the organization's rematch, the
 * answer with what it matched); as its floor, an equivalent rule for another fresh payee of the same shape is created
 * by hand (`createCounterpartyRule`, the same rematch). Prints the median of BENCH_ROUNDS rounds of both.
 *
 *   BENCH_TRANSACTIONS=100000   transactions of the outlet
 *   BENCH_ROUNDS=3              rounds
 *   BENCH_PAYEE_LINES=100       queued lines of each round's payee
 *   BENCH_SMOKE=1               2,000 transactions, 1 round: the same checks in seconds
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Application } from '../src/app';
import { AutomaticMatchingService } from '../src/modules/counterparty-matching/automatic-matching.service';
import { normalizeCounterpartyName } from '../src/modules/counterparty-matching/counterparty-name';
import { inTransaction } from '../src/platform/database/transaction';
import { ADMIN, BenchError, positiveIntFromEnv, prepareBackend } from './api.bench';
import { createBenchApplication } from './in-process-application';
import { generate, removeOrganization, store } from './match.bench';

const SMOKE = process.env.BENCH_SMOKE === '1';
const TRANSACTIONS = SMOKE ? 2_000 : positiveIntFromEnv('BENCH_TRANSACTIONS', 100_000);
const ROUNDS = SMOKE ? 1 : positiveIntFromEnv('BENCH_ROUNDS', 3);
const PAYEE_LINES = positiveIntFromEnv('BENCH_PAYEE_LINES', 100);

interface Call {
  seconds: number;
  body: Record<string, unknown>;
}

async function main(): Promise<void> {
  const backend = await prepareBackend();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recon-suggestion-bench-'));
  let app: Application | null = null;
  let organizationId: string | null = null;
  try {
    app = await createBenchApplication(backend, dataDir);
    const port = await app.listen(0, '127.0.0.1');
    const baseUrl = `http://127.0.0.1:${port}`;
    organizationId = await store(app, generate(TRANSACTIONS));
    // Outcomes as imports would have left them, so the measured rematches change only what the new rule decides.
    const ctx = app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
    await inTransaction(app.dataSource, () => new AutomaticMatchingService().rematchOrganization(ctx, organizationId!));
    await app.dataSource.query('VACUUM ANALYZE bank_transactions');
    const token = await signIn(baseUrl);
    const call = (method: string, urlPath: string, body: unknown) => timed(baseUrl, token, method, urlPath, body);

    const accepts: number[] = [];
    const floors: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const suggested = await payee(app, organizationId, 2);
      for (const id of suggested.manual) {
        const matched = await call('POST', '/api/counterparty-matches', {
          bankTransactionId: id,
          erpCounterpartyId: suggested.supplier,
          erpCounterpartyName: suggested.brand,
        });
        if (matched.body.matchStatus !== 'ManualMatched') throw new BenchError('manual match failed');
      }
      const [suggestion] = await app.dataSource.query(
        `SELECT id FROM counterparty_rule_suggestions WHERE organization_id = $1 AND erp_counterparty_id = $2
            AND status = 'Pending'`,
        [organizationId, suggested.supplier],
      );
      if (!suggestion) throw new BenchError('no suggestion after two manual matches');
      const accepted = await call('POST', `/api/counterparty-rule-suggestions/${suggestion.id}/accept`, {});
      if (accepted.body.matchedTransactionCount !== PAYEE_LINES)
        throw new BenchError(`accept matched ${String(accepted.body.matchedTransactionCount)}, not ${PAYEE_LINES}`);
      accepts.push(accepted.seconds);

      const byHand = await payee(app, organizationId, 0);
      const created = await call('POST', '/graphql', {
        query: `mutation ($input: CreateCounterpartyRuleInput!) {
          createCounterpartyRule(input: $input) { changedTransactionCount } }`,
        variables: {
          input: {
            organizationId,
            pattern: byHand.brand,
            erpCounterpartyId: byHand.supplier,
            erpCounterpartyName: byHand.brand,
          },
        },
      });
      const changed = (created.body.data as { createCounterpartyRule?: { changedTransactionCount: number } })
        ?.createCounterpartyRule?.changedTransactionCount;
      if (changed !== PAYEE_LINES) throw new BenchError(`rule by hand changed ${String(changed)}, not ${PAYEE_LINES}`);
      floors.push(created.seconds);
    }

    const accept = median(accepts);
    const floor = median(floors);
    console.log(
      `\nAccepting a counterparty rule suggestion — ${backend.description}\n` +
        `${TRANSACTIONS.toLocaleString('en')} transactions in one outlet, 10,000 active rules, 5,000 suppliers; ` +
        `each rule takes ${PAYEE_LINES} queued lines; ${ROUNDS} round(s)\n` +
        `accept (rule + rematch + answer), median: ${accept.toFixed(3)} s  [${accepts.map(seconds).join(', ')}]\n` +
        `floor: equivalent rule created by hand (rule + rematch), median: ${floor.toFixed(3)} s  ` +
        `[${floors.map(seconds).join(', ')}]\n` +
        `ratio accept / floor: ${(accept / floor).toFixed(2)} ×`,
    );
  } finally {
    // The organization's suggestions cascade with it.
    if (app && organizationId) await removeOrganization(app, organizationId);
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh payee: PAYEE_LINES queued lines and `manual` more to match by hand, in the bench's import. */
async function payee(app: Application, organizationId: string, manual: number) {
  const brand = `Бенчмарк ${randomUUID().slice(0, 8)}`;
  const rows: { id: string }[] = await app.dataSource.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                    transaction_date, direction, amount, currency, counterparty_name,
                                    counterparty_name_normalized)
     SELECT i.id, i.organization_id, i.location_id, 1, n, DATE '2026-06-01', 'Debit', 1000 + n, 'RUB',
            'ООО "' || $2 || '"', $3
       FROM bank_imports i, generate_series(1, $4::int) AS n
      WHERE i.organization_id = $1
     RETURNING id`,
    [organizationId, brand, normalizeCounterpartyName(brand), PAYEE_LINES + manual],
  );
  return { brand, supplier: `bench-${randomUUID().slice(0, 8)}`, manual: rows.slice(0, manual).map((row) => row.id) };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new BenchError(`sign-in answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function timed(baseUrl: string, token: string, method: string, urlPath: string, body: unknown): Promise<Call> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as Record<string, unknown>;
  const elapsed = (performance.now() - started) / 1000;
  if (!response.ok || parsed.errors)
    throw new BenchError(`${method} ${urlPath} answered ${response.status}: ${JSON.stringify(parsed).slice(0, 300)}`);
  return { seconds: elapsed, body: parsed };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function seconds(value: number): string {
  return `${value.toFixed(3)} s`;
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
