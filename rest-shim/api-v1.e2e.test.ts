import { createHash, randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../test/test-environment';

/**
 * The /api/v1 conventions (docs/licensing.md §Conventions of /api/v1) over the real server, on the platform plan
 * routes: the route family's own error codes with correlationId, bodies read strictly, and the public catalog's caching
 * (strong ETag, 304).
 */
describe('/api/v1 conventions', () => {
  // Before the environment's own afterAll, which closes the database: jest runs them in declaration order.
  afterAll(async () => {
    await env.app.dataSource.query(`DELETE FROM platform_plans WHERE code LIKE $1`, [`${prefix}-%`]);
  });
  const env = useTestEnvironment();
  const prefix = `v1${randomUUID().slice(0, 6)}`;
  let manager: SignedInClient;

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
  });

  const plan = (suffix: string, members: Record<string, unknown> = {}) => ({
    code: `${prefix}-${suffix}`,
    name: `Plan ${suffix}`,
    priceMinor: 99_000,
    currency: 'RUB',
    billingPeriod: 'Monthly',
    ...members,
  });
  const catalog = (headers: Record<string, string> = {}) => env.http.get('/api/v1/public/platform-plans').set(headers);

  describe('errors', () => {
    it('a body that is not JSON is the family’s invalid_request, with correlationId = traceId', async () => {
      const response = await manager
        .rest('post', '/api/v1/platform-plans')
        .set('Content-Type', 'application/json')
        .send('{"code": ');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'platform_plans.invalid_request' });
      expect(response.body.correlationId).toBe(response.body.traceId);
      expect(response.body.correlationId).toBe(response.headers['x-trace-id']);
    });

    it('a member named twice is refused before anything is written', async () => {
      const body = JSON.stringify(plan('twice')).replace('"name":', '"name":"First","name":');
      const response = await manager
        .rest('post', '/api/v1/platform-plans')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'platform_plans.invalid_request',
        fieldErrors: { name: ['duplicate'] },
      });
      const rows = await env.app.dataSource.query('SELECT 1 FROM platform_plans WHERE code = $1', [`${prefix}-twice`]);
      expect(rows).toEqual([]);
    });

    it('authenticates before it reads the body: an anonymous bad body is 401, never a description of the input', async () => {
      for (const body of ['{"code": ', '{"code":"a","code":"b"}']) {
        const response = await env.http
          .post('/api/v1/platform-plans')
          .set('Content-Type', 'application/json')
          .send(body);
        expect({ status: response.status, code: response.body.code }).toEqual({ status: 401, code: 'unauthorized' });
        expect(response.body.correlationId).toBe(response.body.traceId);
      }
    });

    it('tags no answer but the public catalog: a no-store answer has no ETag and no tag of its body matches', async () => {
      const list = await manager.rest('get', '/api/v1/platform-plans');
      expect(list.status).toBe(200);
      expect(list.headers.etag).toBeUndefined();
      expect(list.headers['cache-control']).toBe('no-store');
      // The body's weak tag as Express computed it: with no tag of the answer's own, nothing can match.
      const weak = `W/"${Buffer.byteLength(list.text).toString(16)}-${createHash('sha1').update(list.text).digest('base64').slice(0, 27)}"`;
      const conditional = await manager.rest('get', '/api/v1/platform-plans').set('If-None-Match', weak);
      expect(conditional.status).toBe(200);
      const graphql = await manager.graphql('{ platformPlans { totalCount } }');
      expect(graphql.headers.etag).toBeUndefined();
    });

    it('wrong types and an unknown id use the family’s codes; an unknown /api/v1 path is not_found', async () => {
      const wrongType = await manager.rest('post', '/api/v1/platform-plans').send(plan('typed', { priceMinor: 'a' }));
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.code).toBe('platform_plans.invalid_request');
      const unknown = await manager.rest('put', `/api/v1/platform-plans/${randomUUID()}`).send(plan('gone'));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'platform_plans.not_found' });
      expect(unknown.body.correlationId).toBe(unknown.body.traceId);
      const nowhere = await manager.rest('get', '/api/v1/no-such-route');
      expect(nowhere.status).toBe(404);
      expect(nowhere.body).toMatchObject({ code: 'not_found' });
      expect(nowhere.body.correlationId).toBe(nowhere.body.traceId);
    });

    it('leaves the rest of the API as it was: its own error codes, no correlationId', async () => {
      const response = await env.http.post('/api/auth/login').set('Content-Type', 'application/json').send('{');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('request.failed');
      expect(response.body).not.toHaveProperty('correlationId');
    });
  });

  describe('the public plan catalog', () => {
    it('is publicly cacheable with a strong ETag of the exact body, and answers 304 to a matching If-None-Match', async () => {
      const first = await catalog();
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = first.headers.etag as string;
      expect(etag).toBe(`"${createHash('sha256').update(first.text).digest('hex')}"`);

      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const cached = await catalog({ 'If-None-Match': header });
        expect(cached.status).toBe(304);
        expect(cached.text).toBe('');
        expect(cached.headers.etag).toBe(etag);
      }
      expect((await catalog({ 'If-None-Match': '"stale"' })).status).toBe(200);
    });

    it('changes its ETag exactly when the published content changes', async () => {
      const before = (await catalog()).headers.etag;
      await manager.rest('post', '/api/v1/platform-plans').send(plan('draft'));
      expect((await catalog()).headers.etag).toBe(before);

      const created = await manager
        .rest('post', '/api/v1/platform-plans')
        .send(plan('public', { status: 'Active', visibility: 'Public', sortOrder: 900 }));
      expect(created.status).toBe(201);
      const published = (await catalog()).headers.etag;
      expect(published).not.toBe(before);
      expect((await catalog()).headers.etag).toBe(published);

      // A member the catalog does not show is not published content.
      const internalOnly = await manager
        .rest('put', `/api/v1/platform-plans/${created.body.id}`)
        .send(plan('public', { status: 'Active', visibility: 'Public', sortOrder: 900, providerPriceRef: 'price_1' }));
      expect(internalOnly.status).toBe(200);
      expect((await catalog()).headers.etag).toBe(published);

      await manager
        .rest('put', `/api/v1/platform-plans/${created.body.id}`)
        .send(plan('public', { status: 'Retired', visibility: 'Public', sortOrder: 900 }));
      expect((await catalog()).headers.etag).toBe(before);
    });
  });
});
