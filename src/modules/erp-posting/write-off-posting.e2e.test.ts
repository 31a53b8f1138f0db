import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import type { PaymentScope } from '../../../test/payment-fixtures';
import { confirmPayment, reservationAudit, seedTransactions } from '../../../test/payment-fixtures';
import {
  createPostingScope,
  queuedPosting,
  seedPayableDocuments,
  testPostingWorker,
  waitForPosting,
} from '../../../test/posting-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';
import { parseCsv } from '../../../test/evidence-fixtures';
import type { RunningPostingWorker } from './worker/posting-worker';

const WRITE_OFF_TARGET = { writeOffAccountId: 'acc-other-expenses', writeOffCashFlowArticleId: 'cfa-bank-fees' };

describe('small differences: a short payment within the tolerance settles its invoice, the rest written off', () => {
  const env = useTestEnvironment({}, { ownDatabase: true });
  let simulator: ErpSimulator;
  let worker: RunningPostingWorker;
  let scope: PaymentScope;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 200 });
    worker = testPostingWorker(env);
  });
  afterAll(async () => {
    await worker.stop();
    await simulator.close();
  });
  beforeEach(async () => {
    scope = await createPostingScope(env, simulator);
  });

  const post = (path: string, body: object = {}) => scope.accountant.rest('post', path).set(scope.headers).send(body);
  const get = (path: string) => scope.accountant.rest('get', path).set(scope.headers);
  async function setTolerance(body: object) {
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
    const answer = await admin
      .rest('put', `/api/organizations/${scope.organizationId}/payment-tolerance`)
      .set({ 'X-Organization-Id': scope.organizationId })
      .send({ ...WRITE_OFF_TARGET, ...body });
    expect(answer.status).toBe(200);
    return answer.body;
  }
  const reserved = async (documentId: string) =>
    (await reservationAudit(env.app.dataSource, scope.connectionId)).find((row) => row.documentId === documentId);
  async function approvedShortAllocation(invoice: number, paid: number) {
    const [documentId] = await seedPayableDocuments(env.app.dataSource, scope, simulator, [invoice]);
    const [bankTransactionId] = await seedTransactions(env.app.dataSource, scope, [{ amount: paid }]);
    const lines = [{ documentId, allocatedAmount: paid }];
    const preview = await post('/api/payment-allocations/preview', {
      bankTransactionId,
      allocationMethod: 'Manual',
      lines,
    });
    expect(preview.status).toBe(200);
    const confirmed = await confirmPayment(scope, bankTransactionId, lines);
    expect(confirmed.status).toBe(201);
    const allocationId = confirmed.body.allocationId as string;
    expect((await post(`/api/payment-allocations/${allocationId}/approve`)).status).toBe(200);
    return { documentId, bankTransactionId, allocationId, preview: preview.body };
  }

  it('previews, confirms, queues, writes once and reconciles the write-off as a line of its own', async () => {
    await setTolerance({ amount: 100 });
    const { documentId, allocationId, preview } = await approvedShortAllocation(100_000, 99_950);
    expect(preview).toMatchObject({
      canConfirm: true,
      allocatedAmount: 99_950,
      unallocatedPaymentAmount: 0,
      invoiceDebtRemaining: 0,
      hasPartialPayments: false,
      writeOffAmount: 50,
      writeOffTarget: {
        accountId: 'acc-other-expenses',
        accountName: 'Прочие расходы',
        cashFlowArticleId: 'cfa-bank-fees',
        cashFlowArticleName: 'Банковские комиссии',
      },
    });
    expect(preview.lines[0]).toMatchObject({
      allocatedAmount: 99_950,
      writeOffAmount: 50,
      isPartialPayment: false,
      invoiceDebtRemainingAfter: 0,
    });
    const allocation = (await get(`/api/payment-allocations/${allocationId}`)).body;
    expect(allocation).toMatchObject({ allocatedAmount: 99_950, writeOffAmount: 50 });
    expect(allocation.writeOffTarget.accountId).toBe('acc-other-expenses');
    expect(allocation.lines[0]).toMatchObject({ writeOffAmount: 50, expectedUnpaidAmountAfter: 0 });
    expect(allocation.lines[0].expectedPaymentStatusAfter).toBe('Paid');
    // The whole invoice is held: no other payment can take the 50 the write-off settles.
    expect(await reserved(documentId)).toMatchObject({ reserved: 100_000, liveLines: 100_000 });

    const postingPreview = (await post(`/api/erp/postings/preview/${allocationId}`)).body;
    expect(postingPreview.lines[0]).toMatchObject({ allocatedAmount: 99_950, writeOffAmount: 50 });
    expect(postingPreview.lines[0].expectedPaymentStatusAfter).toBe('Paid');
    expect(postingPreview.writeOff).toMatchObject({ amount: 50, target: { cashFlowArticleId: 'cfa-bank-fees' } });

    const queued = await queuedPosting(scope, allocationId);
    expect((await post(`/api/erp/postings/${queued.id}/approve`)).status).toBe(200);
    const posting = await waitForPosting(scope, queued.id, (p) => p.status === 'Reconciled');
    expect(posting).toMatchObject({ status: 'Reconciled', attemptCount: 1, totalAmount: 99_950 });
    const payments = simulator.state.payments.filter((p) => p.idempotencyKey === `recon-posting-${queued.id}`);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      totalAmount: 99_950,
      accountId: 'acc-bank-1',
      writeOff: {
        accountId: 'acc-other-expenses',
        cashFlowArticleId: 'cfa-bank-fees',
        items: [expect.objectContaining({ documentId, amount: 50 })],
      },
    });
    expect(simulator.state.getDocument(documentId)).toMatchObject({ paymentStatus: 'Paid', paidAmount: 100_000 });
    expect(await reserved(documentId)).toMatchObject({ reserved: 0, unpaid: 0 });

    const evidence = (await get(`/api/erp/postings/${queued.id}/evidence`)).body;
    expect(evidence.optimistic.lines[0]).toMatchObject({ allocatedAmount: 99_950, writeOffAmount: 50 });
    expect(evidence.optimistic.writeOff).toMatchObject({ amount: 50, target: { accountName: 'Прочие расходы' } });

    const csv = await get(`/api/reports/reconciliation-evidence/export.csv?postingId=${queued.id}`);
    expect(csv.status).toBe(200);
    const [header, record] = parseCsv(csv.text);
    const row = Object.fromEntries(header.map((name, index) => [name, record[index]]));
    expect(row).toMatchObject({
      allocatedAmount: '99950',
      writeOffAmount: '50',
      writeOffAccountName: 'Прочие расходы',
      writeOffCashFlowArticleName: 'Банковские комиссии',
    });
    const audit = await env.app.dataSource.query(
      `SELECT details_json AS details FROM audit_log WHERE entity_id = $1 AND action = 'Queue'`,
      [queued.id],
    );
    expect(audit[0].details).toMatchObject({ writeOffAmount: 50, writeOffAccountId: 'acc-other-expenses' });
  });

  it('changes nothing above the tolerance, nor with the tolerance off', async () => {
    await setTolerance({ amount: 100, percent: 0.05 });
    // 0.05 % of 100,000 is 50: a shortfall of 60 is within the amount but above the percent.
    const above = await approvedShortAllocation(100_000, 99_940);
    expect(above.preview).toMatchObject({ writeOffAmount: 0, writeOffTarget: null, invoiceDebtRemaining: 60 });
    expect(above.preview.lines[0]).toMatchObject({ isPartialPayment: true, writeOffAmount: 0 });
    expect(await reserved(above.documentId)).toMatchObject({ reserved: 99_940 });

    await setTolerance({ amount: null, percent: null });
    const off = await approvedShortAllocation(100_000, 99_990);
    expect(off.preview).toMatchObject({ writeOffAmount: 0, writeOffTarget: null, invoiceDebtRemaining: 10 });
  });

  it('cancel and reject give back what the line paid and what it wrote off', async () => {
    await setTolerance({ percent: 1 });
    const cancelled = await approvedShortAllocation(10_000, 9_900);
    expect(await reserved(cancelled.documentId)).toMatchObject({ reserved: 10_000 });
    const queued = await queuedPosting(scope, cancelled.allocationId);
    const rejected = await post(`/api/erp/postings/${queued.id}/reject`, { reason: 'Wrong invoice' });
    expect(rejected.status).toBe(200);
    expect(await reserved(cancelled.documentId)).toMatchObject({ reserved: 0, liveLines: 0 });
    // The document is whole again: a later payment within the tolerance may settle it.
    const [bankTransactionId] = await seedTransactions(env.app.dataSource, scope, [{ amount: 9_950 }]);
    const again = await confirmPayment(scope, bankTransactionId, [
      { documentId: cancelled.documentId, allocatedAmount: 9_950 },
    ]);
    expect(again.status).toBe(201);
    expect(await reserved(cancelled.documentId)).toMatchObject({ reserved: 10_000 });
    // And nothing is left for a third payment.
    const [third] = await seedTransactions(env.app.dataSource, scope, [{ amount: 50 }]);
    const refused = await confirmPayment(scope, third, [{ documentId: cancelled.documentId, allocatedAmount: 50 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('document_remainder_exceeded');
  });
});
