import type { AuthorizationSamples, MatrixFixture } from '../../../../test/authorization-matrix.fixture';
import { seedLicense } from '../../../../test/licensing-fixtures';

const LEGACY = { allowedCode: 'license_legacy_compatibility_disabled' };

/**
 * Revoke, archive and the legacy create routes are platform-scoped (licenses.manage; the customer routes also
 * customers.read). Every case seeds its own license of the caller's own organization in the default tenant, so an
 * allowed call always has something to act on.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/v1/customers/organizations/{organizationId}/licenses/{licenseId}/revoke': async (fixture) => ({
    params: { organizationId: fixture.own, licenseId: await license(fixture, 'Active') },
    body: { expectedStatus: 'Active', reasonCode: 'matrix' },
  }),
  'POST /api/v1/customers/organizations/{organizationId}/licenses/{licenseId}/archive': async (fixture) => ({
    params: { organizationId: fixture.own, licenseId: await license(fixture, 'Revoked') },
    body: { expectedStatus: 'Revoked', reasonCode: 'matrix' },
  }),
  'POST /api/v1/licenses/{licenseId}/revoke': async (fixture) => ({
    params: { licenseId: await license(fixture, 'Active') },
    body: { reasonCode: 'matrix' },
  }),
  'POST /api/v1/licenses/bulk/revoke': async (fixture) => ({
    body: { licenseIds: [await license(fixture, 'Active')], reasonCode: 'matrix' },
  }),
  // Disabled routes: once access passes, the answer is always 410 with this code.
  'POST /api/v1/licenses': async () => ({ body: { productId: 'ignored' }, ...LEGACY }),
  'POST /api/v1/licenses/bulk/create': async () => ({ body: { items: [] }, ...LEGACY }),
};

async function license(fixture: MatrixFixture, status: 'Active' | 'Revoked'): Promise<string> {
  const seeded = await seedLicense(fixture.env.app.dataSource, { customerOrganizationId: fixture.own, status });
  return seeded.licenseId;
}
