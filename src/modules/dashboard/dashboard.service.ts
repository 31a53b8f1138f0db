import type { RequestContext } from '../../platform/context/request-context';
import { requireActiveContext } from '../access/outlet-context';
import type { DashboardSummary } from './dto/dashboard-summary.type';
import type { PaymentAnomaliesArgs } from './dto/payment-anomalies.args';
import type { PaymentAnomalyPage } from './dto/payment-anomaly.type';

/**
 * Outlet-required overviews (document 01, context rule 7): the context is revalidated on every call and there is
 * no platform-wide fallback. The figures come from bank statement imports, matching, allocations and anomaly
 * detection, which later modules add; until then they are empty.
 */
export class DashboardService {
  async summary(ctx: RequestContext): Promise<DashboardSummary> {
    const context = await requireActiveContext(ctx, 'location.bank_statements.view');
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

  async paymentAnomalies(ctx: RequestContext, args: PaymentAnomaliesArgs): Promise<PaymentAnomalyPage> {
    await requireActiveContext(ctx, 'location.bank_statements.view');
    return { items: [], totalCount: 0, page: args.page, pageSize: args.pageSize };
  }
}
