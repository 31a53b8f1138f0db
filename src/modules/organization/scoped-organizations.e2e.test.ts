import { randomUUID } from 'node:crypto';
import { useTestEnvironment } from '../../../test/test-environment';

function graphqlError(response: { body: { errors?: { extensions: Record<string, unknown> }[] } }) {
  return response.body.errors?.[0]?.extensions;
}

describe('scoped organizations', () => {
  const env = useTestEnvironment();

  it('answers GET /api/organizations/current with the first organization in scope by name, or null', async () => {
    const suffix = randomUUID().slice(0, 8);
    const later = await env.createOrganization(`ZZ ${suffix}`);
    const earlier = await env.createOrganization(`AA ${suffix}`);
    const archivedFirst = await env.createOrganization(`A0 ${suffix}`);
    await env.app.dataSource.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [archivedFirst]);
    const child = await env.createOrganization(`A1 ${suffix}`);
    await env.app.dataSource.query('UPDATE organizations SET parent_organization_id = $1 WHERE id = $2', [
      later,
      child,
    ]);
    const user = await env.createUser({
      roles: [
        { role: 'Viewer', scope: { organizationId: later } },
        { role: 'Viewer', scope: { organizationId: earlier } },
        { role: 'Viewer', scope: { organizationId: archivedFirst } },
      ],
    });
    const client = await env.signIn(user);
    const rest = await client.rest('get', '/api/organizations/current');
    expect(rest.status).toBe(200);
    // The child of an assigned organization is in scope too and sorts first.
    expect(rest.body).toMatchObject({ id: child, name: `A1 ${suffix}` });

    const outletOnly = await env.createOrganization(`Outlet org ${suffix}`);
    const outlet = await env.createLocation(outletOnly);
    const outletUser = await env.clientFor('Accountant', { organizationId: outletOnly, locationId: outlet });
    const viaOutlet = await outletUser.graphql('{ currentOrganization { id name } }');
    expect(viaOutlet.body.data.currentOrganization).toEqual({ id: outletOnly, name: `Outlet org ${suffix}` });

    const nobody = await env.signIn(await env.createUser());
    const none = await nobody.rest('get', '/api/organizations/current');
    expect(none.status).toBe(200);
    expect(none.text).toBe('null');
    expect((await nobody.graphql('{ currentOrganization { id } }')).body.data).toEqual({ currentOrganization: null });
    expect((await env.http.get('/api/organizations/current')).status).toBe(401);
  });

  it('reads an organization in scope, denies a foreign one as forbidden without its name, and lets an outlet user see the record', async () => {
    const own = await env.createOrganization();
    const foreignName = `Foreign ${randomUUID()}`;
    const foreign = await env.createOrganization(foreignName);
    const viewer = await env.clientFor('Viewer', { organizationId: own });
    const read = await viewer.rest('get', `/api/organizations/${own}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: own, status: 'Active', parentOrganizationId: null, rowVersion: 1 });
    const denied = await viewer.rest('get', `/api/organizations/${foreign}`);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
    expect(denied.text).not.toContain(foreignName);
    const deniedGraphql = await viewer.graphql('query ($id: UUID!) { organization(id: $id) { name } }', {
      id: foreign,
    });
    expect(graphqlError(deniedGraphql)).toMatchObject({ code: 'forbidden', httpStatus: 403 });
    expect(JSON.stringify(deniedGraphql.body)).not.toContain(foreignName);
    const unknown = await viewer.rest('get', `/api/organizations/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    expect((await viewer.rest('get', '/api/organizations/123')).body.code).toBe('validation.failed');

    const outlet = await env.createLocation(foreign);
    const outletUser = await env.clientFor('Viewer', { organizationId: foreign, locationId: outlet });
    expect((await outletUser.rest('get', `/api/organizations/${foreign}`)).body.name).toBe(foreignName);
  });

  it('updates through organization.users.manage: admin yes, accountant and foreign forbidden, unknown not_found', async () => {
    const own = await env.createOrganization('Own Before');
    const foreign = await env.createOrganization();
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: own });
    const updated = await admin
      .rest('put', `/api/organizations/${own}`)
      .send({ name: 'Own After', legalName: 'Own LLC', taxId: '123', status: 'Active', rowVersion: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Own After', legalName: 'Own LLC', taxId: '123', rowVersion: 2 });
    const [entry] = await env.app.dataSource.query(
      `SELECT action, user_id FROM audit_log WHERE entity_id = $1 AND entity_type = 'Organization'`,
      [own],
    );
    expect(entry).toEqual({ action: 'Update', user_id: admin.user.id });

    const graphql = await admin.graphql(
      'mutation ($id: UUID!, $input: UpdateOrganizationInput!) { updateOrganization(id: $id, input: $input) { name status } }',
      { id: own, input: { name: 'Own Suspended', status: 'Suspended' } },
    );
    expect(graphql.body.data.updateOrganization).toEqual({ name: 'Own Suspended', status: 'Suspended' });

    const accountant = await env.clientFor('Accountant', { organizationId: own });
    const denied = await accountant.rest('put', `/api/organizations/${own}`).send({ name: 'x', status: 'Active' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
    const foreignDenied = await admin
      .rest('put', `/api/organizations/${foreign}`)
      .send({ name: 'x', status: 'Active' });
    expect(foreignDenied.status).toBe(403);
    expect(foreignDenied.body.code).toBe('forbidden');
    const unknown = await admin.rest('put', `/api/organizations/${randomUUID()}`).send({ name: 'x', status: 'Active' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const stale = await admin
      .rest('put', `/api/organizations/${own}`)
      .send({ name: 'x', status: 'Active', rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.conflict');
    const platform = await env.clientFor('MegaManager');
    expect(
      (await platform.rest('put', `/api/organizations/${foreign}`).send({ name: 'y', status: 'Active' })).status,
    ).toBe(200);
  });

  it('sets the posting approval over REST and GraphQL: SameUserAllowed by default, kept when absent, audited', async () => {
    const id = await env.createOrganization('Approval Org');
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: id });
    const read = await admin.rest('get', `/api/organizations/${id}`);
    expect(read.body).toMatchObject({ postingApproval: 'SameUserAllowed', rowVersion: 1 });

    const unknown = await admin
      .rest('put', `/api/organizations/${id}`)
      .send({ name: 'Approval Org', status: 'Active', postingApproval: 'Nobody' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('validation.failed');
    const required = await admin
      .rest('put', `/api/organizations/${id}`)
      .send({ name: 'Approval Org', status: 'Active', postingApproval: 'SecondPersonRequired', rowVersion: 1 });
    expect(required.status).toBe(200);
    expect(required.body).toMatchObject({ postingApproval: 'SecondPersonRequired', rowVersion: 2 });
    const renamed = await admin
      .rest('put', `/api/organizations/${id}`)
      .send({ name: 'Approval Renamed', status: 'Active' });
    expect(renamed.body).toMatchObject({ name: 'Approval Renamed', postingApproval: 'SecondPersonRequired' });

    const graphql = await admin.graphql(
      'mutation ($id: UUID!, $input: UpdateOrganizationInput!) { updateOrganization(id: $id, input: $input) { postingApproval } }',
      { id, input: { name: 'Approval Renamed', status: 'Active', postingApproval: 'SameUserAllowed' } },
    );
    expect(graphql.body.data.updateOrganization).toEqual({ postingApproval: 'SameUserAllowed' });
    const platform = await env.clientFor('MegaManager');
    const viaPlatform = await platform
      .rest('put', `/api/platform/organizations/${id}`)
      .send({ name: 'Approval Renamed', status: 'Active', postingApproval: 'SecondPersonRequired' });
    expect(viaPlatform.body.postingApproval).toBe('SecondPersonRequired');

    const entries = await env.app.dataSource.query(
      `SELECT details_json AS details FROM audit_log WHERE entity_id = $1 AND entity_type = 'Organization'
        ORDER BY created_at_utc, id`,
      [id],
    );
    expect(entries.map((entry: { details: { changes?: object } }) => entry.details.changes)).toEqual([
      { postingApproval: { from: 'SameUserAllowed', to: 'SecondPersonRequired' } },
      { name: { from: 'Approval Org', to: 'Approval Renamed' } },
      { postingApproval: { from: 'SecondPersonRequired', to: 'SameUserAllowed' } },
      { postingApproval: { from: 'SameUserAllowed', to: 'SecondPersonRequired' } },
    ]);
  });

  it('creates child organizations under the path organization', async () => {
    const parent = await env.createOrganization();
    const elsewhere = await env.createOrganization();
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: parent });
    const created = await admin
      .rest('post', `/api/organizations/${parent}/children`)
      .send({ name: 'Branch', legalName: 'Branch LLC', taxId: '55', parentOrganizationId: elsewhere });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ parentOrganizationId: parent, name: 'Branch', status: 'Active' });
    const [entry] = await env.app.dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1`, [
      created.body.id,
    ]);
    expect(entry.action).toBe('Create');
    // The admin of the parent reaches the child too.
    expect((await admin.rest('get', `/api/organizations/${created.body.id}`)).status).toBe(200);

    const graphql = await admin.graphql(
      'mutation ($id: UUID!, $input: CreateChildOrganizationInput!) { createChildOrganization(parentId: $id, input: $input) { parentOrganizationId } }',
      { id: parent, input: { name: 'Branch 2' } },
    );
    expect(graphql.body.data.createChildOrganization).toEqual({ parentOrganizationId: parent });

    const viewer = await env.clientFor('Viewer', { organizationId: parent });
    expect((await viewer.rest('post', `/api/organizations/${parent}/children`).send({ name: 'No' })).status).toBe(403);
    const foreignParent = await admin.rest('post', `/api/organizations/${elsewhere}/children`).send({ name: 'No' });
    expect(foreignParent.status).toBe(403);
    expect(foreignParent.body.code).toBe('forbidden');
    const unknownParent = await admin.rest('post', `/api/organizations/${randomUUID()}/children`).send({ name: 'No' });
    expect(unknownParent.status).toBe(404);
    expect(unknownParent.body.code).toBe('not_found');

    await env.app.dataSource.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [parent]);
    const intoArchived = await admin.rest('post', `/api/organizations/${parent}/children`).send({ name: 'Late' });
    expect(intoArchived.status).toBe(409);
    expect(intoArchived.body).toMatchObject({
      code: 'workflow.invalid_transition',
      params: { entity: 'Organization', state: 'Archived', operation: 'CreateChild' },
    });
  });

  it('resolves the graph: children and locations, limited to what the caller reaches', async () => {
    const root = await env.createOrganization(`Root ${randomUUID().slice(0, 6)}`);
    const [a, b] = [await env.createLocation(root, 'A-1'), await env.createLocation(root, 'B-1')];
    const child = await env.createOrganization('Graph Child');
    await env.app.dataSource.query('UPDATE organizations SET parent_organization_id = $1 WHERE id = $2', [root, child]);
    const childOutlet = await env.createLocation(child, 'C-1');
    const query = `query ($id: UUID!) { organization(id: $id) { id locations { id code } children { id locations { id } } } }`;

    const admin = await env.clientFor('Viewer', { organizationId: root });
    const full = await admin.graphql(query, { id: root });
    expect(full.body.data.organization).toEqual({
      id: root,
      locations: [
        { id: a, code: 'A-1' },
        { id: b, code: 'B-1' },
      ],
      children: [{ id: child, locations: [{ id: childOutlet }] }],
    });

    const outletUser = await env.clientFor('Viewer', { organizationId: root, locationId: b });
    const limited = await outletUser.graphql(query, { id: root });
    expect(limited.body.data.organization).toEqual({ id: root, locations: [{ id: b, code: 'B-1' }], children: [] });
  });
});
