import type { AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

/** The context options list every tenant for a platform user by design; selecting names the own outlet. */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/auth/context': async () => ({ platformWide: true }),
  'POST /api/auth/context': async ({ own, ownOutlet }) => ({ body: { organizationId: own, locationId: ownOutlet } }),
};
