import type { Queryable } from './work-items-seed';

/**
 * bench:reconciliation-export seeding: an outlet's postings as the worker leaves them, with everything the evidence
 * export reads (reconciliation-evidence.query.ts): bank transactions and their import, allocations, allocation
 * lines and the document snapshot of each line, the supplier snapshots, postings, their write and readback attempts
 * and anomalies. One INSERT … SELECT generate_series per table; ids are derived from a tag and the posting number n
 * (md5 → uuid), as in work-items-seed.ts. Every posting has `linesPerPosting` lines, so the export has
 * postings × lines rows. The mix by n % 20:
 *
 *   0–12  Reconciled (a write, a readback Found; every 50th with a resolved warning anomaly)
 *   13    Posted (a write Succeeded)             14  ReadbackPending (a write, a readback NotReflected)
 *   15    Failed (two writes, the last Rejected) 16  WriteOutcomeUnknown (a write OutcomeUnknown, an open anomaly)
 *   17    RetryScheduled (a write FailedBeforeSend)  18–19  ApprovalRequired (no attempt yet)
 *
 * Supplier names and document numbers carry quotes, commas and (every 10th supplier) a line break, so the CSV
 * quoting is part of what is measured.
 */

export interface EvidenceHistory {
  organizationId: string;
  locationId: string;
  connectionId: string;
  tag: string;
  postings: number;
  linesPerPosting: number;
}

const SUPPLIERS = 50;
const id = (kind: string, n: string) => `md5($1::text || ':${kind}:' || ${n})::uuid`;
const supplierOf = (n: string) => `'sup-' || ((${n}) % ${SUPPLIERS})`;
const lineAmount = (n: string) => `(5000 + (${n})::bigint * 7919 % 900000)`;
const POSTING_STATUS = `CASE WHEN b <= 12 THEN 'Reconciled' WHEN b = 13 THEN 'Posted' WHEN b = 14 THEN 'ReadbackPending'
    WHEN b = 15 THEN 'Failed' WHEN b = 16 THEN 'WriteOutcomeUnknown' WHEN b = 17 THEN 'RetryScheduled'
    ELSE 'ApprovalRequired' END`;
const ALLOCATION_STATUS = `CASE WHEN b <= 12 THEN 'Reconciled' WHEN b IN (13, 14) THEN 'Posted' WHEN b = 15 THEN 'Failed'
    ELSE 'PostingQueued' END`;
const postings = `FROM generate_series(1, $2::int) AS n, LATERAL (SELECT (n % 20)::int AS b) x`;

export async function seedEvidence(client: Queryable, history: EvidenceHistory): Promise<void> {
  const { tag, organizationId, locationId, connectionId, postings: count, linesPerPosting: lines } = history;
  const total = `(${lineAmount('n')} * ${lines})`;
  await client.query(
    `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, tax_id, revision)
     SELECT $1, $2, 'sup-' || k, 'ООО "Поставщик ' || k || '", склад ' || k ||
            CASE WHEN k % 10 = 0 THEN E'\\nвторая строка' ELSE '' END, lpad((7700000000 + k)::text, 10, '0'), 1
       FROM generate_series(0, ${SUPPLIERS - 1}) AS k`,
    [connectionId, organizationId],
  );
  await client.query(
    `INSERT INTO bank_imports (id, organization_id, location_id, status, file_name, file_size_bytes, file_sha256,
       transaction_count, balance_matches)
     VALUES (${id('i', '0')}, $2, $3, 'Parsed', 'evidence.txt', 1, encode(sha256(convert_to($1, 'UTF8')), 'hex'), $4,
             true)`,
    [tag, organizationId, locationId, count],
  );
  await client.query(
    `INSERT INTO bank_transactions (id, import_id, organization_id, location_id, statement_index, sequence,
       transaction_date, direction, amount, currency, counterparty_name, description, match_status, match_reason,
       matched_counterparty_id, matched_counterparty_name)
     SELECT ${id('t', 'n')}, ${id('i', '0')}, $3, $4, 0, n, DATE '2025-01-01' + (n % 365)::int, 'Debit', ${total},
            'RUB', 'Поставщик ' || (n % ${SUPPLIERS}), 'Оплата по счёту ' || n, 'ManualMatched', 'manual',
            ${supplierOf('n')}, 'Поставщик ' || (n % ${SUPPLIERS})
       FROM generate_series(1, $2::int) AS n`,
    [tag, count, organizationId, locationId],
  );
  await client.query(
    `INSERT INTO payment_allocations (id, organization_id, location_id, bank_transaction_id, erp_connection_id,
       erp_counterparty_id, status, allocation_method, currency, total_amount, allocated_amount,
       document_settlement_amount, unallocated_payment_amount, invoice_debt_remaining, idempotency_key)
     SELECT ${id('a', 'n')}, $3, $4, ${id('t', 'n')}, $5, ${supplierOf('n')}, ${ALLOCATION_STATUS}, 'Manual', 'RUB',
            ${total}, ${total}, ${total}, 0, 0, 'evidence-' || n
       ${postings}`,
    [tag, count, organizationId, locationId, connectionId],
  );
  await client.query(
    `INSERT INTO bank_transaction_holds (bank_transaction_id, allocation_id)
     SELECT ${id('t', 'n')}, ${id('a', 'n')} FROM generate_series(1, $2::int) AS n`,
    [tag, count],
  );
  // One document per line; reconciled ones are paid in the snapshot (the readback wrote it there).
  const lineRows = `FROM generate_series(1, $2::int) AS n, generate_series(1, $3::int) AS j,
                         LATERAL (SELECT (n % 20)::int AS b) x`;
  const documentId = `'erp-doc-' || md5($1 || ':' || n || ':' || j)`;
  await client.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, revision)
     SELECT $4, $5, ${documentId}, 'СЧ-' || n || '/' || j || ', "срочно"', DATE '2024-12-01' + (n % 30)::int,
            ${supplierOf('n')}, 'incoming', 'IncomingInvoice', ${lineAmount('n')},
            CASE WHEN b <= 12 THEN ${lineAmount('n')} ELSE 0 END, CASE WHEN b <= 12 THEN 0 ELSE ${lineAmount('n')} END,
            'RUB', CASE WHEN b <= 12 THEN 'Paid' ELSE 'Unpaid' END, $6, true, 1
       ${lineRows}`,
    [tag, count, lines, connectionId, organizationId, locationId],
  );
  await client.query(
    `INSERT INTO payment_allocation_lines (allocation_id, bank_transaction_id, connection_id, document_id,
       document_number, document_type, document_amount, allocated_amount, is_partial_payment, is_overpayment,
       payment_status_before, expected_payment_status_after, unpaid_amount_before, expected_unpaid_amount_after,
       sequence)
     SELECT ${id('a', 'n')}, ${id('t', 'n')}, $4, ${documentId}, 'СЧ-' || n || '/' || j || ', "срочно"',
            'IncomingInvoice', ${lineAmount('n')}, ${lineAmount('n')}, false, false, 'Unpaid', 'Paid',
            ${lineAmount('n')}, 0, j
       ${lineRows}`,
    [tag, count, lines, connectionId],
  );
  await client.query(
    `INSERT INTO erp_payment_postings (id, organization_id, location_id, payment_allocation_id, bank_transaction_id,
       erp_connection_id, status, posting_type, direction, supplier_external_id, currency, total_amount, posting_date,
       request_hash, idempotency_key, attempt_count, reconciliation_attempt_count, posted_at_utc, reconciled_at_utc,
       external_payment_id, error_code, error_message, created_at_utc)
     SELECT ${id('p', 'n')}, $3, $4, ${id('a', 'n')}, ${id('t', 'n')}, $5, ${POSTING_STATUS}, 'SupplierPayment',
            'outgoing', ${supplierOf('n')}, 'RUB', ${total}, DATE '2025-01-01' + (n % 365)::int,
            md5($1 || ':h:' || n) || md5($1 || ':g:' || n), $1 || ':posting:' || n,
            CASE WHEN b = 15 THEN 2 WHEN b >= 18 THEN 0 ELSE 1 END, CASE WHEN b <= 12 OR b = 14 THEN 1 ELSE 0 END,
            CASE WHEN b <= 14 THEN now() - make_interval(mins => n) END,
            CASE WHEN b <= 12 THEN now() - make_interval(mins => n) END,
            CASE WHEN b <= 14 THEN 'erp-pay-' || md5($1 || ':pay:' || n) END,
            CASE WHEN b = 15 THEN 'erp.rejected' WHEN b = 16 THEN 'write_outcome_unknown' END,
            CASE WHEN b = 15 THEN 'The accounting system refused the payment.' END,
            now() - make_interval(mins => n)
       ${postings}`,
    [tag, count, organizationId, locationId, connectionId],
  );
  await client.query(
    `INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, outcome, error_code, finished_at_utc,
       duration_ms)
     SELECT ${id('p', 'n')}, w.attempt, 'write', w.outcome, w.error_code, now() - make_interval(mins => n), 120
       ${postings},
            LATERAL (VALUES
              (1, CASE WHEN b = 16 THEN 'OutcomeUnknown' WHEN b = 17 THEN 'FailedBeforeSend'
                       WHEN b = 15 THEN 'FailedBeforeSend' ELSE 'Succeeded' END,
                  CASE WHEN b = 16 THEN 'write_outcome_unknown' WHEN b IN (15, 17) THEN 'erp.unavailable' END),
              (2, 'Rejected', 'erp.rejected')) AS w (attempt, outcome, error_code)
      WHERE b <= 17 AND (w.attempt = 1 OR b = 15)`,
    [tag, count],
  );
  await client.query(
    `INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, outcome, finished_at_utc, duration_ms)
     SELECT ${id('p', 'n')}, 1, 'readback', CASE WHEN b = 14 THEN 'NotReflected' ELSE 'Found' END,
            now() - make_interval(mins => n), 80
       ${postings} WHERE b <= 12 OR b = 14`,
    [tag, count],
  );
  await client.query(
    `INSERT INTO payment_anomalies (organization_id, location_id, posting_id, bank_transaction_id, code, severity,
       status, message, resolved_at_utc)
     SELECT $3, $4, ${id('p', 'n')}, ${id('t', 'n')},
            CASE WHEN b = 16 THEN 'write_outcome_unknown' ELSE 'readback_mismatch' END,
            CASE WHEN b = 16 THEN 'critical' ELSE 'warning' END, CASE WHEN b = 16 THEN 'Open' ELSE 'Resolved' END,
            'Bench anomaly', CASE WHEN b = 16 THEN NULL ELSE now() END
       ${postings} WHERE b = 16 OR n % 50 = 0`,
    [tag, count, organizationId, locationId],
  );
}
