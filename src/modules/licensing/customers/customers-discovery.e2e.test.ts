import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  seedOfferVersion,
  seedSubscription,
  type SeededOffer,
  serviceAccountBearer,
} from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import { DEFAULT_TENANT_ID } from '../tenancy/licensing-tenant';

const CANDIDATE_FIELDS = [
  'customerSubscriptionId',
  'effectiveIssuable',
  'subscriptionStatus',
  'subscriptionCreatedAtUtc',
  'productId',
  'productName',
  'offerId',
  'offerName',
  'offerVersionId',
  'offerVersionNumber',
  'tariffCode',
  'tariffName',
].sort();

/** A license holding (or, revoked, only occupying) a subscription of an existing offer version, by SQL. */
async function licenseOn(
  db: DataSource,
  offer: SeededOffer,
  options: { customer: string; tariffCode: string; status: string; tenantId?: string },
): Promise<string> {
  const tenantId = options.tenantId ?? DEFAULT_TENANT_ID;
  const subscriptionId = await seedSubscription(db, {
    tenantId,
    customerOrganizationId: options.customer,
    offerVersionId: offer.offerVersionId,
    tariffCode: options.tariffCode,
  });
  await db.query(
    `INSERT INTO licensing_licenses (tenant_id, customer_organization_id, product_id, customer_subscription_id,
                                     offer_version_id, tariff_code, policy_snapshot_version, policy_snapshot_hash,
                                     status)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)`,
    [
      tenantId,
      options.customer,
      offer.productId,
      subscriptionId,
      offer.offerVersionId,
      options.tariffCode,
      offer.policySnapshotHash,
      options.status,
    ],
  );
  return subscriptionId;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Discovery of issue candidates over the real server and PostgreSQL (docs/licensing.md). */
describe('licensing customer issue candidates', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  let admin: SignedInClient;
  const path = (organizationId: string, query = '') =>
    `/api/v1/customers/organizations/${organizationId}/license-issue-candidates${query}`;

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
    admin = await env.clientFor('MegaAdmin');
  });

  const serviceAccountToken = (tenantId: string | null, permissions: string[]) =>
    serviceAccountBearer(env, admin, tenantId, permissions);

  it('lists only issuable subscriptions, counting seats and occupancy before paging, newest first then id', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization('Discovery customer');
    // Tariff basic: 2 seats, pro: 5 seats; the version's pool: 3 seats shared by both tariffs.
    const main = await seedOfferVersion(db, {
      tariffs: [
        { code: 'basic', name: 'Basic', seatLimit: 2 },
        { code: 'pro', name: 'Pro', seatLimit: 5 },
      ],
      sharedSeatPool: 3,
      productName: 'Kassa',
    });
    const s1 = await seedSubscription(db, {
      customerOrganizationId: customer,
      offerVersionId: main.offerVersionId,
      createdAtUtc: hoursAgo(1),
    });
    const s2 = await seedSubscription(db, {
      customerOrganizationId: customer,
      offerVersionId: main.offerVersionId,
      tariffCode: 'pro',
      status: 'Trialing',
      createdAtUtc: hoursAgo(2),
    });
    // PastDue is not issuable; an occupied subscription never is, whatever its license's status.
    await seedSubscription(db, {
      customerOrganizationId: customer,
      offerVersionId: main.offerVersionId,
      status: 'PastDue',
    });
    const heldBasic = await licenseOn(db, main, { customer, tariffCode: 'basic', status: 'Active' });
    const revokedPro = await licenseOn(db, main, { customer, tariffCode: 'pro', status: 'Revoked' });

    // Retired versions still issue to their subscriptions; Draft ones never; null limits fail closed.
    const retired = await seedOfferVersion(db, { state: 'Retired', productName: 'Retired product' });
    const s9 = await seedSubscription(db, {
      customerOrganizationId: customer,
      offerVersionId: retired.offerVersionId,
      createdAtUtc: hoursAgo(3),
    });
    const draft = await seedOfferVersion(db, { state: 'Draft' });
    await seedSubscription(db, { customerOrganizationId: customer, offerVersionId: draft.offerVersionId });
    const noTariffLimit = await seedOfferVersion(db, { tariffs: [{ code: 'basic', name: 'Basic', seatLimit: null }] });
    await seedSubscription(db, { customerOrganizationId: customer, offerVersionId: noTariffLimit.offerVersionId });
    const noPool = await seedOfferVersion(db, { sharedSeatPool: null });
    await seedSubscription(db, { customerOrganizationId: customer, offerVersionId: noPool.offerVersionId });
    // A pool of one already held by another subscription's license: nothing left to issue.
    const fullPool = await seedOfferVersion(db, { sharedSeatPool: 1 });
    await seedSubscription(db, { customerOrganizationId: customer, offerVersionId: fullPool.offerVersionId });
    await licenseOn(db, fullPool, { customer, tariffCode: 'basic', status: 'Suspended' });
    // The same creation time: the subscription id decides.
    const tie = hoursAgo(4);
    const tied = [
      await seedSubscription(db, {
        customerOrganizationId: customer,
        offerVersionId: retired.offerVersionId,
        createdAtUtc: tie,
      }),
      await seedSubscription(db, {
        customerOrganizationId: customer,
        offerVersionId: retired.offerVersionId,
        createdAtUtc: tie,
      }),
    ].sort();
    // Another customer's subscription on the same version is not this customer's candidate.
    await seedSubscription(db, {
      customerOrganizationId: await env.createOrganization(),
      offerVersionId: main.offerVersionId,
    });

    const all = await manager.rest('get', path(customer));
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalCount: 5, offset: 0, limit: 50 });
    expect(all.body.items.map((item: { customerSubscriptionId: string }) => item.customerSubscriptionId)).toEqual([
      s1,
      s2,
      s9,
      ...tied,
    ]);
    for (const occupied of [heldBasic, revokedPro]) expect(JSON.stringify(all.body)).not.toContain(occupied);
    // basic: min(2 − 1 held, 3 − 1 held) = 1; pro: min(5 − 0, 3 − 1) = 2 (the revoked license holds no seat).
    const [first, second] = all.body.items;
    expect(first).toEqual({
      customerSubscriptionId: s1,
      effectiveIssuable: 1,
      subscriptionStatus: 'Active',
      subscriptionCreatedAtUtc: expect.any(String),
      productId: main.productId,
      productName: 'Kassa',
      offerId: main.offerId,
      offerName: 'Seeded offer',
      offerVersionId: main.offerVersionId,
      offerVersionNumber: 1,
      tariffCode: 'basic',
      tariffName: 'Basic',
    });
    expect(second).toMatchObject({
      customerSubscriptionId: s2,
      effectiveIssuable: 2,
      subscriptionStatus: 'Trialing',
      tariffName: 'Pro',
    });
    for (const item of all.body.items) expect(Object.keys(item).sort()).toEqual(CANDIDATE_FIELDS);
    expect(JSON.stringify(all.body)).not.toContain(main.policySnapshotHash!);

    const paged = await manager.rest('get', path(customer, '?offset=1&limit=2'));
    expect(paged.body).toMatchObject({ totalCount: 5, offset: 1, limit: 2 });
    expect(paged.body.items.map((item: { customerSubscriptionId: string }) => item.customerSubscriptionId)).toEqual([
      s2,
      s9,
    ]);
    const last = await manager.rest('get', path(customer, '?offset=4&limit=200'));
    expect(last.body.items.map((item: { customerSubscriptionId: string }) => item.customerSubscriptionId)).toEqual([
      tied[1],
    ]);

    // GraphQL answers the same page.
    const graph = await manager.graphql(
      `query ($id: UUID!) { licensingCustomerIssueCandidates(organizationId: $id, limit: 2) {
          items { customerSubscriptionId effectiveIssuable } totalCount offset limit } }`,
      { id: customer },
    );
    expect(graph.body.data.licensingCustomerIssueCandidates).toEqual({
      items: [
        { customerSubscriptionId: s1, effectiveIssuable: 1 },
        { customerSubscriptionId: s2, effectiveIssuable: 2 },
      ],
      totalCount: 5,
      offset: 0,
      limit: 2,
    });

    // Taking the last basic seat removes s1 (tariff limit) and leaves pro one pool seat.
    await licenseOn(db, main, { customer, tariffCode: 'basic', status: 'Draft' });
    const after = await manager.rest('get', path(customer));
    expect(after.body.totalCount).toBe(4);
    expect(after.body.items[0]).toMatchObject({ customerSubscriptionId: s2, effectiveIssuable: 1 });
  });

  it('answers an empty page for a customer that is not Active, and 404 for no organization', async () => {
    const db = env.app.dataSource;
    const offer = await seedOfferVersion(db);
    for (const status of ['Suspended', 'Archived']) {
      const customer = await env.createOrganization();
      await seedSubscription(db, { customerOrganizationId: customer, offerVersionId: offer.offerVersionId });
      expect((await manager.rest('get', path(customer))).body.totalCount).toBe(1);
      await db.query(`UPDATE organizations SET status = $2 WHERE id = $1`, [customer, status]);
      const response = await manager.rest('get', path(customer, '?offset=3&limit=7'));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: [], totalCount: 0, offset: 3, limit: 7 });
    }
    const missing = await manager.rest('get', path(randomUUID()));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'customer_license_actions.not_found',
      correlationId: missing.body.traceId,
    });
  });

  it('refuses bad paging and a bad path id with 400 customer_license_actions.invalid_request', async () => {
    const customer = await env.createOrganization();
    for (const query of ['?limit=0', '?limit=201', '?offset=-1', '?limit=abc', '?offset=1.5']) {
      const response = await manager.rest('get', path(customer, query));
      expect([query, response.status, response.body.code]).toEqual([
        query,
        400,
        'customer_license_actions.invalid_request',
      ]);
      expect(response.body.correlationId).toBe(response.body.traceId);
    }
    const badId = await manager.rest('get', path('not-a-uuid'));
    expect([badId.status, badId.body.code]).toEqual([400, 'customer_license_actions.invalid_request']);
    const graph = await manager.graphql(
      `query ($id: UUID!) { licensingCustomerIssueCandidates(organizationId: $id, limit: 201) { totalCount } }`,
      { id: customer },
    );
    expect(graph.body.errors[0].extensions.code).toBe('validation.failed');
  });

  it('needs customers.read and licenses.manage both; another tenant sees none of this tenant', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization();
    const offer = await seedOfferVersion(db);
    await seedSubscription(db, { customerOrganizationId: customer, offerVersionId: offer.offerVersionId });

    const readOnly = await serviceAccountToken(null, ['customers.read']);
    const denied = await env.http.get(path(customer)).set('Authorization', readOnly);
    expect([denied.status, denied.body.code]).toEqual([403, 'forbidden']);
    const sameTenant = await serviceAccountToken(null, ['customers.read', 'licenses.manage']);
    expect((await env.http.get(path(customer)).set('Authorization', sameTenant)).body.totalCount).toBe(1);

    const tenant = await admin.rest('post', '/api/v1/tenants').send({ name: 'Discovery vendor' });
    const foreign = await serviceAccountToken(tenant.body.id, ['customers.read', 'licenses.manage']);
    const theirs = await env.http.get(path(customer)).set('Authorization', foreign);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ items: [], totalCount: 0, offset: 0, limit: 50 });
    // Its own subscription of the same customer is its only candidate; the default tenant does not see it.
    const own = await seedOfferVersion(db, { tenantId: tenant.body.id });
    const ownSubscription = await seedSubscription(db, {
      tenantId: tenant.body.id,
      customerOrganizationId: customer,
      offerVersionId: own.offerVersionId,
    });
    const mine = await env.http.get(path(customer)).set('Authorization', foreign);
    expect(mine.body.items.map((item: { customerSubscriptionId: string }) => item.customerSubscriptionId)).toEqual([
      ownSubscription,
    ]);
    const platform = await manager.rest('get', path(customer));
    expect(JSON.stringify(platform.body)).not.toContain(ownSubscription);
  });
  it('answers the customer as a graph: profile, licenses and candidates, each field with its own access', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization('Graph customer');
    const offer = await seedOfferVersion(db, { productName: 'Graph product' });
    const subscription = await seedSubscription(db, {
      customerOrganizationId: customer,
      offerVersionId: offer.offerVersionId,
    });
    await licenseOn(db, offer, { customer, tariffCode: 'basic', status: 'Active' });
    const query = `query ($id: UUID!) { licensingCustomer(organizationId: $id) {
        organizationId name status profile { revision displayName }
        licenses(limit: 1) { items { productName status } totalCount limit }
        issueCandidates { items { customerSubscriptionId effectiveIssuable } totalCount } } }`;

    const full = await manager.graphql(query, { id: customer });
    expect(full.body.errors).toBeUndefined();
    expect(full.body.data.licensingCustomer).toEqual({
      organizationId: customer,
      name: 'Graph customer',
      status: 'Active',
      profile: { revision: 0, displayName: 'Graph customer' },
      licenses: { items: [{ productName: 'Graph product', status: 'Active' }], totalCount: 1, limit: 1 },
      issueCandidates: { items: [{ customerSubscriptionId: subscription, effectiveIssuable: 4 }], totalCount: 1 },
    });

    // Without licenses.manage the candidates field is refused; a query without it is answered.
    const readOnly = await serviceAccountToken(null, ['customers.read']);
    const partial = await env.graphql(query, { id: customer }, { Authorization: readOnly });
    expect(partial.body.data).toBeNull(); // the field is non-null, so the refusal reaches the root
    expect(partial.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual([
      'forbidden',
    ]);
    const withoutCandidates = await env.graphql(
      `query ($id: UUID!) { licensingCustomer(organizationId: $id) { status licenses { totalCount } } }`,
      { id: customer },
      { Authorization: readOnly },
    );
    expect(withoutCandidates.body.data.licensingCustomer).toEqual({ status: 'Active', licenses: { totalCount: 1 } });
    const missing = await manager.graphql(query, { id: randomUUID() });
    expect(missing.body.errors[0].extensions.code).toBe('customer_aggregate_not_found');
  });
});
