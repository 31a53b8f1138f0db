import type { RequestContext } from '../../platform/context/request-context';
import { queryPage } from '../../platform/graphql/paging';
import { allocationRowLoader } from '../payment-allocation/payment-allocation.module';
import type { ErpPostingDto, ErpPostingListArgs, ErpPostingPage, PostingAttemptDto } from './dto/erp-posting.dto';
import type { PostingEvidenceDto } from './dto/posting-gates.dto';
import { hashExternalId, maskExternalId } from './external-id-masking';
import { allocationPostingLoader, POSTING_COLUMNS, postingAttemptsLoader, postingRowLoader } from './posting-loaders';

/** The context outlet's postings ($1, $2), optionally of one status ($3) and connection ($4). */
const LIST_FILTER = `p.organization_id = $1 AND p.location_id = $2
  AND ($3::varchar IS NULL OR p.status = $3) AND ($4::uuid IS NULL OR p.erp_connection_id = $4)`;

/** Reads of postings: the outlet's list (Outlet-required), one by id, attempts, evidence and the graph fields. */
export class PostingReadService {
  async list(ctx: RequestContext, args: ErpPostingListArgs): Promise<ErpPostingPage> {
    const { organizationId, locationId } = ctx.activeContext;
    const empty = { items: [], totalCount: 0, page: args.page, pageSize: args.pageSize };
    // Filters naming another organization or outlet than the context select nothing, rather than widening it.
    if (
      (args.organizationId && args.organizationId !== organizationId) ||
      (args.locationId && args.locationId !== locationId)
    ) {
      return empty;
    }
    return queryPage<ErpPostingDto>(
      ctx.em,
      args,
      {
        columns: POSTING_COLUMNS,
        from: `FROM erp_payment_postings p WHERE ${LIST_FILTER}`,
        orderBy: 'p.created_at_utc DESC, p.id',
      },
      [organizationId, locationId, args.status ?? null, args.connectionId ?? null],
    );
  }

  /** The posting its access declaration checked, from the same loader. */
  async get(ctx: RequestContext, id: string): Promise<ErpPostingDto> {
    return (await ctx.loader(postingRowLoader).load(id))!;
  }

  attempts(ctx: RequestContext, postingId: string): Promise<PostingAttemptDto[]> {
    return ctx.loader(postingAttemptsLoader).load(postingId);
  }

  ofAllocation(ctx: RequestContext, allocationId: string): Promise<ErpPostingDto | null> {
    return ctx.loader(allocationPostingLoader).load(allocationId);
  }

  /**
   * The evidence of a posting's write, from local rows only: the write (hash, masked key and external id), the
   * optimistic calculation of the allocation lines (a direct posting: its rule), the last readback, reconciliation
   * and the latest anomaly.
   */
  async evidence(ctx: RequestContext, id: string): Promise<PostingEvidenceDto> {
    const posting = await this.get(ctx, id);
    const [[facts], attempts, allocation] = await Promise.all([
      ctx.em.query(
        `SELECT p.external_payment_id AS "externalPaymentId",
                (SELECT to_jsonb(x) FROM (SELECT a.id, a.code, a.severity, a.status FROM payment_anomalies a
                  WHERE a.posting_id = p.id ORDER BY a.created_at_utc DESC LIMIT 1) x) AS anomaly,
                COALESCE((SELECT jsonb_agg(jsonb_build_object('documentId', l.document_id,
                          'documentNumber', l.document_number, 'documentType', l.document_type,
                          'allocatedAmount', l.allocated_amount, 'writeOffAmount', l.write_off_amount,
                          'paymentStatusBefore', l.payment_status_before,
                          'expectedPaymentStatusAfter', l.expected_payment_status_after) ORDER BY l.sequence)
                   FROM payment_allocation_lines l WHERE l.allocation_id = p.payment_allocation_id), '[]') AS lines,
                (SELECT jsonb_build_object('id', r.id, 'name', r.name) FROM direct_posting_rules r
                  WHERE r.id = p.direct_posting_rule_id) AS rule
           FROM erp_payment_postings p WHERE p.id = $1`,
        [id],
      ),
      this.attempts(ctx, id),
      // A direct posting has no allocation: no lines and no allocation status.
      posting.paymentAllocationId === null ? null : ctx.loader(allocationRowLoader).load(posting.paymentAllocationId),
    ]);
    const last = (kind: string) => attempts.filter((attempt) => attempt.kind === kind).at(-1) ?? null;
    const readback = last('readback');
    return {
      postingId: id,
      write: {
        requestHash: posting.requestHash,
        idempotencyKeyMasked: maskExternalId(posting.idempotencyKey)!,
        attemptCount: posting.attemptCount,
        lastOutcome: last('write')?.outcome ?? null,
        externalPaymentIdMasked: maskExternalId(facts.externalPaymentId),
        externalPaymentIdHash: hashExternalId(facts.externalPaymentId),
        postedAtUtc: posting.postedAtUtc,
      },
      optimistic: {
        totalAmount: posting.totalAmount,
        currency: posting.currency,
        documentCount: facts.lines.length,
        lines: facts.lines,
        writeOff: allocation?.writeOffTarget
          ? { amount: allocation.writeOffAmount, target: allocation.writeOffTarget }
          : null,
        rule: facts.rule,
      },
      liveReadback: {
        reconciliationAttemptCount: posting.reconciliationAttemptCount,
        lastOutcome: readback?.outcome ?? null,
        lastReadbackAtUtc: readback?.finishedAtUtc ?? null,
      },
      reconciliation: {
        reconciled: posting.status === 'Reconciled',
        reconciledAtUtc: posting.reconciledAtUtc,
        allocationStatus: allocation?.status ?? null,
      },
      anomaly: facts.anomaly,
    };
  }
}
