import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

/**
 * Data safety (document 01): plant a password and tokens, drive every sign-in path with them, then look for them
 * in every log line, every response body and every database column.
 */
describe('canary: passwords and tokens never leak', () => {
  const canary = (label: string) => `canary-${label}-${randomBytes(9).toString('hex')}`;
  const adminEmail = `canary-admin-${randomBytes(4).toString('hex')}@example.test`;
  const password = canary('password');
  const wrongPassword = canary('wrong-password');
  const plantedToken = canary('token');
  let env: TestEnvironment;
  const responses: { label: string; response: Response }[] = [];
  const issued: { label: string; accessToken: string; refreshToken: string }[] = [];

  const record = async (label: string, pending: PromiseLike<Response>) => {
    const response = await pending;
    responses.push({ label, response });
    return response;
  };

  beforeAll(async () => {
    env = await createTestEnvironment({ BOOTSTRAP_ADMIN_EMAIL: adminEmail, BOOTSTRAP_ADMIN_PASSWORD: password });

    await record(
      'wrong password',
      env.http.post('/api/auth/login').send({ email: adminEmail, password: wrongPassword }),
    );
    await record(
      'wrong password (graphql)',
      env.graphql('mutation ($i: LoginInput!) { login(input: $i) { accessToken } }', {
        i: { email: adminEmail, password: wrongPassword },
      }),
    );
    await record(
      'password as wrong type',
      env.http.post('/api/auth/login').send({ email: [password], password: { value: password } }),
    );
    const login = await record('login', env.http.post('/api/auth/login').send({ email: adminEmail, password }));
    issued.push({ label: 'login', ...login.body });
    const graphqlLogin = await record(
      'login (graphql)',
      env.graphql('mutation ($i: LoginInput!) { login(input: $i) { accessToken refreshToken } }', {
        i: { email: adminEmail, password },
      }),
    );
    issued.push({ label: 'login (graphql)', ...graphqlLogin.body.data.login });
    const refreshed = await record(
      'refresh',
      env.http.post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken }),
    );
    issued.push({ label: 'refresh', ...refreshed.body });
    await record('refresh replay', env.http.post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken }));
    await record('planted refresh token', env.http.post('/api/auth/refresh').send({ refreshToken: plantedToken }));
    await record('planted bearer', env.http.get('/api/auth/me').set('Authorization', `Bearer ${plantedToken}`));
    await record(
      'planted bearer (graphql)',
      env.graphql('{ me { id } }', undefined, { Authorization: `Bearer ${plantedToken}` }),
    );
    await record('password as bearer', env.http.get('/api/auth/me').set('Authorization', `Bearer ${password}`));
    await record(
      'me',
      env.http.get('/api/auth/me').set('Authorization', `Bearer ${graphqlLogin.body.data.login.accessToken}`),
    );
    await record(
      'logout',
      env.http.post('/api/auth/logout').set('Authorization', `Bearer ${graphqlLogin.body.data.login.accessToken}`),
    );
    await record(
      'refresh after logout',
      env.http.post('/api/auth/refresh').send({ refreshToken: graphqlLogin.body.data.login.refreshToken }),
    );
  });

  afterAll(async () => {
    await env.close();
  });

  it('drove the sign-in paths it meant to (control)', () => {
    const status = Object.fromEntries(responses.map(({ label, response }) => [label, response.status]));
    expect(status).toMatchObject({
      'wrong password': 401,
      login: 200,
      refresh: 200,
      'refresh replay': 401,
      'planted bearer': 401,
      me: 200,
      logout: 204,
    });
    expect(issued.every((session) => session.accessToken && session.refreshToken)).toBe(true);
    expect(env.logLines().length).toBeGreaterThan(responses.length);
  });

  it('finds neither the password nor any token in any log line', () => {
    const logs = env.logLines().join('\n');
    for (const secret of [
      password,
      wrongPassword,
      plantedToken,
      ...issued.flatMap((session) => [session.accessToken, session.refreshToken]),
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('returns no password in any response, and each token only in the response that issued it', () => {
    for (const { label, response } of responses) {
      const body = response.text ?? '';
      for (const secret of [password, wrongPassword, plantedToken]) expect(body).not.toContain(secret);
      for (const session of issued) {
        if (session.label === label) continue;
        expect(body).not.toContain(session.refreshToken);
        expect(body).not.toContain(session.accessToken);
      }
    }
  });

  it('stores no password or token in plaintext in any database column', async () => {
    const tables: { table_name: string }[] = await env.app.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(expect.arrayContaining(['users', 'refresh_sessions']));
    let dump = '';
    for (const { table_name } of tables) {
      const rows: { row: string }[] = await env.app.dataSource.query(
        `SELECT row_to_json(t)::text AS row FROM "${table_name}" t`,
      );
      dump += rows.map((row) => row.row).join('\n');
    }
    expect(dump).toContain(adminEmail);
    for (const secret of [
      password,
      wrongPassword,
      plantedToken,
      ...issued.flatMap((session) => [session.accessToken, session.refreshToken]),
    ]) {
      expect(dump).not.toContain(secret);
    }
    // The hash columns hold argon2id and SHA-256 digests.
    expect(dump).toMatch(/"password_hash":"\$argon2id\$/);
    expect(dump).toMatch(/"token_hash":"[0-9a-f]{64}"/);
  });
});
