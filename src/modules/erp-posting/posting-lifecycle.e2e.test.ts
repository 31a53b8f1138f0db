import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import type { PaymentScope } from '../../../test/payment-fixtures';
import {
  approvedAllocation,
  approvedPosting,
  createPostingScope,
  queuedPosting,
  seedPayableDocuments,
  testPostingWorker,
  waitForPosting,
} from '../../../test/posting-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';
import type { RunningPostingWorker } from './worker/posting-worker';

type Attempt = { kind: string; outcome: string; errorCode: string | null };

describe('postings: approval, the worker and reconciliation against the simulator', () => {
  // A short write timeout, so an unanswered write turns into WriteOutcomeUnknown quickly; the test policy's settle
  // window (1 s) stays above twice that, as the production default does.
  const env = useTestEnvironment({ ERP_TIMEOUT_MS: '400', POSTING_LEASE_SECONDS: '2' }, { ownDatabase: true });
  let simulator: ErpSimulator;
  let worker: RunningPostingWorker;
  let scope: PaymentScope;

  beforeAll(async () => {
    // Every test has its own connection, and the worker keeps one session per connection while it is in use.
    simulator = await startErpSimulator({ port: 0, sessionLimit: 200 });
    worker = testPostingWorker(env);
  });
  afterAll(async () => {
    await worker.stop();
    await simulator.close();
  });
  beforeEach(async () => {
    simulator.state.faults.clear();
    scope = await createPostingScope(env, simulator);
  });

  const fault = (operation: string, mode: string, count = 1, latencyMs = 0) =>
    simulator.state.setFault({ operation, mode, count, latencyMs });
  const paymentsOf = (postingId: string) =>
    simulator.state.payments.filter((payment) => payment.idempotencyKey === `recon-posting-${postingId}`);
  const get = (path: string) => scope.accountant.rest('get', path).set(scope.headers);
  const post = (path: string, body: object = {}) => scope.accountant.rest('post', path).set(scope.headers).send(body);
  const attempts = async (postingId: string) =>
    ((await get(`/api/erp/postings/${postingId}/attempts`)).body as Attempt[]).map((a) => `${a.kind}:${a.outcome}`);
  const auditActions = async (postingId: string) =>
    (
      await env.app.dataSource.query(
        `SELECT action FROM audit_log WHERE entity_id = $1 AND entity_type = 'ErpPaymentPosting' ORDER BY created_at_utc`,
        [postingId],
      )
    ).map((row: { action: string }) => row.action);

  it('approved → written once → read back → Reconciled; the allocation, documents and reservations follow', async () => {
    const { postingId, allocationId, documentIds } = await approvedPosting(env, scope, simulator, [70_000, 30_000]);
    const posting = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(posting).toMatchObject({ status: 'Reconciled', attemptCount: 1, reconciliationAttemptCount: 1 });
    expect(posting.postedAtUtc).not.toBeNull();
    expect(posting.reconciledAtUtc).not.toBeNull();
    expect(posting.workerClaimedAtUtc).not.toBeNull();
    expect(posting.workerLeaseExpiresAtUtc).toBeNull();
    expect(paymentsOf(postingId)).toEqual([
      expect.objectContaining({ totalAmount: 100_000, accountId: 'acc-bank-1', date: '2025-02-01' }),
    ]);
    for (const id of documentIds) expect(simulator.state.getDocument(id).paymentStatus).toBe('Paid');
    expect(await attempts(postingId)).toEqual(['write:Succeeded', 'readback:Found']);
    expect((await get(`/api/payment-allocations/${allocationId}`)).body.status).toBe('Reconciled');
    expect(await auditActions(postingId)).toEqual(['Queue', 'Approve']);

    const evidence = (await get(`/api/erp/postings/${postingId}/evidence`)).body;
    expect(evidence.write).toMatchObject({ attemptCount: 1, lastOutcome: 'Succeeded' });
    expect(evidence.write.externalPaymentIdMasked).toBe(`****${paymentsOf(postingId)[0].id.slice(-4)}`);
    expect(evidence.optimistic).toMatchObject({ totalAmount: 100_000, documentCount: 2 });
    expect(evidence.liveReadback).toMatchObject({ lastOutcome: 'Found', reconciliationAttemptCount: 1 });
    expect(evidence.reconciliation).toMatchObject({ reconciled: true, allocationStatus: 'Reconciled' });
    expect(JSON.stringify(evidence)).not.toContain(paymentsOf(postingId)[0].id);

    const [figures] = await env.app.dataSource.query(
      `SELECT (SELECT sum(reserved_amount)::int FROM payment_document_reservations WHERE document_id = ANY($1)) AS reserved,
              (SELECT array_agg(payment_status) FROM erp_document_snapshots WHERE external_document_id = ANY($1)) AS statuses,
              (SELECT processed_at_utc IS NOT NULL FROM erp_posting_outbox WHERE posting_id = $2) AS processed`,
      [documentIds, postingId],
    );
    expect(figures).toEqual({ reserved: 0, statuses: ['Paid', 'Paid'], processed: true });
    const dashboard = (await get('/api/dashboard')).body;
    expect(dashboard.postingCountsByStatus).toEqual([{ status: 'Reconciled', count: 1 }]);

    const reconcile = await post(`/api/erp/postings/${postingId}/reconcile`);
    expect(reconcile.status).toBe(409);
    expect(reconcile.body.code).toBe('workflow.invalid_transition');
  });

  it('approve needs erp.postings.approve, a write target and the current rowVersion; write-target checks the ids', async () => {
    const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, [9_000]);
    const { allocationId } = await approvedAllocation(env.app.dataSource, scope, documentIds, [9_000]);
    const queued = (await post(`/api/erp/postings/queue/${allocationId}`)).body;
    const noTarget = await post(`/api/erp/postings/${queued.id}/approve`);
    expect(noTarget.status).toBe(409);
    expect(noTarget.body.code).toBe('posting_write_target_required');
    const unknown = await scope.accountant
      .rest('put', `/api/erp/postings/${queued.id}/write-target`)
      .set(scope.headers)
      .send({ accountId: 'acc-missing', cashFlowArticleId: 'cfa-supplier-payments' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ accountId: ['unknown'] });
    const targeted = await queuedPostingTarget(queued.id);
    expect(targeted).toMatchObject({ accountName: 'Расчётный счёт, АО «Банк»', rowVersion: 2 });

    const viewer = await env.clientFor('Viewer', {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
    });
    expect((await viewer.rest('post', `/api/erp/postings/${queued.id}/approve`).set(scope.headers)).status).toBe(403);
    const stale = await post(`/api/erp/postings/${queued.id}/approve`, { rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.conflict');
    const approved = await post(`/api/erp/postings/${queued.id}/approve`, { rowVersion: 2 });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Queued', rowVersion: 3 });
    expect(approved.body.approvedByUserId).toBe(scope.accountant.user.id);
    const twice = await post(`/api/erp/postings/${queued.id}/approve`);
    expect(twice.body.code).toBe('workflow.invalid_transition');
    const late = await scope.accountant
      .rest('put', `/api/erp/postings/${queued.id}/write-target`)
      .set(scope.headers)
      .send({ accountId: 'acc-cash-1', cashFlowArticleId: 'cfa-supplier-payments' });
    expect(late.body.code).toBe('workflow.invalid_transition');
    await waitForPosting(scope, queued.id, (p) => p.status === 'Reconciled');
  });

  async function queuedPostingTarget(postingId: string) {
    const response = await scope.accountant
      .rest('put', `/api/erp/postings/${postingId}/write-target`)
      .set(scope.headers)
      .send({ accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' });
    expect(response.status).toBe(200);
    return response.body;
  }

  it('a readback older than the snapshot (another payment committed meanwhile) never takes paid amounts back', async () => {
    const [documentId] = await seedPayableDocuments(env.app.dataSource, scope, simulator, [100_000]);
    const { allocationId } = await approvedAllocation(env.app.dataSource, scope, [documentId], [40_000]);
    const posting = await queuedPosting(scope, allocationId);
    // What a second payment's reconciliation stored first: a later revision of the document, 60,000 paid.
    const snapshot = () =>
      env.app.dataSource
        .query(
          `SELECT paid_amount::int AS paid, unpaid_amount::int AS unpaid, revision::bigint AS revision
             FROM erp_document_snapshots WHERE connection_id = $1 AND external_document_id = $2`,
          [scope.connectionId, documentId],
        )
        .then((rows: { paid: number; unpaid: number; revision: number }[]) => rows[0]);
    await env.app.dataSource.query(
      `UPDATE erp_document_snapshots SET paid_amount = 60000, unpaid_amount = 40000, revision = 1000000000
        WHERE connection_id = $1 AND external_document_id = $2`,
      [scope.connectionId, documentId],
    );
    expect((await post(`/api/erp/postings/${posting.id}/approve`)).status).toBe(200);
    await waitForPosting(scope, posting.id, (p) => p.status === 'Reconciled');
    // The simulator's readback says 40,000 paid at a smaller revision: the newer snapshot stands.
    expect(simulator.state.getDocument(documentId).paidAmount).toBe(40_000);
    expect(await snapshot()).toEqual({ paid: 60_000, unpaid: 40_000, revision: 1_000_000_000 });
  });

  it('a queued allocation is locked before and after its posting is approved; the worker writes only the approved one', async () => {
    const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, [4_000, 6_000]);
    const first = await approvedAllocation(env.app.dataSource, scope, [documentIds[0]], [4_000]);
    const awaiting = await queuedPosting(scope, first.allocationId);
    const refused = await post(`/api/payment-allocations/${first.allocationId}/cancel`, { reason: 'Wrong invoice' });
    expect([refused.status, refused.body.code]).toEqual([409, 'allocation.not_editable_after_queued']);
    expect((await get(`/api/payment-allocations/${first.allocationId}`)).body.status).toBe('PostingQueued');
    expect((await get(`/api/erp/postings/${awaiting.id}`)).body).toMatchObject({
      status: 'ApprovalRequired',
      rowVersion: awaiting.rowVersion,
    });
    const [hold] = await env.app.dataSource.query(`SELECT 1 FROM bank_transaction_holds WHERE allocation_id = $1`, [
      first.allocationId,
    ]);
    expect(hold).toBeDefined();

    const second = await approvedAllocation(env.app.dataSource, scope, [documentIds[1]], [6_000]);
    const approved = await queuedPosting(scope, second.allocationId);
    expect((await post(`/api/erp/postings/${approved.id}/approve`)).status).toBe(200);
    const locked = await post(`/api/payment-allocations/${second.allocationId}/cancel`, { reason: 'Too late' });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('allocation.not_editable_after_queued');
    await waitForPosting(scope, approved.id, (p) => p.status === 'Reconciled');
    expect(paymentsOf(awaiting.id)).toEqual([]);
    expect((await get(`/api/erp/postings/${awaiting.id}`)).body.status).toBe('ApprovalRequired');
  });

  it('a timeout after commit becomes WriteOutcomeUnknown with a critical anomaly; the readback settles it', async () => {
    fault('writePayment', 'timeout-after-commit');
    // Readbacks fail until released below, so the unknown outcome stays observable while it is checked.
    fault('readbackPayment', 'unavailable', 10_000);
    const { postingId, allocationId } = await approvedPosting(env, scope, simulator);
    const unknown = await waitForPosting(scope, postingId, (p) => p.status === 'WriteOutcomeUnknown');
    expect(unknown).toMatchObject({ status: 'WriteOutcomeUnknown', errorCode: 'write_outcome_unknown' });
    expect(unknown.openAnomalyId).not.toBeNull();
    const retry = await post(`/api/erp/postings/${postingId}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe('write_outcome_unknown_readback_required');
    const open = (await get('/api/payment-anomalies?status=Open')).body.items;
    expect(open).toEqual([
      expect.objectContaining({ postingId, code: 'write_outcome_unknown', severity: 'critical', status: 'Open' }),
    ]);
    expect((await get('/api/dashboard')).body.openAnomalyCount).toBe(1);
    expect(paymentsOf(postingId)).toHaveLength(1);

    simulator.state.faults.delete('readbackPayment');
    const reconciled = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(reconciled).toMatchObject({ openAnomalyId: null, attemptCount: 1 });
    expect(paymentsOf(postingId)).toHaveLength(1);
    expect((await get(`/api/payment-allocations/${allocationId}`)).body.status).toBe('Reconciled');
    const anomalies = (await get('/api/payment-anomalies')).body.items;
    expect(anomalies).toEqual([expect.objectContaining({ postingId, status: 'Resolved' })]);
    expect(anomalies[0].resolvedAtUtc).not.toBeNull();
    expect(env.logLines().some((line) => line.includes('"diagnostic":"write_outcome_unknown"'))).toBe(true);
  });

  it('a write that lands after its timeout is found within the settle window and never sent twice', async () => {
    fault('writePayment', 'latency', 1, 700);
    const { postingId } = await approvedPosting(env, scope, simulator);
    const reconciled = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(reconciled.status).toBe('Reconciled');
    expect(paymentsOf(postingId)).toHaveLength(1);
    expect(simulator.state.calls.writePayment).toBeGreaterThanOrEqual(1);
    expect((await attempts(postingId))[0]).toBe('write:OutcomeUnknown');
  });

  it('server errors before the write back off and retry; the re-send is preceded by a readback proving absence', async () => {
    fault('writePayment', 'error', 2);
    const { postingId } = await approvedPosting(env, scope, simulator);
    const posting = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(posting).toMatchObject({ status: 'Reconciled', attemptCount: 3 });
    expect(paymentsOf(postingId)).toHaveLength(1);
    expect(await attempts(postingId)).toEqual([
      'write:FailedBeforeSend',
      'readback:Absent',
      'write:FailedBeforeSend',
      'readback:Absent',
      'write:Succeeded',
      'readback:Found',
    ]);
  });

  it('fails after the last transient failure; retry (audited) posts it once the server is back', async () => {
    fault('writePayment', 'unavailable', 3);
    const { postingId, allocationId } = await approvedPosting(env, scope, simulator);
    const failed = await waitForPosting(scope, postingId, (p) => p.status === 'Failed');
    expect(failed).toMatchObject({ status: 'Failed', errorCode: 'erp_unavailable', attemptCount: 3 });
    expect((await get(`/api/payment-allocations/${allocationId}`)).body.status).toBe('Failed');
    const retried = await post(`/api/erp/postings/${postingId}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('RetryScheduled');
    await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(paymentsOf(postingId)).toHaveLength(1);
    expect(await auditActions(postingId)).toEqual(['Queue', 'Approve', 'Retry']);
    expect((await get(`/api/payment-allocations/${allocationId}`)).body.status).toBe('Reconciled');
  });

  it('a rejection fails at once with a safe code; reconcile of a Failed posting reads back and leaves it Failed', async () => {
    const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, [8_000]);
    const { allocationId } = await approvedAllocation(env.app.dataSource, scope, documentIds, [8_000]);
    const posting = await queuedPosting(scope, allocationId);
    simulator.state.patchDocument(documentIds[0], { isDeleted: true });
    await post(`/api/erp/postings/${posting.id}/approve`);
    const failed = await waitForPosting(scope, posting.id, (p) => p.status === 'Failed');
    expect(failed).toMatchObject({ errorCode: 'erp_request_rejected', attemptCount: 1 });
    expect(failed.errorMessage).toBe('The accounting system refused the payment.');
    expect(await attempts(posting.id)).toEqual(['write:Rejected']);

    const reconcile = await post(`/api/erp/postings/${posting.id}/reconcile`);
    expect(reconcile.status).toBe(200);
    await waitForPosting(scope, posting.id, (p) => p.reconciliationAttemptCount === 1);
    expect((await get(`/api/erp/postings/${posting.id}`)).body.status).toBe('Failed');

    simulator.state.patchDocument(documentIds[0], { isDeleted: false });
    expect((await post(`/api/erp/postings/${posting.id}/retry`)).status).toBe(200);
    await waitForPosting(scope, posting.id, (p) => p.status === 'Reconciled');
    expect(paymentsOf(posting.id)).toHaveLength(1);
  });

  it('a failing readback is recorded and repeated until the payment is confirmed', async () => {
    fault('readbackPayment', 'unavailable', 3);
    const { postingId } = await approvedPosting(env, scope, simulator);
    const posting = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(posting.status).toBe('Reconciled');
    expect(paymentsOf(postingId)).toHaveLength(1);
  });

  it('a stopping worker finishes the posting in hand and leaves no lease behind', async () => {
    await worker.stop();
    const stopping = testPostingWorker(env, { concurrency: 1 });
    try {
      fault('writePayment', 'latency', 1, 250);
      const { postingId } = await approvedPosting(env, scope, simulator);
      await waitForPosting(scope, postingId, (p) => p.attemptCount === 1);
      await stopping.stop();
      const posting = (await get(`/api/erp/postings/${postingId}`)).body;
      expect(posting).toMatchObject({ status: 'Reconciled', workerLeaseExpiresAtUtc: null });
      expect(paymentsOf(postingId)).toHaveLength(1);
    } finally {
      worker = testPostingWorker(env);
    }
  });

  it('preflight and dry-run report gates without writing anything', async () => {
    const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, [3_000]);
    const { allocationId } = await approvedAllocation(env.app.dataSource, scope, documentIds, [3_000]);
    const posting = (await post(`/api/erp/postings/queue/${allocationId}`)).body;
    const before = (await get(`/api/erp/postings/${posting.id}/preflight`)).body;
    expect(before.canWrite).toBe(false);
    expect(before.gates.find((gate: { code: string }) => gate.code === 'write_target')).toMatchObject({
      passed: false,
    });
    await queuedPostingTarget(posting.id);
    const preflight = (await get(`/api/erp/postings/${posting.id}/preflight`)).body;
    expect(preflight).toMatchObject({ postingId: posting.id, canWrite: true });
    expect(preflight.gates.map((gate: { code: string }) => gate.code)).toEqual([
      'status',
      'write_target',
      'idempotency',
      'documents',
      'posting_type_document_type_mismatch',
      'payment_anomaly_open',
      'server_applicability',
      'credentials',
    ]);
    const writes = simulator.state.calls.writePayment;
    const dryRun = await post(`/api/erp/postings/${posting.id}/dry-run`);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.canWrite).toBe(true);
    expect(dryRun.body.gates.slice(-3).map((gate: { code: string }) => gate.code)).toEqual([
      'transport_live',
      'idempotency_live',
      'documents_live',
    ]);
    simulator.state.patchDocument(documentIds[0], { paidAmount: 2_000 });
    const short = (await post(`/api/erp/postings/${posting.id}/dry-run`)).body;
    expect(short.canWrite).toBe(false);
    expect(short.gates.find((gate: { code: string }) => gate.code === 'documents_live').passed).toBe(false);
    expect(simulator.state.calls.writePayment).toBe(writes);
    expect((await get(`/api/erp/postings/${posting.id}`)).body.status).toBe('ApprovalRequired');
  });
});
