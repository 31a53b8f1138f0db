import { randomBytes } from 'node:crypto';
import { createTestEnvironment } from '../../../test/test-environment';

describe('bootstrap administrator from BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD', () => {
  const email = `bootstrap-${randomBytes(4).toString('hex')}@example.test`;

  it('creates an active platform MegaAdmin once and leaves an existing user as it is', async () => {
    const first = await createTestEnvironment({
      BOOTSTRAP_ADMIN_EMAIL: email,
      BOOTSTRAP_ADMIN_PASSWORD: 'first-password-123',
    });
    try {
      const admin = await first.signIn({ id: '', email, password: 'first-password-123' });
      const me = await admin.rest('get', '/api/auth/me');
      expect(me.body).toMatchObject({ email, isActive: true });
      expect(me.body.roleAssignments).toEqual([
        {
          assignmentId: expect.any(String),
          roleId: expect.any(String),
          roleCode: 'MegaAdmin',
          organizationId: null,
          locationId: null,
        },
      ]);
      expect(me.body.permissions).toContain('platform.users.manage');
      expect(first.logLines().join('\n')).not.toContain('first-password-123');
    } finally {
      await first.close();
    }

    const second = await createTestEnvironment({
      BOOTSTRAP_ADMIN_EMAIL: email.toUpperCase(),
      BOOTSTRAP_ADMIN_PASSWORD: 'second-password-456',
    });
    try {
      await second.http.post('/api/auth/login').send({ email, password: 'first-password-123' }).expect(200);
      await second.http.post('/api/auth/login').send({ email, password: 'second-password-456' }).expect(401);
      const [{ count }] = await second.app.dataSource.query(
        'SELECT count(*)::int AS count FROM users WHERE lower(email) = $1',
        [email],
      );
      expect(count).toBe(1);
    } finally {
      await second.close();
    }
  });
});
