import { useTestEnvironment } from '../../../test/test-environment';

describe('GET /api/health', () => {
  const env = useTestEnvironment();

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers 200 ok when the database and the key-value store answer, anonymously', async () => {
    const response = await env.http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok', keyValueStore: 'ok' });
  });

  /** The warning the failed check left under the response's trace id. */
  const warningOf = (response: { headers: Record<string, string> }) =>
    env
      .logLines()
      .filter((line) => line.includes(response.headers['x-trace-id']))
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'health check failed');

  it('answers 503 when the key-value store does not answer, and logs why', async () => {
    jest
      .spyOn(env.app.keyValue, 'ping')
      .mockRejectedValue(
        Object.assign(new Error('connection to redis://:s3cret@cache:6379 refused'), { code: 'ECONNREFUSED' }),
      );
    const response = await env.http.get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable', database: 'ok', keyValueStore: 'unavailable' });
    const warnings = warningOf(response);
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        store: 'keyValueStore',
        error: { type: 'Error', code: 'ECONNREFUSED', message: 'connection to [url] refused' },
      }),
    ]);
    expect(JSON.stringify(warnings)).not.toContain('s3cret');
  });

  it('answers 503 when the database does not answer, and logs why', async () => {
    jest.spyOn(env.app.dataSource, 'query').mockRejectedValue(new Error('connection terminated'));
    const response = await env.http.get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable', database: 'unavailable', keyValueStore: 'ok' });
    expect(warningOf(response)).toEqual([
      expect.objectContaining({
        level: 40,
        store: 'database',
        error: expect.objectContaining({ message: 'connection terminated' }),
      }),
    ]);
  });

  it('is the same operation over GraphQL', async () => {
    const response = await env.graphql('{ health { status database keyValueStore } }');
    expect(response.body.data.health).toEqual({ status: 'ok', database: 'ok', keyValueStore: 'ok' });
  });
});
