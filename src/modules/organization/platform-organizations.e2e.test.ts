import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.module';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const FIELDS = 'id parentOrganizationId name legalName taxId status createdAtUtc rowVersion';

/** The client-visible error of a GraphQL response. */
function graphqlError(response: { body: { errors?: { extensions: Record<string, unknown> }[] } }) {
  return response.body.errors?.[0]?.extensions;
}

describe('platform organizations', () => {
  const env = useTestEnvironment();
  let admin: SignedInClient;
  let manager: SignedInClient;

  beforeAll(async () => {
    admin = await env.clientFor('MegaAdmin');
    manager = await env.clientFor('MegaManager');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function auditEntries(
    entityId: string,
  ): Promise<{ action: string; entity_type: string; details_json: Record<string, unknown> }[]> {
    return env.app.dataSource.query(
      'SELECT action, entity_type, organization_id, details_json FROM audit_log WHERE entity_id = $1 ORDER BY created_at_utc',
      [entityId],
    );
  }

  async function archived(name = `Archived ${randomUUID().slice(0, 8)}`): Promise<string> {
    const id = await env.createOrganization(name);
    await env.app.dataSource.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [id]);
    return id;
  }

  it('creates over REST with 201 and status Active, lists and reads it, and audits the creation', async () => {
    const created = await manager
      .rest('post', '/api/platform/organizations')
      .send({ name: '  Alpha Foods ', legalName: 'Alpha Foods LLC', taxId: '7701', parentOrganizationId: null });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      parentOrganizationId: null,
      name: 'Alpha Foods',
      legalName: 'Alpha Foods LLC',
      taxId: '7701',
      status: 'Active',
      postingApproval: 'SameUserAllowed',
      createdAtUtc: expect.stringMatching(/Z$/),
      rowVersion: 1,
    });
    const list = await manager.rest('get', '/api/platform/organizations');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(expect.arrayContaining([created.body]));
    const one = await manager.rest('get', `/api/platform/organizations/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created.body);
    const [entry] = await auditEntries(created.body.id);
    expect(entry).toMatchObject({ action: 'Create', entity_type: 'Organization', organization_id: created.body.id });

    const child = await manager
      .rest('post', '/api/platform/organizations')
      .send({ name: 'Alpha Child', parentOrganizationId: created.body.id });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({ parentOrganizationId: created.body.id, legalName: null, taxId: null });
  });

  it('creates, reads and lists over GraphQL', async () => {
    const created = await admin.graphql(
      `mutation ($input: CreateOrganizationInput!) { createPlatformOrganization(input: $input) { ${FIELDS} } }`,
      { input: { name: 'Gamma over GraphQL' } },
    );
    const organization = created.body.data.createPlatformOrganization;
    expect(organization).toMatchObject({ name: 'Gamma over GraphQL', status: 'Active', rowVersion: 1 });
    const read = await admin.graphql(`query ($id: UUID!) { platformOrganization(id: $id) { ${FIELDS} } }`, {
      id: organization.id,
    });
    expect(read.body.data.platformOrganization).toEqual(organization);
    const list = await admin.graphql('{ platformOrganizations { id } }');
    expect(list.body.data.platformOrganizations).toContainEqual({ id: organization.id });
  });

  it('rejects an unknown parent with organization_not_found over REST and GraphQL', async () => {
    const rest = await manager
      .rest('post', '/api/platform/organizations')
      .send({ name: 'Orphan', parentOrganizationId: randomUUID() });
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe('organization_not_found');
    const graphql = await manager.graphql(
      'mutation ($input: CreateOrganizationInput!) { createPlatformOrganization(input: $input) { id } }',
      { input: { name: 'Orphan', parentOrganizationId: randomUUID() } },
    );
    expect(graphqlError(graphql)).toMatchObject({ code: 'organization_not_found', httpStatus: 404 });
  });

  it('rejects invalid bodies and path ids with validation.failed', async () => {
    const blank = await manager.rest('post', '/api/platform/organizations').send({ name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'validation.failed', fieldErrors: { name: ['required'] } });
    const missing = await manager.rest('post', '/api/platform/organizations').send({ legalName: 'x' });
    expect(missing.body).toMatchObject({ code: 'validation.failed', fieldErrors: { name: ['required'] } });
    const badId = await manager.rest('get', '/api/platform/organizations/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.code).toBe('validation.failed');
    const badStatus = await manager
      .rest('put', `/api/platform/organizations/${await env.createOrganization()}`)
      .send({ name: 'x', status: 'Deleted' });
    expect(badStatus.body).toMatchObject({ code: 'validation.failed', fieldErrors: { status: ['invalid'] } });
    const graphql = await manager.graphql(
      'mutation ($input: CreateOrganizationInput!) { createPlatformOrganization(input: $input) { id } }',
      { input: { name: 'x'.repeat(201) } },
    );
    expect(graphqlError(graphql)).toMatchObject({ code: 'validation.failed', fieldErrors: { name: ['max_length'] } });
  });

  it('answers an unknown id with not_found and a non-platform user with forbidden, except its own organization update', async () => {
    const unknown = await manager.rest('get', `/api/platform/organizations/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const organizationId = await env.createOrganization();
    const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
    for (const call of [
      orgAdmin.rest('get', '/api/platform/organizations'),
      orgAdmin.rest('get', `/api/platform/organizations/${organizationId}`),
      orgAdmin.rest('post', '/api/platform/organizations').send({ name: 'Nope' }),
    ]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('forbidden');
    }
    // The update also accepts scoped organization.users.manage on the organization itself.
    const ownUpdate = await orgAdmin
      .rest('put', `/api/platform/organizations/${organizationId}`)
      .send({ name: 'n', status: 'Active' });
    expect(ownUpdate.status).toBe(200);
    expect(ownUpdate.body).toMatchObject({ id: organizationId, name: 'n' });
    const foreignUpdate = await orgAdmin
      .rest('put', `/api/platform/organizations/${await env.createOrganization()}`)
      .send({ name: 'n', status: 'Active' });
    expect(foreignUpdate.status).toBe(403);
    expect(foreignUpdate.body.code).toBe('forbidden');
    const viewer = await env.clientFor('Viewer', { organizationId });
    const viewerUpdate = await viewer
      .rest('put', `/api/platform/organizations/${organizationId}`)
      .send({ name: 'v', status: 'Active' });
    expect(viewerUpdate.status).toBe(403);
    expect(viewerUpdate.body.code).toBe('forbidden');
    const graphql = await orgAdmin.graphql('{ platformOrganizations { id } }');
    expect(graphqlError(graphql)).toMatchObject({ code: 'forbidden', httpStatus: 403 });
    const anonymous = await env.http.get('/api/platform/organizations');
    expect(anonymous.status).toBe(401);
  });

  it('updates with the allowed status transitions and audits the changed fields', async () => {
    const id = await env.createOrganization('Beta');
    const put = (body: object) => manager.rest('put', `/api/platform/organizations/${id}`).send(body);
    const suspended = await put({ name: 'Beta Renamed', legalName: 'Beta LLC', taxId: null, status: 'Suspended' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      name: 'Beta Renamed',
      legalName: 'Beta LLC',
      status: 'Suspended',
      rowVersion: 2,
    });
    for (const status of ['Active', 'Archived', 'Active', 'Suspended', 'Archived']) {
      const response = await put({ name: 'Beta Renamed', status });
      expect({ status, code: response.status }).toEqual({ status, code: 200 });
    }
    const entries = await auditEntries(id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'Suspend',
      'Activate',
      'Archive',
      'Activate',
      'Suspend',
      'Archive',
    ]);
    expect(entries[0].details_json).toEqual({
      changes: {
        name: { from: 'Beta', to: 'Beta Renamed' },
        legalName: { from: null, to: 'Beta LLC' },
        status: { from: 'Active', to: 'Suspended' },
      },
    });
  });

  it('refuses Archived to Suspended with workflow.invalid_transition over REST and GraphQL', async () => {
    const id = await archived();
    const rest = await manager
      .rest('put', `/api/platform/organizations/${id}`)
      .send({ name: 'x', status: 'Suspended' });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({
      code: 'workflow.invalid_transition',
      params: { entity: 'Organization', state: 'Archived', operation: 'Suspend' },
    });
    const graphql = await manager.graphql(
      'mutation ($id: UUID!, $input: UpdateOrganizationInput!) { updatePlatformOrganization(id: $id, input: $input) { id } }',
      { id, input: { name: 'x', status: 'Suspended' } },
    );
    expect(graphqlError(graphql)).toMatchObject({ code: 'workflow.invalid_transition', httpStatus: 409 });
    expect(await auditEntries(id)).toEqual([]);
  });

  it('detects a stale rowVersion with concurrency.conflict over REST and GraphQL', async () => {
    const id = await env.createOrganization();
    const first = await manager
      .rest('put', `/api/platform/organizations/${id}`)
      .send({ name: 'First', status: 'Active', rowVersion: 1 });
    expect(first.body.rowVersion).toBe(2);
    const stale = await manager
      .rest('put', `/api/platform/organizations/${id}`)
      .send({ name: 'Second', status: 'Active', rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'concurrency.conflict', params: { entity: 'Organization', id } });
    const graphql = await manager.graphql(
      'mutation ($id: UUID!, $input: UpdateOrganizationInput!) { updatePlatformOrganization(id: $id, input: $input) { id } }',
      { id, input: { name: 'Second', status: 'Active', rowVersion: 1 } },
    );
    expect(graphqlError(graphql)).toMatchObject({
      code: 'concurrency.conflict',
      params: { entity: 'Organization', id },
    });
  });

  it('rolls the update back when its audit entry cannot be written', async () => {
    const id = await env.createOrganization('Rollback Probe');
    jest.spyOn(AuditService.prototype, 'record').mockRejectedValueOnce(new Error('audit store down'));
    const response = await manager
      .rest('put', `/api/platform/organizations/${id}`)
      .send({ name: 'Changed', status: 'Active' });
    expect(response.status).toBe(500);
    const [row] = await env.app.dataSource.query('SELECT name, row_version FROM organizations WHERE id = $1', [id]);
    expect(row).toEqual({ name: 'Rollback Probe', row_version: 1 });
  });

  describe('hard delete', () => {
    const remove = (client: SignedInClient, id: string, body: object) =>
      client.rest('delete', `/api/platform/organizations/${id}`).send(body);
    const graphqlDelete = (client: SignedInClient, id: string, input: object) =>
      client.graphql(
        'mutation ($id: UUID!, $input: DeleteOrganizationInput!) { deletePlatformOrganization(id: $id, input: $input) }',
        { id, input },
      );

    it('deletes an archived organization without business data with 204 and audits it', async () => {
      const name = `Gone ${randomUUID().slice(0, 8)}`;
      const id = await archived(name);
      await env.app.dataSource.query('INSERT INTO organization_quotas (organization_id, max_users) VALUES ($1, 3)', [
        id,
      ]);
      const response = await remove(admin, id, { confirmName: name, reason: 'Duplicate tenant' });
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect(await env.app.dataSource.query('SELECT id FROM organizations WHERE id = $1', [id])).toEqual([]);
      const [entry] = await auditEntries(id);
      expect(entry.action).toBe('Delete');
      expect(entry.details_json).toEqual({ name, reason: 'Duplicate tenant' });

      const other = await archived('Gone over GraphQL');
      const graphql = await graphqlDelete(admin, other, { confirmName: 'Gone over GraphQL', reason: 'test' });
      expect(graphql.body.data.deletePlatformOrganization).toBe(true);
    });

    it('is MegaAdmin only: forbidden for MegaManager over REST and GraphQL', async () => {
      const name = 'Kept';
      const id = await archived(name);
      const rest = await remove(manager, id, { confirmName: name, reason: 'r' });
      expect(rest.status).toBe(403);
      expect(rest.body.code).toBe('forbidden');
      expect(graphqlError(await graphqlDelete(manager, id, { confirmName: name, reason: 'r' }))).toMatchObject({
        code: 'forbidden',
      });
      expect(await env.app.dataSource.query('SELECT id FROM organizations WHERE id = $1', [id])).toHaveLength(1);
    });

    it('checks the confirmation, the reason, the status and business data, over REST and GraphQL', async () => {
      const name = `Checked ${randomUUID().slice(0, 8)}`;
      const id = await archived(name);
      const active = await env.createOrganization('Still Active');
      const withOutlet = await archived('With Outlet');
      await env.createLocation(withOutlet);
      const withChild = await archived('With Child');
      await env.app.dataSource.query('INSERT INTO organizations (name, parent_organization_id) VALUES ($1, $2)', [
        'Child',
        withChild,
      ]);
      const withUser = await archived('With User');
      await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId: withUser } }] });
      const cases: [string, object, number, string][] = [
        [id, { confirmName: 'wrong', reason: 'r' }, 400, 'organization_delete_confirmation_mismatch'],
        [id, { reason: 'r' }, 400, 'organization_delete_confirmation_mismatch'],
        [id, { confirmName: name, reason: '   ' }, 400, 'organization_delete_reason_required'],
        [active, { confirmName: 'Still Active', reason: 'r' }, 409, 'workflow.invalid_transition'],
        [withOutlet, { confirmName: 'With Outlet', reason: 'r' }, 409, 'organization_has_business_data'],
        [withChild, { confirmName: 'With Child', reason: 'r' }, 409, 'organization_has_business_data'],
        [withUser, { confirmName: 'With User', reason: 'r' }, 409, 'organization_has_business_data'],
        [randomUUID(), { confirmName: 'x', reason: 'r' }, 404, 'not_found'],
      ];
      for (const [target, body, status, code] of cases) {
        const rest = await remove(admin, target, body);
        expect({ body, status: rest.status, code: rest.body.code }).toEqual({ body, status, code });
        const graphql = graphqlError(await graphqlDelete(admin, target, body));
        expect({ body, code: graphql?.code, httpStatus: graphql?.httpStatus }).toEqual({
          body,
          code,
          httpStatus: status,
        });
      }
      const notArchived = await remove(admin, active, { confirmName: 'Still Active', reason: 'r' });
      expect(notArchived.body.params).toEqual({ entity: 'Organization', state: 'Active', operation: 'Delete' });
      const remaining = await env.app.dataSource.query(
        'SELECT count(*)::int AS n FROM organizations WHERE id = ANY($1)',
        [[id, active, withOutlet, withChild, withUser]],
      );
      expect(remaining[0].n).toBe(5);
    });
  });

  describe('quota', () => {
    it('reads and sets the quota, audits it, and validates negatives', async () => {
      const id = await env.createOrganization();
      await env.createLocation(id);
      const initial = await manager.rest('get', `/api/platform/organizations/${id}/quota`);
      expect(initial.status).toBe(200);
      expect(initial.body).toEqual({
        organizationId: id,
        maxUsers: null,
        maxLocations: null,
        maxMonthlyBankImports: null,
        usedUsers: 0,
        usedLocations: 1,
        usedMonthlyBankImports: 0,
        updatedAtUtc: null,
      });
      const set = await manager
        .rest('put', `/api/platform/organizations/${id}/quota`)
        .send({ maxUsers: 5, maxLocations: 2, maxMonthlyBankImports: null });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ maxUsers: 5, maxLocations: 2, maxMonthlyBankImports: null, usedLocations: 1 });
      expect(set.body.updatedAtUtc).toEqual(expect.stringMatching(/Z$/));
      const [entry] = await auditEntries(id);
      expect(entry).toMatchObject({ action: 'QuotaUpdate', entity_type: 'OrganizationQuota' });
      expect(entry.details_json).toEqual({
        changes: { maxUsers: { from: null, to: 5 }, maxLocations: { from: null, to: 2 } },
      });

      const negative = await manager.rest('put', `/api/platform/organizations/${id}/quota`).send({ maxUsers: -1 });
      expect(negative.status).toBe(400);
      expect(negative.body).toMatchObject({ code: 'validation.failed', fieldErrors: { maxUsers: ['min'] } });
      const graphql = await manager.graphql(
        `mutation ($id: UUID!, $input: UpdateOrganizationQuotaInput!) {
           updateOrganizationQuota(organizationId: $id, input: $input) { maxLocations } }`,
        { id, input: { maxLocations: -2 } },
      );
      expect(graphqlError(graphql)).toMatchObject({
        code: 'validation.failed',
        fieldErrors: { maxLocations: ['min'] },
      });
      const read = await manager.graphql('query ($id: UUID!) { organizationQuota(organizationId: $id) { maxUsers } }', {
        id,
      });
      expect(read.body.data.organizationQuota).toEqual({ maxUsers: 5 });
    });

    it('lets an organization admin read but not set the quota, and denies foreign organizations as forbidden', async () => {
      const own = await env.createOrganization();
      const foreign = await env.createOrganization();
      const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId: own });
      expect((await orgAdmin.rest('get', `/api/platform/organizations/${own}/quota`)).status).toBe(200);
      const denied = await orgAdmin.rest('get', `/api/platform/organizations/${foreign}/quota`);
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe('forbidden');
      const unknownRead = await orgAdmin.rest('get', `/api/platform/organizations/${randomUUID()}/quota`);
      expect(unknownRead.status).toBe(404);
      expect(unknownRead.body.code).toBe('not_found');
      const put = await orgAdmin.rest('put', `/api/platform/organizations/${own}/quota`).send({ maxUsers: 1 });
      expect(put.status).toBe(403);
      const viewer = await env.clientFor('Viewer', { organizationId: own });
      expect((await viewer.rest('get', `/api/platform/organizations/${own}/quota`)).status).toBe(403);
      const unknown = await manager.rest('put', `/api/platform/organizations/${randomUUID()}/quota`).send({});
      expect(unknown.status).toBe(404);
    });
  });
});
