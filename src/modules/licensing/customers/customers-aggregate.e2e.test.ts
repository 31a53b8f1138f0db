import { randomUUID } from 'node:crypto';
import { seedLicense, seedOfferVersion, seedTenant, serviceAccountBearer } from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import { reportFigure } from '../../../../test/run-report';

const LICENSE_FIELDS = [
  'licenseId',
  'status',
  'productResolution',
  'productName',
  'keyMaterialRefId',
  'maskedKey',
  'keyMaskStatus',
  'createdAtUtc',
  'customerOrganizationId',
  'assignedCustomerId',
  'productId',
  'customerSubscriptionId',
  'offerVersionId',
  'issueMode',
  'migrationState',
  'notes',
].sort();

const MASK = 'LK2-*****-*****-*****-*****-*****-7K3M';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** The customer aggregate (docs/licensing.md, "The profile"): profile with revisions and license summary. */
describe('licensing customer aggregate', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  let admin: SignedInClient;
  const path = (organizationId: string, query = '') =>
    `/api/v1/customers/organizations/${organizationId}/aggregate${query}`;
  const put = (organizationId: string, body: object, client: SignedInClient = manager) =>
    client.rest('put', path(organizationId)).send(body);
  const profileBody = (expectedRevision: number, displayName = 'Customer', extra: object = {}) => ({
    expectedRevision,
    displayName,
    notes: 'Line one\nline two',
    primaryContact: null,
    ...extra,
  });
  const audits = (organizationId: string) =>
    env.app.dataSource.query(
      `SELECT action, entity_type, entity_id, organization_id, user_id, details_json FROM audit_log
        WHERE organization_id = $1 AND action = 'customer.profile.updated' ORDER BY created_at_utc`,
      [organizationId],
    );
  const statements = async () => Number(/^db_statements_total (\d+)$/m.exec((await env.metrics()).text)?.[1]);

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
    admin = await env.clientFor('MegaAdmin');
  });

  const serviceAccountToken = (tenantId: string | null, permissions: string[]) =>
    serviceAccountBearer(env, admin, tenantId, permissions);

  it('answers the default profile of a customer never edited, and 404 for no organization', async () => {
    const customer = await env.createOrganization('Default Profile LLC');
    const response = await manager.rest('get', path(customer));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      profile: {
        organizationId: customer,
        status: 'Active',
        revision: 0,
        displayName: 'Default Profile LLC',
        notes: '',
        primaryContact: null,
      },
      licenses: { items: [], totalCount: 0, offset: 0, limit: 50 },
    });
    const missing = await manager.rest('get', path(randomUUID()));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'customer_aggregate_not_found', correlationId: missing.body.traceId });
    const missingPut = await put(randomUUID(), profileBody(0));
    expect([missingPut.status, missingPut.body.code]).toEqual([404, 'customer_aggregate_not_found']);
  });

  it('lists every license newest first with product resolution and mask status, never a secret', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization();
    const otherTenant = await seedTenant(db);
    const foreignProduct = await seedOfferVersion(db, { tenantId: otherTenant, productName: 'Foreign product' });
    const hash = 'ab'.repeat(32);
    const resolved = await seedLicense(db, {
      customerOrganizationId: customer,
      keyMaterial: { formatVersion: 2, keyHash: hash, maskedKey: MASK },
      createdAtUtc: minutesAgo(1),
    });
    const missingIdentity = await seedLicense(db, {
      customerOrganizationId: customer,
      legacy: { productId: null },
      status: 'Archived',
      migrationState: 'MigrationRequired',
      keyMaterial: null,
      createdAtUtc: minutesAgo(2),
    });
    // Another tenant's product with this id is no product of this tenant's catalog.
    const foreignId = await seedLicense(db, {
      customerOrganizationId: customer,
      legacy: { productId: foreignProduct.productId },
      status: 'Revoked',
      migrationState: 'Deprecated',
      keyMaterial: { formatVersion: 1, keyHash: null, maskedKey: 'OLD-1234-****' },
      createdAtUtc: minutesAgo(3),
    });
    const tie = minutesAgo(4);
    const tied = [
      await seedLicense(db, {
        customerOrganizationId: customer,
        legacy: { productId: randomUUID() },
        keyMaterial: { formatVersion: 2, keyHash: null, maskedKey: null },
        createdAtUtc: tie,
      }),
      await seedLicense(db, { customerOrganizationId: customer, status: 'Suspended', createdAtUtc: tie }),
    ].sort((a, b) => (a.licenseId < b.licenseId ? -1 : 1));
    // Another customer's license never shows.
    await seedLicense(db, { customerOrganizationId: await env.createOrganization() });

    const response = await manager.rest('get', path(customer));
    expect(response.status).toBe(200);
    const { items, totalCount } = response.body.licenses;
    expect(totalCount).toBe(5);
    expect(items.map((item: { licenseId: string }) => item.licenseId)).toEqual([
      resolved.licenseId,
      missingIdentity.licenseId,
      foreignId.licenseId,
      ...tied.map((license) => license.licenseId),
    ]);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(LICENSE_FIELDS);
    const [first] = await db.query(
      `SELECT product_id, customer_subscription_id, offer_version_id FROM licensing_licenses WHERE id = $1`,
      [resolved.licenseId],
    );
    expect(items[0]).toEqual({
      licenseId: resolved.licenseId,
      status: 'Active',
      productResolution: 'Resolved',
      productName: 'Seeded product',
      keyMaterialRefId: resolved.keyMaterialRefId,
      maskedKey: MASK,
      keyMaskStatus: 'Available',
      createdAtUtc: expect.any(String),
      customerOrganizationId: customer,
      assignedCustomerId: customer,
      productId: first.product_id,
      customerSubscriptionId: first.customer_subscription_id,
      offerVersionId: first.offer_version_id,
      issueMode: 'Subscription',
      migrationState: 'Current',
      notes: '',
    });
    expect(items[1]).toMatchObject({
      status: 'Archived',
      productResolution: 'MissingIdentity',
      productName: null,
      productId: null,
      keyMaterialRefId: null,
      maskedKey: null,
      keyMaskStatus: 'NoKeyMaterial',
      issueMode: 'Legacy',
      migrationState: 'MigrationRequired',
    });
    expect(items[2]).toMatchObject({
      status: 'Revoked',
      productResolution: 'CatalogNotFound',
      productName: null,
      productId: foreignProduct.productId,
      keyMaterialRefId: foreignId.keyMaterialRefId,
      maskedKey: null,
      keyMaskStatus: 'LegacyFormat',
      migrationState: 'Deprecated',
    });
    const legacyTied = items.find(
      (item: { issueMode: string; status: string }) => item.status === 'Active' && item.issueMode === 'Legacy',
    );
    expect(legacyTied).toMatchObject({
      productResolution: 'CatalogNotFound',
      keyMaskStatus: 'MaskMissing',
      maskedKey: null,
    });
    const text = JSON.stringify(response.body);
    for (const secret of [hash, 'Foreign product', 'OLD-1234', foreignProduct.policySnapshotHash!])
      expect(text).not.toContain(secret);

    const paged = await manager.rest('get', path(customer, '?licenseOffset=2&licenseLimit=2'));
    expect(paged.body.licenses).toMatchObject({ totalCount: 5, offset: 2, limit: 2 });
    expect(paged.body.licenses.items.map((item: { licenseId: string }) => item.licenseId)).toEqual([
      foreignId.licenseId,
      tied[0].licenseId,
    ]);
    const graph = await manager.graphql(
      `query ($id: UUID!) { licensingCustomerAggregate(organizationId: $id, licenseLimit: 1) {
          profile { revision displayName } licenses { items { licenseId productResolution } totalCount } } }`,
      { id: customer },
    );
    expect(graph.body.data.licensingCustomerAggregate.licenses).toEqual({
      items: [{ licenseId: resolved.licenseId, productResolution: 'Resolved' }],
      totalCount: 5,
    });
  });

  it('refuses bad paging with 400 customer_aggregate_invalid_request', async () => {
    const customer = await env.createOrganization();
    for (const query of ['?licenseLimit=0', '?licenseLimit=201', '?licenseOffset=-1', '?licenseLimit=x']) {
      const response = await manager.rest('get', path(customer, query));
      expect([query, response.status, response.body.code]).toEqual([query, 400, 'customer_aggregate_invalid_request']);
    }
    expect((await manager.rest('get', path(customer, '?licenseLimit=200'))).status).toBe(200);
    expect((await manager.rest('get', path('nope'))).body.code).toBe('customer_aggregate_invalid_request');
  });

  it('fails the whole aggregate with 503 when a stored mask is not a v2 mask', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization();
    await seedLicense(db, { customerOrganizationId: customer });
    // A key typed into the mask column by hand must never be shown: the read refuses instead of guessing.
    const planted = 'LK2-ABCDE-FGHJK-MNPQR-STVWX-YZ012-3456';
    await seedLicense(db, {
      customerOrganizationId: customer,
      keyMaterial: { formatVersion: 2, keyHash: null, maskedKey: planted },
    });
    const response = await manager.rest('get', path(customer));
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      code: 'customer_aggregate_dependency_unavailable',
      correlationId: expect.any(String),
    });
    expect(response.body.profile).toBeUndefined();
    expect(JSON.stringify(response.body)).not.toContain(planted);
    for (const line of env.logLines()) expect(line).not.toContain(planted);
  });

  it('costs the same number of statements for a page of 2 licenses and a page of 50', async () => {
    const db = env.app.dataSource;
    const few = await env.createOrganization();
    const many = await env.createOrganization();
    for (let index = 0; index < 2; index += 1) await seedLicense(db, { customerOrganizationId: few });
    const offer = await seedOfferVersion(db);
    await db.query(
      `INSERT INTO licensing_licenses (tenant_id, customer_organization_id, product_id, status, issue_mode)
       SELECT '00000000-0000-4000-8000-00000000d1c0', $1, $2, 'Active', 'Legacy' FROM generate_series(1, 60)`,
      [many, offer.productId],
    );
    const measure = async (organizationId: string) => {
      await manager.rest('get', path(organizationId)); // warms the actor's session caches alike for both
      const before = await statements();
      const response = await manager.rest('get', path(organizationId));
      const after = await statements();
      return { count: after - before, items: response.body.licenses.items.length };
    };
    const small = await measure(few);
    const large = await measure(many);
    reportFigure(`aggregate statements: 2 licenses → ${small.count}, page of 50 → ${large.count}`);
    expect([small.items, large.items]).toEqual([2, 50]);
    expect(large.count).toBe(small.count);
  });

  it('updates the profile at its revision, audited, and answers the committed profile only', async () => {
    const customer = await env.createOrganization('Profile Co');
    const contact = await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId: customer } }] });
    const body = profileBody(0, 'Profile Company', {
      primaryContact: { contactId: contact.id, displayName: 'Anna', email: 'anna@example.com', phone: '+7 900' },
    });
    const response = await put(customer, body);
    expect(response.status).toBe(200);
    const committed = {
      organizationId: customer,
      status: 'Active',
      revision: 1,
      displayName: 'Profile Company',
      notes: 'Line one\nline two',
      primaryContact: { contactId: contact.id, displayName: 'Anna', email: 'anna@example.com', phone: '+7 900' },
    };
    expect(response.body).toEqual(committed);
    expect((await manager.rest('get', path(customer))).body.profile).toEqual(committed);

    const [entry] = await audits(customer);
    expect(entry).toMatchObject({
      action: 'customer.profile.updated',
      entity_type: 'LicensingCustomerProfile',
      entity_id: customer,
      organization_id: customer,
      user_id: manager.user.id,
    });
    expect(entry.details_json).toMatchObject({ fromRevision: 0, toRevision: 1, primaryContactId: contact.id });
    for (const text of ['Line one', 'anna@example.com', '+7 900']) expect(JSON.stringify(entry)).not.toContain(text);

    // A stale revision is a conflict; the next revision applies. A contact without a role there is not found.
    const stale = await put(customer, profileBody(0, 'Other name'));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'customer_profile_revision_conflict', correlationId: expect.any(String) });
    const outsider = await env.createUser({
      roles: [{ role: 'Viewer', scope: { organizationId: await env.createOrganization() } }],
    });
    for (const contactId of [outsider.id, randomUUID()]) {
      const unknown = await put(
        customer,
        profileBody(1, 'x', { primaryContact: { contactId, displayName: 'Nobody', email: null, phone: null } }),
      );
      expect([unknown.status, unknown.body.code]).toEqual([404, 'customer_primary_contact_not_found']);
    }
    const external = await put(
      customer,
      profileBody(1, 'Second', { primaryContact: { contactId: null, displayName: 'External person' } }),
    );
    expect(external.status).toBe(200);
    expect(external.body).toMatchObject({
      revision: 2,
      primaryContact: { contactId: null, displayName: 'External person', email: null, phone: null },
    });
    expect(await audits(customer)).toHaveLength(2);
  });

  it('answers an exact lost-result replay with the committed profile, once, and nothing else', async () => {
    const customer = await env.createOrganization();
    const body = profileBody(0, 'Replayed', { notes: 'n' });
    const first = await put(customer, body);
    expect(first.status).toBe(200);
    // The same members in another order are the same body.
    const reordered = { primaryContact: null, notes: 'n', displayName: 'Replayed', expectedRevision: 0 };
    const replay = await put(customer, reordered);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await audits(customer)).toHaveLength(1);
    // A changed body on the old revision is a conflict, not a replay.
    const changed = await put(customer, { ...body, notes: 'm' });
    expect(changed.body.code).toBe('customer_profile_revision_conflict');
    // Once another update committed, the first body is no longer the last committed one.
    expect((await put(customer, profileBody(1, 'Third'))).status).toBe(200);
    const late = await put(customer, body);
    expect([late.status, late.body.code]).toEqual([409, 'customer_profile_revision_conflict']);
    // The last body on a revision other than its own is a conflict too.
    const wrongBase = await put(customer, profileBody(0, 'Third'));
    expect(wrongBase.body.code).toBe('customer_profile_revision_conflict');
  });

  it('refuses only an Archived customer (409 customer_profile_not_editable)', async () => {
    const db = env.app.dataSource;
    const suspended = await env.createOrganization();
    await db.query(`UPDATE organizations SET status = 'Suspended' WHERE id = $1`, [suspended]);
    const ok = await put(suspended, profileBody(0));
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('Suspended');
    const archived = await env.createOrganization();
    await db.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [archived]);
    const refused = await put(archived, profileBody(0));
    expect([refused.status, refused.body.code]).toEqual([409, 'customer_profile_not_editable']);
    expect((await manager.rest('get', path(archived))).body.profile).toMatchObject({ status: 'Archived', revision: 0 });
  });

  it('reads the body strictly: 400 customer_aggregate_invalid_request', async () => {
    const customer = await env.createOrganization();
    const cases: [string, unknown][] = [
      ['unknown member', { ...profileBody(0), tenantId: randomUUID() }],
      [
        'unknown nested member',
        profileBody(0, 'x', { primaryContact: { contactId: null, displayName: 'a', role: 'x' } }),
      ],
      ['missing displayName', { expectedRevision: 0, notes: '' }],
      ['string revision', { ...profileBody(0), expectedRevision: '0' }],
      ['fraction revision', { ...profileBody(0), expectedRevision: 0.5 }],
      ['negative revision', { ...profileBody(0), expectedRevision: -1 }],
      ['blank displayName', profileBody(0, '   ')],
      ['long displayName', profileBody(0, 'x'.repeat(201))],
      ['control character', profileBody(0, 'a\u0007b')],
      ['long notes', { ...profileBody(0), notes: 'x'.repeat(4001) }],
      ['bad email', profileBody(0, 'x', { primaryContact: { contactId: null, displayName: 'a', email: 'nope' } })],
      ['bad contact id', profileBody(0, 'x', { primaryContact: { contactId: 'nope', displayName: 'a' } })],
    ];
    for (const [name, body] of cases) {
      const response = await manager.rest('put', path(customer)).send(body as object);
      expect([name, response.status, response.body.code]).toEqual([name, 400, 'customer_aggregate_invalid_request']);
    }
    const duplicate = await manager
      .rest('put', path(customer))
      .set('Content-Type', 'application/json')
      .send('{"expectedRevision":0,"displayName":"a","displayName":"b","notes":""}');
    expect([duplicate.status, duplicate.body.code]).toEqual([400, 'customer_aggregate_invalid_request']);
    const blank = await manager.rest('put', path(customer)).send(profileBody(0, ' '));
    expect(blank.body.fieldErrors).toEqual({ displayName: ['required'] });
    expect((await manager.rest('get', path(customer))).body.profile.revision).toBe(0);
    const graph = await manager.graphql(
      `mutation ($id: UUID!) { updateLicensingCustomerProfile(organizationId: $id,
          input: {expectedRevision: 0, displayName: " ", notes: ""}) { revision } }`,
      { id: customer },
    );
    expect(graph.body.errors[0].extensions.code).toBe('validation.failed');
  });

  it('lets one of two parallel updates on the same revision commit and the other conflict', async () => {
    for (const base of [0, 1]) {
      const customer = await env.createOrganization();
      if (base === 1) expect((await put(customer, profileBody(0, 'Base'))).status).toBe(200);
      for (let round = 0; round < 3; round += 1) {
        const revision = base + round;
        const answers = await Promise.all(
          ['A', 'B', 'C', 'D'].map((name) => put(customer, profileBody(revision, `${name}${round}`))),
        );
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses).toEqual([200, 409, 409, 409]);
        for (const answer of answers.filter((one) => one.status === 409))
          expect(answer.body.code).toBe('customer_profile_revision_conflict');
        const winner = answers.find((answer) => answer.status === 200)!;
        expect(winner.body.revision).toBe(revision + 1);
        expect((await manager.rest('get', path(customer))).body.profile).toEqual(winner.body);
      }
      expect(await audits(customer)).toHaveLength(base + 3);
    }
    // The same body sent twice at once: one commit, the other its replay.
    const customer = await env.createOrganization();
    const twins = await Promise.all([put(customer, profileBody(0, 'Twin')), put(customer, profileBody(0, 'Twin'))]);
    expect(twins.map((answer) => [answer.status, answer.body.revision])).toEqual([
      [200, 1],
      [200, 1],
    ]);
    expect(await audits(customer)).toHaveLength(1);
  });

  it("keeps tenants apart: another tenant's service account sees and edits only its own profile", async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization('Shared Customer');
    await seedLicense(db, { customerOrganizationId: customer });
    expect((await put(customer, profileBody(0, 'Default tenant name'))).status).toBe(200);

    const tenant = await admin.rest('post', '/api/v1/tenants').send({ name: 'Aggregate vendor' });
    const foreign = await serviceAccountToken(tenant.body.id, ['customers.read', 'customers.manage']);
    const theirs = await env.http.get(path(customer)).set('Authorization', foreign);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({
      profile: {
        organizationId: customer,
        status: 'Active',
        revision: 0,
        displayName: 'Shared Customer',
        notes: '',
        primaryContact: null,
      },
      licenses: { items: [], totalCount: 0, offset: 0, limit: 50 },
    });
    const edited = await env.http.put(path(customer)).set('Authorization', foreign).send(profileBody(0, 'Their name'));
    expect([edited.status, edited.body.revision, edited.body.displayName]).toEqual([200, 1, 'Their name']);
    const [entry] = (await audits(customer)).filter((row: { user_id: string | null }) => row.user_id === null);
    expect(entry.details_json.actor).toMatch(/^serviceAccount:/);
    expect((await manager.rest('get', path(customer))).body.profile).toMatchObject({
      revision: 1,
      displayName: 'Default tenant name',
    });
    const own = await seedLicense(db, { tenantId: tenant.body.id, customerOrganizationId: customer });
    const mine = await env.http.get(path(customer)).set('Authorization', foreign);
    expect(mine.body.licenses.items.map((item: { licenseId: string }) => item.licenseId)).toEqual([own.licenseId]);
    expect(JSON.stringify((await manager.rest('get', path(customer))).body)).not.toContain(own.licenseId);

    const readOnly = await serviceAccountToken(tenant.body.id, ['customers.read']);
    const denied = await env.http.put(path(customer)).set('Authorization', readOnly).send(profileBody(1));
    expect([denied.status, denied.body.code]).toEqual([403, 'forbidden']);
  });
});
