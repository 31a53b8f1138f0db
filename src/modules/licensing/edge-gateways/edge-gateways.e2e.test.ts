import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Response } from 'supertest';
import { seedTenant } from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import { enrollmentTokenSecret } from './edge-gateways.service';
import { enrollmentTokenExpiresAt, generateEnrollmentToken, hashEnrollmentToken } from './enrollment-token';

const GATEWAY_FIELDS = `gatewayInstanceId name status signingKeys { keyId jwk algorithm registeredAtUtc } createdAtUtc`;

async function newPublicJwk(algorithm = 'ES256', options: { crv?: string } = {}): Promise<JWK> {
  const { publicKey } = await generateKeyPair(algorithm, options);
  return exportJWK(publicKey);
}

/**
 * Edge gateway enrollment and signing-key registration over REST and GraphQL (docs/licensing.md, "Edge gateways").
 */
describe('licensing edge gateways', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  /** Every token issued here, and every answer given after its issue: the canary looks for the one in the other. */
  const tokens: string[] = [];
  const laterAnswers: string[] = [];

  const seen = <T extends Response>(response: T): T => {
    laterAnswers.push(response.text ?? '');
    // No answer of these routes may be kept by any cache, errors included.
    expect(response.headers['cache-control']).toMatch(/no-store/);
    return response;
  };
  const createGateway = async (name = 'Kitchen gateway') => {
    const response = await manager.rest('post', '/api/v1/edge-gateways').send({ name });
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 201 });
    expect(response.headers['cache-control']).toBe('no-store, no-cache');
    tokens.push(response.body.enrollmentToken);
    return response.body as { gatewayInstanceId: string; enrollmentToken: string };
  };
  const register = async (gatewayInstanceId: string, body: unknown) =>
    seen(await env.http.post(`/api/v1/edge-gateways/${gatewayInstanceId}/signing-keys`).send(body as object));
  const getGateway = async (id: string, client = manager) =>
    seen(await client.rest('get', `/api/v1/edge-gateways/${id}`));
  const tokenUsedAt = async (id: string) => {
    const [row] = await env.app.dataSource.query(
      `SELECT enrollment_token_used_at_utc AS "usedAt", status FROM licensing_edge_gateways WHERE id = $1`,
      [id],
    );
    return row as { usedAt: Date | null; status: string };
  };
  const expectError = (response: Response, status: number, code: string) => {
    expect({ status: response.status, body: response.body }).toMatchObject({
      status,
      body: { code, correlationId: expect.any(String) },
    });
  };

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
  });

  it('creates a gateway with a one-time token and registers a P-256 key with its RFC 7638 thumbprint', async () => {
    const created = await createGateway('Front gateway');
    expect(created).toEqual({ gatewayInstanceId: expect.any(String), enrollmentToken: expect.stringMatching(/^egw_/) });
    const [stored] = await env.app.dataSource.query(
      `SELECT enrollment_token_hash, extract(epoch FROM enrollment_token_expires_at_utc - created_at_utc)::float8 AS ttl
         FROM licensing_edge_gateways WHERE id = $1`,
      [created.gatewayInstanceId],
    );
    expect(stored.enrollment_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.enrollment_token_hash).not.toContain(created.enrollmentToken);
    expect(stored.ttl).toBe(24 * 60 * 60);

    const pending = await getGateway(created.gatewayInstanceId);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({
      gatewayInstanceId: created.gatewayInstanceId,
      name: 'Front gateway',
      status: 'PendingEnrollment',
      signingKeys: [],
      createdAtUtc: expect.any(String),
    });

    const jwk = { ...(await newPublicJwk()), alg: 'ES256', use: 'sig', kid: 'gateway-1' };
    const registered = await register(created.gatewayInstanceId, { enrollmentToken: created.enrollmentToken, jwk });
    expect(registered.status).toBe(201);
    const thumbprint = await calculateJwkThumbprint(jwk, 'sha256');
    expect(registered.body).toEqual({ keyId: thumbprint, algorithm: 'ES256' });

    const enrolled = await getGateway(created.gatewayInstanceId);
    expect(enrolled.body).toMatchObject({ status: 'Enrolled' });
    expect(enrolled.body.signingKeys).toEqual([
      {
        keyId: thumbprint,
        jwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
        algorithm: 'ES256',
        registeredAtUtc: expect.any(String),
      },
    ]);

    // The exact replay, and the used token with another valid key: both 409, nothing added.
    const replay = await register(created.gatewayInstanceId, { enrollmentToken: created.enrollmentToken, jwk });
    expectError(replay, 409, 'edge_gateway.replay_rejected');
    const other = await register(created.gatewayInstanceId, {
      enrollmentToken: created.enrollmentToken,
      jwk: await newPublicJwk(),
    });
    expectError(other, 409, 'edge_gateway.replay_rejected');
    expect((await getGateway(created.gatewayInstanceId)).body.signingKeys).toHaveLength(1);

    // The creation names its manager; the registration, made by the gateway with its token, names the gateway.
    const audit = await env.app.dataSource.query(
      `SELECT action, entity_type, user_id, details_json->>'actor' AS actor, details_json->>'keyId' AS "keyId"
         FROM audit_log WHERE entity_id = $1 ORDER BY created_at_utc, id`,
      [created.gatewayInstanceId],
    );
    expect(audit).toEqual([
      { action: 'Create', entity_type: 'EdgeGateway', user_id: manager.user.id, actor: null, keyId: null },
      {
        action: 'Create',
        entity_type: 'EdgeGatewaySigningKey',
        user_id: null,
        actor: `edgeGateway:${created.gatewayInstanceId}`,
        keyId: registered.body.keyId,
      },
    ]);
  });

  it('answers a missing gateway, a wrong and an expired token alike (401), and a refusal leaves the token unused', async () => {
    const { gatewayInstanceId, enrollmentToken } = await createGateway();
    const jwk = await newPublicJwk();
    for (const wrong of [generateEnrollmentToken(), 'not-a-token', '', enrollmentToken.toUpperCase()]) {
      expectError(
        await register(gatewayInstanceId, { enrollmentToken: wrong, jwk }),
        401,
        'edge_gateway.enrollment_invalid',
      );
    }
    expectError(await register(randomUUID(), { enrollmentToken, jwk }), 401, 'edge_gateway.enrollment_invalid');
    // The token comes first: a wrong token with a bad key is still 401, not a verdict on the key.
    expectError(
      await register(gatewayInstanceId, { enrollmentToken: generateEnrollmentToken(), jwk: { kty: 'RSA' } }),
      401,
      'edge_gateway.enrollment_invalid',
    );
    expect(await tokenUsedAt(gatewayInstanceId)).toEqual({ usedAt: null, status: 'PendingEnrollment' });
    expect((await register(gatewayInstanceId, { enrollmentToken, jwk })).status).toBe(201);

    const expired = await createGateway();
    await env.app.dataSource.query(
      `UPDATE licensing_edge_gateways SET enrollment_token_expires_at_utc = now() - interval '1 second' WHERE id = $1`,
      [expired.gatewayInstanceId],
    );
    expectError(
      await register(expired.gatewayInstanceId, {
        enrollmentToken: expired.enrollmentToken,
        jwk: await newPublicJwk(),
      }),
      401,
      'edge_gateway.enrollment_invalid',
    );
    expect(await tokenUsedAt(expired.gatewayInstanceId)).toEqual({ usedAt: null, status: 'PendingEnrollment' });
  });

  it('refuses keys other than a public ES256 key on P-256 (400 invalid_key), leaving the token unused', async () => {
    const { gatewayInstanceId, enrollmentToken } = await createGateway();
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const valid = await newPublicJwk();
    const y = Buffer.from(valid.y!, 'base64url');
    y[31] ^= 1;
    const offCurve = { ...valid, y: y.toString('base64url') };
    const refused: [string, unknown][] = [
      ['private_key_material', privateJwk],
      ['unsupported_curve', await newPublicJwk('ES384')],
      ['unsupported_key_type', await newPublicJwk('RS256')],
      ['point_not_on_curve', offCurve],
      ['unsupported_algorithm', { ...valid, alg: 'ES384' }],
      ['invalid_coordinate', { ...valid, x: valid.x!.slice(1) }],
    ];
    for (const [reason, jwk] of refused) {
      const response = await register(gatewayInstanceId, { enrollmentToken, jwk });
      expectError(response, 400, 'edge_gateway.invalid_key');
      expect(response.body.params).toEqual({ reason });
      expect(response.text).not.toContain(privateJwk.d);
    }
    expect(await tokenUsedAt(gatewayInstanceId)).toEqual({ usedAt: null, status: 'PendingEnrollment' });
    expect((await register(gatewayInstanceId, { enrollmentToken, jwk: valid })).status).toBe(201);
    const [{ count }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS count FROM licensing_edge_gateway_signing_keys WHERE public_jwk ? 'd'`,
    );
    expect(count).toBe(0);
  });

  it('reads bodies strictly (400 edge_gateway.invalid_request) before the token', async () => {
    const { gatewayInstanceId, enrollmentToken } = await createGateway();
    const jwk = await newPublicJwk();
    const bodies: object[] = [
      { enrollmentToken, jwk, extra: 1 },
      { enrollmentToken },
      { jwk },
      { enrollmentToken: 42, jwk },
      { enrollmentToken, jwk: 'not an object' },
      { enrollmentToken, jwk: [jwk] },
      { enrollmentToken: null, jwk },
    ];
    for (const body of bodies)
      expectError(await register(gatewayInstanceId, body), 400, 'edge_gateway.invalid_request');
    const path = `/api/v1/edge-gateways/${gatewayInstanceId}/signing-keys`;
    const duplicate = await env.http
      .post(path)
      .set('Content-Type', 'application/json')
      .send(`{"enrollmentToken":"${enrollmentToken}","enrollmentToken":"${enrollmentToken}","jwk":{}}`);
    expectError(seen(duplicate), 400, 'edge_gateway.invalid_request');
    const malformed = await env.http.post(path).set('Content-Type', 'application/json').send('{"enrollmentToken":');
    expectError(seen(malformed), 400, 'edge_gateway.invalid_request');
    expectError(await register('not-a-uuid', { enrollmentToken, jwk }), 400, 'edge_gateway.invalid_request');
    expect(await tokenUsedAt(gatewayInstanceId)).toEqual({ usedAt: null, status: 'PendingEnrollment' });

    for (const body of [{ name: ' ' }, { name: 'x'.repeat(201) }, { name: 'Tab\tname' }, { name: 'A', extra: 1 }, {}]) {
      const response = await manager.rest('post', '/api/v1/edge-gateways').send(body);
      expectError(response, 400, 'edge_gateway.invalid_request');
    }
    expectError(await getGateway('not-a-uuid'), 400, 'edge_gateway.invalid_request');
  });

  it("answers another tenant's gateway as missing (404 edge_gateway.not_found)", async () => {
    const tenantId = await seedTenant(env.app.dataSource, 'Edge gateway tenant');
    const foreignToken = generateEnrollmentToken();
    const [foreign] = await env.app.dataSource.query(
      `INSERT INTO licensing_edge_gateways (tenant_id, name, enrollment_token_hash, enrollment_token_expires_at_utc)
       VALUES ($1, 'Foreign gateway', $2, $3) RETURNING id`,
      [
        tenantId,
        hashEnrollmentToken(foreignToken, enrollmentTokenSecret(env.app.config.encryptionKey!)),
        enrollmentTokenExpiresAt(new Date()),
      ],
    );
    expectError(await getGateway(foreign.id), 404, 'edge_gateway.not_found');
    expectError(await getGateway(randomUUID()), 404, 'edge_gateway.not_found');
    const viaGraphql = await manager.graphql(`query($id: UUID!) { edgeGateway(id: $id) { name } }`, { id: foreign.id });
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'edge_gateway.not_found', httpStatus: 404 });

    // The key route is not tenant-bound: the token alone admits, and the key lands in the gateway's own tenant.
    const jwk = await newPublicJwk();
    expect((await register(foreign.id, { enrollmentToken: foreignToken, jwk })).status).toBe(201);
    const [key] = await env.app.dataSource.query(
      `SELECT tenant_id FROM licensing_edge_gateway_signing_keys WHERE gateway_id = $1`,
      [foreign.id],
    );
    expect(key.tenant_id).toBe(tenantId);
  });

  it('a service account manages gateways of its own tenant only', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const tenant = await admin.rest('post', '/api/v1/tenants').send({ name: 'Gateway vendor' });
    const account = await admin
      .rest('post', '/api/v1/service-accounts')
      .send({ name: 'Gateway robot', tenantId: tenant.body.id, permissions: ['edge_gateways.manage'] });
    const token = await env.http
      .post('/api/v1/service-accounts/token')
      .send({ clientId: account.body.clientId, clientSecret: account.body.clientSecret });
    const bearer = `Bearer ${token.body.accessToken}`;
    const created = await env.http
      .post('/api/v1/edge-gateways')
      .set('Authorization', bearer)
      .send({ name: 'Robot gw' });
    expect(created.status).toBe(201);
    tokens.push(created.body.enrollmentToken);
    const own = seen(
      await env.http.get(`/api/v1/edge-gateways/${created.body.gatewayInstanceId}`).set('Authorization', bearer),
    );
    expect(own.body).toMatchObject({ name: 'Robot gw', status: 'PendingEnrollment' });
    expectError(await getGateway(created.body.gatewayInstanceId), 404, 'edge_gateway.not_found');
    const [row] = await env.app.dataSource.query(`SELECT tenant_id FROM licensing_edge_gateways WHERE id = $1`, [
      created.body.gatewayInstanceId,
    ]);
    expect(row.tenant_id).toBe(tenant.body.id);
  });

  it('of 10 concurrent registrations with one token exactly one succeeds, the others are replays', async () => {
    const { gatewayInstanceId, enrollmentToken } = await createGateway();
    const jwks = await Promise.all(Array.from({ length: 10 }, () => newPublicJwk()));
    const responses = await Promise.all(jwks.map((jwk) => register(gatewayInstanceId, { enrollmentToken, jwk })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((candidate) => candidate.status === 409))
      expect(response.body.code).toBe('edge_gateway.replay_rejected');
    const winner = responses.find((response) => response.status === 201)!;
    const keys = (await getGateway(gatewayInstanceId)).body.signingKeys;
    expect(keys.map((key: { keyId: string }) => key.keyId)).toEqual([winner.body.keyId]);
  });

  it('works over GraphQL with the same codes', async () => {
    const created = await manager.graphql(
      `mutation($input: CreateEdgeGatewayInput!) { createEdgeGateway(input: $input) { gatewayInstanceId enrollmentToken } }`,
      { input: { name: 'GraphQL gateway' } },
    );
    const { gatewayInstanceId, enrollmentToken } = created.body.data.createEdgeGateway;
    tokens.push(enrollmentToken);
    const mutation = `mutation($id: UUID!, $input: RegisterEdgeGatewaySigningKeyInput!) {
      registerEdgeGatewaySigningKey(gatewayInstanceId: $id, input: $input) { keyId algorithm } }`;
    const jwk = await newPublicJwk();
    const wrong = seen(await env.graphql(mutation, { id: gatewayInstanceId, input: { enrollmentToken: 'x', jwk } }));
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'edge_gateway.enrollment_invalid', httpStatus: 401 });
    const badKey = seen(
      await env.graphql(mutation, { id: gatewayInstanceId, input: { enrollmentToken, jwk: { ...jwk, d: jwk.x } } }),
    );
    expect(badKey.body.errors[0].extensions).toMatchObject({ code: 'edge_gateway.invalid_key', httpStatus: 400 });
    const ok = seen(await env.graphql(mutation, { id: gatewayInstanceId, input: { enrollmentToken, jwk } }));
    expect(ok.body.data.registerEdgeGatewaySigningKey).toEqual({
      keyId: await calculateJwkThumbprint(jwk, 'sha256'),
      algorithm: 'ES256',
    });
    const replay = seen(await env.graphql(mutation, { id: gatewayInstanceId, input: { enrollmentToken, jwk } }));
    expect(replay.body.errors[0].extensions).toMatchObject({ code: 'edge_gateway.replay_rejected', httpStatus: 409 });
    const read = seen(
      await manager.graphql(`query($id: UUID!) { edgeGateway(id: $id) { ${GATEWAY_FIELDS} } }`, {
        id: gatewayInstanceId,
      }),
    );
    expect(read.body.data.edgeGateway).toMatchObject({ status: 'Enrolled', signingKeys: [{ algorithm: 'ES256' }] });

    const anonymous = await env.graphql(
      `mutation { createEdgeGateway(input: { name: "Nobody" }) { gatewayInstanceId } }`,
    );
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthorized');
  });

  it('canary: no enrollment token in any later answer, audit entry or log line', async () => {
    expect(tokens.length).toBeGreaterThan(5);
    const auditRows: { text: string }[] = await env.app.dataSource.query(
      `SELECT concat_ws(' ', message, details_json::text) AS text FROM audit_log
        WHERE entity_type IN ('EdgeGateway', 'EdgeGatewaySigningKey')`,
    );
    expect(auditRows.length).toBeGreaterThan(0);
    const logs = env.logLines();
    expect(logs.some((line) => line.includes('Edge gateway enrollment refused'))).toBe(true);
    for (const token of tokens) {
      const secret = token.slice('egw_'.length);
      expect(laterAnswers.filter((text) => text.includes(secret))).toEqual([]);
      expect(auditRows.filter((row) => row.text.includes(secret))).toEqual([]);
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
