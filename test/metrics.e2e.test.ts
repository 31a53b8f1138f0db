import { TEST_METRICS_TOKEN, useTestEnvironment } from './test-environment';

describe('GET /metrics with METRICS_TOKEN', () => {
  const env = useTestEnvironment();

  it('answers a bearer of the token with the counters', async () => {
    const response = await env.http.get('/metrics').set('Authorization', `Bearer ${TEST_METRICS_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toMatch(/^http_requests_total \d+$/m);
    expect(response.text).toMatch(/^db_statements_total \d+$/m);
  });

  it('answers anyone else 401 unauthorized', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${TEST_METRICS_TOKEN}`,
      `${TEST_METRICS_TOKEN}`,
    ]) {
      const request = env.http.get('/metrics');
      const response = await (authorization ? request.set('Authorization', authorization) : request);
      expect(response.status).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).toEqual({
        code: 'unauthorized',
        message: expect.any(String),
        params: {},
        fieldErrors: {},
        traceId: response.headers['x-trace-id'],
      });
      expect(response.text).not.toContain('http_requests_total');
    }
  });

  it('does not take a user access token for the metrics token', async () => {
    const admin = await env.clientFor('MegaAdmin');
    expect((await admin.rest('get', '/metrics')).status).toBe(401);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const env = useTestEnvironment({ METRICS_TOKEN: '' });

  it('does not exist', async () => {
    const response = await env.http.get('/metrics').set('Authorization', `Bearer ${TEST_METRICS_TOKEN}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: 'not_found',
      message: expect.any(String),
      params: {},
      fieldErrors: {},
      traceId: response.headers['x-trace-id'],
    });
  });
});
