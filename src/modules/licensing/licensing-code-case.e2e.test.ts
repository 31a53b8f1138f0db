import { randomUUID } from 'node:crypto';
import { seedSubscription } from '../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { codeKeySql, LICENSING_CODE_PATTERN } from './licensing-code';
import { DEFAULT_TENANT_ID } from './tenancy/licensing-tenant';

const CREATE_PLAN = `mutation ($input: PlatformPlanInput!) { createPlatformPlan(input: $input) { id code } }`;
const CREATE_PRODUCT = `mutation ($input: CreateCatalogProductInput!) { createCatalogProduct(input: $input) { id code } }`;

/**
 * Product, tariff and platform plan codes as vendor consoles write them (docs/licensing.md "Codes"): either case,
 * digits and `-_.`, kept as written, unique regardless of case, resolved regardless of case. Public plans are
 * created here, so the suite has a database of its own: other suites compare the public catalog's bytes.
 */
describe('licensing codes', () => {
  const env = useTestEnvironment({}, { ownDatabase: true });
  let manager: SignedInClient;
  const db = () => env.app.dataSource;

  const plan = (code: string, members: Record<string, unknown> = {}) => ({
    code,
    name: `Plan ${code}`,
    priceMinor: 100,
    currency: 'RUB',
    billingPeriod: 'Monthly',
    ...members,
  });
  const post = async (path: string, body: object, status = 201) => {
    const response = await manager.rest('post', path).send(body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status });
    return response.body;
  };
  const graphqlError = async (query: string, input: object) =>
    (await manager.graphql(query, { input })).body.errors?.[0]?.extensions;

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
  });

  describe('platform plans', () => {
    it('accepts ACC-PRO over REST and answers and stores it as written', async () => {
      const created = await post('/api/v1/platform-plans', plan('ACC-PRO'));
      expect(created.code).toBe('ACC-PRO');
      const listed = await manager.rest('get', '/api/v1/platform-plans');
      expect(listed.body.items.map((item: { code: string }) => item.code)).toContain('ACC-PRO');
      expect(await db().query(`SELECT code FROM platform_plans WHERE id = $1`, [created.id])).toEqual([
        { code: 'ACC-PRO' },
      ]);

      // The same plan may change only the case of its code: no other plan holds the code.
      const renamed = await manager.rest('put', `/api/v1/platform-plans/${created.id}`).send(plan('Acc-Pro'));
      expect({ status: renamed.status, code: renamed.body.code }).toEqual({ status: 200, code: 'Acc-Pro' });
    });

    it('refuses a code that differs from a taken one only by case with 409 platform_plans.code_taken', async () => {
      const first = await post('/api/v1/platform-plans', plan('Pos.Lite_2'));
      const rest = await manager.rest('post', '/api/v1/platform-plans').send(plan('pos.lite_2'));
      expect({ status: rest.status, body: rest.body }).toMatchObject({
        status: 409,
        body: { code: 'platform_plans.code_taken', params: { code: 'pos.lite_2' } },
      });
      expect(await graphqlError(CREATE_PLAN, plan('POS.LITE_2'))).toMatchObject({
        code: 'platform_plans.code_taken',
        httpStatus: 409,
      });
      const other = await post('/api/v1/platform-plans', plan('other-plan'));
      const rename = await manager.rest('put', `/api/v1/platform-plans/${other.id}`).send(plan('POS.lite_2'));
      expect({ status: rename.status, code: rename.body.code }).toEqual({
        status: 409,
        code: 'platform_plans.code_taken',
      });
      const race = await Promise.all(
        ['Race-1', 'RACE-1', 'race-1'].map((code) => manager.rest('post', '/api/v1/platform-plans').send(plan(code))),
      );
      expect(race.map((response) => response.status).sort()).toEqual([201, 409, 409]);
      const free = await manager.rest('post', '/api/v1/platform-plans').send(plan('FREE'));
      expect(free.body.code).toBe('platform_plans.code_taken');
      expect(await db().query(`SELECT code FROM platform_plans WHERE lower(code) = 'pos.lite_2'`)).toEqual([
        { code: first.code },
      ]);
    });

    it('accepts SKU codes over GraphQL as written and keeps the free plan spelled free', async () => {
      const created = await manager.graphql(CREATE_PLAN, { input: plan('SKU.2026.Q1') });
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.createPlatformPlan.code).toBe('SKU.2026.Q1');

      const [free] = await db().query(
        `SELECT id, code, name, description, price_minor AS "priceMinor", currency, billing_period AS "billingPeriod",
                features, sort_order AS "sortOrder", status, visibility FROM platform_plans WHERE code = 'free'`,
      );
      const { id, ...members } = free;
      const recased = await manager.rest('put', `/api/v1/platform-plans/${id}`).send({ ...members, code: 'FREE' });
      expect({ status: recased.status, code: recased.body.code }).toEqual({
        status: 409,
        code: 'platform_plans.free_plan_locked',
      });
    });

    it('still refuses other characters: REST platform_plans.invalid_request, GraphQL validation.failed', async () => {
      for (const code of ['ACC PRO', 'acc/pro', '-acc', 'ACC–PRO', 'a'.repeat(65)]) {
        const rest = await manager.rest('post', '/api/v1/platform-plans').send(plan(code));
        expect({ status: rest.status, body: rest.body }).toMatchObject({
          status: 400,
          body: { code: 'platform_plans.invalid_request', fieldErrors: { code: ['invalid'] } },
        });
        expect(await graphqlError(CREATE_PLAN, plan(code))).toMatchObject({
          code: 'validation.failed',
          httpStatus: 400,
          fieldErrors: { code: ['invalid'] },
        });
      }
    });

    it('orders the public catalog by code regardless of case and shows the codes as written', async () => {
      const listed = { status: 'Active', visibility: 'Public', sortOrder: 7 };
      for (const code of ['Zeta', 'alpha', 'BETA']) await post('/api/v1/platform-plans', plan(code, listed));
      const response = await env.http.get('/api/v1/public/platform-plans');
      expect(response.status).toBe(200);
      const codes = (response.body.items as { code: string; sortOrder: number }[])
        .filter((item) => item.sortOrder === 7)
        .map((item) => item.code);
      expect(codes).toEqual(['alpha', 'BETA', 'Zeta']);
      const viaGraphql = await env.graphql(`{ publicPlatformPlans { items { code sortOrder } } }`);
      expect(
        viaGraphql.body.data.publicPlatformPlans.items
          .filter((item: { sortOrder: number }) => item.sortOrder === 7)
          .map((item: { code: string }) => item.code),
      ).toEqual(codes);
    });
  });

  describe('catalog products and tariffs', () => {
    it('accepts ACC-PRO as a product code over REST and GraphQL, as written; a case-only duplicate is 409', async () => {
      const product = await post('/api/v1/catalog/products', { code: 'ACC-PRO', name: 'Accounting Pro' });
      expect(product).toMatchObject({ code: 'ACC-PRO', name: 'Accounting Pro' });
      const list = await manager.rest('get', '/api/v1/catalog/products?limit=200');
      expect(list.body.items).toContainEqual(product);

      const duplicate = await manager.rest('post', '/api/v1/catalog/products').send({ code: 'acc-pro', name: 'X' });
      expect({ status: duplicate.status, body: duplicate.body }).toMatchObject({
        status: 409,
        body: { code: 'catalog.product_code_taken', params: { code: 'acc-pro' } },
      });

      const viaGraphql = await manager.graphql(CREATE_PRODUCT, { input: { code: 'Pos.Lite_2', name: 'Lite' } });
      expect(viaGraphql.body.errors).toBeUndefined();
      expect(viaGraphql.body.data.createCatalogProduct.code).toBe('Pos.Lite_2');
      expect(await graphqlError(CREATE_PRODUCT, { code: 'ACC-pro', name: 'X' })).toMatchObject({
        code: 'catalog.product_code_taken',
        httpStatus: 409,
      });
    });

    it('still refuses other characters: REST catalog.invalid_request, GraphQL validation.failed', async () => {
      for (const code of ['ACC PRO', 'acc/pro', '.acc', 'a'.repeat(65)]) {
        const rest = await manager.rest('post', '/api/v1/catalog/products').send({ code, name: 'P' });
        expect({ status: rest.status, body: rest.body }).toMatchObject({
          status: 400,
          body: { code: 'catalog.invalid_request', fieldErrors: { code: ['invalid'] } },
        });
        expect(await graphqlError(CREATE_PRODUCT, { code, name: 'P' })).toMatchObject({
          code: 'validation.failed',
          fieldErrors: { code: ['invalid'] },
        });
      }
    });

    it('lists products by code regardless of case (byte order would put ZZ-C first)', async () => {
      for (const code of ['zz-b', 'ZZ-C', 'zz-a']) await post('/api/v1/catalog/products', { code, name: 'P' });
      // The whole list, page by page: the tenant may hold the products of other suites, and zz- sorts last.
      const codes: string[] = [];
      for (let offset = 0, total = 1; offset < total; offset += 200) {
        const page = await manager.rest('get', `/api/v1/catalog/products?limit=200&offset=${offset}`);
        total = page.body.totalCount;
        codes.push(...page.body.items.map((item: { code: string }) => item.code));
      }
      expect(codes.filter((code: string) => code.toLowerCase().startsWith('zz-'))).toEqual(['zz-a', 'zz-b', 'ZZ-C']);
    });

    it('keeps tariff codes as written, refuses a case-only pair, and resolves them regardless of case', async () => {
      const product = await post('/api/v1/catalog/products', { code: `T-${randomUUID().slice(0, 8)}`, name: 'P' });
      const offer = await post('/api/v1/catalog/offers', { productId: product.id, name: 'Yearly' });
      const pair = await manager.rest('post', '/api/v1/catalog/offer-versions').send({
        offerId: offer.id,
        tariffs: [
          { code: 'SEAT-Pro', name: 'Seat Pro', seatLimit: 1 },
          { code: 'seat-pro', name: 'Seat Pro again', seatLimit: 1 },
        ],
        validityDays: 365,
      });
      expect({ status: pair.status, body: pair.body }).toMatchObject({
        status: 400,
        body: { code: 'catalog.invalid_request', fieldErrors: { tariffs: ['duplicate'] } },
      });

      const tariffs = [
        { code: 'SEAT-Pro', name: 'Seat Pro', seatLimit: 1 },
        { code: 'SEAT.Lite', name: 'Seat Lite', seatLimit: 5 },
      ];
      const version = await post('/api/v1/catalog/offer-versions', {
        offerId: offer.id,
        tariffs,
        sharedSeatPool: 5,
        validityDays: 365,
      });
      expect(version.tariffs).toEqual(tariffs);
      await post(`/api/v1/catalog/offer-versions/${version.id}/publish`, {}, 200);

      const customerId = await env.createOrganization(`Customer ${randomUUID().slice(0, 6)}`);
      const subscribe = (tariffCode: string) =>
        manager
          .rest('post', '/api/v1/catalog/subscriptions')
          .send({ customerOrganizationId: customerId, offerVersionId: version.id, tariffCode, status: 'Active' });
      const subscription = await subscribe('seat-pro');
      expect({ status: subscription.status, tariffCode: subscription.body.tariffCode }).toEqual({
        status: 201,
        tariffCode: 'SEAT-Pro',
      });
      const unknown = await subscribe('seat_pro');
      expect(unknown.body).toMatchObject({ code: 'catalog.invalid_request', fieldErrors: { tariffCode: ['unknown'] } });

      // A subscription written by hand in another case still finds its tariff: discovery names and counts it.
      const handWritten = await seedSubscription(db(), {
        customerOrganizationId: customerId,
        offerVersionId: version.id,
        tariffCode: 'seat.lite',
      });
      const candidatesPath = `/api/v1/customers/organizations/${customerId}/license-issue-candidates`;
      const candidates = await manager.rest('get', candidatesPath);
      expect(candidates.status).toBe(200);
      expect(candidates.body.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            customerSubscriptionId: subscription.body.id,
            tariffCode: 'SEAT-Pro',
            tariffName: 'Seat Pro',
            effectiveIssuable: 1,
          }),
          expect.objectContaining({
            customerSubscriptionId: handWritten,
            tariffName: 'Seat Lite',
            effectiveIssuable: 5,
          }),
        ]),
      );

      const issued = await manager
        .rest('post', '/api/v1/licenses/subscription-issues')
        .set('Idempotency-Key', randomUUID())
        .send({ customerSubscriptionId: subscription.body.id, correlationId: randomUUID() });
      expect(issued.status).toBe(201);
      const table = await manager.rest('get', `/api/v1/customers/organizations/${customerId}/licenses/table`);
      expect(table.body.items).toEqual([
        expect.objectContaining({ licenseId: issued.body.licenseId, tariffCode: 'SEAT-Pro', tariffName: 'Seat Pro' }),
      ]);

      // The tariff's one seat is taken whatever case a further subscription names it in.
      const second = await subscribe('SEAT-PRO');
      expect(second.body.tariffCode).toBe('SEAT-Pro');
      const after = await manager.rest('get', candidatesPath);
      expect(after.body.items.map((item: { customerSubscriptionId: string }) => item.customerSubscriptionId)).toEqual([
        handWritten,
      ]);
    });
  });

  describe('the database', () => {
    it('checks the same pattern and keeps codes unique regardless of case for rows written by hand', async () => {
      const checks: { conname: string; definition: string }[] = await db().query(
        `SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE conname IN ('ck_platform_plans_code', 'ck_licensing_products_code') ORDER BY conname`,
      );
      expect(checks.map((check) => check.conname)).toEqual(['ck_licensing_products_code', 'ck_platform_plans_code']);
      for (const check of checks) expect(check.definition).toContain(`'${LICENSING_CODE_PATTERN}'`);
      const indexes: { indexdef: string }[] = await db().query(
        `SELECT indexdef FROM pg_indexes WHERE indexname IN ('ux_platform_plans_code', 'ux_licensing_products_code')`,
      );
      expect(indexes).toHaveLength(2);
      const key = codeKeySql('code').replace(/[()\s]/g, '');
      for (const index of indexes) expect(index.indexdef.replace(/[()\s]/g, '')).toContain(key);

      const insertPlan = (code: string) =>
        db().query(
          `INSERT INTO platform_plans (code, name, price_minor, currency, billing_period)
           VALUES ($1, 'By hand', 0, 'RUB', 'Monthly')`,
          [code],
        );
      await insertPlan('By.Hand-1');
      await expect(insertPlan('by.hand-1')).rejects.toMatchObject({
        code: '23505',
        constraint: 'ux_platform_plans_code',
      });
      await expect(insertPlan('By Hand')).rejects.toMatchObject({ code: '23514' });
      const tenantId = DEFAULT_TENANT_ID;
      await db().query(`INSERT INTO licensing_products (tenant_id, code, name) VALUES ($1, 'By.Hand-1', 'P')`, [
        tenantId,
      ]);
      await expect(
        db().query(`INSERT INTO licensing_products (tenant_id, code, name) VALUES ($1, 'BY.HAND-1', 'P')`, [tenantId]),
      ).rejects.toMatchObject({ code: '23505', constraint: 'ux_licensing_products_code' });
    });
  });
});
