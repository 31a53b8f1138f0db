import { organizationOf, type AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

/** Organization quotas: the write acts on a throwaway organization. */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/platform/organizations/{id}/quota': async (fixture, placement) => ({
    params: { id: organizationOf(fixture, placement) },
  }),
  'PUT /api/platform/organizations/{id}/quota': async ({ env }) => ({
    params: { id: await env.createOrganization() },
    body: { maxUsers: 10, maxLocations: null, maxMonthlyBankImports: null },
  }),
};
