import { randomUUID } from 'node:crypto';
import { createPaymentScope, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { parseCsv, seedSupplier } from '../../../test/evidence-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';
import { maskExternalId } from '../erp-posting/erp-posting.module';
import { EVIDENCE_COLUMN_NAMES } from './reconciliation-evidence.columns';

const PATH = '/api/reports/reconciliation-evidence/export.csv';
const LANDLORD = 'ООО «Арендодатель»';

/**
 * A direct posting in the evidence (docs/reports.md, docs/direct-postings.md): no allocation and no documents, so its
 * export row and its posting evidence name the rule that queued it, with the same masking as an invoice posting.
 */
describe('reconciliation evidence of a direct posting', () => {
  const env = useTestEnvironment();
  let scope: PaymentScope;
  let ruleId: string;
  const postingId = randomUUID();

  beforeAll(async () => {
    const db = env.app.dataSource;
    scope = await createPaymentScope(env);
    await seedSupplier(db, scope, LANDLORD);
    [{ id: ruleId }] = await db.query(
      `INSERT INTO direct_posting_rules (organization_id, name, direction, purpose_contains, erp_connection_id,
         account_id, account_name, cash_flow_article_id, cash_flow_article_name, erp_counterparty_id,
         erp_counterparty_name)
       VALUES ($1, 'Rent', 'Debit', 'rent for', $2, 'acc-bank-1', 'Bank', 'cfa-rent', 'Rent', $3, $4) RETURNING id`,
      [scope.organizationId, scope.connectionId, scope.supplierId, LANDLORD],
    );
    const [lineId] = await seedTransactions(db, scope, [
      { amount: 150_000, description: 'Rent for February', matchStatus: 'Excluded' },
    ]);
    // As the worker leaves a reconciled direct posting: written once, read back, the rule's counterparty copied.
    await db.query(
      `INSERT INTO erp_payment_postings (id, organization_id, location_id, direct_posting_rule_id, bank_transaction_id,
         erp_connection_id, status, posting_type, direction, supplier_external_id, currency, total_amount, posting_date,
         account_id, account_name, cash_flow_article_id, cash_flow_article_name, request_hash, idempotency_key,
         attempt_count, reconciliation_attempt_count, posted_at_utc, reconciled_at_utc, external_payment_id)
       VALUES ($1::uuid, $2, $3, $4, $5, $6, 'Reconciled', 'DirectPayOut', 'incoming', $7, 'RUB', 150000, '2025-02-01',
               'acc-bank-1', 'Bank', 'cfa-rent', 'Rent', encode(sha256(convert_to($1::text, 'UTF8')), 'hex'),
               'recon-direct-' || $1::text, 1, 1, now(), now(), 'pay-direct-0042')`,
      [postingId, scope.organizationId, scope.locationId, ruleId, lineId, scope.connectionId, scope.supplierId],
    );
    await db.query(
      `INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, outcome, finished_at_utc)
       VALUES ($1, 1, 'write', 'Succeeded', now()), ($1, 1, 'readback', 'Found', now())`,
      [postingId],
    );
  });

  it('exports one row naming the rule where documents would be, the amount whole, every external id masked', async () => {
    const response = await scope.accountant.rest('get', `${PATH}?postingId=${postingId}`).expect(200);
    const [header, ...records] = parseCsv(response.text);
    expect(header).toEqual([...EVIDENCE_COLUMN_NAMES]);
    expect(header.slice(-5, -3)).toEqual(['directPostingRuleId', 'directPostingRuleName']);
    expect(records).toHaveLength(1);
    const row = Object.fromEntries(header.map((name, index) => [name, records[0][index]]));
    expect(row).toMatchObject({
      postingId,
      allocationId: '',
      supplierExternalIdMasked: maskExternalId(scope.supplierId),
      supplierName: LANDLORD,
      documentIdMasked: '',
      documentNumber: '',
      allocatedAmount: '150000',
      allocationStatus: '',
      postingType: 'DirectPayOut',
      idempotencyKey: `recon-direct-${postingId}`,
      writeStatus: 'Succeeded',
      externalPaymentIdMasked: '****0042',
      optimisticSource: '',
      liveReadbackSource: 'ErpReadback',
      liveReadbackSecondarySource: '',
      reconciliationStatus: 'Reconciled',
      directPostingRuleId: ruleId,
      directPostingRuleName: 'Rent',
    });
    expect(response.text).not.toContain(scope.supplierId);
    expect(response.text).not.toContain('pay-direct-0042');

    // The rows of invoice postings name no rule.
    const page = await scope.accountant
      .graphql(
        `query ($postingId: UUID) { reconciliationEvidence(postingId: $postingId, page: 1, pageSize: 10) {
           totalCount items { postingId allocatedAmount directPostingRuleId directPostingRuleName } } }`,
        { postingId },
      )
      .expect(200);
    expect(page.body.data.reconciliationEvidence).toEqual({
      totalCount: 1,
      items: [{ postingId, allocatedAmount: 150_000, directPostingRuleId: ruleId, directPostingRuleName: 'Rent' }],
    });
  });

  it('shows the rule in the posting evidence where an invoice posting shows its documents', async () => {
    const response = await scope.accountant.rest('get', `/api/erp/postings/${postingId}/evidence`).set(scope.headers);
    expect(response.status).toBe(200);
    expect(response.body.optimistic).toEqual({
      totalAmount: 150_000,
      currency: 'RUB',
      documentCount: 0,
      lines: [],
      writeOff: null,
      rule: { id: ruleId, name: 'Rent' },
    });
    expect(response.body.write).toMatchObject({ externalPaymentIdMasked: '****0042', lastOutcome: 'Succeeded' });
    expect(response.body.reconciliation).toMatchObject({ reconciled: true, allocationStatus: null });
    expect(JSON.stringify(response.body)).not.toContain('pay-direct-0042');
  });
});
