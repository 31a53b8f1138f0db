import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { RequestContext } from '../../platform/context/request-context';
import { hotStatement } from '../../platform/database/hot-statements';

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

/** The recursive walk from the `start` rows (`start_id`, `organization_id`) up to the root organization, as `chain`. */
const LINEAGE_CHAIN = `chain AS (
       SELECT s.start_id, o.id, o.parent_organization_id, 1 AS depth
         FROM start s JOIN organizations o ON o.id = s.organization_id
       UNION ALL
       SELECT c.start_id, p.id, p.parent_organization_id, c.depth + 1
         FROM chain c JOIN organizations p ON p.id = c.parent_organization_id WHERE c.depth < 64)`;

const ORGANIZATION_SCOPES = hotStatement(
  `WITH RECURSIVE start AS (
       SELECT o.id AS start_id, o.id AS organization_id FROM organizations o WHERE o.id = ANY($1::uuid[])),
     ${LINEAGE_CHAIN}
     SELECT o.id, o.status, array_agg(c.id ORDER BY c.depth) AS lineage
       FROM organizations o JOIN chain c ON c.start_id = o.id
      GROUP BY o.id, o.status`,
);

const LOCATION_SCOPES = hotStatement(
  `WITH RECURSIVE start AS (
       SELECT l.id AS start_id, l.organization_id FROM locations l WHERE l.id = ANY($1::uuid[])),
     ${LINEAGE_CHAIN}
     SELECT l.id, l.organization_id AS "organizationId", l.is_active AS "isActive", o.status AS "organizationStatus",
            array_agg(c.id ORDER BY c.depth) AS lineage
       FROM locations l JOIN organizations o ON o.id = l.organization_id JOIN chain c ON c.start_id = l.id
      GROUP BY l.id, l.organization_id, l.is_active, o.status`,
);

/**
 * Organizations with their lineage, any number per request in one recursive statement. Shareable (like the
 * outlets'): what the access checks read, the same for every caller.
 */
export const organizationScopeLoader = defineLoader<string, OrganizationScopeRecord | null>(async (ctx, ids) => {
  const rows: { id: string; status: OrganizationStatus; lineage: string[] }[] = await ctx.em.query(
    ORGANIZATION_SCOPES,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
}, SHARED);

/**
 * Outlets with the lineage and status of their organization, in one statement per batch (an access check is one
 * round trip, not two); the organizations read on the way are primed into the organization loader.
 */
export const locationScopeLoader = defineLoader<string, LocationScopeRecord | null>(async (ctx, ids) => {
  const rows: (LocationScopeRecord & { organizationStatus: OrganizationStatus })[] = await ctx.em.query(
    LOCATION_SCOPES,
    [[...ids]],
  );
  const organizations = ctx.loader(organizationScopeLoader);
  for (const { organizationId, organizationStatus, lineage } of rows)
    organizations.prime(organizationId, { id: organizationId, status: organizationStatus, lineage });
  return inKeyOrder(
    ids,
    rows.map(({ id, organizationId, isActive, lineage }) => ({ id, organizationId, isActive, lineage })),
  );
}, SHARED);

export async function loadOrganizationScope(ctx: RequestContext, id: string): Promise<OrganizationScopeRecord | null> {
  return ctx.loader(organizationScopeLoader).load(id);
}

export async function loadLocationScope(ctx: RequestContext, id: string): Promise<LocationScopeRecord | null> {
  return ctx.loader(locationScopeLoader).load(id);
}
