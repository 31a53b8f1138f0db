import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { ROLE_IDS } from '../identity/identity.module';

/**
 * 409 last_mega_admin unless an active MegaAdmin other than `userId` remains: removing the role from, or
 * deactivating, the last one would leave nobody able to administer the platform. The MegaAdmin assignments are
 * locked, so two such changes at once are decided one after the other.
 */
export async function assertAnotherMegaAdminRemains(ctx: RequestContext, userId: string): Promise<void> {
  const rows: { user_id: string }[] = await ctx.em.query(
    `SELECT ra.user_id FROM role_assignments ra
      WHERE ra.role_id = $1 AND ra.organization_id IS NULL
      ORDER BY ra.id
        FOR UPDATE`,
    [ROLE_IDS.MegaAdmin],
  );
  const others = [...new Set(rows.map((row) => row.user_id))].filter((id) => id !== userId);
  const active: unknown[] = others.length
    ? await ctx.em.query('SELECT 1 FROM users WHERE id = ANY($1::uuid[]) AND is_active LIMIT 1', [others])
    : [];
  if (active.length === 0) throw new DomainError('last_mega_admin');
}
