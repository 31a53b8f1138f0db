import { resourceOf } from '../access/access.module';
import { storedConnectionLoader } from './erp-connection-store';

/**
 * An accounting-system connection named by id: organization-wide, checked on its organization. A soft-deleted one
 * still exists for access purposes and then answers 409 workflow.locked (state Deleted). The store reads the
 * connection from the same loader afterwards.
 */
export const erpConnectionResource = resourceOf({
  name: 'connection',
  entity: 'ErpConnection',
  loader: storedConnectionLoader,
  scopeOf: (connection) => ({
    organizationId: connection.organizationId,
    locationId: null,
    lockedState: connection.deleted ? 'Deleted' : null,
  }),
  checkedOn: 'organization',
});
