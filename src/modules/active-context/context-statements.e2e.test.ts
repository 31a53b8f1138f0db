import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';

/** Reads the process counters of GET /metrics (the benchmark uses the same numbers). */
async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

describe('SQL statements per GET /api/auth/context', () => {
  const env = useTestEnvironment();

  it('costs 2 statements for a user reaching 100 outlets in 11 organizations, over REST and GraphQL', async () => {
    const root = await env.createOrganization();
    const locations: string[] = [];
    let previous = root;
    for (let index = 0; index < 10; index++) {
      // Five children of the root, each with a grandchild: descendants come from one recursive statement.
      const organization = await env.createChildOrganization(index % 2 === 0 ? root : previous);
      previous = organization;
      for (let outlet = 0; outlet < 10; outlet++) locations.push(await env.createLocation(organization));
    }
    const client = await env.signIn(
      await env.createUser({ roles: [{ role: 'Accountant', scope: { organizationId: root } }] }),
    );
    for (const call of [
      () => client.rest('get', '/api/auth/context'),
      () => client.graphql('{ contextOptions { organizations { organizationId locations { locationId } } } }'),
    ]) {
      const before = await sqlStatements(env);
      const response = await call();
      const after = await sqlStatements(env);
      expect(response.status).toBe(200);
      const body = response.body.data?.contextOptions ?? response.body;
      const offered = body.organizations.flatMap((organization: { locations: { locationId: string }[] }) =>
        organization.locations.map((location) => location.locationId),
      );
      expect(body.organizations).toHaveLength(11);
      expect(offered.sort()).toEqual([...locations].sort());
      // The actor (with the session check) and the options.
      expect(after - before).toBe(2);
    }
  });
});
