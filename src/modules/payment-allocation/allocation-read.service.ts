import type { RequestContext } from '../../platform/context/request-context';
import { queryPage } from '../../platform/graphql/paging';
import {
  ALLOCATION_COLUMNS,
  allocationLinesLoader,
  allocationRowLoader,
  transactionAllocationsLoader,
} from './allocation-loaders';
import type {
  PaymentAllocationDto,
  PaymentAllocationLineDto,
  PaymentAllocationListArgs,
  PaymentAllocationPage,
} from './dto/payment-allocation.dto';

/** The context outlet's allocations ($1, $2), optionally of one status ($3) and one transaction ($4). */
const LIST_FILTER = `a.organization_id = $1 AND a.location_id = $2
  AND ($3::varchar IS NULL OR a.status = $3) AND ($4::uuid IS NULL OR a.bank_transaction_id = $4)`;

/** Reads of allocations: the outlet's list (Outlet-required), one by id, and the batched graph fields. */
export class AllocationReadService {
  async list(ctx: RequestContext, args: PaymentAllocationListArgs): Promise<PaymentAllocationPage> {
    const { organizationId, locationId } = ctx.activeContext;
    return queryPage<PaymentAllocationDto>(
      ctx.em,
      args,
      {
        columns: ALLOCATION_COLUMNS,
        from: `FROM payment_allocations a WHERE ${LIST_FILTER}`,
        orderBy: 'a.created_at_utc DESC, a.id',
      },
      [organizationId, locationId, args.status ?? null, args.bankTransactionId ?? null],
    );
  }

  /** The allocation its access declaration checked, from the same loader. */
  async get(ctx: RequestContext, id: string): Promise<PaymentAllocationDto> {
    return (await ctx.loader(allocationRowLoader).load(id))!;
  }

  lines(ctx: RequestContext, allocationId: string): Promise<PaymentAllocationLineDto[]> {
    return ctx.loader(allocationLinesLoader).load(allocationId);
  }

  ofTransaction(ctx: RequestContext, bankTransactionId: string): Promise<PaymentAllocationDto[]> {
    return ctx.loader(transactionAllocationsLoader).load(bankTransactionId);
  }
}
