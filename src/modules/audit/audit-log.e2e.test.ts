import { useTestEnvironment } from '../../../test/test-environment';
import { sanitizeAuditDetails } from './audit-details';

describe('audit log storage', () => {
  const env = useTestEnvironment();

  it('is append-only for the application: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const [row] = await env.app.dataSource.query(
      `INSERT INTO audit_log (action, entity_type, message) VALUES ('Test', 'Probe', 'append-only probe') RETURNING id`,
    );
    await expect(
      env.app.dataSource.query(`UPDATE audit_log SET message = 'changed' WHERE id = $1`, [row.id]),
    ).rejects.toThrow('append-only');
    await expect(env.app.dataSource.query(`DELETE FROM audit_log WHERE id = $1`, [row.id])).rejects.toThrow(
      'append-only',
    );
    await expect(env.app.dataSource.query(`TRUNCATE audit_log`)).rejects.toThrow('append-only');
    const [kept] = await env.app.dataSource.query(`SELECT message FROM audit_log WHERE id = $1`, [row.id]);
    expect(kept.message).toBe('append-only probe');
  });
});

describe('sanitizeAuditDetails', () => {
  it('drops secret-looking keys at any depth and bounds long strings', () => {
    const details = sanitizeAuditDetails({
      organizationId: 'o-1',
      password: 'p',
      inviteToken: 't',
      nested: { clientSecret: 's', name: 'kept', passwordHash: 'h' },
      reason: 'x'.repeat(300),
    });
    expect(details).toEqual({ organizationId: 'o-1', nested: { name: 'kept' }, reason: `${'x'.repeat(200)}…` });
  });
});
