/**
 * bench:work-items seeding: one outlet's bank history by INSERT … SELECT generate_series over the real tables, so
 * 100,000 transactions with their allocations, postings and anomalies take seconds. Ids are derived from a tag and
 * the transaction's number n (md5 → uuid), so each table's statement can name the rows of the others without a
 * round trip. Every workflow state and attention reason occurs; the mix by n % 100:
 *
 *   0–13   Unmatched                                   Attention counterparty_match_required
 *   14–21  LowConfidence                               Attention counterparty_match_low_confidence
 *   22–25  Excluded                                    Excluded
 *   26–33  matched, no live allocation (26–27 with a cancelled one)   NeedsPreparation, except the prepared ones:
 *          28–29 prepared with a payable safe proposal   ReadyForApproval
 *          30    prepared, its document fully reserved  Attention safe_proposal_missing
 *          31    prepared without a safe proposal       Attention safe_proposal_missing
 *          32    prepared at an older row version       NeedsPreparation
 *   34–37  allocation NeedsReview/Confirmed/ApprovalRequired/Approved, no posting   ReadyForApproval
 *   38     allocation Failed, no posting               Attention posting_failed
 *   39–41  posting ApprovalRequired/Queued/RetryScheduled              Processing
 *   42–43  posting Posted/ReadbackPending              Processing
 *   44     posting Failed                              Attention posting_failed
 *   45     posting WriteOutcomeUnknown, open critical anomaly         Attention write_outcome_unknown
 *   46–99  posting Reconciled (46: a resolved warning anomaly)        Completed, except
 *          47    posting Cancelled, allocation PostingQueued              Attention workflow_state_unresolved
 *
 * Every 25th import's balances do not add up (every 50th overridden), which adds balance_review_required to the
 * items of those imports that have no posting yet.
 */

/** A pg Client or a TypeORM DataSource: the seed only sends statements (the e2e test of the filters seeds with it). */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface OutletHistory {
  organizationId: string;
  locationId: string;
  connectionId: string;
  /** Makes the derived ids unique per outlet and run. */
  tag: string;
  transactions: number;
  transactionsPerImport: number;
  firstDate: string;
  days: number;
}

const STEMS = [
  'Ромашка',
  'Овощебаза',
  'Молочный двор',
  'Рыбный рынок',
  'Мясной цех',
  'Хлебозавод',
  'Чистый дом',
  'Кофе Трейд',
];
/** Suppliers of an outlet's history; the supplier of transaction n is (n × 37) mod SUPPLIERS. */
export const SUPPLIERS = 400;

/** SQL of the supplier index, its bank-side name and the amount of transaction `n` (an integer expression). */
const supplierOf = (n: string) => `((${n})::bigint * 37 % ${SUPPLIERS})`;
const supplierName = (n: string) =>
  `(ARRAY['ООО','ИП','АО','ООО'])[${supplierOf(n)} % 4 + 1] || ' "' ||
   (ARRAY[${STEMS.map((stem) => `'${stem}'`).join(',')}])[${supplierOf(n)} % 8 + 1] || '-' || ${supplierOf(n)} || '"'`;
const amountOf = (n: string) => `(10000 + (${n})::bigint * 7919 % 5000000)`;
const id = (kind: string, n: string) => `md5($1::text || ':${kind}:' || ${n})::uuid`;

/** The live allocation's status by bucket (n % 100), NULL for none. */
const ALLOCATION_STATUS = `CASE
    WHEN b = 34 THEN 'NeedsReview' WHEN b = 35 THEN 'Confirmed' WHEN b = 36 THEN 'ApprovalRequired'
    WHEN b = 37 THEN 'Approved' WHEN b = 38 THEN 'Failed' WHEN b BETWEEN 39 AND 41 THEN 'PostingQueued'
    WHEN b BETWEEN 42 AND 43 THEN 'Posted' WHEN b = 44 THEN 'Failed' WHEN b = 45 THEN 'PostingQueued'
    WHEN b = 47 THEN 'PostingQueued' WHEN b >= 46 THEN 'Reconciled' END`;
const POSTING_STATUS = `CASE
    WHEN b = 39 THEN 'ApprovalRequired' WHEN b = 40 THEN 'Queued' WHEN b = 41 THEN 'RetryScheduled'
    WHEN b = 42 THEN 'Posted' WHEN b = 43 THEN 'ReadbackPending' WHEN b = 44 THEN 'Failed'
    WHEN b = 45 THEN 'WriteOutcomeUnknown' WHEN b = 47 THEN 'Cancelled' WHEN b >= 46 THEN 'Reconciled' END`;

export async function seedOutletHistory(client: Queryable, history: OutletHistory): Promise<void> {
  const imports = Math.ceil(history.transactions / history.transactionsPerImport);
  const base = [history.tag, history.organizationId, history.locationId];
  // Counterparty rules behind the AutoMatched transactions (their pattern is shown on the item).
  await client.query(
    `INSERT INTO counterparty_rules (id, organization_id, pattern, normalized_pattern, erp_counterparty_id,
       erp_counterparty_name)
     SELECT ${id('r', 'k')}, $2, 'Поставщик ' || k, 'поставщик ' || k || ' ' || $1, 'sup-' || k, 'Поставщик ' || k
       FROM generate_series(0, ${SUPPLIERS - 1}) AS k`,
    [history.tag, history.organizationId],
  );
  await client.query(
    `INSERT INTO bank_imports (id, organization_id, location_id, status, format_code, file_name, file_size_bytes,
       file_sha256, currency, account_number_masked, period_from, period_to, transaction_count, balance_matches,
       balance_review_overridden, created_at_utc)
     SELECT ${id('i', 'k')}, $2, $3, 'Parsed', '1c', 'vypiska_40702810_' || to_char(p.period_from, 'YYYYMMDD') || '-' ||
            to_char(p.period_to, 'YYYYMMDD') || '.txt', 250000, encode(sha256(convert_to($1 || ':' || k, 'UTF8')), 'hex'),
            'RUB', '****2345', p.period_from, p.period_to, $4, k % 25 <> 0, k % 50 = 0, p.period_to + interval '1 day'
       FROM generate_series(1, $5::int) AS k,
            LATERAL (SELECT $6::date + ((k - 1) * $7::int / $5::int) AS period_from,
                            $6::date + (k * $7::int / $5::int) - 1 AS period_to) p`,
    [...base, history.transactionsPerImport, imports, history.firstDate, history.days],
  );
  await client.query(
    `INSERT INTO bank_transactions (id, import_id, organization_id, location_id, statement_index, sequence,
       transaction_date, value_date, direction, amount, currency, account_number, counterparty_name,
       counterparty_tax_id, counterparty_account, counterparty_account_masked, description, bank_reference,
       counterparty_name_normalized, match_status, match_reason, matched_counterparty_id, matched_counterparty_name,
       matched_rule_id, created_at_utc)
     SELECT ${id('t', 'n')}, ${id('i', `((n - 1) / $4 + 1)`)}, $2, $3, 0, (n - 1) % $4 + 1, d.day, d.day,
            CASE WHEN n % 7 = 0 THEN 'Credit' ELSE 'Debit' END, ${amountOf('n')}, 'RUB', '40702810900000012345',
            ${supplierName('n')}, lpad((7700000000 + ${supplierOf('n')})::text, 10, '0'),
            '4070281000000000' || lpad(${supplierOf('n')}::text, 4, '0'), '****' || lpad(${supplierOf('n')}::text, 4, '0'),
            'Оплата по счёту № ' || (1000 + n % 9000) || ' от ' || to_char(d.day - 3, 'DD.MM.YYYY') ||
              ' за поставку продуктов. В т.ч. НДС 20%', 'PP-' || n,
            lower(${supplierName('n')}), s.status,
            CASE s.status WHEN 'AutoMatched' THEN 'rule' WHEN 'ManualMatched' THEN 'manual'
                          WHEN 'LowConfidence' THEN 'weak_name_similarity' WHEN 'Excluded' THEN 'excluded'
                          ELSE 'no_evidence' END,
            CASE WHEN s.matched THEN 'sup-' || ${supplierOf('n')} END,
            CASE WHEN s.matched THEN 'Поставщик ' || ${supplierOf('n')} END,
            CASE WHEN s.status = 'AutoMatched' THEN ${id('r', supplierOf('n'))} END,
            d.day + interval '1 day'
       FROM generate_series(1, $5::int) AS n,
            LATERAL (SELECT $6::date + ((n - 1)::bigint * $7::int / $5::int)::int AS day) d,
            LATERAL (SELECT CASE WHEN n % 100 < 14 THEN 'Unmatched' WHEN n % 100 < 22 THEN 'LowConfidence'
                                 WHEN n % 100 < 26 THEN 'Excluded' WHEN n % 2 = 0 THEN 'AutoMatched'
                                 ELSE 'ManualMatched' END AS status, n % 100 >= 26 AS matched) s`,
    [...base, history.transactionsPerImport, history.transactions, history.firstDate, history.days],
  );
  const numbered = `FROM generate_series(1, $5::int) AS n, LATERAL (SELECT (n % 100)::int AS b) x`;
  const allocationColumns = `organization_id, location_id, bank_transaction_id, erp_connection_id, erp_counterparty_id,
       status, allocation_method, currency, total_amount, allocated_amount, document_settlement_amount,
       unallocated_payment_amount, invoice_debt_remaining, idempotency_key`;
  // Cancelled allocations first: a cancelled one never makes an item anything but what its live one says.
  await client.query(
    `INSERT INTO payment_allocations (id, ${allocationColumns})
     SELECT ${id('c', 'n')}, $2, $3, ${id('t', 'n')}, $4, 'sup-' || ${supplierOf('n')}, 'Cancelled', 'Manual', 'RUB',
            ${amountOf('n')}, ${amountOf('n')}, ${amountOf('n')}, 0, 0, 'cancelled-' || n
       ${numbered} WHERE b IN (26, 27, 46)`,
    [...base, history.connectionId, history.transactions],
  );
  await client.query(
    `INSERT INTO payment_allocations (id, ${allocationColumns}, approved_at_utc)
     SELECT ${id('a', 'n')}, $2, $3, ${id('t', 'n')}, $4, 'sup-' || ${supplierOf('n')}, ${ALLOCATION_STATUS},
            CASE WHEN b % 2 = 0 THEN 'AutomaticFifo' ELSE 'Manual' END, 'RUB', ${amountOf('n')}, ${amountOf('n')},
            ${amountOf('n')}, 0, 0, 'live-' || n, CASE WHEN b >= 37 THEN now() END
       ${numbered} WHERE ${ALLOCATION_STATUS} IS NOT NULL`,
    [...base, history.connectionId, history.transactions],
  );
  await client.query(
    `INSERT INTO bank_transaction_holds (bank_transaction_id, allocation_id)
     SELECT ${id('t', 'n')}, ${id('a', 'n')}
       FROM generate_series(1, $2::int) AS n, LATERAL (SELECT (n % 100)::int AS b) x
      WHERE ${ALLOCATION_STATUS} IS NOT NULL`,
    [history.tag, history.transactions],
  );
  await client.query(
    `INSERT INTO erp_payment_postings (id, organization_id, location_id, payment_allocation_id, bank_transaction_id,
       erp_connection_id, status, posting_type, direction, supplier_external_id, currency, total_amount, posting_date,
       request_hash, idempotency_key, attempt_count, posted_at_utc, reconciled_at_utc, external_payment_id,
       error_code, error_message)
     SELECT ${id('p', 'n')}, $2, $3, ${id('a', 'n')}, ${id('t', 'n')}, $4, ${POSTING_STATUS}, 'SupplierPayment',
            'outgoing', 'sup-' || ${supplierOf('n')}, 'RUB', ${amountOf('n')}, DATE '2025-01-01',
            md5($1 || ':h:' || n) || md5($1 || ':g:' || n), $1 || ':posting:' || n,
            CASE WHEN b BETWEEN 39 AND 41 THEN 0 ELSE 1 END,
            CASE WHEN b IN (42, 43) OR b = 46 OR b > 47 THEN now() END, CASE WHEN b = 46 OR b > 47 THEN now() END,
            CASE WHEN b IN (42, 43) OR b = 46 OR b > 47 THEN 'erp-pay-' || n END,
            CASE WHEN b = 44 THEN 'erp.rejected' WHEN b = 45 THEN 'write_outcome_unknown' END,
            CASE WHEN b = 44 THEN 'The accounting system refused the payment.' END
       ${numbered} WHERE ${POSTING_STATUS} IS NOT NULL`,
    [...base, history.connectionId, history.transactions],
  );
  await client.query(
    `INSERT INTO payment_anomalies (organization_id, location_id, posting_id, bank_transaction_id, code, severity,
       status, message, resolved_at_utc)
     SELECT $2, $3, ${id('p', 'n')}, ${id('t', 'n')},
            CASE WHEN b = 45 THEN 'write_outcome_unknown' ELSE 'readback_mismatch' END,
            CASE WHEN b = 45 THEN 'critical' ELSE 'warning' END, CASE WHEN b = 45 THEN 'Open' ELSE 'Resolved' END,
            'Bench anomaly', CASE WHEN b = 45 THEN NULL ELSE now() END
       FROM generate_series(1, $4::int) AS n, LATERAL (SELECT (n % 100)::int AS b) x WHERE b IN (45, 46)`,
    [...base, history.transactions],
  );
  await seedPreparations(client, history);
}

/**
 * Prepares of matched transactions without an allocation (work_item_preparations) and the document snapshots and
 * reservations their safe proposals are checked against.
 */
async function seedPreparations(client: Queryable, history: OutletHistory): Promise<void> {
  const prepared = `FROM generate_series(1, $4::int) AS n, LATERAL (SELECT (n % 100)::int AS b) x`;
  const documentId = `'doc-' || left($1::text, 8) || '-' || n`;
  await client.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, is_deleted, revision)
     SELECT $5, $2, ${documentId}, 'INV-' || n, DATE '2024-01-01', 'sup-' || ${supplierOf('n')}, 'incoming',
            'IncomingInvoice', ${amountOf('n')} * 2, 0, ${amountOf('n')} * 2, 'RUB', 'Unpaid', $3, true, false, 1
       ${prepared} WHERE b BETWEEN 28 AND 30`,
    [history.tag, history.organizationId, history.locationId, history.transactions, history.connectionId],
  );
  await client.query(
    `INSERT INTO payment_document_reservations (connection_id, document_id, reserved_amount)
     SELECT $2, ${documentId}, CASE WHEN b = 30 THEN ${amountOf('n')} * 2 ELSE ${amountOf('n')} / 2 END
       FROM generate_series(1, $3::int) AS n, LATERAL (SELECT (n % 100)::int AS b) x WHERE b IN (29, 30)`,
    [history.tag, history.connectionId, history.transactions],
  );
  await client.query(
    `INSERT INTO work_item_preparations (bank_transaction_id, organization_id, location_id, transaction_row_version,
       connection_id, candidate_count, safe_document_id, safe_document_number, safe_amount, proposal_hash,
       prepared_by_user_id)
     SELECT ${id('t', 'n')}, $2, $3, CASE WHEN b = 32 THEN 0 ELSE 1 END, $5, CASE WHEN b = 31 THEN 0 ELSE 3 END,
            CASE WHEN b <> 31 THEN ${documentId} END, CASE WHEN b <> 31 THEN 'INV-' || n END,
            CASE WHEN b <> 31 THEN ${amountOf('n')} END, CASE WHEN b <> 31 THEN md5($1 || n) || md5(n || $1) END,
            md5($1)::uuid
       ${prepared} WHERE b BETWEEN 28 AND 32`,
    [history.tag, history.organizationId, history.locationId, history.transactions, history.connectionId],
  );
}

/** Statistics and visibility maps of the seeded tables, as autovacuum leaves them some time after such a load. */
export async function analyzeSeeded(client: Queryable): Promise<void> {
  await client.query(
    `VACUUM (ANALYZE) bank_imports, bank_transactions, payment_allocations, erp_payment_postings, payment_anomalies,
       counterparty_rules, bank_transaction_holds, work_item_preparations, erp_document_snapshots,
       payment_document_reservations`,
  );
}
