import { randomUUID } from 'node:crypto';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { confirmPayment, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import {
  approvedAllocation,
  approvedPosting,
  createPostingScope,
  queuedPosting,
  seedPayableDocuments,
} from '../../../test/posting-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

interface Entry {
  action: string;
  entity_type: string;
  organization_id: string | null;
  location_id: string | null;
  user_email: string | null;
  details: string;
}

/**
 * Each audited event, driven over REST as a client would, leaves its entry with the organization (and outlet where it
 * has one), the acting user, and details that hold no secret.
 */
describe('audit completeness', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;
  let scope: PaymentScope;
  let admin: SignedInClient;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 50 });
    scope = await createPostingScope(env, simulator);
    admin = await env.clientFor('OrganizationAdmin', { organizationId: scope.organizationId });
  });

  afterAll(async () => {
    await simulator.close();
  });

  async function entriesOf(entityId: string): Promise<Entry[]> {
    return env.app.dataSource.query(
      `SELECT action, entity_type, organization_id, location_id, user_email, details_json::text AS details
         FROM audit_log WHERE entity_id = $1 ORDER BY created_at_utc, id`,
      [entityId],
    );
  }

  async function entryOf(entityId: string, action: string): Promise<Entry> {
    const found = (await entriesOf(entityId)).filter((entry) => entry.action === action);
    expect(found).toHaveLength(1);
    const [entry] = found;
    expect(entry.organization_id).toBe(scope.organizationId);
    expect(entry.user_email).not.toBeNull();
    expect(entry.details).not.toMatch(/password|simulator|secret|token/i);
    return entry;
  }

  it('records allocation approve and cancel, posting queue, approve and retry', async () => {
    const { postingId, allocationId } = await approvedPosting(env, scope, simulator, [40_000]);
    for (const action of ['Queue', 'Approve']) {
      expect((await entryOf(postingId, action)).location_id).toBe(scope.locationId);
    }
    const approvals = (await entriesOf(allocationId)).filter((entry) => entry.action === 'Allocate');
    expect(approvals.map((entry) => JSON.parse(entry.details).changes.status.to)).toEqual(['Approved']);
    expect(approvals[0].location_id).toBe(scope.locationId);

    // A failed write is the worker's doing; the test sets the state a failed attempt leaves.
    await env.app.dataSource.query(`UPDATE erp_payment_postings SET status = 'Failed' WHERE id = $1`, [postingId]);
    const retried = await scope.accountant
      .rest('post', `/api/erp/postings/${postingId}/retry`)
      .set(scope.headers)
      .send({});
    expect(retried.status).toBe(200);
    expect((await entryOf(postingId, 'Retry')).location_id).toBe(scope.locationId);

    const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, [15_000, 15_000]);
    // A queued allocation is locked, also while its posting awaits approval: the refusal leaves no entry.
    const queued = await approvedAllocation(env.app.dataSource, scope, [documentIds[0]], [15_000]);
    await queuedPosting(scope, queued.allocationId);
    const refused = await scope.accountant
      .rest('post', `/api/payment-allocations/${queued.allocationId}/cancel`)
      .set(scope.headers)
      .send({ reason: 'Paid twice by mistake' });
    expect([refused.status, refused.body.code]).toEqual([409, 'allocation.not_editable_after_queued']);
    expect((await entriesOf(queued.allocationId)).map((entry) => entry.action)).toEqual(['Allocate']);

    const [transactionId] = await seedTransactions(env.app.dataSource, scope, [{ amount: 15_000 }]);
    const confirmed = await confirmPayment(scope, transactionId, [
      { documentId: documentIds[1], allocatedAmount: 15_000 },
    ]);
    expect(confirmed.status).toBe(201);
    const cancelled = await scope.accountant
      .rest('post', `/api/payment-allocations/${confirmed.body.allocationId}/cancel`)
      .set(scope.headers)
      .send({ reason: 'Paid twice by mistake' });
    expect([cancelled.status, cancelled.body.code]).toEqual([200, undefined]);
    const [entry] = await entriesOf(confirmed.body.allocationId);
    expect(JSON.parse(entry.details)).toMatchObject({
      changes: { status: { from: 'NeedsReview', to: 'Cancelled' } },
      reason: 'Paid twice by mistake',
    });
  });

  it('records manual match, exclude and posting rule creation', async () => {
    const [matchId, excludeId, ruleSourceId] = await seedTransactions(env.app.dataSource, scope, [
      { amount: 100, matchStatus: 'Unmatched' },
      { amount: 200, matchStatus: 'Unmatched' },
      { amount: 300, matchStatus: 'Unmatched' },
    ]);
    const matched = await scope.accountant
      .rest('post', '/api/counterparty-matches')
      .set(scope.headers)
      .send({ bankTransactionId: matchId, erpCounterpartyId: scope.supplierId, erpCounterpartyName: 'Supplier' });
    expect(matched.status).toBe(200);
    expect((await entryOf(matchId, 'Match')).location_id).toBe(scope.locationId);

    const excluded = await scope.accountant
      .rest('post', '/api/counterparty-matches/exclude')
      .set(scope.headers)
      .send({ bankTransactionId: excludeId });
    expect(excluded.status).toBe(200);
    expect((await entryOf(excludeId, 'Exclude')).location_id).toBe(scope.locationId);

    // Rules are organization-wide: an outlet assignment may not write them.
    const rule = await admin
      .rest('post', '/api/counterparties/rules')
      .set({ 'X-Organization-Id': scope.organizationId })
      .send({
        bankTransactionId: ruleSourceId,
        pattern: `Events ${randomUUID()}`,
        erpCounterpartyId: scope.supplierId,
        erpCounterpartyName: 'Supplier',
      });
    expect(rule.status).toBe(201);
    const ruleId = (rule.body.rule?.id ?? rule.body.id) as string;
    expect(ruleId).toBeDefined();
    expect(JSON.parse((await entryOf(ruleId, 'Create')).details).ruleId).toBe(ruleId);
  });

  it('records connection create, credential rotation, default and delete without the credentials', async () => {
    const created = await admin.rest('post', '/api/erp/connections').send({
      organizationId: scope.organizationId,
      name: 'Events connection',
      baseUrl: simulator.baseUrl,
      login: 'admin',
      password: 'simulator',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await entryOf(id, 'ConnectionCreate');

    const rotated = await admin
      .rest('post', `/api/erp/connections/${id}/credentials/rotate`)
      .send({ login: 'admin', password: 'simulator' });
    expect(rotated.status).toBe(200);
    await entryOf(id, 'CredentialsRotate');

    expect((await admin.rest('post', `/api/erp/connections/${id}/default`)).status).toBe(200);
    await entryOf(id, 'ConnectionDefault');
    const deleted = await admin.rest('delete', `/api/erp/connections/${id}`);
    expect(deleted.status).toBeLessThan(300);
    await entryOf(id, 'ConnectionDelete');
  });

  it('records the audit export itself', async () => {
    const response = await admin.rest('get', `/api/audit-log/export.csv?organizationId=${scope.organizationId}`);
    expect(response.status).toBe(200);
    const [entry] = await env.app.dataSource.query(
      `SELECT organization_id, details_json FROM audit_log
        WHERE action = 'Export' AND user_id = $1 ORDER BY created_at_utc DESC LIMIT 1`,
      [admin.user.id],
    );
    expect(entry.organization_id).toBe(scope.organizationId);
    expect(Object.keys(entry.details_json).sort()).toEqual(['filters', 'format', 'rowCap', 'rowCount']);
    expect(entry.details_json.rowCount).toBeGreaterThan(10);
  });
});
