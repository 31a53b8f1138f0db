import { createHash, randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import { DEFAULT_TENANT_ID } from '../tenancy/licensing-tenant';

const VERSION_FIELDS = `id offerId version tariffs { code name seatLimit } sharedSeatPool validityDays state
  policySnapshotVersion policySnapshotHash publishedAtUtc`;

/** The licensing catalog over REST and GraphQL (docs/licensing.md, "Catalog"). */
describe('licensing catalog', () => {
  const env = useTestEnvironment();
  const prefix = `c${randomUUID().slice(0, 6)}`;
  let manager: SignedInClient;
  let customerId: string;

  const post = async (path: string, body: object, status = 201) => {
    const response = await manager.rest('post', path).send(body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status });
    return response.body;
  };
  const newProduct = (suffix: string) => post('/api/v1/catalog/products', { code: `${prefix}-${suffix}`, name: 'P' });
  const newOffer = async (suffix: string) =>
    post('/api/v1/catalog/offers', { productId: (await newProduct(suffix)).id, name: `Offer ${suffix}` });
  const tariffs = [
    { code: 'basic', name: 'Basic', seatLimit: 3 },
    { code: 'unlimited', name: 'Unlimited', seatLimit: null },
  ];
  const newVersion = async (suffix: string) =>
    post('/api/v1/catalog/offer-versions', {
      offerId: (await newOffer(suffix)).id,
      tariffs,
      sharedSeatPool: 10,
      validityDays: 365,
    });
  const auditOf = (id: string) =>
    env.app.dataSource.query(
      `SELECT action, entity_type, organization_id FROM audit_log WHERE entity_id = $1 ORDER BY created_at_utc, id`,
      [id],
    );

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
    customerId = await env.createOrganization(`${prefix} customer`);
  });

  it('runs the lifecycle: product, offer, Draft version, publish with a snapshot, subscribe, status, retire', async () => {
    const product = await newProduct('life');
    expect(product).toEqual({
      id: expect.any(String),
      code: `${prefix}-life`,
      name: 'P',
      createdAtUtc: expect.any(String),
    });
    const offer = await post('/api/v1/catalog/offers', { productId: product.id, name: 'Yearly' });
    expect(offer).toMatchObject({ productId: product.id, name: 'Yearly' });
    const draft = await post('/api/v1/catalog/offer-versions', { offerId: offer.id, tariffs, validityDays: 365 });
    expect(draft).toMatchObject({
      offerId: offer.id,
      version: 1,
      tariffs,
      sharedSeatPool: null,
      validityDays: 365,
      state: 'Draft',
      policySnapshotVersion: null,
      policySnapshotHash: null,
      publishedAtUtc: null,
    });
    const second = await post('/api/v1/catalog/offer-versions', {
      offerId: offer.id,
      tariffs: [{ code: 'basic', name: 'Basic' }],
      sharedSeatPool: 0,
      validityDays: 30,
    });
    expect(second).toMatchObject({ version: 2, tariffs: [{ code: 'basic', name: 'Basic', seatLimit: null }] });

    const published = await post(`/api/v1/catalog/offer-versions/${draft.id}/publish`, {}, 200);
    const canonical = JSON.stringify({ sharedSeatPool: null, tariffs, validityDays: 365 });
    expect(published).toMatchObject({
      state: 'Published',
      policySnapshotVersion: 1,
      policySnapshotHash: createHash('sha256').update(canonical).digest('hex'),
      publishedAtUtc: expect.any(String),
    });

    const subscription = await post('/api/v1/catalog/subscriptions', {
      customerOrganizationId: customerId,
      offerVersionId: draft.id,
      tariffCode: 'unlimited',
      status: 'Trialing',
    });
    expect(subscription).toMatchObject({ customerOrganizationId: customerId, status: 'Trialing', rowVersion: 1 });
    const changed = await manager
      .rest('put', `/api/v1/catalog/subscriptions/${subscription.id}/status`)
      .send({ status: 'Active' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'Active', rowVersion: 2 });
    const list = await manager.rest('get', '/api/v1/catalog/subscriptions?limit=200');
    expect(list.body).toMatchObject({ offset: 0, limit: 200 });
    expect(list.body.items).toContainEqual(changed.body);

    const retired = await post(`/api/v1/catalog/offer-versions/${draft.id}/retire`, {}, 200);
    expect(retired).toMatchObject({ state: 'Retired', policySnapshotHash: published.policySnapshotHash });
    const again = await manager.rest('post', `/api/v1/catalog/offer-versions/${draft.id}/retire`);
    expect(again.body).toMatchObject({ code: 'workflow.invalid_transition', correlationId: expect.any(String) });
    const draftRetire = await manager.rest('post', `/api/v1/catalog/offer-versions/${second.id}/retire`);
    expect(draftRetire.status).toBe(409);
    const onRetired = await manager.rest('post', '/api/v1/catalog/subscriptions').send({
      customerOrganizationId: customerId,
      offerVersionId: draft.id,
      tariffCode: 'basic',
      status: 'Active',
    });
    expect(onRetired.status).toBe(409);
    expect(onRetired.body.code).toBe('catalog.offer_version_not_published');

    expect(await auditOf(subscription.id)).toEqual([
      { action: 'Create', entity_type: 'CustomerSubscription', organization_id: customerId },
      { action: 'StatusChange', entity_type: 'CustomerSubscription', organization_id: customerId },
    ]);
    expect(await auditOf(draft.id)).toEqual([
      { action: 'Create', entity_type: 'CatalogOfferVersion', organization_id: null },
      { action: 'Publish', entity_type: 'CatalogOfferVersion', organization_id: null },
      { action: 'Retire', entity_type: 'CatalogOfferVersion', organization_id: null },
    ]);
    expect(await auditOf(product.id)).toEqual([
      { action: 'Create', entity_type: 'CatalogProduct', organization_id: null },
    ]);
  });

  it('keeps a published version immutable: publishing twice is 409 and no route edits it', async () => {
    const version = await newVersion('frozen');
    const published = await post(`/api/v1/catalog/offer-versions/${version.id}/publish`, {}, 200);
    const twice = await manager.rest('post', `/api/v1/catalog/offer-versions/${version.id}/publish`);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('workflow.invalid_transition');
    for (const method of ['put', 'delete'] as const) {
      const edit = await manager.rest(method, `/api/v1/catalog/offer-versions/${version.id}`).send({ validityDays: 1 });
      expect(edit.status).toBe(404);
    }
    const read = await manager.rest('get', `/api/v1/catalog/offer-versions/${version.id}`);
    expect(read.body).toEqual(published);
  });

  it('numbers versions created at once consecutively per offer', async () => {
    const offer = await newOffer('race');
    const created = await Promise.all(
      [1, 2, 3].map(() =>
        manager.rest('post', '/api/v1/catalog/offer-versions').send({ offerId: offer.id, tariffs, validityDays: 1 }),
      ),
    );
    expect(created.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(created.map((response) => response.body.version).sort()).toEqual([1, 2, 3]);
  });

  it('subscribes only to Published versions and only under one of their tariffs', async () => {
    const version = await newVersion('subs');
    const body = {
      customerOrganizationId: customerId,
      offerVersionId: version.id,
      tariffCode: 'basic',
      status: 'Active',
    };
    const onDraft = await manager.rest('post', '/api/v1/catalog/subscriptions').send(body);
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.code).toBe('catalog.offer_version_not_published');
    await post(`/api/v1/catalog/offer-versions/${version.id}/publish`, {}, 200);
    const unknownTariff = await manager
      .rest('post', '/api/v1/catalog/subscriptions')
      .send({ ...body, tariffCode: 'gold' });
    expect(unknownTariff.status).toBe(400);
    expect(unknownTariff.body).toMatchObject({
      code: 'catalog.invalid_request',
      fieldErrors: { tariffCode: ['unknown'] },
    });
    const unknownCustomer = await manager
      .rest('post', '/api/v1/catalog/subscriptions')
      .send({ ...body, customerOrganizationId: randomUUID() });
    expect(unknownCustomer.status).toBe(404);
    expect(unknownCustomer.body.code).toBe('catalog.not_found');
    const badStatus = await manager.rest('post', '/api/v1/catalog/subscriptions').send({ ...body, status: 'Paused' });
    expect(badStatus.body.code).toBe('catalog.invalid_request');
  });

  it('validates: taken code 409, bad policy 400 with fieldErrors, paging bounds', async () => {
    await newProduct('dup');
    const dup = await manager.rest('post', '/api/v1/catalog/products').send({ code: `${prefix}-dup`, name: 'Q' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('catalog.product_code_taken');
    const offer = await newOffer('bad');
    const bad = await manager.rest('post', '/api/v1/catalog/offer-versions').send({
      offerId: offer.id,
      tariffs: [
        { code: 'a', name: 'A', seatLimit: -1 },
        { code: 'a', name: '', seatLimit: 1 },
      ],
      sharedSeatPool: -2,
      validityDays: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      'tariffs.0.seatLimit': ['min'],
      'tariffs.1.name': ['required'],
      tariffs: ['duplicate'],
      sharedSeatPool: ['min'],
      validityDays: ['min'],
    });
    const empty = await manager
      .rest('post', '/api/v1/catalog/offer-versions')
      .send({ offerId: offer.id, tariffs: [], validityDays: 1 });
    expect(empty.body.fieldErrors).toEqual({ tariffs: ['required'] });
    for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=x']) {
      const page = await manager.rest('get', `/api/v1/catalog/products?${query}`);
      expect(page.status).toBe(400);
      expect(page.body.code).toBe('catalog.invalid_request');
    }
    const page = await manager.rest('get', '/api/v1/catalog/products?offset=0&limit=1');
    expect(page.body).toMatchObject({ offset: 0, limit: 1, totalCount: expect.any(Number) });
    expect(page.body.items).toHaveLength(1);
    const defaults = await manager.rest('get', '/api/v1/catalog/products');
    expect(defaults.body).toMatchObject({ offset: 0, limit: 50 });
  });

  it('refuses unknown members of strict bodies with 400 catalog.invalid_request and a correlationId', async () => {
    const version = await newVersion('strict');
    const cases: [string, string, object][] = [
      ['post', '/api/v1/catalog/products', { code: `${prefix}-s`, name: 'S', tenantId: DEFAULT_TENANT_ID }],
      ['post', '/api/v1/catalog/offers', { productId: randomUUID(), name: 'S', extra: 1 }],
      [
        'post',
        '/api/v1/catalog/offer-versions',
        { offerId: version.offerId, tariffs: [{ code: 'a', name: 'A', price: 1 }], validityDays: 1 },
      ],
      [
        'post',
        '/api/v1/catalog/subscriptions',
        { customerOrganizationId: customerId, offerVersionId: version.id, tariffCode: 'basic', status: 'Active', x: 1 },
      ],
      ['put', `/api/v1/catalog/subscriptions/${randomUUID()}/status`, { status: 'Active', rowVersion: 1 }],
    ];
    for (const [method, path, body] of cases) {
      const response = await manager.rest(method as 'post' | 'put', path).send(body);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.body).toMatchObject({ code: 'catalog.invalid_request', correlationId: response.body.traceId });
      expect(Object.values(response.body.fieldErrors)).toContainEqual(['unknown']);
    }
    const malformed = await manager
      .rest('post', '/api/v1/catalog/products')
      .set('Content-Type', 'application/json')
      .send('{"code":');
    expect(malformed.body.code).toBe('catalog.invalid_request');
  });

  it("answers another tenant's rows as missing (404 catalog.not_found)", async () => {
    const [tenant] = await env.app.dataSource.query(`INSERT INTO licensing_tenants (name) VALUES ($1) RETURNING id`, [
      `${prefix} other tenant`,
    ]);
    const [product] = await env.app.dataSource.query(
      `INSERT INTO licensing_products (tenant_id, code, name) VALUES ($1, $2, 'Foreign') RETURNING id`,
      [tenant.id, `${prefix}-foreign`],
    );
    const [offer] = await env.app.dataSource.query(
      `INSERT INTO licensing_offers (tenant_id, product_id, name) VALUES ($1, $2, 'Foreign') RETURNING id`,
      [tenant.id, product.id],
    );
    const [version] = await env.app.dataSource.query(
      `INSERT INTO licensing_offer_versions (tenant_id, offer_id, version, tariffs, validity_days, state,
                                             policy_snapshot_version, policy_snapshot_hash, published_at_utc)
       VALUES ($1, $2, 1, $3, 30, 'Published', 1, $4, now()) RETURNING id`,
      [tenant.id, offer.id, JSON.stringify([{ code: 'basic', name: 'Basic', seatLimit: 1 }]), '0'.repeat(64)],
    );
    const [subscription] = await env.app.dataSource.query(
      `INSERT INTO licensing_customer_subscriptions (tenant_id, customer_organization_id, offer_version_id, tariff_code,
                                                     status)
       VALUES ($1, $2, $3, 'basic', 'Active') RETURNING id`,
      [tenant.id, customerId, version.id],
    );
    const missing = [
      await manager.rest('post', '/api/v1/catalog/offers').send({ productId: product.id, name: 'Mine' }),
      await manager
        .rest('post', '/api/v1/catalog/offer-versions')
        .send({ offerId: offer.id, tariffs, validityDays: 1 }),
      await manager.rest('get', `/api/v1/catalog/offer-versions/${version.id}`),
      await manager.rest('post', `/api/v1/catalog/offer-versions/${version.id}/retire`),
      await manager.rest('post', '/api/v1/catalog/subscriptions').send({
        customerOrganizationId: customerId,
        offerVersionId: version.id,
        tariffCode: 'basic',
        status: 'Active',
      }),
      await manager.rest('put', `/api/v1/catalog/subscriptions/${subscription.id}/status`).send({ status: 'Expired' }),
      await manager.rest('post', `/api/v1/catalog/offer-versions/${randomUUID()}/publish`),
    ];
    for (const response of missing) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'catalog.not_found', correlationId: expect.any(String) });
    }
    // The same code is free in the caller's own tenant.
    await newProduct('foreign');
    const products = await manager.rest('get', '/api/v1/catalog/products?limit=200');
    expect(products.body.items.map((item: { id: string }) => item.id)).not.toContain(product.id);
    const [{ status }] = await env.app.dataSource.query(
      `SELECT status FROM licensing_customer_subscriptions WHERE id = $1`,
      [subscription.id],
    );
    expect(status).toBe('Active');
  });

  it('works over GraphQL with the same rules', async () => {
    const offer = await newOffer('gql');
    const created = await manager.graphql(
      `mutation ($input: CreateOfferVersionInput!) { createCatalogOfferVersion(input: $input) { ${VERSION_FIELDS} } }`,
      { input: { offerId: offer.id, tariffs: [{ code: 'basic', name: 'Basic', seatLimit: 0 }], validityDays: 7 } },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createCatalogOfferVersion.id;
    const published = await manager.graphql(
      `mutation ($id: UUID!) { publishCatalogOfferVersion(id: $id) { state policySnapshotHash } }`,
      { id },
    );
    expect(published.body.data.publishCatalogOfferVersion).toMatchObject({ state: 'Published' });
    const twice = await manager.graphql(`mutation ($id: UUID!) { publishCatalogOfferVersion(id: $id) { id } }`, { id });
    expect(twice.body.errors[0].extensions).toMatchObject({ code: 'workflow.invalid_transition', httpStatus: 409 });
    const subscribed = await manager.graphql(
      `mutation ($input: CreateCustomerSubscriptionInput!) { createCustomerSubscription(input: $input) { id status } }`,
      { input: { customerOrganizationId: customerId, offerVersionId: id, tariffCode: 'basic', status: 'PastDue' } },
    );
    expect(subscribed.body.data.createCustomerSubscription.status).toBe('PastDue');
    const page = await manager.graphql(`{ catalogProducts(limit: 2) { totalCount offset limit items { code } } }`);
    expect(page.body.data.catalogProducts).toMatchObject({ offset: 0, limit: 2 });
    const missing = await manager.graphql(`query ($id: UUID!) { catalogOfferVersion(id: $id) { id } }`, {
      id: randomUUID(),
    });
    expect(missing.body.errors[0].extensions).toMatchObject({ code: 'catalog.not_found', httpStatus: 404 });
  });

  it('refuses organization roles with 403 over REST and GraphQL', async () => {
    const organizationId = await env.createOrganization(`${prefix} roles`);
    const locationId = await env.createLocation(organizationId);
    for (const role of ['Viewer', 'Accountant', 'OrganizationAdmin'] as const) {
      const client = await env.clientFor(role, {
        organizationId,
        locationId: role === 'Accountant' ? locationId : undefined,
      });
      const create = await client.rest('post', '/api/v1/catalog/products').send({ code: `${prefix}-no`, name: 'No' });
      expect({ role, status: create.status, code: create.body.code }).toEqual({ role, status: 403, code: 'forbidden' });
      const list = await client.rest('get', '/api/v1/catalog/subscriptions');
      expect(list.status).toBe(403);
      const viaGraphql = await client.graphql(`{ catalogProducts { totalCount } }`);
      expect(viaGraphql.body.errors[0].extensions.code).toBe('forbidden');
    }
  });
});
