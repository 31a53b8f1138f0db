import { randomUUID } from 'node:crypto';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const ADMIN = { login: 'admin', password: 'simulator' };

describe('accounting-system connections', () => {
  const env = useTestEnvironment({ ERP_READ_RETRIES: '0', ERP_TIMEOUT_MS: '3000' });
  let simulator: ErpSimulator;
  let organizationId: string;
  let admin: SignedInClient;

  const fault = (operation: string, mode: string, count = 1) =>
    fetch(`${simulator.baseUrl}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operation, mode, count }),
    });
  const create = (client: SignedInClient, body: Record<string, unknown> = {}) =>
    client.rest('post', '/api/erp/connections').send({
      organizationId,
      name: `Server ${randomUUID().slice(0, 6)}`,
      baseUrl: simulator.baseUrl,
      ...ADMIN,
      ...body,
    });
  const auditActions = async (connectionId: string): Promise<string[]> =>
    (
      await env.app.dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY created_at_utc`, [
        connectionId,
      ])
    ).map((row: { action: string }) => row.action);

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 50 });
  });
  afterAll(async () => {
    await simulator.close();
  });
  beforeEach(async () => {
    simulator.state.reset();
    organizationId = await env.createOrganization();
    admin = await env.clientFor('OrganizationAdmin', { organizationId });
  });

  it('creates connections (the first is the default), lists them paged and reads one and its health', async () => {
    const first = await create(admin, { name: 'Main server' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      organizationId,
      name: 'Main server',
      baseUrl: simulator.baseUrl,
      dialect: 'Reference',
      currency: 'RUB',
      isDefault: true,
      lastCheckStatus: null,
      lastCheckedAtUtc: null,
      serverVersion: null,
      serverEdition: null,
      createdAtUtc: expect.any(String),
      rowVersion: 1,
    });
    const second = await create(admin);
    expect(second.body.isDefault).toBe(false);

    const list = await admin.rest('get', `/api/erp/connections?organizationId=${organizationId}&pageSize=1`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalCount: 2, page: 1, pageSize: 1 });
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([first.body.id]);
    const byHeader = await admin
      .rest('get', '/api/erp/connections?page=2&pageSize=1')
      .set('X-Organization-Id', organizationId);
    expect(byHeader.body.items.map((item: { id: string }) => item.id)).toEqual([second.body.id]);
    expect((await admin.rest('get', '/api/erp/connections?pageSize=101')).status).toBe(400);
    expect((await admin.rest('get', '/api/erp/connections')).body.code).toBe('context.organization.required');

    const one = await admin.rest('get', `/api/erp/connections/${first.body.id}`);
    expect(one.body).toEqual(first.body);
    const health = await admin.rest('get', `/api/erp/connections/${first.body.id}/health`);
    expect(health.body).toEqual({
      connectionId: first.body.id,
      lastCheckStatus: null,
      lastCheckedAtUtc: null,
      serverVersion: null,
      serverEdition: null,
    });
    expect(await auditActions(first.body.id)).toEqual(['ConnectionCreate']);
  });

  it('rejects invalid bodies with validation.failed and fieldErrors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ baseUrl: 'http://user:secret@127.0.0.1:4100' }, 'baseUrl'],
      [{ baseUrl: 'ftp://127.0.0.1' }, 'baseUrl'],
      [{ baseUrl: 'not a url' }, 'baseUrl'],
      [{ name: '   ' }, 'name'],
      [{ login: '' }, 'login'],
      [{ password: '' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const response = await create(admin, body);
      expect({ status: response.status, code: response.body.code }).toEqual({ status: 400, code: 'validation.failed' });
      expect(Object.keys(response.body.fieldErrors)).toEqual([field]);
      expect(response.text).not.toContain('secret');
    }
    const missing = await admin.rest('post', '/api/erp/connections').send({ organizationId, name: 'x' });
    expect(missing.status).toBe(400);
  });

  it('tests a connection: success, rejected credentials and an unavailable server all answer 200', async () => {
    const good = (await create(admin)).body.id;
    const tested = await admin.rest('post', `/api/erp/connections/${good}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body).toEqual({
      success: true,
      lastCheckStatus: 'connected',
      serverVersion: '9.1.8032.0',
      serverEdition: 'Simulator',
      message: expect.any(String),
    });
    const health = (await admin.rest('get', `/api/erp/connections/${good}/health`)).body;
    expect(health).toMatchObject({
      lastCheckStatus: 'connected',
      serverVersion: '9.1.8032.0',
      serverEdition: 'Simulator',
    });
    expect(Date.parse(health.lastCheckedAtUtc)).not.toBeNaN();

    const wrong = (await create(admin, { password: 'not-the-password' })).body.id;
    const rejected = await admin.rest('post', `/api/erp/connections/${wrong}/test`);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      success: false,
      lastCheckStatus: 'auth_failed',
      message: 'The accounting system rejected the credentials.',
    });
    expect((await admin.rest('get', `/api/erp/connections/${wrong}/health`)).body.lastCheckStatus).toBe('auth_failed');

    await fault('serverInfo', 'unavailable');
    const down = await admin.rest('post', `/api/erp/connections/${good}/test`);
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ success: false, lastCheckStatus: 'unavailable' });
    // The last known server version stays; the status says the last check failed.
    expect((await admin.rest('get', `/api/erp/connections/${good}/health`)).body).toMatchObject({
      lastCheckStatus: 'unavailable',
      serverVersion: '9.1.8032.0',
    });
    expect(await auditActions(good)).toEqual(['ConnectionCreate', 'ConnectionTest', 'ConnectionTest']);
    // The signed-in session stays valid after the accounting system rejected credentials.
    expect((await admin.rest('get', '/api/auth/me')).status).toBe(200);
  });

  it('probes a new connection without storing it', async () => {
    const body = { organizationId, name: 'Probe', baseUrl: simulator.baseUrl, ...ADMIN };
    const ok = await admin.rest('post', '/api/erp/connections/probe').send(body);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, lastCheckStatus: 'connected', serverEdition: 'Simulator' });
    const bad = await admin.rest('post', '/api/erp/connections/probe').send({ ...body, password: 'wrong-password' });
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ success: false, lastCheckStatus: 'auth_failed', serverVersion: null });
    const unreachable = await admin
      .rest('post', '/api/erp/connections/probe')
      .send({ ...body, baseUrl: 'http://127.0.0.1:9' });
    expect(unreachable.body).toMatchObject({ success: false, lastCheckStatus: 'unavailable' });
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM erp_connections WHERE organization_id = $1',
      [organizationId],
    );
    expect(count).toBe(0);
    expect(simulator.state.sessions.size).toBe(0);
  });

  it('rotates credentials only after signing in with the new ones', async () => {
    const created = (await create(admin, { login: 'admin', password: 'old-wrong-password' })).body;
    const refused = await admin
      .rest('post', `/api/erp/connections/${created.id}/credentials/rotate`)
      .send({ login: 'admin', password: 'still-wrong' });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 409,
      code: 'erp_credentials_rejected',
    });
    expect(await env.app.erpConnections.credentialsOf(env.app.dataSource.manager, created.id)).toEqual({
      login: 'admin',
      password: 'old-wrong-password',
    });

    const stale = await admin
      .rest('post', `/api/erp/connections/${created.id}/credentials/rotate`)
      .send({ ...ADMIN, rowVersion: 99 });
    expect(stale.body.code).toBe('concurrency.conflict');

    const rotated = await admin
      .rest('post', `/api/erp/connections/${created.id}/credentials/rotate`)
      .send({ ...ADMIN, rowVersion: 1 });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ baseUrl: simulator.baseUrl, rowVersion: 2, lastCheckStatus: 'connected' });
    expect(await env.app.erpConnections.credentialsOf(env.app.dataSource.manager, created.id)).toEqual(ADMIN);
    expect((await admin.rest('post', `/api/erp/connections/${created.id}/test`)).body.success).toBe(true);

    // The server's password changes: the stored one fails until rotated to the new one.
    simulator.state.users.set('admin', 'brand-new-password');
    expect((await admin.rest('post', `/api/erp/connections/${created.id}/test`)).body.lastCheckStatus).toBe(
      'auth_failed',
    );
    await admin
      .rest('post', `/api/erp/connections/${created.id}/credentials/rotate`)
      .send({ login: 'admin', password: 'brand-new-password' })
      .expect(200);
    expect((await admin.rest('post', `/api/erp/connections/${created.id}/test`)).body.success).toBe(true);

    await fault('authenticate', 'unavailable');
    const down = await admin
      .rest('post', `/api/erp/connections/${created.id}/credentials/rotate`)
      .send({ login: 'admin', password: 'brand-new-password' });
    expect({ status: down.status, code: down.body.code }).toEqual({ status: 503, code: 'erp_unavailable' });
    expect(await auditActions(created.id)).toEqual([
      'ConnectionCreate',
      'CredentialsRotate',
      'ConnectionTest',
      'ConnectionTest',
      'CredentialsRotate',
      'ConnectionTest',
    ]);
  });

  it('ensures the service account, stores it sealed and signs in as it afterwards', async () => {
    const id = (await create(admin)).body.id;
    const first = await admin.rest('post', `/api/erp/connections/${id}/service-account/ensure`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ login: 'recon-service', created: true });
    const again = await admin.rest('post', `/api/erp/connections/${id}/service-account/ensure`);
    expect(again.body).toEqual({ login: 'recon-service', created: false });

    const stored = await env.app.erpConnections.credentialsOf(env.app.dataSource.manager, id);
    expect(stored).toEqual({ ...ADMIN, serviceAccount: { login: 'recon-service', password: expect.any(String) } });
    expect(stored.serviceAccount!.password).toBe(simulator.state.users.get('recon-service'));

    const logins: string[] = [];
    const authenticate = simulator.state.authenticate.bind(simulator.state);
    const spy = jest.spyOn(simulator.state, 'authenticate').mockImplementation((login, hash) => {
      logins.push(login);
      return authenticate(login, hash);
    });
    try {
      expect((await admin.rest('post', `/api/erp/connections/${id}/test`)).body.success).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(logins).toEqual(['recon-service']);
    expect(await auditActions(id)).toEqual([
      'ConnectionCreate',
      'ServiceAccountEnsure',
      'ServiceAccountEnsure',
      'ConnectionTest',
    ]);
  });

  it('switches the default explicitly and soft-deletes without choosing a new default', async () => {
    const first = (await create(admin)).body;
    const second = (await create(admin)).body;
    const stale = await admin.rest('post', `/api/erp/connections/${second.id}/default`).send({ rowVersion: 7 });
    expect({ status: stale.status, code: stale.body.code }).toEqual({ status: 409, code: 'concurrency.conflict' });

    const switched = await admin.rest('post', `/api/erp/connections/${second.id}/default`).send({ rowVersion: 1 });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ id: second.id, isDefault: true, rowVersion: 2 });
    expect((await admin.rest('get', `/api/erp/connections/${first.id}`)).body).toMatchObject({
      isDefault: false,
      rowVersion: 2,
    });
    // Without a body too, and idempotent.
    expect((await admin.rest('post', `/api/erp/connections/${second.id}/default`)).body.rowVersion).toBe(2);

    const accounts = await admin.rest('get', `/api/erp/references/accounts?organizationId=${organizationId}`);
    expect(accounts.body.connectionId).toBe(second.id);

    expect((await admin.rest('delete', `/api/erp/connections/${second.id}`)).status).toBe(204);
    expect((await admin.rest('get', `/api/erp/connections/${second.id}`)).status).toBe(409);
    expect((await admin.rest('get', `/api/erp/connections/${second.id}/references/accounts`)).status).toBe(409);
    expect((await admin.rest('delete', `/api/erp/connections/${second.id}`)).status).toBe(409);
    const list = await admin.rest('get', `/api/erp/connections?organizationId=${organizationId}`);
    expect(list.body.items).toEqual([expect.objectContaining({ id: first.id, isDefault: false })]);
    // No default left: the transition path says so instead of picking another connection.
    const missing = await admin.rest('get', `/api/erp/references/accounts?organizationId=${organizationId}`);
    expect({ status: missing.status, code: missing.body.code }).toEqual({
      status: 409,
      code: 'erp_default_connection_missing',
    });
    const [deleted] = await env.app.dataSource.query(
      'SELECT deleted_at_utc IS NOT NULL AS deleted FROM erp_connections WHERE id = $1',
      [second.id],
    );
    expect(deleted.deleted).toBe(true);
    expect(await auditActions(second.id)).toEqual([
      'ConnectionCreate',
      'ConnectionDefault',
      'ConnectionDefault',
      'ConnectionDelete',
    ]);
  });

  it('answers 409 workflow.locked for a deleted connection named by id, once access is established', async () => {
    const id = (await create(admin)).body.id;
    expect((await admin.rest('delete', `/api/erp/connections/${id}`)).status).toBe(204);
    for (const [method, path] of [
      ['get', `/api/erp/connections/${id}`],
      ['get', `/api/erp/connections/${id}/health`],
      ['post', `/api/erp/connections/${id}/test`],
      ['post', `/api/erp/connections/${id}/credentials/rotate`],
      ['post', `/api/erp/connections/${id}/service-account/ensure`],
      ['post', `/api/erp/connections/${id}/default`],
      ['delete', `/api/erp/connections/${id}`],
      ['get', `/api/erp/connections/${id}/references/accounts`],
      ['post', `/api/erp/connections/${id}/sync-suppliers`],
      ['post', `/api/erp/connections/${id}/sync-documents`],
      ['get', `/api/erp/connections/${id}/document-sync-runs`],
    ] as const) {
      const response = await admin.rest(method, path).send(method === 'get' ? undefined : ADMIN);
      expect({ path, status: response.status, code: response.body.code }).toEqual({
        path,
        status: 409,
        code: 'workflow.locked',
      });
      expect(response.body.params).toMatchObject({ entity: 'ErpConnection', state: 'Deleted' });
      expect(response.body.params.operation).toEqual(expect.any(String));
    }
    expect(simulator.state.calls.authenticate).toBe(0);
    const [{ runs }] = await env.app.dataSource.query(
      `SELECT (SELECT count(*) FROM erp_supplier_sync_runs WHERE connection_id = $1)
            + (SELECT count(*) FROM erp_document_sync_runs WHERE connection_id = $1) AS runs`,
      [id],
    );
    expect(Number(runs)).toBe(0);

    // Without access a deleted connection answers exactly as a live one out of reach: its deletion stays hidden.
    const stranger = await env.clientFor('OrganizationAdmin', { organizationId: await env.createOrganization() });
    const live = (await create(admin)).body.id;
    const answer = async (connectionId: string) => {
      const response = await stranger.rest('get', `/api/erp/connections/${connectionId}`);
      return { status: response.status, code: response.body.code };
    };
    expect(await answer(id)).toEqual(await answer(live));
    expect((await answer(id)).status).not.toBe(409);
    const viewer = await env.clientFor('Viewer', { organizationId });
    expect((await viewer.rest('post', `/api/erp/connections/${id}/test`)).body.code).toBe('forbidden');
    expect((await viewer.rest('get', `/api/erp/connections/${id}`)).body.code).toBe('workflow.locked');
  });

  it('refuses base addresses outside the outbound address policy', async () => {
    for (const baseUrl of [
      'http://10.0.0.5:4100',
      'http://192.168.1.20',
      'http://169.254.169.254/latest',
      'http://[fd00::1]:4100',
      'http://[::ffff:10.0.0.1]',
    ]) {
      for (const path of ['/api/erp/connections', '/api/erp/connections/probe']) {
        const response = await admin.rest('post', path).send({ organizationId, name: 'Internal', baseUrl, ...ADMIN });
        expect({ baseUrl, path, status: response.status, body: response.body }).toMatchObject({
          baseUrl,
          path,
          status: 400,
          body: { code: 'validation.failed', fieldErrors: { baseUrl: ['address_not_allowed'] } },
        });
      }
    }
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM erp_connections WHERE organization_id = $1',
      [organizationId],
    );
    expect(count).toBe(0);

    // A stored connection the policy refuses (stored before the policy changed): a failed check, never a call.
    const stored = await env.createErpConnection(organizationId, { baseUrl: 'http://10.0.0.5:4100', ...ADMIN });
    const tested = await admin.rest('post', `/api/erp/connections/${stored}/test`);
    expect({ status: tested.status, body: tested.body }).toEqual({
      status: 200,
      body: {
        success: false,
        lastCheckStatus: 'address_not_allowed',
        serverVersion: null,
        serverEdition: null,
        message: 'The address of the accounting system is not allowed by the outbound address policy.',
      },
    });
    const rotated = await admin.rest('post', `/api/erp/connections/${stored}/credentials/rotate`).send(ADMIN);
    expect({ status: rotated.status, code: rotated.body.code }).toEqual({
      status: 409,
      code: 'erp_address_not_allowed',
    });
  });

  it('denies a connection outside the caller’s scope with forbidden and an unknown one with not_found', async () => {
    const id = (await create(admin)).body.id;
    const otherOrganization = await env.createOrganization();
    const stranger = await env.clientFor('OrganizationAdmin', { organizationId: otherOrganization });
    for (const [method, path] of [
      ['get', `/api/erp/connections/${id}`],
      ['get', `/api/erp/connections/${id}/health`],
      ['post', `/api/erp/connections/${id}/test`],
      ['post', `/api/erp/connections/${id}/credentials/rotate`],
      ['post', `/api/erp/connections/${id}/default`],
      ['delete', `/api/erp/connections/${id}`],
      ['get', `/api/erp/connections/${id}/references/accounts`],
      ['get', `/api/erp/references/accounts?organizationId=${organizationId}`],
    ] as const) {
      // The scoped denial: the connection exists outside the caller's reach; its name never shows.
      const response = await stranger.rest(method, path).send(method === 'get' ? undefined : ADMIN);
      expect({ path, status: response.status, code: response.body.code }).toEqual({
        path,
        status: 403,
        code: 'forbidden',
      });
      expect(response.text).not.toContain('Syrve');
    }
    expect((await create(stranger)).status).toBe(403);
    const unknown = await admin.rest('get', `/api/erp/connections/${randomUUID()}`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);

    const viewer = await env.clientFor('Viewer', { organizationId });
    expect((await create(viewer)).body.code).toBe('forbidden');
    expect((await viewer.rest('post', `/api/erp/connections/${id}/test`)).status).toBe(403);
    expect((await viewer.rest('get', `/api/erp/connections/${id}`)).status).toBe(200);
    expect((await env.http.get(`/api/erp/connections/${id}`)).status).toBe(401);
    expect((await admin.rest('get', '/api/erp/connections/not-a-uuid')).status).toBe(400);
  });

  it('reads references live, then from the local copy (isLive false) while the server is unavailable', async () => {
    const id = (await create(admin)).body.id;
    const live = await admin.rest('get', `/api/erp/connections/${id}/references/accounts`);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ connectionId: id, kind: 'accounts', isLive: true });
    expect(live.body.items.map((item: { id: string }) => item.id)).toEqual([
      'acc-bank-1',
      'acc-cash-1',
      'acc-other-expenses',
    ]);
    expect(live.body.items.every((item: { isLive: boolean }) => item.isLive)).toBe(true);

    await fault('listAccounts', 'unavailable');
    const cached = await admin.rest('get', `/api/erp/connections/${id}/references/accounts`);
    expect(cached.status).toBe(200);
    expect(cached.body).toMatchObject({ connectionId: id, isLive: false, fetchedAtUtc: live.body.fetchedAtUtc });
    expect(cached.body.items).toEqual(live.body.items.map((item: object) => ({ ...item, isLive: false })));

    // Live again once the server answers; the articles have their own copy.
    expect((await admin.rest('get', `/api/erp/connections/${id}/references/accounts`)).body.isLive).toBe(true);
    await fault('listCashFlowArticles', 'unavailable');
    const noCopy = await admin.rest('get', `/api/erp/connections/${id}/references/cash-flow-articles`);
    expect({ status: noCopy.status, code: noCopy.body.code }).toEqual({ status: 503, code: 'erp_unavailable' });
    const articles = await admin
      .rest('get', '/api/erp/references/cash-flow-articles')
      .set('X-Organization-Id', organizationId);
    expect(articles.body).toMatchObject({ connectionId: id, kind: 'cash-flow-articles', isLive: true });
    expect(articles.body.items.map((item: { id: string }) => item.id)).toEqual([
      'cfa-supplier-payments',
      'cfa-supplier-refunds',
      'cfa-bank-fees',
    ]);
    const viewer = await env.clientFor('Viewer', { organizationId });
    expect((await viewer.rest('get', `/api/erp/references/accounts?organizationId=${organizationId}`)).status).toBe(
      200,
    );

    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM erp_reference_snapshots WHERE connection_id = $1',
      [id],
    );
    expect(count).toBe(2);
  });

  it('answers the deprecated operational flags, all on', async () => {
    const viewer = await env.clientFor('Viewer', { organizationId });
    const flags = await viewer.rest('get', '/api/erp/connections/operational-flags');
    expect(flags.status).toBe(200);
    expect(Object.values(flags.body)).toEqual([true, true, true, true, true]);
  });

  it('serves the same operations over GraphQL', async () => {
    const response = await admin.graphql(
      `mutation ($input: CreateErpConnectionInput!) { createErpConnection(input: $input) { id isDefault } }`,
      { input: { organizationId, name: 'GraphQL', baseUrl: simulator.baseUrl, ...ADMIN } },
    );
    const id = response.body.data.createErpConnection.id;
    const read = await admin.graphql(
      `query ($id: UUID!, $org: UUID) { erpConnection(id: $id) { name } erpDefaultAccounts(organizationId: $org) { isLive items { code } } }`,
      { id, org: organizationId },
    );
    expect(read.body.data).toEqual({
      erpConnection: { name: 'GraphQL' },
      erpDefaultAccounts: {
        isLive: true,
        items: expect.arrayContaining([expect.objectContaining({ code: expect.any(String) })]),
      },
    });
  });
});
