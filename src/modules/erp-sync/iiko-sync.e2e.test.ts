import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

/**
 * Document sync on an IikoServer connection against the simulator's iikoServer: exports month by month, amounts
 * from the lines' decimal sums, outlets by store code, unpaid amounts computed by the service and bounded by what
 * the server says each supplier is owed.
 */

interface Requests {
  counts: Record<string, number>;
  documentExports: { endpoint: string; from: string; to: string; supplierIds: string[] }[];
  maxInFlight: number;
}

interface Snapshot {
  id: string;
  amount: number;
  paidAmount: number;
  unpaidAmount: number;
  paidOutsideAmount: number;
  paymentStatus: string;
  location: string | null;
  source: string;
  unpayableReason: string | null;
}

const FISH = { id: 'sup-fish', name: 'ООО «Рыбный ряд»', taxId: '7728168971' };
const ODD = { id: 'sup-odd', name: 'ИП Точный', taxId: '500100732259' };
const INCOMING = 'api/documents/export/incomingInvoice';
const OUTGOING = 'api/documents/export/outgoingInvoice';

describe('document sync on an IikoServer connection', () => {
  const env = useTestEnvironment({ ERP_READ_RETRIES: '0', ERP_TIMEOUT_MS: '3000' });
  let simulator: ErpSimulator;

  const control = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    simulator.control<T>(method, path, body);
  const document = (body: Record<string, unknown>) =>
    control('POST', 'documents', { currency: 'RUB', direction: 'incoming', isProcessed: true, ...body });

  /** An organization with the outlets MSK-01 and SPB-01 and an IikoServer connection made through the API. */
  const tenant = async () => {
    const organizationId = await env.createOrganization();
    const moscow = await env.createLocation(organizationId, 'MSK-01');
    const petersburg = await env.createLocation(organizationId, 'SPB-01');
    const admin = await env.clientFor('OrganizationAdmin', { organizationId });
    const created = await admin.rest('post', '/api/erp/connections').send({
      organizationId,
      name: 'iikoServer',
      baseUrl: simulator.baseUrl,
      dialect: 'IikoServer',
      login: 'admin',
      password: 'simulator',
    });
    expect(created.status).toBe(201);
    return { organizationId, moscow, petersburg, admin, connectionId: created.body.id as string };
  };
  const sync = async (admin: SignedInClient, connectionId: string, from: string, to: string) => {
    const response = await admin.rest(
      'post',
      `/api/erp/connections/${connectionId}/sync-documents?from=${from}&to=${to}`,
    );
    expect(response.status).toBe(200);
    return response.body;
  };
  const snapshots = async (connectionId: string): Promise<Record<string, Snapshot>> => {
    const rows: Snapshot[] = await env.app.dataSource.query(
      `SELECT external_document_id AS id, amount, paid_amount AS "paidAmount", unpaid_amount AS "unpaidAmount",
              paid_outside_amount AS "paidOutsideAmount", payment_status AS "paymentStatus",
              location_id AS location, processing_state_source AS source, unpayable_reason AS "unpayableReason"
         FROM erp_document_snapshots WHERE connection_id = $1`,
      [connectionId],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row]));
  };

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', sessionLimit: 50 });
  });
  afterAll(async () => {
    await simulator.close();
  });
  beforeEach(async () => {
    await control('POST', 'reset');
    for (const supplier of [FISH, ODD]) await control('POST', 'suppliers', supplier);
    // Three months of a supplier's invoices; the newest was partly paid outside the service (iikoOffice).
    await document({
      id: 'fish-jan',
      number: 'Р-101',
      date: '2025-01-06',
      supplierId: FISH.id,
      storeCode: 'MSK-01',
      amount: 100_000,
    });
    await document({
      id: 'fish-feb',
      number: 'Р-102',
      date: '2025-02-03',
      supplierId: FISH.id,
      storeCode: 'msk-01',
      amount: 200_000,
    });
    await document({
      id: 'fish-mar',
      number: 'Р-103',
      date: '2025-03-04',
      supplierId: FISH.id,
      storeCode: 'SPB-01',
      amount: 300_000,
      paidAmount: 150_000,
    });
    await document({
      id: 'fish-apr',
      number: 'Р-104',
      date: '2025-04-01',
      supplierId: FISH.id,
      storeCode: 'MSK-01',
      amount: 40_000,
      isProcessed: false,
    });
    // Lines as the export writes them, nine fraction digits each: the amount is their exact sum in kopecks.
    await control('POST', 'line-sums', {
      documentId: 'fish-feb',
      sums: ['1500.500000000', '499.490000000', '0.010000000'],
    });
    // A document whose sum has a part of a kopeck: never payable, never rounded.
    await document({
      id: 'odd-1',
      number: 'Т-1',
      date: '2025-02-10',
      supplierId: ODD.id,
      storeCode: 'MSK-01',
      amount: 1_001,
    });
    await control('POST', 'line-sums', { documentId: 'odd-1', sums: ['10.005'] });
  });

  it('reads a three-month period with one export per month and direction and computes the unpaid amounts', async () => {
    const { connectionId, admin, moscow, petersburg } = await tenant();
    const run = await sync(admin, connectionId, '2025-01-05', '2025-03-20');
    expect(run).toMatchObject({
      status: 'Succeeded',
      errorMessage: null,
      syncMode: 'local',
      fallbackReason: 'unpaid_state_not_supported',
      rpcList: 6,
      rpcStores: 2,
      rpcBalance: 2,
      rpcUnpaidBatch: 0,
      rpcUnpaidSum: 0,
      rpcGetDocument: 0,
      rpcAccounts: 0,
      rpcTotal: 10,
      unpaidBatchCount: 0,
      snapshotReuseCount: 0,
      // The demo's eight documents of January and the four of this test inside the period.
      listCount: 12,
      documentCount: 12,
      upsertedCount: 12,
      unresolvedLocationCount: 1,
      // inv-1001 and inv-1005 of the demo, fish-jan and fish-feb here.
      paidOutsideCount: 4,
    });
    const requests = await control<Requests>('GET', 'requests');
    const months = [
      ['2025-01-05', '2025-01-31'],
      ['2025-02-01', '2025-02-28'],
      ['2025-03-01', '2025-03-20'],
    ];
    expect(requests.documentExports.map(({ endpoint, from, to }) => [endpoint, from, to])).toEqual([
      ...months.map(([from, to]) => [INCOMING, from, to]),
      ...months.map(([from, to]) => [OUTGOING, from, to]),
    ]);
    expect(requests.counts).toMatchObject({
      'api/auth': 1,
      'api/corporation/stores': 1,
      'api/corporation/departments': 1,
      'api/v2/reports/balance/counteragents': 1,
    });
    expect(requests.maxInFlight).toBe(1);

    const stored = await snapshots(connectionId);
    expect(Object.keys(stored)).not.toContain('fish-apr');
    // The supplier owes 600,000.00 − 150,000.00 paid outside = 450,000.00 (kopecks here): the 150,000 paid outside
    // comes off the oldest invoices first, whatever invoice it was paid on.
    expect(stored['fish-jan']).toEqual({
      id: 'fish-jan',
      amount: 100_000,
      paidAmount: 100_000,
      unpaidAmount: 0,
      paidOutsideAmount: 100_000,
      paymentStatus: 'Paid',
      location: moscow,
      source: 'local_postings',
      unpayableReason: null,
    });
    expect(stored['fish-feb']).toMatchObject({
      amount: 200_000,
      paidAmount: 50_000,
      unpaidAmount: 150_000,
      paidOutsideAmount: 50_000,
      paymentStatus: 'PartiallyPaid',
      location: moscow,
    });
    expect(stored['fish-mar']).toMatchObject({
      amount: 300_000,
      paidAmount: 0,
      unpaidAmount: 300_000,
      paidOutsideAmount: 0,
      paymentStatus: 'Unpaid',
      location: petersburg,
    });
    expect(stored['odd-1']).toMatchObject({
      amount: 0,
      unpaidAmount: 0,
      unpayableReason: 'amount_not_exact',
      location: moscow,
    });
    // The demo: store codes in any case name the outlet; a code no outlet has leaves the document without one.
    expect(stored['inv-1005'].location).toBe(petersburg);
    expect(stored['inv-1006'].location).toBeNull();
    expect(stored['inv-1002']).toMatchObject({ amount: 830_050, paidOutsideAmount: 0, unpaidAmount: 830_050 });
    // sup-dairy owes 1,730,050 of its invoices' 2,080,050: the 300,000 paid outside on inv-1002 and the 50,000 of
    // its outgoing invoice come off the oldest invoice.
    expect(stored['inv-1001']).toMatchObject({ amount: 1_250_000, unpaidAmount: 900_000, paidOutsideAmount: 350_000 });

    // The same period again: the same exports, the same result (the bound is not applied twice).
    const again = await sync(admin, connectionId, '2025-01-05', '2025-03-20');
    expect(again).toMatchObject({ status: 'Succeeded', paidOutsideCount: 4, rpcList: 6, rpcStores: 2 });
    expect(await snapshots(connectionId)).toEqual(stored);
  });

  it('bounds invoices stored by an earlier run too, and names the paid-outside part on the candidates', async () => {
    const { organizationId, connectionId, admin, moscow } = await tenant();
    // February and March first: the supplier owes 450,000, its open invoices 500,000; the older one absorbs 50,000.
    const spring = await sync(admin, connectionId, '2025-02-01', '2025-03-31');
    expect(spring).toMatchObject({ status: 'Succeeded', paidOutsideCount: 1, rpcList: 4 });
    expect((await snapshots(connectionId))['fish-feb']).toMatchObject({
      unpaidAmount: 150_000,
      paidOutsideAmount: 50_000,
    });
    // January alone: the invoices stored before take part in the bound again, January's being the oldest.
    const january = await sync(admin, connectionId, '2025-01-01', '2025-01-31');
    // fish-jan, the stored fish-feb, and inv-1001 and inv-1005 of the demo.
    expect(january).toMatchObject({ status: 'Succeeded', paidOutsideCount: 4, rpcList: 2 });
    const stored = await snapshots(connectionId);
    expect(stored['fish-jan']).toMatchObject({ unpaidAmount: 0, paidOutsideAmount: 100_000, paymentStatus: 'Paid' });
    expect(stored['fish-feb']).toMatchObject({ unpaidAmount: 150_000, paidOutsideAmount: 50_000 });
    expect(stored['fish-mar']).toMatchObject({ unpaidAmount: 300_000, paidOutsideAmount: 0, paymentStatus: 'Unpaid' });

    const accountant = await env.clientFor('Accountant', { organizationId, locationId: moscow });
    const scope = { organizationId, locationId: moscow, supplierId: FISH.id } as PaymentScope;
    const [transactionId] = await seedTransactions(env.app.dataSource, scope, [
      { amount: 150_000, date: '2025-03-10', description: 'Оплата по счёту Р-102' },
    ]);
    const candidates = await accountant
      .rest('post', `/api/payment-candidates/build/${transactionId}`)
      .set({ 'X-Organization-Id': organizationId, 'X-Location-Id': moscow });
    expect(candidates.status).toBe(200);
    const summary = candidates.body.map(
      (candidate: { document: { documentId: string; unpaidAmount: number }; reasons: { code: string }[] }) => [
        candidate.document.documentId,
        candidate.document.unpaidAmount,
        candidate.reasons.map((reason) => reason.code),
      ],
    );
    // fish-jan owes nothing; fish-feb's paid-outside part is named; fish-mar is of another outlet.
    expect(summary).toEqual([['fish-feb', 150_000, expect.arrayContaining(['paid_outside_service', 'amount_equal'])]]);
    const reason = candidates.body[0].reasons.find((r: { code: string }) => r.code === 'paid_outside_service');
    expect(reason).toMatchObject({ points: 0, message: expect.stringMatching(/outside this service/) });
  });

  it('succeeds without the suppliers’ balances and says so, leaving the unpaid amounts unbounded', async () => {
    const { connectionId, admin } = await tenant();
    await control('POST', 'faults', { operation: 'supplierBalances', mode: 'unavailable', count: 1 });
    const run = await sync(admin, connectionId, '2025-01-01', '2025-03-31');
    expect(run).toMatchObject({
      status: 'Succeeded',
      errorMessage: null,
      syncMode: 'local',
      fallbackReason: 'unpaid_state_not_supported; supplier_balance_unavailable',
      paidOutsideCount: 0,
      rpcBalance: 2,
    });
    const stored = await snapshots(connectionId);
    expect(stored['fish-jan']).toMatchObject({ unpaidAmount: 100_000, paidOutsideAmount: 0 });
    expect(stored['fish-mar']).toMatchObject({ unpaidAmount: 300_000, paidOutsideAmount: 0 });
  });

  it('never offers a document whose sums are not whole minor units', async () => {
    const { organizationId, connectionId, admin, moscow } = await tenant();
    await sync(admin, connectionId, '2025-02-01', '2025-02-28');
    const debts = await admin.rest('get', `/api/erp/debts?organizationId=${organizationId}&supplierId=${ODD.id}`);
    expect(debts.body.totalCount).toBe(0);

    const accountant = await env.clientFor('Accountant', { organizationId, locationId: moscow });
    const headers = { 'X-Organization-Id': organizationId, 'X-Location-Id': moscow };
    const scope = { organizationId, locationId: moscow, supplierId: ODD.id } as PaymentScope;
    const [transactionId] = await seedTransactions(env.app.dataSource, scope, [{ amount: 1_001, date: '2025-02-12' }]);
    const candidates = await accountant.rest('post', `/api/payment-candidates/build/${transactionId}`).set(headers);
    expect(candidates.status).toBe(200);
    expect(candidates.body).toEqual([]);
    const confirmed = await accountant
      .rest('post', '/api/payment-allocations/confirm')
      .set(headers)
      .send({
        bankTransactionId: transactionId,
        allocationMethod: 'Manual',
        idempotencyKey: `odd-${transactionId}`,
        lines: [{ documentId: 'odd-1', allocatedAmount: 1_001 }],
      });
    expect({ status: confirmed.status, code: confirmed.body.code }).toEqual({
      status: 409,
      code: 'document_not_payable',
    });
  });
});
