import { monitorEventLoopDelay } from 'node:perf_hooks';
import { useTestEnvironment } from './test-environment';

/** With the default limits (GRAPHQL_MAX_TOKENS 5000, GRAPHQL_MAX_FIELD_REPEATS 30, a 1 MB body). */
describe('GraphQL field merging', () => {
  const env = useTestEnvironment();

  it('refuses a field repeated past GRAPHQL_MAX_FIELD_REPEATS before graphql-js merges it, in milliseconds', async () => {
    // 4,000 tokens of one field with a subselection: graphql-js's field merging alone held the event loop 120 ms.
    const repeated = `{ me { ${'roleAssignments { roleId } '.repeat(1000)} } }`;
    const refuse = async () => {
      const eventLoopDelay = monitorEventLoopDelay({ resolution: 10 });
      eventLoopDelay.enable();
      const started = performance.now();
      const [response, health] = await Promise.all([
        env.graphql(repeated),
        env.http.get('/api/health').then((answer) => ({ answer, ms: performance.now() - started })),
      ]);
      eventLoopDelay.disable();
      expect(response.status).toBe(400);
      expect(response.body.errors[0].extensions).toMatchObject({
        code: 'graphql.field_repeat_limit_exceeded',
        params: { limit: 30, actual: 31 },
      });
      expect(health.answer.status).toBe(200);
      expect(health.ms).toBeLessThan(1000);
      return eventLoopDelay.max / 1e6;
    };
    // The best of three: a garbage collection of the shared test process (the embedded run keeps every suite in one)
    // can land in one window; the quadratic merge this guards against would hold the loop in every one of them.
    const delays = [await refuse(), await refuse(), await refuse()];
    expect(Math.min(...delays)).toBeLessThan(100);
  });

  it('serves a document at the limit as usual', async () => {
    const viewer = await env.clientFor('Viewer', { organizationId: await env.createOrganization() });
    const response = await viewer.graphql(`{ me { ${'roleAssignments { roleId } '.repeat(30)} } }`);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.me.roleAssignments).toHaveLength(1);
  });
});
