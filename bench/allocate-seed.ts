import { randomBytes, randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import type { Application } from '../src/app';
import { PasswordHasher, ROLE_IDS } from '../src/modules/identity/identity.module';
import { send, type Confirm } from './allocate-load';
import { BenchError } from './api.bench';

/** Bulk SQL seeding of bench:allocate: its organization and signed-in accountant, suppliers, invoices, payments. */

export interface Scope {
  organizationId: string;
  locationId: string;
  connectionId: string;
  userId: string;
  headers: Record<string, string>;
}

const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`;
/** Line amounts 1,000–9,000 against invoices of 60,000–100,000: 7.5 lines per invoice on average, a tail over. */
const LINE_AMOUNT = { min: 1_000, spread: 8_000 };
const INVOICE_AMOUNT = { min: 60_000, spread: 40_000 };

/** One organization, outlet and default connection, and an Accountant of the outlet signed in over HTTP. */
export async function createScope(app: Application, baseUrl: string): Promise<Scope> {
  const db = app.dataSource;
  const tag = randomUUID().slice(0, 8);
  const [{ id: organizationId }] = await db.query('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [
    `Allocate bench ${tag}`,
  ]);
  const [{ id: locationId }] = await db.query(
    `INSERT INTO locations (organization_id, name, code, time_zone, chain_key)
     VALUES ($1, 'Bench outlet', $2, 'Europe/Moscow', 'bench') RETURNING id`,
    [organizationId, `BENCH-A-${tag}`],
  );
  const connection = await db.transaction((em) =>
    app.erpConnections.insert(em, {
      organizationId,
      name: 'Bench accounting system',
      baseUrl: 'http://127.0.0.1:9',
      credentials: { login: 'bench', password: 'bench' },
    }),
  );
  const email = `allocate-bench-${tag}@example.com`;
  const [{ id: userId }] = await db.query(
    `INSERT INTO users (email, display_name, password_hash, is_active) VALUES ($1, 'Bench accountant', $2, true)
     RETURNING id`,
    [email, await new PasswordHasher().hash(PASSWORD)],
  );
  await db.query(
    'INSERT INTO role_assignments (user_id, role_id, organization_id, location_id) VALUES ($1, $2, $3, $4)',
    [userId, ROLE_IDS.Accountant, organizationId, locationId],
  );
  const login = await send(new Agent(), baseUrl, '/api/auth/login', {}, JSON.stringify({ email, password: PASSWORD }));
  const { accessToken } = JSON.parse(login.text) as { accessToken?: string };
  if (login.status !== 200 || !accessToken) throw new BenchError(`login answered ${login.status}: ${login.text}`);
  return {
    organizationId,
    locationId,
    connectionId: connection.id,
    userId,
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'X-Organization-Id': organizationId,
      'X-Location-Id': locationId,
    },
  };
}

/**
 * `invoices` open invoices of the supplier and `confirms` transactions matched to it, each with the body of its
 * confirm: 1–2 distinct random invoices, the transaction amount the sum of the lines (fully distributed).
 */
export async function seedSupplier(
  app: Application,
  scope: Scope,
  supplierId: string,
  invoices: number,
  confirms: number,
  random: () => number,
): Promise<Confirm[]> {
  const db = app.dataSource;
  const invoiceIds = Array.from({ length: invoices }, (_, index) => `${supplierId}-${index + 1}`);
  await db.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, is_deleted, processing_state_checked_at_utc,
       processing_state_source, revision)
     SELECT $1, $2, d.id, 'INV-' || d.id, DATE '2025-01-01' + (d.n % 365)::int, $3, 'incoming', 'IncomingInvoice',
            d.amount, 0, d.amount, 'RUB', 'Unpaid', $4, true, false, now(), 'erp_unpaid_batch', 1
       FROM unnest($5::text[], $6::bigint[]) WITH ORDINALITY AS d(id, amount, n)`,
    [
      scope.connectionId,
      scope.organizationId,
      supplierId,
      scope.locationId,
      invoiceIds,
      invoiceIds.map(() => INVOICE_AMOUNT.min + Math.floor(random() * INVOICE_AMOUNT.spread)),
    ],
  );
  const plans = Array.from({ length: confirms }, () => {
    const first = Math.floor(random() * invoices);
    const second = random() < 0.5 ? (first + 1 + Math.floor(random() * (invoices - 1))) % invoices : null;
    return [first, second]
      .filter((index): index is number => index !== null)
      .map((index) => ({
        documentId: invoiceIds[index],
        allocatedAmount: LINE_AMOUNT.min + Math.floor(random() * LINE_AMOUNT.spread),
      }));
  });
  const [{ id: importId }] = await db.query(
    `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256,
       transaction_count, balance_matches)
     VALUES ($1, $2, 'Parsed', 'bench.txt', 1, $3, $4, true) RETURNING id`,
    [scope.organizationId, scope.locationId, randomBytes(32).toString('hex'), confirms],
  );
  const rows: { id: string }[] = await db.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
       transaction_date, direction, amount, currency, counterparty_name, description, match_status,
       matched_counterparty_id, matched_counterparty_name, match_reason)
     SELECT $1, $2, $3, 0, t.n, DATE '2026-02-01', 'Debit', t.amount, 'RUB', 'Supplier', 'Payment ' || t.n,
            'ManualMatched', $4, 'Supplier', 'manual'
       FROM unnest($5::bigint[]) WITH ORDINALITY AS t(amount, n)
      ORDER BY t.n
     RETURNING id`,
    [
      importId,
      scope.organizationId,
      scope.locationId,
      supplierId,
      plans.map((lines) => lines.reduce((total, line) => total + line.allocatedAmount, 0)),
    ],
  );
  return rows.map(({ id }, index) => ({
    transactionId: id,
    body: JSON.stringify({
      bankTransactionId: id,
      allocationMethod: 'Manual',
      idempotencyKey: `bench-${index}`,
      lines: plans[index],
    }),
  }));
}

/** Payment rows first (they reference the snapshots), then the organization's rows, the user and the organization. */
export async function removeScope(app: Application, scope: Scope): Promise<void> {
  const db = app.dataSource;
  await db.query('DELETE FROM payment_document_reservations WHERE connection_id = $1', [scope.connectionId]);
  await db.query(
    `DELETE FROM bank_transaction_holds h USING bank_transactions t
      WHERE t.id = h.bank_transaction_id AND t.organization_id = $1`,
    [scope.organizationId],
  );
  // Transactions, their allocations, lines and candidate lists go with their imports.
  for (const table of ['bank_imports', 'erp_document_snapshots', 'erp_connections', 'locations'])
    await db.query(`DELETE FROM ${table} WHERE organization_id = $1`, [scope.organizationId]);
  await db.query('DELETE FROM users WHERE id = $1', [scope.userId]);
  await db.query('DELETE FROM organizations WHERE id = $1', [scope.organizationId]);
}

/** A seeded pseudo-random source, so every run confirms the same plans. */
export function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
