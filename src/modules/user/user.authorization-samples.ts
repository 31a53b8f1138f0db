import { randomUUID } from 'node:crypto';
import { ROLE_IDS } from '../identity/identity.module';
import {
  organizationOf,
  target,
  type AuthorizationSamples,
  type MatrixFixture,
} from '../../../test/authorization-matrix.fixture';

/** A throwaway user holding Viewer on the organization, and that assignment. */
const viewerUser = async ({ env }: MatrixFixture, organizationId: string) => {
  const user = await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId } }] });
  const [assignment] = await env.app.dataSource.query('SELECT id FROM role_assignments WHERE user_id = $1', [user.id]);
  return { userId: user.id, assignmentId: assignment.id as string };
};

/** Platform and scoped user routes: each case acts on a throwaway user. */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/platform/users': async () => ({ platformWide: true }),
  'POST /api/platform/users': async () => ({
    body: {
      email: `created-${randomUUID()}@example.test`,
      displayName: 'Created',
      password: 'long-enough-1',
      isActive: true,
    },
  }),
  'GET /api/platform/users/roles': async () => ({}),
  'PUT /api/platform/users/{targetUserId}': async ({ env }) => ({
    params: { targetUserId: (await env.createUser()).id },
    body: { displayName: 'Renamed', isActive: true },
  }),
  'POST /api/platform/users/{targetUserId}/roles': async ({ env, own }) => ({
    params: { targetUserId: (await env.createUser()).id },
    body: { roleId: ROLE_IDS.Viewer, organizationId: own },
  }),
  'DELETE /api/platform/users/{targetUserId}/roles/{assignmentId}': async (fixture) => {
    const { userId, assignmentId } = await viewerUser(fixture, fixture.own);
    return { params: { targetUserId: userId, assignmentId } };
  },
  'GET /api/organizations/{id}/users': async (fixture, placement) => ({
    params: { id: organizationOf(fixture, placement) },
  }),
  'POST /api/organizations/{id}/users/{userId}/roles': async (fixture, placement) => ({
    params: { id: organizationOf(fixture, placement), userId: (await fixture.env.createUser()).id },
    body: { roleId: ROLE_IDS.Viewer },
  }),
  'DELETE /api/organizations/{id}/users/{userId}/roles/{assignmentId}': async (fixture, placement) => {
    const { userId, assignmentId } = await viewerUser(fixture, organizationOf(fixture, placement));
    return { params: { id: organizationOf(fixture, placement), userId, assignmentId } };
  },
  'GET /api/locations/{id}/users': async (fixture, placement) => ({
    params: { id: target(fixture, placement).locationId },
  }),
  'POST /api/locations/{id}/users/{userId}/roles': async (fixture, placement) => ({
    params: { id: target(fixture, placement).locationId, userId: (await fixture.env.createUser()).id },
    body: { roleId: ROLE_IDS.Viewer },
  }),
};
