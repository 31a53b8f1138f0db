/**
 * The reconciliation evidence export's 47 columns (docs/reports.md, "Columns and their sources"), in their order, each
 * with the SQL that produces it as text from local tables only. One query feeds both the CSV stream and the GraphQL
 * page, so the two can never disagree; the values are the CSV cells (amounts as integers in minor units, times as
 * ISO-8601 UTC).
 *
 * Aliases of the query (reconciliation-evidence.query.ts): `p` the posting, `a` its allocation, `l` one allocation line
 * (one row per posting × line; a direct posting has one row with neither), `r` a direct posting's rule, `s` the
 * supplier snapshot, `d` the document snapshot, `w` the posting's last write attempt, `rb` its last readback attempt,
 * `an` its anomaly (the open one, else the latest).
 *
 * Masking happens in the statement, so a full accounting-system id never leaves the database through this query:
 * `****` and the last 4 characters, as maskExternalId (erp-posting/external-id-masking.ts) does.
 */
export type EvidenceColumnKind = 'text' | 'amount' | 'timestamp' | 'boolean';

export interface EvidenceColumn {
  name: string;
  kind: EvidenceColumnKind;
  sql: string;
}

const masked = (expression: string) =>
  `CASE WHEN NULLIF(${expression}, '') IS NULL THEN NULL ELSE '****' || right(${expression}, 4) END`;
const utc = (expression: string) => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Only when a readback ran: before it the document snapshot says nothing about this payment. */
const readback = (expression: string) => `CASE WHEN rb.attempt_number IS NULL THEN NULL ELSE ${expression} END`;

export const EVIDENCE_COLUMNS: readonly EvidenceColumn[] = [
  { name: 'postingId', kind: 'text', sql: 'p.id::text' },
  { name: 'allocationId', kind: 'text', sql: 'p.payment_allocation_id::text' },
  { name: 'bankTransactionId', kind: 'text', sql: 'p.bank_transaction_id::text' },
  { name: 'organizationId', kind: 'text', sql: 'p.organization_id::text' },
  { name: 'locationId', kind: 'text', sql: 'p.location_id::text' },
  { name: 'supplierExternalIdMasked', kind: 'text', sql: masked('p.supplier_external_id') },
  { name: 'supplierName', kind: 'text', sql: 's.name' },
  { name: 'documentIdMasked', kind: 'text', sql: masked('l.document_id') },
  { name: 'documentNumber', kind: 'text', sql: 'l.document_number' },
  { name: 'documentType', kind: 'text', sql: 'l.document_type' },
  { name: 'currency', kind: 'text', sql: 'p.currency' },
  // A direct posting pays no document: its row accounts for the whole amount it writes.
  { name: 'allocatedAmount', kind: 'amount', sql: 'COALESCE(l.allocated_amount, p.total_amount)::text' },
  { name: 'allocationStatus', kind: 'text', sql: 'a.status' },
  { name: 'postingStatus', kind: 'text', sql: 'p.status' },
  { name: 'postingType', kind: 'text', sql: 'p.posting_type' },
  // The service's own key (sent with the write so a readback can find the payment), shown in full like the posting
  // read shows it to the same permission; it is no accounting-system id.
  { name: 'idempotencyKey', kind: 'text', sql: 'p.idempotency_key' },
  { name: 'requestHash', kind: 'text', sql: 'p.request_hash' },
  { name: 'postedAtUtc', kind: 'timestamp', sql: utc('p.posted_at_utc') },
  { name: 'reconciledAtUtc', kind: 'timestamp', sql: utc('p.reconciled_at_utc') },
  // The outcome of the last payment write (Sending, Succeeded, OutcomeUnknown, Rejected, FailedBeforeSend). It is
  // write evidence only: reconciliationStatus below is decided by the posting status alone.
  { name: 'writeStatus', kind: 'text', sql: 'w.outcome' },
  { name: 'externalPaymentIdMasked', kind: 'text', sql: masked('p.external_payment_id') },
  // No write result body is stored; its identifying part, the payment id, is kept as a SHA-256 (the evidence view's
  // externalPaymentIdHash), so a payment found in the books can be matched without revealing the id.
  {
    name: 'writeResultHash',
    kind: 'text',
    sql: `CASE WHEN NULLIF(p.external_payment_id, '') IS NULL THEN NULL
               ELSE encode(sha256(convert_to(p.external_payment_id, 'UTF8')), 'hex') END`,
  },
  { name: 'writeDiagnosticCode', kind: 'text', sql: 'w.error_code' },
  // The allocation line's calculation at confirm: what the document should show once the payment is applied.
  { name: 'optimisticSource', kind: 'text', sql: `CASE WHEN l.id IS NULL THEN NULL ELSE 'AllocationLine' END` },
  { name: 'optimisticPaymentStatus', kind: 'text', sql: 'l.expected_payment_status_after' },
  { name: 'optimisticUnpaidAmount', kind: 'amount', sql: 'l.expected_unpaid_amount_after::text' },
  {
    name: 'optimisticPaidAmount',
    kind: 'amount',
    sql: '(l.document_amount - l.expected_unpaid_amount_after)::text',
  },
  // The worker's readback asks the accounting system; its per-document answer is stored into the document snapshot
  // (on reconcile), which is where the values below come from.
  { name: 'liveReadbackSource', kind: 'text', sql: readback(`'ErpReadback'`) },
  {
    name: 'liveReadbackSecondarySource',
    kind: 'text',
    sql: readback(`CASE WHEN d.connection_id IS NULL THEN NULL ELSE 'DocumentSnapshot' END`),
  },
  // No second independent read of a document is stored (the readback writes its answer into the snapshot), so there
  // is nothing to compare: left empty.
  { name: 'liveReadbackSourcesDisagree', kind: 'boolean', sql: 'NULL::text' },
  { name: 'liveReadbackCheckedAtUtc', kind: 'timestamp', sql: utc('rb.finished_at_utc') },
  { name: 'liveReadbackPaymentStatus', kind: 'text', sql: readback('d.payment_status') },
  { name: 'liveReadbackUnpaidAmount', kind: 'amount', sql: readback('d.unpaid_amount::text') },
  { name: 'liveReadbackPaidAmount', kind: 'amount', sql: readback('d.paid_amount::text') },
  // Reconciled only for a Reconciled posting: a Posted write (writeStatus Succeeded) is not reconciliation.
  {
    name: 'reconciliationStatus',
    kind: 'text',
    sql: `CASE p.status WHEN 'Reconciled' THEN 'Reconciled' WHEN 'Failed' THEN 'NotReconciled'
                        WHEN 'Cancelled' THEN 'NotReconciled' ELSE 'Pending' END`,
  },
  {
    name: 'reconciliationCheckedAtUtc',
    kind: 'timestamp',
    sql: utc('COALESCE(rb.finished_at_utc, p.reconciled_at_utc)'),
  },
  {
    name: 'reconciliationDiagnosticCode',
    kind: 'text',
    sql: `CASE WHEN p.status = 'Reconciled' THEN NULL ELSE COALESCE(rb.error_code,
            CASE rb.outcome WHEN 'NotReflected' THEN 'readback_not_reflected' WHEN 'Absent' THEN 'readback_absent' END)
          END`,
  },
  { name: 'anomalyId', kind: 'text', sql: 'an.id::text' },
  { name: 'anomalySeverity', kind: 'text', sql: 'an.severity' },
  { name: 'anomalyStatus', kind: 'text', sql: 'an.status' },
  { name: 'errorCode', kind: 'text', sql: 'p.error_code' },
  // The worker stores fixed messages of its own there, never the accounting system's text.
  { name: 'errorMessageSafe', kind: 'text', sql: 'p.error_message' },
  // Where an invoice posting names its documents, a direct posting names the rule that queued it: the service's own
  // id, in full, and the rule's name now.
  { name: 'directPostingRuleId', kind: 'text', sql: 'p.direct_posting_rule_id::text' },
  { name: 'directPostingRuleName', kind: 'text', sql: 'r.name' },
  // The small difference the line settled its document with, and where the payment's write-off line booked it: the
  // target as copied from the tolerance at confirm (docs/payment-tolerance.md).
  { name: 'writeOffAmount', kind: 'amount', sql: 'l.write_off_amount::text' },
  {
    name: 'writeOffAccountName',
    kind: 'text',
    sql: 'CASE WHEN l.write_off_amount > 0 THEN a.write_off_account_name END',
  },
  {
    name: 'writeOffCashFlowArticleName',
    kind: 'text',
    sql: 'CASE WHEN l.write_off_amount > 0 THEN a.write_off_cash_flow_article_name END',
  },
];

export const EVIDENCE_COLUMN_NAMES: readonly string[] = EVIDENCE_COLUMNS.map((column) => column.name);
