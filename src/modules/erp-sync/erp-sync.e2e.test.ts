import { randomUUID } from 'node:crypto';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { csvStatement } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

/** The demo fixture's documents are dated January 2025; every document sync here reads that month. */
const PERIOD = 'from=2025-01-01&to=2025-01-31';

describe('accounting-system sync over HTTP against the simulator', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0 });
  });
  afterAll(async () => {
    await simulator.close();
  });
  beforeEach(() => simulator.state.reset());

  const control = async (method: string, path: string, body: object) => {
    const response = await fetch(`${simulator.baseUrl}/__control/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
    return response.json();
  };

  const errorCode = async (table: string, runId: string): Promise<string | null> =>
    (await env.app.dataSource.query(`SELECT error_code FROM ${table} WHERE id = $1`, [runId]))[0].error_code;

  /** A new organization with a default connection to the simulator and its administrator. */
  const tenant = async (): Promise<{ organizationId: string; connectionId: string; admin: SignedInClient }> => {
    const organizationId = await env.createOrganization();
    const connectionId = await env.createErpConnection(organizationId, {
      baseUrl: simulator.baseUrl,
      login: 'admin',
      password: 'simulator',
    });
    const admin = await env.clientFor('OrganizationAdmin', { organizationId });
    return { organizationId, connectionId, admin };
  };

  const syncDocuments = async (client: SignedInClient, connectionId: string, query = '') => {
    const response = await client.rest('post', `/api/erp/connections/${connectionId}/sync-documents?${PERIOD}${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('catches up suppliers incrementally by revision, re-reads all with full=true, and lists counterparties', async () => {
    const { organizationId, connectionId, admin } = await tenant();
    const first = await admin.rest('post', `/api/erp/connections/${connectionId}/sync-suppliers`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ mode: 'full', status: 'Succeeded', receivedCount: 4, revisionFrom: null });

    await control('POST', 'suppliers', { id: 'sup-dairy', name: 'ООО «Молочная ферма 2»', taxId: '7707049388' });
    const second = (await admin.rest('post', `/api/erp/connections/${connectionId}/sync-suppliers`)).body;
    expect(second).toMatchObject({ mode: 'incremental', status: 'Succeeded', receivedCount: 1 });
    expect(second.revisionFrom).toBe(first.body.revisionTo);
    expect(second.revisionTo).toBeGreaterThan(first.body.revisionTo);

    const full = (await admin.rest('post', `/api/erp/connections/${connectionId}/sync-suppliers?full=true`)).body;
    expect(full).toMatchObject({ mode: 'full', status: 'Succeeded', receivedCount: 4, deletedCount: 0 });

    const runs = await admin.rest('get', `/api/erp/supplier-sync-runs?organizationId=${organizationId}`);
    expect(runs.status).toBe(200);
    expect(runs.body.totalCount).toBe(3);
    expect(runs.body.items.map((run: { id: string }) => run.id)).toEqual([full.id, second.id, first.body.id]);

    const counterparties = await admin.rest('get', `/api/erp/counterparties?organizationId=${organizationId}`);
    expect(counterparties.status).toBe(200);
    expect(counterparties.body.totalCount).toBe(3); // the deleted supplier only with includeDeleted
    expect(counterparties.body.items[0]).toMatchObject({ fromSnapshot: true, connectionId });
    expect(counterparties.body.items.map((c: { name: string }) => c.name)).toContain('ООО «Молочная ферма 2»');
    const withDeleted = await admin
      .rest('get', `/api/erp/counterparties?includeDeleted=true&search=старый`)
      .set('X-Organization-Id', organizationId);
    expect(withDeleted.body).toMatchObject({ totalCount: 1, items: [{ id: 'sup-former', isDeleted: true }] });
    // Wildcard characters in the search are taken literally.
    for (const search of ['%', '_'])
      expect(
        (await admin.rest('get', '/api/erp/counterparties').query({ organizationId, search })).body.totalCount,
      ).toBe(0);

    const [{ count }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE action = 'Sync' AND organization_id = $1`,
      [organizationId],
    );
    expect(count).toBe(3);
  });

  it('re-runs counterparty matching over transactions imported before the suppliers arrived', async () => {
    const { organizationId, connectionId, admin } = await tenant();
    const outlet = await env.createLocation(organizationId);
    const statement = csvStatement([
      { counterpartyName: 'Молочная ферма', counterpartyTaxId: '7707049388' },
      { counterpartyName: 'АО "Мясной двор"' },
      { counterpartyName: 'Неизвестный' },
    ]);
    const upload = await admin
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach('file', statement, 'statement.csv');
    expect(upload.status).toBe(202);
    const statuses = async () =>
      (
        await env.app.dataSource.query(
          `SELECT match_status, match_reason, matched_counterparty_id FROM bank_transactions
            WHERE import_id = $1 ORDER BY sequence`,
          [upload.body.importId],
        )
      ).map((row: Record<string, string>) => Object.values(row).join(' '));
    expect(await statuses()).toEqual(['Unmatched no_evidence ', 'Unmatched no_evidence ', 'Unmatched no_evidence ']);

    expect((await admin.rest('post', `/api/erp/connections/${connectionId}/sync-suppliers`)).status).toBe(200);
    expect(await statuses()).toEqual([
      'AutoMatched tax_id sup-dairy',
      'AutoMatched name_exact sup-meat',
      'Unmatched no_evidence ',
    ]);
    const [audit] = await env.app.dataSource.query(
      `SELECT details_json AS details FROM audit_log WHERE action = 'Sync' AND organization_id = $1`,
      [organizationId],
    );
    expect(audit.details).toMatchObject({ rematchedTransactionCount: 2 });
  });

  it('reads the live catalog, marked as not from the snapshot, while the snapshot is empty', async () => {
    const { organizationId, admin } = await tenant();
    const response = await admin.rest('get', `/api/erp/counterparties?organizationId=${organizationId}`);
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(3);
    expect(response.body.items.every((c: { fromSnapshot: boolean }) => !c.fromSnapshot)).toBe(true);
  });

  it('stores document snapshots with outlets by storeCode, never a default outlet, and lists open debts', async () => {
    const { organizationId, connectionId, admin } = await tenant();
    const moscow = await env.createLocation(organizationId, 'msk-01');
    await env.createLocation(organizationId, 'OTHER-01');

    const run = await syncDocuments(admin, connectionId);
    expect(run).toMatchObject({
      status: 'Succeeded',
      syncMode: 'batch',
      rpcList: 2,
      rpcUnpaidBatch: 1,
      rpcUnpaidSum: 0,
      rpcGetDocument: 0,
      rpcAccounts: 0,
      rpcTotal: 3,
      listCount: 8,
      unpaidBatchCount: 7, // the deleted invoice is stored from the list
      snapshotReuseCount: 0,
      fallbackReason: null,
      documentCount: 8,
      upsertedCount: 8,
      unresolvedLocationCount: 4,
      errorMessage: null,
    });

    const rows: { id: string; locationId: string | null; source: string; isProcessed: boolean | null }[] =
      await env.app.dataSource.query(
        `SELECT external_document_id AS id, location_id AS "locationId", processing_state_source AS source,
                is_processed AS "isProcessed"
         FROM erp_document_snapshots WHERE connection_id = $1 ORDER BY external_document_id`,
        [connectionId],
      );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId['inv-1001'].locationId).toBe(moscow); // MSK-01 matches msk-01
    expect(byId['inv-1006'].locationId).toBeNull(); // NO-SUCH-STORE
    expect(byId['inv-1005'].locationId).toBeNull(); // SPB-01: no such outlet in this organization
    expect(byId['inv-1004'].source).toBe('erp_list');
    expect(byId['inv-1001'].source).toBe('erp_unpaid_batch');
    expect(byId['inv-1003'].isProcessed).toBe(false);

    const debts = await admin.rest('get', `/api/erp/debts?organizationId=${organizationId}`);
    expect(debts.status).toBe(200);
    expect(debts.body.items.map((debt: { documentId: string }) => debt.documentId).sort()).toEqual(
      ['inv-1001', 'inv-1002', 'inv-1005', 'inv-1006', 'out-2001', 'out-2002'].sort(),
    );
    const partly = debts.body.items.find((debt: { documentId: string }) => debt.documentId === 'inv-1002');
    expect(partly).toMatchObject({ unpaidAmount: 530_050, paidAmount: 300_000, paymentStatus: 'PartiallyPaid' });
    const inMoscow = await admin.rest('get', `/api/erp/debts?organizationId=${organizationId}&locationId=${moscow}`);
    expect(inMoscow.body.items.map((debt: { documentId: string }) => debt.documentId)).toEqual([
      'inv-1001',
      'out-2001',
      'inv-1002',
    ]);
    const ofSupplier = await admin.rest('get', `/api/erp/debts?organizationId=${organizationId}&supplierId=sup-meat`);
    expect(ofSupplier.body.totalCount).toBe(3);
  });

  it('reuses fresh unchanged outgoing snapshots on a soft sync, and forceRefresh makes the calls', async () => {
    const { connectionId, admin } = await tenant();
    await syncDocuments(admin, connectionId);
    const batchCalls = simulator.state.calls.getUnpaidBatch;

    const soft = await syncDocuments(admin, connectionId);
    expect(soft).toMatchObject({ snapshotReuseCount: 2, unpaidBatchCount: 5, rpcUnpaidBatch: 1, rpcUnpaidSum: 0 });
    expect(soft.upsertedCount).toBe(6);
    expect(simulator.state.calls.getUnpaidBatch).toBe(batchCalls + 1);

    // A changed outgoing document is asked again; the unchanged one is still reused.
    await control('PATCH', 'documents/out-2001', { paidAmount: 10_000 });
    const afterChange = await syncDocuments(admin, connectionId);
    expect(afterChange).toMatchObject({ snapshotReuseCount: 1, unpaidBatchCount: 6 });

    const forced = await syncDocuments(admin, connectionId, '&forceRefresh=true');
    expect(forced).toMatchObject({ forceRefresh: true, snapshotReuseCount: 0, unpaidBatchCount: 7, rpcTotal: 3 });
  });

  it('keeps a snapshot stored at a later revision than the server showed the sync (a reconciliation meanwhile)', async () => {
    const { connectionId, admin } = await tenant();
    await syncDocuments(admin, connectionId);
    const [stored] = await env.app.dataSource.query(
      `SELECT min(external_document_id) AS external_document_id FROM erp_document_snapshots WHERE connection_id = $1`,
      [connectionId],
    );
    await env.app.dataSource.query(
      `UPDATE erp_document_snapshots SET paid_amount = 1, revision = 1000000000
        WHERE connection_id = $1 AND external_document_id = $2`,
      [connectionId, stored.external_document_id],
    );
    await syncDocuments(admin, connectionId, '&forceRefresh=true');
    const [after] = await env.app.dataSource.query(
      `SELECT paid_amount::int AS paid, revision::bigint AS revision FROM erp_document_snapshots
        WHERE connection_id = $1 AND external_document_id = $2`,
      [connectionId, stored.external_document_id],
    );
    expect(after).toEqual({ paid: 1, revision: 1_000_000_000 });
  });

  it('falls back to per-document unpaid calls on a server without the batch call', async () => {
    const { connectionId, admin } = await tenant();
    await control('POST', 'capabilities', { unpaidBatch: false });
    const run = await syncDocuments(admin, connectionId);
    expect(run).toMatchObject({
      status: 'Succeeded',
      syncMode: 'fallback',
      fallbackReason: 'unpaid_batch_not_supported',
      rpcUnpaidBatch: 1,
      rpcUnpaidSum: 7,
      unpaidBatchCount: 0,
      rpcTotal: 10,
    });
    const [{ source }] = await env.app.dataSource.query(
      `SELECT processing_state_source AS source FROM erp_document_snapshots
       WHERE connection_id = $1 AND external_document_id = 'inv-1001'`,
      [connectionId],
    );
    expect(source).toBe('erp_unpaid_sum');
  });

  it('stores a failed run with a safe message and keeps both histories newest first', async () => {
    const { organizationId, connectionId, admin } = await tenant();
    const ok = await syncDocuments(admin, connectionId);
    await control('POST', 'faults', { operation: 'listDocuments', mode: 'error', count: 10 });
    const failed = await syncDocuments(admin, connectionId);
    expect(failed).toMatchObject({ status: 'Failed', rpcList: 1, rpcAccounts: 0 });
    expect(failed.errorMessage).toBe(
      'listDocuments: unavailable: The accounting system cannot be reached, failed, or has no free session.',
    );
    expect(await errorCode('erp_document_sync_runs', failed.id)).toBe('erp_unavailable');

    const history = await admin.rest('get', `/api/erp/connections/${connectionId}/document-sync-runs?pageSize=1`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ totalCount: 2, page: 1, pageSize: 1, items: [{ id: failed.id }] });
    const legacy = await admin.rest('get', '/api/erp/document-sync-runs').set('X-Organization-Id', organizationId);
    expect(legacy.body.items.map((run: { id: string }) => run.id)).toEqual([failed.id, ok.id]);
  });

  it('finishes a supplier run as Failed when storing the snapshot fails', async () => {
    const { organizationId, connectionId, admin } = await tenant();
    // Longer than the snapshot's name column: the storing transaction fails and rolls back.
    await control('POST', 'suppliers', { id: 'sup-long', name: 'Я'.repeat(501), taxId: null });
    const response = await admin.rest('post', `/api/erp/connections/${connectionId}/sync-suppliers`);
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 500, code: 'internal_error' });

    const runs = await admin.rest('get', `/api/erp/supplier-sync-runs?organizationId=${organizationId}`);
    expect(runs.body.items).toEqual([
      expect.objectContaining({
        status: 'Failed',
        finishedAtUtc: expect.any(String),
        receivedCount: 0,
        errorMessage: 'Unexpected failure; see the service log with the trace id.',
      }),
    ]);
    expect(await errorCode('erp_supplier_sync_runs', runs.body.items[0].id)).toBe('internal_error');
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM erp_supplier_snapshots WHERE connection_id = $1',
      [connectionId],
    );
    expect(count).toBe(0);
  });

  it('finishes a document run as Failed when storing the snapshots fails', async () => {
    const { connectionId, admin } = await tenant();
    await control('POST', 'documents', { number: 'N'.repeat(101), date: '2025-01-10', amount: 100 });
    const response = await admin.rest('post', `/api/erp/connections/${connectionId}/sync-documents?${PERIOD}`);
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 500, code: 'internal_error' });

    const history = await admin.rest('get', `/api/erp/connections/${connectionId}/document-sync-runs`);
    expect(history.body.items).toEqual([
      expect.objectContaining({ status: 'Failed', finishedAtUtc: expect.any(String), rpcList: 2, upsertedCount: 0 }),
    ]);
    expect(await errorCode('erp_document_sync_runs', history.body.items[0].id)).toBe('internal_error');
  });

  it('closes runs whose process stopped (lease expired) and leaves runs of live processes running', async () => {
    const { organizationId, connectionId } = await tenant();
    const supplierRun = async (startedAgo: string, heartbeatAgo: string): Promise<string> => {
      const [{ id }] = await env.app.dataSource.query(
        `INSERT INTO erp_supplier_sync_runs (connection_id, organization_id, mode, status, started_at_utc, heartbeat_at_utc)
         VALUES ($1, $2, 'full', 'Running', now() - $3::interval, now() - $4::interval) RETURNING id`,
        [connectionId, organizationId, startedAgo, heartbeatAgo],
      );
      return id;
    };
    const stoppedSuppliers = await supplierRun('1 hour', '1 hour');
    // A long sync of a live process: started long ago, its lease renewed moments ago.
    const live = await supplierRun('2 hours', '10 seconds');
    const [{ id: stoppedDocuments }] = await env.app.dataSource.query(
      `INSERT INTO erp_document_sync_runs (connection_id, organization_id, status, period_from, period_to,
                                           started_at_utc, heartbeat_at_utc)
       VALUES ($1, $2, 'Running', '2025-01-01', '2025-01-31', now() - interval '7 minutes', now() - interval '6 minutes')
       RETURNING id`,
      [connectionId, organizationId],
    );

    const job = env.app.jobs.find((candidate) => candidate.name === 'erp-sync-interrupted-runs')!;
    const report = await job.runOnce({ dataSource: env.app.dataSource, shouldStop: () => false });
    expect(report.interruptedSyncRuns).toBeGreaterThanOrEqual(2);

    const state = async (table: string, id: string) =>
      (
        await env.app.dataSource.query(
          `SELECT status, error_code AS "errorCode", finished_at_utc IS NOT NULL AS finished FROM ${table} WHERE id = $1`,
          [id],
        )
      )[0];
    const interrupted = { status: 'Failed', errorCode: 'interrupted', finished: true };
    expect(await state('erp_supplier_sync_runs', stoppedSuppliers)).toEqual(interrupted);
    expect(await state('erp_document_sync_runs', stoppedDocuments)).toEqual(interrupted);
    expect(await state('erp_supplier_sync_runs', live)).toEqual({
      status: 'Running',
      errorCode: null,
      finished: false,
    });
  });

  it('checks access: another organization gets forbidden, an unknown connection not_found, a Viewer cannot sync but can read', async () => {
    const { organizationId, connectionId } = await tenant();
    const stranger = (await tenant()).admin;
    for (const [method, path] of [
      ['post', `/api/erp/connections/${connectionId}/sync-documents`],
      ['post', `/api/erp/connections/${connectionId}/sync-suppliers`],
      ['get', `/api/erp/connections/${connectionId}/document-sync-runs`],
      ['get', `/api/erp/debts?organizationId=${organizationId}`],
    ] as const) {
      const response = await stranger.rest(method, path);
      expect({ path, status: response.status, code: response.body.code }).toEqual({
        path,
        status: 403,
        code: 'forbidden',
      });
    }
    const unknown = await stranger.rest('post', `/api/erp/connections/${randomUUID()}/sync-documents`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);

    const viewer = await env.clientFor('Viewer', { organizationId });
    const denied = await viewer.rest('post', `/api/erp/connections/${connectionId}/sync-documents`);
    expect({ status: denied.status, code: denied.body.code }).toEqual({ status: 403, code: 'forbidden' });
    expect((await viewer.rest('post', `/api/erp/connections/${connectionId}/sync-suppliers`)).status).toBe(403);
    expect((await viewer.rest('get', `/api/erp/debts?organizationId=${organizationId}`)).status).toBe(200);
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM erp_document_sync_runs WHERE connection_id = $1',
      [connectionId],
    );
    expect(count).toBe(0);
  });
});
