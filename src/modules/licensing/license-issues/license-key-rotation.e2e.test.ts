import { randomUUID } from 'node:crypto';
import {
  seedLicense,
  seedOfferVersion,
  seedSubscription,
  seedTenant,
  expectKeysNeverStored,
} from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import { generateLicenseKey } from '../license-keys/license-key';

const ROTATION_GQL = `mutation($organizationId: UUID!, $licenseId: UUID!, $input: LicenseKeyRotationInput!,
  $idempotencyKey: String!) {
  rotateCustomerLicenseKey(organizationId: $organizationId, licenseId: $licenseId, input: $input,
    idempotencyKey: $idempotencyKey) {
    operationId licenseId keyMaterialRefId maskedKey formatVersion createdAtUtc plaintextKey isIdempotentReplay } }`;
const GLOBAL_GQL = `mutation($licenseId: UUID!, $input: LicenseKeyRotationInput, $idempotencyKey: String) {
  rotateLicenseKey(licenseId: $licenseId, input: $input, idempotencyKey: $idempotencyKey) {
    licenseId keyMaterialRefId maskedKey plaintextKey } }`;
const VALIDATION_GQL = `query($input: LicenseKeyValidationInput!) { licenseKeyValidation(input: $input) { valid licenseId status } }`;
const MASK = /^LK2-\*{5}-\*{5}-\*{5}-\*{5}-\*{5}-[0-9A-HJKMNP-TV-Z]{4}$/;
const NULLS = { valid: false, licenseId: null, status: null };

interface Issued {
  customerId: string;
  licenseId: string;
  keyMaterialRefId: string;
  plaintextKey: string;
}

/** Key rotation and key validation over REST and GraphQL (docs/licensing.md, "Issue, rotation and key validation"). */
describe('license key rotation and validation', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  const revealed: string[] = [];
  const db = () => env.app.dataSource;

  const keep = <T extends { body: { plaintextKey?: unknown } }>(response: T): T => {
    if (typeof response.body?.plaintextKey === 'string') revealed.push(response.body.plaintextKey);
    return response;
  };
  /** A customer with a license issued through the issue route, so its key is a real one. */
  const issued = async (): Promise<Issued> => {
    const customerId = await env.createOrganization(`Customer ${randomUUID().slice(0, 6)}`);
    const offer = await seedOfferVersion(db());
    const subscriptionId = await seedSubscription(db(), {
      customerOrganizationId: customerId,
      offerVersionId: offer.offerVersionId,
    });
    const response = keep(
      await manager
        .rest('post', `/api/v1/customers/organizations/${customerId}/license-issues`)
        .set('Idempotency-Key', randomUUID())
        .send({ customerSubscriptionId: subscriptionId, correlationId: randomUUID() }),
    );
    expect(response.status).toBe(201);
    return { customerId, ...response.body };
  };
  const rotationPath = (license: Pick<Issued, 'customerId' | 'licenseId'>) =>
    `/api/v1/customers/organizations/${license.customerId}/licenses/${license.licenseId}/key/rotations`;
  const rotate = async (
    license: Pick<Issued, 'customerId' | 'licenseId'>,
    body: object,
    key: string | null = randomUUID(),
  ) => {
    const call = manager.rest('post', rotationPath(license));
    return keep(await (key === null ? call : call.set('Idempotency-Key', key)).send(body));
  };
  const globalRotate = async (licenseId: string, body?: object, key?: string) => {
    let call = manager.rest('post', `/api/v1/licenses/${licenseId}/key/rotate`);
    if (key) call = call.set('Idempotency-Key', key);
    return keep(await (body === undefined ? call : call.send(body)));
  };
  const validate = async (licenseKey: unknown, client = manager) =>
    client.rest('post', '/api/v1/licenses/key-validations').send({ licenseKey });
  const rotatedAudits = (licenseId: string) =>
    db().query(
      `SELECT details_json->>'operationId' AS "operationId" FROM audit_log
        WHERE entity_id = $1 AND action = 'license.key.rotated' ORDER BY created_at_utc, id`,
      [licenseId],
    );
  const materials = (licenseId: string) =>
    db().query(
      `SELECT id, is_primary, superseded_at_utc IS NOT NULL AS superseded FROM licensing_key_materials
        WHERE license_id = $1 ORDER BY created_at_utc, id`,
      [licenseId],
    );
  const expectError = (response: { status: number; body: { code?: string } }, status: number, code: string) =>
    expect({ status: response.status, code: response.body.code }).toEqual({ status, code });

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
  });

  it('rotates: supersedes the primary, shows the new key once, audits once; validation follows the key', async () => {
    const license = await issued();
    expect((await validate(license.plaintextKey)).body).toEqual({
      valid: true,
      licenseId: license.licenseId,
      status: 'Active',
    });
    const response = await rotate(license, { expectedPrimaryMaterialRefId: license.keyMaterialRefId });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store, no-cache');
    expect(response.body).toEqual({
      operationId: expect.any(String),
      licenseId: license.licenseId,
      keyMaterialRefId: expect.any(String),
      maskedKey: expect.stringMatching(MASK),
      formatVersion: 2,
      createdAtUtc: expect.any(String),
      plaintextKey: expect.stringMatching(/^LK2-/),
      isIdempotentReplay: false,
    });
    expect(response.body.keyMaterialRefId).not.toBe(license.keyMaterialRefId);
    expect(await materials(license.licenseId)).toEqual([
      { id: license.keyMaterialRefId, is_primary: false, superseded: true },
      { id: response.body.keyMaterialRefId, is_primary: true, superseded: false },
    ]);
    expect(await rotatedAudits(license.licenseId)).toEqual([{ operationId: response.body.operationId }]);
    const [audit] = await db().query(
      `SELECT organization_id, user_id FROM audit_log WHERE entity_id = $1 AND action = 'license.key.rotated'`,
      [license.licenseId],
    );
    expect(audit).toEqual({ organization_id: license.customerId, user_id: manager.user.id });

    // The superseded key is no key any more; the new one is, also typed loosely.
    expect((await validate(license.plaintextKey)).body).toEqual(NULLS);
    const loose = ` ${response.body.plaintextKey.toLowerCase().replace(/-/g, ' ')} `;
    expect((await validate(loose)).body).toEqual({ valid: true, licenseId: license.licenseId, status: 'Active' });
  });

  it('replays an exact retry without the key, even after a status change, and refuses changed content', async () => {
    const license = await issued();
    const key = randomUUID();
    const body = { expectedPrimaryMaterialRefId: license.keyMaterialRefId };
    const first = await rotate(license, body, key);
    expect(first.status).toBe(200);
    await db().query(`UPDATE licensing_licenses SET status = 'Suspended' WHERE id = $1`, [license.licenseId]);
    const replay = await rotate(license, body, key);
    expect({ status: replay.status, body: replay.body }).toEqual({
      status: 200,
      body: { ...first.body, plaintextKey: null, isIdempotentReplay: true },
    });
    expect(replay.headers['cache-control']).toBe('no-store, no-cache');
    expectError(
      await rotate(license, { expectedPrimaryMaterialRefId: first.body.keyMaterialRefId }, key),
      409,
      'customer_license_actions.idempotency_conflict',
    );
    expect(await materials(license.licenseId)).toHaveLength(2);
    expect(await rotatedAudits(license.licenseId)).toHaveLength(1);
  });

  it('completes a missing audit event on replay, once', async () => {
    const license = await issued();
    const key = randomUUID();
    const body = { expectedPrimaryMaterialRefId: license.keyMaterialRefId };
    const first = await rotate(license, body, key);
    // The audit log is append-only for every role (a trigger); only a superuser session with triggers off (a replica
    // session, in this transaction alone) can stage the lost audit event a crash between commit and audit leaves.
    await db().transaction(async (em) => {
      await em.query(`SET LOCAL session_replication_role = replica`);
      await em.query(`DELETE FROM audit_log WHERE entity_id = $1 AND action = 'license.key.rotated'`, [
        license.licenseId,
      ]);
    });
    expect(await rotatedAudits(license.licenseId)).toEqual([]);
    expect((await rotate(license, body, key)).status).toBe(200);
    expect(await rotatedAudits(license.licenseId)).toEqual([{ operationId: first.body.operationId }]);
    expect((await rotate(license, body, key)).status).toBe(200);
    expect(await rotatedAudits(license.licenseId)).toEqual([{ operationId: first.body.operationId }]);
    expect(await materials(license.licenseId)).toHaveLength(2);
  });

  it('refuses a stale precondition and leaves the key free', async () => {
    const license = await issued();
    const key = randomUUID();
    expectError(
      await rotate(license, { expectedPrimaryMaterialRefId: randomUUID() }, key),
      409,
      'customer_license_actions.stale_precondition',
    );
    const done = await rotate(license, { expectedPrimaryMaterialRefId: license.keyMaterialRefId }, key);
    expect(done.status).toBe(200);
    // The old primary is stale now.
    expectError(
      await rotate(license, { expectedPrimaryMaterialRefId: license.keyMaterialRefId }),
      409,
      'customer_license_actions.stale_precondition',
    );
  });

  it('refuses missing, foreign and other customers’ licenses, inactive customers and licenses, migration', async () => {
    const license = await issued();
    const body = { expectedPrimaryMaterialRefId: license.keyMaterialRefId };
    expectError(await rotate({ ...license, licenseId: randomUUID() }, body), 404, 'customer_license_actions.not_found');
    const other = await issued();
    expectError(
      await rotate({ ...license, customerId: other.customerId }, body),
      404,
      'customer_license_actions.not_found',
    );
    const tenantId = await seedTenant(db());
    const foreign = await seedLicense(db(), { tenantId, customerOrganizationId: license.customerId });
    expectError(
      await rotate(
        { ...license, licenseId: foreign.licenseId },
        { expectedPrimaryMaterialRefId: foreign.keyMaterialRefId },
      ),
      404,
      'customer_license_actions.not_found',
    );
    expectError(await globalRotate(foreign.licenseId), 404, 'customer_license_actions.not_found');

    await db().query(`UPDATE organizations SET status = 'Suspended' WHERE id = $1`, [license.customerId]);
    expectError(await rotate(license, body), 409, 'customer_license_actions.customer_not_active');
    expectError(await globalRotate(license.licenseId), 409, 'customer_license_actions.customer_not_active');
    await db().query(`UPDATE organizations SET status = 'Active' WHERE id = $1`, [license.customerId]);

    for (const status of ['Suspended', 'Revoked', 'Archived', 'Draft']) {
      await db().query(`UPDATE licensing_licenses SET status = $2 WHERE id = $1`, [license.licenseId, status]);
      expectError(await rotate(license, body), 409, 'customer_license_actions.transition_not_allowed');
    }
    await db().query(`UPDATE licensing_licenses SET status = 'Active' WHERE id = $1`, [license.licenseId]);
    for (const state of ['MigrationRequired', 'Deprecated']) {
      await db().query(`UPDATE licensing_licenses SET migration_state = $2 WHERE id = $1`, [license.licenseId, state]);
      expectError(await rotate(license, body), 409, 'customer_license_actions.transition_not_allowed');
    }
    await db().query(`UPDATE licensing_licenses SET migration_state = 'Current' WHERE id = $1`, [license.licenseId]);
    expect(await materials(license.licenseId)).toHaveLength(1);
    expect((await rotate(license, body)).status).toBe(200);
  });

  it('refuses a bad request with invalid_request and no-store; the customer route never runs headerless', async () => {
    const license = await issued();
    const body = { expectedPrimaryMaterialRefId: license.keyMaterialRefId };
    const cases = [
      await rotate(license, body, null),
      await rotate(license, {}, randomUUID()),
      await rotate(license, { ...body, extra: true }),
      await rotate(license, { expectedPrimaryMaterialRefId: 'nope' }),
      keep(await manager.rest('post', rotationPath(license)).set('Idempotency-Key', randomUUID())),
      keep(await manager.rest('post', rotationPath(license))),
    ];
    for (const response of cases) {
      expectError(response, 400, 'customer_license_actions.invalid_request');
      expect(response.headers['cache-control']).toBe('no-store, no-cache');
      expect(response.headers.deprecation).toBeUndefined();
      expect(response.body.correlationId).toBe(response.body.traceId);
    }
    expect(await materials(license.licenseId)).toHaveLength(1);
  });

  it('rotates on the global route: reliable mode with replay, deprecated headerless mode, one of two is 400', async () => {
    const license = await issued();
    const compat = await globalRotate(license.licenseId);
    expect(compat.status).toBe(200);
    expect(compat.headers.deprecation).toBe('true');
    expect(compat.headers.warning).toMatch(/^299 - ".*deprecated.*"$/);
    expect(compat.headers['cache-control']).toBe('no-store, no-cache');
    expect(compat.body).toEqual({
      licenseId: license.licenseId,
      keyMaterialRefId: expect.any(String),
      maskedKey: expect.stringMatching(MASK),
      plaintextKey: expect.stringMatching(/^LK2-/),
    });
    expect(await rotatedAudits(license.licenseId)).toHaveLength(1);

    const key = randomUUID();
    const body = { expectedPrimaryMaterialRefId: compat.body.keyMaterialRefId };
    const reliable = await globalRotate(license.licenseId, body, key);
    expect(reliable.status).toBe(200);
    expect(reliable.headers.deprecation).toBeUndefined();
    expect(reliable.headers.warning).toBeUndefined();
    expect(reliable.body.plaintextKey).toMatch(/^LK2-/);
    const replay = await globalRotate(license.licenseId, body, key);
    expect({ status: replay.status, body: replay.body }).toEqual({
      status: 200,
      body: { ...reliable.body, plaintextKey: null },
    });
    expectError(
      await globalRotate(license.licenseId, { expectedPrimaryMaterialRefId: randomUUID() }, key),
      409,
      'customer_license_actions.idempotency_conflict',
    );
    expectError(
      await globalRotate(license.licenseId, body, randomUUID()),
      409,
      'customer_license_actions.stale_precondition',
    );

    for (const response of [
      await globalRotate(license.licenseId, undefined, randomUUID()),
      await globalRotate(license.licenseId, { expectedPrimaryMaterialRefId: reliable.body.keyMaterialRefId }),
      await globalRotate(license.licenseId, {}, randomUUID()),
      await globalRotate(license.licenseId, { ...body, extra: 1 }, randomUUID()),
    ]) {
      expectError(response, 400, 'customer_license_actions.invalid_request');
      expect(response.headers['cache-control']).toBe('no-store, no-cache');
      expect(response.headers.deprecation).toBeUndefined();
    }
    expect(await materials(license.licenseId)).toHaveLength(3);
    expect(await rotatedAudits(license.licenseId)).toHaveLength(2);
    expectError(await globalRotate(randomUUID()), 404, 'customer_license_actions.not_found');
  });

  it('answers parallel rotations with one key with one new key and replays', async () => {
    const license = await issued();
    const key = randomUUID();
    const body = { expectedPrimaryMaterialRefId: license.keyMaterialRefId };
    const responses = await Promise.all(Array.from({ length: 20 }, () => rotate(license, body, key)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const firsts = responses.filter((response) => response.body.plaintextKey !== null);
    expect(firsts).toHaveLength(1);
    for (const response of responses) expect(response.body.keyMaterialRefId).toBe(firsts[0].body.keyMaterialRefId);
    expect(await materials(license.licenseId)).toHaveLength(2);
    expect(await rotatedAudits(license.licenseId)).toHaveLength(1);
  }, 60_000);

  it('validates keys: current, superseded, unknown, malformed, of a revoked license, of another tenant', async () => {
    const license = await issued();
    expect((await validate(generateLicenseKey())).body).toEqual(NULLS);
    for (const malformed of ['', 'LK2-nope', 'x'.repeat(500), license.plaintextKey.slice(0, -1) + 'U']) {
      expect((await validate(malformed)).body).toEqual(NULLS);
    }
    expectError(await validate(42), 400, 'customer_license_actions.invalid_request');
    const extra = await manager
      .rest('post', '/api/v1/licenses/key-validations')
      .send({ licenseKey: license.plaintextKey, tenantId: randomUUID() });
    expectError(extra, 400, 'customer_license_actions.invalid_request');

    // Another tenant's caller does not see the default tenant's key.
    const admin = await env.clientFor('MegaAdmin');
    const tenant = await admin.rest('post', '/api/v1/tenants').send({ name: `Other ${randomUUID().slice(0, 6)}` });
    const account = await admin
      .rest('post', '/api/v1/service-accounts')
      .send({ name: 'Validator', tenantId: tenant.body.id, permissions: ['customers.read', 'licenses.manage'] });
    const token = await env.http
      .post('/api/v1/service-accounts/token')
      .send({ clientId: account.body.clientId, clientSecret: account.body.clientSecret });
    const bearer = `Bearer ${token.body.accessToken}`;
    const foreign = await env.http
      .post('/api/v1/licenses/key-validations')
      .set('Authorization', bearer)
      .send({ licenseKey: license.plaintextKey });
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 200, body: NULLS });
    // …nor can it rotate the default tenant's license.
    const foreignRotation = await env.http
      .post(rotationPath(license))
      .set('Authorization', bearer)
      .set('Idempotency-Key', randomUUID())
      .send({ expectedPrimaryMaterialRefId: license.keyMaterialRefId });
    expectError(foreignRotation, 404, 'customer_license_actions.not_found');
    const foreignGlobal = await env.http
      .post(`/api/v1/licenses/${license.licenseId}/key/rotate`)
      .set('Authorization', bearer);
    expectError(foreignGlobal, 404, 'customer_license_actions.not_found');

    await db().query(`UPDATE licensing_licenses SET status = 'Revoked' WHERE id = $1`, [license.licenseId]);
    expect((await validate(license.plaintextKey)).body).toEqual({
      valid: false,
      licenseId: license.licenseId,
      status: 'Revoked',
    });
  });

  it('rotates and validates over GraphQL', async () => {
    const license = await issued();
    const idempotencyKey = randomUUID();
    const variables = {
      organizationId: license.customerId,
      licenseId: license.licenseId,
      input: { expectedPrimaryMaterialRefId: license.keyMaterialRefId },
      idempotencyKey,
    };
    const first = (await manager.graphql(ROTATION_GQL, variables)).body.data.rotateCustomerLicenseKey;
    revealed.push(first.plaintextKey);
    expect(first).toMatchObject({ licenseId: license.licenseId, isIdempotentReplay: false, formatVersion: 2 });
    const replay = (await manager.graphql(ROTATION_GQL, variables)).body.data.rotateCustomerLicenseKey;
    expect(replay).toEqual({ ...first, plaintextKey: null, isIdempotentReplay: true });
    const valid = await manager.graphql(VALIDATION_GQL, { input: { licenseKey: first.plaintextKey } });
    expect(valid.body.data.licenseKeyValidation).toEqual({
      valid: true,
      licenseId: license.licenseId,
      status: 'Active',
    });

    const compat = (await manager.graphql(GLOBAL_GQL, { licenseId: license.licenseId })).body.data.rotateLicenseKey;
    revealed.push(compat.plaintextKey);
    expect(compat.plaintextKey).toMatch(/^LK2-/);
    const half = await manager.graphql(GLOBAL_GQL, { licenseId: license.licenseId, idempotencyKey: randomUUID() });
    expect(half.body.errors[0].extensions.code).toBe('customer_license_actions.invalid_request');
  });

  it('never shows a revealed key again: not in answers, audit, outbox, receipts or logs', async () => {
    expect(revealed.length).toBeGreaterThan(10);
    await expectKeysNeverStored(env, manager, revealed);
  });
});
