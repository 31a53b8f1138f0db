import { randomUUID } from 'node:crypto';
import type { AuthorizationSamples, MatrixFixture } from '../../../../test/authorization-matrix.fixture';
import { seedLicense, seedOfferVersion, seedSubscription } from '../../../../test/licensing-fixtures';

/**
 * Issue, rotation and key validation are platform-scoped and act in the default tenant. Every case seeds its own
 * throwaway subscription or license for the caller's own organization by SQL, with a fresh Idempotency-Key, so no
 * case depends on another.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/v1/customers/organizations/{organizationId}/license-issues': async (fixture) => ({
    params: { organizationId: fixture.own },
    headers: { 'Idempotency-Key': randomUUID() },
    body: await issueBody(fixture),
    successStatus: 201,
  }),
  'POST /api/v1/licenses/subscription-issues': async (fixture) => ({
    headers: { 'Idempotency-Key': randomUUID() },
    body: await issueBody(fixture),
    successStatus: 201,
  }),
  'POST /api/v1/customers/organizations/{organizationId}/licenses/{licenseId}/key/rotations': async (fixture) => {
    const license = await seedLicense(fixture.env.app.dataSource, { customerOrganizationId: fixture.own });
    return {
      params: { organizationId: fixture.own, licenseId: license.licenseId },
      headers: { 'Idempotency-Key': randomUUID() },
      body: { expectedPrimaryMaterialRefId: license.keyMaterialRefId },
    };
  },
  // The reliable mode; the deprecated headerless one is covered by the rotation tests.
  'POST /api/v1/licenses/{licenseId}/key/rotate': async (fixture) => {
    const license = await seedLicense(fixture.env.app.dataSource, { customerOrganizationId: fixture.own });
    return {
      params: { licenseId: license.licenseId },
      headers: { 'Idempotency-Key': randomUUID() },
      body: { expectedPrimaryMaterialRefId: license.keyMaterialRefId },
    };
  },
  'POST /api/v1/licenses/key-validations': async () => ({
    body: { licenseKey: 'LK2-00000-00000-00000-00000-00000-0000' },
  }),
};

async function issueBody({
  env,
  own,
}: MatrixFixture): Promise<{ customerSubscriptionId: string; correlationId: string }> {
  const offer = await seedOfferVersion(env.app.dataSource);
  const customerSubscriptionId = await seedSubscription(env.app.dataSource, {
    customerOrganizationId: own,
    offerVersionId: offer.offerVersionId,
  });
  return { customerSubscriptionId, correlationId: randomUUID() };
}
