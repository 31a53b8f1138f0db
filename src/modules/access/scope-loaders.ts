import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { RequestContext } from '../../platform/context/request-context';

const SHARED = { shareable: true };

/** The lifecycle status of an organization (`Organization.status`), which the scope checks read. */
export type OrganizationStatus = 'Active' | 'Suspended' | 'Archived';

export interface OrganizationScopeRecord {
  id: string;
  status: OrganizationStatus;
  /** The organization itself first, then its parent, up to the root. */
  lineage: string[];
}

export interface LocationScopeRecord {
  id: string;
  organizationId: string;
  isActive: boolean;
  lineage: string[];
}

/**
 * Organizations with their lineage, any number per request in one recursive statement. Shareable (like the
 * outlets'): what the access checks read, the same for every caller.
 */
export const organizationScopeLoader = defineLoader<string, OrganizationScopeRecord | null>(async (ctx, ids) => {
  const rows: { id: string; status: OrganizationStatus; lineage: string[] }[] = await ctx.em.query(
    `WITH RECURSIVE chain AS (
       SELECT o.id AS start_id, o.id, o.parent_organization_id, 1 AS depth FROM organizations o WHERE o.id = ANY($1::uuid[])
       UNION ALL
       SELECT c.start_id, p.id, p.parent_organization_id, c.depth + 1
         FROM chain c JOIN organizations p ON p.id = c.parent_organization_id WHERE c.depth < 64)
     SELECT o.id, o.status, array_agg(c.id ORDER BY c.depth) AS lineage
       FROM organizations o JOIN chain c ON c.start_id = o.id
      GROUP BY o.id, o.status`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
}, SHARED);

/** Outlets with the lineage of their organization, in one statement per batch. */
export const locationScopeLoader = defineLoader<string, LocationScopeRecord | null>(async (ctx, ids) => {
  const rows: { id: string; organization_id: string; is_active: boolean }[] = await ctx.em.query(
    'SELECT id, organization_id, is_active FROM locations WHERE id = ANY($1::uuid[])',
    [[...ids]],
  );
  const organizations = await ctx.loader(organizationScopeLoader).loadMany(rows.map((row) => row.organization_id));
  const records = rows.map((row, index) => {
    const organization = organizations[index];
    const lineage = organization && !(organization instanceof Error) ? organization.lineage : [row.organization_id];
    return { id: row.id, organizationId: row.organization_id, isActive: row.is_active, lineage };
  });
  return inKeyOrder(ids, records);
}, SHARED);

export async function loadOrganizationScope(ctx: RequestContext, id: string): Promise<OrganizationScopeRecord | null> {
  return ctx.loader(organizationScopeLoader).load(id);
}

export async function loadLocationScope(ctx: RequestContext, id: string): Promise<LocationScopeRecord | null> {
  return ctx.loader(locationScopeLoader).load(id);
}
