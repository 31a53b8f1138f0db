import { defineResource } from '../access/resource-scope';

/**
 * An accounting-system connection named by id: organization-wide, checked on its organization. A soft-deleted one
 * still exists for access purposes and then answers 409 workflow.locked (state Deleted).
 */
export const erpConnectionResource = defineResource({
  name: 'connection',
  entity: 'ErpConnection',
  sql: `SELECT id, organization_id, NULL::uuid AS location_id,
               CASE WHEN deleted_at_utc IS NOT NULL THEN 'Deleted' END AS locked_state
          FROM erp_connections WHERE id = ANY($1::uuid[])`,
  checkedOn: 'organization',
});
