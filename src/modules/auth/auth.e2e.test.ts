import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';

const SESSION_FIELDS =
  'accessToken refreshToken tokenType accessTokenExpiresAtUtc refreshTokenExpiresAtUtc user { id email displayName }';
const JWT_SECRET = 'test-signing-secret-that-is-long-enough-0123456789';

describe('sign-in', () => {
  const env = useTestEnvironment();

  describe('login', () => {
    it('answers the session tokens, their expiries and the user over REST', async () => {
      const user = await env.createUser();
      const response = await env.http
        .post('/api/auth/login')
        .send({ email: user.email.toUpperCase(), password: user.password });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        tokenType: 'Bearer',
        accessTokenExpiresAtUtc: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        refreshTokenExpiresAtUtc: expect.stringMatching(/Z$/),
        user: { id: user.id, email: user.email, displayName: expect.any(String) },
      });
      const accessExpiry = Date.parse(response.body.accessTokenExpiresAtUtc) - Date.now();
      expect(accessExpiry).toBeGreaterThan(14 * 60 * 1000);
      expect(accessExpiry).toBeLessThanOrEqual(15 * 60 * 1000);
      const header = JSON.parse(Buffer.from(response.body.accessToken.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('HS256');
    });

    it('answers the same session over GraphQL', async () => {
      const user = await env.createUser();
      const response = await env.graphql(
        `mutation ($input: LoginInput!) { login(input: $input) { ${SESSION_FIELDS} } }`,
        {
          input: { email: user.email, password: user.password },
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.login).toMatchObject({ tokenType: 'Bearer', user: { id: user.id, email: user.email } });
    });

    it.each([
      [
        'a wrong password',
        async (e: TestEnvironment) => ({ email: (await e.createUser()).email, password: 'wrong-password' }),
      ],
      ['an unknown email', async () => ({ email: 'nobody-at-all@example.test', password: 'whatever-password' })],
      [
        'an inactive user',
        async (e: TestEnvironment) => {
          const user = await e.createUser({ isActive: false });
          return { email: user.email, password: user.password };
        },
      ],
    ])('gives 401 invalid_credentials for %s, the same for each', async (_case, credentials) => {
      const body = await credentials(env);
      const response = await env.http.post('/api/auth/login').send(body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        code: 'invalid_credentials',
        message: expect.any(String),
        params: {},
        fieldErrors: {},
        traceId: response.headers['x-trace-id'],
      });
    });

    it('answers a stored hash argon2 cannot read with 500 internal_error, logged, not as a wrong password', async () => {
      const user = await env.createUser();
      await env.app.dataSource.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        user.id,
        '$argon2id$broken',
      ]);
      const response = await env.http.post('/api/auth/login').send({ email: user.email, password: user.password });
      expect([response.status, response.body.code]).toEqual([500, 'internal_error']);
      const traceId = response.headers['x-trace-id'];
      const logged = env
        .logLines()
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'unhandled failure' && entry.traceId === traceId);
      expect(logged).toMatchObject({ level: 50, error: { type: 'TypeError' } });
      expect(JSON.stringify(logged)).not.toContain(user.password);
    });

    it('rejects a missing member or a wrong type with validation.failed and fieldErrors', async () => {
      const missing = await env.http.post('/api/auth/login').send({ email: 'someone@example.test' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'validation.failed', fieldErrors: { password: ['required'] } });
      const wrongType = await env.http
        .post('/api/auth/login')
        .send({ email: 'someone@example.test', password: 12345678 });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body).toMatchObject({ code: 'validation.failed', fieldErrors: { password: ['invalid'] } });
      expect(JSON.stringify(wrongType.body)).not.toContain('12345678');
      const blank = await env.http.post('/api/auth/login').send({ email: '', password: 'x' });
      expect(blank.status).toBe(400);
      expect(blank.body.fieldErrors).toEqual({ email: ['required'] });
    });

    it('ignores unknown JSON members', async () => {
      const user = await env.createUser();
      const response = await env.http
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password, rememberMe: true });
      expect(response.status).toBe(200);
    });
  });

  describe('me', () => {
    it('returns the profile with assignments and sorted permissions over REST and GraphQL', async () => {
      const organizationId = await env.createOrganization();
      const locationId = await env.createLocation(organizationId);
      const user = await env.createUser({
        roles: [
          { role: 'Accountant', scope: { organizationId } },
          { role: 'Viewer', scope: { organizationId, locationId } },
        ],
      });
      const client = await env.signIn(user);
      const rest = await client.rest('get', '/api/auth/me');
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({
        id: user.id,
        email: user.email,
        displayName: expect.any(String),
        isActive: true,
        roleAssignments: expect.arrayContaining([
          {
            assignmentId: expect.any(String),
            roleId: expect.any(String),
            roleCode: 'Accountant',
            organizationId,
            locationId: null,
          },
          {
            assignmentId: expect.any(String),
            roleId: expect.any(String),
            roleCode: 'Viewer',
            organizationId,
            locationId,
          },
        ]),
        permissions: expect.any(Array),
      });
      expect(rest.body.roleAssignments).toHaveLength(2);
      expect(rest.body.permissions).toEqual([...rest.body.permissions].sort());
      expect(rest.body.permissions).toContain('location.bank_statements.upload');
      expect(rest.body.permissions).not.toContain('platform.users.manage');

      const graphql = await client.graphql(
        '{ me { id email isActive permissions roleAssignments { roleCode organizationId locationId } } }',
      );
      expect(graphql.body.data.me).toMatchObject({
        id: user.id,
        email: user.email,
        permissions: rest.body.permissions,
      });
    });

    it('needs a bearer token', async () => {
      const response = await env.http.get('/api/auth/me');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('unauthorized');
    });
  });

  describe('access token verification', () => {
    let userId: string;
    let sessionId: string;
    let otherUsersSessionId: string;

    beforeAll(async () => {
      const client = await env.signIn(await env.createUser());
      const claims = jwt.decode(client.accessToken) as { sub: string; sid: string };
      userId = claims.sub;
      sessionId = claims.sid;
      const other = await env.signIn(await env.createUser());
      otherUsersSessionId = (jwt.decode(other.accessToken) as { sid: string }).sid;
    });

    const forge = (
      options: jwt.SignOptions,
      secret = JWT_SECRET,
      payload: object = { sid: sessionId, typ: 'access' },
    ) =>
      jwt.sign(payload, secret, {
        subject: userId,
        issuer: 'payment-reconciliation',
        audience: 'payment-reconciliation-api',
        expiresIn: 60,
        ...options,
      });

    it('accepts a correctly signed token (control case)', async () => {
      const response = await env.http
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${forge({ algorithm: 'HS256' })}`);
      expect(response.status).toBe(200);
    });

    it.each([
      [
        'alg none',
        () =>
          jwt.sign(
            {
              sid: sessionId,
              typ: 'access',
              sub: userId,
              iss: 'payment-reconciliation',
              aud: 'payment-reconciliation-api',
            },
            '',
            { algorithm: 'none' },
          ),
      ],
      ['another algorithm (HS512)', () => forge({ algorithm: 'HS512' })],
      ['a wrong signature', () => forge({ algorithm: 'HS256' }, 'another-secret-that-is-long-enough-000000000000')],
      ['a wrong audience', () => forge({ algorithm: 'HS256', audience: 'someone-else' })],
      ['a wrong issuer', () => forge({ algorithm: 'HS256', issuer: 'someone-else' })],
      ['an expired token', () => forge({ algorithm: 'HS256', expiresIn: -10 })],
      ['a token of another type', () => forge({ algorithm: 'HS256' }, JWT_SECRET, { sid: sessionId, typ: 'refresh' })],
      [
        'a token without expiry',
        () =>
          jwt.sign({ sid: sessionId, typ: 'access' }, JWT_SECRET, {
            algorithm: 'HS256',
            subject: userId,
            issuer: 'payment-reconciliation',
            audience: 'payment-reconciliation-api',
          }),
      ],
      ['an unknown session', () => forge({ algorithm: 'HS256' }, JWT_SECRET, { sid: randomUUID(), typ: 'access' })],
      [
        'another user’s session',
        () => forge({ algorithm: 'HS256' }, JWT_SECRET, { sid: otherUsersSessionId, typ: 'access' }),
      ],
      ['garbage', () => 'not-a-token'],
    ])('gives 401 unauthorized for %s, over REST and GraphQL', async (_case, token) => {
      const rest = await env.http.get('/api/auth/me').set('Authorization', `Bearer ${token()}`);
      expect(rest.status).toBe(401);
      expect(rest.body.code).toBe('unauthorized');
      const graphql = await env.graphql('{ me { id } }', undefined, { Authorization: `Bearer ${token()}` });
      expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'unauthorized', httpStatus: 401 });
    });
  });

  describe('refresh', () => {
    it('rotates: the new token works, the old one no longer does', async () => {
      const client = await env.signIn(await env.createUser());
      const first = await env.http.post('/api/auth/refresh').send({ refreshToken: client.refreshToken });
      expect(first.status).toBe(200);
      expect(first.body.refreshToken).not.toBe(client.refreshToken);
      expect(first.body).toMatchObject({ tokenType: 'Bearer', user: { id: client.user.id } });
      const second = await env.http.post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken });
      expect(second.status).toBe(200);
      const me = await env.http.get('/api/auth/me').set('Authorization', `Bearer ${second.body.accessToken}`);
      expect(me.status).toBe(200);
    });

    it('revokes the whole session when a rotated token is presented again', async () => {
      const client = await env.signIn(await env.createUser());
      const rotated = await env.http.post('/api/auth/refresh').send({ refreshToken: client.refreshToken });
      expect(rotated.status).toBe(200);
      const replay = await env.http.post('/api/auth/refresh').send({ refreshToken: client.refreshToken });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('unauthorized');
      // The legitimate holder's newer tokens die with the session.
      const newer = await env.http.post('/api/auth/refresh').send({ refreshToken: rotated.body.refreshToken });
      expect(newer.status).toBe(401);
      const me = await env.http.get('/api/auth/me').set('Authorization', `Bearer ${rotated.body.accessToken}`);
      expect(me.status).toBe(401);
    });

    it('lets exactly one of concurrent refreshes with the same token succeed', async () => {
      const client = await env.signIn(await env.createUser());
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => env.http.post('/api/auth/refresh').send({ refreshToken: client.refreshToken })),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 401)).toHaveLength(7);
    });

    it('never accepts an access token as a refresh token, nor a refresh token as a bearer token', async () => {
      const client = await env.signIn(await env.createUser());
      const refreshWithAccess = await env.http.post('/api/auth/refresh').send({ refreshToken: client.accessToken });
      expect([refreshWithAccess.status, refreshWithAccess.body.code]).toEqual([401, 'unauthorized']);
      const graphqlRefreshWithAccess = await env.graphql(
        'mutation ($input: RefreshInput!) { refresh(input: $input) { accessToken } }',
        { input: { refreshToken: client.accessToken } },
      );
      expect(graphqlRefreshWithAccess.body.errors[0].extensions).toMatchObject({
        code: 'unauthorized',
        httpStatus: 401,
      });
      const bearerWithRefresh = await env.http
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${client.refreshToken}`);
      expect(bearerWithRefresh.status).toBe(401);
    });

    it('refuses a user deactivated since sign-in', async () => {
      const client = await env.signIn(await env.createUser());
      await env.app.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [client.user.id]);
      const refresh = await env.http.post('/api/auth/refresh').send({ refreshToken: client.refreshToken });
      expect(refresh.status).toBe(401);
      const me = await client.rest('get', '/api/auth/me');
      expect(me.status).toBe(401);
    });
  });

  describe('logout', () => {
    it('answers 204 and ends the session: refresh token and access token stop working', async () => {
      const client = await env.signIn(await env.createUser());
      const logout = await client.rest('post', '/api/auth/logout');
      expect(logout.status).toBe(204);
      expect(logout.text).toBe('');
      const refresh = await env.http.post('/api/auth/refresh').send({ refreshToken: client.refreshToken });
      expect(refresh.status).toBe(401);
      const me = await client.rest('get', '/api/auth/me');
      expect(me.status).toBe(401);
    });

    it('leaves the user’s other sessions alone', async () => {
      const user = await env.createUser();
      const first = await env.signIn(user);
      const second = await env.signIn(user);
      await first.rest('post', '/api/auth/logout').expect(204);
      await second.rest('get', '/api/auth/me').expect(200);
    });

    it('needs a bearer token', async () => {
      const response = await env.http.post('/api/auth/logout');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('unauthorized');
    });
  });
});

describe('sign-in throttling', () => {
  const env = useTestEnvironment({
    LOGIN_MAX_FAILURES_PER_EMAIL: '3',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
    LOGIN_FAILURE_WINDOW_SECONDS: '120',
  });

  it('blocks an email after repeated failures with 429, Retry-After and an ErrorResponse, even for the right password', async () => {
    const user = await env.createUser();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await env.http.post('/api/auth/login').send({ email: user.email, password: 'wrong' }).expect(401);
    }
    const blocked = await env.http.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(blocked.body).toMatchObject({
      code: 'too_many_requests',
      params: { retryAfterSeconds: retryAfter },
      traceId: blocked.headers['x-trace-id'],
    });

    const graphql = await env.graphql('mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email: user.email, password: user.password },
    });
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'too_many_requests', httpStatus: 429 });
  });

  it('counts failures per client address across emails', async () => {
    // The first test spent 3 of this address's 8 failures.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await env.http
        .post('/api/auth/login')
        .send({ email: `stranger-${attempt}@example.test`, password: 'wrong' })
        .expect(401);
    }
    const user = await env.createUser();
    const blocked = await env.http.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_requests');
  });
});
