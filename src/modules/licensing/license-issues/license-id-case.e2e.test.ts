import { randomUUID } from 'node:crypto';
import { seedOfferVersion, seedSubscription } from '../../../../test/licensing-fixtures';
import { useTestEnvironment } from '../../../../test/test-environment';

/**
 * A UUID is one id in any letter case (PostgreSQL's uuid type reads both): issue and rotation compare path and body
 * ids with the stored ones, and fingerprint them, in the case PostgreSQL writes.
 */
describe('license ids in upper case', () => {
  const env = useTestEnvironment();

  it('issues and rotates with upper-case ids, and a retry in the other case is the same request', async () => {
    const manager = await env.clientFor('MegaManager');
    const db = env.app.dataSource;
    const customerId = await env.createOrganization('Upper-case customer');
    const { offerVersionId } = await seedOfferVersion(db);
    const subscriptionId = await seedSubscription(db, { customerOrganizationId: customerId, offerVersionId });
    const correlationId = randomUUID();
    const issue = (organizationId: string, customerSubscriptionId: string, correlation: string) =>
      manager
        .rest('post', `/api/v1/customers/organizations/${organizationId}/license-issues`)
        .set('Idempotency-Key', 'case-issue')
        .send({ customerSubscriptionId, correlationId: correlation });

    const issued = await issue(customerId.toUpperCase(), subscriptionId.toUpperCase(), correlationId.toUpperCase());
    expect(issued.status).toBe(201);
    const replay = await issue(customerId, subscriptionId, correlationId);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ licenseId: issued.body.licenseId, isIdempotentReplay: true });

    const rotate = (organizationId: string, licenseId: string, expected: string) =>
      manager
        .rest('post', `/api/v1/customers/organizations/${organizationId}/licenses/${licenseId}/key/rotations`)
        .set('Idempotency-Key', 'case-rotation')
        .send({ expectedPrimaryMaterialRefId: expected });
    const { licenseId, keyMaterialRefId } = issued.body as { licenseId: string; keyMaterialRefId: string };
    const rotated = await rotate(customerId.toUpperCase(), licenseId.toUpperCase(), keyMaterialRefId.toUpperCase());
    expect({ status: rotated.status, replay: rotated.body.isIdempotentReplay }).toEqual({ status: 200, replay: false });
    const again = await rotate(customerId, licenseId, keyMaterialRefId);
    expect(again.body).toMatchObject({ keyMaterialRefId: rotated.body.keyMaterialRefId, isIdempotentReplay: true });

    const global = await manager
      .rest('post', `/api/v1/licenses/${licenseId.toUpperCase()}/key/rotate`)
      .set('Idempotency-Key', 'case-global')
      .send({ expectedPrimaryMaterialRefId: String(rotated.body.keyMaterialRefId).toUpperCase() });
    expect(global.status).toBe(200);
  });
});
