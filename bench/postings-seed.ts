import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { ErpConnectionStore } from '../src/modules/erp-connection/erp-connection-store';
import { POSTING_CHANNEL } from '../src/modules/erp-posting/worker/posting-claims';
import { SecretBox } from '../src/platform/crypto/secret-box';
import { BenchError, positiveIntFromEnv } from './api.bench';
import { ProcessErpSessionStore } from '../src/modules/erp-connector/erp-server-coordination';

/**
 * What bench:postings works on: its database, one organization with an outlet and a connection to the simulator,
 * and per round postings ready for the worker (an allocation in PostingQueued with its lines, reservations, hold,
 * document snapshots, the posting in ApprovalRequired and its outbox row), seeded in bulk SQL, with the same
 * documents created in the simulator. Approving them is what the service's approve does, in SQL.
 */

export const SUPPLIER_ID = 'sup-posting-bench';
/** The simulator's demo references (its built-in fixture). */
const ACCOUNT_ID = 'acc-bank-1';
const CASH_FLOW_ARTICLE_ID = 'cfa-supplier-payments';
const LINE_AMOUNT = { min: 1_000, spread: 8_000 };
const DOCUMENT_AMOUNT = { min: 60_000, spread: 40_000 };
/** The tables a round fills; emptied before each round (the bench database holds nothing else of them). */
const ROUND_TABLES = [
  'payment_anomalies',
  'erp_posting_attempts',
  'erp_posting_outbox',
  'erp_payment_postings',
  'bank_transaction_holds',
  'payment_document_reservations',
  'payment_allocation_lines',
  'payment_candidate_lists',
  'payment_allocations',
  'erp_document_snapshots',
  'bank_duplicate_candidates',
  'bank_import_reprocess_previews',
  'bank_transactions',
  'bank_imports',
];

/** The server of DATABASE_URL gets a database of this bench alone: its workers claim every due posting in it. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently: fine
      });
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface Scope {
  organizationId: string;
  locationId: string;
  locationCode: string;
  connectionId: string;
}

/** The organization, its outlet and its connection, whose credentials are sealed with the workers' key. */
export async function createScope(db: DataSource, simulatorUrl: string, encryptionKey: string): Promise<Scope> {
  const tag = randomUUID().slice(0, 8);
  const [{ id: organizationId }] = await db.query('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [
    `Postings bench ${tag}`,
  ]);
  const locationCode = `BENCH-P-${tag}`;
  const [{ id: locationId }] = await db.query(
    `INSERT INTO locations (organization_id, name, code, time_zone, chain_key)
     VALUES ($1, 'Bench outlet', $2, 'Europe/Moscow', 'bench') RETURNING id`,
    [organizationId, locationCode],
  );
  const store = new ErpConnectionStore(
    new SecretBox(encryptionKey),
    { allowedHosts: [], allowLoopback: true, timeoutMs: 10_000, readRetries: 2 },
    // Only the sealing of credentials is used here; no connector is opened.
    new ProcessErpSessionStore(),
  );
  const connection = await db.transaction((em) =>
    store.insert(em, {
      organizationId,
      name: 'Bench simulator',
      baseUrl: simulatorUrl,
      credentials: { login: 'admin', password: 'simulator' },
    }),
  );
  return { organizationId, locationId, locationCode, connectionId: connection.id };
}

/**
 * Empties the round's tables. CASCADE takes along every table whose foreign keys reach them (work item preparations,
 * approvals and whatever a later migration adds): PostgreSQL refuses to truncate a referenced table alone, and those
 * rows belong to the round's transactions, so they go with them.
 */
export async function clearRound(db: DataSource): Promise<void> {
  await db.query(`TRUNCATE ${ROUND_TABLES.join(', ')} CASCADE`);
}

/** This run's organization, or with none given every one a bench run left (a failed run keeps its rows). */
export async function removeScope(db: DataSource, scope: Scope | null): Promise<void> {
  await clearRound(db);
  const organizations = scope
    ? [scope.organizationId]
    : (await db.query(`SELECT id FROM organizations WHERE name LIKE 'Postings bench %'`)).map(
        (row: { id: string }) => row.id,
      );
  for (const table of ['erp_connections', 'locations'])
    await db.query(`DELETE FROM ${table} WHERE organization_id = ANY($1)`, [organizations]);
  await db.query('DELETE FROM organizations WHERE id = ANY($1)', [organizations]);
}

// ---- Simulator -----------------------------------------------------------------------------------------------------

const controlAgent = new Agent({ keepAlive: true, maxSockets: 32 });

/** One call of the simulator's control API; answers the parsed JSON body. */
export function control<T = unknown>(baseUrl: string, method: string, urlPath: string, body?: unknown): Promise<T> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${urlPath}`,
      {
        method,
        agent: controlAgent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if ((res.statusCode ?? 0) >= 300)
            reject(new BenchError(`${method} ${urlPath} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          else resolve(JSON.parse(text) as T);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The simulator's licence limit of concurrent sessions during the bench. Its default (5) covers one session per
 * worker, but a worker signs in once per posting claimed before its first session exists (see the report), and
 * sessions beyond the limit fail those postings' calls: the limit is raised so the drain measures throughput, and the
 * sessions actually opened are reported.
 */
export const SESSION_LIMIT = positiveIntFromEnv('BENCH_SESSION_LIMIT', 256);

/** Empties the simulator (its payments and sessions too), creates the bench supplier, sets the session limit. */
export async function resetSimulator(baseUrl: string): Promise<void> {
  await control(baseUrl, 'POST', '/__control/reset');
  await control(baseUrl, 'POST', '/__control/suppliers', { id: SUPPLIER_ID, name: 'Bench supplier', taxId: null });
  await control(baseUrl, 'POST', '/__control/sessions', { limit: SESSION_LIMIT });
}

/** Sessions open at the simulator now. */
export async function openSessions(baseUrl: string): Promise<number> {
  return (await control<{ open: number }>(baseUrl, 'GET', '/__control/sessions')).open;
}

export interface SimDocument {
  id: string;
  amount: number;
}

/** The documents, 32 control calls in flight. */
export async function createSimulatorDocuments(
  baseUrl: string,
  storeCode: string,
  documents: SimDocument[],
): Promise<void> {
  let next = 0;
  const caller = async () => {
    for (let index = next++; index < documents.length; index = next++) {
      const { id, amount } = documents[index];
      await control(baseUrl, 'POST', '/__control/documents', {
        id,
        number: id.toUpperCase(),
        date: '2026-01-15',
        supplierId: SUPPLIER_ID,
        storeCode,
        direction: 'incoming',
        documentType: 'IncomingInvoice',
        amount,
        currency: 'RUB',
        isProcessed: true,
        isDeleted: false,
        paidAmount: 0,
      });
    }
  };
  await Promise.all(Array.from({ length: 32 }, caller));
}

// ---- Postings ------------------------------------------------------------------------------------------------------

export interface Line {
  documentId: string;
  documentAmount: number;
  amount: number;
}

/** 1–2 lines of distinct fresh documents, each paying part of its document. */
export function planLines(count: number, prefix: string, random: () => number): Line[][] {
  return Array.from({ length: count }, (_, index) =>
    Array.from({ length: random() < 0.5 ? 2 : 1 }, (_, line) => ({
      documentId: `${prefix}-${index + 1}-${line + 1}`,
      documentAmount: DOCUMENT_AMOUNT.min + Math.floor(random() * DOCUMENT_AMOUNT.spread),
      amount: LINE_AMOUNT.min + Math.floor(random() * LINE_AMOUNT.spread),
    })),
  );
}

/**
 * `count` postings in ApprovalRequired, each with everything the worker reads and settles, and their documents in
 * the simulator. Answers the posting ids in order.
 */
export async function seedPostings(
  db: DataSource,
  simulatorUrl: string,
  scope: Scope,
  count: number,
  prefix: string,
  random: () => number,
): Promise<string[]> {
  const plans = planLines(count, prefix, random);
  const lines = plans.flatMap((plan, index) => plan.map((line, sequence) => ({ ...line, index, sequence })));
  await createSimulatorDocuments(
    simulatorUrl,
    scope.locationCode,
    lines.map((line) => ({ id: line.documentId, amount: line.documentAmount })),
  );
  const transactionIds = plans.map(() => randomUUID());
  const allocationIds = plans.map(() => randomUUID());
  const postingIds = plans.map(() => randomUUID());
  const totals = plans.map((plan) => plan.reduce((total, line) => total + line.amount, 0));
  const remaining = plans.map((plan) => plan.reduce((total, line) => total + line.documentAmount - line.amount, 0));
  const { organizationId: org, locationId: loc, connectionId: conn } = scope;
  await db.transaction(async (em) => {
    const [{ id: importId }] = await em.query(
      `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256,
         transaction_count, balance_matches)
       VALUES ($1, $2, 'Parsed', 'bench.txt', 1, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), $3, true)
       RETURNING id`,
      [org, loc, count],
    );
    await em.query(
      `INSERT INTO bank_transactions (id, import_id, organization_id, location_id, statement_index, sequence,
         transaction_date, direction, amount, currency, counterparty_name, description, match_status,
         matched_counterparty_id, matched_counterparty_name, match_reason)
       SELECT t.id, $1, $2, $3, 0, t.n, DATE '2026-02-01', 'Debit', t.amount, 'RUB', 'Bench supplier',
              'Payment ' || t.n, 'ManualMatched', $4, 'Bench supplier', 'manual'
         FROM unnest($5::uuid[], $6::bigint[]) WITH ORDINALITY AS t(id, amount, n)`,
      [importId, org, loc, SUPPLIER_ID, transactionIds, totals],
    );
    await em.query(
      `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
         document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
         payment_status, store_code, location_id, is_processed, is_deleted, processing_state_checked_at_utc,
         processing_state_source, revision)
       SELECT $1, $2, d.id, upper(d.id), DATE '2026-01-15', $3, 'incoming', 'IncomingInvoice', d.amount, 0, d.amount,
              'RUB', 'Unpaid', $4, $5, true, false, now(), 'erp_unpaid_batch', 1
         FROM unnest($6::text[], $7::bigint[]) AS d(id, amount)`,
      [
        conn,
        org,
        SUPPLIER_ID,
        scope.locationCode,
        loc,
        lines.map((line) => line.documentId),
        lines.map((line) => line.documentAmount),
      ],
    );
    await em.query(
      `INSERT INTO payment_allocations (id, organization_id, location_id, bank_transaction_id, erp_connection_id,
         erp_counterparty_id, status, allocation_method, currency, total_amount, allocated_amount,
         document_settlement_amount, supplier_advance_amount, unallocated_payment_amount, invoice_debt_remaining,
         idempotency_key, approved_at_utc)
       SELECT a.id, $1, $2, a.transaction_id, $3, $4, 'PostingQueued', 'Manual', 'RUB', a.total, a.total, a.total, 0,
              0, a.remaining, 'bench-' || a.n, now()
         FROM unnest($5::uuid[], $6::uuid[], $7::bigint[], $8::bigint[]) WITH ORDINALITY
              AS a(id, transaction_id, total, remaining, n)`,
      [org, loc, conn, SUPPLIER_ID, allocationIds, transactionIds, totals, remaining],
    );
    await em.query(
      `WITH l AS (
         SELECT * FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::bigint[], $6::bigint[], $7::int[])
                AS l(allocation_id, transaction_id, document_id, document_amount, amount, sequence)),
       lines AS (
         INSERT INTO payment_allocation_lines (allocation_id, bank_transaction_id, connection_id, document_id,
           document_number, document_type, document_amount, allocated_amount, is_partial_payment, is_overpayment,
           payment_status_before, expected_payment_status_after, unpaid_amount_before, expected_unpaid_amount_after,
           sequence)
         SELECT allocation_id, transaction_id, $1, document_id, upper(document_id), 'IncomingInvoice',
                document_amount, amount, true, false, 'Unpaid', 'PartiallyPaid', document_amount,
                document_amount - amount, sequence
           FROM l)
       INSERT INTO payment_document_reservations (connection_id, document_id, reserved_amount)
       SELECT $1, document_id, amount FROM l`,
      [
        conn,
        lines.map((line) => allocationIds[line.index]),
        lines.map((line) => transactionIds[line.index]),
        lines.map((line) => line.documentId),
        lines.map((line) => line.documentAmount),
        lines.map((line) => line.amount),
        lines.map((line) => line.sequence + 1),
      ],
    );
    await em.query(
      `WITH p AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::bigint[]) AS p(id, allocation_id, transaction_id, total)),
       holds AS (
         INSERT INTO bank_transaction_holds (bank_transaction_id, allocation_id) SELECT transaction_id, allocation_id FROM p),
       postings AS (
         INSERT INTO erp_payment_postings (id, organization_id, location_id, payment_allocation_id, bank_transaction_id,
           erp_connection_id, status, posting_type, direction, supplier_external_id, currency, total_amount,
           posting_date, account_id, account_name, cash_flow_article_id, cash_flow_article_name, request_hash,
           idempotency_key)
         SELECT id, $5, $6, allocation_id, transaction_id, $7, 'ApprovalRequired', 'SupplierPayment', 'incoming', $8,
                'RUB', total, DATE '2026-02-01', $9, 'Bench account', $10, 'Bench article',
                encode(sha256(id::text::bytea), 'hex'), 'recon-posting-' || id
           FROM p
         RETURNING id, payment_allocation_id)
       INSERT INTO erp_posting_outbox (posting_id, message_type, payload)
       SELECT id, 'erp.payment_posting.requested', jsonb_build_object('postingId', id, 'allocationId', payment_allocation_id)
         FROM postings`,
      [
        postingIds,
        allocationIds,
        transactionIds,
        totals,
        org,
        loc,
        conn,
        SUPPLIER_ID,
        ACCOUNT_ID,
        CASH_FLOW_ARTICLE_ID,
      ],
    );
  });
  await db.query(
    'ANALYZE erp_payment_postings, erp_posting_outbox, payment_allocations, payment_allocation_lines, ' +
      'erp_document_snapshots, payment_document_reservations',
  );
  return postingIds;
}

/**
 * Snapshots of other documents of the connection, referenced by no posting: how large erp_document_snapshots is
 * decides the plan of the worker's snapshot update (a sequential scan of the whole table per posting while it is
 * small, index lookups once it is large), so a run can be placed on either side.
 */
export async function seedExtraSnapshots(db: DataSource, scope: Scope, count: number): Promise<void> {
  if (count === 0) return;
  await db.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, store_code, location_id, is_processed, is_deleted, revision)
     SELECT $1, $2, 'other-' || n, 'OTHER-' || n, DATE '2025-06-01' + (n % 200), 'sup-other-' || (n % 50), 'incoming',
            'IncomingInvoice', 10000, 10000, 0, 'RUB', 'Paid', $3, $4, true, false, 1
       FROM generate_series(1, $5::int) AS n`,
    [scope.connectionId, scope.organizationId, scope.locationCode, scope.locationId, count],
  );
}

/** The approve of PostingWorkflowService, set-based: Queued and due, the outbox dispatched, NOTIFY per posting. */
const APPROVE = `WITH approved AS (
    UPDATE erp_payment_postings SET status = 'Queued', approved_at_utc = clock_timestamp(), next_run_at_utc = now(),
           updated_at_utc = now(), row_version = row_version + 1
     WHERE id = ANY($1::uuid[]) AND status = 'ApprovalRequired'
    RETURNING id),
  outbox AS (UPDATE erp_posting_outbox SET dispatched_at_utc = now() WHERE posting_id IN (SELECT id FROM approved))
  SELECT count(pg_notify('${POSTING_CHANNEL}', id::text))::int AS approved FROM approved`;

/**
 * Approves the postings in one transaction on `client` and answers the commit time as the database tells it, in
 * epoch seconds with microseconds: clock_timestamp() as the last statement before COMMIT (the workers can see nothing
 * earlier). Every later time of the bench is read from the same clock.
 */
export async function approve(client: Client, ids: string[]): Promise<number> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query(APPROVE, [ids]);
    if (rows[0].approved !== ids.length) throw new BenchError(`approved ${rows[0].approved} of ${ids.length}`);
    const { rows: clock } = await client.query('SELECT extract(epoch FROM clock_timestamp())::float8 AS at');
    await client.query('COMMIT');
    return clock[0].at as number;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
