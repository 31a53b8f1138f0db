import { createHash, randomUUID } from 'node:crypto';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { IIKO_DEMO_IDS } from '../../erp-simulator/iiko/iiko-demo';
import {
  createTestEnvironment,
  useTestEnvironment,
  type SignedInClient,
  type TestEnvironment,
} from '../../../test/test-environment';

/**
 * Connections in the IikoServer dialect against the simulator's iikoServer: the dialect is chosen at create (and
 * probe), every check signs in, licence refusals are told apart, the references are the server's pay-out types and
 * their chief accounts, and the service holds one licence slot per login for all its calls.
 */

const ADMIN = { login: 'admin', password: 'simulator' };
const CANARY_PASSWORD = 'Canary-Pa55word-iiko';

interface Sessions {
  limit: number;
  open: number;
  ttlMs: number;
  moduleBlocked: boolean;
}

interface Requests {
  counts: Record<string, number>;
  documentExports: { endpoint: string; from: string; to: string }[];
  maxInFlight: number;
}

describe('accounting-system connections in the IikoServer dialect', () => {
  const env = useTestEnvironment({ ERP_READ_RETRIES: '0', ERP_TIMEOUT_MS: '3000' });
  let simulator: ErpSimulator;
  let organizationId: string;
  let admin: SignedInClient;
  const control = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    simulator.control<T>(method, path, body);

  const create = (body: Record<string, unknown> = {}) =>
    admin.rest('post', '/api/erp/connections').send({
      organizationId,
      name: `iikoServer ${randomUUID().slice(0, 6)}`,
      baseUrl: simulator.baseUrl,
      dialect: 'IikoServer',
      ...ADMIN,
      ...body,
    });
  const probe = (body: Record<string, unknown> = {}) =>
    admin.rest('post', '/api/erp/connections/probe').send({
      organizationId,
      name: 'Probe',
      baseUrl: simulator.baseUrl,
      dialect: 'IikoServer',
      ...ADMIN,
      ...body,
    });
  const signIns = async () => (await control<Requests>('GET', 'requests')).counts['api/auth'] ?? 0;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', sessionLimit: 50 });
  });
  afterAll(async () => {
    await simulator.close();
  });
  beforeEach(async () => {
    simulator.state.reset();
    organizationId = await env.createOrganization();
    admin = await env.clientFor('OrganizationAdmin', { organizationId });
  });

  it('creates a connection in the dialect asked for (Reference by default) and refuses an unknown dialect', async () => {
    const iiko = await create({ name: 'Tverskaya server' });
    expect(iiko.status).toBe(201);
    expect(iiko.body).toMatchObject({
      name: 'Tverskaya server',
      baseUrl: simulator.baseUrl,
      dialect: 'IikoServer',
      currency: 'RUB',
      isDefault: true,
      rowVersion: 1,
    });
    expect((await admin.rest('get', `/api/erp/connections/${iiko.body.id}`)).body.dialect).toBe('IikoServer');

    const reference = await admin.rest('post', '/api/erp/connections').send({
      organizationId,
      name: 'Without a dialect',
      baseUrl: simulator.baseUrl,
      ...ADMIN,
    });
    expect(reference.status).toBe(201);
    expect(reference.body).toMatchObject({ dialect: 'Reference', currency: 'RUB', isDefault: false });

    for (const dialect of ['Iiko', 'iikoserver', '', 7]) {
      const refused = await create({ dialect });
      expect({ dialect, status: refused.status, code: refused.body.code }).toEqual({
        dialect,
        status: 400,
        code: 'validation.failed',
      });
    }
    const probed = await probe({ dialect: 'Syrve' });
    expect({ status: probed.status, code: probed.body.code }).toEqual({ status: 400, code: 'validation.failed' });
    const currency = await create({ currency: 'rub' });
    expect({ status: currency.status, code: currency.body.code }).toEqual({ status: 400, code: 'validation.failed' });

    // The same through GraphQL: the dialect is an enum there, so an unknown value never reaches the service.
    const graph = await admin.graphql(
      `mutation($input: CreateErpConnectionInput!) { createErpConnection(input: $input) { dialect currency } }`,
      {
        input: {
          organizationId,
          name: 'GraphQL',
          baseUrl: simulator.baseUrl,
          dialect: 'IikoServer',
          currency: 'KZT',
          ...ADMIN,
        },
      },
    );
    expect(graph.body).toEqual({ data: { createErpConnection: { dialect: 'IikoServer', currency: 'KZT' } } });
    const unknown = await admin.graphql(
      `mutation($input: CreateErpConnectionInput!) { createErpConnection(input: $input) { id } }`,
      { input: { organizationId, name: 'x', baseUrl: simulator.baseUrl, dialect: 'Syrve', ...ADMIN } },
    );
    expect(unknown.body.errors[0].extensions.code).toBe('validation.failed');
    const [{ count }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS count FROM erp_connections WHERE organization_id = $1`,
      [organizationId],
    );
    expect(count).toBe(3);
  });

  it('probes and tests by signing in; wrong credentials are a result (auth_failed), never HTTP 401', async () => {
    const before = await signIns();
    const probed = await probe();
    expect(probed.status).toBe(200);
    expect(probed.body).toEqual({
      success: true,
      lastCheckStatus: 'connected',
      serverVersion: '9.1.8032.0',
      serverEdition: 'default',
      message: 'Connected to the accounting system.',
    });
    expect(await signIns()).toBe(before + 1);

    const wrongProbe = await probe({ password: 'not-the-password' });
    expect(wrongProbe.status).toBe(200);
    expect(wrongProbe.body).toMatchObject({ success: false, lastCheckStatus: 'auth_failed', serverVersion: null });

    const good = (await create()).body.id;
    const tested = await admin.rest('post', `/api/erp/connections/${good}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ success: true, lastCheckStatus: 'connected', serverEdition: 'default' });

    const wrong = (await create({ password: 'not-the-password' })).body.id;
    const rejected = await admin.rest('post', `/api/erp/connections/${wrong}/test`);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({
      success: false,
      lastCheckStatus: 'auth_failed',
      serverVersion: null,
      serverEdition: null,
      message: 'The accounting system rejected the credentials.',
    });
    expect((await admin.rest('get', `/api/erp/connections/${wrong}/health`)).body.lastCheckStatus).toBe('auth_failed');
    // The caller's own session is untouched by the accounting system's refusal.
    expect((await admin.rest('get', '/api/auth/me')).status).toBe(200);
    // Nothing of the password or its hash leaves the service.
    expect(JSON.stringify([wrongProbe.body, rejected.body])).not.toMatch(/not-the-password|[0-9a-f]{40}/);
  });

  it('tells a full licence from a licence without the API module', async () => {
    const id = (await create()).body.id;
    const test = async () => (await admin.rest('post', `/api/erp/connections/${id}/test`)).body;

    expect(await test()).toMatchObject({ success: true, lastCheckStatus: 'connected' });
    // The server restarted (every session gone) and has no slot left: the session the service stored is dead, and
    // the check must find out rather than answer from the server information alone, which needs no session.
    await control('POST', 'sessions', { expireAll: true, limit: 0 });
    const full = await test();
    expect(full).toMatchObject({ success: false, lastCheckStatus: 'unavailable' });

    await control('POST', 'sessions', { limit: 50, moduleBlocked: true });
    const blocked = await test();
    expect(blocked).toMatchObject({ success: false, lastCheckStatus: 'unavailable' });
    expect(full.message).toMatch(/no free session/i);
    expect(blocked.message).toMatch(/licen[cs]e .*API module/i);
    expect(full.message).not.toBe(blocked.message);

    await control('POST', 'sessions', { moduleBlocked: false });
    expect(await test()).toMatchObject({ success: true, lastCheckStatus: 'connected' });
  });

  it('lists the pay-out types that pay a supplier, named from their accounts, and their chief accounts', async () => {
    const id = (await create()).body.id;
    const accounts = await admin.rest('get', `/api/erp/connections/${id}/references/accounts`);
    expect(accounts.status).toBe(200);
    expect(accounts.body).toMatchObject({ connectionId: id, kind: 'accounts', isLive: true });
    expect(accounts.body.items).toEqual([
      { id: 'acc-bank-1', code: '51.01', name: 'Расчётный счёт, АО «Банк»', accountId: null, isLive: true },
      { id: 'acc-cash-1', code: '50.01', name: 'Касса ресторана', accountId: null, isLive: true },
      { id: IIKO_DEMO_IDS.accountBankFees, code: '6.04', name: 'Банковские комиссии', accountId: null, isLive: true },
    ]);
    const articles = await admin.rest('get', `/api/erp/connections/${id}/references/cash-flow-articles`);
    expect(articles.status).toBe(200);
    // Not offered: the pay-in type, the deleted one, the one without a chief account, employees and expenses.
    expect(articles.body.items).toEqual([
      {
        id: 'cfa-supplier-payments',
        code: 'CF-01',
        name: 'Расчётный счёт, АО «Банк» → Расчеты с поставщиками · CF-01',
        accountId: 'acc-bank-1',
        isLive: true,
      },
      {
        id: 'cfa-supplier-refunds',
        code: 'CF-02',
        name: 'Касса ресторана → Расчеты с поставщиками · CF-02',
        accountId: 'acc-cash-1',
        isLive: true,
      },
      {
        id: IIKO_DEMO_IDS.typeBankFee,
        code: 'CF-07',
        name: 'Банковские комиссии → Расчеты с поставщиками · CF-07',
        accountId: IIKO_DEMO_IDS.accountBankFees,
        isLive: true,
      },
    ]);
    const ids = articles.body.items.map((item: { id: string }) => item.id);
    for (const hidden of [IIKO_DEMO_IDS.typePayIn, IIKO_DEMO_IDS.typeDeleted, IIKO_DEMO_IDS.typeEmployees]) {
      expect(ids).not.toContain(hidden);
    }

    // While the server is down the stored copy answers, marked not live, with the chief accounts kept.
    await control('POST', 'faults', { operation: 'listCashFlowArticles', mode: 'unavailable', count: 1 });
    const copy = await admin.rest('get', `/api/erp/connections/${id}/references/cash-flow-articles`);
    expect(copy.status).toBe(200);
    expect(copy.body.isLive).toBe(false);
    expect(copy.body.items.map((item: { accountId: string }) => item.accountId)).toEqual([
      'acc-bank-1',
      'acc-cash-1',
      IIKO_DEMO_IDS.accountBankFees,
    ]);
  });

  it('rotates credentials by signing in with the new ones, even on a licence of one slot', async () => {
    simulator.state.users.set('cashier', 'cashier-password');
    const id = (await create()).body.id;
    expect((await admin.rest('post', `/api/erp/connections/${id}/test`)).body.success).toBe(true);
    // The service's session of the old login holds the server's only slot.
    await control('POST', 'sessions', { limit: 1 });
    expect((await control<Sessions>('GET', 'sessions')).open).toBe(1);

    const rejected = await admin
      .rest('post', `/api/erp/connections/${id}/credentials/rotate`)
      .send({ login: 'cashier', password: 'wrong' });
    expect({ status: rejected.status, code: rejected.body.code }).toEqual({
      status: 409,
      code: 'erp_credentials_rejected',
    });
    expect(await env.app.erpConnections.credentialsOf(env.app.dataSource.manager, id)).toEqual(ADMIN);

    const before = await signIns();
    const rotated = await admin
      .rest('post', `/api/erp/connections/${id}/credentials/rotate`)
      .send({ login: 'cashier', password: 'cashier-password', rowVersion: 1 });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ rowVersion: 2, lastCheckStatus: 'connected', serverEdition: 'default' });
    expect(await signIns()).toBe(before + 1);
    expect(await env.app.erpConnections.credentialsOf(env.app.dataSource.manager, id)).toEqual({
      login: 'cashier',
      password: 'cashier-password',
    });
    // The new login's session is the one the next calls use: no further sign-in, still one slot.
    expect((await admin.rest('post', `/api/erp/connections/${id}/test`)).body.success).toBe(true);
    expect(await signIns()).toBe(before + 1);
    expect((await control<Sessions>('GET', 'sessions')).open).toBe(1);
  });

  it('answers ensure-service-account with the not-supported mapping: iikoServer has no call to set a password', async () => {
    const id = (await create()).body.id;
    const ensured = await admin.rest('post', `/api/erp/connections/${id}/service-account/ensure`);
    expect(ensured.status).toBe(409);
    expect(ensured.body).toMatchObject({
      code: 'erp_request_rejected',
      params: { operation: 'ensureServiceAccount', kind: 'not-supported' },
    });
    expect(await env.app.erpConnections.credentialsOf(env.app.dataSource.manager, id)).toEqual(ADMIN);
    const [{ count }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1 AND action = 'ServiceAccountEnsure'`,
      [id],
    );
    expect(count).toBe(0);
  });
});

describe('IikoServer sessions of the API process', () => {
  let simulator: ErpSimulator;
  let env: TestEnvironment | null = null;
  const control = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    simulator.control<T>(method, path, body);

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', sessionLimit: 3, password: CANARY_PASSWORD });
  });
  afterAll(async () => {
    await env?.close();
    await simulator.close();
  });

  it('signs in once for many calls, once more after the session expired, and logs out when the process closes', async () => {
    env = await createTestEnvironment({ ERP_READ_RETRIES: '0', ERP_TIMEOUT_MS: '3000' });
    const organizationId = await env.createOrganization();
    const admin = await env.clientFor('OrganizationAdmin', { organizationId });
    const created = await admin.rest('post', '/api/erp/connections').send({
      organizationId,
      name: 'Sessions',
      baseUrl: simulator.baseUrl,
      dialect: 'IikoServer',
      login: 'admin',
      password: CANARY_PASSWORD,
    });
    const id = created.body.id as string;
    const calls = [
      () => admin.rest('post', `/api/erp/connections/${id}/test`),
      () => admin.rest('get', `/api/erp/connections/${id}/references/accounts`),
      () => admin.rest('get', `/api/erp/connections/${id}/references/cash-flow-articles`),
      () => admin.rest('post', `/api/erp/connections/${id}/sync-suppliers`),
      () => admin.rest('post', `/api/erp/connections/${id}/sync-documents?from=2025-01-01&to=2025-01-31`),
    ];
    // Concurrent calls too: the first to need a session signs in, the others wait for it at the server gate.
    const answers = await Promise.all([...calls, ...calls].map((call) => call()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const tokens = [...simulator.state.sessions.keys()];
    const afterMany = await control<Requests>('GET', 'requests');
    expect(afterMany.counts['api/auth']).toBe(1);
    expect(afterMany.maxInFlight).toBe(1);
    expect(await control<Sessions>('GET', 'sessions')).toMatchObject({ open: 1 });

    // The server ends idle sessions (about an hour on a real one): the next call is refused once, signs in once
    // more and goes through.
    await control('POST', 'sessions', { ttlMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await control<Sessions>('GET', 'sessions')).open).toBe(0);
    await control('POST', 'sessions', { ttlMs: 3_600_000 });
    for (const call of calls) expect((await call()).status).toBe(200);
    const afterExpiry = await control<Requests>('GET', 'requests');
    expect(afterExpiry.counts['api/auth']).toBe(2);
    expect((await control<Sessions>('GET', 'sessions')).open).toBe(1);

    tokens.push(...simulator.state.sessions.keys());
    // Neither the password, nor its hash (what the server is sent), nor a session token is ever written down.
    const audit = JSON.stringify(
      await env.app.dataSource.query('SELECT message, details_json FROM audit_log WHERE organization_id = $1', [
        organizationId,
      ]),
    );
    const written = [...env.logLines(), audit, ...answers.map((answer) => answer.text)].join('\n');
    for (const secret of [CANARY_PASSWORD, createHash('sha1').update(CANARY_PASSWORD).digest('hex'), ...tokens]) {
      expect(written).not.toContain(secret);
    }

    await env.close();
    env = null;
    expect((await control<Sessions>('GET', 'sessions')).open).toBe(0);
    expect((await control<Requests>('GET', 'requests')).counts['api/logout']).toBe(1);
  });
});
