import { randomUUID } from 'node:crypto';
import { useTestEnvironment } from '../../../test/test-environment';
import { AuditService } from './audit.service';

describe('AuditService.record', () => {
  const env = useTestEnvironment();
  const audit = new AuditService();

  const contextWith = (authorization?: string) =>
    env.app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1', authorization });
  const entry = (entityId: string) => ({
    action: 'Probe',
    entityType: 'AuditWriterProbe',
    entityId,
    message: 'audit writer probe',
  });
  const storedUsers = (entityId: string) =>
    env.app.dataSource.query('SELECT user_id, user_email FROM audit_log WHERE entity_id = $1', [entityId]);

  it('attributes the entry to the signed-in actor of the request', async () => {
    const client = await env.signIn(await env.createUser());
    const entityId = randomUUID();
    await audit.record(contextWith(`Bearer ${client.accessToken}`), entry(entityId));
    expect(await storedUsers(entityId)).toEqual([{ user_id: client.user.id, user_email: client.user.email }]);
  });

  it('fails without writing when the actor can no longer be loaded (session revoked)', async () => {
    const client = await env.signIn(await env.createUser());
    await env.app.dataSource.query(
      `UPDATE refresh_sessions SET revoked_at_utc = now(), revocation_reason = 'logout' WHERE user_id = $1`,
      [client.user.id],
    );
    const entityId = randomUUID();
    await expect(audit.record(contextWith(`Bearer ${client.accessToken}`), entry(entityId))).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(await storedUsers(entityId)).toEqual([]);
  });

  it('fails without writing for an anonymous request that names no actor', async () => {
    const entityId = randomUUID();
    await expect(audit.record(contextWith(), entry(entityId))).rejects.toThrow('needs an actor');
    expect(await storedUsers(entityId)).toEqual([]);
  });

  it('records the actor an anonymous-by-design operation passes', async () => {
    const user = await env.createUser();
    const entityId = randomUUID();
    await audit.record(contextWith(), { ...entry(entityId), actor: { userId: user.id, email: user.email } });
    expect(await storedUsers(entityId)).toEqual([{ user_id: user.id, user_email: user.email }]);
  });
});
