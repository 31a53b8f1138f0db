import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';

async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

/** A root organization with `count` children, each with two outlets, inserted in three statements. */
async function seedTree(env: TestEnvironment, count: number): Promise<string> {
  const root = await env.createOrganization();
  const children: { id: string }[] = await env.app.dataSource.query(
    `INSERT INTO organizations (name, parent_organization_id)
     SELECT 'Child ' || lpad(n::text, 3, '0'), $1 FROM generate_series(1, $2) n RETURNING id`,
    [root, count],
  );
  await env.app.dataSource.query(
    `INSERT INTO locations (organization_id, name, code, time_zone, chain_key)
     SELECT c.id, 'Outlet ' || n, 'OUT-' || n, 'UTC', 'main' FROM unnest($1::uuid[]) c(id), generate_series(1, 2) n`,
    [children.map((child) => child.id)],
  );
  return root;
}

describe('SQL statements of the organization graph', () => {
  const env = useTestEnvironment();

  it('costs the same few statements for 10 and for 100 organizations with their locations', async () => {
    const costs: number[] = [];
    for (const count of [10, 100]) {
      const root = await seedTree(env, count);
      const client = await env.clientFor('OrganizationAdmin', { organizationId: root });
      const before = await sqlStatements(env);
      const response = await client.graphql(
        'query ($id: UUID!) { organization(id: $id) { id children { id name locations { id code } } } }',
        { id: root },
      );
      const after = await sqlStatements(env);
      expect(response.body.errors).toBeUndefined();
      const children = response.body.data.organization.children;
      expect(children).toHaveLength(count);
      expect(children.every((child: { locations: unknown[] }) => child.locations.length === 2)).toBe(true);
      costs.push(after - before);
    }
    expect(costs[1]).toBe(costs[0]);
    // actor, organization guard, organization row, children, their scopes (guards), their locations.
    expect(costs[1]).toBeLessThanOrEqual(6);
  });

  it('costs a constant number of statements for the platform list with locations', async () => {
    const manager = await env.clientFor('MegaManager');
    const before = await sqlStatements(env);
    const response = await manager.graphql('{ platformOrganizations { id locations { id } children { id } } }');
    const after = await sqlStatements(env);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.platformOrganizations.length).toBeGreaterThanOrEqual(110);
    // actor, list, scopes of every organization (guards), locations, children.
    expect(after - before).toBeLessThanOrEqual(5);
  });
});
