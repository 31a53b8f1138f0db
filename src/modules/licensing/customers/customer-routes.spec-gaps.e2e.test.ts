import { randomUUID } from 'node:crypto';
import {
  seedLicense,
  seedOfferVersion,
  seedSubscription,
  serviceAccountBearer,
} from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';

/**
 * Gaps the other suites leave in the customer-scoped routes
 * (docs/licensing.md, "Customers: discovery, aggregate and license table"): service account permission sets per route,
 * a customer of any organization level, the route scope of an Idempotency-Key and the `no-store` default of answers
 * that carry no key.
 */
describe('customer-scoped licensing routes: service account permissions, any organization level, key scope, no-store', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  let admin: SignedInClient;
  const db = () => env.app.dataSource;
  const base = (organizationId: string) => `/api/v1/customers/organizations/${organizationId}`;

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
    admin = await env.clientFor('MegaAdmin');
  });

  const serviceAccountToken = (permissions: string[]) => serviceAccountBearer(env, admin, null, permissions);

  /** An Active customer with an issuable subscription and an Active license that has a v2 key. */
  const setUp = async (customerId?: string) => {
    const organizationId = customerId ?? (await env.createOrganization(`Customer ${randomUUID().slice(0, 6)}`));
    const offer = await seedOfferVersion(db());
    const subscriptionId = await seedSubscription(db(), {
      customerOrganizationId: organizationId,
      offerVersionId: offer.offerVersionId,
    });
    const license = await seedLicense(db(), { customerOrganizationId: organizationId, status: 'Active' });
    return { organizationId, subscriptionId, license };
  };

  /** Every customer-scoped route, with a body that would succeed for a caller holding the permissions. */
  const customerCalls = (organizationId: string, subscriptionId: string, licenseId: string, materialId: string) => [
    { name: 'discovery', method: 'get' as const, path: `${base(organizationId)}/license-issue-candidates` },
    { name: 'aggregate GET', method: 'get' as const, path: `${base(organizationId)}/aggregate` },
    {
      name: 'aggregate PUT',
      method: 'put' as const,
      path: `${base(organizationId)}/aggregate`,
      body: { expectedRevision: 0, displayName: 'Renamed', notes: '', primaryContact: null },
    },
    { name: 'table', method: 'get' as const, path: `${base(organizationId)}/licenses/table` },
    {
      name: 'issue',
      method: 'post' as const,
      path: `${base(organizationId)}/license-issues`,
      key: true,
      body: { customerSubscriptionId: subscriptionId, correlationId: randomUUID() },
    },
    {
      name: 'revoke',
      method: 'post' as const,
      path: `${base(organizationId)}/licenses/${licenseId}/revoke`,
      body: { expectedStatus: 'Active', reasonCode: 'audit' },
    },
    {
      name: 'archive',
      method: 'post' as const,
      path: `${base(organizationId)}/licenses/${licenseId}/archive`,
      body: { expectedStatus: 'Active', reasonCode: 'audit' },
    },
    {
      name: 'rotation',
      method: 'post' as const,
      path: `${base(organizationId)}/licenses/${licenseId}/key/rotations`,
      key: true,
      body: { expectedPrimaryMaterialRefId: materialId },
    },
  ];

  const send = (
    bearer: string,
    call: { method: 'get' | 'put' | 'post'; path: string; key?: boolean; body?: object },
  ) => {
    let request = env.http[call.method](call.path).set('Authorization', bearer);
    if (call.key) request = request.set('Idempotency-Key', randomUUID());
    return call.body ? request.send(call.body) : request;
  };

  it('answers 403 forbidden on every customer route to a service account without customers.read', async () => {
    const { organizationId, subscriptionId, license } = await setUp();
    const bearer = await serviceAccountToken(['licenses.manage']);
    for (const call of customerCalls(organizationId, subscriptionId, license.licenseId, license.keyMaterialRefId!)) {
      const response = await send(bearer, call);
      expect({ route: call.name, status: response.status, code: response.body.code }).toEqual({
        route: call.name,
        status: 403,
        code: 'forbidden',
      });
      expect(response.body.correlationId).toBe(response.body.traceId);
    }
    // Nothing happened: no license issued, the license still Active with its key, the profile unedited.
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM licensing_licenses WHERE customer_subscription_id = $1`,
      [subscriptionId],
    );
    expect(count).toBe(0);
    const [stored] = await db().query(`SELECT status FROM licensing_licenses WHERE id = $1`, [license.licenseId]);
    expect(stored.status).toBe('Active');
    const profile = await manager.rest('get', `${base(organizationId)}/aggregate`);
    expect(profile.body.profile.revision).toBe(0);

    // GraphQL alike.
    const graph = await env.graphql(
      `query($o: UUID!) { licensingCustomerAggregate(organizationId: $o) { profile { revision } } }`,
      { o: organizationId },
      { Authorization: bearer },
    );
    expect(graph.body.errors?.[0]?.extensions?.code).toBe('forbidden');
  });

  it('lets a customers.read-only service account read the aggregate and table, nothing else', async () => {
    const { organizationId, subscriptionId, license } = await setUp();
    const bearer = await serviceAccountToken(['customers.read']);
    const calls = customerCalls(organizationId, subscriptionId, license.licenseId, license.keyMaterialRefId!);
    const expected: Record<string, number> = {
      discovery: 403,
      'aggregate GET': 200,
      'aggregate PUT': 403,
      table: 200,
      issue: 403,
      revoke: 403,
      archive: 403,
      rotation: 403,
    };
    for (const call of calls) {
      const response = await send(bearer, call);
      expect({ route: call.name, status: response.status }).toEqual({ route: call.name, status: expected[call.name] });
    }
    // customers.manage alone is what the profile PUT needs.
    const editor = await serviceAccountToken(['customers.manage']);
    const put = calls.find((call) => call.name === 'aggregate PUT')!;
    expect((await send(editor, put)).status).toBe(200);
  });

  it('treats an organization of any level as a customer', async () => {
    const parent = await env.createOrganization(`Parent ${randomUUID().slice(0, 6)}`);
    const child = await env.createChildOrganization(parent, `Child ${randomUUID().slice(0, 6)}`);
    const { subscriptionId } = await setUp(child);
    const candidates = await manager.rest('get', `${base(child)}/license-issue-candidates`);
    expect(candidates.status).toBe(200);
    expect(
      candidates.body.items.map((item: { customerSubscriptionId: string }) => item.customerSubscriptionId),
    ).toEqual([subscriptionId]);
    const issued = await manager
      .rest('post', `${base(child)}/license-issues`)
      .set('Idempotency-Key', randomUUID())
      .send({ customerSubscriptionId: subscriptionId, correlationId: randomUUID() });
    expect(issued.status).toBe(201);
    const aggregate = await manager.rest('get', `${base(child)}/aggregate`);
    expect(aggregate.body.profile).toMatchObject({ organizationId: child, revision: 0, status: 'Active' });
    expect(aggregate.body.licenses.items.map((row: { licenseId: string }) => row.licenseId)).toContain(
      issued.body.licenseId,
    );
  });

  it('scopes an Idempotency-Key by route: the same key on the global route is a new attempt, not a replay', async () => {
    const { organizationId, subscriptionId } = await setUp();
    const key = `scope-${randomUUID()}`;
    const body = { customerSubscriptionId: subscriptionId, correlationId: randomUUID() };
    const first = await manager
      .rest('post', `${base(organizationId)}/license-issues`)
      .set('Idempotency-Key', key)
      .send(body);
    expect(first.status).toBe(201);
    const global = await manager
      .rest('post', '/api/v1/licenses/subscription-issues')
      .set('Idempotency-Key', key)
      .send(body);
    expect([global.status, global.body.code]).toEqual([409, 'customer_license_actions.subscription_occupied']);
    const replay = await manager
      .rest('post', `${base(organizationId)}/license-issues`)
      .set('Idempotency-Key', key)
      .send(body);
    expect([replay.status, replay.body.licenseId, replay.body.plaintextKey]).toEqual([200, first.body.licenseId, null]);
  });

  it('marks answers that carry no key no-store (the API default), errors included', async () => {
    const { organizationId, license } = await setUp();
    const answers = [
      await manager.rest('get', `${base(organizationId)}/license-issue-candidates`),
      await manager.rest('get', `${base(organizationId)}/aggregate`),
      await manager.rest('get', `${base(organizationId)}/licenses/table`),
      await manager
        .rest('put', `${base(organizationId)}/aggregate`)
        .send({ expectedRevision: 0, displayName: 'Renamed', notes: '', primaryContact: null }),
      await manager
        .rest('post', `${base(organizationId)}/licenses/${license.licenseId}/revoke`)
        .send({ expectedStatus: 'Active', reasonCode: 'audit' }),
      await manager
        .rest('post', `${base(organizationId)}/licenses/${license.licenseId}/archive`)
        .send({ expectedStatus: 'Revoked', reasonCode: 'audit' }),
      await manager.rest('get', `${base(organizationId)}/aggregate?licenseLimit=0`),
      await manager
        .rest('post', `${base(organizationId)}/licenses/${license.licenseId}/revoke`)
        .send({ expectedStatus: 'Archived', reasonCode: 'audit' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 400, 409]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
