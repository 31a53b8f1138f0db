import { randomUUID } from 'node:crypto';
import { seedLicense, seedOfferVersion, seedSubscription, seedTenant } from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import { ISSUABLE_SUBSCRIPTIONS_SQL, LICENSE_STATUSES, type LicenseStatus } from '../licenses/license-store';
import { DEFAULT_TENANT_ID } from '../tenancy/licensing-tenant';
import { ACTION_SOURCES, type LicenseAction } from './license-action-rules';

const RECEIPT = 'operationId effectId licenseId action fromStatus toStatus completedAtUtc isIdempotentReplay';
const MUTATION = {
  Revoke: `mutation($o: UUID!, $l: UUID!, $i: CustomerLicenseActionInput!) {
    revokeCustomerLicense(organizationId: $o, licenseId: $l, input: $i) { ${RECEIPT} } }`,
  Archive: `mutation($o: UUID!, $l: UUID!, $i: CustomerLicenseActionInput!) {
    archiveCustomerLicense(organizationId: $o, licenseId: $l, input: $i) { ${RECEIPT} } }`,
};
const FIELD = { Revoke: 'revokeCustomerLicense', Archive: 'archiveCustomerLicense' } as const;
const PATH = { Revoke: 'revoke', Archive: 'archive' } as const;
const TARGET = { Revoke: 'Revoked', Archive: 'Archived' } as const;

type Transport = 'rest' | 'graphql';
interface Answer {
  status: number;
  code?: string;
  body: Record<string, unknown>;
}

/** Customer-scoped revoke and archive (docs/licensing.md, "Revoke, archive and the legacy cutover") on PostgreSQL. */
describe('customer license revoke and archive', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  let customerId: string;

  const db = () => env.app.dataSource;
  const seed = async (status: LicenseStatus, customer = customerId) =>
    (await seedLicense(db(), { customerOrganizationId: customer, status })).licenseId;
  const statusOf = async (licenseId: string) =>
    (await db().query(`SELECT status, row_version FROM licensing_licenses WHERE id = $1`, [licenseId]))[0];
  const trail = async (licenseId: string) => ({
    actions: await db().query(`SELECT * FROM licensing_license_actions WHERE license_id = $1`, [licenseId]),
    outbox: await db().query(`SELECT message_type, payload FROM licensing_outbox WHERE license_id = $1`, [licenseId]),
    audit: await db().query(
      `SELECT action, entity_type, organization_id, user_id, details_json FROM audit_log
        WHERE entity_id = $1 AND action LIKE 'license.%'`,
      [licenseId],
    ),
  });

  const call = async (
    transport: Transport,
    action: LicenseAction,
    licenseId: string,
    input: Record<string, unknown>,
    organizationId = customerId,
    client: SignedInClient = manager,
  ): Promise<Answer> => {
    if (transport === 'rest') {
      const response = await client
        .rest('post', `/api/v1/customers/organizations/${organizationId}/licenses/${licenseId}/${PATH[action]}`)
        .send(input);
      return { status: response.status, code: response.body.code, body: response.body };
    }
    const response = await client.graphql(MUTATION[action], { o: organizationId, l: licenseId, i: input });
    const error = response.body.errors?.[0]?.extensions;
    return error
      ? { status: error.httpStatus, code: error.code, body: error }
      : { status: 200, body: response.body.data[FIELD[action]] };
  };

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
    customerId = await env.createOrganization(`Licence customer ${randomUUID().slice(0, 6)}`);
  });

  const cases = (['rest', 'graphql'] as const).flatMap((transport) =>
    (['Revoke', 'Archive'] as const).flatMap((action) =>
      LICENSE_STATUSES.map((from) => [transport, action, from] as const),
    ),
  );

  it.each(cases)('%s %s from %s follows the state table', async (transport, action, from) => {
    const licenseId = await seed(from);
    const answer = await call(transport, action, licenseId, { expectedStatus: from, reasonCode: 'table' });
    const { actions, outbox, audit } = await trail(licenseId);
    if (ACTION_SOURCES[action].includes(from)) {
      expect(answer).toMatchObject({ status: 200 });
      expect(answer.body).toEqual({
        operationId: expect.any(String),
        effectId: answer.body.operationId,
        licenseId,
        action,
        fromStatus: from,
        toStatus: TARGET[action],
        completedAtUtc: expect.any(String),
        isIdempotentReplay: false,
      });
      expect(await statusOf(licenseId)).toEqual({ status: TARGET[action], row_version: 2 });
      expect(actions).toHaveLength(1);
      expect(outbox).toHaveLength(1);
      expect(audit).toHaveLength(1);
    } else {
      expect(answer).toMatchObject({ status: 409, code: 'customer_license_actions.transition_not_allowed' });
      expect(await statusOf(licenseId)).toEqual({ status: from, row_version: 1 });
      expect({ actions, outbox, audit }).toEqual({ actions: [], outbox: [], audit: [] });
    }
  });

  it('commits the action row, the outbox message and the audit entry with the change', async () => {
    const licenseId = await seed('Active');
    const answer = await call('rest', 'Revoke', licenseId, {
      expectedStatus: 'Active',
      reasonCode: 'fraud.chargeback',
      reasonDetail: 'Customer asked by phone; ticket 42',
    });
    expect(answer.status).toBe(200);
    const operationId = answer.body.operationId as string;
    const [license] = await db().query(`SELECT product_id FROM licensing_licenses WHERE id = $1`, [licenseId]);
    const { actions, outbox, audit } = await trail(licenseId);
    expect(actions).toEqual([
      expect.objectContaining({
        operation_id: operationId,
        tenant_id: DEFAULT_TENANT_ID,
        action: 'Revoke',
        from_status: 'Active',
        to_status: 'Revoked',
        expected_status: 'Active',
        reason_code: 'fraud.chargeback',
        reason_detail: 'Customer asked by phone; ticket 42',
      }),
    ]);
    expect(new Date(actions[0].completed_at_utc).toISOString()).toBe(answer.body.completedAtUtc);
    expect(outbox).toEqual([
      {
        message_type: 'license.revoked',
        payload: {
          licenseId,
          customerOrganizationId: customerId,
          productId: license.product_id,
          operationId,
          fromStatus: 'Active',
          toStatus: 'Revoked',
          reasonCode: 'fraud.chargeback',
          occurredAtUtc: answer.body.completedAtUtc,
        },
      },
    ]);
    // The free text stays in the action row: never in the integration message or the audit entry.
    expect(JSON.stringify(outbox)).not.toContain('ticket 42');
    expect(JSON.stringify(audit)).not.toContain('ticket 42');
    expect(audit).toEqual([
      {
        action: 'license.revoked',
        entity_type: 'License',
        organization_id: customerId,
        user_id: manager.user.id,
        details_json: { operationId, fromStatus: 'Active', toStatus: 'Revoked', reasonCode: 'fraud.chargeback' },
      },
    ]);

    const archived = await call('graphql', 'Archive', licenseId, { expectedStatus: 'Revoked', reasonCode: 'cleanup' });
    expect(archived).toMatchObject({ status: 200, body: { fromStatus: 'Revoked', toStatus: 'Archived' } });
    const after = await trail(licenseId);
    expect(after.outbox.map((row: { message_type: string }) => row.message_type)).toEqual([
      'license.revoked',
      'license.archived',
    ]);
    expect(after.audit.map((row: { action: string }) => row.action).sort()).toEqual([
      'license.archived',
      'license.revoked',
    ]);
  });

  it.each(['rest', 'graphql'] as const)('answers stale_precondition when expectedStatus differs (%s)', async (t) => {
    const licenseId = await seed('Suspended');
    const answer = await call(t, 'Revoke', licenseId, { expectedStatus: 'Active', reasonCode: 'stale' });
    expect(answer).toMatchObject({ status: 409, code: 'customer_license_actions.stale_precondition' });
    expect(await statusOf(licenseId)).toEqual({ status: 'Suspended', row_version: 1 });
    expect(await trail(licenseId)).toEqual({ actions: [], outbox: [], audit: [] });
  });

  it('checks the source status before the precondition', async () => {
    const licenseId = await seed('Archived');
    const answer = await call('rest', 'Revoke', licenseId, { expectedStatus: 'Active', reasonCode: 'order' });
    expect(answer).toMatchObject({ status: 409, code: 'customer_license_actions.transition_not_allowed' });
  });

  it('refuses bad bodies with 400 (REST invalid_request, GraphQL validation.failed)', async () => {
    const licenseId = await seed('Active');
    const rest = (body: object) => call('rest', 'Revoke', licenseId, body as Record<string, unknown>);
    expect(await rest({ expectedStatus: 'active', reasonCode: 'x' })).toMatchObject({
      status: 400,
      code: 'customer_license_actions.invalid_request',
      body: { fieldErrors: { expectedStatus: ['invalid'] }, correlationId: expect.any(String) },
    });
    expect(await rest({ expectedStatus: 'Active', reasonCode: 'x', tenantId: DEFAULT_TENANT_ID })).toMatchObject({
      status: 400,
      body: { fieldErrors: { tenantId: ['unknown'] } },
    });
    expect(await rest({ expectedStatus: 'Active' })).toMatchObject({ status: 400 });
    expect(await rest({ expectedStatus: 'Active', reasonCode: 'has space' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { reasonCode: ['invalid'] } },
    });
    expect(await rest({ expectedStatus: 'Active', reasonCode: 'x'.repeat(65) })).toMatchObject({ status: 400 });
    expect(await rest({ expectedStatus: 'Active', reasonCode: 'x', reasonDetail: 'a\u0007b' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { reasonDetail: ['invalid'] } },
    });
    expect(await rest({ expectedStatus: 'Active', reasonCode: 'x', reasonDetail: 'é'.repeat(501) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { reasonDetail: ['length'] } },
    });
    const duplicate = await manager
      .rest('post', `/api/v1/customers/organizations/${customerId}/licenses/${licenseId}/revoke`)
      .set('Content-Type', 'application/json')
      .send('{"expectedStatus":"Active","reasonCode":"x","reasonCode":"y"}');
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({
      code: 'customer_license_actions.invalid_request',
      fieldErrors: { reasonCode: ['duplicate'] },
    });
    const badPath = await manager
      .rest('post', `/api/v1/customers/organizations/${customerId}/licenses/not-a-uuid/revoke`)
      .send({ expectedStatus: 'Active', reasonCode: 'x' });
    expect(badPath.body.code).toBe('customer_license_actions.invalid_request');
    expect(await call('graphql', 'Revoke', licenseId, { expectedStatus: 'ACTIVE', reasonCode: 'x' })).toMatchObject({
      status: 400,
      code: 'validation.failed',
    });
    expect(await statusOf(licenseId)).toEqual({ status: 'Active', row_version: 1 });
    expect(await trail(licenseId)).toEqual({ actions: [], outbox: [], audit: [] });
  });

  it('replays an exact repeat with the original receipt; a changed reason after success is a conflict', async () => {
    const licenseId = await seed('Active');
    const body = { expectedStatus: 'Active', reasonCode: 'replay', reasonDetail: 'same' };
    const first = await call('rest', 'Revoke', licenseId, body);
    const again = await call('rest', 'Revoke', licenseId, body);
    const viaGraphql = await call('graphql', 'Revoke', licenseId, body);
    expect(first.body.isIdempotentReplay).toBe(false);
    for (const replay of [again, viaGraphql]) {
      expect(replay).toMatchObject({ status: 200, body: { ...first.body, isIdempotentReplay: true } });
    }
    // reasonDetail omitted is not the same call as reasonDetail "same", nor is another reasonCode.
    for (const changed of [
      { ...body, reasonCode: 'other' },
      { expectedStatus: 'Active', reasonCode: 'replay' },
    ]) {
      expect(await call('rest', 'Revoke', licenseId, changed)).toMatchObject({
        status: 409,
        code: 'customer_license_actions.transition_not_allowed',
      });
    }
    expect(await statusOf(licenseId)).toEqual({ status: 'Revoked', row_version: 2 });
    const { actions, outbox, audit } = await trail(licenseId);
    expect([actions.length, outbox.length, audit.length]).toEqual([1, 1, 1]);

    // Archived since: the revoke's lost-answer retry still gets the revoke's receipt; a changed one still conflicts.
    await call('rest', 'Archive', licenseId, { expectedStatus: 'Revoked', reasonCode: 'done' });
    expect(await call('rest', 'Revoke', licenseId, body)).toMatchObject({
      status: 200,
      body: { ...first.body, isIdempotentReplay: true },
    });
    expect(await call('rest', 'Revoke', licenseId, { ...body, reasonCode: 'other' })).toMatchObject({
      status: 409,
      code: 'customer_license_actions.transition_not_allowed',
    });
    expect((await trail(licenseId)).actions).toHaveLength(2);
  });

  it('answers 404 for a missing customer, a missing license, another customer and another tenant', async () => {
    const licenseId = await seed('Active');
    const otherCustomer = await env.createOrganization(`Other customer ${randomUUID().slice(0, 6)}`);
    const body = { expectedStatus: 'Active', reasonCode: 'scope' };
    for (const transport of ['rest', 'graphql'] as const) {
      for (const [organizationId, target] of [
        [randomUUID(), licenseId],
        [customerId, randomUUID()],
        [otherCustomer, licenseId],
      ]) {
        expect(await call(transport, 'Revoke', target, body, organizationId)).toMatchObject({
          status: 404,
          code: 'customer_license_actions.not_found',
        });
      }
    }

    // A license of another tenant, and a service account of another tenant calling on ours.
    const tenantId = await seedTenant(db(), `Tenant ${randomUUID().slice(0, 6)}`);
    const foreign = (await seedLicense(db(), { tenantId, customerOrganizationId: customerId })).licenseId;
    expect(await call('rest', 'Revoke', foreign, body)).toMatchObject({
      status: 404,
      code: 'customer_license_actions.not_found',
    });
    const admin = await env.clientFor('MegaAdmin');
    const account = await admin
      .rest('post', '/api/v1/service-accounts')
      .send({ name: 'Other vendor', tenantId, permissions: ['customers.read', 'licenses.manage'] });
    const token = await env.http
      .post('/api/v1/service-accounts/token')
      .send({ clientId: account.body.clientId, clientSecret: account.body.clientSecret });
    const robot = {
      rest: (method: 'post', path: string) =>
        env.http[method](path).set('Authorization', `Bearer ${token.body.accessToken}`),
    } as unknown as SignedInClient;
    expect(await call('rest', 'Revoke', licenseId, body, customerId, robot)).toMatchObject({
      status: 404,
      code: 'customer_license_actions.not_found',
    });
    // The foreign tenant's own account does reach its license.
    expect(await call('rest', 'Revoke', foreign, body, customerId, robot)).toMatchObject({ status: 200 });
    const [entry] = (await trail(foreign)).audit;
    expect(entry).toMatchObject({ user_id: null, details_json: { actor: `serviceAccount:${account.body.id}` } });
    expect(await statusOf(licenseId)).toEqual({ status: 'Active', row_version: 1 });
    expect(await trail(licenseId)).toEqual({ actions: [], outbox: [], audit: [] });
  });

  it('lets exactly one of 10 concurrent identical revokes act; the others replay it', async () => {
    const licenseId = await seed('Active');
    const body = { expectedStatus: 'Active', reasonCode: 'race' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('rest', 'Revoke', licenseId, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => !answer.body.isIdempotentReplay)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.operationId)).size).toBe(1);
    const { actions, outbox, audit } = await trail(licenseId);
    expect([actions.length, outbox.length, audit.length]).toEqual([1, 1, 1]);
  });

  it('lets exactly one of 10 concurrent revokes with different reasons act; the others conflict', async () => {
    const licenseId = await seed('Active');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        call('rest', 'Revoke', licenseId, { expectedStatus: 'Active', reasonCode: `race-${n}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.code)).toEqual(
      Array(9).fill('customer_license_actions.transition_not_allowed'),
    );
    const { actions, outbox, audit } = await trail(licenseId);
    expect([actions.length, outbox.length, audit.length]).toEqual([1, 1, 1]);
  });

  it('frees the seat on revoke while the subscription stays occupied', async () => {
    const customer = await env.createOrganization(`Seat customer ${randomUUID().slice(0, 6)}`);
    const offer = await seedOfferVersion(db(), {
      tariffs: [{ code: 'basic', name: 'Basic', seatLimit: 1 }],
      sharedSeatPool: 1,
    });
    const held = await seedSubscription(db(), {
      customerOrganizationId: customer,
      offerVersionId: offer.offerVersionId,
    });
    const waiting = await seedSubscription(db(), {
      customerOrganizationId: customer,
      offerVersionId: offer.offerVersionId,
    });
    const [license] = await db().query(
      `INSERT INTO licensing_licenses (tenant_id, customer_organization_id, product_id, customer_subscription_id,
                                       offer_version_id, tariff_code, policy_snapshot_version, policy_snapshot_hash,
                                       status)
       VALUES ($1, $2, $3, $4, $5, 'basic', 1, $6, 'Active') RETURNING id`,
      [DEFAULT_TENANT_ID, customer, offer.productId, held, offer.offerVersionId, offer.policySnapshotHash],
    );
    const issuable = async () =>
      Object.fromEntries(
        (await db().query(ISSUABLE_SUBSCRIPTIONS_SQL, [DEFAULT_TENANT_ID, customer])).map(
          (row: { subscription_id: string; effective_issuable: number }) => [
            row.subscription_id,
            row.effective_issuable,
          ],
        ),
      );
    expect(await issuable()).toEqual({ [waiting]: 0 });
    const answer = await call('rest', 'Revoke', license.id, { expectedStatus: 'Active', reasonCode: 'seat' }, customer);
    expect(answer.status).toBe(200);
    // The seat is free for the other subscription; the revoked license's own subscription stays occupied for life.
    expect(await issuable()).toEqual({ [waiting]: 1 });
  });
});
