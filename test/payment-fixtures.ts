import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { SignedInClient, TestEnvironment } from './test-environment';

/** An organization with one outlet, a default accounting-system connection and an Accountant of the outlet. */
export interface PaymentScope {
  organizationId: string;
  locationId: string;
  locationCode: string;
  connectionId: string;
  supplierId: string;
  accountant: SignedInClient;
  /** The outlet context headers every payment call of an organization role sends. */
  headers: Record<string, string>;
}

export interface SeedDocument {
  id?: string;
  number?: string;
  date?: string;
  supplierId?: string;
  direction?: 'incoming' | 'outgoing';
  amount: number;
  paidAmount?: number;
  currency?: string;
  /** The outlet; `null` for a document of no outlet. Defaults to the scope's outlet. */
  locationId?: string | null;
  isProcessed?: boolean | null;
  isDeleted?: boolean;
}

export interface SeedTransaction {
  amount: number;
  direction?: 'Debit' | 'Credit';
  date?: string;
  currency?: string;
  description?: string;
  /** Defaults to ManualMatched with the scope's supplier. */
  matchStatus?: 'Unmatched' | 'LowConfidence' | 'AutoMatched' | 'ManualMatched' | 'Excluded';
  counterpartyId?: string | null;
}

/**
 * Seeds the payment side directly in the database: the connection row points at an address nothing listens on,
 * because candidates and allocations read only local snapshots (document 02 §What the service does, rule 2).
 */
export async function createPaymentScope(env: TestEnvironment): Promise<PaymentScope> {
  const organizationId = await env.createOrganization();
  const locationCode = `PAY-${randomUUID().slice(0, 8)}`;
  const locationId = await env.createLocation(organizationId, locationCode);
  const connectionId = await env.createErpConnection(organizationId, {
    baseUrl: 'http://127.0.0.1:9',
    login: 'payments',
    password: 'not-used-by-snapshot-reads',
  });
  const accountant = await env.clientFor('Accountant', { organizationId, locationId });
  return {
    organizationId,
    locationId,
    locationCode,
    connectionId,
    supplierId: `sup-${randomUUID().slice(0, 8)}`,
    accountant,
    headers: { 'X-Organization-Id': organizationId, 'X-Location-Id': locationId },
  };
}

/** Inserts document snapshots (processed, unpaid, incoming invoices of the scope's supplier by default). */
export async function seedDocuments(db: DataSource, scope: PaymentScope, documents: SeedDocument[]): Promise<string[]> {
  const rows = documents.map((document, index) => {
    const id = document.id ?? `doc-${randomUUID().slice(0, 12)}`;
    const paid = document.paidAmount ?? 0;
    return {
      id,
      number: document.number ?? `INV-${id.slice(-8).toUpperCase()}`,
      date: document.date ?? `2025-01-${String(1 + (index % 28)).padStart(2, '0')}`,
      supplier: document.supplierId ?? scope.supplierId,
      direction: document.direction ?? 'incoming',
      type: (document.direction ?? 'incoming') === 'incoming' ? 'IncomingInvoice' : 'OutgoingInvoice',
      amount: document.amount,
      paid,
      unpaid: document.amount - paid,
      currency: document.currency ?? 'RUB',
      status: paid > 0 ? 'PartiallyPaid' : 'Unpaid',
      location: document.locationId === undefined ? scope.locationId : document.locationId,
      processed: document.isProcessed === undefined ? true : document.isProcessed,
      deleted: document.isDeleted ?? false,
    };
  });
  await db.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, is_deleted, processing_state_checked_at_utc,
       processing_state_source, revision)
     SELECT $1, $2, d.id, d.number, d.date::date, d.supplier, d.direction, d.type, d.amount, d.paid, d.unpaid,
            d.currency, d.status, d.location::uuid, d.processed, d.deleted, now(), 'erp_unpaid_batch', 1
       FROM jsonb_to_recordset($3::jsonb) AS d(id text, number text, date text, supplier text, direction text,
            type text, amount bigint, paid bigint, unpaid bigint, currency text, status text, location text,
            processed boolean, deleted boolean)`,
    [scope.connectionId, scope.organizationId, JSON.stringify(rows)],
  );
  return rows.map((row) => row.id);
}

/** Inserts one import of the scope's outlet holding the transactions; answers their ids in order. */
export async function seedTransactions(
  db: DataSource,
  scope: PaymentScope,
  transactions: SeedTransaction[],
): Promise<string[]> {
  const [{ id: importId }] = await db.query(
    `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256,
       transaction_count, balance_matches)
     VALUES ($1, $2, 'Parsed', 'payments.txt', 1, $3, $4, true) RETURNING id`,
    [scope.organizationId, scope.locationId, randomBytes(32).toString('hex'), transactions.length],
  );
  const rows = transactions.map((transaction, index) => {
    const status = transaction.matchStatus ?? 'ManualMatched';
    const matched = status === 'AutoMatched' || status === 'ManualMatched';
    return {
      sequence: index + 1,
      date: transaction.date ?? '2025-02-01',
      direction: transaction.direction ?? 'Debit',
      amount: transaction.amount,
      currency: transaction.currency ?? 'RUB',
      description: transaction.description ?? `Payment ${index + 1}`,
      status,
      counterparty:
        transaction.counterpartyId !== undefined ? transaction.counterpartyId : matched ? scope.supplierId : null,
    };
  });
  const inserted: { id: string }[] = await db.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
       transaction_date, direction, amount, currency, counterparty_name, description, match_status,
       matched_counterparty_id, matched_counterparty_name, match_reason)
     SELECT $1, $2, $3, 0, t.sequence, t.date::date, t.direction, t.amount, t.currency, 'Supplier', t.description,
            t.status, t.counterparty, CASE WHEN t.counterparty IS NULL THEN NULL ELSE 'Supplier' END,
            CASE t.status WHEN 'ManualMatched' THEN 'manual' WHEN 'AutoMatched' THEN 'tax_id'
                          WHEN 'Excluded' THEN 'excluded' ELSE 'no_evidence' END
       FROM jsonb_to_recordset($4::jsonb) AS t(sequence int, date text, direction text, amount bigint,
            currency text, description text, status text, counterparty text)
      ORDER BY t.sequence
     RETURNING id`,
    [importId, scope.organizationId, scope.locationId, JSON.stringify(rows)],
  );
  return inserted.map((row) => row.id);
}

/** The live reservation of each document of the connection, and the sum of the live lines behind it. */
export async function reservationAudit(
  db: DataSource,
  connectionId: string,
): Promise<{ documentId: string; reserved: number; liveLines: number; unpaid: number; amount: number }[]> {
  return db.query(
    `SELECT d.external_document_id AS "documentId", COALESCE(r.reserved_amount, 0)::bigint AS reserved,
            COALESCE((SELECT sum(l.allocated_amount + l.write_off_amount) FROM payment_allocation_lines l
                        JOIN payment_allocations a ON a.id = l.allocation_id
                       WHERE l.connection_id = d.connection_id AND l.document_id = d.external_document_id
                         AND a.status NOT IN ('Cancelled', 'Reconciled')), 0)::bigint AS "liveLines",
            d.unpaid_amount AS unpaid, d.amount
       FROM erp_document_snapshots d
       LEFT JOIN payment_document_reservations r
         ON r.connection_id = d.connection_id AND r.document_id = d.external_document_id
      WHERE d.connection_id = $1`,
    [connectionId],
  );
}

/** POST /api/payment-allocations/confirm as the scope's accountant, Manual with a fresh idempotency key by default. */
export function confirmPayment(
  scope: PaymentScope,
  bankTransactionId: string,
  lines: { documentId: string; allocatedAmount: number }[],
  extra: Record<string, unknown> = {},
) {
  return scope.accountant
    .rest('post', '/api/payment-allocations/confirm')
    .set(scope.headers)
    .send({ bankTransactionId, allocationMethod: 'Manual', idempotencyKey: randomUUID(), lines, ...extra });
}
