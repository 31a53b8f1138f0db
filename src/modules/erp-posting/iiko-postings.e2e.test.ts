import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { IIKO_DEMO_IDS } from '../../erp-simulator/iiko/iiko-demo';
import { seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import {
  createIikoConnection,
  testPostingWorker,
  waitForPosting,
  type PostingBody,
} from '../../../test/posting-fixtures';
import { csvStatement, type CsvDebit } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import type { RunningPostingWorker } from './worker/posting-worker';

/**
 * Postings on an IikoServer connection, end to end with real parts: the API, a posting worker, and the simulator's
 * iikoServer. A payment becomes one pay-out of the supplier's pay-out type, booked on the department of the outlet's
 * store, its comment carrying the invoice numbers and the posting's key, found again in the TRANSACTIONS report.
 * The server never deduplicates, so exactly once rests on the readback and its settle window alone.
 */

const BREAD = { id: 'sup-bread', name: 'ООО «Хлебный дом»', taxId: '7728145004' };
const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };
const TARGET_NAMES = {
  accountName: 'Расчётный счёт, АО «Банк»',
  cashFlowArticleName: 'Расчётный счёт, АО «Банк» → Расчеты с поставщиками · CF-01',
};
/** What the connector is told the server may take to show a pay-out in its report (the service's setting). */
const VISIBLE_AFTER_MS = 1500;

interface PayOut {
  id: string;
  idempotencyKey: string | null;
  payOutTypeId: string;
  accountId: string;
  supplierId: string | null;
  date: string;
  departments: { departmentId: string; amount: number }[];
  totalAmount: number;
  comment: string | null;
}

interface Attempt {
  kind: string;
  outcome: string;
  errorCode: string | null;
  startedAtUtc: string;
}

interface Tenant {
  organizationId: string;
  moscow: string;
  petersburg: string;
  connectionId: string;
  accountant: SignedInClient;
}

describe('postings on an IikoServer connection', () => {
  // A short write timeout, so an unanswered pay-out turns into WriteOutcomeUnknown quickly; the settle window is the
  // test policy's 1 s, widened by the connector's VISIBLE_AFTER_MS.
  const env = useTestEnvironment(
    {
      ERP_TIMEOUT_MS: '400',
      ERP_READ_RETRIES: '0',
      POSTING_LEASE_SECONDS: '2',
      ERP_IIKO_READBACK_VISIBLE_AFTER_MS: String(VISIBLE_AFTER_MS),
    },
    { ownDatabase: true },
  );
  let simulator: ErpSimulator;
  let worker: RunningPostingWorker;
  let tenant: Tenant;

  const control = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    simulator.control<T>(method, path, body);
  const fault = (operation: string, mode: string, count = 1) =>
    control('POST', 'faults', { operation, mode, count, latencyMs: 0 });
  const payOuts = () => control<PayOut[]>('GET', 'payments');
  const payOutsOf = async (postingId: string) =>
    (await payOuts()).filter((payOut) => payOut.idempotencyKey === `recon-posting-${postingId}`);
  const olapRequests = async () =>
    (await control<{ counts: Record<string, number> }>('GET', 'requests')).counts['api/v2/reports/olap'] ?? 0;

  const headersOf = (outlet: string) => ({ 'X-Organization-Id': tenant.organizationId, 'X-Location-Id': outlet });
  const scopeOf = (outlet: string) =>
    ({ accountant: tenant.accountant, headers: headersOf(outlet) }) as unknown as PaymentScope;
  const call = (method: 'get' | 'post' | 'put', path: string, outlet = tenant.moscow, body?: object) => {
    const request = tenant.accountant.rest(method, path).set(headersOf(outlet));
    return method === 'get' ? request : request.send(body ?? {});
  };
  const attempts = async (postingId: string, outlet = tenant.moscow): Promise<Attempt[]> =>
    (await call('get', `/api/erp/postings/${postingId}/attempts`, outlet)).body;
  const attemptSummary = async (postingId: string, outlet = tenant.moscow) =>
    (await attempts(postingId, outlet)).map((attempt) => `${attempt.kind}:${attempt.outcome}`);
  const snapshot = async (documentId: string) =>
    (
      await env.app.dataSource.query(
        `SELECT d.unpaid_amount AS unpaid, d.paid_amount AS paid, d.payment_status AS status,
                COALESCE(r.reserved_amount, 0)::bigint AS reserved
           FROM erp_document_snapshots d
           LEFT JOIN payment_document_reservations r
             ON r.connection_id = d.connection_id AND r.document_id = d.external_document_id
          WHERE d.connection_id = $1 AND d.external_document_id = $2`,
        [tenant.connectionId, documentId],
      )
    )[0];

  /** An organization with the outlets MSK-01 and SPB-01, its IikoServer connection synced for January 2025. */
  async function createTenant(): Promise<Tenant> {
    const organizationId = await env.createOrganization();
    const moscow = await env.createLocation(organizationId, 'MSK-01');
    const petersburg = await env.createLocation(organizationId, 'SPB-01');
    const admin = await env.clientFor('OrganizationAdmin', { organizationId });
    const accountant = await env.clientFor('Accountant', { organizationId });
    const connectionId = await createIikoConnection(admin, organizationId, simulator);
    const synced = await admin.rest(
      'post',
      `/api/erp/connections/${connectionId}/sync-documents?from=2025-01-01&to=2025-01-31`,
    );
    expect(synced.body).toMatchObject({ status: 'Succeeded', syncMode: 'local', paidOutsideCount: 2 });
    return { organizationId, moscow, petersburg, connectionId, accountant };
  }

  /** Uploads a statement of the outlet's debits and answers its transactions, matched by INN. */
  async function upload(outlet: string, rows: CsvDebit[]): Promise<{ id: string; matchedCounterpartyId: string }[]> {
    const uploaded = await tenant.accountant
      .rest('post', `/api/bank-statements/import?organizationId=${tenant.organizationId}&locationId=${outlet}`)
      .attach('file', csvStatement(rows), 'statement.csv');
    expect(uploaded.status).toBe(202);
    const query = `query($id: UUID!) { bankImport(id: $id) {
      status transactions { items { id amount matchStatus matchReason matchedCounterpartyId } } } }`;
    for (let waited = 0; ; waited += 50) {
      const read = await tenant.accountant.graphql(query, { id: uploaded.body.importId }).set(headersOf(outlet));
      const bankImport = read.body.data?.bankImport;
      if (bankImport && bankImport.status !== 'Processing' && bankImport.status !== 'Uploaded') {
        return bankImport.transactions.items;
      }
      if (waited > 5000) throw new Error(`import not processed: ${JSON.stringify(read.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** FIFO confirm, approve, queue and target; answers the posting awaiting its approval. */
  async function queuedPosting(outlet: string, bankTransactionId: string): Promise<PostingBody> {
    const confirmed = await call('post', '/api/payment-allocations/confirm', outlet, {
      bankTransactionId,
      allocationMethod: 'AutomaticFifo',
      idempotencyKey: `fifo-${bankTransactionId}`,
    });
    expect(confirmed.status).toBe(201);
    const allocationId = confirmed.body.allocationId as string;
    expect((await call('post', `/api/payment-allocations/${allocationId}/approve`, outlet)).status).toBe(200);
    const queued = await call('post', `/api/erp/postings/queue/${allocationId}`, outlet);
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({ status: 'ApprovalRequired', attemptCount: 0 });
    const target = await call('put', `/api/erp/postings/${queued.body.id}/write-target`, outlet, TARGET);
    expect(target.status).toBe(200);
    return queued.body;
  }

  async function approve(postingId: string, outlet = tenant.moscow): Promise<void> {
    const approved = await call('post', `/api/erp/postings/${postingId}/approve`, outlet);
    expect({ status: approved.status, posting: approved.body.status }).toEqual({ status: 200, posting: 'Queued' });
  }

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', sessionLimit: 50 });
    worker = testPostingWorker(env);
  });
  afterAll(async () => {
    await worker.stop();
    await simulator.close();
  });
  beforeEach(async () => {
    await control('POST', 'reset');
    await control('POST', 'suppliers', BREAD);
    const invoice = (id: string, number: string, date: string, storeCode: string, amount: number) =>
      control('POST', 'documents', {
        id,
        number,
        date,
        supplierId: BREAD.id,
        storeCode,
        amount,
        currency: 'RUB',
        direction: 'incoming',
        documentType: 'IncomingInvoice',
        isProcessed: true,
      });
    await invoice('bread-1', 'Х-101', '2025-01-09', 'MSK-01', 700_000);
    await invoice('bread-2', 'Х-102', '2025-01-16', 'MSK-01', 500_000);
    await invoice('bread-3', 'Х-201', '2025-01-12', 'SPB-01', 250_000);
    tenant = await createTenant();
  });

  it('syncs, matches by INN, pays FIFO and books one pay-out on the outlet’s department, read back to Reconciled', async () => {
    const [payment, second] = await upload(tenant.moscow, [
      {
        counterpartyName: BREAD.name,
        counterpartyTaxId: BREAD.taxId,
        date: '2025-02-03',
        amount: '9000.00',
        description: 'Оплата по счёту Х-101',
      },
      {
        counterpartyName: BREAD.name,
        counterpartyTaxId: BREAD.taxId,
        date: '2025-02-10',
        amount: '3000.00',
        description: 'Доплата по счёту Х-102',
      },
    ]);
    expect(payment).toMatchObject({ amount: 900_000, matchStatus: 'AutoMatched', matchedCounterpartyId: BREAD.id });

    const candidates = await call('post', `/api/payment-candidates/build/${payment.id}`);
    expect(candidates.status).toBe(200);
    // The outlet's invoices only (Х-201 is Saint Petersburg's), the one named in the purpose first.
    expect(
      candidates.body.map((c: { document: { documentId: string; unpaidAmount: number } }) => [
        c.document.documentId,
        c.document.unpaidAmount,
      ]),
    ).toEqual([
      ['bread-1', 700_000],
      ['bread-2', 500_000],
    ]);
    const preview = await call('post', '/api/payment-allocations/preview', tenant.moscow, {
      bankTransactionId: payment.id,
      allocationMethod: 'AutomaticFifo',
    });
    expect(preview.body).toMatchObject({ canConfirm: true, allocatedAmount: 900_000, invoiceDebtRemaining: 300_000 });
    expect(preview.body.lines.map((l: { documentId: string; allocatedAmount: number }) => l.allocatedAmount)).toEqual([
      700_000, 200_000,
    ]);

    const confirmed = await call('post', '/api/payment-allocations/confirm', tenant.moscow, {
      bankTransactionId: payment.id,
      allocationMethod: 'AutomaticFifo',
      idempotencyKey: `fifo-${payment.id}`,
    });
    expect(confirmed.status).toBe(201);
    const allocationId = confirmed.body.allocationId as string;
    expect((await call('post', `/api/payment-allocations/${allocationId}/approve`)).status).toBe(200);
    const queued = await call('post', `/api/erp/postings/queue/${allocationId}`);
    expect(queued.body).toMatchObject({ status: 'ApprovalRequired', postingDate: '2025-02-03' });
    const postingId = queued.body.id as string;

    // A pay-out type draws from its chief account only; an article the server does not offer is unknown.
    const wrongAccount = await call('put', `/api/erp/postings/${postingId}/write-target`, tenant.moscow, {
      accountId: 'acc-cash-1',
      cashFlowArticleId: 'cfa-supplier-payments',
    });
    expect({ status: wrongAccount.status, code: wrongAccount.body.code }).toEqual({
      status: 400,
      code: 'validation.failed',
    });
    expect(wrongAccount.body.fieldErrors).toEqual({ accountId: ['not_of_article'] });
    const payIn = await call('put', `/api/erp/postings/${postingId}/write-target`, tenant.moscow, {
      accountId: 'acc-bank-1',
      cashFlowArticleId: IIKO_DEMO_IDS.typePayIn,
    });
    expect({ status: payIn.status, fields: payIn.body.fieldErrors }).toEqual({
      status: 400,
      fields: { cashFlowArticleId: ['unknown'] },
    });
    const target = await call('put', `/api/erp/postings/${postingId}/write-target`, tenant.moscow, TARGET);
    expect(target.status).toBe(200);
    expect(target.body).toMatchObject({ ...TARGET, ...TARGET_NAMES });

    const olapBefore = await olapRequests();
    await approve(postingId);
    const posting = await waitForPosting(scopeOf(tenant.moscow), postingId, (p) => p.status === 'Reconciled');
    expect(posting).toMatchObject({ status: 'Reconciled', attemptCount: 1, reconciliationAttemptCount: 1 });
    expect(await attemptSummary(postingId)).toEqual(['write:Succeeded', 'readback:Found']);
    // The readback looked the pay-out up in the server's report.
    expect(await olapRequests()).toBeGreaterThan(olapBefore);
    expect(await payOuts()).toEqual([
      expect.objectContaining({
        idempotencyKey: `recon-posting-${postingId}`,
        payOutTypeId: 'cfa-supplier-payments',
        accountId: 'acc-bank-1',
        supplierId: BREAD.id,
        date: '2025-02-03',
        departments: [{ departmentId: IIKO_DEMO_IDS.departmentMsk, amount: 900_000 }],
        totalAmount: 900_000,
        comment: `Оплата по накладным Х-101, Х-102 [recon-posting-${postingId}]`,
      }),
    ]);
    expect((await call('get', `/api/payment-allocations/${allocationId}`)).body.status).toBe('Reconciled');
    // No document states on the server: the snapshots take the lines the pay-out paid; the reservations are free.
    expect(await snapshot('bread-1')).toEqual({ unpaid: 0, paid: 700_000, status: 'Paid', reserved: 0 });
    expect(await snapshot('bread-2')).toEqual({ unpaid: 300_000, paid: 200_000, status: 'PartiallyPaid', reserved: 0 });

    // A sync now computes the same from the booked posting, and the supplier's balance agrees (nothing outside).
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: tenant.organizationId });
    const resynced = await admin.rest(
      'post',
      `/api/erp/connections/${tenant.connectionId}/sync-documents?from=2025-01-01&to=2025-01-31`,
    );
    expect(resynced.body).toMatchObject({ status: 'Succeeded', paidOutsideCount: 2 });
    expect(await snapshot('bread-2')).toMatchObject({ unpaid: 300_000, paid: 200_000, status: 'PartiallyPaid' });

    // The second payment sees what Х-102 still owes, and pays exactly that.
    const again = await call('post', `/api/payment-candidates/build/${second.id}`);
    expect(again.body[0]).toMatchObject({
      document: { documentId: 'bread-2', unpaidAmount: 300_000 },
      availableAmount: 300_000,
      suggestedAmount: 300_000,
    });
    expect(again.body[0].reasons.map((reason: { code: string }) => reason.code)).toContain('amount_equal');
    expect(again.body.map((c: { document: { documentId: string } }) => c.document.documentId)).not.toContain('bread-1');
    const rest = await queuedPosting(tenant.moscow, second.id);
    await approve(rest.id);
    expect(await waitForPosting(scopeOf(tenant.moscow), rest.id, (p) => p.status === 'Reconciled')).toMatchObject({
      status: 'Reconciled',
      attemptCount: 1,
    });
    expect((await payOutsOf(rest.id)).map((payOut) => [payOut.totalAmount, payOut.comment])).toEqual([
      [300_000, `Оплата по накладным Х-102 [recon-posting-${rest.id}]`],
    ]);
    expect(await payOuts()).toHaveLength(2);
    expect(await snapshot('bread-2')).toEqual({ unpaid: 0, paid: 500_000, status: 'Paid', reserved: 0 });
  });

  it('books a payment of Saint Petersburg on its department, above the store’s kitchen', async () => {
    const [payment] = await upload(tenant.petersburg, [
      { counterpartyName: BREAD.name, counterpartyTaxId: BREAD.taxId, date: '2025-02-04', amount: '2500.00' },
    ]);
    const posting = await queuedPosting(tenant.petersburg, payment.id);
    await approve(posting.id, tenant.petersburg);
    expect(
      await waitForPosting(scopeOf(tenant.petersburg), posting.id, (p) => p.status === 'Reconciled'),
    ).toMatchObject({ status: 'Reconciled' });
    expect(await payOutsOf(posting.id)).toEqual([
      expect.objectContaining({
        departments: [{ departmentId: IIKO_DEMO_IDS.departmentSpb, amount: 250_000 }],
        comment: `Оплата по накладным Х-201 [recon-posting-${posting.id}]`,
      }),
    ]);
  });

  it('a pay-out booked without an answer is found by the readback and never booked twice', async () => {
    const [payment] = await upload(tenant.moscow, [
      { counterpartyName: BREAD.name, counterpartyTaxId: BREAD.taxId, date: '2025-02-05', amount: '7000.00' },
    ]);
    const posting = await queuedPosting(tenant.moscow, payment.id);
    await fault('writePayment', 'timeout-after-commit');
    await approve(posting.id);
    const unknown = await waitForPosting(scopeOf(tenant.moscow), posting.id, (p) => p.status !== 'Queued');
    expect(unknown).toMatchObject({ status: 'WriteOutcomeUnknown' });
    const anomalies = await call('get', '/api/payment-anomalies');
    expect(anomalies.body.items).toEqual([
      expect.objectContaining({ postingId: posting.id, code: 'write_outcome_unknown', severity: 'critical' }),
    ]);

    const settled = await waitForPosting(scopeOf(tenant.moscow), posting.id, (p) => p.status === 'Reconciled');
    expect(settled).toMatchObject({ status: 'Reconciled', attemptCount: 1 });
    expect(await attemptSummary(posting.id)).toEqual(['write:OutcomeUnknown', 'readback:Found']);
    expect(await payOutsOf(posting.id)).toHaveLength(1);
    expect((await call('get', '/api/payment-anomalies')).body.items).toEqual([
      expect.objectContaining({ postingId: posting.id, status: 'Resolved' }),
    ]);
    expect(await snapshot('bread-1')).toMatchObject({ unpaid: 0, status: 'Paid', reserved: 0 });
  });

  it('waits out a report that shows the pay-out late: an empty readback inside the window never re-sends', async () => {
    const [payment] = await upload(tenant.moscow, [
      { counterpartyName: BREAD.name, counterpartyTaxId: BREAD.taxId, date: '2025-02-05', amount: '7000.00' },
    ]);
    const posting = await queuedPosting(tenant.moscow, payment.id);
    // Longer than the worker's own settle window (1 s), shorter than what the connector was told to allow for.
    await control('POST', 'olap', { lagMs: 1200 });
    await fault('writePayment', 'timeout-after-commit');
    await approve(posting.id);
    const settled = await waitForPosting(scopeOf(tenant.moscow), posting.id, (p) => p.status === 'Reconciled', 10_000);
    expect(settled).toMatchObject({ status: 'Reconciled', attemptCount: 1 });
    const summary = await attemptSummary(posting.id);
    expect(summary[0]).toBe('write:OutcomeUnknown');
    expect(summary.slice(1, -1).every((attempt) => attempt === 'readback:Absent')).toBe(true);
    expect(summary.length).toBeGreaterThan(2);
    expect(summary.at(-1)).toBe('readback:Found');
    expect(await payOutsOf(posting.id)).toHaveLength(1);
  });

  it('a booked pay-out the report shows late waits as ReadbackPending, then reconciles; nothing is sent again', async () => {
    const [payment] = await upload(tenant.moscow, [
      { counterpartyName: BREAD.name, counterpartyTaxId: BREAD.taxId, date: '2025-02-05', amount: '3000.00' },
    ]);
    const posting = await queuedPosting(tenant.moscow, payment.id);
    await control('POST', 'olap', { lagMs: 800 });
    // The first readback after the answer fails outright: it is repeated the same way.
    await fault('readbackPayment', 'unavailable');
    await approve(posting.id);
    const pending = await waitForPosting(scopeOf(tenant.moscow), posting.id, (p) => p.status !== 'Queued');
    expect(pending).toMatchObject({ status: 'ReadbackPending', attemptCount: 1 });
    expect((await call('get', `/api/payment-allocations/${pending.paymentAllocationId}`)).body.status).toBe('Posted');
    // A sync meanwhile counts the booked payment already; reconciling must not count it a second time.
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: tenant.organizationId });
    const synced = await admin.rest(
      'post',
      `/api/erp/connections/${tenant.connectionId}/sync-documents?from=2025-01-01&to=2025-01-31`,
    );
    expect(synced.body.status).toBe('Succeeded');
    expect(await snapshot('bread-1')).toMatchObject({ unpaid: 400_000, paid: 300_000, reserved: 300_000 });

    const settled = await waitForPosting(scopeOf(tenant.moscow), posting.id, (p) => p.status === 'Reconciled', 10_000);
    expect(settled).toMatchObject({ status: 'Reconciled', attemptCount: 1 });
    const summary = await attemptSummary(posting.id);
    expect(summary.slice(0, 2)).toEqual(['write:Succeeded', 'readback:Failed']);
    expect(summary.at(-1)).toBe('readback:Found');
    // An empty readback of a confirmed write inside the window is no sign of a lost payment.
    expect((await call('get', '/api/payment-anomalies')).body.items).toEqual([]);
    expect(await payOutsOf(posting.id)).toHaveLength(1);
    expect(await snapshot('bread-1')).toEqual({ unpaid: 400_000, paid: 300_000, status: 'PartiallyPaid', reserved: 0 });
  });

  it('a pay-out lost before it was booked is sent again only once the window proved it absent, and booked once', async () => {
    const [payment] = await upload(tenant.moscow, [
      { counterpartyName: BREAD.name, counterpartyTaxId: BREAD.taxId, date: '2025-02-05', amount: '7000.00' },
    ]);
    const posting = await queuedPosting(tenant.moscow, payment.id);
    // 503 after the request was sent: on iikoServer an internal error may follow the booking, so the outcome is
    // unknown until the readback settles it.
    await fault('writePayment', 'unavailable');
    await approve(posting.id);
    const settled = await waitForPosting(scopeOf(tenant.moscow), posting.id, (p) => p.status === 'Reconciled', 10_000);
    expect(settled).toMatchObject({ status: 'Reconciled', attemptCount: 2 });
    const all = await attempts(posting.id);
    const summary = all.map((attempt) => `${attempt.kind}:${attempt.outcome}`);
    expect(summary[0]).toBe('write:OutcomeUnknown');
    expect(summary.filter((attempt) => attempt.startsWith('write'))).toEqual([
      'write:OutcomeUnknown',
      'write:Succeeded',
    ]);
    expect(summary.at(-1)).toBe('readback:Found');
    const writes = all.filter((attempt) => attempt.kind === 'write');
    const waited = Date.parse(writes[1].startedAtUtc) - Date.parse(writes[0].startedAtUtc);
    expect(waited).toBeGreaterThanOrEqual(VISIBLE_AFTER_MS);
    // The re-send came right after a readback that proved the pay-out absent.
    const resend = summary.indexOf('write:Succeeded');
    expect(summary[resend - 1]).toBe('readback:Absent');
    expect(await payOutsOf(posting.id)).toHaveLength(1);
  });

  it('preflight and dry-run answer without errors and say the document state is the service’s own', async () => {
    const [payment] = await upload(tenant.moscow, [
      { counterpartyName: BREAD.name, counterpartyTaxId: BREAD.taxId, date: '2025-02-05', amount: '7000.00' },
    ]);
    const posting = await queuedPosting(tenant.moscow, payment.id);
    const olapBefore = await olapRequests();
    const preflight = await call('get', `/api/erp/postings/${posting.id}/preflight`);
    expect(preflight.status).toBe(200);
    expect(preflight.body.canWrite).toBe(true);
    const gate = (report: { gates: { code: string; passed: boolean; message: string }[] }, code: string) =>
      report.gates.find((entry) => entry.code === code);
    expect(gate(preflight.body, 'documents')).toEqual({
      code: 'documents',
      passed: true,
      message: expect.stringMatching(/computed by this service/),
    });

    const dryRun = await call('post', `/api/erp/postings/${posting.id}/dry-run`);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.canWrite).toBe(true);
    expect(dryRun.body.gates.map((entry: { code: string; passed: boolean }) => [entry.code, entry.passed])).toEqual(
      expect.arrayContaining([
        ['transport_live', true],
        ['idempotency_live', true],
        ['documents_live', true],
      ]),
    );
    expect(gate(dryRun.body, 'documents_live')?.message).toMatch(/keeps no unpaid amount per document/);
    // The live check looked for a pay-out under the key in the report and wrote nothing.
    expect(await olapRequests()).toBe(olapBefore + 1);
    expect(await payOuts()).toEqual([]);
    expect((await call('get', `/api/erp/postings/${posting.id}`)).body).toMatchObject({
      status: 'ApprovalRequired',
      attemptCount: 0,
    });
  });

  it('refuses to queue a refund: iikoServer books pay-outs only', async () => {
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: tenant.organizationId });
    await control('POST', 'documents', {
      id: 'bread-return',
      number: 'В-1',
      date: '2025-01-20',
      supplierId: BREAD.id,
      storeCode: 'MSK-01',
      amount: 40_000,
      currency: 'RUB',
      direction: 'outgoing',
      documentType: 'OutgoingInvoice',
      isProcessed: true,
    });
    await admin.rest(
      'post',
      `/api/erp/connections/${tenant.connectionId}/sync-documents?from=2025-01-01&to=2025-01-31`,
    );
    const scope = {
      organizationId: tenant.organizationId,
      locationId: tenant.moscow,
      supplierId: BREAD.id,
    } as PaymentScope;
    const [refund] = await seedTransactions(env.app.dataSource, scope, [
      { amount: 40_000, direction: 'Credit', date: '2025-02-06' },
    ]);
    const confirmed = await call('post', '/api/payment-allocations/confirm', tenant.moscow, {
      bankTransactionId: refund,
      allocationMethod: 'Manual',
      idempotencyKey: `refund-${refund}`,
      lines: [{ documentId: 'bread-return', allocatedAmount: 40_000 }],
    });
    expect(confirmed.status).toBe(201);
    const allocationId = confirmed.body.allocationId as string;
    expect((await call('post', `/api/payment-allocations/${allocationId}/approve`)).status).toBe(200);
    const preview = await call('post', `/api/erp/postings/preview/${allocationId}`);
    expect(preview.body).toMatchObject({ canQueue: false, blockReason: 'erp_posting_rule_unsupported' });
    const queued = await call('post', `/api/erp/postings/queue/${allocationId}`);
    expect({ status: queued.status, code: queued.body.code }).toEqual({
      status: 409,
      code: 'erp_posting_rule_unsupported',
    });
    expect(await payOuts()).toEqual([]);
  });
});
