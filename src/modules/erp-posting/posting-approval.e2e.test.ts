import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { confirmPayment, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import {
  approvedAllocation,
  createPostingScope,
  queuedPosting,
  seedPayableDocuments,
} from '../../../test/posting-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const APPROVE = `mutation ($id: UUID!, $input: PostingRowVersionInput) {
  approveErpPosting(id: $id, input: $input) { id status rowVersion approvedByUserId } }`;
const WRITE_TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };

/**
 * Who may approve a posting: the organization's postingApproval over the real server, with the simulator for the
 * write target's lists. No worker runs, so an approved posting stays Queued.
 */
describe('postings: approval by a second person', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;
  let scope: PaymentScope;
  let second: SignedInClient;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 200 });
  });
  afterAll(() => simulator.close());
  beforeEach(async () => {
    scope = await createPostingScope(env, simulator);
    second = await env.clientFor('Accountant', { organizationId: scope.organizationId, locationId: scope.locationId });
  });

  const db = () => env.app.dataSource;
  const approve = (client: SignedInClient, postingId: string, body: object = {}) =>
    client.rest('post', `/api/erp/postings/${postingId}/approve`).set(scope.headers).send(body);

  /** The organization's setting, changed as its administrator changes it. */
  async function requireSecondPerson(): Promise<void> {
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
    const current = await admin.rest('get', `/api/organizations/${scope.organizationId}`);
    const updated = await admin
      .rest('put', `/api/organizations/${scope.organizationId}`)
      .send({ name: current.body.name, status: 'Active', postingApproval: 'SecondPersonRequired' });
    expect(updated.status).toBe(200);
    expect(updated.body.postingApproval).toBe('SecondPersonRequired');
  }

  /** A posting awaiting approval with its write target, confirmed and queued by the scope's accountant. */
  async function awaitingApproval(amount = 40_000): Promise<{ postingId: string; rowVersion: number }> {
    const documentIds = await seedPayableDocuments(db(), scope, simulator, [amount]);
    const { allocationId } = await approvedAllocation(db(), scope, documentIds, [amount]);
    const posting = await queuedPosting(scope, allocationId);
    return { postingId: posting.id, rowVersion: posting.rowVersion as number };
  }

  /** What a refused approve must leave untouched. */
  const stateOf = async (postingId: string) =>
    (
      await db().query(
        `SELECT p.status, p.row_version, p.approved_by_user_id, p.next_run_at_utc, o.dispatched_at_utc,
                (SELECT count(*)::int FROM audit_log l WHERE l.entity_id = p.id::text AND l.action = 'Approve') AS approvals
           FROM erp_payment_postings p JOIN erp_posting_outbox o ON o.posting_id = p.id WHERE p.id = $1`,
        [postingId],
      )
    )[0];
  const approveAudit = async (postingId: string) =>
    (
      await db().query(`SELECT details_json AS details FROM audit_log WHERE entity_id = $1 AND action = 'Approve'`, [
        postingId,
      ])
    )[0]?.details;

  it('SameUserAllowed (the default): the user who confirmed and queued the posting approves it', async () => {
    const organization = await scope.accountant.rest('get', `/api/organizations/${scope.organizationId}`);
    expect(organization.body.postingApproval).toBe('SameUserAllowed');
    const { postingId } = await awaitingApproval();
    const approved = await approve(scope.accountant, postingId);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Queued', approvedByUserId: scope.accountant.user.id });
    expect(await approveAudit(postingId)).toMatchObject({
      postingApproval: 'SameUserAllowed',
      confirmedByUserId: scope.accountant.user.id,
      queuedByUserId: scope.accountant.user.id,
      approvedByUserId: scope.accountant.user.id,
    });
  });

  it('SecondPersonRequired over REST: the confirming user is refused after state and rowVersion, a second user approves', async () => {
    await requireSecondPerson();
    const { postingId, rowVersion } = await awaitingApproval();
    const before = await stateOf(postingId);

    const stale = await approve(scope.accountant, postingId, { rowVersion: rowVersion - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.conflict');
    const refused = await approve(scope.accountant, postingId, { rowVersion });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'posting.second_person_required', params: { postingId } });
    expect(await stateOf(postingId)).toEqual(before);

    const approved = await approve(second, postingId, { rowVersion });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Queued', approvedByUserId: second.user.id });
    expect(await approveAudit(postingId)).toMatchObject({
      postingApproval: 'SecondPersonRequired',
      confirmedByUserId: scope.accountant.user.id,
      queuedByUserId: scope.accountant.user.id,
      approvedByUserId: second.user.id,
    });
    const again = await approve(scope.accountant, postingId);
    expect(again.body.code).toBe('workflow.invalid_transition');
  });

  it('SecondPersonRequired over GraphQL; the user who only queued is refused as well as the one who confirmed', async () => {
    await requireSecondPerson();
    const third = await env.clientFor('Accountant', {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
    });
    const documentIds = await seedPayableDocuments(db(), scope, simulator, [15_000]);
    // The scope's accountant confirms; the second user queues.
    const { allocationId } = await approvedAllocation(db(), scope, documentIds, [15_000]);
    const queued = await queuedPosting({ ...scope, accountant: second }, allocationId);
    const approveAs = (client: SignedInClient) =>
      client.graphql(APPROVE, { id: queued.id, input: {} }).set(scope.headers);

    for (const refusedClient of [second, scope.accountant]) {
      const refused = await approveAs(refusedClient);
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors[0].extensions).toMatchObject({
        code: 'posting.second_person_required',
        params: { postingId: queued.id },
      });
    }
    const before = await stateOf(queued.id);
    expect(before).toMatchObject({ status: 'ApprovalRequired', approvals: 0, dispatched_at_utc: null });

    const approved = await approveAs(third);
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.approveErpPosting).toMatchObject({ status: 'Queued', approvedByUserId: third.user.id });
    expect(await approveAudit(queued.id)).toMatchObject({
      confirmedByUserId: scope.accountant.user.id,
      queuedByUserId: second.user.id,
      approvedByUserId: third.user.id,
    });
  });

  it('approve-and-queue and a payment run stop at ApprovalRequired: their user cannot approve, a second user can', async () => {
    await requireSecondPerson();
    await seedPayableDocuments(db(), scope, simulator, [5_000]);
    const [single] = await seedTransactions(db(), scope, [{ amount: 5_000 }]);
    const queued = await scope.accountant
      .rest('post', `/api/accountant-work-items/${single}/approve-and-queue`)
      .set(scope.headers)
      .send({ idempotencyKey: 'second-person', writeTarget: WRITE_TARGET });
    expect(queued.body).toMatchObject({ outcome: 'Queued', workItem: { postingStatus: 'ApprovalRequired' } });

    const runDocuments = await seedPayableDocuments(db(), scope, simulator, [6_000, 7_000]);
    const runTransactions = await seedTransactions(db(), scope, [{ amount: 6_000 }, { amount: 7_000 }]);
    for (const [index, transactionId] of runTransactions.entries()) {
      const lines = [{ documentId: runDocuments[index], allocatedAmount: [6_000, 7_000][index] }];
      expect((await confirmPayment(scope, transactionId, lines)).status).toBe(201);
    }
    const preview = await scope.accountant
      .rest('post', '/api/accountant-payment-runs/preview')
      .set(scope.headers)
      .send({ bankTransactionIds: runTransactions });
    expect(preview.body.eligibleCount).toBe(2);
    const run = await scope.accountant
      .rest('post', '/api/accountant-payment-runs/approve')
      .set(scope.headers)
      .send({
        correlationId: 'second-person-run',
        items: preview.body.eligible.map((eligible: Record<string, unknown>) => ({
          bankTransactionId: eligible.bankTransactionId,
          expectedTransactionRowVersion: eligible.transactionRowVersion,
          proposalHash: eligible.proposalHash,
        })),
      });
    expect(run.body).toMatchObject({ succeededCount: 2, failedCount: 0 });

    const postingIds = [queued.body.postingId, ...run.body.results.map((r: { postingId: string }) => r.postingId)];
    for (const postingId of postingIds as string[]) {
      expect(await stateOf(postingId)).toMatchObject({ status: 'ApprovalRequired', approvals: 0 });
      const refused = await approve(scope.accountant, postingId);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('posting.second_person_required');
      const approved = await approve(second, postingId);
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('Queued');
    }
  });
});
