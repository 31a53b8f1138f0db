import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import { DEFAULT_TENANT_ID } from './licensing-tenant';

const WHO_AM_I = 'query { licensingWhoAmI { tenantId kind } }';

/** Vendor tenants and service accounts over the real server, REST and GraphQL (docs/licensing.md). */
describe('licensing tenants and service accounts', () => {
  const env = useTestEnvironment();
  let admin: SignedInClient;
  let manager: SignedInClient;

  const createAccount = async (body: Record<string, unknown>) => {
    const response = await admin.rest('post', '/api/v1/service-accounts').send(body);
    expect(response.status).toBe(201);
    return response.body as { id: string; clientId: string; clientSecret: string };
  };
  const exchange = (clientId: string, clientSecret: string) =>
    env.http.post('/api/v1/service-accounts/token').send({ clientId, clientSecret });
  const tokenOf = async (account: { clientId: string; clientSecret: string }) => {
    const response = await exchange(account.clientId, account.clientSecret);
    expect(response.status).toBe(200);
    return response.body as { accessToken: string; tokenType: string; accessTokenExpiresAtUtc: string };
  };
  const whoAmI = (token: string) =>
    env.http.post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: WHO_AM_I });

  beforeAll(async () => {
    admin = await env.clientFor('MegaAdmin');
    manager = await env.clientFor('MegaManager');
  });

  it('creates a tenant (audited) and a service account acting in it; the secret is shown once only', async () => {
    const tenant = await admin.rest('post', '/api/v1/tenants').send({ name: 'Vendor A' });
    expect(tenant.status).toBe(201);
    expect(Object.keys(tenant.body)).toEqual(['id']);
    const tenantAudit = await env.app.dataSource.query(
      `SELECT action, entity_type, user_id FROM audit_log WHERE entity_id = $1`,
      [tenant.body.id],
    );
    expect(tenantAudit).toEqual([{ action: 'Create', entity_type: 'LicensingTenant', user_id: admin.user.id }]);

    const account = await createAccount({
      name: 'Billing robot',
      tenantId: tenant.body.id,
      permissions: ['customers.read', 'catalog.manage'],
    });
    expect(account.clientId).toMatch(/^sa_[0-9a-f]{32}$/);
    expect(account.clientSecret.length).toBeGreaterThanOrEqual(43);

    const token = await tokenOf(account);
    expect(token.tokenType).toBe('Bearer');
    expect(Date.parse(token.accessTokenExpiresAtUtc)).toBeGreaterThan(Date.now());
    const me = await whoAmI(token.accessToken);
    expect(me.body.data.licensingWhoAmI).toEqual({ tenantId: tenant.body.id, kind: 'serviceAccount' });

    // The canary: the secret appears in no later answer, audit entry, stored column or log line.
    const audit = await env.app.dataSource.query(`SELECT * FROM audit_log WHERE entity_id = $1`, [account.id]);
    expect(audit).toHaveLength(1);
    const stored = await env.app.dataSource.query(
      `SELECT id, tenant_id, name, client_id, encode(client_secret_hash, 'hex') AS hash, permissions
         FROM licensing_service_accounts WHERE id = $1`,
      [account.id],
    );
    expect(stored[0].permissions).toEqual(['catalog.manage', 'customers.read']);
    const later = [JSON.stringify(token), JSON.stringify(me.body), JSON.stringify(audit), JSON.stringify(stored)];
    for (const text of [...later, ...env.logLines()]) expect(text).not.toContain(account.clientSecret);
  });

  it('acts in the default tenant for a null tenantId; platform users act there too', async () => {
    const account = await createAccount({ name: 'Default robot', tenantId: null, permissions: ['customers.read'] });
    const token = await tokenOf(account);
    expect((await whoAmI(token.accessToken)).body.data.licensingWhoAmI.tenantId).toBe(DEFAULT_TENANT_ID);
    const mine = await manager.graphql(WHO_AM_I);
    expect(mine.body.data.licensingWhoAmI).toEqual({ tenantId: DEFAULT_TENANT_ID, kind: 'user' });
  });

  it('refuses a service account outside its permissions and on every organization-scoped route', async () => {
    const account = await createAccount({ name: 'Catalog robot', permissions: ['catalog.manage'] });
    const { accessToken } = await tokenOf(account);
    const bearer = `Bearer ${accessToken}`;
    const organizationId = await env.createOrganization();

    expect((await whoAmI(accessToken)).body.errors[0].extensions.code).toBe('forbidden');
    expect((await env.http.get('/api/v1/platform-plans').set('Authorization', bearer)).status).toBe(403);
    expect((await env.http.post('/api/v1/tenants').set('Authorization', bearer).send({ name: 'x' })).status).toBe(403);
    const organization = await env.http
      .get(`/api/platform/organizations/${organizationId}`)
      .set('Authorization', bearer);
    expect(organization.status).toBe(403);
    const dashboard = await env.http
      .get('/api/dashboard')
      .set('Authorization', bearer)
      .set('X-Organization-Id', organizationId)
      .set('X-Location-Id', await env.createLocation(organizationId));
    expect(dashboard.status).toBe(403);
    // A service account is no user: the signed-in users' own operations (`me`) refuse it.
    expect(
      (await env.graphql('query { me { id } }', {}, { Authorization: bearer })).body.errors[0].extensions.code,
    ).toBe('forbidden');
  });

  it('kills the tokens of a deleted service account at once', async () => {
    const account = await createAccount({ name: 'Doomed robot', permissions: ['customers.read'] });
    const { accessToken } = await tokenOf(account);
    expect((await whoAmI(accessToken)).body.data.licensingWhoAmI.kind).toBe('serviceAccount');

    const deleted = await admin.rest('delete', `/api/v1/service-accounts/${account.id}`);
    expect(deleted.status).toBe(204);
    expect((await whoAmI(accessToken)).body.errors[0].extensions.code).toBe('unauthorized');
    const again = await exchange(account.clientId, account.clientSecret);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('invalid_credentials');
    const twice = await admin.rest('delete', `/api/v1/service-accounts/${account.id}`);
    expect(twice.body.code).toBe('tenancy.not_found');
  });

  it('answers 401 invalid_credentials for a wrong secret or an unknown client', async () => {
    const account = await createAccount({ name: 'Guarded robot', permissions: ['licenses.manage'] });
    for (const [clientId, secret] of [
      [account.clientId, `${account.clientSecret}x`],
      ['sa_unknown', account.clientSecret],
    ]) {
      const response = await exchange(clientId, secret);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('invalid_credentials');
    }
  });

  it('validates the body: an unknown or platform-only permission is 400 tenancy.invalid_request', async () => {
    for (const permissions of [
      ['customers.read', 'users.manage'],
      ['platform.tenants.manage'],
      ['platform_plans.manage'],
    ]) {
      const response = await admin.rest('post', '/api/v1/service-accounts').send({ name: 'Bad robot', permissions });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('tenancy.invalid_request');
    }
    const blank = await admin.rest('post', '/api/v1/tenants').send({ name: '  ' });
    expect(blank.body.code).toBe('tenancy.invalid_request');
    const unknownTenant = await admin
      .rest('post', '/api/v1/service-accounts')
      .send({ name: 'Lost robot', tenantId: '00000000-0000-4000-8000-000000000000', permissions: [] });
    expect(unknownTenant.status).toBe(404);
    expect(unknownTenant.body.code).toBe('tenancy.not_found');
  });

  it('lets only holders of platform.tenants.manage manage tenants and service accounts', async () => {
    const body = { name: 'Manager robot', permissions: ['customers.read'] };
    expect((await manager.rest('post', '/api/v1/service-accounts').send(body)).status).toBe(403);
    expect((await manager.rest('post', '/api/v1/tenants').send({ name: 'Vendor M' })).status).toBe(403);
    const account = await createAccount(body);
    expect((await manager.rest('delete', `/api/v1/service-accounts/${account.id}`)).status).toBe(403);
  });
});
