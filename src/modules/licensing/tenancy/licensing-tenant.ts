import type { TenantOf } from '../../access/access.module';

/** The default vendor tenant, the one platform users act in; seeded by migration 1764900000000. */
export const DEFAULT_TENANT_ID = '00000000-0000-4000-8000-00000000d1c0';

/**
 * The vendor tenant a licensing call acts in, declared as `@Allow(p, on.tenant(licensingTenant))` and read by the
 * services as `ctx.tenantId`: it comes from the authenticated caller only, never from the request, so no request
 * member can move a call into another tenant. A platform user acts in the default tenant, a service account in its
 * own (its actor carries it, read with the account by `serviceAccountSource`).
 */
export const licensingTenant: TenantOf = (actor) => actor.serviceAccount?.tenantId ?? DEFAULT_TENANT_ID;
