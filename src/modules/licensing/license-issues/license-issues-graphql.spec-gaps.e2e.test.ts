import { randomUUID } from 'node:crypto';
import { seedCustomerSubscription, seedLicense, seedOfferVersion } from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';

const ISSUE_GQL = `mutation($organizationId: UUID!, $input: LicenseIssueInput!, $idempotencyKey: String!) {
  issueCustomerLicense(organizationId: $organizationId, input: $input, idempotencyKey: $idempotencyKey) {
    licenseId plaintextKey isIdempotentReplay } }`;
const GLOBAL_ISSUE_GQL = `mutation($input: LicenseIssueInput!, $idempotencyKey: String!) {
  issueSubscriptionLicense(input: $input, idempotencyKey: $idempotencyKey) { licenseId plaintextKey } }`;
const ROTATION_GQL = `mutation($organizationId: UUID!, $licenseId: UUID!, $input: LicenseKeyRotationInput!,
  $idempotencyKey: String!) {
  rotateCustomerLicenseKey(organizationId: $organizationId, licenseId: $licenseId, input: $input,
    idempotencyKey: $idempotencyKey) { licenseId plaintextKey } }`;

/**
 * The business error codes of issue and rotation over GraphQL, which the other suites prove over REST only. Each error
 * carries its HTTP status in extensions and no plaintext key.
 */
describe('license issue and rotation business errors over GraphQL', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  const db = () => env.app.dataSource;

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
  });

  const errorOf = (response: { body: { data?: unknown; errors?: { extensions: Record<string, unknown> }[] } }) => {
    expect(JSON.stringify(response.body)).not.toMatch(/LK2-[0-9A-Z]{5}/);
    const extensions = response.body.errors?.[0]?.extensions ?? {};
    return { code: extensions.code, httpStatus: extensions.httpStatus };
  };

  const customerWithSubscription = async (options: Parameters<typeof seedOfferVersion>[1] = {}) => {
    const seeded = await seedCustomerSubscription(env, options);
    return { ...seeded, input: { customerSubscriptionId: seeded.subscriptionId, correlationId: randomUUID() } };
  };
  const issue = (organizationId: string, input: object) =>
    manager.graphql(ISSUE_GQL, { organizationId, input, idempotencyKey: randomUUID() });

  it('answers not_found, customer_not_active, not_issuable and subscription_occupied on issue', async () => {
    const missing = await customerWithSubscription();
    expect(errorOf(await issue(randomUUID(), missing.input))).toEqual({
      code: 'customer_license_actions.not_found',
      httpStatus: 404,
    });
    const other = await customerWithSubscription();
    expect(errorOf(await issue(other.customerId, missing.input))).toEqual({
      code: 'customer_license_actions.not_found',
      httpStatus: 404,
    });

    const inactive = await customerWithSubscription();
    await db().query(`UPDATE organizations SET status = 'Suspended' WHERE id = $1`, [inactive.customerId]);
    expect(errorOf(await issue(inactive.customerId, inactive.input))).toEqual({
      code: 'customer_license_actions.customer_not_active',
      httpStatus: 409,
    });

    const noSeats = await customerWithSubscription({ sharedSeatPool: null });
    expect(errorOf(await issue(noSeats.customerId, noSeats.input))).toEqual({
      code: 'customer_license_actions.not_issuable',
      httpStatus: 409,
    });

    const occupied = await customerWithSubscription();
    const first = await issue(occupied.customerId, occupied.input);
    expect(first.body.data.issueCustomerLicense.isIdempotentReplay).toBe(false);
    expect(errorOf(await issue(occupied.customerId, { ...occupied.input, correlationId: randomUUID() }))).toEqual({
      code: 'customer_license_actions.subscription_occupied',
      httpStatus: 409,
    });
    const global = await manager.graphql(GLOBAL_ISSUE_GQL, {
      input: { ...occupied.input, correlationId: randomUUID() },
      idempotencyKey: randomUUID(),
    });
    expect(errorOf(global)).toEqual({ code: 'customer_license_actions.subscription_occupied', httpStatus: 409 });
  });

  it('answers not_found, stale_precondition, transition_not_allowed and customer_not_active on rotation', async () => {
    const customerId = await env.createOrganization(`Customer ${randomUUID().slice(0, 6)}`);
    const rotate = (organizationId: string, licenseId: string, expectedPrimaryMaterialRefId: string) =>
      manager.graphql(ROTATION_GQL, {
        organizationId,
        licenseId,
        input: { expectedPrimaryMaterialRefId },
        idempotencyKey: randomUUID(),
      });

    const active = await seedLicense(db(), { customerOrganizationId: customerId, status: 'Active' });
    const otherCustomer = await env.createOrganization();
    expect(errorOf(await rotate(otherCustomer, active.licenseId, active.keyMaterialRefId!))).toEqual({
      code: 'customer_license_actions.not_found',
      httpStatus: 404,
    });
    expect(errorOf(await rotate(customerId, active.licenseId, randomUUID()))).toEqual({
      code: 'customer_license_actions.stale_precondition',
      httpStatus: 409,
    });
    const suspended = await seedLicense(db(), { customerOrganizationId: customerId, status: 'Suspended' });
    expect(errorOf(await rotate(customerId, suspended.licenseId, suspended.keyMaterialRefId!))).toEqual({
      code: 'customer_license_actions.transition_not_allowed',
      httpStatus: 409,
    });
    await db().query(`UPDATE organizations SET status = 'Suspended' WHERE id = $1`, [customerId]);
    expect(errorOf(await rotate(customerId, active.licenseId, active.keyMaterialRefId!))).toEqual({
      code: 'customer_license_actions.customer_not_active',
      httpStatus: 409,
    });
  });
});
