import { on } from '../access/access.module';
import { resourceOf } from '../access/access.module';
import { postingRowLoader } from './posting-loaders';

/**
 * A posting, checked on its outlet; context headers, when sent, must contain it. The services read the row from the
 * same loader, so the check costs no statement of its own.
 */
export const postingResource = resourceOf({
  name: 'posting',
  entity: 'ErpPaymentPosting',
  loader: postingRowLoader,
  scopeOf: (posting) => ({ organizationId: posting.organizationId, locationId: posting.locationId }),
  checksContextHeaders: true,
});

/** The access target of a call naming a posting in its `id` argument. */
export const byPostingId = on.resource(postingResource, (args) => args.id as string);
