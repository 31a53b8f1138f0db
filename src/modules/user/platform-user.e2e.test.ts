import { randomBytes, randomUUID } from 'node:crypto';
import { useTestEnvironment } from '../../../test/test-environment';
import { ROLE_IDS } from '../identity/identity.module';

const USER_FIELDS =
  'id email displayName isActive createdAtUtc roleAssignments { assignmentId roleId roleCode organizationId locationId }';

describe('platform users', () => {
  const env = useTestEnvironment();
  const email = () => `platform-user-${randomUUID()}@example.test`;

  async function auditOf(entityId: string) {
    return env.app.dataSource.query(
      'SELECT action, entity_type, user_id, message, details_json::text AS details FROM audit_log WHERE entity_id = $1 ORDER BY created_at_utc',
      [entityId],
    );
  }

  it('creates a user (201, no password in the body) that can sign in, and lists it with its assignments', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const password = `canary-${randomBytes(9).toString('hex')}`;
    const address = email();
    const created = await admin
      .rest('post', '/api/platform/users')
      .send({ email: address, displayName: 'New Person', password, isActive: true, unknownMember: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      email: address,
      displayName: 'New Person',
      isActive: true,
      createdAtUtc: expect.stringMatching(/Z$/),
      roleAssignments: [],
    });
    expect(created.text).not.toContain(password);
    await env.signIn({ id: created.body.id, email: address.toUpperCase(), password });

    const list = await admin.rest('get', '/api/platform/users');
    expect(list.status).toBe(200);
    const mine = list.body.find((user: { id: string }) => user.id === admin.user.id);
    expect(mine.roleAssignments).toEqual([
      {
        assignmentId: expect.any(String),
        roleId: ROLE_IDS.MegaAdmin,
        roleCode: 'MegaAdmin',
        organizationId: null,
        locationId: null,
      },
    ]);
    expect(list.body.some((user: { id: string }) => user.id === created.body.id)).toBe(true);

    const audit = await auditOf(created.body.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'Create', entity_type: 'User', user_id: admin.user.id })]);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('lists users over GraphQL with the same shape', async () => {
    const manager = await env.clientFor('MegaManager');
    const response = await manager.graphql(`{ platformUsers { ${USER_FIELDS} } }`);
    expect(response.body.errors).toBeUndefined();
    const mine = response.body.data.platformUsers.find((user: { id: string }) => user.id === manager.user.id);
    expect(mine).toMatchObject({ email: manager.user.email, isActive: true });
    expect(mine.roleAssignments[0]).toMatchObject({ roleCode: 'MegaManager', organizationId: null });
  });

  it('rejects a duplicate email in any case with 409 user_email_conflict, over REST and GraphQL', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const existing = await env.createUser();
    const rest = await admin
      .rest('post', '/api/platform/users')
      .send({ email: existing.email.toUpperCase(), displayName: 'Twin', password: 'long-enough-1', isActive: true });
    expect(rest.status).toBe(409);
    expect(rest.body.code).toBe('user_email_conflict');
    const graphql = await admin.graphql(
      'mutation ($input: CreatePlatformUserInput!) { createPlatformUser(input: $input) { id } }',
      {
        input: { email: `U${existing.email.slice(1)}`, displayName: 'Twin', password: 'long-enough-1', isActive: true },
      },
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'user_email_conflict', httpStatus: 409 });
  });

  it('rejects a short password, a bad email and a missing member with validation.failed', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const short = await admin
      .rest('post', '/api/platform/users')
      .send({ email: email(), displayName: 'Short', password: 'seven77', isActive: true });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'validation.failed', fieldErrors: { password: expect.any(Array) } });
    expect(short.text).not.toContain('seven77');
    const badEmail = await admin
      .rest('post', '/api/platform/users')
      .send({ email: 'not-an-email', displayName: 'X', password: 'long-enough-1', isActive: true });
    expect(badEmail.body).toMatchObject({ code: 'validation.failed', fieldErrors: { email: expect.any(Array) } });
    const missing = await admin.rest('post', '/api/platform/users').send({ email: email(), password: 'long-enough-1' });
    expect(missing.body.fieldErrors).toMatchObject({ displayName: ['required'], isActive: ['required'] });
    const graphql = await admin.graphql(
      'mutation ($input: CreatePlatformUserInput!) { createPlatformUser(input: $input) { id } }',
      { input: { email: email(), displayName: 'Short', password: 'short', isActive: true } },
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'validation.failed', httpStatus: 400 });
  });

  it('forbids platform user management to organization roles', async () => {
    const organizationId = await env.createOrganization();
    const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
    const rest = await orgAdmin.rest('get', '/api/platform/users');
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('forbidden');
    const graphql = await orgAdmin.graphql('{ platformUsers { id } }');
    expect(graphql.body.errors[0].extensions.code).toBe('forbidden');
  });

  it('updates name and active flag (200) and answers an unknown user with 404 and a bad id with 400', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const target = await env.createUser();
    const updated = await admin
      .rest('put', `/api/platform/users/${target.id}`)
      .send({ displayName: 'Renamed Person', isActive: true });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: target.id, displayName: 'Renamed Person', isActive: true });
    await env.signIn(target);

    const unknown = await admin
      .rest('put', `/api/platform/users/${randomUUID()}`)
      .send({ displayName: 'X', isActive: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const badId = await admin.rest('put', '/api/platform/users/not-a-uuid').send({ displayName: 'X', isActive: true });
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ code: 'validation.failed', fieldErrors: { targetUserId: ['invalid'] } });
    const graphql = await admin.graphql(
      'mutation ($id: UUID!, $input: UpdatePlatformUserInput!) { updatePlatformUser(userId: $id, input: $input) { id } }',
      { id: randomUUID(), input: { displayName: 'X', isActive: true } },
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'not_found', httpStatus: 404 });
  });

  it('resets a password: refresh sessions are revoked and the old access token gets 401 at once', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const target = await env.createUser();
    const session = await env.signIn(target);
    expect((await session.rest('get', '/api/auth/me')).status).toBe(200);
    const newPassword = `canary-${randomBytes(9).toString('hex')}`;

    const reset = await admin
      .rest('put', `/api/platform/users/${target.id}`)
      .send({ displayName: 'Reset Person', isActive: true, password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.text).not.toContain(newPassword);

    expect((await session.rest('get', '/api/auth/me')).status).toBe(401);
    const refresh = await env.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken });
    expect(refresh.status).toBe(401);
    const [revoked] = await env.app.dataSource.query(
      'SELECT revocation_reason FROM refresh_sessions WHERE user_id = $1',
      [target.id],
    );
    expect(revoked.revocation_reason).toBe('password_changed');
    expect(
      (await env.http.post('/api/auth/login').send({ email: target.email, password: target.password })).status,
    ).toBe(401);
    await env.signIn({ ...target, password: newPassword });

    const audit = await auditOf(target.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'Update', entity_type: 'User' })]);
    expect(JSON.parse(audit[0].details)).toMatchObject({ changes: ['displayName', 'isActive', 'password'] });
    expect(JSON.stringify(audit)).not.toContain(newPassword);
  });

  it('deactivates a user: sessions revoked with user_deactivated, sign-in refused', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const target = await env.createUser();
    const session = await env.signIn(target);
    const graphql = await admin.graphql(
      'mutation ($id: UUID!, $input: UpdatePlatformUserInput!) { updatePlatformUser(userId: $id, input: $input) { isActive } }',
      { id: target.id, input: { displayName: 'Gone', isActive: false } },
    );
    expect(graphql.body.data.updatePlatformUser).toEqual({ isActive: false });
    expect((await session.rest('get', '/api/auth/me')).status).toBe(401);
    const [revoked] = await env.app.dataSource.query(
      'SELECT revocation_reason FROM refresh_sessions WHERE user_id = $1',
      [target.id],
    );
    expect(revoked.revocation_reason).toBe('user_deactivated');
    const login = await env.http.post('/api/auth/login').send({ email: target.email, password: target.password });
    expect(login.status).toBe(401);
  });

  it('lets only a MegaAdmin change a user holding a platform role', async () => {
    const manager = await env.clientFor('MegaManager');
    const megaAdmin = await env.createUser({ roles: [{ role: 'MegaAdmin' }] });
    const denied = await manager
      .rest('put', `/api/platform/users/${megaAdmin.id}`)
      .send({ displayName: 'Taken over', isActive: true, password: 'long-enough-1' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
    await env.signIn(megaAdmin);
    const admin = await env.clientFor('MegaAdmin');
    const allowed = await admin
      .rest('put', `/api/platform/users/${megaAdmin.id}`)
      .send({ displayName: 'Still admin', isActive: true });
    expect(allowed.status).toBe(200);
  });

  it('lists the assignable roles', async () => {
    const manager = await env.clientFor('MegaManager');
    const response = await manager.rest('get', '/api/platform/users/roles');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: ROLE_IDS.MegaAdmin, code: 'MegaAdmin', name: 'Mega admin', scope: 'Platform' },
      { id: ROLE_IDS.MegaManager, code: 'MegaManager', name: 'Mega manager', scope: 'Platform' },
      { id: ROLE_IDS.OrganizationAdmin, code: 'OrganizationAdmin', name: 'Organization admin', scope: 'Organization' },
      { id: ROLE_IDS.Accountant, code: 'Accountant', name: 'Accountant', scope: 'Organization' },
      { id: ROLE_IDS.Viewer, code: 'Viewer', name: 'Viewer', scope: 'Organization' },
    ]);
    const graphql = await manager.graphql('{ assignableRoles { code scope } }');
    expect(graphql.body.data.assignableRoles).toHaveLength(5);
  });

  it('loads a list of any length in a constant number of statements', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const statements = async () => {
      const response = await admin.rest('get', '/api/platform/users');
      expect(response.status).toBe(200);
      return { count: response.body.length, statements: await statementCount(response.headers['x-trace-id']) };
    };
    const before = await statements();
    const organizationId = await env.createOrganization();
    for (let index = 0; index < 5; index += 1)
      await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId } }] });
    const after = await statements();
    expect(after.count).toBeGreaterThanOrEqual(before.count + 5);
    expect(after.statements).toBe(before.statements);
  });

  /** The access log line is written when the response finishes, which may be just after the client has it. */
  async function statementCount(traceId: string): Promise<number> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const entry = env
        .logLines()
        .map((line) => JSON.parse(line))
        .find((line) => line.traceId === traceId && typeof line.sqlStatements === 'number');
      if (entry) return entry.sqlStatements;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no access log line for ${traceId}`);
  }
});
