import { on } from '../access/access.module';
import { resourceOf } from '../access/access.module';
import { allocationRowLoader } from './allocation-loaders';

/**
 * A payment allocation, checked on its outlet; context headers, when sent, must contain it. The services read the
 * row from the same loader, so the check costs no statement of its own.
 */
export const allocationResource = resourceOf({
  name: 'allocation',
  entity: 'PaymentAllocation',
  loader: allocationRowLoader,
  scopeOf: (allocation) => ({ organizationId: allocation.organizationId, locationId: allocation.locationId }),
  checksContextHeaders: true,
});

/** The access target of a call naming an allocation in its `id` argument. */
export const byAllocationId = on.resource(allocationResource, (args) => args.id as string);
