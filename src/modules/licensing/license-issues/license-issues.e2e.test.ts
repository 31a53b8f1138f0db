import { randomUUID } from 'node:crypto';
import {
  seedCustomerSubscription,
  seedOfferVersion,
  seedSubscription,
  seedTenant,
  expectKeysNeverStored,
} from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import { parseLicenseKey } from '../license-keys/license-key';
import { DEFAULT_TENANT_ID } from '../tenancy/licensing-tenant';
import { reportFigure } from '../../../../test/run-report';

const RECEIPT = `operationId licenseId customerSubscriptionId keyMaterialRefId maskedKey formatVersion plaintextKey
  status isIdempotentReplay`;
const ISSUE_GQL = `mutation($organizationId: UUID!, $input: LicenseIssueInput!, $idempotencyKey: String!) {
  issueCustomerLicense(organizationId: $organizationId, input: $input, idempotencyKey: $idempotencyKey) { ${RECEIPT} } }`;
const MASK = /^LK2-\*{5}-\*{5}-\*{5}-\*{5}-\*{5}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** License issue over REST and GraphQL (docs/licensing.md, "Issue, rotation and key validation"), on PostgreSQL. */
describe('license issue', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  /** Every plaintext key an answer showed: the canary at the end looks for them everywhere else. */
  const revealed: string[] = [];

  const db = () => env.app.dataSource;
  const customerPath = (organizationId: string) => `/api/v1/customers/organizations/${organizationId}/license-issues`;
  const issue = async (
    organizationId: string,
    body: object,
    key: string | null = randomUUID(),
    client: SignedInClient = manager,
  ) => {
    const call = client.rest('post', customerPath(organizationId));
    const response = await (key === null ? call : call.set('Idempotency-Key', key)).send(body);
    if (typeof response.body?.plaintextKey === 'string') revealed.push(response.body.plaintextKey);
    return response;
  };
  const globalIssue = async (body: object, key = randomUUID()) => {
    const response = await manager
      .rest('post', '/api/v1/licenses/subscription-issues')
      .set('Idempotency-Key', key)
      .send(body);
    if (typeof response.body?.plaintextKey === 'string') revealed.push(response.body.plaintextKey);
    return response;
  };
  /** A customer with an Active subscription on a fresh Published version (tariff basic). */
  const setUp = async (options: Parameters<typeof seedOfferVersion>[1] = {}) => {
    const seeded = await seedCustomerSubscription(env, options);
    return { ...seeded, body: { customerSubscriptionId: seeded.subscriptionId, correlationId: randomUUID() } };
  };
  const expectError = (response: { status: number; body: { code?: string } }, status: number, code: string) =>
    expect({ status: response.status, code: response.body.code }).toEqual({ status, code });

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
  });

  it('issues an Active license with a v2 key shown once, stored as a keyed hash, and audits it', async () => {
    const { customerId, offer, subscriptionId, body } = await setUp({ validityDays: 30 });
    const response = await issue(customerId, body);
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store, no-cache');
    expect(response.body).toEqual({
      operationId: expect.any(String),
      licenseId: expect.any(String),
      customerSubscriptionId: subscriptionId,
      keyMaterialRefId: expect.any(String),
      maskedKey: expect.stringMatching(MASK),
      formatVersion: 2,
      plaintextKey: expect.stringMatching(/^LK2-/),
      status: 'Active',
      isIdempotentReplay: false,
    });
    const key = response.body.plaintextKey as string;
    expect(parseLicenseKey(key)).toEqual({ ok: true, key });
    expect(response.body.maskedKey.slice(-4)).toBe(key.slice(-4));

    const [license] = await db().query(
      `SELECT customer_organization_id, product_id, offer_version_id, tariff_code, policy_snapshot_version,
              policy_snapshot_hash, status, issue_mode, migration_state,
              round(extract(epoch FROM valid_until_utc - created_at_utc) / 86400) AS days
         FROM licensing_licenses WHERE id = $1`,
      [response.body.licenseId],
    );
    expect(license).toEqual({
      customer_organization_id: customerId,
      product_id: offer.productId,
      offer_version_id: offer.offerVersionId,
      tariff_code: 'basic',
      policy_snapshot_version: 1,
      policy_snapshot_hash: offer.policySnapshotHash,
      status: 'Active',
      issue_mode: 'Subscription',
      migration_state: 'Current',
      days: '30',
    });
    const materials = await db().query(
      `SELECT id, format_version, key_hash, masked_key, is_primary FROM licensing_key_materials WHERE license_id = $1`,
      [response.body.licenseId],
    );
    expect(materials).toEqual([
      {
        id: response.body.keyMaterialRefId,
        format_version: 2,
        key_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        masked_key: response.body.maskedKey,
        is_primary: true,
      },
    ]);
    const audit = await db().query(
      `SELECT action, entity_type, organization_id, user_id, details_json FROM audit_log WHERE entity_id = $1`,
      [response.body.licenseId],
    );
    expect(audit).toEqual([
      {
        action: 'license.issued',
        entity_type: 'License',
        organization_id: customerId,
        user_id: manager.user.id,
        details_json: expect.objectContaining({
          operationId: response.body.operationId,
          licenseId: response.body.licenseId,
          subscriptionId,
          maskedKey: response.body.maskedKey,
        }),
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(materials[0].key_hash);
  });

  it('replays an exact retry (200, same references and mask, no key), whatever changed since', async () => {
    const { customerId, subscriptionId, body } = await setUp();
    const key = `retry:${randomUUID()}`;
    const first = await issue(customerId, body, key);
    expect(first.status).toBe(201);
    // Member order does not change the fingerprint; a later change of the subscription does not change the answer.
    await db().query(`UPDATE licensing_customer_subscriptions SET status = 'Cancelled' WHERE id = $1`, [
      subscriptionId,
    ]);
    const replay = await issue(
      customerId,
      { correlationId: body.correlationId, customerSubscriptionId: subscriptionId },
      key,
    );
    expect(replay.status).toBe(200);
    expect(replay.headers['cache-control']).toBe('no-store, no-cache');
    expect(replay.body).toEqual({ ...first.body, plaintextKey: null, isIdempotentReplay: true });
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM licensing_licenses WHERE customer_subscription_id = $1`,
      [subscriptionId],
    );
    expect(count).toBe(1);
  });

  it('answers a changed body or path under a used key 409 idempotency_conflict, before any rule', async () => {
    const { customerId, body } = await setUp();
    const other = await setUp();
    const key = randomUUID();
    expect((await issue(customerId, body, key)).status).toBe(201);
    // The conflicting body names another customer's subscription: not_found would win if rules ran first.
    expectError(await issue(customerId, other.body, key), 409, 'customer_license_actions.idempotency_conflict');
    expectError(
      await issue(customerId, { ...body, correlationId: randomUUID() }, key),
      409,
      'customer_license_actions.idempotency_conflict',
    );
    expectError(await issue(other.customerId, body, key), 409, 'customer_license_actions.idempotency_conflict');
    // Keys are scoped by route: the global route knows nothing of the customer route's key.
    expectError(await globalIssue(body, key), 409, 'customer_license_actions.subscription_occupied');
  });

  it('leaves the key of a refused call free', async () => {
    const { customerId, subscriptionId, body } = await setUp();
    const key = randomUUID();
    await db().query(`UPDATE licensing_customer_subscriptions SET status = 'PastDue' WHERE id = $1`, [subscriptionId]);
    expectError(await issue(customerId, body, key), 409, 'customer_license_actions.not_issuable');
    await db().query(`UPDATE licensing_customer_subscriptions SET status = 'Trialing' WHERE id = $1`, [subscriptionId]);
    expect((await issue(customerId, body, key)).status).toBe(201);
    const receipts = await db().query(
      `SELECT route FROM licensing_idempotency_receipts WHERE tenant_id = $1 AND idempotency_key = $2`,
      [DEFAULT_TENANT_ID, key],
    );
    expect(receipts).toEqual([{ route: 'POST /api/v1/customers/organizations/{organizationId}/license-issues' }]);
  });

  it('refuses a missing, foreign or wrong-customer source, a customer not Active, and what is not issuable', async () => {
    const { customerId, offer, body } = await setUp();
    expectError(await issue(randomUUID(), body), 404, 'customer_license_actions.not_found');
    expectError(
      await issue(customerId, { ...body, customerSubscriptionId: randomUUID() }),
      404,
      'customer_license_actions.not_found',
    );
    const stranger = await setUp();
    expectError(await issue(customerId, stranger.body), 404, 'customer_license_actions.not_found');
    const tenantId = await seedTenant(db());
    const foreignOffer = await seedOfferVersion(db(), { tenantId });
    const foreign = await seedSubscription(db(), {
      tenantId,
      customerOrganizationId: customerId,
      offerVersionId: foreignOffer.offerVersionId,
    });
    expectError(
      await issue(customerId, { ...body, customerSubscriptionId: foreign }),
      404,
      'customer_license_actions.not_found',
    );

    for (const status of ['Suspended', 'Archived']) {
      await db().query(`UPDATE organizations SET status = $2 WHERE id = $1`, [customerId, status]);
      expectError(await issue(customerId, body), 409, 'customer_license_actions.customer_not_active');
      expectError(await globalIssue(body), 409, 'customer_license_actions.customer_not_active');
    }
    await db().query(`UPDATE organizations SET status = 'Active' WHERE id = $1`, [customerId]);

    for (const status of ['PastDue', 'Cancelled', 'Expired']) {
      await db().query(`UPDATE licensing_customer_subscriptions SET status = $2 WHERE id = $1`, [
        body.customerSubscriptionId,
        status,
      ]);
      expectError(await issue(customerId, body), 409, 'customer_license_actions.not_issuable');
    }
    // A subscription on a Draft version (only SQL can make one) is not issuable; a Retired version still is.
    await db().query(`UPDATE licensing_customer_subscriptions SET status = 'Active' WHERE id = $1`, [
      body.customerSubscriptionId,
    ]);
    const draft = await seedOfferVersion(db(), { state: 'Draft' });
    const onDraft = await seedSubscription(db(), {
      customerOrganizationId: customerId,
      offerVersionId: draft.offerVersionId,
    });
    expectError(
      await issue(customerId, { ...body, customerSubscriptionId: onDraft }),
      409,
      'customer_license_actions.not_issuable',
    );
    await db().query(`UPDATE licensing_offer_versions SET state = 'Retired' WHERE id = $1`, [offer.offerVersionId]);
    expect((await issue(customerId, body)).status).toBe(201);
    // Occupied for life: a revoked or archived license keeps its subscription.
    await db().query(`UPDATE licensing_licenses SET status = 'Revoked' WHERE customer_subscription_id = $1`, [
      body.customerSubscriptionId,
    ]);
    expectError(await issue(customerId, body), 409, 'customer_license_actions.subscription_occupied');
    expectError(await globalIssue(body), 409, 'customer_license_actions.subscription_occupied');
  });

  it('fails closed on null limits and counts the seats of the tariff and of the shared pool', async () => {
    const nullPool = await setUp({ sharedSeatPool: null });
    expectError(await issue(nullPool.customerId, nullPool.body), 409, 'customer_license_actions.not_issuable');
    const nullLimit = await setUp({ tariffs: [{ code: 'basic', name: 'Basic', seatLimit: null }] });
    expectError(await issue(nullLimit.customerId, nullLimit.body), 409, 'customer_license_actions.not_issuable');
    const zero = await setUp({ sharedSeatPool: 0 });
    expectError(await issue(zero.customerId, zero.body), 409, 'customer_license_actions.not_issuable');

    // A tariff limit of 1: the second subscription of the tariff has no seat; revoking the first frees it.
    const { customerId, offer, body } = await setUp({ tariffs: [{ code: 'basic', name: 'Basic', seatLimit: 1 }] });
    const first = await issue(customerId, body);
    expect(first.status).toBe(201);
    const second = await seedSubscription(db(), {
      customerOrganizationId: customerId,
      offerVersionId: offer.offerVersionId,
    });
    const secondBody = { customerSubscriptionId: second, correlationId: randomUUID() };
    expectError(await issue(customerId, secondBody), 409, 'customer_license_actions.not_issuable');
    await db().query(`UPDATE licensing_licenses SET status = 'Revoked' WHERE id = $1`, [first.body.licenseId]);
    expect((await issue(customerId, secondBody)).status).toBe(201);
  });

  it('issues on the global route for the subscription’s customer, with the same idempotency', async () => {
    const { customerId, subscriptionId, body } = await setUp();
    expectError(
      await globalIssue({ ...body, customerSubscriptionId: randomUUID() }),
      404,
      'customer_license_actions.not_found',
    );
    const key = randomUUID();
    const first = await globalIssue(body, key);
    expect(first.status).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store, no-cache');
    expect(first.body).toMatchObject({ customerSubscriptionId: subscriptionId, status: 'Active', formatVersion: 2 });
    const [license] = await db().query(`SELECT customer_organization_id FROM licensing_licenses WHERE id = $1`, [
      first.body.licenseId,
    ]);
    expect(license.customer_organization_id).toBe(customerId);
    const replay = await globalIssue(body, key);
    expect({ status: replay.status, body: replay.body }).toEqual({
      status: 200,
      body: { ...first.body, plaintextKey: null, isIdempotentReplay: true },
    });
    expectError(
      await globalIssue({ ...body, correlationId: randomUUID() }, key),
      409,
      'customer_license_actions.idempotency_conflict',
    );
  });

  it('refuses bad requests with invalid_request, no-store and a correlation id', async () => {
    const { customerId, body } = await setUp();
    const cases = [
      await issue(customerId, body, null),
      await issue(customerId, body, 'bad key with spaces'),
      await issue(customerId, body, 'x'.repeat(129)),
      await manager.rest('post', customerPath(customerId)).set('Idempotency-Key', 'a, b').send(body),
      await issue(customerId, { ...body, extra: 1 }),
      await issue(customerId, { customerSubscriptionId: body.customerSubscriptionId }),
      await issue(customerId, { ...body, customerSubscriptionId: 'nope' }),
      await issue('not-a-uuid', body),
      await manager
        .rest('post', customerPath(customerId))
        .set('Idempotency-Key', randomUUID())
        .set('Content-Type', 'application/json')
        .send(
          `{"customerSubscriptionId":"${body.customerSubscriptionId}","customerSubscriptionId":"x","correlationId":"${body.correlationId}"}`,
        ),
    ];
    for (const response of cases) {
      expectError(response, 400, 'customer_license_actions.invalid_request');
      expect(response.headers['cache-control']).toBe('no-store, no-cache');
      expect(response.body.correlationId).toBe(response.body.traceId);
    }
    const notFound = await issue(randomUUID(), body);
    expect(notFound.headers['cache-control']).toBe('no-store, no-cache');
  });

  it('requires customers.read and licenses.manage; another tenant’s service account finds nothing', async () => {
    const { customerId, body } = await setUp();
    const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId: customerId });
    expectError(await issue(customerId, body, randomUUID(), orgAdmin), 403, 'forbidden');

    const admin = await env.clientFor('MegaAdmin');
    const tenant = await admin.rest('post', '/api/v1/tenants').send({ name: `Other ${randomUUID().slice(0, 6)}` });
    const account = await admin
      .rest('post', '/api/v1/service-accounts')
      .send({ name: 'Issuer', tenantId: tenant.body.id, permissions: ['customers.read', 'licenses.manage'] });
    const token = await env.http
      .post('/api/v1/service-accounts/token')
      .send({ clientId: account.body.clientId, clientSecret: account.body.clientSecret });
    const bearer = `Bearer ${token.body.accessToken}`;
    const foreignCustomer = await env.http
      .post(customerPath(customerId))
      .set('Authorization', bearer)
      .set('Idempotency-Key', randomUUID())
      .send(body);
    expectError(foreignCustomer, 404, 'customer_license_actions.not_found');
    const foreignGlobal = await env.http
      .post('/api/v1/licenses/subscription-issues')
      .set('Authorization', bearer)
      .set('Idempotency-Key', randomUUID())
      .send(body);
    expectError(foreignGlobal, 404, 'customer_license_actions.not_found');

    // Without licenses.manage a service account is forbidden on the customer route.
    const reader = await admin
      .rest('post', '/api/v1/service-accounts')
      .send({ name: 'Reader', tenantId: null, permissions: ['customers.read'] });
    const readerToken = await env.http
      .post('/api/v1/service-accounts/token')
      .send({ clientId: reader.body.clientId, clientSecret: reader.body.clientSecret });
    const denied = await env.http
      .post(customerPath(customerId))
      .set('Authorization', `Bearer ${readerToken.body.accessToken}`)
      .set('Idempotency-Key', randomUUID())
      .send(body);
    expect(denied.status).toBe(403);
    expect(denied.headers['cache-control']).toBe('no-store, no-cache');
  });

  it('issues over GraphQL with the key as an argument, replay and conflict alike', async () => {
    const { customerId, body } = await setUp();
    const idempotencyKey = randomUUID();
    const run = async (input: object) => {
      const response = await manager.graphql(ISSUE_GQL, { organizationId: customerId, input, idempotencyKey });
      const receipt = response.body.data?.issueCustomerLicense;
      if (typeof receipt?.plaintextKey === 'string') revealed.push(receipt.plaintextKey);
      return response.body;
    };
    const first = await run(body);
    expect(first.data.issueCustomerLicense).toMatchObject({
      isIdempotentReplay: false,
      plaintextKey: expect.any(String),
    });
    const replay = await run(body);
    expect(replay.data.issueCustomerLicense).toEqual({
      ...first.data.issueCustomerLicense,
      plaintextKey: null,
      isIdempotentReplay: true,
    });
    const conflict = await run({ ...body, correlationId: randomUUID() });
    expect(conflict.errors[0].extensions.code).toBe('customer_license_actions.idempotency_conflict');
    const bad = await manager.graphql(ISSUE_GQL, { organizationId: customerId, input: body, idempotencyKey: 'a b' });
    expect(bad.body.errors[0].extensions.code).toBe('validation.failed');
  });

  it('answers 50 parallel issues with one key with one license, one 201 and 49 replays', async () => {
    const { customerId, subscriptionId, body } = await setUp();
    const key = randomUUID();
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 50 }, () => issue(customerId, body, key)));
    const elapsed = Date.now() - started;
    reportFigure(`50 parallel issues with one key: ${elapsed} ms`);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(49).fill(200), 201]);
    const created = responses.find((response) => response.status === 201)!;
    for (const replay of responses.filter((response) => response.status === 200)) {
      expect(replay.body).toEqual({ ...created.body, plaintextKey: null, isIdempotentReplay: true });
    }
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM licensing_licenses WHERE customer_subscription_id = $1`,
      [subscriptionId],
    );
    expect(count).toBe(1);
  }, 60_000);

  it('answers 50 parallel issues with different keys on one subscription with one license, 49 occupied', async () => {
    const { customerId, subscriptionId, body } = await setUp();
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 50 }, () => issue(customerId, body)));
    reportFigure(`50 parallel issues with different keys: ${Date.now() - started} ms`);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.map((response) => [response.status, response.body.code])).toEqual(
      Array(49).fill([409, 'customer_license_actions.subscription_occupied']),
    );
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM licensing_licenses WHERE customer_subscription_id = $1`,
      [subscriptionId],
    );
    expect(count).toBe(1);
  }, 60_000);

  it('never overruns a shared seat pool with parallel issues on different subscriptions', async () => {
    const {
      customerId,
      offer,
      subscriptionId: own,
    } = await setUp({
      tariffs: [{ code: 'basic', name: 'Basic', seatLimit: 100 }],
      sharedSeatPool: 3,
    });
    // setUp's own subscription plus 11 more: 12 candidates for 3 seats.
    const subscriptions = await Promise.all(
      Array.from({ length: 11 }, () =>
        seedSubscription(db(), { customerOrganizationId: customerId, offerVersionId: offer.offerVersionId }),
      ),
    );
    const responses = await Promise.all(
      [own, ...subscriptions].map((subscriptionId) =>
        issue(customerId, { customerSubscriptionId: subscriptionId, correlationId: randomUUID() }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.body.code === 'customer_license_actions.not_issuable')).toHaveLength(
      9,
    );
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM licensing_licenses WHERE offer_version_id = $1`,
      [offer.offerVersionId],
    );
    expect(count).toBe(3);
  }, 60_000);

  it('never shows a revealed key again: not in answers, audit, outbox, receipts or logs', async () => {
    expect(revealed.length).toBeGreaterThan(10);
    await expectKeysNeverStored(env, manager, revealed);
  });
});
