import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { createTestEnvironment, type TestEnvironment } from '../../../../test/test-environment';

/**
 * The public catalog's ETag (docs/licensing.md, "The public catalog") is a hash of the published content only: a
 * restarted service answers the same tag for the same stored plans, and the tag moves exactly when what the catalog
 * publishes moves. On PostgreSQL the suite has a database of its own, since other suites publish plans; an embedded
 * database serves one jest worker, which runs its files one after another.
 */
describe('public platform plan catalog ETag', () => {
  const prefix = `e${randomUUID().slice(0, 6)}`;
  let database: TestDatabase | undefined;
  let env: TestEnvironment;

  const start = async () => createTestEnvironment(database ? { DATABASE_URL: database.url } : {});
  const catalog = (headers: Record<string, string> = {}) => env.http.get('/api/v1/public/platform-plans').set(headers);
  const etag = async () => {
    const response = await catalog();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    return response.headers.etag as string;
  };

  beforeAll(async () => {
    if (process.env.DATABASE_URL) database = await createTestDatabase();
    env = await start();
  }, 120_000);

  afterAll(async () => {
    await env.app.dataSource.query(`DELETE FROM platform_plans WHERE code LIKE $1`, [`${prefix}-%`]);
    await env.close();
    await database?.drop();
  });

  it('is the same after a restart and changes exactly when published content changes', async () => {
    // A client is bound to its server: the restarted service gets a new one.
    let manager = await env.clientFor('MegaManager');
    const save = async (method: 'post' | 'put', path: string, body: object, status: number) => {
      const response = await manager.rest(method, path).send(body);
      expect({ status: response.status, body: response.body }).toMatchObject({ status });
      return response.body as { id: string };
    };
    const plan = (suffix: string, members: object = {}) => ({
      code: `${prefix}-${suffix}`,
      name: `Plan ${suffix}`,
      priceMinor: 99_000,
      currency: 'RUB',
      billingPeriod: 'Monthly',
      ...members,
    });

    const published = plan('public', { status: 'Active', visibility: 'Public', providerPriceRef: 'price_a' });
    const { id } = await save('post', '/api/v1/platform-plans', published, 201);
    const before = await etag();
    expect(before).toMatch(/^"[0-9a-f]{64}"$/);

    await env.close();
    env = await start();
    expect(await etag()).toBe(before);
    manager = await env.clientFor('MegaManager');

    // Nothing the catalog shows: an Internal plan, a Draft public one, and the members kept out of the public body.
    await save('post', '/api/v1/platform-plans', plan('internal', { status: 'Active' }), 201);
    await save('post', '/api/v1/platform-plans', plan('draft', { visibility: 'Public' }), 201);
    await save(
      'put',
      `/api/v1/platform-plans/${id}`,
      { ...published, providerPriceRef: 'price_b', entitlements: { seats: 3 } },
      200,
    );
    expect(await etag()).toBe(before);
    expect((await catalog({ 'If-None-Match': before })).status).toBe(304);
    expect((await catalog({ 'If-None-Match': `W/${before}` })).status).toBe(304);

    // A published member moves the tag, and moving it back restores the same tag: it is the content's hash.
    await save('put', `/api/v1/platform-plans/${id}`, { ...published, name: 'Renamed plan' }, 200);
    const renamed = await etag();
    expect(renamed).not.toBe(before);
    const stale = await catalog({ 'If-None-Match': before });
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).toBe(renamed);
    await save('put', `/api/v1/platform-plans/${id}`, published, 200);
    expect(await etag()).toBe(before);

    // Publishing or withdrawing a plan moves it too.
    await save('put', `/api/v1/platform-plans/${id}`, { ...published, visibility: 'Internal' }, 200);
    expect(await etag()).not.toBe(before);
  });
});
