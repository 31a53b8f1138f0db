import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { confirmPayment, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
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
import type { RunningPostingWorker } from '../erp-posting/erp-posting.module';

interface WorkItem {
  workflowState: string;
  attentionReasons: string[];
  nextAction: string;
  capabilities: { canPrepare: boolean; canApproveAndQueue: boolean; canExclude: boolean };
  allocationId: string | null;
  allocationStatus: string | null;
  postingId: string | null;
  postingStatus: string | null;
}

/**
 * The workflow states along the real payment path: confirm, approve and queue through the API, the posting worker
 * writing to the accounting-system simulator, and the simulator's faults for the failures.
 */
describe('accountant work items: states along the payment workflow', () => {
  const env = useTestEnvironment({ ERP_TIMEOUT_MS: '400' }, { ownDatabase: true });
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
    simulator.state.faults.clear();
    scope = await createPostingScope(env, simulator);
  });

  const fault = (operation: string, mode: string, count = 1) =>
    simulator.state.setFault({ operation, mode, count, latencyMs: 0 });
  const item = async (bankTransactionId: string): Promise<WorkItem> => {
    const response = await scope.accountant
      .rest('get', `/api/accountant-work-items/${bankTransactionId}`)
      .set(scope.headers);
    expect(response.status).toBe(200);
    return response.body;
  };
  const transactionOf = async (postingId: string): Promise<string> =>
    (
      await env.app.dataSource.query('SELECT bank_transaction_id FROM erp_payment_postings WHERE id = $1', [postingId])
    )[0].bank_transaction_id;

  it('NeedsPreparation → ReadyForApproval (confirm, approve) → Processing (queued) → Completed (Reconciled)', async () => {
    const [documentId] = await seedPayableDocuments(env.app.dataSource, scope, simulator, [40_000]);
    const [transactionId] = await seedTransactions(env.app.dataSource, scope, [{ amount: 40_000 }]);
    expect(await item(transactionId)).toMatchObject({
      workflowState: 'NeedsPreparation',
      attentionReasons: [],
      nextAction: 'Prepare',
      capabilities: { canPrepare: true, canApproveAndQueue: true, canExclude: true },
      allocationId: null,
    });

    const confirmed = await confirmPayment(scope, transactionId, [{ documentId, allocatedAmount: 40_000 }]);
    expect(confirmed.status).toBe(201);
    const allocationId = confirmed.body.allocationId as string;
    expect(await item(transactionId)).toMatchObject({
      workflowState: 'ReadyForApproval',
      nextAction: 'ApproveAndQueue',
      capabilities: { canPrepare: false, canApproveAndQueue: true, canExclude: false },
      allocationId,
      allocationStatus: 'NeedsReview',
    });

    const approved = await scope.accountant
      .rest('post', `/api/payment-allocations/${allocationId}/approve`)
      .set(scope.headers)
      .send({});
    expect(approved.status).toBe(200);
    expect(await item(transactionId)).toMatchObject({
      workflowState: 'ReadyForApproval',
      allocationStatus: 'Approved',
    });

    // Queued: the posting awaits its own approval; nothing the accountant approves-and-queues any more.
    const posting = await queuedPosting(scope, allocationId);
    expect(await item(transactionId)).toMatchObject({
      workflowState: 'Processing',
      nextAction: 'ApprovePosting',
      capabilities: { canPrepare: false, canApproveAndQueue: false, canExclude: false },
      postingId: posting.id,
      postingStatus: 'ApprovalRequired',
    });

    await scope.accountant.rest('post', `/api/erp/postings/${posting.id}/approve`).set(scope.headers).send({});
    await waitForPosting(scope, posting.id, (p) => p.status === 'Reconciled');
    expect(await item(transactionId)).toMatchObject({
      workflowState: 'Completed',
      attentionReasons: [],
      nextAction: 'None',
      allocationStatus: 'Reconciled',
      postingStatus: 'Reconciled',
    });
  });

  it('a posting in the hands of the worker (queued, written, awaiting readback, retry scheduled) is Processing', async () => {
    const [documentId] = await seedPayableDocuments(env.app.dataSource, scope, simulator, [12_000]);
    const { allocationId, bankTransactionId } = await approvedAllocation(
      env.app.dataSource,
      scope,
      [documentId],
      [12_000],
    );
    const posting = await queuedPosting(scope, allocationId);
    // Each status as the worker leaves it between its steps; with no due time the running worker leaves it be.
    for (const status of ['Queued', 'Posted', 'ReadbackPending', 'RetryScheduled']) {
      await env.app.dataSource.query(
        'UPDATE erp_payment_postings SET status = $2, next_run_at_utc = NULL WHERE id = $1',
        [posting.id, status],
      );
      expect({ status, ...(await item(bankTransactionId)) }).toMatchObject({
        status,
        workflowState: 'Processing',
        attentionReasons: [],
        nextAction: 'WaitForPosting',
        postingStatus: status,
      });
    }
  });

  it('a failed posting needs attention: posting_failed, retry next', async () => {
    fault('writePayment', 'unavailable', 3);
    const { postingId } = await approvedPosting(env, scope, simulator);
    await waitForPosting(scope, postingId, (p) => p.status === 'Failed');
    expect(await item(await transactionOf(postingId))).toMatchObject({
      workflowState: 'Attention',
      attentionReasons: ['posting_failed'],
      nextAction: 'RetryPosting',
      postingStatus: 'Failed',
    });
    const listed = await scope.accountant
      .rest('get', '/api/accountant-work-items?reason=posting_failed')
      .set(scope.headers);
    expect(listed.body.items.map((listedItem: { postingId: string }) => listedItem.postingId)).toEqual([postingId]);
  });

  it('an unknown write outcome needs attention until the readback settles it', async () => {
    fault('writePayment', 'timeout-after-commit');
    fault('readbackPayment', 'unavailable', 10_000);
    const { postingId } = await approvedPosting(env, scope, simulator);
    const transactionId = await transactionOf(postingId);
    await waitForPosting(scope, postingId, (p) => p.status === 'WriteOutcomeUnknown');
    expect(await item(transactionId)).toMatchObject({
      workflowState: 'Attention',
      attentionReasons: ['write_outcome_unknown', 'payment_anomaly_open'],
      nextAction: 'ReconcilePosting',
    });
    simulator.state.faults.delete('readbackPayment');
    await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(await item(transactionId)).toMatchObject({ workflowState: 'Completed', attentionReasons: [] });
  });

  it('an open balance review stops a ready allocation (Attention) but never an Excluded transaction', async () => {
    const [documentId] = await seedPayableDocuments(env.app.dataSource, scope, simulator, [9_000]);
    const [ready, excluded] = await seedTransactions(env.app.dataSource, scope, [
      { amount: 9_000 },
      { amount: 1_500, matchStatus: 'Excluded' },
    ]);
    expect((await confirmPayment(scope, ready, [{ documentId, allocatedAmount: 9_000 }])).status).toBe(201);
    await env.app.dataSource.query(
      `UPDATE bank_imports SET balance_matches = false
        WHERE id = (SELECT import_id FROM bank_transactions WHERE id = $1)`,
      [ready],
    );
    expect(await item(ready)).toMatchObject({
      workflowState: 'Attention',
      attentionReasons: ['balance_review_required'],
      nextAction: 'ReviewImportBalance',
      capabilities: { canPrepare: false, canApproveAndQueue: false, canExclude: false },
    });
    expect(await item(excluded)).toMatchObject({
      workflowState: 'Excluded',
      attentionReasons: [],
      nextAction: 'None',
      capabilities: { canPrepare: false, canApproveAndQueue: false, canExclude: false },
    });

    // The override of the review lifts it: the allocation is ready again.
    await env.app.dataSource.query(
      `UPDATE bank_imports SET balance_review_overridden = true
        WHERE id = (SELECT import_id FROM bank_transactions WHERE id = $1)`,
      [ready],
    );
    expect(await item(ready)).toMatchObject({ workflowState: 'ReadyForApproval', attentionReasons: [] });
  });

  /** What the worker did with a posting: its status and attempts, and the simulator's payments under its key. */
  const writesOf = async (postingId: string) => {
    const [row] = await env.app.dataSource.query(
      'SELECT status, attempt_count AS "attemptCount", idempotency_key AS key FROM erp_payment_postings WHERE id = $1',
      [postingId],
    );
    const payments = simulator.state.payments.filter((payment) => payment.idempotencyKey === row.key).length;
    return { status: row.status as string, attemptCount: row.attemptCount as number, payments };
  };
  /** Many polls of the running worker (every 50 ms): long enough for it to take anything it may take. */
  const workerPolls = () => new Promise((resolve) => setTimeout(resolve, 1_000));
  const approvePosting = (postingId: string) =>
    scope.accountant.rest('post', `/api/erp/postings/${postingId}/approve`).set(scope.headers).send({});

  it('prepare → ReadyForApproval; approve-and-queue → Processing, awaiting approval until a person approves; → Completed', async () => {
    await seedPayableDocuments(env.app.dataSource, scope, simulator, [33_000]);
    const [transactionId] = await seedTransactions(env.app.dataSource, scope, [{ amount: 33_000 }]);
    const prepared = await scope.accountant
      .rest('post', `/api/accountant-work-items/${transactionId}/prepare`)
      .set(scope.headers)
      .send({ idempotencyKey: 'morning' });
    expect(prepared.body.workItem.workflowState).toBe('ReadyForApproval');
    const body = {
      idempotencyKey: 'approve-1',
      proposalHash: prepared.body.safeProposal.proposalHash,
      writeTarget: { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' },
    };
    const queued = await scope.accountant
      .rest('post', `/api/accountant-work-items/${transactionId}/approve-and-queue`)
      .set(scope.headers)
      .send(body);
    expect(queued.body).toMatchObject({
      outcome: 'Queued',
      workItem: { workflowState: 'Processing', nextAction: 'ApprovePosting', postingStatus: 'ApprovalRequired' },
    });
    const postingId = queued.body.postingId as string;

    // The worker runs all along, and never takes a posting nobody approved.
    await workerPolls();
    expect(await writesOf(postingId)).toEqual({ status: 'ApprovalRequired', attemptCount: 0, payments: 0 });
    const again = await scope.accountant
      .rest('post', `/api/accountant-work-items/${transactionId}/approve-and-queue`)
      .set(scope.headers)
      .send(body);
    expect(again.body).toMatchObject({ outcome: 'AlreadyQueued', postingId });
    expect(await writesOf(postingId)).toMatchObject({ status: 'ApprovalRequired', payments: 0 });

    expect((await approvePosting(postingId)).status).toBe(200);
    await waitForPosting(scope, postingId, (posting) => posting.status === 'Reconciled');
    expect(await item(transactionId)).toMatchObject({ workflowState: 'Completed', postingStatus: 'Reconciled' });
    const replay = await scope.accountant
      .rest('post', `/api/accountant-work-items/${transactionId}/approve-and-queue`)
      .set(scope.headers)
      .send(body);
    expect(replay.body).toMatchObject({ outcome: 'AlreadyCompleted', postingId });
    expect(await writesOf(postingId)).toEqual({ status: 'Reconciled', attemptCount: 1, payments: 1 });
  });

  it('a payment run queues every item to await approval: the worker writes none until each posting is approved', async () => {
    const amounts = [21_000, 22_000, 23_000];
    const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, amounts);
    const transactionIds = await seedTransactions(
      env.app.dataSource,
      scope,
      amounts.map((amount) => ({ amount })),
    );
    // Confirmed allocations make the items ReadyForApproval; the run approves and queues them.
    for (const [index, transactionId] of transactionIds.entries()) {
      const lines = [{ documentId: documentIds[index], allocatedAmount: amounts[index] }];
      expect((await confirmPayment(scope, transactionId, lines)).status).toBe(201);
    }
    // The outlet's last write target is the suggestion each new posting stores.
    await approvedPosting(env, scope, simulator, [1_000]);
    const preview = await scope.accountant
      .rest('post', '/api/accountant-payment-runs/preview')
      .set(scope.headers)
      .send({ bankTransactionIds: transactionIds });
    expect(preview.body.eligibleCount).toBe(3);
    const run = await scope.accountant
      .rest('post', '/api/accountant-payment-runs/approve')
      .set(scope.headers)
      .send({
        correlationId: 'run-1',
        items: preview.body.eligible.map((eligible: Record<string, unknown>) => ({
          bankTransactionId: eligible.bankTransactionId,
          expectedTransactionRowVersion: eligible.transactionRowVersion,
          proposalHash: eligible.proposalHash,
        })),
      });
    expect(run.body).toMatchObject({ succeededCount: 3, failedCount: 0, skippedCount: 0 });
    const postingIds = run.body.results.map((result: { postingId: string }) => result.postingId) as string[];

    await workerPolls();
    for (const postingId of postingIds) {
      expect(await writesOf(postingId)).toEqual({ status: 'ApprovalRequired', attemptCount: 0, payments: 0 });
    }
    for (const postingId of postingIds) expect((await approvePosting(postingId)).status).toBe(200);
    for (const postingId of postingIds) {
      await waitForPosting(scope, postingId, (posting) => posting.status === 'Reconciled');
      expect(await writesOf(postingId)).toEqual({ status: 'Reconciled', attemptCount: 1, payments: 1 });
    }
  });
});
