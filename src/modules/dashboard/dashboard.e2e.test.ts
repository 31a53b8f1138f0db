import { randomUUID } from 'node:crypto';
import { createPaymentScope, seedDocuments, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const DASHBOARD = '{ dashboard { organizationId locationId importsCount openAnomalyCount generatedAtUtc } }';

describe('Outlet-required endpoints: dashboard and payment anomalies', () => {
  const env = useTestEnvironment();
  let organizationA: string;
  let outletA1: string;
  let outletA2: string;
  let inactiveOutletA3: string;
  let organizationB: string;
  let outletB1: string;
  let archived: string;
  let archivedOutlet: string;
  /** Accountant of outlet A1 only. */
  let accountant: SignedInClient;
  let megaAdmin: SignedInClient;

  beforeAll(async () => {
    organizationA = await env.createOrganization();
    outletA1 = await env.createLocation(organizationA);
    outletA2 = await env.createLocation(organizationA);
    inactiveOutletA3 = await env.createLocation(organizationA);
    await env.app.dataSource.query('UPDATE locations SET is_active = false WHERE id = $1', [inactiveOutletA3]);
    organizationB = await env.createOrganization();
    outletB1 = await env.createLocation(organizationB);
    archived = await env.createOrganization();
    archivedOutlet = await env.createLocation(archived);
    await env.app.dataSource.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [archived]);
    accountant = await env.clientFor('Accountant', { organizationId: organizationA, locationId: outletA1 });
    megaAdmin = await env.clientFor('MegaAdmin');
  });

  function headers(organizationId?: string, locationId?: string): Record<string, string> {
    return {
      ...(organizationId === undefined ? {} : { 'X-Organization-Id': organizationId }),
      ...(locationId === undefined ? {} : { 'X-Location-Id': locationId }),
    };
  }

  const cases: [code: string, status: number, pick: () => Record<string, string>][] = [
    ['context.organization.required', 400, () => headers()],
    ['context.organization.required', 400, () => headers(undefined, outletA1)],
    ['context.organization.invalid', 400, () => headers('not-a-uuid', outletA1)],
    ['context.location.required', 400, () => headers(organizationA)],
    ['context.location.invalid', 400, () => headers(organizationA, '12345')],
    ['context.organization.not_found', 403, () => headers(randomUUID(), outletA1)],
    ['context.organization.not_found', 403, () => headers(archived, archivedOutlet)],
    ['context.organization.denied', 403, () => headers(organizationB, outletB1)],
    ['context.location.not_found', 403, () => headers(organizationA, randomUUID())],
    ['context.location.not_found', 403, () => headers(organizationA, inactiveOutletA3)],
    ['context.location.organization_mismatch', 403, () => headers(organizationA, outletB1)],
    ['context.location.denied', 403, () => headers(organizationA, outletA2)],
  ];

  it.each(cases)('answers %s (%i) over REST on both routes', async (code, status, pick) => {
    for (const path of ['/api/dashboard', '/api/payment-anomalies']) {
      const response = await accountant.rest('get', path).set(pick());
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status, code });
      expect(response.body.traceId).toBe(response.headers['x-trace-id']);
    }
  });

  it.each(cases)('answers %s (%i) over GraphQL on both queries', async (code, status, pick) => {
    for (const query of [DASHBOARD, '{ paymentAnomalies { totalCount } }']) {
      const response = await env.graphql(query, undefined, {
        Authorization: `Bearer ${accountant.accessToken}`,
        ...pick(),
      });
      expect(response.body.errors[0].extensions).toMatchObject({ code, httpStatus: status });
      expect(response.body.data).toBeNull();
    }
  });

  it('answers the selected outlet from the headers or the query pair, over REST and GraphQL', async () => {
    const byHeaders = await accountant.rest('get', '/api/dashboard').set(headers(organizationA, outletA1));
    expect(byHeaders.status).toBe(200);
    expect(byHeaders.body).toEqual({
      organizationId: organizationA,
      locationId: outletA1,
      importsCount: 0,
      importsNeedingReviewCount: 0,
      unmatchedTransactionCount: 0,
      pendingAllocationCount: 0,
      allocationCountsByStatus: [],
      postingCountsByStatus: [],
      openAnomalyCount: 0,
      generatedAtUtc: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    const byQuery = await accountant.rest(
      'get',
      `/api/dashboard?organizationId=${organizationA}&locationId=${outletA1}`,
    );
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.locationId).toBe(outletA1);
    const both = await accountant
      .rest('get', `/api/dashboard?organizationId=${organizationA}&locationId=${outletA1}`)
      .set(headers(organizationA, outletA1));
    expect(both.status).toBe(200);
    const graphql = await env.graphql(DASHBOARD, undefined, {
      Authorization: `Bearer ${accountant.accessToken}`,
      ...headers(organizationA, outletA1),
    });
    expect(graphql.body.data.dashboard).toMatchObject({ organizationId: organizationA, locationId: outletA1 });
  });

  it('rejects a query pair that disagrees with the headers with validation.failed', async () => {
    const response = await accountant
      .rest('get', `/api/payment-anomalies?organizationId=${organizationA}&locationId=${outletA2}`)
      .set(headers(organizationA, outletA1));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'validation.failed',
      fieldErrors: { organizationId: ['context_mismatch'], locationId: ['context_mismatch'] },
    });
  });

  it('never falls back to platform-wide data, also not for MegaAdmin', async () => {
    const rest = await megaAdmin.rest('get', '/api/dashboard');
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('context.organization.required');
    const anomalies = await megaAdmin.rest('get', '/api/payment-anomalies').set(headers(organizationB));
    expect(anomalies.body.code).toBe('context.location.required');
    const graphql = await env.graphql(DASHBOARD, undefined, { Authorization: `Bearer ${megaAdmin.accessToken}` });
    expect(graphql.body.errors[0].extensions.code).toBe('context.organization.required');
    // With a context, any outlet of the platform.
    const allowed = await megaAdmin.rest('get', '/api/dashboard').set(headers(organizationB, outletB1));
    expect(allowed.status).toBe(200);
    expect(allowed.body.locationId).toBe(outletB1);
  });

  it('asks for sign-in before looking at the context', async () => {
    const response = await env.http.get('/api/dashboard');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it('lists no anomalies for an outlet without postings, with the status filter and paging', async () => {
    const response = await accountant
      .rest('get', '/api/payment-anomalies?status=Open&page=2&pageSize=5')
      .set(headers(organizationA, outletA1));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [], totalCount: 0, page: 2, pageSize: 5 });
    const defaults = await accountant.rest('get', '/api/payment-anomalies').set(headers(organizationA, outletA1));
    expect(defaults.body).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 20 });
    const graphql = await env.graphql(
      '{ paymentAnomalies(status: Open, pageSize: 10) { items { id status } totalCount page pageSize } }',
      undefined,
      { Authorization: `Bearer ${accountant.accessToken}`, ...headers(organizationA, outletA1) },
    );
    expect(graphql.body.data.paymentAnomalies).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 10 });
  });

  it('rejects an unknown status and a page size out of range with validation.failed', async () => {
    const status = await accountant
      .rest('get', '/api/payment-anomalies?status=Whatever')
      .set(headers(organizationA, outletA1));
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ code: 'validation.failed', fieldErrors: { status: ['invalid'] } });
    const pageSize = await accountant
      .rest('get', '/api/payment-anomalies?pageSize=101')
      .set(headers(organizationA, outletA1));
    expect(pageSize.status).toBe(400);
    expect(pageSize.body.code).toBe('validation.failed');
    expect(Object.keys(pageSize.body.fieldErrors)).toEqual(['pageSize']);
  });
  describe('allocation counts', () => {
    let scope: PaymentScope;
    /** A second outlet of the same organization, with its own Accountant and allocations. */
    let neighbour: PaymentScope;

    /** Another outlet of the scope's organization (same connection and supplier), with its own Accountant. */
    const anotherOutlet = async (base: PaymentScope): Promise<PaymentScope> => {
      const locationId = await env.createLocation(base.organizationId);
      return {
        ...base,
        locationId,
        accountant: await env.clientFor('Accountant', { organizationId: base.organizationId, locationId }),
        headers: { 'X-Organization-Id': base.organizationId, 'X-Location-Id': locationId },
      };
    };

    beforeAll(async () => {
      scope = await createPaymentScope(env);
      neighbour = await anotherOutlet(scope);
    });

    /** Allocations of the outlet paying one seeded document each; answers their ids. */
    const allocate = async (outlet: PaymentScope, amounts: number[]): Promise<string[]> => {
      const db = env.app.dataSource;
      const documents = await seedDocuments(
        db,
        outlet,
        amounts.map((amount) => ({ amount })),
      );
      const transactions = await seedTransactions(
        db,
        outlet,
        amounts.map((amount) => ({ amount })),
      );
      const ids: string[] = [];
      for (const [index, amount] of amounts.entries()) {
        const response = await outlet.accountant
          .rest('post', '/api/payment-allocations/confirm')
          .set(outlet.headers)
          .send({
            bankTransactionId: transactions[index],
            allocationMethod: 'Manual',
            idempotencyKey: randomUUID(),
            lines: [{ documentId: documents[index], allocatedAmount: amount }],
          });
        expect(response.status).toBe(201);
        ids.push(response.body.allocationId);
      }
      return ids;
    };
    const counts = async (outlet: PaymentScope) => {
      const response = await outlet.accountant.rest('get', '/api/dashboard').set(outlet.headers);
      expect(response.status).toBe(200);
      const { pendingAllocationCount, allocationCountsByStatus } = response.body;
      return { pending: pendingAllocationCount, byStatus: allocationCountsByStatus };
    };
    const post = async (outlet: PaymentScope, path: string, body: object, status: string) => {
      const response = await outlet.accountant.rest('post', path).set(outlet.headers).send(body);
      expect([response.status, response.body.status]).toEqual([200, status]);
    };

    it('counts the outlet’s allocations by status after confirm, approve and cancel', async () => {
      expect(await counts(scope)).toEqual({ pending: 0, byStatus: [] });
      const [first, second, third] = await allocate(scope, [1000, 700, 400]);
      await allocate(neighbour, [300]);
      expect(await counts(scope)).toEqual({ pending: 3, byStatus: [{ status: 'NeedsReview', count: 3 }] });

      await post(scope, `/api/payment-allocations/${first}/approve`, { rowVersion: 1 }, 'Approved');
      expect(await counts(scope)).toEqual({
        pending: 2,
        byStatus: [
          { status: 'NeedsReview', count: 2 },
          { status: 'Approved', count: 1 },
        ],
      });

      await post(scope, `/api/payment-allocations/${second}/cancel`, { reason: 'Wrong invoice' }, 'Cancelled');
      await post(scope, `/api/payment-allocations/${third}/cancel`, { reason: 'Wrong invoice' }, 'Cancelled');
      expect(await counts(scope)).toEqual({
        pending: 0,
        byStatus: [
          { status: 'Approved', count: 1 },
          { status: 'Cancelled', count: 2 },
        ],
      });
      // The other outlet of the organization counts only its own.
      expect(await counts(neighbour)).toEqual({ pending: 1, byStatus: [{ status: 'NeedsReview', count: 1 }] });

      const graphql = await env.graphql(
        '{ dashboard { pendingAllocationCount allocationCountsByStatus { status count } } }',
        undefined,
        { Authorization: `Bearer ${scope.accountant.accessToken}`, ...scope.headers },
      );
      expect(graphql.body.data.dashboard).toEqual({
        pendingAllocationCount: 0,
        allocationCountsByStatus: [
          { status: 'Approved', count: 1 },
          { status: 'Cancelled', count: 2 },
        ],
      });
    });

    it('lists every status in workflow order and counts NeedsReview, Confirmed and ApprovalRequired as pending', async () => {
      const outlet = await anotherOutlet(scope);
      // No route reaches these statuses yet (the workflow and postings to come): set directly, in a scrambled order.
      const statuses = [
        'Reconciled',
        'Failed',
        'Posted',
        'PostingQueued',
        'ApprovalRequired',
        'Confirmed',
        'Posted',
        'ApprovalRequired',
      ];
      const ids = await allocate(
        outlet,
        statuses.map((_, index) => 100 + index),
      );
      await env.app.dataSource.query(
        `UPDATE payment_allocations a SET status = s.status
           FROM unnest($1::uuid[], $2::varchar[]) AS s(id, status) WHERE a.id = s.id`,
        [ids, statuses],
      );
      await allocate(outlet, [50]);
      const [approved, cancelled] = await allocate(outlet, [60, 70]);
      await post(outlet, `/api/payment-allocations/${approved}/approve`, {}, 'Approved');
      await post(outlet, `/api/payment-allocations/${cancelled}/cancel`, { reason: 'Duplicate' }, 'Cancelled');

      expect(await counts(outlet)).toEqual({
        pending: 4,
        byStatus: [
          { status: 'NeedsReview', count: 1 },
          { status: 'Confirmed', count: 1 },
          { status: 'ApprovalRequired', count: 2 },
          { status: 'Approved', count: 1 },
          { status: 'PostingQueued', count: 1 },
          { status: 'Posted', count: 2 },
          { status: 'Failed', count: 1 },
          { status: 'Cancelled', count: 1 },
          { status: 'Reconciled', count: 1 },
        ],
      });
    });
  });
});
