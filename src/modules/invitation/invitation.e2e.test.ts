import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { ROLE_IDS } from '../identity/identity.module';
import { INVITE_TTL_SECONDS } from './invitation.service';

const CHECK = `query ($input: InviteTokenInput!) {
  checkInvite(input: $input) { inviteId expiresAtUtc organizationId locationId roleCode }
}`;
const ACCEPT = `mutation ($input: AcceptInviteInput!) {
  acceptInvite(input: $input) { inviteId userId userCreated roleAssignmentCreated }
}`;

describe('invitations', () => {
  const env = useTestEnvironment();
  let admin: SignedInClient;
  let organizationId: string;
  let outletId: string;

  beforeAll(async () => {
    admin = await env.clientFor('MegaAdmin');
    organizationId = await env.createOrganization();
    outletId = await env.createLocation(organizationId);
  });

  const inviteeEmail = () => `invitee-${randomUUID()}@example.test`;
  const canary = () => `canary-${randomBytes(9).toString('hex')}`;
  const tokenKey = (token: string) => `invite:${createHash('sha256').update(token).digest('hex')}`;

  async function invite(body: Record<string, unknown> = {}, client = admin) {
    const response = await client
      .rest('post', '/api/platform/users/invites')
      .send({ email: inviteeEmail(), roleId: ROLE_IDS.Accountant, organizationId, locationId: outletId, ...body });
    expect(response.status).toBe(201);
    return response.body as { inviteId: string; inviteToken: string; expiresAtUtc: string };
  }

  it('creates (201), checks (200) and accepts (200) an invitation; the new user signs in with the password', async () => {
    const email = inviteeEmail();
    const before = Date.now();
    const created = await admin
      .rest('post', '/api/platform/users/invites')
      .send({ email, roleId: ROLE_IDS.Accountant, organizationId, locationId: outletId });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      inviteId: expect.any(String),
      inviteToken: expect.any(String),
      expiresAtUtc: expect.stringMatching(/Z$/),
      organizationId,
      locationId: outletId,
      roleCode: 'Accountant',
    });
    const lifetime = Date.parse(created.body.expiresAtUtc) - before;
    expect(lifetime).toBeGreaterThanOrEqual(INVITE_TTL_SECONDS * 1000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(INVITE_TTL_SECONDS * 1000 + 5000);
    const { inviteToken, inviteId, expiresAtUtc } = created.body;

    const checked = await env.http.post('/api/auth/invites/check').send({ inviteToken });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      inviteId,
      expiresAtUtc,
      organizationId,
      locationId: outletId,
      roleCode: 'Accountant',
    });

    const password = canary();
    const accepted = await env.http
      .post('/api/auth/invites/accept')
      .send({ inviteToken, password, displayName: 'Invited Person' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      inviteId,
      userId: expect.any(String),
      userCreated: true,
      roleAssignmentCreated: true,
    });
    expect(accepted.body).not.toHaveProperty('accessToken');
    const session = await env.signIn({ id: accepted.body.userId, email, password });
    const me = await session.rest('get', '/api/auth/me');
    expect(me.body).toMatchObject({ displayName: 'Invited Person', isActive: true });
    expect(me.body.roleAssignments).toEqual([
      expect.objectContaining({ roleCode: 'Accountant', organizationId, locationId: outletId }),
    ]);

    // Audit entries for create and accept, with neither token nor password anywhere in them.
    const audit = await env.app.dataSource.query(
      'SELECT action, user_id, message, details_json::text AS details FROM audit_log WHERE entity_id = $1 ORDER BY created_at_utc',
      [inviteId],
    );
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['Invite', 'AcceptInvite']);
    // Accepting is anonymous; the entry belongs to the invitee.
    expect(audit[1].user_id).toBe(accepted.body.userId);
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toContain(inviteToken);
    expect(auditText).not.toContain(password);
  });

  it('stores only the token hash, for exactly 3 hours', async () => {
    const { inviteToken } = await invite();
    const ttl = await env.app.keyValue.ttlSeconds(tokenKey(inviteToken));
    expect(ttl).toBeGreaterThan(INVITE_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(INVITE_TTL_SECONDS);
    expect(INVITE_TTL_SECONDS).toBe(10_800);
    const stored = await env.app.keyValue.get(tokenKey(inviteToken));
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(inviteToken);
    expect(await env.app.keyValue.get(`invite:${inviteToken}`)).toBeNull();
  });

  it('answers unknown, used and expired tokens alike with 404 invite_not_found, over REST and GraphQL', async () => {
    const used = await invite();
    expect(
      (
        await env.http
          .post('/api/auth/invites/accept')
          .send({ inviteToken: used.inviteToken, password: 'long-enough-1', displayName: 'A' })
      ).status,
    ).toBe(200);
    const expired = await invite();
    // Expiry is the store's TTL: removing the key is what its lapse does.
    await env.app.keyValue.delete(tokenKey(expired.inviteToken));

    for (const inviteToken of [randomBytes(32).toString('base64url'), used.inviteToken, expired.inviteToken]) {
      const check = await env.http.post('/api/auth/invites/check').send({ inviteToken });
      expect({ status: check.status, code: check.body.code }).toEqual({ status: 404, code: 'invite_not_found' });
      const accept = await env.http
        .post('/api/auth/invites/accept')
        .send({ inviteToken, password: 'long-enough-1', displayName: 'Again' });
      expect({ status: accept.status, code: accept.body.code }).toEqual({ status: 404, code: 'invite_not_found' });
      const graphqlCheck = await env.graphql(CHECK, { input: { inviteToken } });
      expect(graphqlCheck.body.errors[0].extensions).toMatchObject({ code: 'invite_not_found', httpStatus: 404 });
      const graphqlAccept = await env.graphql(ACCEPT, {
        input: { inviteToken, password: 'long-enough-1', displayName: 'Again' },
      });
      expect(graphqlAccept.body.errors[0].extensions).toMatchObject({ code: 'invite_not_found', httpStatus: 404 });
    }
  });

  it('validates the create request like a role assignment (400 validation.failed), over REST and GraphQL', async () => {
    const foreignOutlet = await env.createLocation(await env.createOrganization());
    const cases: [object, Record<string, string[]>][] = [
      [{ roleId: ROLE_IDS.MegaAdmin }, { roleId: ['platform_scope_only'] }],
      [{ locationId: foreignOutlet }, { locationId: ['not_in_organization'] }],
      [{ roleId: randomUUID() }, { roleId: ['unknown'] }],
      [{ organizationId: randomUUID(), locationId: null }, { organizationId: ['unknown'] }],
      [{ organizationId: null }, { organizationId: ['invalid'] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const response = await admin
        .rest('post', '/api/platform/users/invites')
        .send({ email: inviteeEmail(), roleId: ROLE_IDS.Viewer, organizationId, ...body });
      expect({ status: response.status, code: response.body.code, fieldErrors: response.body.fieldErrors }).toEqual({
        status: 400,
        code: 'validation.failed',
        fieldErrors,
      });
    }
    const graphql = await admin.graphql(
      'mutation ($input: CreateInviteInput!) { createInvite(input: $input) { inviteId } }',
      { input: { email: inviteeEmail(), roleId: ROLE_IDS.MegaManager, organizationId } },
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'validation.failed', httpStatus: 400 });
    const shortPassword = await env.http
      .post('/api/auth/invites/accept')
      .send({ inviteToken: (await invite()).inviteToken, password: 'short', displayName: 'X' });
    expect(shortPassword.body).toMatchObject({
      code: 'validation.failed',
      fieldErrors: { password: expect.any(Array) },
    });
  });

  it('creates an invitation over GraphQL and refuses organization roles without platform.users.manage', async () => {
    const graphql = await admin.graphql(
      'mutation ($input: CreateInviteInput!) { createInvite(input: $input) { inviteToken roleCode locationId } }',
      { input: { email: inviteeEmail(), roleId: ROLE_IDS.Viewer, organizationId } },
    );
    expect(graphql.body.data.createInvite).toMatchObject({ roleCode: 'Viewer', locationId: null });
    const check = await env.graphql(CHECK, { input: { inviteToken: graphql.body.data.createInvite.inviteToken } });
    expect(check.body.data.checkInvite).toMatchObject({ organizationId, roleCode: 'Viewer' });

    const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
    const denied = await orgAdmin
      .rest('post', '/api/platform/users/invites')
      .send({ email: inviteeEmail(), roleId: ROLE_IDS.Viewer, organizationId });
    expect(denied.status).toBe(403);
  });

  it('activates an existing inactive user, sets the password, and ends the old sessions', async () => {
    const existing = await env.createUser();
    const oldSession = await env.signIn(existing);
    await env.app.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [existing.id]);
    const { inviteToken } = await invite({
      email: existing.email.toUpperCase(),
      roleId: ROLE_IDS.Viewer,
      locationId: null,
    });
    const password = canary();
    const accepted = await env.graphql(ACCEPT, { input: { inviteToken, password, displayName: 'Returning' } });
    expect(accepted.body.data.acceptInvite).toMatchObject({
      userId: existing.id,
      userCreated: false,
      roleAssignmentCreated: true,
    });
    await env.signIn({ ...existing, password });
    const refresh = await env.http.post('/api/auth/refresh').send({ refreshToken: oldSession.refreshToken });
    expect(refresh.status).toBe(401);

    // The same assignment again: accepted, nothing new.
    const again = await invite({ email: existing.email, roleId: ROLE_IDS.Viewer, locationId: null });
    const second = await env.http
      .post('/api/auth/invites/accept')
      .send({ inviteToken: again.inviteToken, password, displayName: 'Returning' });
    expect(second.body).toMatchObject({ userCreated: false, roleAssignmentCreated: false });
  });

  it('lets only a MegaAdmin invite the email of a user holding a platform role', async () => {
    const megaAdmin = await env.createUser({ roles: [{ role: 'MegaAdmin' }] });
    const manager = await env.clientFor('MegaManager');
    const denied = await manager
      .rest('post', '/api/platform/users/invites')
      .send({ email: megaAdmin.email, roleId: ROLE_IDS.Viewer, organizationId });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
  });

  it('answers a full user quota with 409 organization_user_quota_exceeded and keeps the invitation usable', async () => {
    const full = await env.createOrganization();
    await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId: full } }] });
    await env.app.dataSource.query('INSERT INTO organization_quotas (organization_id, max_users) VALUES ($1, 1)', [
      full,
    ]);
    const { inviteToken } = await invite({ organizationId: full, locationId: null });
    const body = { inviteToken, password: 'long-enough-1', displayName: 'Waiting' };
    const rest = await env.http.post('/api/auth/invites/accept').send(body);
    expect({ status: rest.status, code: rest.body.code }).toEqual({
      status: 409,
      code: 'organization_user_quota_exceeded',
    });
    const graphql = await env.graphql(ACCEPT, { input: body });
    expect(graphql.body.errors[0].extensions).toMatchObject({
      code: 'organization_user_quota_exceeded',
      httpStatus: 409,
    });
    expect((await env.http.post('/api/auth/invites/check').send({ inviteToken })).status).toBe(200);
    expect(await env.app.keyValue.ttlSeconds(tokenKey(inviteToken))).toBeGreaterThan(INVITE_TTL_SECONDS - 60);

    await env.app.dataSource.query('UPDATE organization_quotas SET max_users = 2 WHERE organization_id = $1', [full]);
    const accepted = await env.http.post('/api/auth/invites/accept').send(body);
    expect(accepted.status).toBe(200);
    const [{ count }] = await env.app.dataSource.query('SELECT count(*)::int AS count FROM users WHERE id = $1', [
      accepted.body.userId,
    ]);
    expect(count).toBe(1);
  });

  it('10 parallel accepts of one invitation create one user and one assignment; the others get invite_not_found', async () => {
    const email = inviteeEmail();
    const { inviteToken } = await invite({ email });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        env.http
          .post('/api/auth/invites/accept')
          .send({ inviteToken, password: 'long-enough-1', displayName: `Racer ${index}` }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status !== 200).map((r) => [r.status, r.body.code])).toEqual(
      Array(9).fill([404, 'invite_not_found']),
    );
    const users = await env.app.dataSource.query('SELECT id FROM users WHERE lower(email) = $1', [email]);
    expect(users).toHaveLength(1);
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM role_assignments WHERE user_id = $1',
      [users[0].id],
    );
    expect(count).toBe(1);
  });
});
