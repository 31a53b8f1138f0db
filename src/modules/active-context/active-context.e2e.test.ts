import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const CONTEXT_OPTIONS = `{ contextOptions {
  organizations { organizationId organizationName allowOrganizationWideContext locations { locationId name code isActive } }
  autoSelectedContext { organizationId organizationName locationId locationName locationCode }
  requiresSelection } }`;
const SELECT = `mutation ($input: SelectContextInput!) {
  selectContext(input: $input) { organizationId organizationName locationId locationName locationCode } }`;

interface OfferedOrganization {
  organizationId: string;
  allowOrganizationWideContext: boolean;
  locations: { locationId: string; isActive: boolean }[];
}

describe('active context', () => {
  const env = useTestEnvironment();
  let parent: string;
  let parentOutlet: string;
  let child: string;
  let childOutlets: string[];
  let inactiveChildOutlet: string;
  let foreign: string;
  let foreignOutlet: string;
  let archived: string;

  beforeAll(async () => {
    parent = await env.createOrganization(`Parent ${randomUUID().slice(0, 8)}`);
    parentOutlet = await env.createLocation(parent);
    child = await env.createChildOrganization(parent);
    childOutlets = [await env.createLocation(child), await env.createLocation(child)];
    inactiveChildOutlet = await env.createLocation(child);
    await env.app.dataSource.query('UPDATE locations SET is_active = false WHERE id = $1', [inactiveChildOutlet]);
    foreign = await env.createOrganization();
    foreignOutlet = await env.createLocation(foreign);
    archived = await env.createChildOrganization(parent);
    await env.createLocation(archived);
    await env.app.dataSource.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [archived]);
  });

  function ids(organizations: OfferedOrganization[]) {
    return new Map(
      organizations.map((organization) => [
        organization.organizationId,
        {
          wide: organization.allowOrganizationWideContext,
          locations: organization.locations.map((location) => location.locationId).sort(),
        },
      ]),
    );
  }

  describe('GET /api/auth/context', () => {
    it('offers a platform user every organization that is not archived, organization-wide', async () => {
      const client = await env.clientFor('MegaManager');
      const response = await client.rest('get', '/api/auth/context');
      expect(response.status).toBe(200);
      const offered = ids(response.body.organizations);
      expect(offered.get(parent)).toEqual({ wide: true, locations: [parentOutlet] });
      expect(offered.get(foreign)).toEqual({ wide: true, locations: [foreignOutlet] });
      expect(offered.get(child)?.locations).toEqual([...childOutlets, inactiveChildOutlet].sort());
      expect(offered.has(archived)).toBe(false);
      expect(response.body.requiresSelection).toBe(true);
      expect(response.body.autoSelectedContext).toBeNull();
    });

    it('offers an admin of a parent organization its children with all their outlets', async () => {
      const client = await env.clientFor('OrganizationAdmin', { organizationId: parent });
      const response = await client.rest('get', '/api/auth/context');
      expect(response.status).toBe(200);
      expect(ids(response.body.organizations)).toEqual(
        new Map([
          [parent, { wide: true, locations: [parentOutlet] }],
          [child, { wide: true, locations: [...childOutlets, inactiveChildOutlet].sort() }],
        ]),
      );
      const childEntry = response.body.organizations.find(
        (organization: OfferedOrganization) => organization.organizationId === child,
      );
      expect(childEntry.locations).toContainEqual({
        locationId: inactiveChildOutlet,
        name: expect.any(String),
        code: expect.any(String),
        isActive: false,
      });
      expect(response.body).toMatchObject({ requiresSelection: true, autoSelectedContext: null });
    });

    it('offers an outlet-only user just that outlet and selects it automatically', async () => {
      const client = await env.clientFor('Viewer', { organizationId: child, locationId: childOutlets[0] });
      const response = await client.rest('get', '/api/auth/context');
      expect(response.status).toBe(200);
      expect(response.body.organizations).toEqual([
        {
          organizationId: child,
          organizationName: expect.stringMatching(/^Child organization/),
          allowOrganizationWideContext: false,
          locations: [
            { locationId: childOutlets[0], name: expect.any(String), code: expect.any(String), isActive: true },
          ],
        },
      ]);
      expect(response.body.requiresSelection).toBe(false);
      expect(response.body.autoSelectedContext).toEqual({
        organizationId: child,
        organizationName: response.body.organizations[0].organizationName,
        locationId: childOutlets[0],
        locationName: response.body.organizations[0].locations[0].name,
        locationCode: response.body.organizations[0].locations[0].code,
      });

      const graphql = await client.graphql(CONTEXT_OPTIONS);
      expect(graphql.body.data.contextOptions).toEqual(response.body);
    });

    it('selects automatically only when there is exactly one sensible choice', async () => {
      const single = await env.createOrganization();
      const singleOutlet = await env.createLocation(single);
      const empty = await env.createOrganization();
      const cases: [SignedInClient, string | null, string | null][] = [
        [await env.clientFor('Accountant', { organizationId: single }), single, singleOutlet],
        [await env.clientFor('Accountant', { organizationId: empty }), empty, null],
        [await env.clientFor('Accountant', { organizationId: child }), null, null],
        [await env.signIn(await env.createUser()), null, null],
      ];
      for (const [client, organizationId, locationId] of cases) {
        const response = await client.rest('get', '/api/auth/context');
        expect(response.status).toBe(200);
        expect(response.body.requiresSelection).toBe(organizationId === null);
        expect(response.body.autoSelectedContext?.organizationId ?? null).toBe(organizationId);
        expect(response.body.autoSelectedContext?.locationId ?? null).toBe(locationId);
      }
    });

    it('needs a signed-in user', async () => {
      const response = await env.http.get('/api/auth/context');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('unauthorized');
    });
  });

  describe('POST /api/auth/context', () => {
    async function auditEntries(userId: string) {
      return env.app.dataSource.query(
        `SELECT action, entity_type, entity_id, organization_id, location_id, user_email, details_json
           FROM audit_log WHERE user_id = $1 ORDER BY created_at_utc`,
        [userId],
      );
    }

    it('validates an outlet selection, returns it with names and records an ActiveContext audit entry', async () => {
      const client = await env.clientFor('Accountant', { organizationId: child, locationId: childOutlets[1] });
      const response = await client
        .rest('post', '/api/auth/context')
        .send({ organizationId: child, locationId: childOutlets[1] });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        organizationId: child,
        organizationName: expect.stringMatching(/^Child organization/),
        locationId: childOutlets[1],
        locationName: expect.stringMatching(/^Outlet /),
        locationCode: expect.stringMatching(/^OUT-/),
      });
      expect(await auditEntries(client.user.id)).toEqual([
        {
          action: 'SelectContext',
          entity_type: 'ActiveContext',
          entity_id: childOutlets[1],
          organization_id: child,
          location_id: childOutlets[1],
          user_email: client.user.email,
          details_json: { mode: 'Outlet' },
        },
      ]);
    });

    it('allows organization-wide mode with organization-wide access and for platform users', async () => {
      const admin = await env.clientFor('OrganizationAdmin', { organizationId: parent });
      const wide = await admin.rest('post', '/api/auth/context').send({ organizationId: child, locationId: null });
      expect(wide.status).toBe(200);
      expect(wide.body).toMatchObject({
        organizationId: child,
        locationId: null,
        locationName: null,
        locationCode: null,
      });
      const absent = await admin.rest('post', '/api/auth/context').send({ organizationId: parent });
      expect(absent.status).toBe(200);
      expect((await auditEntries(admin.user.id)).map((entry: { details_json: object }) => entry.details_json)).toEqual([
        { mode: 'OrganizationWide' },
        { mode: 'OrganizationWide' },
      ]);

      const platform = await env.clientFor('MegaAdmin');
      const graphql = await platform.graphql(SELECT, { input: { organizationId: foreign, locationId: null } });
      expect(graphql.body.data.selectContext).toMatchObject({ organizationId: foreign, locationId: null });
      const outlet = await platform.graphql(SELECT, { input: { organizationId: foreign, locationId: foreignOutlet } });
      expect(outlet.body.data.selectContext).toMatchObject({ organizationId: foreign, locationId: foreignOutlet });
      expect(await auditEntries(platform.user.id)).toHaveLength(2);
    });

    it('refuses selections outside the scope with the context codes and records nothing', async () => {
      const client = await env.clientFor('Accountant', { organizationId: child, locationId: childOutlets[0] });
      const cases: [object, number, string][] = [
        [{ organizationId: foreign, locationId: foreignOutlet }, 403, 'context.organization.denied'],
        [{ organizationId: child, locationId: childOutlets[1] }, 403, 'context.location.denied'],
        [{ organizationId: child, locationId: foreignOutlet }, 403, 'context.location.organization_mismatch'],
        [{ organizationId: child, locationId: null }, 403, 'context.organization.denied'],
        [{ organizationId: child, locationId: inactiveChildOutlet }, 403, 'context.location.not_found'],
        [{ organizationId: archived, locationId: null }, 403, 'context.organization.not_found'],
        [{ organizationId: randomUUID(), locationId: null }, 403, 'context.organization.not_found'],
        [{ organizationId: child, locationId: randomUUID() }, 403, 'context.location.not_found'],
      ];
      for (const [body, status, code] of cases) {
        const rest = await client.rest('post', '/api/auth/context').send(body);
        expect({ body, status: rest.status, code: rest.body.code }).toEqual({ body, status, code });
        const graphql = await client.graphql(SELECT, { input: body });
        expect(graphql.body.errors[0].extensions).toMatchObject({ code, httpStatus: status });
      }
      expect(await auditEntries(client.user.id)).toEqual([]);
    });

    it('rejects ids that are not UUIDs and a missing organization with validation.failed', async () => {
      const client = await env.clientFor('Accountant', { organizationId: child });
      const invalid = await client.rest('post', '/api/auth/context').send({ organizationId: 'x', locationId: 'y' });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        code: 'validation.failed',
        fieldErrors: { organizationId: ['invalid'], locationId: ['invalid'] },
      });
      const missing = await client.rest('post', '/api/auth/context').send({});
      expect(missing.body).toMatchObject({ code: 'validation.failed', fieldErrors: { organizationId: ['required'] } });
    });
  });
});
