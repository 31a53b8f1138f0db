import {
  organizationOf,
  type AuthorizationSamples,
  type MatrixFixture,
} from '../../../test/authorization-matrix.fixture';

/** An update that keeps the organization as it is. */
const sameName = async ({ env }: MatrixFixture, id: string) => {
  const [row] = await env.app.dataSource.query('SELECT name FROM organizations WHERE id = $1', [id]);
  return { name: row.name as string, status: 'Active' };
};

/** Platform and scoped organization routes: writes act on throwaway organizations or leave the target unchanged. */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/platform/organizations': async () => ({ platformWide: true }),
  'POST /api/platform/organizations': async () => ({ body: { name: 'Matrix organization' } }),
  'GET /api/platform/organizations/{id}': async ({ own }) => ({ params: { id: own } }),
  // organization.users.manage on the organization: the platform path also takes the scoped permission.
  'PUT /api/platform/organizations/{id}': async (fixture, placement) => {
    const id = organizationOf(fixture, placement);
    return { params: { id }, body: await sameName(fixture, id) };
  },
  'DELETE /api/platform/organizations/{id}': async ({ env }) => {
    const id = await env.createOrganization('Matrix archived');
    await env.app.dataSource.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [id]);
    return { params: { id }, body: { confirmName: 'Matrix archived', reason: 'matrix' } };
  },
  // Platform users' first organization may be any tenant.
  'GET /api/organizations/current': async () => ({ platformWide: true }),
  'GET /api/organizations/{id}': async (fixture, placement) => ({
    params: { id: organizationOf(fixture, placement) },
  }),
  'PUT /api/organizations/{id}': async (fixture, placement) => {
    const id = organizationOf(fixture, placement);
    return { params: { id }, body: await sameName(fixture, id) };
  },
  'POST /api/organizations/{id}/children': async (fixture, placement) => ({
    params: { id: organizationOf(fixture, placement) },
    body: { name: 'Matrix child' },
  }),
};
