import type { RequestContext } from '../../platform/context/request-context';

/** A supplier as the last supplier sync of a connection stored it. */
export interface SnapshotSupplier {
  id: string;
  name: string;
  isDeleted: boolean;
}

/**
 * One supplier of the connection's synced suppliers (organization-scoped), or null when the snapshot has no such id:
 * what other modules check a counterparty id they store against, without asking the accounting system.
 */
export async function snapshotSupplierOf(
  ctx: RequestContext,
  organizationId: string,
  connectionId: string,
  externalId: string,
): Promise<SnapshotSupplier | null> {
  const [row]: SnapshotSupplier[] = await ctx.em.query(
    `SELECT s.external_id AS id, s.name, s.is_deleted AS "isDeleted"
       FROM erp_supplier_snapshots s
      WHERE s.organization_id = $1 AND s.connection_id = $2 AND s.external_id = $3`,
    [organizationId, connectionId, externalId],
  );
  return row ?? null;
}
