import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import type { PaymentScope } from '../../../test/payment-fixtures';
import {
  approvedAllocation,
  createPostingScope,
  queuedPosting,
  seedPayableDocuments,
} from '../../../test/posting-fixtures';
import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';

async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

/** No worker runs in this file: whatever reaches the simulator was written by an API call, which must never happen. */
describe('posting preview and queue rules', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;
  let scope: PaymentScope;

  beforeAll(async () => {
    // Every test has its own connection, and the worker keeps one session per connection while it is in use.
    simulator = await startErpSimulator({ port: 0, sessionLimit: 200 });
  });
  afterAll(async () => {
    expect(simulator.state.calls.writePayment).toBe(0);
    await simulator.close();
  });
  beforeEach(async () => {
    scope = await createPostingScope(env, simulator);
  });

  const db = () => env.app.dataSource;
  const post = (path: string, body: object = {}) => scope.accountant.rest('post', path).set(scope.headers).send(body);
  const approved = async (amounts = [60_000, 40_000]) => {
    const documentIds = await seedPayableDocuments(db(), scope, simulator, amounts);
    return { documentIds, ...(await approvedAllocation(db(), scope, documentIds, amounts)) };
  };
  const postingsOf = (allocationId: string) =>
    db().query(
      `SELECT p.id, o.message_type FROM erp_payment_postings p JOIN erp_posting_outbox o ON o.posting_id = p.id
        WHERE p.payment_allocation_id = $1`,
      [allocationId],
    );
  const expectRefused = async (allocationId: string, code: string) => {
    const preview = await post(`/api/erp/postings/preview/${allocationId}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ canQueue: false, blockReason: code });
    const queued = await post(`/api/erp/postings/queue/${allocationId}`);
    expect(queued.status).toBe(409);
    expect(queued.body.code).toBe(code);
    expect(await postingsOf(allocationId)).toEqual([]);
    const allocation = await scope.accountant
      .rest('get', `/api/payment-allocations/${allocationId}`)
      .set(scope.headers);
    expect(allocation.body.status).toBe('Approved');
    return queued.body;
  };

  it('previews without writing, then queues one posting awaiting approval with its outbox row and audit entry', async () => {
    const { allocationId, bankTransactionId, documentIds } = await approved();
    const preview = await post(`/api/erp/postings/preview/${allocationId}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      allocationId,
      bankTransactionId,
      totalAmount: 100_000,
      currency: 'RUB',
      canQueue: true,
      blockReason: null,
      warnings: [],
    });
    expect(preview.body.lines).toEqual([
      expect.objectContaining({
        documentId: documentIds[0],
        documentType: 'IncomingInvoice',
        allocatedAmount: 60_000,
        paymentStatusBefore: 'Unpaid',
        expectedPaymentStatusAfter: 'Paid',
      }),
      expect.objectContaining({ documentId: documentIds[1], allocatedAmount: 40_000 }),
    ]);
    expect(await postingsOf(allocationId)).toEqual([]);

    const queued = await post(`/api/erp/postings/queue/${allocationId}`);
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({
      paymentAllocationId: allocationId,
      status: 'ApprovalRequired',
      attemptCount: 0,
      reconciliationAttemptCount: 0,
      postingType: 'SupplierPayment',
      postingDate: '2025-02-01',
      requiresApproval: true,
      totalAmount: 100_000,
      accountId: null,
      idempotencyKey: `recon-posting-${queued.body.id}`,
      rowVersion: 1,
    });
    expect(queued.body.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await postingsOf(allocationId)).toEqual([
      { id: queued.body.id, message_type: 'erp.payment_posting.requested' },
    ]);
    const allocation = await scope.accountant
      .rest('get', `/api/payment-allocations/${allocationId}`)
      .set(scope.headers);
    expect(allocation.body.status).toBe('PostingQueued');
    const [audit] = await db().query(`SELECT action, entity_type, details_json FROM audit_log WHERE entity_id = $1`, [
      queued.body.id,
    ]);
    expect(audit).toMatchObject({ action: 'Queue', entity_type: 'ErpPaymentPosting' });
    expect(audit.details_json).toMatchObject({ allocationId, postingId: queued.body.id, totalAmount: 100_000 });

    const again = await post(`/api/erp/postings/queue/${allocationId}`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('workflow.invalid_transition');
    expect(await postingsOf(allocationId)).toHaveLength(1);
  });

  it('refuses to queue an allocation that is not approved, or with a stale allocationRowVersion', async () => {
    const documentIds = await seedPayableDocuments(db(), scope, simulator, [5_000]);
    const { allocationId } = await approvedAllocation(db(), scope, documentIds, [5_000]);
    await db().query(`UPDATE payment_allocations SET status = 'NeedsReview' WHERE id = $1`, [allocationId]);
    const unapproved = await post(`/api/erp/postings/queue/${allocationId}`);
    expect(unapproved.status).toBe(409);
    expect(unapproved.body).toMatchObject({ code: 'workflow.invalid_transition', params: { state: 'NeedsReview' } });
    await db().query(`UPDATE payment_allocations SET status = 'Approved' WHERE id = $1`, [allocationId]);
    const stale = await post(`/api/erp/postings/queue/${allocationId}`, { allocationRowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.conflict');
    expect(await postingsOf(allocationId)).toEqual([]);
  });

  it.each([
    ['document_deleted', `UPDATE erp_document_snapshots SET is_deleted = true`],
    ['document_not_processed', `UPDATE erp_document_snapshots SET is_processed = false`],
    ['document_processing_state_unknown', `UPDATE erp_document_snapshots SET is_processed = NULL`],
    [
      'document_not_found',
      `DELETE FROM payment_document_reservations WHERE document_id = $1;
      DELETE FROM erp_document_snapshots`,
    ],
    ['document_not_payable', `UPDATE erp_document_snapshots SET unpaid_amount = 100, paid_amount = amount - 100`],
    ['outlet_unresolved', `UPDATE erp_document_snapshots SET location_id = NULL`],
    ['erp_posting_rule_unsupported', `UPDATE erp_document_snapshots SET document_type = 'IncomingService'`],
  ])('revalidates the snapshots at queue: %s creates neither posting nor outbox row', async (code, change) => {
    const { allocationId, documentIds } = await approved();
    const [first, second] = change.split(';');
    if (second) await db().query(first, [documentIds[0]]);
    await db().query(`${second ?? first} WHERE external_document_id = $1`, [documentIds[0]]);
    const refused = await expectRefused(allocationId, code);
    expect(refused.params).toMatchObject({ allocationId, documentId: documentIds[0] });
  });

  it('keeps a document of another outlet review-blocked (manual_outlet_review_required)', async () => {
    const { allocationId, documentIds } = await approved();
    const other = await env.createLocation(scope.organizationId);
    await db().query(`UPDATE erp_document_snapshots SET location_id = $2 WHERE external_document_id = $1`, [
      documentIds[1],
      other,
    ]);
    await expectRefused(allocationId, 'manual_outlet_review_required');
  });

  it('refuses incoming and outgoing documents mixed in one posting', async () => {
    const { allocationId, documentIds } = await approved();
    await db().query(
      `UPDATE erp_document_snapshots SET direction = 'outgoing', document_type = 'OutgoingInvoice'
        WHERE external_document_id = $1`,
      [documentIds[1]],
    );
    await expectRefused(allocationId, 'posting_rule_mixed_document_directions');
  });

  it('refuses a payment whose lines no longer carry the whole amount', async () => {
    const { allocationId, documentIds } = await approved();
    await db().query(`DELETE FROM payment_allocation_lines WHERE allocation_id = $1 AND document_id = $2`, [
      allocationId,
      documentIds[1],
    ]);
    await expectRefused(allocationId, 'payment_not_fully_distributed');
  });

  it('holds the queue while the import balance review is open, and lets it through once overridden', async () => {
    const { allocationId, bankTransactionId } = await approved();
    const [{ import_id: importId }] = await db().query(`SELECT import_id FROM bank_transactions WHERE id = $1`, [
      bankTransactionId,
    ]);
    await db().query(`UPDATE bank_imports SET balance_matches = false WHERE id = $1`, [importId]);
    const refused = await expectRefused(allocationId, 'bank_import_balance_review_required');
    expect(refused.params).toMatchObject({ importId });
    await db().query(`UPDATE bank_imports SET balance_review_overridden = true WHERE id = $1`, [importId]);
    expect((await post(`/api/erp/postings/queue/${allocationId}`)).status).toBe(201);
  });

  it('answers 403 for a queue outside the caller scope, whatever its headers, and 404 for reading it', async () => {
    const { allocationId } = await approved();
    const otherOrganization = await env.createOrganization();
    const otherOutlet = await env.createLocation(otherOrganization);
    const stranger = await env.clientFor('Accountant', { organizationId: otherOrganization, locationId: otherOutlet });
    const ownHeaders = { 'X-Organization-Id': otherOrganization, 'X-Location-Id': otherOutlet };
    for (const headers of [{}, ownHeaders]) {
      const denied = await stranger.rest('post', `/api/erp/postings/queue/${allocationId}`).set(headers).send({});
      expect([denied.status, denied.body.code]).toEqual([403, 'forbidden']);
    }
    const hidden = await stranger.rest('post', `/api/erp/postings/preview/${allocationId}`).set(ownHeaders);
    expect([hidden.status, hidden.body.code]).toEqual([404, 'not_found']);
    // A caller who reaches the allocation but names another outlet of the organization still gets 404.
    const sibling = await env.createLocation(scope.organizationId);
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
    const elsewhere = await admin
      .rest('post', `/api/erp/postings/queue/${allocationId}`)
      .set({ 'X-Organization-Id': scope.organizationId, 'X-Location-Id': sibling })
      .send({});
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'not_found']);
    const viewer = await env.clientFor('Viewer', {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
    });
    expect((await viewer.rest('post', `/api/erp/postings/queue/${allocationId}`).set(scope.headers)).status).toBe(403);
    expect(await postingsOf(allocationId)).toEqual([]);
  });

  it('lists the outlet postings with filters, and a foreign organization filter selects nothing', async () => {
    const first = await approved([1_000]);
    const second = await approved([2_000]);
    const a = await queuedPosting(scope, first.allocationId);
    const b = await queuedPosting(scope, second.allocationId);
    const list = await scope.accountant.rest('get', '/api/erp/postings?pageSize=1').set(scope.headers);
    expect(list.body).toMatchObject({ totalCount: 2, page: 1, pageSize: 1, items: [{ id: b.id }] });
    const filtered = await scope.accountant
      .rest('get', `/api/erp/postings?status=ApprovalRequired&connectionId=${scope.connectionId}&page=2&pageSize=1`)
      .set(scope.headers);
    expect(filtered.body.items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    // Over REST the query pair is the context (docs/access.md §Active context): disagreeing with the headers is a 400.
    const foreignOrganization = await env.createOrganization();
    const mismatch = await scope.accountant
      .rest('get', `/api/erp/postings?organizationId=${foreignOrganization}&locationId=${scope.locationId}`)
      .set(scope.headers);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('validation.failed');
    // Over GraphQL they are filters within the context: a foreign one selects nothing rather than widening it.
    const foreign = await env.graphql(
      `query($organizationId: UUID) { erpPostings(organizationId: $organizationId) { totalCount items { id } } }`,
      { organizationId: foreignOrganization },
      { Authorization: `Bearer ${scope.accountant.accessToken}`, ...scope.headers },
    );
    expect(foreign.body.data.erpPostings).toEqual({ totalCount: 0, items: [] });
  });

  it('reads Allocation.posting and Posting.attempts for many allocations in a constant number of statements', async () => {
    for (let i = 0; i < 4; i += 1) {
      const { allocationId } = await approved([1_000 + i]);
      await queuedPosting(scope, allocationId);
    }
    const query = `query($pageSize: Int) { paymentAllocations(pageSize: $pageSize) {
        items { id posting { id status attempts { kind outcome } } } } }`;
    const read = async (pageSize: number) => {
      const before = await sqlStatements(env);
      const response = await env.graphql(
        query,
        { pageSize },
        {
          Authorization: `Bearer ${scope.accountant.accessToken}`,
          ...scope.headers,
        },
      );
      const statements = (await sqlStatements(env)) - before;
      expect(response.body.errors).toBeUndefined();
      return { statements, items: response.body.data.paymentAllocations.items };
    };
    const one = await read(1);
    const four = await read(4);
    expect(four.items).toHaveLength(4);
    expect(
      four.items.every((item: { posting: { status: string } }) => item.posting.status === 'ApprovalRequired'),
    ).toBe(true);
    expect(four.statements).toBe(one.statements);
  });
});
