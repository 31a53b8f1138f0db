import type { Actor } from '../../../platform/context/actor';
import type { RequestContext } from '../../../platform/context/request-context';
import { AuditService } from '../../audit/audit.module';

/** An audit entry written by a service account names it in details.actor, never as a user. */
describe('audit entries of a service account', () => {
  it('leaves user_id and user_email empty and records serviceAccount:<id>', async () => {
    const id = '7b0b5f5e-6f0c-4c55-9d43-2b8c7f1d9a11';
    const actor: Actor = {
      userId: id,
      email: `serviceAccount:${id}`,
      displayName: 'Robot',
      isActive: true,
      roleAssignments: [],
      permissions: ['catalog.manage'],
      serviceAccount: { id, tenantId: '00000000-0000-4000-8000-00000000d1c0' },
    };
    const query = jest.fn().mockResolvedValue([]);
    const ctx = {
      credentials: { kind: 'serviceAccount', serviceAccountId: id },
      requireActor: async () => actor,
      em: { query },
      traceId: 'trace',
    } as unknown as RequestContext;

    await new AuditService().record(ctx, {
      action: 'Create',
      entityType: 'CatalogProduct',
      message: 'created',
      details: { code: 'p1' },
    });

    // One column array per member, after the trace id: user_id, user_email and details_json of the one entry.
    const params = query.mock.calls[0][1] as unknown[][];
    expect(params[6]).toEqual([null]);
    expect(params[7]).toEqual([null]);
    expect(JSON.parse(params[9][0] as string)).toEqual({ code: 'p1', actor: `serviceAccount:${id}` });
  });
});
