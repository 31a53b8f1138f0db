import type { AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

/** The health check is public. */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/health': async () => ({}),
};
