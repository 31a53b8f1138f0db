import type { RequestContext } from '../../platform/context/request-context';
import type { DashboardSummary } from './dto/dashboard-summary.type';
import type { PaymentAnomaliesArgs } from './dto/payment-anomalies.args';
import type { PaymentAnomalyPage } from './dto/payment-anomaly.type';

/**
 * Outlet-required overviews (document 01, context rule 7): the access declaration (`on.context()`) revalidates the
 * context on every call, with no platform-wide fallback. Import and matching figures are read here; allocations and
 * anomalies belong to the payment modules (allocations, postings), which are not built yet, so they are empty.
 */
export class DashboardService {
  async summary(ctx: RequestContext): Promise<DashboardSummary> {
    const context = ctx.activeContext;
    // Import figures in one statement; unmatched = Unmatched or LowConfidence, still in the matching queue.
    const [imports] = await ctx.em.query(
      `SELECT (SELECT count(*)::int FROM bank_imports WHERE organization_id = $1 AND location_id = $2) AS imports,
              (SELECT count(*)::int FROM bank_imports WHERE organization_id = $1 AND location_id = $2
                  AND balance_matches = false AND NOT balance_review_overridden) AS needing_review,
              (SELECT count(*)::int FROM bank_transactions WHERE organization_id = $1 AND location_id = $2
                  AND match_status IN ('Unmatched', 'LowConfidence')) AS unmatched`,
      [context.organizationId, context.locationId],
    );
    return {
      organizationId: context.organizationId,
      locationId: context.locationId!,
      importsCount: imports.imports,
      importsNeedingReviewCount: imports.needing_review,
      unmatchedTransactionCount: imports.unmatched,
      pendingAllocationCount: 0,
      openAnomalyCount: 0,
      generatedAtUtc: new Date(),
    };
  }

  async paymentAnomalies(_ctx: RequestContext, args: PaymentAnomaliesArgs): Promise<PaymentAnomalyPage> {
    return { items: [], totalCount: 0, page: args.page, pageSize: args.pageSize };
  }
}
