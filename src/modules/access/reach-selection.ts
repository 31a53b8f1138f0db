import { REACH_CTE, type AssignmentReach } from './access-guard';

/** A WHERE clause with its parameters, and the reach CTE it needs (empty for platform users). */
export interface ReachSelection {
  cte: string;
  where: string;
  params: unknown[];
}

/**
 * Builds the selection of rows (`alias` with organization_id and location_id) within the caller's reach, ANDed with
 * filters. Platform users see every organization; others what their organization assignments reach, descendants
 * included, and their assigned outlets. Filters narrow that reach, so a foreign organization or outlet filter
 * selects nothing rather than answering an error that would reveal whether it exists.
 */
export function reachSelection(
  reach: AssignmentReach,
  alias: string,
  addFilters: (filter: (sql: (placeholder: string) => string, value: unknown) => void) => void,
): ReachSelection {
  const params: unknown[] = [];
  const conditions: string[] = [];
  let cte = '';
  if (!reach.platform) {
    params.push(reach.organizationIds, reach.locationIds);
    cte = REACH_CTE;
    conditions.push(`(${alias}.organization_id IN (SELECT id FROM reach) OR ${alias}.location_id = ANY($2::uuid[]))`);
  }
  addFilters((sql, value) => {
    if (value === undefined || value === null) return;
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  });
  return { cte, where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
