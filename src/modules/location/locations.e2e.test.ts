import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.module';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const FIELDS = 'id organizationId name code timeZone chainKey isActive createdAtUtc rowVersion';

function graphqlError(response: { body: { errors?: { extensions: Record<string, unknown> }[] } }) {
  return response.body.errors?.[0]?.extensions;
}

describe('outlets', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let admin: SignedInClient;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    admin = await env.clientFor('OrganizationAdmin', { organizationId });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const body = (code: string) => ({ name: `Outlet ${code}`, code, timeZone: 'Europe/Moscow', chainKey: 'main' });

  async function auditActions(locationId: string): Promise<string[]> {
    const rows = await env.app.dataSource.query(
      `SELECT action FROM audit_log WHERE entity_type = 'Location' AND entity_id = $1 ORDER BY created_at_utc`,
      [locationId],
    );
    return rows.map((row: { action: string }) => row.action);
  }

  it('creates an active outlet with 201, lists and reads it, and audits it', async () => {
    const created = await admin.rest('post', `/api/organizations/${organizationId}/locations`).send(body('MAIN-1'));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      organizationId,
      name: 'Outlet MAIN-1',
      code: 'MAIN-1',
      timeZone: 'Europe/Moscow',
      chainKey: 'main',
      isActive: true,
      createdAtUtc: expect.stringMatching(/Z$/),
      rowVersion: 1,
    });
    const list = await admin.rest('get', `/api/organizations/${organizationId}/locations`);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(created.body);
    const one = await admin.rest('get', `/api/locations/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created.body);
    expect(await auditActions(created.body.id)).toEqual(['Create']);

    const graphql = await admin.graphql(
      `mutation ($id: UUID!, $input: CreateLocationInput!) { createLocation(organizationId: $id, input: $input) { ${FIELDS} } }`,
      { id: organizationId, input: body('GQL-1') },
    );
    expect(graphql.body.data.createLocation).toMatchObject({ code: 'GQL-1', isActive: true });
    const read = await admin.graphql(`query ($id: UUID!) { location(id: $id) { code } }`, {
      id: graphql.body.data.createLocation.id,
    });
    expect(read.body.data.location).toEqual({ code: 'GQL-1' });
    const listed = await admin.graphql('query ($id: UUID!) { organizationLocations(organizationId: $id) { code } }', {
      id: organizationId,
    });
    expect(listed.body.data.organizationLocations).toEqual(expect.arrayContaining([{ code: 'GQL-1' }]));
  });

  it('refuses a code in use, case-insensitively, with location_code_conflict and writes no audit entry', async () => {
    await admin.rest('post', `/api/organizations/${organizationId}/locations`).send(body('DUP-1'));
    const before = await env.app.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'Location'`,
    );
    const rest = await admin.rest('post', `/api/organizations/${organizationId}/locations`).send(body('dup-1'));
    expect(rest.status).toBe(409);
    expect(rest.body.code).toBe('location_code_conflict');
    const graphql = await admin.graphql(
      'mutation ($id: UUID!, $input: CreateLocationInput!) { createLocation(organizationId: $id, input: $input) { id } }',
      { id: organizationId, input: body('Dup-1') },
    );
    expect(graphqlError(graphql)).toMatchObject({ code: 'location_code_conflict', httpStatus: 409 });
    const after = await env.app.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'Location'`,
    );
    expect(after[0].n).toBe(before[0].n);

    // Another organization may use the same code.
    const other = await env.createOrganization();
    const platform = await env.clientFor('MegaManager');
    expect((await platform.rest('post', `/api/organizations/${other}/locations`).send(body('DUP-1'))).status).toBe(201);
  });

  it('enforces the outlet quota with organization_location_quota_exceeded', async () => {
    const limited = await env.createOrganization();
    const limitedAdmin = await env.clientFor('OrganizationAdmin', { organizationId: limited });
    await env.app.dataSource.query('INSERT INTO organization_quotas (organization_id, max_locations) VALUES ($1, 1)', [
      limited,
    ]);
    expect((await limitedAdmin.rest('post', `/api/organizations/${limited}/locations`).send(body('Q-1'))).status).toBe(
      201,
    );
    const rest = await limitedAdmin.rest('post', `/api/organizations/${limited}/locations`).send(body('Q-2'));
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ code: 'organization_location_quota_exceeded', params: { maxLocations: 1 } });
    const graphql = await limitedAdmin.graphql(
      'mutation ($id: UUID!, $input: CreateLocationInput!) { createLocation(organizationId: $id, input: $input) { id } }',
      { id: limited, input: body('Q-3') },
    );
    expect(graphqlError(graphql)).toMatchObject({ code: 'organization_location_quota_exceeded', httpStatus: 403 });
    const [count] = await env.app.dataSource.query(
      'SELECT count(*)::int AS n FROM locations WHERE organization_id = $1',
      [limited],
    );
    expect(count.n).toBe(1);
  });

  it('refuses new outlets in an archived organization with workflow.invalid_transition', async () => {
    const archived = await env.createOrganization();
    await env.app.dataSource.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [archived]);
    const platform = await env.clientFor('MegaManager');
    const response = await platform.rest('post', `/api/organizations/${archived}/locations`).send(body('ARC-1'));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'workflow.invalid_transition',
      params: { entity: 'Organization', state: 'Archived', operation: 'CreateLocation' },
    });
  });

  it('updates an outlet, detects stale rowVersion, and denies outlets of other organizations as forbidden', async () => {
    const locationId = await env.createLocation(organizationId, 'UPD-1');
    const path = `/api/organizations/${organizationId}/locations/${locationId}`;
    const updated = await admin
      .rest('put', path)
      .send({ ...body('UPD-2'), timeZone: 'Asia/Yekaterinburg', isActive: false, rowVersion: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      code: 'UPD-2',
      timeZone: 'Asia/Yekaterinburg',
      isActive: false,
      rowVersion: 2,
    });
    const [entry] = await env.app.dataSource.query(
      `SELECT details_json FROM audit_log WHERE entity_id = $1 AND action = 'Update'`,
      [locationId],
    );
    expect(entry.details_json.changes).toMatchObject({
      code: { from: 'UPD-1', to: 'UPD-2' },
      isActive: { from: true, to: false },
    });
    const kept = await admin.rest('put', path).send(body('UPD-2'));
    expect(kept.body).toMatchObject({ isActive: false, rowVersion: 3 });

    const stale = await admin.rest('put', path).send({ ...body('UPD-3'), rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'concurrency.conflict', params: { entity: 'Location', id: locationId } });
    const staleGraphql = await admin.graphql(
      `mutation ($o: UUID!, $l: UUID!, $input: UpdateLocationInput!) {
         updateLocation(organizationId: $o, locationId: $l, input: $input) { id } }`,
      { o: organizationId, l: locationId, input: { ...body('UPD-3'), rowVersion: 1 } },
    );
    expect(graphqlError(staleGraphql)).toMatchObject({ code: 'concurrency.conflict', httpStatus: 409 });

    await env.createLocation(organizationId, 'TAKEN-1');
    const conflict = await admin.rest('put', path).send(body('taken-1'));
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('location_code_conflict');

    const foreignOrganization = await env.createOrganization();
    const foreignOutlet = await env.createLocation(foreignOrganization);
    const mismatched = await admin
      .rest('put', `/api/organizations/${organizationId}/locations/${foreignOutlet}`)
      .send(body('X-1'));
    expect(mismatched.status).toBe(404);
    expect(mismatched.body.code).toBe('not_found');
    const foreign = await admin
      .rest('put', `/api/organizations/${foreignOrganization}/locations/${foreignOutlet}`)
      .send(body('X-1'));
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('forbidden');
    const foreignRead = await admin.rest('get', `/api/locations/${foreignOutlet}`);
    expect(foreignRead.status).toBe(403);
    expect(foreignRead.body.code).toBe('forbidden');
    const foreignList = await admin.rest('get', `/api/organizations/${foreignOrganization}/locations`);
    expect(foreignList.status).toBe(403);
    expect(foreignList.body.code).toBe('forbidden');
    const foreignGraphql = await admin.graphql('query ($id: UUID!) { location(id: $id) { code } }', {
      id: foreignOutlet,
    });
    expect(graphqlError(foreignGraphql)).toMatchObject({ code: 'forbidden', httpStatus: 403 });
    const unknownOrganization = await admin.rest('get', `/api/organizations/${randomUUID()}/locations`);
    expect(unknownOrganization.status).toBe(404);
    expect(unknownOrganization.body.code).toBe('not_found');
  });

  it('rolls the outlet back when its audit entry cannot be written', async () => {
    jest.spyOn(AuditService.prototype, 'record').mockRejectedValueOnce(new Error('audit store down'));
    const response = await admin.rest('post', `/api/organizations/${organizationId}/locations`).send(body('ROLL-1'));
    expect(response.status).toBe(500);
    const rows = await env.app.dataSource.query(
      `SELECT id FROM locations WHERE organization_id = $1 AND code = 'ROLL-1'`,
      [organizationId],
    );
    expect(rows).toEqual([]);
  });

  it('validates the body and path ids with validation.failed', async () => {
    const bad = await admin
      .rest('post', `/api/organizations/${organizationId}/locations`)
      .send({ name: 'x', code: ' ', timeZone: 'Mars/Olympus', chainKey: 'main' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation.failed', fieldErrors: { timeZone: ['time_zone'] } });
    const blank = await admin
      .rest('post', `/api/organizations/${organizationId}/locations`)
      .send({ name: 'x', code: ' ', timeZone: 'UTC', chainKey: 'main' });
    expect(blank.body).toMatchObject({ code: 'validation.failed', fieldErrors: { code: ['required'] } });
    const missing = await admin.graphql(
      'mutation ($id: UUID!, $input: CreateLocationInput!) { createLocation(organizationId: $id, input: $input) { id } }',
      { id: organizationId, input: { name: 'x', code: 'y', chainKey: 'main' } },
    );
    expect(graphqlError(missing)).toMatchObject({ code: 'validation.failed', fieldErrors: { timeZone: ['required'] } });
    expect((await admin.rest('get', '/api/locations/nope')).body.code).toBe('validation.failed');
    expect((await admin.rest('get', `/api/locations/${randomUUID()}`)).status).toBe(404);
  });

  it('limits outlet-only users to their outlets and denies managing outlets without the permission', async () => {
    const mine = await env.createLocation(organizationId, 'MINE-1');
    const other = await env.createLocation(organizationId, 'OTHER-1');
    const outletUser = await env.clientFor('Accountant', { organizationId, locationId: mine });
    const list = await outletUser.rest('get', `/api/organizations/${organizationId}/locations`);
    expect(list.status).toBe(200);
    expect(list.body.map((location: { id: string }) => location.id)).toEqual([mine]);
    expect((await outletUser.rest('get', `/api/locations/${mine}`)).status).toBe(200);
    const otherOutlet = await outletUser.rest('get', `/api/locations/${other}`);
    expect(otherOutlet.status).toBe(403);
    expect(otherOutlet.body.code).toBe('forbidden');
    const create = await outletUser.rest('post', `/api/organizations/${organizationId}/locations`).send(body('NO-1'));
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('forbidden');
    const viewer = await env.clientFor('Viewer', { organizationId });
    const update = await viewer
      .rest('put', `/api/organizations/${organizationId}/locations/${mine}`)
      .send(body('NO-2'));
    expect(update.status).toBe(403);
    const graphql = await viewer.graphql(
      'mutation ($id: UUID!, $input: CreateLocationInput!) { createLocation(organizationId: $id, input: $input) { id } }',
      { id: organizationId, input: body('NO-3') },
    );
    expect(graphqlError(graphql)).toMatchObject({ code: 'forbidden', httpStatus: 403 });
  });
});
