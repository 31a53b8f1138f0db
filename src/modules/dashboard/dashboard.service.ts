import type { RequestContext } from '../../platform/context/request-context';
import type { AllocationStatusCount, DashboardSummary } from './dto/dashboard-summary.type';
import type { PaymentAnomaliesArgs } from './dto/payment-anomalies.args';
import type { PaymentAnomaly, PaymentAnomalyPage } from './dto/payment-anomaly.type';
import { queryPage } from '../../platform/graphql/paging';

/** Allocation statuses in workflow order: the order of the per-status counts. */
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
const POSTING_STATUS_ORDER = [
  'Draft',
  'ApprovalRequired',
  'Queued',
  'RetryScheduled',
  'WriteOutcomeUnknown',
  'Posted',
  'ReadbackPending',
  'Reconciled',
  'Failed',
  'Cancelled',
];
/** Allocations a person still has to review or approve. */
const PENDING_ALLOCATION_STATUSES = new Set(['NeedsReview', 'Confirmed', 'ApprovalRequired']);

/**
 * Outlet-required overviews (docs/access.md, "Active context"): the access declaration (`on.context()`) revalidates the
 * context on every call, with no platform-wide fallback. Every figure is read here in one statement, a read projection
 * of the import, matching, allocation and posting tables.
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
                        WHERE organization_id = $1 AND location_id = $2 GROUP BY status) s) AS allocations,
              (SELECT COALESCE(jsonb_agg(jsonb_build_object('status', s.status, 'count', s.count)
                                         ORDER BY array_position($4::varchar[], s.status), s.status), '[]'::jsonb)
                 FROM (SELECT status, count(*)::int AS count FROM erp_payment_postings
                        WHERE organization_id = $1 AND location_id = $2 GROUP BY status) s) AS postings,
              (SELECT count(*)::int FROM payment_anomalies WHERE organization_id = $1 AND location_id = $2
                  AND status = 'Open') AS open_anomalies`,
      [context.organizationId, context.locationId, ALLOCATION_STATUS_ORDER, POSTING_STATUS_ORDER],
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
      postingCountsByStatus: figures.postings,
      openAnomalyCount: figures.open_anomalies,
      generatedAtUtc: new Date(),
    };
  }

  /** The context outlet's anomalies, newest first, optionally of one status. */
  async paymentAnomalies(ctx: RequestContext, args: PaymentAnomaliesArgs): Promise<PaymentAnomalyPage> {
    const { organizationId, locationId } = ctx.activeContext;
    return queryPage<PaymentAnomaly>(
      ctx.em,
      args,
      {
        columns: `id, posting_id AS "postingId", organization_id AS "organizationId", location_id AS "locationId",
          bank_transaction_id AS "bankTransactionId", code, severity, status, message,
          created_at_utc AS "createdAtUtc", resolved_at_utc AS "resolvedAtUtc"`,
        from: `FROM payment_anomalies
          WHERE organization_id = $1 AND location_id = $2 AND ($3::varchar IS NULL OR status = $3)`,
        orderBy: 'created_at_utc DESC, id',
      },
      [organizationId, locationId, args.status ?? null],
    );
  }
}
