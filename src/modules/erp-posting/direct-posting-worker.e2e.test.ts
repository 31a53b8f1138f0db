import { randomUUID } from 'node:crypto';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { createPostingScope, testPostingWorker, waitForPosting } from '../../../test/posting-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import type { RunningPostingWorker } from './worker/posting-worker';

/**
 * Direct postings through the worker on the Reference dialect (docs/direct-postings.md §Postings): written once
 * without documents, read back by the key and reconciled; an unanswered or orphaned send is read back, never repeated.
 */
describe('direct postings: the worker writes a payment without documents exactly once', () => {
  const env = useTestEnvironment({ ERP_TIMEOUT_MS: '400', POSTING_LEASE_SECONDS: '2' }, { ownDatabase: true });
  let simulator: ErpSimulator;
  let worker: RunningPostingWorker;
  let scope: PaymentScope;
  let colleague: SignedInClient;

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
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
    const current = await admin.rest('get', `/api/organizations/${scope.organizationId}`);
    await admin
      .rest('put', `/api/organizations/${scope.organizationId}`)
      .send({ name: current.body.name, status: 'Active', postingApproval: 'SecondPersonRequired' });
    const rule = await admin
      .rest('post', '/api/direct-posting-rules')
      .set('X-Organization-Id', scope.organizationId)
      .send({
        name: 'Rent',
        direction: 'Debit',
        purposeContains: 'rent for',
        accountId: 'acc-bank-1',
        cashFlowArticleId: 'cfa-supplier-payments',
      });
    expect(rule.status).toBe(201);
    colleague = await env.clientFor('Accountant', {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
    });
  });

  const paymentsOf = (postingId: string) =>
    simulator.state.payments.filter((payment) => payment.idempotencyKey === `recon-direct-${postingId}`);
  const post = (client: SignedInClient, path: string, body: object = {}) =>
    client.rest('post', path).set(scope.headers).send(body);
  const attempts = async (postingId: string) =>
    (
      (await scope.accountant.rest('get', `/api/erp/postings/${postingId}/attempts`).set(scope.headers)).body as {
        kind: string;
        outcome: string;
      }[]
    ).map((a) => `${a.kind}:${a.outcome}`);

  /** A rent line queued by the scope's accountant (ApprovalRequired), not yet approved. */
  const queuedRent = async (amount = 150_000): Promise<string> => {
    const [lineId] = await seedTransactions(env.app.dataSource, scope, [
      { amount, description: 'Rent for February', matchStatus: 'Excluded' },
    ]);
    const queued = await post(scope.accountant, `/api/erp/direct-postings/queue/${lineId}`);
    expect(queued.status).toBe(201);
    return queued.body.id;
  };

  it('a rent line taken by a rule is queued, approved by a second person, written once and reconciled', async () => {
    const postingId = await queuedRent();
    expect((await post(scope.accountant, `/api/erp/postings/${postingId}/approve`)).body.code).toBe(
      'posting.second_person_required',
    );
    expect((await post(colleague, `/api/erp/postings/${postingId}/approve`)).status).toBe(200);
    const posting = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(posting).toMatchObject({ status: 'Reconciled', attemptCount: 1, paymentAllocationId: null });
    expect(paymentsOf(postingId)).toEqual([
      expect.objectContaining({
        direction: 'PayOut',
        totalAmount: 150_000,
        accountId: 'acc-bank-1',
        cashFlowArticleId: 'cfa-supplier-payments',
        date: '2025-02-01',
        items: [],
      }),
    ]);
    expect(await attempts(postingId)).toEqual(['write:Succeeded', 'readback:Found']);
    const [row] = await env.app.dataSource.query(
      `SELECT (SELECT processed_at_utc IS NOT NULL FROM erp_posting_outbox WHERE posting_id = p.id) AS processed,
              (SELECT posting_id FROM bank_transaction_holds WHERE bank_transaction_id = p.bank_transaction_id) AS hold
         FROM erp_payment_postings p WHERE p.id = $1`,
      [postingId],
    );
    expect(row).toEqual({ processed: true, hold: postingId });
  });

  it('a rule naming a counterparty of the synced suppliers sends it with the payment', async () => {
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
    const synced = await admin.rest('post', `/api/erp/connections/${scope.connectionId}/sync-suppliers`);
    expect(synced.body.status).toBe('Succeeded');
    const rule = await admin
      .rest('post', '/api/direct-posting-rules')
      .set('X-Organization-Id', scope.organizationId)
      .send({
        name: 'Utilities',
        direction: 'Debit',
        purposeContains: 'utilities',
        accountId: 'acc-bank-1',
        cashFlowArticleId: 'cfa-supplier-payments',
        erpCounterpartyId: scope.supplierId,
      });
    expect(rule.body).toMatchObject({ erpCounterpartyId: scope.supplierId, erpCounterpartyName: 'Posting supplier' });
    const [lineId] = await seedTransactions(env.app.dataSource, scope, [
      { amount: 31_000, description: 'Utilities for January', matchStatus: 'Unmatched' },
    ]);
    const queued = await post(scope.accountant, `/api/erp/direct-postings/queue/${lineId}`);
    expect(queued.status).toBe(201);
    await post(colleague, `/api/erp/postings/${queued.body.id}/approve`);
    const posting = await waitForPosting(scope, queued.body.id, (p) => p.status === 'Reconciled');
    expect(posting.status).toBe('Reconciled');
    expect(paymentsOf(queued.body.id)).toEqual([
      expect.objectContaining({ direction: 'PayOut', totalAmount: 31_000, supplierId: scope.supplierId, items: [] }),
    ]);
  });

  it('a write applied without an answer is read back by its key, never written twice', async () => {
    simulator.state.setFault({ operation: 'writeDirectPayment', mode: 'timeout-after-commit', count: 1 });
    const postingId = await queuedRent(42_000);
    await post(colleague, `/api/erp/postings/${postingId}/approve`);
    const posting = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(posting).toMatchObject({ status: 'Reconciled', attemptCount: 1, openAnomalyId: null });
    expect(paymentsOf(postingId)).toHaveLength(1);
    expect((await attempts(postingId))[0]).toBe('write:OutcomeUnknown');
  });

  it('a worker that died after sending leaves the marker: the next one reads back and finds the payment', async () => {
    const postingId = await queuedRent(77_000);
    // The dead worker's state: the claim committed the Sending attempt and the marker, its request reached the
    // server, and its lease ran out. Approved meanwhile, so the worker would otherwise send.
    const before = simulator.state.calls.writeDirectPayment ?? 0;
    await env.app.dataSource.query(
      `WITH p AS (
         UPDATE erp_payment_postings SET status = 'Queued', approved_at_utc = now(), attempt_count = 1,
                unconfirmed_send_at_utc = now() - interval '1 minute', lease_token = $2,
                worker_lease_expires_at_utc = now() - interval '1 second', next_run_at_utc = now()
          WHERE id = $1 RETURNING id)
       INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, outcome, worker_id)
       SELECT id, 1, 'write', 'Sending', 'dead-worker' FROM p`,
      [postingId, randomUUID()],
    );
    simulator.state.writeDirectPayment({
      idempotencyKey: `recon-direct-${postingId}`,
      direction: 'PayOut',
      date: '2025-02-01',
      accountId: 'acc-bank-1',
      cashFlowArticleId: 'cfa-supplier-payments',
      amount: 77_000,
      currency: 'RUB',
    });
    const posting = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(posting.status).toBe('Reconciled');
    expect(paymentsOf(postingId)).toHaveLength(1);
    expect(simulator.state.calls.writeDirectPayment ?? 0).toBe(before);
    expect(await attempts(postingId)).toEqual(['write:Sending', 'readback:Found']);
  });
});
