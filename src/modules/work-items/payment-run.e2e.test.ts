import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { confirmPayment, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { createPostingScope, seedPayableDocuments } from '../../../test/posting-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';

interface RunPreview {
  eligible: { bankTransactionId: string; proposalHash: string; amount: number; transactionRowVersion: number }[];
  excluded: { bankTransactionId: string; reasons: string[] }[];
  eligibleCount: number;
  excludedCount: number;
  totalAmount: number;
  currency: string | null;
  warnings: { code: string }[];
}

/** Payment runs over the real server: preview eligibility, approve with partial success, a repeated submit. */
describe('accountant payment runs', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;
  let scope: PaymentScope;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 200 });
  });
  afterAll(() => simulator.close());
  beforeEach(async () => {
    scope = await createPostingScope(env, simulator);
  });

  const db = () => env.app.dataSource;
  const preview = async (body: Record<string, unknown> = {}): Promise<RunPreview> => {
    const response = await scope.accountant
      .rest('post', '/api/accountant-payment-runs/preview')
      .set(scope.headers)
      .send(body);
    expect(response.status).toBe(200);
    return response.body;
  };
  const approve = (correlationId: string, items: Record<string, unknown>[]) =>
    scope.accountant
      .rest('post', '/api/accountant-payment-runs/approve')
      .set(scope.headers)
      .send({ correlationId, items });
  const prepare = (bankTransactionId: string) =>
    scope.accountant
      .rest('post', `/api/accountant-work-items/${bankTransactionId}/prepare`)
      .set(scope.headers)
      .send({ idempotencyKey: 'run-prep' });

  /** A posting whose write target the later ones take as their suggestion. */
  async function firstPostingWithTarget(): Promise<void> {
    await seedPayableDocuments(db(), scope, simulator, [1_000]);
    const [seed] = await seedTransactions(db(), scope, [{ amount: 1_000, date: '2025-01-01' }]);
    const queued = await scope.accountant
      .rest('post', `/api/accountant-work-items/${seed}/approve-and-queue`)
      .set(scope.headers)
      .send({
        idempotencyKey: 'seed',
        writeTarget: { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' },
      });
    expect(queued.body.outcome).toBe('Queued');
  }

  it('previews the eligible items with totals and hashes, approves them, and a repeated submit queues nothing', async () => {
    await firstPostingWithTarget();
    const documents = await seedPayableDocuments(db(), scope, simulator, [90_000, 22_000]);
    const [prepared, allocated, partial, unmatched, unprepared] = await seedTransactions(db(), scope, [
      { amount: 90_000 },
      { amount: 22_000 },
      { amount: 23_000 },
      { amount: 24_000, matchStatus: 'Unmatched' },
      { amount: 25_000 },
    ]);
    await prepare(prepared);
    await prepare(partial);
    expect(
      (await confirmPayment(scope, allocated, [{ documentId: documents[1], allocatedAmount: 22_000 }])).status,
    ).toBe(201);

    const all = await preview();
    // Without ids: the ReadyForApproval items only (prepared, allocated, and the partial one, which is excluded: only
    // the 90,000 invoice takes its 23,000, leaving most of it unpaid).
    expect(all.eligible.map((item) => item.bankTransactionId).sort()).toEqual([prepared, allocated].sort());
    expect(all.excluded).toEqual([{ bankTransactionId: partial, reasons: ['partial_payment'] }]);
    expect(all).toMatchObject({
      eligibleCount: 2,
      excludedCount: 1,
      totalAmount: 112_000,
      currency: 'RUB',
      warnings: [],
    });

    const chosen = await preview({ bankTransactionIds: [prepared, unmatched, unprepared, allocated] });
    expect(chosen.eligibleCount).toBe(2);
    expect(chosen.excluded).toEqual(
      expect.arrayContaining([
        { bankTransactionId: unmatched, reasons: ['counterparty_match_required'] },
        { bankTransactionId: unprepared, reasons: ['not_ready_for_approval'] },
      ]),
    );
    const mutations = await db().query(
      'SELECT count(*)::int AS n FROM erp_payment_postings WHERE organization_id = $1',
      [scope.organizationId],
    );
    expect(mutations[0].n).toBe(1);

    const items = all.eligible.map(({ bankTransactionId, proposalHash, transactionRowVersion }) => ({
      bankTransactionId,
      proposalHash,
      expectedTransactionRowVersion: transactionRowVersion,
    }));
    const stale = { bankTransactionId: partial, proposalHash: 'f'.repeat(64) };
    const run = await approve('month-end-1', [...items, stale]);
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({
      correlationId: 'month-end-1',
      succeededCount: 2,
      failedCount: 1,
      skippedCount: 0,
    });
    expect(run.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'Queued',
      'Queued',
      'NeedsAttention',
    ]);

    const again = await approve('month-end-1', items);
    expect(again.body).toMatchObject({ succeededCount: 0, failedCount: 0, skippedCount: 2 });
    expect(again.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'AlreadyQueued',
      'AlreadyQueued',
    ]);
    const [{ n }] = await db().query('SELECT count(*)::int AS n FROM erp_payment_postings WHERE organization_id = $1', [
      scope.organizationId,
    ]);
    expect(n).toBe(3);
  });

  it('an approve with a stale row version or an unknown transaction fails that item only', async () => {
    await firstPostingWithTarget();
    await seedPayableDocuments(db(), scope, simulator, [31_000]);
    const [ready] = await seedTransactions(db(), scope, [{ amount: 31_000 }]);
    const run = await approve('run-2', [
      { bankTransactionId: ready, expectedTransactionRowVersion: 42 },
      { bankTransactionId: '00000000-0000-4000-8000-000000000001' },
    ]);
    expect(run.body).toMatchObject({ succeededCount: 0, failedCount: 2 });
    expect(run.body.results.map((result: { message: string }) => result.message.split(':')[0])).toEqual([
      'concurrency.conflict',
      'accountant_work_item.not_found',
    ]);
    const duplicate = await approve('run-3', [{ bankTransactionId: ready }, { bankTransactionId: ready }]);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.code).toBe('validation.failed');
  });
});
