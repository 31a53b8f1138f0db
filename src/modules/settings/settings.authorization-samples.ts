import type { AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

/** Platform settings: the write stores no change. */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/platform/settings': async () => ({}),
  'PUT /api/platform/settings': async () => ({ body: { settings: {} } }),
};
