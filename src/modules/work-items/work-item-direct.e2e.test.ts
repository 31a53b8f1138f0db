import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { createPostingScope } from '../../../test/posting-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };

const ITEM_FIELDS = `workflowState attentionReasons nextAction matchStatus allocationId postingId postingStatus
  directPostingRuleId transactionRowVersion capabilities { canPrepare canApproveAndQueue canExclude }`;

/**
 * Lines a direct posting rule takes in the accountant work queue (docs/work-items.md, docs/direct-postings.md): ready
 * by one rule, ambiguous with two, queued by approve-and-queue and payment runs without an allocation, and shown
 * with their direct posting afterwards; over REST and GraphQL.
 */
describe('accountant work items: direct postings', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;
  let scope: PaymentScope;
  let admin: SignedInClient;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 200 });
  });
  afterAll(() => simulator.close());
  beforeEach(async () => {
    scope = await createPostingScope(env, simulator);
    admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
  });

  const db = () => env.app.dataSource;
  const createRule = async (input: Record<string, unknown>): Promise<string> => {
    const response = await admin
      .rest('post', '/api/direct-posting-rules')
      .set('X-Organization-Id', scope.organizationId)
      .send({ ...TARGET, direction: 'Debit', ...input });
    expect(response.status).toBe(201);
    return response.body.id;
  };
  const item = async (id: string) => {
    const response = await scope.accountant.rest('get', `/api/accountant-work-items/${id}`).set(scope.headers);
    expect(response.status).toBe(200);
    return response.body;
  };
  const list = async (query: string) => {
    const response = await scope.accountant.rest('get', `/api/accountant-work-items?${query}`).set(scope.headers);
    expect(response.status).toBe(200);
    return (response.body.items as { bankTransactionId: string }[]).map((row) => row.bankTransactionId).sort();
  };
  const approveAndQueue = (id: string, body: Record<string, unknown> = {}) =>
    scope.accountant
      .rest('post', `/api/accountant-work-items/${id}/approve-and-queue`)
      .set(scope.headers)
      .send({ idempotencyKey: `key-${id}`, ...body });
  const gqlItem = async (id: string) => {
    const response = await scope.accountant
      .graphql(`query ($id: UUID!) { accountantWorkItem(bankTransactionId: $id) { ${ITEM_FIELDS} } }`, { id })
      .set(scope.headers);
    expect(response.body.errors).toBeUndefined();
    return response.body.data.accountantWorkItem;
  };

  it('a line one rule takes is ReadyForApproval (also when excluded); two rules make it Attention', async () => {
    const [rent, excludedRent, fee, coffee, matched] = await seedTransactions(db(), scope, [
      { amount: 150_000, description: 'Rent for February', matchStatus: 'Unmatched' },
      { amount: 150_000, description: 'Rent for March', matchStatus: 'Excluded' },
      { amount: 900, description: 'Acquiring fee, rent terminal', matchStatus: 'LowConfidence' },
      { amount: 4_000, description: 'Coffee beans', matchStatus: 'Unmatched' },
      { amount: 5_000, description: 'Rent for April' },
    ]);
    const ruleId = await createRule({ name: 'Rent', purposeContains: 'rent' });
    await createRule({ name: 'Acquiring', purposeContains: 'acquiring fee' });

    const ready = {
      workflowState: 'ReadyForApproval',
      attentionReasons: [],
      nextAction: 'ApproveAndQueue',
      directPostingRuleId: ruleId,
      allocationId: null,
      postingId: null,
      capabilities: { canPrepare: false, canApproveAndQueue: true },
    };
    expect(await item(rent)).toMatchObject({ ...ready, capabilities: { ...ready.capabilities, canExclude: true } });
    expect(await item(excludedRent)).toMatchObject({
      ...ready,
      matchStatus: 'Excluded',
      capabilities: { ...ready.capabilities, canExclude: false },
    });
    expect(await item(fee)).toMatchObject({
      workflowState: 'Attention',
      attentionReasons: ['direct_posting_rule_ambiguous'],
      nextAction: 'ReviewDirectPostingRules',
      directPostingRuleId: null,
      capabilities: { canApproveAndQueue: false },
    });
    expect(await item(coffee)).toMatchObject({
      workflowState: 'Attention',
      attentionReasons: ['counterparty_match_required'],
      directPostingRuleId: null,
    });
    // A line matched to a supplier is paid against its invoices, whatever the rules say.
    expect(await item(matched)).toMatchObject({ workflowState: 'NeedsPreparation', directPostingRuleId: null });

    // The filters find them through their candidates, and decide as the single item does.
    expect(await list('state=ReadyForApproval')).toEqual([rent, excludedRent].sort());
    expect(await list('state=Excluded')).toEqual([]);
    expect(await list('reason=direct_posting_rule_ambiguous')).toEqual([fee]);
    expect(await gqlItem(excludedRent)).toMatchObject({ ...ready, matchStatus: 'Excluded' });

    // An open balance review holds the line as it holds an invoice payment.
    await db().query(
      `UPDATE bank_imports SET balance_matches = false WHERE id = (SELECT import_id FROM bank_transactions WHERE id = $1)`,
      [rent],
    );
    expect(await item(rent)).toMatchObject({
      workflowState: 'Attention',
      attentionReasons: ['balance_review_required'],
      directPostingRuleId: ruleId,
    });
    const blocked = await approveAndQueue(rent);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ outcome: 'Blocked', postingId: null });
    const [{ count }] = await db().query(
      'SELECT count(*)::int AS count FROM erp_payment_postings WHERE organization_id = $1',
      [scope.organizationId],
    );
    expect(count).toBe(0);
  });

  it('approve-and-queue queues the line by its rule; the item then shows its direct posting', async () => {
    const [rent, excludedRent] = await seedTransactions(db(), scope, [
      { amount: 150_000, description: 'Rent for February', matchStatus: 'Unmatched' },
      { amount: 120_000, description: 'Rent for March', matchStatus: 'Excluded' },
    ]);
    const ruleId = await createRule({ name: 'Rent', purposeContains: 'rent' });

    const queued = await approveAndQueue(rent);
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ outcome: 'Queued', allocationId: null, warnings: [], isRisky: false });
    const postingId = queued.body.postingId as string;
    const processing = {
      workflowState: 'Processing',
      nextAction: 'ApprovePosting',
      postingId,
      postingStatus: 'ApprovalRequired',
      allocationId: null,
      directPostingRuleId: ruleId,
      capabilities: { canPrepare: false, canApproveAndQueue: false, canExclude: false },
    };
    expect(queued.body.workItem).toMatchObject(processing);
    const [posting] = await db().query(
      'SELECT status, direct_posting_rule_id, payment_allocation_id, total_amount::int FROM erp_payment_postings WHERE id = $1',
      [postingId],
    );
    expect(posting).toEqual({
      status: 'ApprovalRequired',
      direct_posting_rule_id: ruleId,
      payment_allocation_id: null,
      total_amount: 150_000,
    });

    // The same key, or another one, queues nothing more.
    expect((await approveAndQueue(rent)).body).toMatchObject({ outcome: 'AlreadyQueued', postingId });
    expect((await approveAndQueue(rent, { idempotencyKey: 'other' })).body).toMatchObject({
      outcome: 'AlreadyQueued',
      postingId,
    });

    // GraphQL: an excluded line queued by its rule is Processing, not Excluded.
    const mutation = await scope.accountant
      .graphql(
        `mutation ($id: UUID!, $input: AccountantApproveAndQueueInput!) {
           approveAndQueueAccountantWorkItem(bankTransactionId: $id, input: $input) {
             outcome postingId allocationId workItem { ${ITEM_FIELDS} } } }`,
        { id: excludedRent, input: { idempotencyKey: 'gql' } },
      )
      .set(scope.headers);
    expect(mutation.body.errors).toBeUndefined();
    const answer = mutation.body.data.approveAndQueueAccountantWorkItem;
    expect(answer).toMatchObject({ outcome: 'Queued', allocationId: null });
    expect(answer.workItem).toMatchObject({ ...processing, postingId: answer.postingId, matchStatus: 'Excluded' });
    expect(await list('state=Processing')).toEqual([rent, excludedRent].sort());

    // Rejected: the posting is cancelled, its hold gone, and the line is ready again by its rule.
    const rejected = await scope.accountant
      .rest('post', `/api/erp/postings/${postingId}/reject`)
      .set(scope.headers)
      .send({ reason: 'Wrong month' });
    expect(rejected.status).toBe(200);
    expect(await item(rent)).toMatchObject({ workflowState: 'ReadyForApproval', postingId: null });
  });

  it('a stale proposal hash or a refused queue rule changes nothing', async () => {
    const [rent] = await seedTransactions(db(), scope, [
      { amount: 150_000, description: 'Rent for February', matchStatus: 'Unmatched' },
    ]);
    const ruleId = await createRule({ name: 'Rent', purposeContains: 'rent' });
    const stale = await approveAndQueue(rent, { proposalHash: 'f'.repeat(64) });
    expect(stale.body).toMatchObject({ outcome: 'NeedsAttention', warnings: [{ code: 'proposal_changed' }] });

    await db().query(`UPDATE erp_connections SET is_default = false WHERE organization_id = $1`, [
      scope.organizationId,
    ]);
    const refused = await approveAndQueue(rent);
    expect(refused.body).toMatchObject({
      outcome: 'Blocked',
      postingId: null,
      warnings: [{ code: 'direct_posting_rule_stale' }],
    });
    expect(await item(rent)).toMatchObject({ workflowState: 'ReadyForApproval', directPostingRuleId: ruleId });
    const [{ count }] = await db().query(
      'SELECT count(*)::int AS count FROM erp_payment_postings WHERE organization_id = $1',
      [scope.organizationId],
    );
    expect(count).toBe(0);
  });

  it('a payment run previews and queues direct lines with the invoice ones (GraphQL)', async () => {
    const [rent, fee] = await seedTransactions(db(), scope, [
      { amount: 150_000, description: 'Rent for February', matchStatus: 'Unmatched' },
      { amount: 900, description: 'Bank fee', matchStatus: 'Excluded' },
    ]);
    await createRule({ name: 'Rent', purposeContains: 'rent' });
    await createRule({ name: 'Bank fees', purposeContains: 'bank fee' });

    const preview = await scope.accountant
      .graphql(
        `query ($input: AccountantPaymentRunPreviewInput) { accountantPaymentRunPreview(input: $input) {
           eligible { bankTransactionId transactionRowVersion proposalHash amount } eligibleCount totalAmount } }`,
        { input: {} },
      )
      .set(scope.headers);
    expect(preview.body.errors).toBeUndefined();
    const run = preview.body.data.accountantPaymentRunPreview;
    expect(run).toMatchObject({ eligibleCount: 2, totalAmount: 150_900 });
    expect(run.eligible.map((row: { bankTransactionId: string }) => row.bankTransactionId).sort()).toEqual(
      [rent, fee].sort(),
    );

    const items = run.eligible.map((row: Record<string, unknown>) => ({
      bankTransactionId: row.bankTransactionId,
      expectedTransactionRowVersion: row.transactionRowVersion,
      proposalHash: row.proposalHash,
    }));
    const approve = (correlationId: string) =>
      scope.accountant
        .graphql(
          `mutation ($input: AccountantPaymentRunApproveInput!) { approveAccountantPaymentRun(input: $input) {
             succeededCount skippedCount failedCount results { bankTransactionId outcome postingId allocationId } } }`,
          { input: { correlationId, items } },
        )
        .set(scope.headers);
    const approved = await approve('run-1');
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.approveAccountantPaymentRun).toMatchObject({
      succeededCount: 2,
      skippedCount: 0,
      failedCount: 0,
    });
    const again = await approve('run-1');
    expect(again.body.data.approveAccountantPaymentRun).toMatchObject({ succeededCount: 0, skippedCount: 2 });
    const postings = await db().query(
      `SELECT status, payment_allocation_id FROM erp_payment_postings WHERE organization_id = $1`,
      [scope.organizationId],
    );
    expect(postings).toEqual([
      { status: 'ApprovalRequired', payment_allocation_id: null },
      { status: 'ApprovalRequired', payment_allocation_id: null },
    ]);
  });
});
