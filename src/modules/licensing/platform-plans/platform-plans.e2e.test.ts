import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';

const PLAN_FIELDS = `id code name description priceMinor currency billingPeriod features sortOrder status visibility
  providerPriceRef entitlements rowVersion createdAtUtc updatedAtUtc`;
const PUBLIC_MEMBERS = [
  'code',
  'name',
  'description',
  'priceMinor',
  'currency',
  'billingPeriod',
  'features',
  'sortOrder',
];

/**
 * Platform plans over REST and GraphQL (docs/licensing.md, "Platform plans"). The suite corrupts public plans by SQL,
 * so on PostgreSQL it has a database of its own: the authorization matrix reads the public catalog at the same time.
 * An embedded database serves one jest worker, which runs its files one after another, and the suite removes its plans
 * and restores `free` at the end.
 */
describe('platform plans', () => {
  // Declared before the environment's own afterAll, which closes the database: jest runs them in this order.
  afterAll(async () => {
    await env.app.dataSource.query(`DELETE FROM platform_plans WHERE code LIKE $1`, [`${prefix}-%`]);
    await env.app.dataSource.query(
      `UPDATE platform_plans SET name = $1, description = $2, features = $3 WHERE code = 'free'`,
      [freePlan.name, freePlan.description, freePlan.features],
    );
  });
  const env = useTestEnvironment({}, { ownDatabase: true });
  const prefix = `t${randomUUID().slice(0, 6)}`;
  let manager: SignedInClient;
  let admin: SignedInClient;
  let freePlan: Record<string, unknown>;

  const newPlan = (suffix: string, members: Record<string, unknown> = {}) => ({
    code: `${prefix}-${suffix}`,
    name: `Plan ${suffix}`,
    priceMinor: 199_000,
    currency: 'RUB',
    billingPeriod: 'Monthly',
    ...members,
  });
  const create = async (body: object) => {
    const response = await manager.rest('post', '/api/v1/platform-plans').send(body);
    expect(response.status).toBe(201);
    return response.body as Record<string, unknown> & { id: string; rowVersion: number };
  };
  const publicCatalog = () => env.http.get('/api/v1/public/platform-plans');
  const ownCodes = (items: { code: string }[]) =>
    items.map((item) => item.code).filter((code) => code.startsWith(prefix));
  const auditOf = (id: string) =>
    env.app.dataSource.query(
      `SELECT action, entity_type, organization_id, user_id, details_json FROM audit_log
        WHERE entity_id = $1 ORDER BY created_at_utc, id`,
      [id],
    );

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
    admin = await env.clientFor('MegaAdmin');
    const [row] = await env.app.dataSource.query(
      `SELECT id, code, name, description, price_minor AS "priceMinor", currency, billing_period AS "billingPeriod",
              features, sort_order AS "sortOrder", status, visibility FROM platform_plans WHERE code = 'free'`,
    );
    freePlan = row;
  });

  it('seeds the canonical free plan: Active, Public, price 0, first in the catalog', async () => {
    expect(freePlan).toMatchObject({
      code: 'free',
      priceMinor: 0,
      currency: 'RUB',
      billingPeriod: 'Monthly',
      sortOrder: 0,
      status: 'Active',
      visibility: 'Public',
    });
    const response = await publicCatalog();
    expect(response.status).toBe(200);
    expect(response.body.items[0]).toEqual({
      code: 'free',
      name: freePlan.name,
      description: freePlan.description,
      priceMinor: 0,
      currency: 'RUB',
      billingPeriod: 'Monthly',
      features: freePlan.features,
      sortOrder: 0,
    });
  });

  it('creates over REST with the defaults Draft and Internal, and audits the plan platform-wide', async () => {
    const plan = await create(newPlan('basic'));
    expect(plan).toEqual({
      id: expect.any(String),
      code: `${prefix}-basic`,
      name: 'Plan basic',
      description: '',
      priceMinor: 199_000,
      currency: 'RUB',
      billingPeriod: 'Monthly',
      features: [],
      sortOrder: 0,
      status: 'Draft',
      visibility: 'Internal',
      providerPriceRef: null,
      entitlements: {},
      rowVersion: 1,
      createdAtUtc: expect.any(String),
      updatedAtUtc: expect.any(String),
    });
    const [entry] = await auditOf(plan.id);
    expect(entry).toMatchObject({
      action: 'Create',
      entity_type: 'PlatformPlan',
      organization_id: null,
      user_id: manager.user.id,
    });
    expect(entry.details_json.plan).toMatchObject({ code: `${prefix}-basic`, status: 'Draft', priceMinor: 199_000 });

    const list = await admin.rest('get', '/api/v1/platform-plans');
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(plan);
  });

  it('replaces every member on PUT, bumps rowVersion, audits the changed members; stale or unknown refused', async () => {
    const plan = await create(
      newPlan('pro', { features: ['Imports'], entitlements: { 'locations.max': 3, export: true }, sortOrder: 5 }),
    );
    const body: Record<string, unknown> = newPlan('pro', {
      name: 'Pro',
      priceMinor: 1_990_000,
      billingPeriod: 'Yearly',
      features: ['Imports', 'Exports'],
      status: 'Active',
      visibility: 'Internal',
      providerPriceRef: 'price_pro_yearly',
      entitlements: { export: true, 'locations.max': 10 },
      rowVersion: 1,
    });
    const updated = await manager.rest('put', `/api/v1/platform-plans/${plan.id}`).send(body);
    expect(updated.status).toBe(200);
    const { rowVersion: _sent, ...members } = body;
    expect(updated.body).toMatchObject({ ...members, id: plan.id, description: '', sortOrder: 0, rowVersion: 2 });

    const [, entry] = await auditOf(plan.id);
    expect(entry.action).toBe('Update');
    expect(entry.organization_id).toBeNull();
    // Entitlements sent in another key order are the same entitlements; only the limit changed.
    expect(Object.keys(entry.details_json.changes).sort()).toEqual(
      [
        'billingPeriod',
        'entitlements',
        'features',
        'name',
        'priceMinor',
        'providerPriceRef',
        'sortOrder',
        'status',
      ].sort(),
    );
    expect(entry.details_json.changes.status).toEqual({ from: 'Draft', to: 'Active' });

    const stale = await manager.rest('put', `/api/v1/platform-plans/${plan.id}`).send({ ...body, rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.conflict');

    const missing = await manager.rest('put', `/api/v1/platform-plans/${randomUUID()}`).send(newPlan('ghost'));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('platform_plans.not_found');
  });

  it('creates, reads and updates over GraphQL with the same rules', async () => {
    const created = await manager.graphql(
      `mutation ($input: PlatformPlanInput!) { createPlatformPlan(input: $input) { ${PLAN_FIELDS} } }`,
      { input: newPlan('gql', { entitlements: { seats: 5 } }) },
    );
    expect(created.body.errors).toBeUndefined();
    const plan = created.body.data.createPlatformPlan;
    expect(plan).toMatchObject({ status: 'Draft', visibility: 'Internal', entitlements: { seats: 5 } });

    const read = await manager.graphql(`query ($id: UUID!) { platformPlan(id: $id) { ${PLAN_FIELDS} } }`, {
      id: plan.id,
    });
    expect(read.body.data.platformPlan).toEqual(plan);

    const updated = await manager.graphql(
      `mutation ($id: UUID!, $input: UpdatePlatformPlanInput!) { updatePlatformPlan(id: $id, input: $input) {
         name rowVersion entitlements } }`,
      { id: plan.id, input: newPlan('gql', { name: 'Renamed', rowVersion: plan.rowVersion }) },
    );
    expect(updated.body.data.updatePlatformPlan).toEqual({ name: 'Renamed', rowVersion: 2, entitlements: {} });

    const unknown = await manager.graphql(`query ($id: UUID!) { platformPlan(id: $id) { id } }`, { id: randomUUID() });
    expect(unknown.body.errors[0].extensions).toMatchObject({ code: 'platform_plans.not_found', httpStatus: 404 });

    const list = await manager.graphql(`{ platformPlans { items { code sortOrder } } }`);
    const items = list.body.data.platformPlans.items as { code: string; sortOrder: number }[];
    expect(items.map((item) => item.code)).toContain(`${prefix}-gql`);
    expect(items).toEqual([...items].sort(byCatalogOrder));
  });

  it('refuses a taken code with 409 platform_plans.code_taken, on create, on rename and under a race', async () => {
    const first = await create(newPlan('taken'));
    const again = await manager.rest('post', '/api/v1/platform-plans').send(newPlan('taken', { name: 'Other' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'platform_plans.code_taken', params: { code: `${prefix}-taken` } });

    const other = await create(newPlan('other'));
    const rename = await manager.rest('put', `/api/v1/platform-plans/${other.id}`).send(newPlan('taken'));
    expect(rename.status).toBe(409);
    expect(rename.body.code).toBe('platform_plans.code_taken');
    const free = await manager.rest('post', '/api/v1/platform-plans').send(newPlan('x', { code: 'free' }));
    expect(free.body.code).toBe('platform_plans.code_taken');

    const viaGraphql = await manager.graphql(
      `mutation ($input: PlatformPlanInput!) { createPlatformPlan(input: $input) { id } }`,
      { input: newPlan('taken') },
    );
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'platform_plans.code_taken', httpStatus: 409 });

    const race = await Promise.all(
      [1, 2, 3].map(() => manager.rest('post', '/api/v1/platform-plans').send(newPlan('race'))),
    );
    expect(race.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    expect(first.code).toBe(`${prefix}-taken`);
  });

  it('validates every member: 400 with fieldErrors (REST platform_plans.invalid_request, GraphQL validation.failed)', async () => {
    const invalid = newPlan('Bad Code', {
      name: '   ',
      priceMinor: -1,
      currency: 'rub',
      features: ['Imports', 'Imports', ''],
      providerPriceRef: '',
      entitlements: { 'Not A Key': 1, nested: { deep: true } },
    });
    const rest = await manager.rest('post', '/api/v1/platform-plans').send(invalid);
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('platform_plans.invalid_request');
    expect(rest.body.fieldErrors).toEqual({
      code: ['invalid'],
      name: ['required'],
      priceMinor: ['min'],
      currency: ['invalid'],
      features: ['duplicate'],
      'features.2': ['required'],
      providerPriceRef: ['required'],
      entitlements: ['invalid_key'],
      'entitlements.nested': ['invalid'],
    });

    const graphql = await manager.graphql(
      `mutation ($input: PlatformPlanInput!) { createPlatformPlan(input: $input) { id } }`,
      { input: invalid },
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'validation.failed', httpStatus: 400 });
    expect(graphql.body.errors[0].extensions.fieldErrors.currency).toEqual(['invalid']);

    const unknownEnum = await manager.rest('post', '/api/v1/platform-plans').send(newPlan('e', { status: 'Live' }));
    expect(unknownEnum.status).toBe(400);
    expect(unknownEnum.body.fieldErrors).toEqual({ status: ['invalid'] });
    const missing = await manager.rest('post', '/api/v1/platform-plans').send({ code: `${prefix}-m`, name: 'M' });
    expect(missing.status).toBe(400);
    const badId = await manager.rest('put', '/api/v1/platform-plans/not-a-uuid').send(newPlan('b'));
    expect(badId.status).toBe(400);
    expect(await env.app.dataSource.query(`SELECT 1 FROM platform_plans WHERE code LIKE $1`, [`${prefix}-e`])).toEqual(
      [],
    );
  });

  it('keeps the free plan free: its code, status and visibility are locked, the rest may change', async () => {
    const free = { ...freePlan };
    const { id, ...members } = free;
    for (const change of [{ status: 'Retired' }, { visibility: 'Internal' }, { code: 'free-legacy' }, {}]) {
      // An omitted status is Draft on a full replacement: refused as well.
      const body = Object.keys(change).length === 0 ? { ...members, status: undefined } : { ...members, ...change };
      const response = await admin.rest('put', `/api/v1/platform-plans/${id}`).send(body);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'platform_plans.free_plan_locked',
        params: { code: 'free', status: 'Active', visibility: 'Public' },
      });
    }
    const described = await admin
      .rest('put', `/api/v1/platform-plans/${id}`)
      .send({ ...members, description: 'Free for one restaurant.' });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ code: 'free', status: 'Active', visibility: 'Public' });
    expect((await publicCatalog()).body.items[0].description).toBe('Free for one restaurant.');
  });

  it('lists only Active and Public plans publicly, without internal members, by sortOrder then code in byte order', async () => {
    const secret = { providerPriceRef: 'price_secret_ref_42', entitlements: { 'hidden.limit': 7 } };
    const active = { status: 'Active', visibility: 'Public', ...secret };
    await create(newPlan('x_1', { ...active, sortOrder: 20 }));
    await create(newPlan('x1', { ...active, sortOrder: 20 }));
    await create(newPlan('x-1', { ...active, sortOrder: 20 }));
    await create(newPlan('late', { ...active, sortOrder: 10 }));
    await create(newPlan('draft', { ...active, status: 'Draft' }));
    await create(newPlan('retired', { ...active, status: 'Retired' }));
    await create(newPlan('internal', { ...active, visibility: 'Internal' }));

    const response = await publicCatalog();
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['items']);
    const items = response.body.items as { code: string; sortOrder: number }[];
    expect(ownCodes(items)).toEqual([`${prefix}-late`, `${prefix}-x-1`, `${prefix}-x1`, `${prefix}-x_1`]);
    expect(items).toEqual([...items].sort(byCatalogOrder));
    for (const item of items) expect(Object.keys(item)).toEqual(PUBLIC_MEMBERS);
    expect(response.text).not.toMatch(/price_secret_ref_42|hidden\.limit|providerPriceRef|entitlements|"id"/);

    // Deterministic: the same stored plans give the same bytes (the ETag is a hash of them).
    expect((await publicCatalog()).text).toBe(response.text);
    const viaGraphql = await env.graphql(`{ publicPlatformPlans { items { ${PUBLIC_MEMBERS.join(' ')} } } }`);
    expect(viaGraphql.body.data.publicPlatformPlans).toEqual(response.body);
  });

  it('fails the whole catalog with 503 platform_plans.catalog_unavailable when a stored public plan is invalid', async () => {
    const plan = await create(newPlan('corrupt', { status: 'Active', visibility: 'Public', sortOrder: 30 }));
    const hidden = await create(newPlan('corrupt-hidden', { status: 'Active', visibility: 'Internal' }));
    await env.app.dataSource.query(`UPDATE platform_plans SET name = '' WHERE id = $1`, [hidden.id]);
    expect((await publicCatalog()).status).toBe(200);

    const corruptions = [
      `name = '   '`,
      `features = ARRAY['Imports', NULL]`,
      `entitlements = '{"Bad Key": 1}'`,
      `provider_price_ref = ''`,
    ];
    try {
      for (const corruption of corruptions) {
        await env.app.dataSource.query(`UPDATE platform_plans SET ${corruption} WHERE id = $1`, [plan.id]);
        const response = await publicCatalog();
        expect(response.status).toBe(503);
        expect(response.body.code).toBe('platform_plans.catalog_unavailable');
        expect(response.body).not.toHaveProperty('items');
        const viaGraphql = await env.graphql(`{ publicPlatformPlans { items { code } } }`);
        expect(viaGraphql.body.data).toBeNull();
        expect(viaGraphql.body.errors[0].extensions).toMatchObject({
          code: 'platform_plans.catalog_unavailable',
          httpStatus: 503,
        });
        await env.app.dataSource.query(
          `UPDATE platform_plans SET name = 'Plan corrupt', features = '{}', entitlements = '{}',
                  provider_price_ref = NULL WHERE id = $1`,
          [plan.id],
        );
      }
      expect(env.logLines().some((line) => line.includes(plan.id) && line.includes('public platform plan'))).toBe(true);
    } finally {
      await env.app.dataSource.query(`UPDATE platform_plans SET visibility = 'Internal' WHERE id = $1`, [plan.id]);
    }
    expect((await publicCatalog()).status).toBe(200);
  });

  it('lets anyone read the catalog, platform managers manage, and nobody else', async () => {
    expect((await publicCatalog()).status).toBe(200);
    const organization = await env.createOrganization();
    const viewer = await env.clientFor('Viewer', { organizationId: organization });
    const accountant = await env.clientFor('Accountant', { organizationId: organization });
    const organizationAdmin = await env.clientFor('OrganizationAdmin', { organizationId: organization });
    const plan = await create(newPlan('guarded'));
    const calls = (client: SignedInClient | null) => {
      const call = (method: 'get' | 'post' | 'put', path: string) =>
        client ? client.rest(method, path) : env.http[method](path);
      return [
        call('get', '/api/v1/platform-plans'),
        call('post', '/api/v1/platform-plans').send(newPlan('intruder')),
        call('put', `/api/v1/platform-plans/${plan.id}`).send(newPlan('guarded', { name: 'Taken over' })),
      ];
    };
    for (const response of await Promise.all(calls(null))) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('unauthorized');
    }
    for (const client of [viewer, accountant, organizationAdmin]) {
      for (const response of await Promise.all(calls(client))) {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('forbidden');
      }
      expect((await client.rest('get', '/api/v1/public/platform-plans')).status).toBe(200);
      const graphql = await client.graphql(`{ platformPlans { items { id } } }`);
      expect(graphql.body.errors[0].extensions.code).toBe('forbidden');
    }
    const [stored] = await env.app.dataSource.query(`SELECT name FROM platform_plans WHERE id = $1`, [plan.id]);
    expect(stored.name).toBe('Plan guarded');
    expect(
      await env.app.dataSource.query(`SELECT 1 FROM platform_plans WHERE code = $1`, [`${prefix}-intruder`]),
    ).toEqual([]);
  });
});

/** sortOrder, then the lowercased code compared by UTF-16 units, which for the code alphabet is byte order. */
function byCatalogOrder(a: { code: string; sortOrder: number }, b: { code: string; sortOrder: number }): number {
  const [left, right] = [a.code.toLowerCase(), b.code.toLowerCase()];
  return a.sortOrder - b.sortOrder || (left < right ? -1 : left > right ? 1 : 0);
}
