import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { confirmPayment, type PaymentScope } from '../../../test/payment-fixtures';
import {
  approvedAllocation,
  createPostingScope,
  queuedPosting,
  seedPayableDocuments,
} from '../../../test/posting-fixtures';
import { subscribe, waitForListeners, waitUntil } from '../../../test/subscription-client';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const REJECT = `mutation ($id: UUID!, $input: RejectPostingInput!) {
  rejectErpPosting(id: $id, input: $input) { id status rowVersion } }`;
const POSTING_STATUS = 'subscription { erpPostingStatusChanged { postingId previousStatus status } }';
const WORK_ITEMS = 'subscription { accountantWorkItemChanged { bankTransactionId cause } }';

interface Queued {
  postingId: string;
  allocationId: string;
  bankTransactionId: string;
  documentIds: string[];
  rowVersion: number;
}

/**
 * Reject: a posting awaiting approval withdrawn with its allocation, over the real server. No worker runs, so an
 * approved posting stays Queued.
 */
describe('postings: reject before approval', () => {
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
  const reject = (client: SignedInClient, postingId: string, body: object) =>
    client.rest('post', `/api/erp/postings/${postingId}/reject`).set(scope.headers).send(body);
  const approve = (client: SignedInClient, postingId: string) =>
    client.rest('post', `/api/erp/postings/${postingId}/approve`).set(scope.headers).send({});

  async function awaitingApproval(amounts = [30_000, 12_000]): Promise<Queued> {
    const documentIds = await seedPayableDocuments(db(), scope, simulator, amounts);
    const { allocationId, bankTransactionId } = await approvedAllocation(db(), scope, documentIds, amounts);
    const posting = await queuedPosting(scope, allocationId);
    return {
      postingId: posting.id,
      allocationId,
      bankTransactionId,
      documentIds,
      rowVersion: posting.rowVersion as number,
    };
  }

  /** Everything reject changes: the posting, its outbox row, the allocation, the reservations, the hold, the audit. */
  const stateOf = async ({ postingId, bankTransactionId, documentIds }: Queued) =>
    (
      await db().query(
        `SELECT p.status, p.row_version AS "rowVersion", p.next_run_at_utc AS "nextRunAtUtc",
                o.dispatched_at_utc AS "dispatchedAtUtc", o.processed_at_utc IS NOT NULL AS "outboxProcessed",
                a.status AS "allocationStatus", a.row_version AS "allocationRowVersion", a.cancel_reason AS "cancelReason",
                (SELECT sum(r.reserved_amount)::int FROM payment_document_reservations r
                  WHERE r.connection_id = $4 AND r.document_id = ANY($3)) AS reserved,
                (SELECT count(*)::int FROM bank_transaction_holds h WHERE h.bank_transaction_id = $2) AS holds,
                (SELECT count(*)::int FROM audit_log l WHERE l.entity_id = p.id::text AND l.action = 'Reject') AS rejects
           FROM erp_payment_postings p
           JOIN erp_posting_outbox o ON o.posting_id = p.id
           JOIN payment_allocations a ON a.id = p.payment_allocation_id
          WHERE p.id = $1`,
        [postingId, bankTransactionId, documentIds, scope.connectionId],
      )
    )[0];
  const rejectAudit = async (postingId: string) =>
    (
      await db().query(
        `SELECT user_id AS "userId", details_json AS details FROM audit_log WHERE entity_id = $1 AND action = 'Reject'`,
        [postingId],
      )
    )[0];

  it('over REST, by the user who queued it even where a second person must approve: posting and allocation Cancelled, reservations and hold released, events published, the payment allocated again', async () => {
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
    const name = (await admin.rest('get', `/api/organizations/${scope.organizationId}`)).body.name;
    await admin
      .rest('put', `/api/organizations/${scope.organizationId}`)
      .send({ name, status: 'Active', postingApproval: 'SecondPersonRequired' })
      .expect(200);
    const queued = await awaitingApproval();
    expect(await stateOf(queued)).toMatchObject({ reserved: 42_000, holds: 1, allocationStatus: 'PostingQueued' });
    // Allocation cancel stays refused once queued: reject is the one way back.
    const cancel = await scope.accountant
      .rest('post', `/api/payment-allocations/${queued.allocationId}/cancel`)
      .set(scope.headers)
      .send({ reason: 'not this way' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('allocation.not_editable_after_queued');

    const listeners = env.app.events.listenerCount();
    const params = { Authorization: `Bearer ${second.accessToken}`, ...scope.headers };
    const statuses = subscribe(env.baseUrl, params, POSTING_STATUS);
    const workItems = subscribe(env.baseUrl, params, WORK_ITEMS);
    await waitForListeners(env, listeners + 2);
    try {
      const rejected = await reject(scope.accountant, queued.postingId, {
        reason: '  Wrong supplier invoice  ',
        rowVersion: queued.rowVersion,
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ status: 'Cancelled', rowVersion: queued.rowVersion + 1 });
      expect(await statuses.nth(1)).toEqual({
        postingId: queued.postingId,
        previousStatus: 'ApprovalRequired',
        status: 'Cancelled',
      });
      expect(await workItems.nth(1)).toEqual({ bankTransactionId: queued.bankTransactionId, cause: 'Posting' });
    } finally {
      await Promise.all([statuses.dispose(), workItems.dispose()]);
      await waitUntil(() => env.app.events.listenerCount() === listeners);
    }

    expect(await stateOf(queued)).toEqual({
      status: 'Cancelled',
      rowVersion: queued.rowVersion + 1,
      nextRunAtUtc: null,
      dispatchedAtUtc: null,
      outboxProcessed: true,
      allocationStatus: 'Cancelled',
      allocationRowVersion: expect.any(Number),
      cancelReason: 'Wrong supplier invoice',
      reserved: 0,
      holds: 0,
      rejects: 1,
    });
    expect(await rejectAudit(queued.postingId)).toEqual({
      userId: scope.accountant.user.id,
      details: expect.objectContaining({
        postingId: queued.postingId,
        allocationId: queued.allocationId,
        reason: 'Wrong supplier invoice',
        rejectedByUserId: scope.accountant.user.id,
        changes: {
          status: { from: 'ApprovalRequired', to: 'Cancelled' },
          allocationStatus: { from: 'PostingQueued', to: 'Cancelled' },
        },
      }),
    });
    const allocation = await scope.accountant
      .rest('get', `/api/payment-allocations/${queued.allocationId}`)
      .set(scope.headers);
    expect(allocation.body).toMatchObject({ status: 'Cancelled' });
    const item = await scope.accountant
      .rest('get', `/api/accountant-work-items/${queued.bankTransactionId}`)
      .set(scope.headers);
    expect(item.body).toMatchObject({ postingStatus: null, allocationId: null });

    // Cancelled is terminal: nothing approves, rejects or dispatches it again.
    expect((await approve(second, queued.postingId)).body.code).toBe('workflow.invalid_transition');
    expect((await reject(second, queued.postingId, { reason: 'again' })).body.code).toBe('workflow.invalid_transition');

    const lines = queued.documentIds.map((documentId, index) => ({
      documentId,
      allocatedAmount: [30_000, 12_000][index],
    }));
    const again = await confirmPayment(scope, queued.bankTransactionId, lines);
    expect(again.status).toBe(201);
    expect(again.body.allocationId).not.toBe(queued.allocationId);
    expect(await stateOf(queued)).toMatchObject({ reserved: 42_000, holds: 1 });
  });

  it('over GraphQL, by any holder of erp.postings.approve', async () => {
    const queued = await awaitingApproval([8_000]);
    const response = await second
      .graphql(REJECT, { id: queued.postingId, input: { reason: 'Duplicate of another payment' } })
      .set(scope.headers);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.rejectErpPosting).toMatchObject({ id: queued.postingId, status: 'Cancelled' });
    expect(await stateOf(queued)).toMatchObject({ allocationStatus: 'Cancelled', reserved: 0, holds: 0, rejects: 1 });
    expect((await rejectAudit(queued.postingId)).userId).toBe(second.user.id);
  });

  it('refused inputs change nothing: no permission, blank or missing reason, stale rowVersion, a posting already approved', async () => {
    const queued = await awaitingApproval([9_000]);
    const before = await stateOf(queued);
    const viewer = await env.clientFor('Viewer', {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
    });

    expect((await reject(viewer, queued.postingId, { reason: 'no' })).status).toBe(403);
    for (const body of [{ reason: '   ' }, {}]) {
      const blank = await reject(scope.accountant, queued.postingId, body);
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ code: 'validation.failed', fieldErrors: { reason: ['required'] } });
    }
    const graphqlBlank = await scope.accountant
      .graphql(REJECT, { id: queued.postingId, input: { reason: '' } })
      .set(scope.headers);
    expect(graphqlBlank.body.errors[0].extensions.code).toBe('validation.failed');
    const stale = await reject(scope.accountant, queued.postingId, {
      reason: 'late',
      rowVersion: queued.rowVersion - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.conflict');
    expect(await stateOf(queued)).toEqual(before);

    expect((await approve(scope.accountant, queued.postingId)).status).toBe(200);
    const approved = await stateOf(queued);
    const tooLate = await reject(scope.accountant, queued.postingId, { reason: 'too late' });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body).toMatchObject({
      code: 'workflow.invalid_transition',
      params: { state: 'Queued', operation: 'reject' },
    });
    expect(await stateOf(queued)).toEqual(approved);
  });

  it('approve and reject of one posting at the same time: exactly one wins, and the state is the winner’s', async () => {
    const postings = [];
    for (let round = 0; round < 6; round++) postings.push(await awaitingApproval([1_000 + round]));
    const answers = await Promise.all(
      postings.map((queued) =>
        Promise.all([
          approve(second, queued.postingId),
          reject(scope.accountant, queued.postingId, { reason: 'race' }),
        ]),
      ),
    );
    for (const [index, [approved, rejected]] of answers.entries()) {
      expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
      const loser = approved.status === 409 ? approved : rejected;
      expect(loser.body.code).toBe('workflow.invalid_transition');
      const state = await stateOf(postings[index]);
      if (approved.status === 200) {
        expect(state).toMatchObject({ status: 'Queued', allocationStatus: 'PostingQueued', holds: 1, rejects: 0 });
        expect(state.dispatchedAtUtc).not.toBeNull();
      } else {
        expect(state).toMatchObject({ status: 'Cancelled', allocationStatus: 'Cancelled', holds: 0, rejects: 1 });
        expect(state).toMatchObject({ dispatchedAtUtc: null, nextRunAtUtc: null, reserved: 0 });
      }
    }
  });
});
