import type { AuthorizationSamples } from '../../../../test/authorization-matrix.fixture';

/**
 * The licensing customer routes are platform-scoped (customers.read, customers.manage, and customers.read with
 * licenses.manage for discovery) and act in the default tenant for platform users. The profile update targets a
 * throwaway organization per case, so its expected revision is always 0.
 */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/v1/customers/organizations/{organizationId}/license-issue-candidates': async ({ own }) => ({
    params: { organizationId: own },
  }),
  'GET /api/v1/customers/organizations/{organizationId}/aggregate': async ({ own }) => ({
    params: { organizationId: own },
  }),
  'PUT /api/v1/customers/organizations/{organizationId}/aggregate': async ({ env }) => ({
    params: { organizationId: await env.createOrganization() },
    body: { expectedRevision: 0, displayName: 'Matrix customer', notes: '', primaryContact: null },
  }),
  'GET /api/v1/customers/organizations/{organizationId}/licenses/table': async ({ own }) => ({
    params: { organizationId: own },
  }),
};
