import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createTestEnvironment, type SignedInClient, type TestEnvironment } from '../../../test/test-environment';
import { reportSkipped } from '../../../test/run-report';

const ADMIN = { email: 'only-admin@example.test', password: 'only-admin-password-1' };
const onServer = Boolean(process.env.DATABASE_URL);
if (!onServer) reportSkipped('last-MegaAdmin test skipped: it needs DATABASE_URL for a database of its own');

/** Needs a database of its own: "the last MegaAdmin" is a property of the whole platform. */
(onServer ? describe : describe.skip)('the last active MegaAdmin', () => {
  let database: TestDatabase;
  let env: TestEnvironment;
  let admin: SignedInClient;
  let assignmentId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = await createTestEnvironment({
      DATABASE_URL: database.url,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    admin = await env.signIn({ id: '', ...ADMIN });
    const me = await admin.rest('get', '/api/auth/me');
    admin.user.id = me.body.id;
    assignmentId = me.body.roleAssignments[0].assignmentId;
  });

  afterAll(async () => {
    await env?.close();
    await database?.drop();
  });

  it('keeps the role and stays active, over REST and GraphQL', async () => {
    const remove = await admin.rest('delete', `/api/platform/users/${admin.user.id}/roles/${assignmentId}`);
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('last_mega_admin');
    const deactivate = await admin
      .rest('put', `/api/platform/users/${admin.user.id}`)
      .send({ displayName: 'Only', isActive: false });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.code).toBe('last_mega_admin');
    const graphql = await admin.graphql(
      'mutation ($u: UUID!, $a: UUID!) { removePlatformUserRole(userId: $u, assignmentId: $a) }',
      {
        u: admin.user.id,
        a: assignmentId,
      },
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'last_mega_admin', httpStatus: 409 });
    await admin.rest('get', '/api/auth/me').expect(200);
  });

  it('lets exactly one of two MegaAdmins removing each other at once succeed', async () => {
    const second = await env.clientFor('MegaAdmin');
    const secondMe = await second.rest('get', '/api/auth/me');
    const [first, other] = await Promise.all([
      admin.rest(
        'delete',
        `/api/platform/users/${secondMe.body.id}/roles/${secondMe.body.roleAssignments[0].assignmentId}`,
      ),
      second.rest('delete', `/api/platform/users/${admin.user.id}/roles/${assignmentId}`),
    ]);
    const statuses = [first.status, other.status].sort();
    expect(statuses[0]).toBe(204);
    expect([401, 403, 409]).toContain(statuses[1]);
    const [{ count }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS count FROM role_assignments ra JOIN roles r ON r.id = ra.role_id WHERE r.code = 'MegaAdmin'`,
    );
    expect(count).toBe(1);
  });
});
