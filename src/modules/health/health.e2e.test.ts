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

  it('answers 503 when the key-value store does not answer', async () => {
    jest.spyOn(env.app.keyValue, 'ping').mockRejectedValue(new Error('connection refused'));
    const response = await env.http.get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable', database: 'ok', keyValueStore: 'unavailable' });
  });

  it('answers 503 when the database does not answer', async () => {
    jest.spyOn(env.app.dataSource, 'query').mockRejectedValue(new Error('connection terminated'));
    const response = await env.http.get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable', database: 'unavailable', keyValueStore: 'ok' });
  });

  it('is the same operation over GraphQL', async () => {
    const response = await env.graphql('{ health { status database keyValueStore } }');
    expect(response.body.data.health).toEqual({ status: 'ok', database: 'ok', keyValueStore: 'ok' });
  });
});
