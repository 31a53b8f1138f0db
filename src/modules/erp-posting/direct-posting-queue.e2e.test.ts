import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import type { PaymentScope } from '../../../test/payment-fixtures';
import { seedTransactions } from '../../../test/payment-fixtures';
import { createPostingScope } from '../../../test/posting-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };

/**
 * Direct postings up to approval (docs/direct-postings.md §Postings): preview and queue of a bank line a rule takes,
 * the block reasons, the hold, reject and the second-person rule, over REST against the simulator's lists.
 */
describe('direct postings: preview, queue, hold and approval', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;
  let scope: PaymentScope;
  let admin: SignedInClient;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 200 });
  });
  afterAll(async () => {
    await simulator.close();
  });
  beforeEach(async () => {
    scope = await createPostingScope(env, simulator);
    admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
  });

  const db = () => env.app.dataSource;
  const get = (path: string) => scope.accountant.rest('get', path).set(scope.headers);
  const post = (path: string, body: object = {}, client = scope.accountant) =>
    client.rest('post', path).set(scope.headers).send(body);
  const createRule = async (input: Record<string, unknown>): Promise<string> => {
    const response = await admin
      .rest('post', '/api/direct-posting-rules')
      .set('X-Organization-Id', scope.organizationId)
      .send({ ...TARGET, direction: 'Debit', ...input });
    expect(response.status).toBe(201);
    return response.body.id;
  };
  const rentLine = async (description = 'Rent for February, office 12', amount = 150_000) =>
    (await seedTransactions(db(), scope, [{ amount, description, matchStatus: 'Unmatched' }]))[0];

  it('queues a rent line by its rule: ApprovalRequired, target copied, outbox, hold and audit in one go', async () => {
    const ruleId = await createRule({ name: 'Rent', purposeContains: 'rent for' });
    const lineId = await rentLine();

    const preview = await get(`/api/erp/direct-postings/preview/${lineId}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      bankTransactionId: lineId,
      direction: 'Debit',
      postingType: 'DirectPayOut',
      totalAmount: 150_000,
      rule: { id: ruleId, name: 'Rent' },
      writeTarget: { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' },
      canQueue: true,
      blockReason: null,
      warnings: [],
    });

    const queued = await post(`/api/erp/direct-postings/queue/${lineId}`, { expectedRuleId: ruleId });
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({
      status: 'ApprovalRequired',
      postingType: 'DirectPayOut',
      paymentAllocationId: null,
      directPostingRuleId: ruleId,
      bankTransactionId: lineId,
      totalAmount: 150_000,
      accountId: 'acc-bank-1',
      cashFlowArticleId: 'cfa-supplier-payments',
      idempotencyKey: `recon-direct-${queued.body.id}`,
    });
    const [rows] = await db().query(
      `SELECT (SELECT posting_id FROM bank_transaction_holds WHERE bank_transaction_id = $1) AS "holdPostingId",
              (SELECT message_type FROM erp_posting_outbox WHERE posting_id = $2::uuid) AS "messageType",
              (SELECT details_json->>'ruleId' FROM audit_log WHERE entity_id = $2::text AND action = 'Queue') AS "auditRuleId"`,
      [lineId, queued.body.id],
    );
    expect(rows).toEqual({
      holdPostingId: queued.body.id,
      messageType: 'erp.direct_posting.requested',
      auditRuleId: ruleId,
    });

    // A later rule change never alters the queued posting; the line is held: a second queue is refused.
    await db().query(`UPDATE direct_posting_rules SET account_id = 'acc-cash-1' WHERE id = $1`, [ruleId]);
    expect((await get(`/api/erp/postings/${queued.body.id}`)).body.accountId).toBe('acc-bank-1');
    const again = await post(`/api/erp/direct-postings/queue/${lineId}`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('workflow.invalid_transition');
    expect((await get(`/api/erp/direct-postings/preview/${lineId}`)).body).toMatchObject({
      canQueue: false,
      blockReason: 'workflow.invalid_transition',
    });
  });

  it('refuses, changing nothing: no rule, two rules, a stale rule, an open balance review, a stale expectedRuleId', async () => {
    const refusal = async (lineId: string, code: string, body: object = {}) => {
      const preview = await get(`/api/erp/direct-postings/preview/${lineId}`);
      if (code !== 'concurrency.conflict') expect(preview.body).toMatchObject({ canQueue: false, blockReason: code });
      const response = await post(`/api/erp/direct-postings/queue/${lineId}`, body);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe(code);
    };
    const untaken = await rentLine('Coffee beans');
    await refusal(untaken, 'direct_posting_rule_missing');

    const ruleId = await createRule({ name: 'Rent', purposeContains: 'rent for' });
    const other = await createRule({ name: 'Office', purposeContains: 'office 12' });
    const ambiguous = await rentLine();
    await refusal(ambiguous, 'direct_posting_rule_ambiguous');
    await admin.rest('post', `/api/direct-posting-rules/${other}/deactivate`).send({});

    const balance = await rentLine();
    await db().query(
      `UPDATE bank_imports SET balance_matches = false WHERE id = (SELECT import_id FROM bank_transactions WHERE id = $1)`,
      [balance],
    );
    await refusal(balance, 'bank_import_balance_review_required');

    const expected = await rentLine();
    await refusal(expected, 'concurrency.conflict', { expectedRuleId: other });

    const matched = (await seedTransactions(db(), scope, [{ amount: 5_000, description: 'Rent for March' }]))[0];
    await refusal(matched, 'direct_posting_rule_missing');

    const stale = await rentLine();
    await db().query(`UPDATE direct_posting_rules SET erp_connection_id = $2 WHERE id = $1`, [
      ruleId,
      await env.createErpConnection(scope.organizationId, {
        baseUrl: 'http://127.0.0.1:9',
        login: 'other',
        password: 'other-password',
      }),
    ]);
    await db().query(`UPDATE erp_connections SET is_default = (id = $2) WHERE organization_id = $1`, [
      scope.organizationId,
      scope.connectionId,
    ]);
    await refusal(stale, 'direct_posting_rule_stale');

    const [counts] = await db().query(
      `SELECT (SELECT count(*)::int FROM erp_payment_postings WHERE organization_id = $1) AS postings,
              (SELECT count(*)::int FROM bank_transaction_holds h JOIN bank_transactions t ON t.id = h.bank_transaction_id
                WHERE t.organization_id = $1) AS holds`,
      [scope.organizationId],
    );
    expect(counts).toEqual({ postings: 0, holds: 0 });
  });

  it('a foreign line is 403; a Viewer may not queue', async () => {
    await createRule({ name: 'Rent', purposeContains: 'rent for' });
    const lineId = await rentLine();
    const foreign = await createPostingScope(env, simulator);
    const outsider = await foreign.accountant.rest('post', `/api/erp/direct-postings/queue/${lineId}`).send({});
    expect(outsider.status).toBe(403);
    const viewer = await env.clientFor('Viewer', { organizationId: scope.organizationId });
    expect((await post(`/api/erp/direct-postings/queue/${lineId}`, {}, viewer)).status).toBe(403);
  });

  it('reject releases the hold so the line can be queued again; under SecondPersonRequired the queuing user cannot approve', async () => {
    await createRule({ name: 'Rent', purposeContains: 'rent for' });
    const lineId = await rentLine();
    const first = (await post(`/api/erp/direct-postings/queue/${lineId}`)).body;
    const rejected = await post(`/api/erp/postings/${first.id}/reject`, { reason: 'Wrong month' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('Cancelled');
    const [hold] = await db().query('SELECT 1 FROM bank_transaction_holds WHERE bank_transaction_id = $1', [lineId]);
    expect(hold).toBeUndefined();

    const current = await admin.rest('get', `/api/organizations/${scope.organizationId}`);
    await admin
      .rest('put', `/api/organizations/${scope.organizationId}`)
      .send({ name: current.body.name, status: 'Active', postingApproval: 'SecondPersonRequired' });
    const second = (await post(`/api/erp/direct-postings/queue/${lineId}`)).body;
    expect(second.status).toBe('ApprovalRequired');
    const refused = await post(`/api/erp/postings/${second.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('posting.second_person_required');
    const colleague = await env.clientFor('Accountant', {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
    });
    const approved = await post(`/api/erp/postings/${second.id}/approve`, {}, colleague);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('Queued');
    const [entry] = await db().query(
      `SELECT details_json AS details FROM audit_log WHERE entity_id = $1 AND action = 'Approve'`,
      [second.id],
    );
    expect(entry.details).toMatchObject({
      confirmedByUserId: scope.accountant.user.id,
      queuedByUserId: scope.accountant.user.id,
      approvedByUserId: colleague.user.id,
      ruleId: expect.any(String),
    });
  });
});
