import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { seedTransactions, type PaymentScope } from './payment-fixtures';

export interface SeededPosting {
  postingId: string;
  allocationId: string;
  transactionId: string;
  documentIds: string[];
  externalPaymentId: string | null;
}

export interface PostingSeed {
  status: 'ApprovalRequired' | 'Posted' | 'ReadbackPending' | 'Reconciled' | 'Failed' | 'WriteOutcomeUnknown';
  /** Lines: the document number of each (document ids are generated, long enough to be worth masking). */
  documentNumbers: string[];
  amountPerLine?: number;
}

const ALLOCATION_STATUS: Record<PostingSeed['status'], string> = {
  ApprovalRequired: 'PostingQueued',
  Posted: 'Posted',
  ReadbackPending: 'Posted',
  WriteOutcomeUnknown: 'PostingQueued',
  Reconciled: 'Reconciled',
  Failed: 'Failed',
};

/**
 * Postings as the worker leaves them, by SQL: `count` bank transactions of the scope, each with an allocation, its
 * lines (and their document snapshots), a posting in `status`, its write and readback attempts and, for an unknown
 * outcome, an open critical anomaly. One statement per table, so thousands of rows seed in a second.
 */
export async function seedPostings(
  db: DataSource,
  scope: PaymentScope,
  seed: PostingSeed,
  count = 1,
): Promise<SeededPosting[]> {
  const amount = seed.amountPerLine ?? 10_000;
  const lines = seed.documentNumbers.length;
  const transactionIds = await seedTransactions(
    db,
    scope,
    Array.from({ length: count }, () => ({ amount: amount * lines })),
  );
  const written = seed.status !== 'ApprovalRequired';
  const postings = transactionIds.map((transactionId) => ({
    transactionId,
    allocationId: randomUUID(),
    postingId: randomUUID(),
    documentIds: seed.documentNumbers.map(() => `erp-doc-${randomBytes(8).toString('hex')}`),
    externalPaymentId: written && seed.status !== 'Failed' ? `erp-pay-${randomBytes(8).toString('hex')}` : null,
  }));
  const lineRows = postings.flatMap((posting) =>
    posting.documentIds.map((documentId, index) => ({
      allocationId: posting.allocationId,
      transactionId: posting.transactionId,
      documentId,
      number: seed.documentNumbers[index],
      sequence: index + 1,
    })),
  );
  const reconciled = seed.status === 'Reconciled';
  await db.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, revision)
     SELECT $1, $2, l."documentId", l.number, '2025-01-10', $3, 'incoming', 'IncomingInvoice', $4::bigint,
            CASE WHEN $6::boolean THEN $4::bigint ELSE 0 END, CASE WHEN $6::boolean THEN 0 ELSE $4::bigint END, 'RUB',
            CASE WHEN $6::boolean THEN 'Paid' ELSE 'Unpaid' END, $5::uuid, true, 1
       FROM jsonb_to_recordset($7::jsonb) AS l("documentId" text, number text)`,
    [
      scope.connectionId,
      scope.organizationId,
      scope.supplierId,
      amount,
      scope.locationId,
      reconciled,
      JSON.stringify(lineRows),
    ],
  );
  await db.query(
    `INSERT INTO payment_allocations (id, organization_id, location_id, bank_transaction_id, erp_connection_id,
       erp_counterparty_id, status, allocation_method, currency, total_amount, allocated_amount,
       document_settlement_amount, unallocated_payment_amount, invoice_debt_remaining, idempotency_key)
     SELECT p."allocationId"::uuid, $1, $2, p."transactionId"::uuid, $3, $4, $5, 'Manual', 'RUB', $6, $6, $6, 0, 0,
            'evidence-' || p."allocationId"
       FROM jsonb_to_recordset($7::jsonb) AS p("allocationId" text, "transactionId" text)`,
    [
      scope.organizationId,
      scope.locationId,
      scope.connectionId,
      scope.supplierId,
      ALLOCATION_STATUS[seed.status],
      amount * lines,
      JSON.stringify(postings),
    ],
  );
  await db.query(
    `INSERT INTO payment_allocation_lines (allocation_id, bank_transaction_id, connection_id, document_id,
       document_number, document_type, document_amount, allocated_amount, is_partial_payment, is_overpayment,
       payment_status_before, expected_payment_status_after, unpaid_amount_before, expected_unpaid_amount_after,
       sequence)
     SELECT l."allocationId"::uuid, l."transactionId"::uuid, $1, l."documentId", l.number, 'IncomingInvoice', $2, $2,
            false, false, 'Unpaid', 'Paid', $2, 0, l.sequence
       FROM jsonb_to_recordset($3::jsonb) AS l("allocationId" text, "transactionId" text, "documentId" text,
            number text, sequence int)`,
    [scope.connectionId, amount, JSON.stringify(lineRows)],
  );
  const failed = seed.status === 'Failed';
  const unknown = seed.status === 'WriteOutcomeUnknown';
  await db.query(
    `INSERT INTO erp_payment_postings (id, organization_id, location_id, payment_allocation_id, bank_transaction_id,
       erp_connection_id, status, posting_type, direction, supplier_external_id, currency, total_amount, posting_date,
       request_hash, idempotency_key, attempt_count, reconciliation_attempt_count, posted_at_utc, reconciled_at_utc,
       external_payment_id, error_code, error_message)
     SELECT p."postingId"::uuid, $1, $2, p."allocationId"::uuid, p."transactionId"::uuid, $3, $4::varchar, 'SupplierPayment',
            'incoming', $5, 'RUB', $6, '2025-02-01', encode(sha256(convert_to(p."postingId", 'UTF8')), 'hex'),
            'posting-' || p."postingId", $7, $8,
            CASE WHEN p."externalPaymentId" IS NULL THEN NULL ELSE now() END,
            CASE WHEN $4::varchar = 'Reconciled' THEN now() END, p."externalPaymentId",
            CASE WHEN $9::boolean THEN 'erp.rejected' WHEN $10::boolean THEN 'write_outcome_unknown' END,
            CASE WHEN $9::boolean THEN 'The accounting system refused the payment.' END
       FROM jsonb_to_recordset($11::jsonb) AS p("postingId" text, "allocationId" text, "transactionId" text,
            "externalPaymentId" text)`,
    [
      scope.organizationId,
      scope.locationId,
      scope.connectionId,
      seed.status,
      scope.supplierId,
      amount * lines,
      written ? 1 : 0,
      reconciled || seed.status === 'ReadbackPending' ? 1 : 0,
      failed,
      unknown,
      JSON.stringify(postings),
    ],
  );
  if (written) {
    const outcome = failed ? 'Rejected' : unknown ? 'OutcomeUnknown' : 'Succeeded';
    await db.query(
      `INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, outcome, error_code, finished_at_utc)
       SELECT id::uuid, 1, 'write', $1, $2, now() FROM unnest($3::text[]) AS id`,
      [outcome, failed ? 'erp.rejected' : unknown ? 'write_outcome_unknown' : null, postings.map((p) => p.postingId)],
    );
  }
  if (reconciled || seed.status === 'ReadbackPending') {
    await db.query(
      `INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, outcome, finished_at_utc)
       SELECT id::uuid, 1, 'readback', $1, now() FROM unnest($2::text[]) AS id`,
      [reconciled ? 'Found' : 'NotReflected', postings.map((p) => p.postingId)],
    );
  }
  if (unknown) {
    await db.query(
      `INSERT INTO payment_anomalies (organization_id, location_id, posting_id, bank_transaction_id, code, severity,
         status, message)
       SELECT $1, $2, p."postingId"::uuid, p."transactionId"::uuid, 'write_outcome_unknown', 'critical', 'Open',
              'The accounting system did not answer a payment write.'
         FROM jsonb_to_recordset($3::jsonb) AS p("postingId" text, "transactionId" text)`,
      [scope.organizationId, scope.locationId, JSON.stringify(postings)],
    );
  }
  return postings;
}

/** The supplier snapshot the export names the supplier from. */
export async function seedSupplier(db: DataSource, scope: PaymentScope, name: string): Promise<void> {
  await db.query(
    `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, revision)
     VALUES ($1, $2, $3, $4, 1)`,
    [scope.connectionId, scope.organizationId, scope.supplierId, name],
  );
}

/** A strict RFC 4180 reader: CRLF or LF records, quoted fields with doubled quotes and embedded line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${index}`);
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] !== '\n') throw new Error(`a bare CR at ${index}`);
      if (char === '\r') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
    index += 1;
  }
  if (quoted) throw new Error('an unterminated quoted field');
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}
