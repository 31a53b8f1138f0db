import { setTimeout as sleep } from 'node:timers/promises';
import type { ErpSimulator } from '../erp-simulator';
import { sha1Hex } from '../simulator-state';
import { startIiko, type IikoTestClient } from './iiko-test-client';

let simulator: ErpSimulator;
let client: IikoTestClient;

const PASS = sha1Hex('simulator');
const SUPPLIERS = '/resto/api/suppliers';
const TEXT = 'text/plain;charset=UTF-8';

beforeAll(async () => {
  ({ simulator, client } = await startIiko());
});

beforeEach(async () => {
  await client.control('POST', 'reset');
});

afterAll(async () => {
  await simulator.close();
});

describe('auth', () => {
  it('signs in by GET or POST, with the parameters in the query or a form body, and sets the key cookie', async () => {
    const byQuery = await client.request('GET', `/resto/api/auth?login=admin&pass=${PASS}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.contentType).toBe(TEXT);
    expect(byQuery.text).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(byQuery.headers.get('set-cookie')).toContain(`key=${byQuery.text}`);
    const byPostQuery = await client.request('POST', `/resto/api/auth?login=admin&pass=${PASS}`);
    expect(byPostQuery.status).toBe(200);
    const byForm = await client.request('POST', '/resto/api/auth', {
      contentType: 'application/x-www-form-urlencoded',
      body: `login=admin&pass=${PASS}`,
    });
    expect(byForm.status).toBe(200);
    expect(new Set([byQuery.text, byPostQuery.text, byForm.text]).size).toBe(3);
    expect(simulator.state.sessions.size).toBe(3);
  });

  it('answers 401 text for a wrong login, a wrong password, the password itself or a salted hash', async () => {
    for (const query of [
      `login=nobody&pass=${PASS}`,
      `login=admin&pass=${sha1Hex('wrong')}`,
      'login=admin&pass=simulator',
      `login=admin&pass=${sha1Hex('resto#simulator')}`,
      `login=admin&pass=${PASS.toUpperCase()}`,
      '',
    ]) {
      const reply = await client.request('GET', `/resto/api/auth?${query}`);
      expect({ query, status: reply.status, type: reply.contentType }).toEqual({ query, status: 401, type: TEXT });
    }
    expect(simulator.state.sessions.size).toBe(0);
  });

  it('refuses a session beyond the licence slots with the 403 licence text; logout frees the slot', async () => {
    await client.control('POST', 'sessions', { limit: 2 });
    const first = await client.signIn();
    const second = await client.signIn();
    const refused = await client.request('GET', `/resto/api/auth?login=admin&pass=${PASS}`);
    expect(refused).toMatchObject({
      status: 403,
      contentType: TEXT,
      text: 'License enhancement is required: no connections available for module 28008806',
    });
    const logout = await client.request('GET', `/resto/api/logout?key=${first}`);
    expect(logout).toMatchObject({ status: 200, text: first });
    const third = await client.signIn();
    // Logout by form body and by cookie, as clients do.
    expect(
      (
        await client.request('POST', '/resto/api/logout', {
          contentType: 'application/x-www-form-urlencoded',
          body: `key=${second}`,
        })
      ).status,
    ).toBe(200);
    expect((await client.request('POST', '/resto/api/logout', { headers: { cookie: `key=${third}` } })).status).toBe(
      200,
    );
    expect((await client.control('GET', 'sessions')).body).toMatchObject({ limit: 2, open: 0 });
    // Logging out twice: the token is gone.
    expect((await client.request('GET', `/resto/api/logout?key=${first}`)).status).toBe(401);
  });

  it('refuses every sign-in with 403 while the API module is blocked', async () => {
    expect((await client.control('POST', 'sessions', { moduleBlocked: true })).body).toMatchObject({
      moduleBlocked: true,
    });
    expect(await client.request('POST', `/resto/api/auth?login=admin&pass=${PASS}`)).toMatchObject({
      status: 403,
      contentType: TEXT,
      text: 'Module 28008806 is blocked within current license',
    });
    await client.control('POST', 'sessions', { moduleBlocked: false });
    await client.signIn();
    expect((await client.control('POST', 'sessions', { moduleBlocked: 'yes' })).status).toBe(400);
  });
});

describe('session key', () => {
  it('takes the key from the query or the key cookie; missing or unknown is 401 text', async () => {
    const token = await client.signIn();
    expect((await client.get(SUPPLIERS, token)).status).toBe(200);
    expect((await client.request('GET', SUPPLIERS, { headers: { cookie: `other=1; key=${token}` } })).status).toBe(200);
    for (const path of [SUPPLIERS, `${SUPPLIERS}?key=`, `${SUPPLIERS}?key=00000000-0000-0000-0000-000000000000`]) {
      expect(await client.request('GET', path)).toMatchObject({ status: 401, contentType: TEXT });
    }
    expect(await client.request('POST', '/resto/api/v2/reports/olap', { body: '{}' })).toMatchObject({ status: 401 });
  });

  it('expires a session idle longer than the TTL, freeing its slot; activity keeps it alive', async () => {
    await client.control('POST', 'sessions', { limit: 1, ttlMs: 400 });
    const token = await client.signIn();
    for (let i = 0; i < 4; i += 1) {
      await sleep(150);
      expect((await client.get(SUPPLIERS, token)).status).toBe(200);
    }
    await sleep(550);
    expect(await client.get(SUPPLIERS, token)).toMatchObject({ status: 401, contentType: TEXT });
    expect((await client.control('GET', 'sessions')).body).toEqual({
      limit: 1,
      open: 0,
      ttlMs: 400,
      moduleBlocked: false,
    });
    await client.signIn();
  });

  it('frees an expired slot at the next sign-in; the TTL comes from the option and reset restores it', async () => {
    // A TTL long enough that the second sign-in lands inside it even on a busy machine.
    const short = await startIiko({ sessionTtlMs: 1_000, sessionLimit: 1 });
    try {
      await short.client.signIn();
      expect((await short.client.request('GET', `/resto/api/auth?login=admin&pass=${PASS}`)).status).toBe(403);
      await sleep(1_100);
      const token = await short.client.signIn();
      await short.client.control('POST', 'sessions', { ttlMs: 3_600_000 });
      await short.client.control('POST', 'reset');
      expect((await short.client.control('GET', 'sessions')).body).toMatchObject({ ttlMs: 1_000, open: 0 });
      expect((await short.client.get(SUPPLIERS, token)).status).toBe(401);
    } finally {
      await short.simulator.close();
    }
  });

  it('defaults to a one-hour TTL and lets expireAll end every session', async () => {
    const token = await client.signIn();
    expect((await client.control('GET', 'sessions')).body).toMatchObject({ ttlMs: 3_600_000, open: 1 });
    await client.control('POST', 'sessions', { expireAll: true });
    expect((await client.get(SUPPLIERS, token)).status).toBe(401);
    expect((await client.control('POST', 'sessions', { ttlMs: -1 })).status).toBe(400);
  });
});

describe('paths and methods', () => {
  it('answers 404 text for an unknown path and 405 for a wrong method, never HTML', async () => {
    const token = await client.signIn();
    for (const path of ['/resto/api/nothing', '/resto/api/v2/payInOuts/addPayIn', '/', '/resto/api/accounts']) {
      const reply = await client.get(path, token);
      expect({ path, status: reply.status, type: reply.contentType }).toEqual({ path, status: 404, type: TEXT });
    }
    const get = await client.get('/resto/api/v2/payInOuts/addPayOut', token);
    expect(get).toMatchObject({ status: 405, contentType: TEXT });
    expect(get.headers.get('allow')).toBe('POST');
    expect((await client.request('DELETE', `/resto/api/auth?login=admin&pass=${PASS}`)).status).toBe(405);
  });
});
