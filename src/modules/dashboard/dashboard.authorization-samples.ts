import { contextHeaders, type AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

/** Overviews of the outlet in the active context: every case sends the targeted outlet's context. */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/dashboard': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
  'GET /api/payment-anomalies': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
};
