import type { Actor } from '../../../platform/context/actor';
import type { ServiceAccountSource } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../../platform/database/entity-columns';
import { ServiceAccount } from './service-account.entity';

/** What an actor needs of its account: never the secret's digest. */
const ACTOR_PROPERTIES = [
  'id',
  'tenantId',
  'name',
  'permissions',
] as const satisfies readonly PropertyOf<ServiceAccount>[];
const ACTOR_COLUMNS = selectColumns(ServiceAccount, null, ACTOR_PROPERTIES, { as: 'column' });

/**
 * The actor of a service account's token, read on every request: a deleted account yields null, so its tokens die at
 * once. Its permissions are held on the platform scope only (access-guard `holdsOnPlatform`); with no role assignments
 * it reaches no organization or outlet.
 */
export const serviceAccountSource: ServiceAccountSource = async (ctx, serviceAccountId) => {
  const rows: SnakeRow<Pick<ServiceAccount, (typeof ACTOR_PROPERTIES)[number]>>[] = await ctx.em.query(
    `SELECT ${ACTOR_COLUMNS} FROM licensing_service_accounts WHERE id = $1 AND deleted_at_utc IS NULL`,
    [serviceAccountId],
  );
  const row = rows[0];
  if (!row) return null;
  const actor: Actor = {
    userId: row.id,
    email: `serviceAccount:${row.id}`,
    displayName: row.name,
    isActive: true,
    roleAssignments: [],
    permissions: [...row.permissions].sort(),
    serviceAccount: { id: row.id, tenantId: row.tenant_id },
  };
  return actor;
};
