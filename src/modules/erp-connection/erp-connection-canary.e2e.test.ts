import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { useTestEnvironment } from '../../../test/test-environment';

/**
 * A canary password and the simulator's session tokens given to a connection never appear in responses, audit entries,
 * logs or the database, except sealed in `erp_connections.credentials`.
 */
describe('canary: accounting-system credentials never leak', () => {
  const env = useTestEnvironment({ ERP_READ_RETRIES: '0' });
  const canary = (label: string) => `canary${label}${randomBytes(9).toString('hex')}`;
  const password = canary('erp-password');
  const rotatedPassword = canary('erp-rotated');
  const wrongPassword = canary('erp-wrong');
  const responses: Response[] = [];
  const tokens: string[] = [];
  let serviceAccountPassword = '';
  let simulator: ErpSimulator;
  let connectionId: string;

  const secrets = () => [password, rotatedPassword, wrongPassword, serviceAccountPassword, ...tokens];

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 50, password });
    const authenticate = simulator.state.authenticate.bind(simulator.state);
    jest.spyOn(simulator.state, 'authenticate').mockImplementation((login, hash) => {
      const token = authenticate(login, hash);
      tokens.push(token);
      return token;
    });
    const organizationId = await env.createOrganization();
    const admin = await env.clientFor('OrganizationAdmin', { organizationId });
    const call = async (request: Promise<Response>) => {
      const response = await request;
      responses.push(response);
      return response;
    };
    const body = { organizationId, name: 'Canary server', baseUrl: simulator.baseUrl, login: 'admin' };
    await call(admin.rest('post', '/api/erp/connections/probe').send({ ...body, password }));
    await call(admin.rest('post', '/api/erp/connections/probe').send({ ...body, password: wrongPassword }));
    connectionId = (await call(admin.rest('post', '/api/erp/connections').send({ ...body, password }))).body.id;
    await call(admin.rest('post', `/api/erp/connections/${connectionId}/test`));
    await call(
      admin
        .rest('post', `/api/erp/connections/${connectionId}/credentials/rotate`)
        .send({ login: 'admin', password: wrongPassword }),
    );
    simulator.state.users.set('admin', rotatedPassword);
    await call(
      admin
        .rest('post', `/api/erp/connections/${connectionId}/credentials/rotate`)
        .send({ login: 'admin', password: rotatedPassword }),
    );
    await call(admin.rest('post', `/api/erp/connections/${connectionId}/service-account/ensure`));
    serviceAccountPassword = simulator.state.users.get('recon-service')!;
    await call(admin.rest('post', `/api/erp/connections/${connectionId}/test`));
    await call(admin.rest('get', `/api/erp/connections/${connectionId}/references/accounts`));
    await call(admin.rest('get', `/api/erp/connections/${connectionId}`));
    await call(admin.rest('get', `/api/erp/connections?organizationId=${organizationId}`));
    await call(admin.graphql(`{ erpConnection(id: "${connectionId}") { id name baseUrl } }`));
  });

  afterAll(async () => {
    await simulator.close();
  });

  it('exercised the secrets: sessions were opened and the service account exists', () => {
    expect(tokens.length).toBeGreaterThan(3);
    expect(serviceAccountPassword).toMatch(/^[0-9a-f]{24}$/);
    expect(responses.every((response) => response.status < 500)).toBe(true);
  });

  it('puts no password or token in any response body or header', () => {
    for (const response of responses) {
      const text = `${response.text}\n${JSON.stringify(response.headers)}`;
      for (const secret of secrets()) expect(text).not.toContain(secret);
    }
  });

  it('puts no password, login detail or token in the audit entries', async () => {
    const rows: { row: string }[] = await env.app.dataSource.query(
      `SELECT row_to_json(a)::text AS row FROM audit_log a WHERE entity_type = 'ErpConnection'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    const dump = rows.map((row) => row.row).join('\n');
    for (const secret of secrets()) expect(dump).not.toContain(secret);
    expect(dump).not.toMatch(/"(login|password|token)"/);
  });

  it('logs no password or token', () => {
    const logs = env.logLines().join('\n');
    for (const secret of secrets()) expect(logs).not.toContain(secret);
  });

  it('stores the secrets only sealed in erp_connections.credentials', async () => {
    const tables: { table_name: string }[] = await env.app.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of tables) {
      const rows: { row: string }[] = await env.app.dataSource.query(
        `SELECT row_to_json(t)::text AS row FROM "${table_name}" t`,
      );
      dump += rows.map((row) => row.row).join('\n');
    }
    expect(dump).toContain(connectionId);
    for (const secret of secrets()) {
      expect(dump).not.toContain(secret);
      // Not in a bytea column in clear either (row_to_json writes bytea as hex).
      expect(dump).not.toContain(Buffer.from(secret).toString('hex'));
    }
    const stored = await env.app.erpConnections.credentialsOf(env.app.dataSource.manager, connectionId);
    expect(stored).toEqual({
      login: 'admin',
      password: rotatedPassword,
      serviceAccount: { login: 'recon-service', password: serviceAccountPassword },
    });
  });
});
