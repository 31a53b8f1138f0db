import { randomUUID } from 'node:crypto';
import { organizationOf, target, type AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

const outletBody = () => ({ name: 'Matrix outlet', code: `M-${randomUUID()}`, timeZone: 'UTC', chainKey: 'main' });

/** Outlets of the targeted organization: creates add a throwaway outlet, updates act on a fresh one. */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/organizations/{id}/locations': async (fixture, placement) => ({
    params: { id: organizationOf(fixture, placement) },
  }),
  'POST /api/organizations/{id}/locations': async (fixture, placement) => ({
    params: { id: organizationOf(fixture, placement) },
    body: outletBody(),
  }),
  'PUT /api/organizations/{id}/locations/{locationId}': async (fixture, placement) => {
    const id = organizationOf(fixture, placement);
    return { params: { id, locationId: await fixture.env.createLocation(id) }, body: outletBody() };
  },
  'GET /api/locations/{id}': async (fixture, placement) => ({
    params: { id: target(fixture, placement).locationId },
  }),
};
