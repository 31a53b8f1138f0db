import { randomUUID } from 'node:crypto';
import { ROLE_IDS } from '../identity/identity.module';
import type { AuthorizationSamples, MatrixFixture } from '../../../test/authorization-matrix.fixture';
import type { SignedInClient } from '../../../test/test-environment';

/** One MegaAdmin per matrix run issues the invitations the check and accept cases present. */
const inviters = new WeakMap<MatrixFixture, Promise<SignedInClient>>();

/** The token of a fresh invitation to the own organization. */
async function inviteToken(fixture: MatrixFixture): Promise<string> {
  if (!inviters.has(fixture)) inviters.set(fixture, fixture.env.clientFor('MegaAdmin'));
  const response = await (
    await inviters.get(fixture)!
  )
    .rest('post', '/api/platform/users/invites')
    .send({ email: `invitee-${randomUUID()}@example.test`, roleId: ROLE_IDS.Viewer, organizationId: fixture.own });
  return response.body.inviteToken as string;
}

/** Invitations: each case invites a fresh address; check and accept present a fresh invitation's token. */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/platform/users/invites': async ({ own }) => ({
    body: { email: `invitee-${randomUUID()}@example.test`, roleId: ROLE_IDS.Viewer, organizationId: own },
  }),
  'POST /api/auth/invites/check': async (fixture) => ({ body: { inviteToken: await inviteToken(fixture) } }),
  'POST /api/auth/invites/accept': async (fixture) => ({
    body: { inviteToken: await inviteToken(fixture), password: 'long-enough-1', displayName: 'Invitee' },
  }),
};
