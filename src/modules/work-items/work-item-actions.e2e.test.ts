import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { confirmPayment, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import {
  approvedAllocation,
  createPostingScope,
  queuedPosting,
  seedPayableDocuments,
} from '../../../test/posting-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';

const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };

/**
 * Prepare and approve-and-queue over the real HTTP server and the accounting-system simulator (for the write
 * target's reference lists). No worker runs here; approve-and-queue leaves every posting it creates awaiting its own
 * approval, which is what the outcomes of a replay are measured against.
 */
describe('accountant work items: prepare and approve-and-queue', () => {
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
  const prepare = (bankTransactionId: string, idempotencyKey: string) =>
    scope.accountant
      .rest('post', `/api/accountant-work-items/${bankTransactionId}/prepare`)
      .set(scope.headers)
      .send({ idempotencyKey });
  const approveAndQueue = (bankTransactionId: string, body: Record<string, unknown>) =>
    scope.accountant
      .rest('post', `/api/accountant-work-items/${bankTransactionId}/approve-and-queue`)
      .set(scope.headers)
      .send(body);
  const counts = async (bankTransactionId: string) => {
    const [row] = await db().query(
      `SELECT (SELECT count(*)::int FROM payment_allocations WHERE bank_transaction_id = $1) AS allocations,
              (SELECT count(*)::int FROM erp_payment_postings WHERE bank_transaction_id = $1) AS postings`,
      [bankTransactionId],
    );
    return row as { allocations: number; postings: number };
  };

  describe('prepare', () => {
    it('finds the single safe full-amount proposal, makes the item ReadyForApproval, and replays by key', async () => {
      const [documentId] = await seedPayableDocuments(db(), scope, simulator, [40_000]);
      await seedPayableDocuments(db(), scope, simulator, [10_000]);
      const [transactionId] = await seedTransactions(db(), scope, [{ amount: 40_000 }]);

      const first = await prepare(transactionId, 'prep-1');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        safeProposal: { documentId, amount: 40_000, proposalHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
        candidateCount: 2,
        isIdempotentReplay: false,
        workItem: { workflowState: 'ReadyForApproval', nextAction: 'ApproveAndQueue', allocationId: null },
      });
      const replay = await prepare(transactionId, 'prep-1');
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({
        safeProposal: first.body.safeProposal,
        candidateCount: 2,
        isIdempotentReplay: true,
      });
      expect(await counts(transactionId)).toEqual({ allocations: 0, postings: 0 });
    });

    it('without a single covering invoice the item needs attention: safe_proposal_missing → AllocateManually', async () => {
      await seedPayableDocuments(db(), scope, simulator, [20_000, 20_000]);
      const [split, twice] = await seedTransactions(db(), scope, [{ amount: 40_000 }, { amount: 15_000 }]);
      for (const transactionId of [split, twice]) {
        const prepared = await prepare(transactionId, `prep-${transactionId}`);
        expect(prepared.status).toBe(200);
        expect(prepared.body.safeProposal).toBeNull();
        expect(prepared.body.workItem).toMatchObject({
          workflowState: 'Attention',
          attentionReasons: ['safe_proposal_missing'],
          nextAction: 'AllocateManually',
          capabilities: { canApproveAndQueue: true },
        });
      }
    });

    it('a proposal another allocation took meanwhile is no longer ready', async () => {
      const [documentId] = await seedPayableDocuments(db(), scope, simulator, [30_000]);
      const [prepared, other] = await seedTransactions(db(), scope, [{ amount: 30_000 }, { amount: 30_000 }]);
      expect((await prepare(prepared, 'p')).body.workItem.workflowState).toBe('ReadyForApproval');
      expect((await confirmPayment(scope, other, [{ documentId, allocatedAmount: 30_000 }])).status).toBe(201);
      const item = await scope.accountant.rest('get', `/api/accountant-work-items/${prepared}`).set(scope.headers);
      expect(item.body).toMatchObject({ workflowState: 'Attention', attentionReasons: ['safe_proposal_missing'] });
    });

    it('refuses an excluded transaction (409), a missing key (400) and a transaction of another outlet (404)', async () => {
      const [excluded] = await seedTransactions(db(), scope, [{ amount: 1_000, matchStatus: 'Excluded' }]);
      const refused = await prepare(excluded, 'x');
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('counterparty_match_excluded');
      expect((await prepare(excluded, '  ')).body).toMatchObject({ code: 'validation.failed' });
      const elsewhere = await createPostingScope(env, simulator);
      const [foreign] = await seedTransactions(db(), elsewhere, [{ amount: 1_000 }]);
      const missing = await prepare(foreign, 'x');
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('accountant_work_item.not_found');
      expect(
        await db().query('SELECT 1 FROM work_item_preparations WHERE bank_transaction_id = $1', [foreign]),
      ).toEqual([]);
    });
  });

  describe('approve-and-queue', () => {
    it('queues the safe proposal to await the posting approval; a replay answers AlreadyQueued, nothing more', async () => {
      const [documentId] = await seedPayableDocuments(db(), scope, simulator, [40_000]);
      const [transactionId] = await seedTransactions(db(), scope, [{ amount: 40_000 }]);
      const { proposalHash } = (await prepare(transactionId, 'p')).body.safeProposal;

      const queued = await approveAndQueue(transactionId, {
        idempotencyKey: 'aq-1',
        proposalHash,
        writeTarget: TARGET,
      });
      expect(queued.status).toBe(200);
      expect(queued.body).toMatchObject({
        outcome: 'Queued',
        isRisky: false,
        allocationId: expect.any(String),
        postingId: expect.any(String),
        workItem: { workflowState: 'Processing', nextAction: 'ApprovePosting', postingStatus: 'ApprovalRequired' },
      });
      const [posting] = await db().query(
        `SELECT p.status, p.account_id, p.cash_flow_article_id, a.status AS allocation_status, l.document_id
           FROM erp_payment_postings p JOIN payment_allocations a ON a.id = p.payment_allocation_id
           JOIN payment_allocation_lines l ON l.allocation_id = a.id WHERE p.id = $1`,
        [queued.body.postingId],
      );
      expect(posting).toEqual({
        status: 'ApprovalRequired',
        account_id: TARGET.accountId,
        cash_flow_article_id: TARGET.cashFlowArticleId,
        allocation_status: 'PostingQueued',
        document_id: documentId,
      });

      const replay = await approveAndQueue(transactionId, { idempotencyKey: 'aq-1', writeTarget: TARGET });
      expect(replay.body).toMatchObject({
        outcome: 'AlreadyQueued',
        postingId: queued.body.postingId,
        allocationId: queued.body.allocationId,
      });
      const otherKey = await approveAndQueue(transactionId, { idempotencyKey: 'aq-2' });
      expect(otherKey.body).toMatchObject({ outcome: 'AlreadyQueued', postingId: queued.body.postingId });
      expect(await counts(transactionId)).toEqual({ allocations: 1, postings: 1 });
      const actions = await db().query(
        `SELECT action FROM audit_log WHERE organization_id = $1 AND entity_type IN ('PaymentAllocation', 'ErpPaymentPosting')
          ORDER BY created_at_utc, action`,
        [scope.organizationId],
      );
      // The allocation's approval and the queue; the posting's approval is nobody's yet.
      expect(actions.map((row: { action: string }) => row.action).sort()).toEqual(['Allocate', 'Queue']);
    });

    it('queues without a write target when there is none; the posting approval then asks for it', async () => {
      await seedPayableDocuments(db(), scope, simulator, [5_000]);
      const [first, second] = await seedTransactions(db(), scope, [{ amount: 5_000 }, { amount: 6_000 }]);
      const untargeted = await approveAndQueue(first, { idempotencyKey: 'k' });
      expect(untargeted.body).toMatchObject({
        outcome: 'Queued',
        warnings: [{ code: 'posting_write_target_required' }],
        workItem: { postingStatus: 'ApprovalRequired', nextAction: 'ApprovePosting' },
      });
      expect(await counts(first)).toEqual({ allocations: 1, postings: 1 });
      const postingId = untargeted.body.postingId as string;
      const approve = () =>
        scope.accountant.rest('post', `/api/erp/postings/${postingId}/approve`).set(scope.headers).send({});
      expect((await approve()).body.code).toBe('posting_write_target_required');
      const target = await scope.accountant
        .rest('put', `/api/erp/postings/${postingId}/write-target`)
        .set(scope.headers)
        .send(TARGET);
      expect(target.status).toBe(200);
      expect((await approve()).body.status).toBe('Queued');

      // The outlet's last posting now has a target: the next call stores it as the suggestion.
      await seedPayableDocuments(db(), scope, simulator, [6_000]);
      const suggested = await approveAndQueue(second, { idempotencyKey: 'k' });
      expect(suggested.body).toMatchObject({ outcome: 'Queued', warnings: [] });
      const [row] = await db().query('SELECT status, account_id FROM erp_payment_postings WHERE id = $1', [
        suggested.body.postingId,
      ]);
      expect(row).toEqual({ status: 'ApprovalRequired', account_id: TARGET.accountId });
    });

    it('a risky proposal needs acceptRisk and changes nothing without it', async () => {
      await seedPayableDocuments(db(), scope, simulator, [50_000]);
      const [transactionId] = await seedTransactions(db(), scope, [{ amount: 30_000 }]);
      const risky = await approveAndQueue(transactionId, { idempotencyKey: 'r', writeTarget: TARGET });
      expect(risky.body).toMatchObject({
        outcome: 'NeedsAttention',
        isRisky: true,
        warnings: [{ code: 'partial_payment' }],
        allocationId: null,
        postingId: null,
      });
      expect(await counts(transactionId)).toEqual({ allocations: 0, postings: 0 });
      const accepted = await approveAndQueue(transactionId, {
        idempotencyKey: 'r',
        writeTarget: TARGET,
        acceptRisk: true,
      });
      expect(accepted.body).toMatchObject({ outcome: 'Queued', warnings: [{ code: 'partial_payment' }] });
    });

    it('answers Blocked for an excluded transaction and a balance review, NeedsAttention for a changed proposal', async () => {
      await seedPayableDocuments(db(), scope, simulator, [7_000]);
      const [excluded, changed] = await seedTransactions(db(), scope, [
        { amount: 7_000, matchStatus: 'Excluded' },
        { amount: 7_000 },
      ]);
      expect((await approveAndQueue(excluded, { idempotencyKey: 'e' })).body).toMatchObject({
        outcome: 'Blocked',
        warnings: [{ code: 'counterparty_match_excluded' }],
      });
      expect(
        (await approveAndQueue(changed, { idempotencyKey: 'c', proposalHash: '0'.repeat(64), writeTarget: TARGET }))
          .body,
      ).toMatchObject({ outcome: 'NeedsAttention', warnings: [{ code: 'proposal_changed' }] });
      const stale = await approveAndQueue(changed, { idempotencyKey: 'c', expectedTransactionRowVersion: 99 });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('concurrency.conflict');

      await db().query(
        `UPDATE bank_imports SET balance_matches = false
          WHERE id = (SELECT import_id FROM bank_transactions WHERE id = $1)`,
        [changed],
      );
      expect((await approveAndQueue(changed, { idempotencyKey: 'c', writeTarget: TARGET })).body).toMatchObject({
        outcome: 'Blocked',
        warnings: [{ code: 'bank_import_balance_review_required' }],
      });
      expect(await counts(changed)).toEqual({ allocations: 0, postings: 0 });
    });

    it('queues a confirmed allocation, and leaves a posting that awaits its approval as it is', async () => {
      const documentIds = await seedPayableDocuments(db(), scope, simulator, [8_000, 9_000]);
      const [confirmedOnly] = await seedTransactions(db(), scope, [{ amount: 8_000 }]);
      const confirmed = await confirmPayment(scope, confirmedOnly, [
        { documentId: documentIds[0], allocatedAmount: 8_000 },
      ]);
      const viaAllocation = await approveAndQueue(confirmedOnly, {
        idempotencyKey: 'a',
        expectedAllocationRowVersion: 1,
        writeTarget: TARGET,
      });
      expect(viaAllocation.body).toMatchObject({ outcome: 'Queued', allocationId: confirmed.body.allocationId });

      const { allocationId } = await approvedAllocation(db(), scope, [documentIds[1]], [9_000]);
      const posting = await queuedPosting(scope, allocationId);
      const [row] = await db().query('SELECT bank_transaction_id FROM erp_payment_postings WHERE id = $1', [
        posting.id,
      ]);
      const viaPosting = await approveAndQueue(row.bank_transaction_id, { idempotencyKey: 'b', writeTarget: TARGET });
      expect(viaPosting.body).toMatchObject({ outcome: 'AlreadyQueued', postingId: posting.id });
      expect(viaPosting.body.workItem.postingStatus).toBe('ApprovalRequired');
      const [unchanged] = await db().query('SELECT status, row_version FROM erp_payment_postings WHERE id = $1', [
        posting.id,
      ]);
      expect(unchanged).toEqual({ status: 'ApprovalRequired', row_version: posting.rowVersion });
    });

    it('20 concurrent calls with one key queue exactly one posting; the others answer AlreadyQueued', async () => {
      await seedPayableDocuments(db(), scope, simulator, [11_000]);
      const [transactionId] = await seedTransactions(db(), scope, [{ amount: 11_000 }]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          approveAndQueue(transactionId, { idempotencyKey: 'same', writeTarget: TARGET }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const outcomes = answers.map((answer) => answer.body.outcome).sort();
      expect(outcomes).toEqual(['Queued', ...Array(19).fill('AlreadyQueued')].sort());
      expect(new Set(answers.map((answer) => answer.body.postingId)).size).toBe(1);
      expect(await counts(transactionId)).toEqual({ allocations: 1, postings: 1 });
    });

    it('concurrent calls with different keys for one transaction still queue one posting', async () => {
      await seedPayableDocuments(db(), scope, simulator, [12_000]);
      const [transactionId] = await seedTransactions(db(), scope, [{ amount: 12_000 }]);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          approveAndQueue(transactionId, { idempotencyKey: `key-${index}`, writeTarget: TARGET }),
        ),
      );
      expect(answers.filter((answer) => answer.body.outcome === 'Queued')).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.outcome === 'AlreadyQueued')).toHaveLength(7);
      expect(await counts(transactionId)).toEqual({ allocations: 1, postings: 1 });
    });
  });
});
