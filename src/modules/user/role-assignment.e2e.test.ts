import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { ROLE_IDS } from '../identity/identity.module';
import { reportSkipped } from '../../../test/run-report';

const ASSIGN = `mutation ($userId: UUID!, $input: AssignRoleInput!) {
  assignPlatformUserRole(userId: $userId, input: $input) { assignmentId roleCode organizationId locationId }
}`;

describe('role assignments', () => {
  const env = useTestEnvironment();
  let admin: SignedInClient;

  beforeAll(async () => {
    admin = await env.clientFor('MegaAdmin');
  });

  const assign = (client: SignedInClient, userId: string, body: object) =>
    client.rest('post', `/api/platform/users/${userId}/roles`).send(body);

  async function setUserQuota(organizationId: string, maxUsers: number) {
    await env.app.dataSource.query(
      `INSERT INTO organization_quotas (organization_id, max_users) VALUES ($1, $2)
       ON CONFLICT (organization_id) DO UPDATE SET max_users = $2`,
      [organizationId, maxUsers],
    );
  }

  describe('platform endpoints', () => {
    it('assigns roles in several organizations and outlets (201 with the assignment) and audits each', async () => {
      const first = await env.createOrganization();
      const second = await env.createOrganization();
      const outlet = await env.createLocation(second);
      const user = await env.createUser();
      const organizationWide = await assign(admin, user.id, { roleId: ROLE_IDS.Accountant, organizationId: first });
      expect(organizationWide.status).toBe(201);
      expect(organizationWide.body).toEqual({
        assignmentId: expect.any(String),
        roleId: ROLE_IDS.Accountant,
        roleCode: 'Accountant',
        organizationId: first,
        locationId: null,
      });
      const atOutlet = await assign(admin, user.id, {
        roleId: ROLE_IDS.Viewer,
        organizationId: second,
        locationId: outlet,
      });
      expect(atOutlet.status).toBe(201);
      const graphql = await admin.graphql(ASSIGN, {
        userId: user.id,
        input: { roleId: ROLE_IDS.OrganizationAdmin, organizationId: second },
      });
      expect(graphql.body.data.assignPlatformUserRole).toMatchObject({
        roleCode: 'OrganizationAdmin',
        organizationId: second,
        locationId: null,
      });

      const list = await admin.rest('get', '/api/platform/users');
      const listed = list.body.find((entry: { id: string }) => entry.id === user.id);
      expect(listed.roleAssignments.map((a: { roleCode: string }) => a.roleCode)).toEqual([
        'Accountant',
        'Viewer',
        'OrganizationAdmin',
      ]);
      const audit = await env.app.dataSource.query(
        `SELECT action, entity_type, organization_id, location_id, user_id FROM audit_log
          WHERE entity_type = 'RoleAssignment' AND details_json->>'userId' = $1 ORDER BY created_at_utc`,
        [user.id],
      );
      expect(audit).toEqual([
        {
          action: 'AssignRole',
          entity_type: 'RoleAssignment',
          organization_id: first,
          location_id: null,
          user_id: admin.user.id,
        },
        {
          action: 'AssignRole',
          entity_type: 'RoleAssignment',
          organization_id: second,
          location_id: outlet,
          user_id: admin.user.id,
        },
        {
          action: 'AssignRole',
          entity_type: 'RoleAssignment',
          organization_id: second,
          location_id: null,
          user_id: admin.user.id,
        },
      ]);
    });

    it('enforces the scope rules with 400 validation.failed, over REST and GraphQL', async () => {
      const organizationId = await env.createOrganization();
      const otherOrganization = await env.createOrganization();
      const foreignOutlet = await env.createLocation(otherOrganization);
      const user = await env.createUser();
      const cases: [object, Record<string, string[]>][] = [
        [{ roleId: ROLE_IDS.MegaManager, organizationId }, { roleId: ['platform_scope_only'] }],
        [{ roleId: ROLE_IDS.Viewer }, { organizationId: ['required'] }],
        [{ roleId: ROLE_IDS.Viewer, organizationId: null, locationId: null }, { organizationId: ['required'] }],
        [
          { roleId: ROLE_IDS.Viewer, organizationId, locationId: foreignOutlet },
          { locationId: ['not_in_organization'] },
        ],
        [{ roleId: ROLE_IDS.Viewer, organizationId: randomUUID() }, { organizationId: ['unknown'] }],
        [{ roleId: randomUUID(), organizationId }, { roleId: ['unknown'] }],
        [{ roleId: 'not-a-uuid', organizationId }, { roleId: ['invalid'] }],
      ];
      for (const [body, fieldErrors] of cases) {
        const response = await assign(admin, user.id, body);
        expect({ status: response.status, code: response.body.code, fieldErrors: response.body.fieldErrors }).toEqual({
          status: 400,
          code: 'validation.failed',
          fieldErrors,
        });
      }
      const graphql = await admin.graphql(ASSIGN, {
        userId: user.id,
        input: { roleId: ROLE_IDS.MegaAdmin, organizationId },
      });
      expect(graphql.body.errors[0].extensions).toMatchObject({
        code: 'validation.failed',
        httpStatus: 400,
        fieldErrors: { roleId: ['platform_scope_only'] },
      });
    });

    it('answers an identical assignment with 409 role_assignment_conflict', async () => {
      const organizationId = await env.createOrganization();
      const user = await env.createUser({
        roles: [{ role: 'Viewer', scope: { organizationId } }, { role: 'MegaManager' }],
      });
      const rest = await assign(admin, user.id, { roleId: ROLE_IDS.Viewer, organizationId });
      expect(rest.status).toBe(409);
      expect(rest.body.code).toBe('role_assignment_conflict');
      const platform = await assign(admin, user.id, { roleId: ROLE_IDS.MegaManager, organizationId: null });
      expect(platform.body.code).toBe('role_assignment_conflict');
      const graphql = await admin.graphql(ASSIGN, {
        userId: user.id,
        input: { roleId: ROLE_IDS.Viewer, organizationId },
      });
      expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'role_assignment_conflict', httpStatus: 409 });
    });

    it('enforces the user quota with 409 organization_user_quota_exceeded; users already counted still fit', async () => {
      const organizationId = await env.createOrganization();
      const outlet = await env.createLocation(organizationId);
      const counted = await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId } }] });
      await setUserQuota(organizationId, 1);
      const newcomer = await env.createUser();
      const rest = await assign(admin, newcomer.id, { roleId: ROLE_IDS.Viewer, organizationId });
      expect(rest.status).toBe(409);
      expect(rest.body.code).toBe('organization_user_quota_exceeded');
      const graphql = await admin.graphql(ASSIGN, {
        userId: newcomer.id,
        input: { roleId: ROLE_IDS.Accountant, organizationId, locationId: outlet },
      });
      expect(graphql.body.errors[0].extensions).toMatchObject({
        code: 'organization_user_quota_exceeded',
        httpStatus: 409,
      });
      const again = await assign(admin, counted.id, {
        roleId: ROLE_IDS.Accountant,
        organizationId,
        locationId: outlet,
      });
      expect(again.status).toBe(201);
    });

    it('lets only a MegaAdmin grant or remove platform roles; a MegaManager may manage organization roles', async () => {
      const manager = await env.clientFor('MegaManager');
      const organizationId = await env.createOrganization();
      const user = await env.createUser();
      const denied = await assign(manager, user.id, { roleId: ROLE_IDS.MegaAdmin });
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe('forbidden');
      const graphql = await manager.graphql(ASSIGN, { userId: manager.user.id, input: { roleId: ROLE_IDS.MegaAdmin } });
      expect(graphql.body.errors[0].extensions.code).toBe('forbidden');
      expect((await assign(manager, user.id, { roleId: ROLE_IDS.Viewer, organizationId })).status).toBe(201);

      const granted = await assign(admin, user.id, { roleId: ROLE_IDS.MegaManager });
      expect(granted.status).toBe(201);
      const removeDenied = await manager.rest(
        'delete',
        `/api/platform/users/${user.id}/roles/${granted.body.assignmentId}`,
      );
      expect(removeDenied.status).toBe(403);
      const removed = await admin.rest('delete', `/api/platform/users/${user.id}/roles/${granted.body.assignmentId}`);
      expect(removed.status).toBe(204);
      expect(removed.text).toBe('');
    });

    it('removes a direct assignment (204, audited) and answers someone else’s or an unknown one with 404', async () => {
      const organizationId = await env.createOrganization();
      const user = await env.createUser();
      const other = await env.createUser();
      const { body } = await assign(admin, user.id, { roleId: ROLE_IDS.Viewer, organizationId });
      const wrongUser = await admin.rest('delete', `/api/platform/users/${other.id}/roles/${body.assignmentId}`);
      expect(wrongUser.status).toBe(404);
      expect(wrongUser.body.code).toBe('not_found');
      const removed = await admin.rest('delete', `/api/platform/users/${user.id}/roles/${body.assignmentId}`);
      expect(removed.status).toBe(204);
      const graphql = await admin.graphql(
        'mutation ($u: UUID!, $a: UUID!) { removePlatformUserRole(userId: $u, assignmentId: $a) }',
        { u: user.id, a: body.assignmentId },
      );
      expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'not_found', httpStatus: 404 });
      const unknownUser = await assign(admin, randomUUID(), { roleId: ROLE_IDS.Viewer, organizationId });
      expect(unknownUser.status).toBe(404);
      const [audit] = await env.app.dataSource.query(
        `SELECT action, organization_id FROM audit_log WHERE action = 'RemoveRole' AND entity_id = $1`,
        [body.assignmentId],
      );
      expect(audit).toEqual({ action: 'RemoveRole', organization_id: organizationId });
    });
  });

  describe('scoped endpoints', () => {
    it('lets an organization admin list, assign and remove within the organization and its outlets', async () => {
      const organizationId = await env.createOrganization();
      const outlet = await env.createLocation(organizationId);
      const elsewhere = await env.createOrganization();
      const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
      const user = await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId: elsewhere } }] });

      const assigned = await orgAdmin
        .rest('post', `/api/organizations/${organizationId}/users/${user.id}/roles`)
        .send({ roleId: ROLE_IDS.Accountant, locationId: outlet });
      expect(assigned.status).toBe(201);
      expect(assigned.body).toMatchObject({ roleCode: 'Accountant', organizationId, locationId: outlet });

      const list = await orgAdmin.rest('get', `/api/organizations/${organizationId}/users`);
      expect(list.status).toBe(200);
      const listed = list.body.find((entry: { id: string }) => entry.id === user.id);
      // Only the assignments of this organization are shown, never the one elsewhere.
      expect(listed.roleAssignments).toEqual([assigned.body]);
      expect(list.text).not.toContain(elsewhere);
      expect(list.body.map((entry: { id: string }) => entry.id)).toContain(orgAdmin.user.id);

      const outletList = await orgAdmin.rest('get', `/api/locations/${outlet}/users`);
      expect(outletList.status).toBe(200);
      expect(outletList.body.map((entry: { id: string }) => entry.id)).toEqual([user.id]);

      const removed = await orgAdmin.rest(
        'delete',
        `/api/organizations/${organizationId}/users/${user.id}/roles/${assigned.body.assignmentId}`,
      );
      expect(removed.status).toBe(204);
    });

    it('answers an assignment of another organization with 404 on the scoped delete', async () => {
      const organizationId = await env.createOrganization();
      const elsewhere = await env.createOrganization();
      const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
      const user = await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId: elsewhere } }] });
      const [foreign] = await env.app.dataSource.query('SELECT id FROM role_assignments WHERE user_id = $1', [user.id]);
      const response = await orgAdmin.rest(
        'delete',
        `/api/organizations/${organizationId}/users/${user.id}/roles/${foreign.id}`,
      );
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
      const graphql = await orgAdmin.graphql(
        'mutation ($o: UUID!, $u: UUID!, $a: UUID!) { removeOrganizationUserRole(organizationId: $o, userId: $u, assignmentId: $a) }',
        { o: organizationId, u: user.id, a: foreign.id },
      );
      expect(graphql.body.errors[0].extensions.code).toBe('not_found');
    });

    it('refuses platform roles and foreign outlets on the scoped routes with validation.failed', async () => {
      const organizationId = await env.createOrganization();
      const foreignOutlet = await env.createLocation(await env.createOrganization());
      const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
      const user = await env.createUser();
      const platformRole = await orgAdmin
        .rest('post', `/api/organizations/${organizationId}/users/${user.id}/roles`)
        .send({ roleId: ROLE_IDS.MegaAdmin });
      expect(platformRole.status).toBe(400);
      expect(platformRole.body.fieldErrors).toEqual({ roleId: ['platform_scope_only'] });
      const outlet = await orgAdmin
        .rest('post', `/api/organizations/${organizationId}/users/${user.id}/roles`)
        .send({ roleId: ROLE_IDS.Viewer, locationId: foreignOutlet });
      expect(outlet.body.fieldErrors).toEqual({ locationId: ['not_in_organization'] });
      const graphql = await orgAdmin.graphql(
        `mutation ($o: UUID!, $u: UUID!, $i: AssignOrganizationRoleInput!) {
           assignOrganizationUserRole(organizationId: $o, userId: $u, input: $i) { assignmentId } }`,
        { o: organizationId, u: user.id, i: { roleId: ROLE_IDS.MegaManager } },
      );
      expect(graphql.body.errors[0].extensions.code).toBe('validation.failed');
    });

    it('lets an outlet admin assign at the outlet only; the quota applies there too', async () => {
      const organizationId = await env.createOrganization();
      const outlet = await env.createLocation(organizationId);
      const outletAdmin = await env.clientFor('OrganizationAdmin', { organizationId, locationId: outlet });
      const user = await env.createUser();
      const graphql = await outletAdmin.graphql(
        `mutation ($l: UUID!, $u: UUID!, $i: AssignLocationRoleInput!) {
           assignLocationUserRole(locationId: $l, userId: $u, input: $i) { roleCode organizationId locationId } }`,
        { l: outlet, u: user.id, i: { roleId: ROLE_IDS.Viewer } },
      );
      expect(graphql.body.data.assignLocationUserRole).toEqual({
        roleCode: 'Viewer',
        organizationId,
        locationId: outlet,
      });
      const organizationWide = await outletAdmin
        .rest('post', `/api/organizations/${organizationId}/users/${user.id}/roles`)
        .send({ roleId: ROLE_IDS.Viewer });
      expect(organizationWide.status).toBe(403);

      await setUserQuota(organizationId, 2);
      const newcomer = await env.createUser();
      const full = await outletAdmin
        .rest('post', `/api/locations/${outlet}/users/${newcomer.id}/roles`)
        .send({ roleId: ROLE_IDS.Viewer });
      expect(full.status).toBe(409);
      expect(full.body.code).toBe('organization_user_quota_exceeded');
      const conflict = await outletAdmin
        .rest('post', `/api/locations/${outlet}/users/${user.id}/roles`)
        .send({ roleId: ROLE_IDS.Viewer });
      expect(conflict.body.code).toBe('role_assignment_conflict');
    });
  });

  const concurrently = process.env.DATABASE_URL ? it : it.skip;
  if (!process.env.DATABASE_URL)
    reportSkipped(
      'role assignment concurrency test skipped: it needs DATABASE_URL (PGlite runs one transaction at a time)',
    );

  concurrently('20 parallel assignments into an organization with 5 free places create exactly 5', async () => {
    const organizationId = await env.createOrganization();
    await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId } }] });
    await setUserQuota(organizationId, 6);
    const users = await Promise.all(Array.from({ length: 20 }, () => env.createUser()));
    const responses = await Promise.all(
      users.map((user) => assign(admin, user.id, { roleId: ROLE_IDS.Viewer, organizationId })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(15).fill('organization_user_quota_exceeded'),
    );
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM role_assignments WHERE organization_id = $1',
      [organizationId],
    );
    expect(count).toBe(6);
  });
});
