import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';

/** Reads the process counters of GET /metrics (the benchmark uses the same numbers). */
async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

describe('SQL statements per `me` request', () => {
  const env = useTestEnvironment();

  it('costs at most 2 statements over REST and over GraphQL, whatever the number of assignments', async () => {
    const organizationId = await env.createOrganization();
    const locations = await Promise.all([1, 2, 3].map(() => env.createLocation(organizationId)));
    const client = await env.signIn(
      await env.createUser({
        roles: [
          { role: 'OrganizationAdmin', scope: { organizationId } },
          ...locations.map((locationId) => ({ role: 'Viewer' as const, scope: { organizationId, locationId } })),
        ],
      }),
    );
    for (const call of [
      () => client.rest('get', '/api/auth/me'),
      () => client.graphql('{ me { id email roleAssignments { roleCode locationId } permissions } }'),
    ]) {
      const before = await sqlStatements(env);
      const response = await call();
      const after = await sqlStatements(env);
      expect(response.status).toBe(200);
      expect(after - before).toBeGreaterThan(0);
      expect(after - before).toBeLessThanOrEqual(2);
      const logged = env
        .logLines()
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'request' && entry.traceId === response.headers['x-trace-id']);
      expect(logged.sqlStatements).toBe(after - before);
    }
  });
});
