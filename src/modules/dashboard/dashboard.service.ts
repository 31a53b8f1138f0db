import type { RequestContext } from '../../platform/context/request-context';
import type { DashboardSummary } from './dto/dashboard-summary.type';
import type { PaymentAnomaliesArgs } from './dto/payment-anomalies.args';
import type { PaymentAnomalyPage } from './dto/payment-anomaly.type';

/**
 * Outlet-required overviews (document 01, context rule 7): the resolver's @RequireActiveContext revalidates the
 * context on every call, with no platform-wide fallback. The figures come from bank statement imports, matching, allocations and anomaly
 * detection, which later modules add; until then they are empty.
 */
export class DashboardService {
  async summary(ctx: RequestContext): Promise<DashboardSummary> {
    const context = ctx.activeContext;
    return {
      organizationId: context.organizationId,
      locationId: context.locationId!,
      importsCount: 0,
      unmatchedTransactionCount: 0,
      pendingAllocationCount: 0,
      openAnomalyCount: 0,
      generatedAtUtc: new Date(),
    };
  }

  async paymentAnomalies(_ctx: RequestContext, args: PaymentAnomaliesArgs): Promise<PaymentAnomalyPage> {
    return { items: [], totalCount: 0, page: args.page, pageSize: args.pageSize };
  }
}
