import { createPaymentScope, type PaymentScope } from '../../../test/payment-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';
import { maskExternalId } from '../erp-posting/erp-posting.module';
import { parseCsv, seedPostings, seedSupplier, type SeededPosting } from '../../../test/evidence-fixtures';
import { EVIDENCE_COLUMN_NAMES } from './reconciliation-evidence.columns';

const PATH = '/api/reports/reconciliation-evidence/export.csv';
const SUPPLIER_NAME = 'ООО "Ромашка", поставки\nвторая строка';
const TRICKY_NUMBER = 'СЧ-1, "срочно"';

/** The rows of an export as objects keyed by the header. */
function rowsOf(text: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(text);
  return records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index]])));
}

describe('reconciliation evidence export', () => {
  const env = useTestEnvironment();
  let scope: PaymentScope;
  let reconciled: SeededPosting;
  let posted: SeededPosting;
  let unknown: SeededPosting;

  beforeAll(async () => {
    const db = env.app.dataSource;
    scope = await createPaymentScope(env);
    await seedSupplier(db, scope, SUPPLIER_NAME);
    [reconciled] = await seedPostings(db, scope, { status: 'Reconciled', documentNumbers: [TRICKY_NUMBER, 'INV-2'] });
    [posted] = await seedPostings(db, scope, { status: 'Posted', documentNumbers: ['INV-3'] });
    [unknown] = await seedPostings(db, scope, { status: 'WriteOutcomeUnknown', documentNumbers: ['INV-4'] });
  });

  it('streams the 47 columns in order, quotes names and numbers, and masks every external id', async () => {
    const response = await scope.accountant.rest('get', PATH).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="reconciliation-evidence-\d{14}\.csv"$/,
    );
    const records = parseCsv(response.text);
    expect(records[0]).toEqual([...EVIDENCE_COLUMN_NAMES]);
    expect(records[0]).toHaveLength(47);
    expect(records.slice(1).every((record) => record.length === 47)).toBe(true);
    // RFC 4180 on the wire: CRLF records, embedded quotes doubled inside a quoted field.
    expect(response.text.startsWith(`${EVIDENCE_COLUMN_NAMES.join(',')}\r\n`)).toBe(true);
    expect(response.text).toContain('"ООО ""Ромашка"", поставки\nвторая строка"');
    expect(response.text).toContain('"СЧ-1, ""срочно"""');

    const rows = rowsOf(response.text);
    expect(rows.map((row) => row.postingId)).toEqual(
      expect.arrayContaining([reconciled.postingId, posted.postingId, unknown.postingId]),
    );
    expect(rows).toHaveLength(4);
    const first = rows.find((row) => row.documentNumber === TRICKY_NUMBER)!;
    expect(first).toMatchObject({
      postingId: reconciled.postingId,
      allocationId: reconciled.allocationId,
      bankTransactionId: reconciled.transactionId,
      organizationId: scope.organizationId,
      locationId: scope.locationId,
      supplierName: SUPPLIER_NAME,
      supplierExternalIdMasked: maskExternalId(scope.supplierId),
      documentIdMasked: maskExternalId(reconciled.documentIds[0]),
      externalPaymentIdMasked: maskExternalId(reconciled.externalPaymentId),
      currency: 'RUB',
      allocatedAmount: '10000',
      postingStatus: 'Reconciled',
      allocationStatus: 'Reconciled',
      writeStatus: 'Succeeded',
      optimisticSource: 'AllocationLine',
      optimisticPaymentStatus: 'Paid',
      optimisticUnpaidAmount: '0',
      optimisticPaidAmount: '10000',
      liveReadbackSource: 'ErpReadback',
      liveReadbackPaymentStatus: 'Paid',
      liveReadbackUnpaidAmount: '0',
      liveReadbackPaidAmount: '10000',
      liveReadbackSourcesDisagree: '',
      reconciliationStatus: 'Reconciled',
      anomalyId: '',
    });
    expect(first.writeResultHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.reconciledAtUtc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // A successful write is not reconciliation.
    const writtenOnly = rows.find((row) => row.postingId === posted.postingId)!;
    expect(writtenOnly).toMatchObject({
      writeStatus: 'Succeeded',
      reconciliationStatus: 'Pending',
      liveReadbackSource: '',
    });
    const open = rows.find((row) => row.postingId === unknown.postingId)!;
    expect(open).toMatchObject({
      writeStatus: 'OutcomeUnknown',
      writeDiagnosticCode: 'write_outcome_unknown',
      anomalySeverity: 'critical',
      anomalyStatus: 'Open',
      reconciliationStatus: 'Pending',
    });
    for (const id of [
      scope.supplierId,
      ...reconciled.documentIds,
      reconciled.externalPaymentId!,
      posted.externalPaymentId!,
    ])
      expect(response.text).not.toContain(id);
  });

  it('writes one Export audit entry with format, row count, row cap and filters only', async () => {
    await scope.accountant.rest('get', `${PATH}?postingId=${posted.postingId}&status=Posted`).expect(200);
    const entries: { action: string; details_json: Record<string, unknown>; organization_id: string }[] =
      await env.app.dataSource.query(
        `SELECT action, details_json, organization_id FROM audit_log
          WHERE user_id = $1 AND entity_type = 'ReconciliationEvidence' ORDER BY created_at_utc DESC`,
        [scope.accountant.user.id],
      );
    expect(entries[0]).toEqual({
      action: 'Export',
      organization_id: scope.organizationId,
      details_json: {
        format: 'csv',
        rowCount: 1,
        rowCap: 5000,
        filters: { postingId: posted.postingId, status: 'Posted' },
      },
    });
  });

  it('answers a header-only file for a foreign organization or outlet, and audits it as an empty export', async () => {
    const foreign = await createPaymentScope(env);
    await seedPostings(env.app.dataSource, foreign, { status: 'Posted', documentNumbers: ['FOREIGN-1'] });
    for (const filter of [`organizationId=${foreign.organizationId}`, `locationId=${foreign.locationId}`]) {
      const response = await scope.accountant.rest('get', `${PATH}?${filter}`).expect(200);
      expect(parseCsv(response.text)).toEqual([[...EVIDENCE_COLUMN_NAMES]]);
    }
    // Without a filter, too, only the caller's own outlet shows.
    const own = rowsOf((await scope.accountant.rest('get', PATH).expect(200)).text);
    expect(own.every((row) => row.organizationId === scope.organizationId)).toBe(true);
    const [entry] = await env.app.dataSource.query(
      `SELECT details_json FROM audit_log WHERE user_id = $1 AND entity_type = 'ReconciliationEvidence'
        AND details_json -> 'filters' ? 'locationId'`,
      [scope.accountant.user.id],
    );
    expect(entry.details_json).toMatchObject({ rowCount: 0, rowCap: 5000 });
    // The entries stay in the caller's own log: the other tenant learns nothing of who asked about it.
    const headers = { 'X-Organization-Id': foreign.organizationId, 'X-Location-Id': foreign.locationId };
    await scope.accountant.rest('get', PATH).set(headers).expect(200);
    const filed = await env.app.dataSource.query(
      `SELECT organization_id, location_id FROM audit_log WHERE user_id = $1 AND entity_type = 'ReconciliationEvidence'
        AND (organization_id = $2 OR location_id = $3)`,
      [scope.accountant.user.id, foreign.organizationId, foreign.locationId],
    );
    expect(filed).toEqual([]);
  });

  it('refuses an anonymous caller (401), a user without the permission (403) and a malformed filter (400)', async () => {
    await env.http.get(PATH).expect(401);
    const nobody = await env.signIn(await env.createUser());
    const denied = await nobody.rest('get', PATH).expect(403);
    expect(denied.body.code).toBe('forbidden');
    const bad = await scope.accountant.rest('get', `${PATH}?postingId=not-a-uuid`).expect(400);
    expect(bad.body.code).toBe('validation.failed');
  });

  it('serves the same rows on GraphQL, paged, with the export path of the same filters', async () => {
    const response = await scope.accountant
      .graphql(
        `query ($postingId: UUID) {
          reconciliationEvidence(postingId: $postingId, page: 1, pageSize: 10) {
            totalCount rowCap exportPath
            items { ${EVIDENCE_COLUMN_NAMES.join(' ')} }
          }
        }`,
        { postingId: reconciled.postingId },
      )
      .expect(200);
    expect(response.body.errors).toBeUndefined();
    const page = response.body.data.reconciliationEvidence;
    expect(page).toMatchObject({
      totalCount: 2,
      rowCap: 5000,
      exportPath: `${PATH}?postingId=${reconciled.postingId}`,
    });
    const csv = rowsOf((await scope.accountant.rest('get', page.exportPath).expect(200)).text);
    expect(page.items).toHaveLength(2);
    expect(Object.keys(page.items[0])).toEqual([...EVIDENCE_COLUMN_NAMES]);
    page.items.forEach((item: Record<string, unknown>, index: number) => {
      for (const name of EVIDENCE_COLUMN_NAMES) {
        const value = item[name];
        expect([name, value === null ? '' : String(value)]).toEqual([name, csv[index][name]]);
      }
    });
  });
});
