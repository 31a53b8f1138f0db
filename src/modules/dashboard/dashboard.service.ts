import type { RequestContext } from '../../platform/context/request-context';
import type { AllocationStatusCount, DashboardSummary } from './dto/dashboard-summary.type';
import type { PaymentAnomaliesArgs } from './dto/payment-anomalies.args';
import type { PaymentAnomalyPage } from './dto/payment-anomaly.type';

/** Allocation statuses in workflow order (document 02 §Allocation statuses): the order of the per-status counts. */
const ALLOCATION_STATUS_ORDER = [
  'NeedsReview',
  'Confirmed',
  'ApprovalRequired',
  'Approved',
  'PostingQueued',
  'Posted',
  'Failed',
  'Cancelled',
  'Reconciled',
];
/** Allocations a person still has to review or approve. */
const PENDING_ALLOCATION_STATUSES = new Set(['NeedsReview', 'Confirmed', 'ApprovalRequired']);

/**
 * Outlet-required overviews (document 01, context rule 7): the access declaration (`on.context()`) revalidates the
 * context on every call, with no platform-wide fallback. Import, matching and allocation figures are read here in one
 * statement (the allocation counts are a read projection of the payment-allocation tables); anomalies belong to the
 * posting module, which is not built yet, so they are empty.
 */
export class DashboardService {
  async summary(ctx: RequestContext): Promise<DashboardSummary> {
    const context = ctx.activeContext;
    // Unmatched = Unmatched or LowConfidence, still in the matching queue. Allocations grouped by status, in workflow
    // order (an unknown status would sort last).
    const [figures] = await ctx.em.query(
      `SELECT (SELECT count(*)::int FROM bank_imports WHERE organization_id = $1 AND location_id = $2) AS imports,
              (SELECT count(*)::int FROM bank_imports WHERE organization_id = $1 AND location_id = $2
                  AND balance_matches = false AND NOT balance_review_overridden) AS needing_review,
              (SELECT count(*)::int FROM bank_transactions WHERE organization_id = $1 AND location_id = $2
                  AND match_status IN ('Unmatched', 'LowConfidence')) AS unmatched,
              (SELECT COALESCE(jsonb_agg(jsonb_build_object('status', s.status, 'count', s.count)
                                         ORDER BY array_position($3::varchar[], s.status), s.status), '[]'::jsonb)
                 FROM (SELECT status, count(*)::int AS count FROM payment_allocations
                        WHERE organization_id = $1 AND location_id = $2 GROUP BY status) s) AS allocations`,
      [context.organizationId, context.locationId, ALLOCATION_STATUS_ORDER],
    );
    const allocationCountsByStatus: AllocationStatusCount[] = figures.allocations;
    return {
      organizationId: context.organizationId,
      locationId: context.locationId!,
      importsCount: figures.imports,
      importsNeedingReviewCount: figures.needing_review,
      unmatchedTransactionCount: figures.unmatched,
      pendingAllocationCount: allocationCountsByStatus
        .filter(({ status }) => PENDING_ALLOCATION_STATUSES.has(status))
        .reduce((total, { count }) => total + count, 0),
      allocationCountsByStatus,
      openAnomalyCount: 0,
      generatedAtUtc: new Date(),
    };
  }

  async paymentAnomalies(_ctx: RequestContext, args: PaymentAnomaliesArgs): Promise<PaymentAnomalyPage> {
    return { items: [], totalCount: 0, page: args.page, pageSize: args.pageSize };
  }
}
