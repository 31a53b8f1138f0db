import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { createIikoConnection, testPostingWorker, waitForPosting } from '../../../test/posting-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import type { RunningPostingWorker } from './worker/posting-worker';

/**
 * Direct postings on an IikoServer connection (docs/direct-postings.md): the server books a pay-out under a supplier
 * pay-out type only to a counteragent, so the rule names one of the synced suppliers; the worker books one pay-out of
 * the line's amount to it, on the department of the outlet's store, and finds it again in the TRANSACTIONS report.
 */

const LANDLORD = { id: 'sup-landlord', name: 'ООО «Арендодатель»', taxId: '7701234567' };
const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };

interface PayOut {
  idempotencyKey: string | null;
  payOutTypeId: string;
  accountId: string;
  supplierId: string | null;
  date: string;
  departments: { departmentId: string; amount: number }[];
  totalAmount: number;
  comment: string | null;
}

describe('direct postings on an IikoServer connection', () => {
  const env = useTestEnvironment({ ERP_TIMEOUT_MS: '400', POSTING_LEASE_SECONDS: '2' }, { ownDatabase: true });
  let simulator: ErpSimulator;
  let worker: RunningPostingWorker;
  let scope: PaymentScope;
  let admin: SignedInClient;
  let colleague: SignedInClient;

  const control = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    simulator.control<T>(method, path, body);
  const createRule = (content: object) =>
    admin
      .rest('post', '/api/direct-posting-rules')
      .set('X-Organization-Id', scope.organizationId)
      .send({ name: 'Rent', direction: 'Debit', purposeContains: 'rent for', ...TARGET, ...content });
  const post = (client: SignedInClient, path: string) => client.rest('post', path).set(scope.headers).send({});
  const rentLine = async (amount: number) =>
    (
      await seedTransactions(env.app.dataSource, scope, [
        { amount, description: 'Rent for February', matchStatus: 'Excluded' },
      ])
    )[0];

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', sessionLimit: 50 });
    worker = testPostingWorker(env);
  });
  afterAll(async () => {
    await worker.stop();
    await simulator.close();
  });
  beforeEach(async () => {
    await control('POST', 'reset');
    await control('POST', 'suppliers', LANDLORD);
    const organizationId = await env.createOrganization();
    const locationId = await env.createLocation(organizationId, 'MSK-01');
    admin = await env.clientFor('OrganizationAdmin', { organizationId });
    const connectionId = await createIikoConnection(admin, organizationId, simulator);
    const current = await admin.rest('get', `/api/organizations/${organizationId}`);
    await admin
      .rest('put', `/api/organizations/${organizationId}`)
      .send({ name: current.body.name, status: 'Active', postingApproval: 'SecondPersonRequired' });
    const accountant = await env.clientFor('Accountant', { organizationId, locationId });
    colleague = await env.clientFor('Accountant', { organizationId, locationId });
    scope = {
      organizationId,
      locationId,
      locationCode: 'MSK-01',
      connectionId,
      supplierId: LANDLORD.id,
      accountant,
      headers: { 'X-Organization-Id': organizationId, 'X-Location-Id': locationId },
    };
  });

  it('a rent line is queued, approved by a second person, booked once to the landlord and reconciled', async () => {
    const rule = await createRule({ erpCounterpartyId: LANDLORD.id });
    expect(rule.status).toBe(201);
    expect(rule.body).toMatchObject({ erpCounterpartyId: LANDLORD.id, erpCounterpartyName: LANDLORD.name });
    const lineId = await rentLine(150_000);
    const queued = await post(scope.accountant, `/api/erp/direct-postings/queue/${lineId}`);
    expect(queued.status).toBe(201);
    const postingId = queued.body.id as string;
    expect((await post(scope.accountant, `/api/erp/postings/${postingId}/approve`)).body.code).toBe(
      'posting.second_person_required',
    );
    // A rule changed after queueing never alters the queued posting: it keeps the counterparty copied then.
    await env.app.dataSource.query(
      `UPDATE direct_posting_rules SET erp_counterparty_id = 'sup-other', erp_counterparty_name = 'Other'
        WHERE id = $1`,
      [rule.body.id],
    );
    expect((await post(colleague, `/api/erp/postings/${postingId}/approve`)).status).toBe(200);
    const posting = await waitForPosting(scope, postingId, (p) => p.status === 'Reconciled');
    expect(posting).toMatchObject({ status: 'Reconciled', attemptCount: 1, paymentAllocationId: null });
    const booked = (await control<PayOut[]>('GET', 'payments')).filter(
      (payOut) => payOut.idempotencyKey === `recon-direct-${postingId}`,
    );
    expect(booked).toEqual([
      expect.objectContaining({
        payOutTypeId: TARGET.cashFlowArticleId,
        accountId: TARGET.accountId,
        supplierId: LANDLORD.id,
        date: '2025-02-01',
        totalAmount: 150_000,
        comment: `Оплата без документов [recon-direct-${postingId}]`,
      }),
    ]);
    expect(booked[0].departments).toHaveLength(1);
    const attempts = await scope.accountant.rest('get', `/api/erp/postings/${postingId}/attempts`).set(scope.headers);
    expect((attempts.body as { kind: string; outcome: string }[]).map((a) => `${a.kind}:${a.outcome}`)).toEqual([
      'write:Succeeded',
      'readback:Found',
    ]);
    const [row] = await env.app.dataSource.query(
      `SELECT supplier_external_id AS "supplierId" FROM erp_payment_postings WHERE id = $1`,
      [postingId],
    );
    expect(row.supplierId).toBe(LANDLORD.id);
  });

  it('refuses a rule without a counterparty, or with one the synced suppliers lack, and changes nothing', async () => {
    const missing = await createRule({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'direct_posting_rule.counterparty_required',
      fieldErrors: { erpCounterpartyId: ['required'] },
    });
    const unknown = await createRule({ erpCounterpartyId: 'sup-nobody' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'direct_posting_rule.counterparty_unknown',
      fieldErrors: { erpCounterpartyId: ['unknown'] },
    });
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM direct_posting_rules WHERE organization_id = $1',
      [scope.organizationId],
    );
    expect(count).toBe(0);
  });

  it('a rule saved without a counterparty before it was required is stale: queue refuses, nothing is sent', async () => {
    const rule = await createRule({ erpCounterpartyId: LANDLORD.id });
    await env.app.dataSource.query(
      `UPDATE direct_posting_rules SET erp_counterparty_id = NULL, erp_counterparty_name = NULL WHERE id = $1`,
      [rule.body.id],
    );
    const lineId = await rentLine(90_000);
    const preview = await scope.accountant.rest('get', `/api/erp/direct-postings/preview/${lineId}`).set(scope.headers);
    expect(preview.body).toMatchObject({ canQueue: false, blockReason: 'direct_posting_rule_stale' });
    const queued = await post(scope.accountant, `/api/erp/direct-postings/queue/${lineId}`);
    expect(queued.status).toBe(409);
    expect(queued.body.code).toBe('direct_posting_rule_stale');
    expect(await control<PayOut[]>('GET', 'payments')).toEqual([]);
  });
});
