import { randomUUID } from 'node:crypto';
import { seedLicense, seedOfferVersion, seedTenant, serviceAccountBearer } from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * The read-only license table (docs/licensing.md, "Customers: discovery, aggregate and license table"). On a database
 * of its own (with DATABASE_URL): one case drops the status CHECK constraint to plant a row the contract cannot state,
 * and restores it.
 */
describe('licensing customer license table', () => {
  const env = useTestEnvironment({}, { ownDatabase: true });
  let manager: SignedInClient;
  let admin: SignedInClient;
  const path = (organizationId: string, query = '') =>
    `/api/v1/customers/organizations/${organizationId}/licenses/table${query}`;

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
    admin = await env.clientFor('MegaAdmin');
  });

  const serviceAccountToken = (tenantId: string | null, permissions: string[]) =>
    serviceAccountBearer(env, admin, tenantId, permissions);
  const ids = (body: { items: { licenseId: string }[] }) => body.items.map((item) => item.licenseId);

  it('shows every license with tariff, renewal, devices and usage display results, in the fixed order', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization();
    const active = await seedLicense(db, { customerOrganizationId: customer, createdAtUtc: minutesAgo(1) });
    const revoked = await seedLicense(db, {
      customerOrganizationId: customer,
      status: 'Revoked',
      createdAtUtc: minutesAgo(2),
    });
    const legacy = await seedLicense(db, {
      customerOrganizationId: customer,
      legacy: { productId: null },
      status: 'Archived',
      keyMaterial: null,
      createdAtUtc: minutesAgo(3),
    });
    await db.query(`UPDATE licensing_licenses SET valid_until_utc = now() + interval '30 days' WHERE id = $1`, [
      active.licenseId,
    ]);
    await db.query(`UPDATE licensing_licenses SET valid_until_utc = now() - interval '1 day' WHERE id = $1`, [
      revoked.licenseId,
    ]);

    const response = await manager.rest('get', path(customer));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalCount: 3, offset: 0, limit: 50 });
    expect(ids(response.body)).toEqual([active.licenseId, revoked.licenseId, legacy.licenseId]);
    const [first, second, third] = response.body.items;
    expect(first).toMatchObject({
      status: 'Active',
      productResolution: 'Resolved',
      productName: 'Seeded product',
      keyMaskStatus: 'Available',
      tariffCode: 'basic',
      tariffName: 'Basic',
      validUntilUtc: expect.any(String),
      renewalStatus: 'Current',
      devicesStatus: 'Unavailable',
      deviceCount: null,
      usageStatus: 'Unavailable',
      customerOrganizationId: customer,
      assignedCustomerId: customer,
    });
    expect(second).toMatchObject({ status: 'Revoked', renewalStatus: 'Expired' });
    expect(third).toMatchObject({
      status: 'Archived',
      productResolution: 'MissingIdentity',
      tariffCode: null,
      tariffName: null,
      validUntilUtc: null,
      renewalStatus: 'NoExpiry',
      keyMaskStatus: 'NoKeyMaterial',
      usageStatus: 'Unavailable',
    });
    const stored = await db.query(`SELECT key_hash FROM licensing_key_materials WHERE license_id = $1`, [
      active.licenseId,
    ]);
    expect(JSON.stringify(response.body)).not.toContain(stored[0].key_hash);

    const paged = await manager.rest('get', path(customer, '?offset=1&limit=1'));
    expect(paged.body).toMatchObject({ totalCount: 3, offset: 1, limit: 1 });
    expect(ids(paged.body)).toEqual([revoked.licenseId]);

    const graph = await manager.graphql(
      `query ($id: UUID!) { licensingCustomerLicenseTable(organizationId: $id, status: "Archived") {
          items { licenseId usageStatus deviceCount } totalCount } }`,
      { id: customer },
    );
    expect(graph.body.data.licensingCustomerLicenseTable).toEqual({
      items: [{ licenseId: legacy.licenseId, usageStatus: 'Unavailable', deviceCount: null }],
      totalCount: 1,
    });
  });

  it('filters by status and productId; a bad filter or page is 400, no organization 404', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization();
    const offer = await seedOfferVersion(db);
    const one = await seedLicense(db, { customerOrganizationId: customer });
    const suspended = await seedLicense(db, { customerOrganizationId: customer, status: 'Suspended' });
    const legacy = await seedLicense(db, { customerOrganizationId: customer, legacy: { productId: offer.productId } });
    const [{ product_id: productOfOne }] = await db.query(`SELECT product_id FROM licensing_licenses WHERE id = $1`, [
      one.licenseId,
    ]);

    const bySuspended = await manager.rest('get', path(customer, '?status=Suspended'));
    expect(ids(bySuspended.body)).toEqual([suspended.licenseId]);
    expect(bySuspended.body.totalCount).toBe(1);
    const byProduct = await manager.rest('get', path(customer, `?productId=${offer.productId}`));
    expect(ids(byProduct.body)).toEqual([legacy.licenseId]);
    const both = await manager.rest('get', path(customer, `?productId=${productOfOne}&status=Active`));
    expect(ids(both.body)).toEqual([one.licenseId]);
    const none = await manager.rest('get', path(customer, `?productId=${productOfOne}&status=Revoked`));
    expect(none.body).toEqual({ items: [], totalCount: 0, offset: 0, limit: 50 });

    for (const query of ['?status=active', '?status=Bogus', '?productId=abc', '?limit=0', '?limit=201', '?offset=-1']) {
      const response = await manager.rest('get', path(customer, query));
      expect([query, response.status, response.body.code]).toEqual([
        query,
        400,
        'customer_license_actions.invalid_request',
      ]);
      expect(response.body.correlationId).toBe(response.body.traceId);
    }
    const missing = await manager.rest('get', path(randomUUID()));
    expect([missing.status, missing.body.code]).toEqual([404, 'customer_license_actions.not_found']);
  });

  it('needs customers.read only; another tenant sees only its own licenses', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization();
    const mine = await seedLicense(db, { customerOrganizationId: customer });
    const readOnly = await serviceAccountToken(null, ['customers.read']);
    const allowed = await env.http.get(path(customer)).set('Authorization', readOnly);
    expect(ids(allowed.body)).toEqual([mine.licenseId]);
    const manageOnly = await serviceAccountToken(null, ['licenses.manage']);
    expect((await env.http.get(path(customer)).set('Authorization', manageOnly)).status).toBe(403);

    const tenantId = await seedTenant(db, 'Table vendor');
    const foreign = await serviceAccountToken(tenantId, ['customers.read']);
    const theirs = await env.http.get(path(customer)).set('Authorization', foreign);
    expect(theirs.body).toEqual({ items: [], totalCount: 0, offset: 0, limit: 50 });
    const [{ product_id: productId }] = await db.query(`SELECT product_id FROM licensing_licenses WHERE id = $1`, [
      mine.licenseId,
    ]);
    const byForeignProduct = await env.http
      .get(path(customer, `?productId=${productId}`))
      .set('Authorization', foreign);
    expect(byForeignProduct.body.totalCount).toBe(0);
    const own = await seedLicense(db, { tenantId, customerOrganizationId: customer });
    expect(ids((await env.http.get(path(customer)).set('Authorization', foreign)).body)).toEqual([own.licenseId]);
    expect(ids((await manager.rest('get', path(customer))).body)).toEqual([mine.licenseId]);
  });

  it('fails the whole table with a typed 503 when a stored row breaks the contract, never partial data', async () => {
    const db = env.app.dataSource;
    const customer = await env.createOrganization();
    await seedLicense(db, { customerOrganizationId: customer, createdAtUtc: minutesAgo(5) });
    const broken = await seedLicense(db, { customerOrganizationId: customer, createdAtUtc: minutesAgo(10) });
    // The CHECK constraint keeps unknown statuses out; this database is the test's own, so it is dropped here to
    // stand for a row written past the contract (a hand edit, a restore of an older schema).
    await db.query(`ALTER TABLE licensing_licenses DROP CONSTRAINT licensing_licenses_status_check`);
    await db.query(`UPDATE licensing_licenses SET status = 'Frozen' WHERE id = $1`, [broken.licenseId]);

    const table = await manager.rest('get', path(customer));
    expect(table.status).toBe(503);
    expect(table.body).toMatchObject({
      code: 'customer_license_actions.dependency_unavailable',
      correlationId: table.body.traceId,
    });
    expect(table.body.items).toBeUndefined();
    // Set integrity: a page without the broken row is refused too, since the set it is taken from is unsound.
    const firstOnly = await manager.rest('get', path(customer, '?limit=1'));
    expect([firstOnly.status, firstOnly.body.items]).toEqual([503, undefined]);
    // Another customer's sound set is unaffected.
    const other = await env.createOrganization();
    await seedLicense(db, { customerOrganizationId: other });
    expect((await manager.rest('get', path(other))).status).toBe(200);
    const aggregate = await manager.rest('get', `/api/v1/customers/organizations/${customer}/aggregate`);
    expect([aggregate.status, aggregate.body.code]).toEqual([503, 'customer_aggregate_dependency_unavailable']);
    expect(
      env.logLines().some((line) => line.includes(broken.licenseId) && line.includes('breaks the read contract')),
    ).toBe(true);

    // A v2 mask that is not the pinned shape is refused the same way.
    await db.query(`UPDATE licensing_licenses SET status = 'Active' WHERE id = $1`, [broken.licenseId]);
    await db.query(
      `UPDATE licensing_key_materials SET masked_key = 'LK2-12345-*****-*****-*****-*****-0000'
                     WHERE license_id = $1`,
      [broken.licenseId],
    );
    const mask = await manager.rest('get', path(customer));
    expect([mask.status, mask.body.code]).toEqual([503, 'customer_license_actions.dependency_unavailable']);

    // Without DATABASE_URL the embedded database is shared by the files run after this one: leave it as found.
    await db.query(`UPDATE licensing_key_materials SET masked_key = NULL WHERE license_id = $1`, [broken.licenseId]);
    await db.query(`ALTER TABLE licensing_licenses ADD CONSTRAINT licensing_licenses_status_check
                      CHECK (status IN ('Draft', 'Active', 'Suspended', 'Revoked', 'Archived'))`);
    expect((await manager.rest('get', path(customer))).status).toBe(200);
  });
});
