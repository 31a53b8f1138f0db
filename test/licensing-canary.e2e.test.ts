import { exportJWK, generateKeyPair } from 'jose';
import type { Response } from 'supertest';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

/**
 * Data safety of the licensing context (document 01's rule, document 03 §Errors, 00-decisions §13): drive a whole
 * licensing life as a service account of its own tenant — catalog, issue, replays, rotations (both routes and the
 * compatibility mode), key validations, revoke, archive, the customer reads, an edge gateway enrollment — and then
 * look for every plaintext license key, key hash, client secret and enrollment token in every later answer, every
 * log line, the audit log, the outbox, the idempotency receipts and every other stored column.
 */
describe('canary: license keys, key hashes, client secrets and enrollment tokens never leak', () => {
  let env: TestEnvironment;
  /** Every answer, with the secrets it was the one to reveal. */
  const answers: { label: string; response: Response; reveals: string[] }[] = [];
  const secrets: { label: string; value: string }[] = [];

  const reveal = (label: string, value: unknown) => {
    expect(typeof value).toBe('string');
    secrets.push({ label, value: value as string });
    return value as string;
  };
  const record = async (label: string, pending: PromiseLike<Response>, reveals: string[] = []) => {
    const response = await pending;
    answers.push({ label, response, reveals });
    return response;
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    const admin = await env.clientFor('MegaAdmin');
    const tenant = await admin.rest('post', '/api/v1/tenants').send({ name: 'Canary vendor' });
    const account = await record(
      'service account',
      admin.rest('post', '/api/v1/service-accounts').send({
        name: 'Canary robot',
        tenantId: tenant.body.id,
        permissions: [
          'customers.read',
          'customers.manage',
          'licenses.manage',
          'catalog.manage',
          'edge_gateways.manage',
        ],
      }),
    );
    const clientSecret = reveal('client secret', account.body.clientSecret);
    answers[answers.length - 1].reveals.push(clientSecret);
    await record(
      'token with a wrong secret',
      env.http.post('/api/v1/service-accounts/token').send({ clientId: account.body.clientId, clientSecret: 'x' }),
    );
    const token = (
      await record(
        'token',
        env.http.post('/api/v1/service-accounts/token').send({ clientId: account.body.clientId, clientSecret }),
      )
    ).body.accessToken as string;
    const call = (method: 'get' | 'post' | 'put', path: string) =>
      env.http[method](path).set('Authorization', `Bearer ${token}`);
    const post = (label: string, path: string, body?: object, headers: Record<string, string> = {}) =>
      record(label, call('post', path).set(headers).send(body));

    const customer = await env.createOrganization('Canary customer');
    const base = `/api/v1/customers/organizations/${customer}`;
    const product = await post('product', '/api/v1/catalog/products', { code: 'canary-product', name: 'Canary' });
    const offer = await post('offer', '/api/v1/catalog/offers', { productId: product.body.id, name: 'Yearly' });
    const version = await post('version', '/api/v1/catalog/offer-versions', {
      offerId: offer.body.id,
      tariffs: [{ code: 'basic', name: 'Basic', seatLimit: 5 }],
      sharedSeatPool: 5,
      validityDays: 365,
    });
    await post('publish', `/api/v1/catalog/offer-versions/${version.body.id}/publish`, {});
    const subscribe = () =>
      post('subscription', '/api/v1/catalog/subscriptions', {
        customerOrganizationId: customer,
        offerVersionId: version.body.id,
        tariffCode: 'basic',
        status: 'Active',
      });
    const [first, second] = [(await subscribe()).body.id, (await subscribe()).body.id];
    await record('discovery', call('get', `${base}/license-issue-candidates`));

    const issueBody = { customerSubscriptionId: first, correlationId: '7d8f3c1e-9a41-4c55-9f0e-2b6b1f3a9c10' };
    const issued = await post('issue', `${base}/license-issues`, issueBody, { 'Idempotency-Key': 'canary-issue-1' });
    expect(issued.status).toBe(201);
    answers[answers.length - 1].reveals.push(reveal('issued key', issued.body.plaintextKey));
    await post('issue replay', `${base}/license-issues`, issueBody, { 'Idempotency-Key': 'canary-issue-1' });
    await post(
      'issue conflict',
      `${base}/license-issues`,
      { ...issueBody, customerSubscriptionId: second },
      {
        'Idempotency-Key': 'canary-issue-1',
      },
    );
    const licenseId = issued.body.licenseId as string;

    const rotation = { expectedPrimaryMaterialRefId: issued.body.keyMaterialRefId };
    const rotated = await post('rotation', `${base}/licenses/${licenseId}/key/rotations`, rotation, {
      'Idempotency-Key': 'canary-rotation-1',
    });
    expect(rotated.status).toBe(200);
    answers[answers.length - 1].reveals.push(reveal('rotated key', rotated.body.plaintextKey));
    await post('rotation replay', `${base}/licenses/${licenseId}/key/rotations`, rotation, {
      'Idempotency-Key': 'canary-rotation-1',
    });
    await post('stale rotation', `${base}/licenses/${licenseId}/key/rotations`, rotation, {
      'Idempotency-Key': 'canary-rotation-2',
    });
    const legacy = await post('compatibility rotation', `/api/v1/licenses/${licenseId}/key/rotate`);
    expect(legacy.status).toBe(200);
    answers[answers.length - 1].reveals.push(reveal('compatibility key', legacy.body.plaintextKey));

    for (const { label, value } of secrets.filter((secret) => secret.label.endsWith('key'))) {
      await post(`validate ${label}`, '/api/v1/licenses/key-validations', { licenseKey: value });
      await post(`validate ${label} lower-case`, '/api/v1/licenses/key-validations', {
        licenseKey: value.toLowerCase(),
      });
      await post(`validate ${label} with an unknown member`, '/api/v1/licenses/key-validations', {
        licenseKey: value,
        extra: value,
      });
      await post(`validate ${label} as a wrong type`, '/api/v1/licenses/key-validations', { licenseKey: [value] });
    }

    await record('aggregate', call('get', `${base}/aggregate`));
    await record('table', call('get', `${base}/licenses/table`));
    const revoke = { expectedStatus: 'Active', reasonCode: 'canary' };
    await post('revoke', `${base}/licenses/${licenseId}/revoke`, revoke);
    await post('revoke replay', `${base}/licenses/${licenseId}/revoke`, revoke);
    await post('archive', `${base}/licenses/${licenseId}/archive`, { expectedStatus: 'Revoked', reasonCode: 'canary' });
    await post('rotation of an archived license', `${base}/licenses/${licenseId}/key/rotations`, rotation, {
      'Idempotency-Key': 'canary-rotation-3',
    });
    await record('aggregate after archive', call('get', `${base}/aggregate`));

    const gateway = await post('gateway', '/api/v1/edge-gateways', { name: 'Canary gateway' });
    expect(gateway.status).toBe(201);
    const enrollmentToken = reveal('enrollment token', gateway.body.enrollmentToken);
    answers[answers.length - 1].reveals.push(enrollmentToken);
    const { publicKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(publicKey);
    const keyPath = `/api/v1/edge-gateways/${gateway.body.gatewayInstanceId}/signing-keys`;
    await record(
      'gateway key with a private member',
      env.http.post(keyPath).send({ enrollmentToken, jwk: { ...jwk, d: 'AAAA' } }),
    );
    await record('gateway key', env.http.post(keyPath).send({ enrollmentToken, jwk }));
    await record('gateway key replay', env.http.post(keyPath).send({ enrollmentToken, jwk }));
    await record('gateway read', call('get', `/api/v1/edge-gateways/${gateway.body.gatewayInstanceId}`));

    // The stored key hashes are secrets too: a hash of a key is as good as the key to whoever holds the HMAC key.
    const hashes: { key_hash: string }[] = await env.app.dataSource.query(
      `SELECT key_hash FROM licensing_key_materials WHERE license_id = $1`,
      [licenseId],
    );
    expect(hashes).toHaveLength(3);
    for (const { key_hash } of hashes) secrets.push({ label: 'key hash', value: key_hash });
  }, 60_000);

  afterAll(async () => env?.close());

  /** A key also in the compact form a careless log might write (no dashes). */
  const formsOf = (value: string) => (value.startsWith('LK2-') ? [value, value.replace(/-/g, '')] : [value]);

  it('drove the licensing life it meant to (control)', () => {
    const status = Object.fromEntries(answers.map(({ label, response }) => [label, response.status]));
    expect(status).toMatchObject({
      'service account': 201,
      token: 200,
      'token with a wrong secret': 401,
      issue: 201,
      'issue replay': 200,
      'issue conflict': 409,
      rotation: 200,
      'rotation replay': 200,
      'stale rotation': 409,
      'compatibility rotation': 200,
      'validate compatibility key': 200,
      'validate compatibility key with an unknown member': 400,
      aggregate: 200,
      table: 200,
      revoke: 200,
      'revoke replay': 200,
      archive: 200,
      gateway: 201,
      'gateway key with a private member': 400,
      'gateway key': 201,
      'gateway key replay': 409,
    });
    const validations = answers.filter(({ label }) => /^validate .* key$/.test(label));
    expect(validations.map(({ response }) => response.body.valid)).toEqual([false, false, true]);
    expect(secrets.map((secret) => secret.label)).toEqual([
      'client secret',
      'issued key',
      'rotated key',
      'compatibility key',
      'enrollment token',
      'key hash',
      'key hash',
      'key hash',
    ]);
  });

  it('shows each secret only in the answer that created it, and no hash in any answer', () => {
    for (const { label, response, reveals } of answers) {
      const text = `${JSON.stringify(response.headers)}\n${response.text ?? ''}`;
      for (const secret of secrets) {
        if (reveals.includes(secret.value)) continue;
        for (const form of formsOf(secret.value)) {
          if (text.includes(form)) throw new Error(`the answer "${label}" shows the ${secret.label}`);
        }
      }
    }
  });

  it('writes no secret to any log line', () => {
    const logs = env.logLines().join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of secrets)
      for (const form of formsOf(secret.value))
        expect({ [secret.label]: logs.includes(form) }).toEqual({ [secret.label]: false });
  });

  it('stores no plaintext key, secret or token in any column, and no hash outside its own column', async () => {
    const tables: { table_name: string }[] = await env.app.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const names = tables.map((table) => table.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'audit_log',
        'licensing_outbox',
        'licensing_idempotency_receipts',
        'licensing_key_materials',
      ]),
    );
    for (const table of names) {
      const rows: { row: string }[] = await env.app.dataSource.query(
        `SELECT row_to_json(t)::text AS row FROM "${table}" t`,
      );
      const dump = rows.map((row) => row.row).join('\n');
      for (const secret of secrets) {
        if (secret.label === 'key hash' && table === 'licensing_key_materials') continue;
        for (const form of formsOf(secret.value))
          expect({ table, secret: secret.label, found: dump.includes(form) }).toEqual({
            table,
            secret: secret.label,
            found: false,
          });
      }
    }
    const outbox = await env.app.dataSource.query(`SELECT message_type FROM licensing_outbox ORDER BY id`);
    expect(outbox.map((row: { message_type: string }) => row.message_type)).toEqual(
      expect.arrayContaining(['license.revoked', 'license.archived']),
    );
  });
});
