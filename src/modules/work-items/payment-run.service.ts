import type { RequestContext } from '../../platform/context/request-context';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { allocationLinesLoader } from '../payment-allocation/payment-allocation.module';
import { errorCodeEntry } from '../../platform/errors/error-codes';
import type { ApproveAndQueueService } from './approve-and-queue.service';
import {
  MAX_PAYMENT_RUN_ITEMS,
  type PaymentRunApproveInput,
  type PaymentRunApproveResultDto,
  type PaymentRunEligibleItemDto,
  type PaymentRunExcludedItemDto,
  type PaymentRunItemResultDto,
  type PaymentRunPreviewDto,
  type PaymentRunPreviewInput,
} from './dto/payment-run.dto';
import { runTallyOf, type ApproveOutcome } from './work-item-outcomes';
import {
  directProposalHashOf,
  loadProposalFacts,
  proposalHashOf,
  riskWarningsOf,
  safeProposalOf,
} from './work-item-proposals';
import type { WorkItemsService } from './work-items.service';

/** Items approved at once: enough to overlap their round trips, few enough to leave the pool to other requests. */
const APPROVE_CONCURRENCY = 4;

/** Why a work item that is not ReadyForApproval is not in the run, when it carries no attention reason. */
const STATE_REASON: Record<string, string> = {
  Excluded: 'counterparty_match_excluded',
  Processing: 'already_queued',
  Completed: 'already_completed',
  NeedsPreparation: 'not_ready_for_approval',
};

/**
 * Payment runs (docs/work-items.md §Payment runs): a preview of what may be approved together and the approval of a
 * previewed set, item by item through approve-and-queue. No batch entity is stored: the correlation id inside each
 * item's idempotency key is what makes a repeated submit harmless.
 */
export class PaymentRunService {
  constructor(
    private readonly items: WorkItemsService,
    private readonly approvals: ApproveAndQueueService,
  ) {}

  /** Reads only: the work items, the open documents of those without an allocation, the lines of those with one. */
  async preview(ctx: RequestContext, input: PaymentRunPreviewInput): Promise<PaymentRunPreviewDto> {
    const ids = input.bankTransactionIds ? [...new Set(input.bankTransactionIds.map((id) => id.toLowerCase()))] : null;
    const { items, totalCount } = await this.items.find(
      ctx,
      ids
        ? { bankTransactionIds: ids, importId: input.importId }
        : { states: ['ReadyForApproval'], importId: input.importId },
      MAX_PAYMENT_RUN_ITEMS,
    );
    const warnings = [];
    if (!ids && totalCount > items.length) {
      warnings.push({
        code: 'payment_run_truncated',
        message: `Only the first ${items.length} of ${totalCount} ready items are in this run.`,
        documentId: null,
      });
    }
    const excluded: PaymentRunExcludedItemDto[] = [];
    if (ids) {
      const found = new Set(items.map((item) => item.bankTransactionId));
      for (const id of ids.filter((id) => !found.has(id))) {
        excluded.push({ bankTransactionId: id, reasons: ['accountant_work_item.not_found'] });
      }
    }
    const eligible: PaymentRunEligibleItemDto[] = [];
    const ready = items.filter((item) => {
      const reasons = item.workflowState === 'ReadyForApproval' ? [] : item.attentionReasons.slice();
      if (item.workflowState !== 'ReadyForApproval' && reasons.length === 0) {
        reasons.push(STATE_REASON[item.workflowState] ?? 'not_ready_for_approval');
      }
      if (reasons.length === 0 && !item.capabilities.canApproveAndQueue) reasons.push('forbidden');
      if (reasons.length) excluded.push({ bankTransactionId: item.bankTransactionId, reasons });
      return reasons.length === 0;
    });
    const scope = ctx.activeContext;
    // A line a direct posting rule takes is paid by its rule: no documents, no proposal to compute.
    const direct = (item: (typeof ready)[number]) => Boolean(item.directPostingRuleId && !item.allocationId);
    const allocated = ready.flatMap((item) => (item.allocationId ? [item.allocationId] : []));
    const [facts, allocationLines] = await Promise.all([
      loadProposalFacts(
        ctx,
        { organizationId: scope.organizationId, locationId: scope.locationId! },
        ready.filter((item) => !item.allocationId && !direct(item)).map((item) => item.bankTransactionId),
      ),
      ctx.loader(allocationLinesLoader).loadMany(allocated),
    ]);
    const linesOfAllocation = new Map(
      allocated.map((id, index) => {
        const lines = allocationLines[index];
        if (lines instanceof Error) throw lines;
        return [id, lines];
      }),
    );
    let currency: string | null = null;
    for (const item of ready) {
      if (direct(item)) {
        if (currency !== null && item.currency !== currency) {
          excluded.push({ bankTransactionId: item.bankTransactionId, reasons: ['currency_differs'] });
          continue;
        }
        currency ??= item.currency;
        eligible.push({
          bankTransactionId: item.bankTransactionId,
          transactionRowVersion: item.transactionRowVersion,
          proposalHash: directProposalHashOf(item),
          amount: item.amount,
          counterpartyName: item.counterpartyName,
          documentNumber: '',
        });
        continue;
      }
      const lines = item.allocationId
        ? (linesOfAllocation.get(item.allocationId) ?? [])
        : (safeProposalOf(facts.get(item.bankTransactionId)!)?.plan.lines ?? []);
      const reasons: string[] = [];
      if (lines.length === 0) reasons.push('safe_proposal_missing');
      if (riskWarningsOf(lines).length) reasons.push('partial_payment');
      if (reasons.length === 0 && currency !== null && item.currency !== currency) reasons.push('currency_differs');
      if (reasons.length) {
        excluded.push({ bankTransactionId: item.bankTransactionId, reasons });
        continue;
      }
      currency ??= item.currency;
      eligible.push({
        bankTransactionId: item.bankTransactionId,
        transactionRowVersion: item.transactionRowVersion,
        proposalHash: proposalHashOf(item.bankTransactionId, item.transactionRowVersion, lines),
        amount: item.amount,
        counterpartyName: item.counterpartyName,
        documentNumber: lines.map((line) => line.documentNumber).join(', '),
      });
    }
    return {
      eligible,
      excluded,
      eligibleCount: eligible.length,
      excludedCount: excluded.length,
      totalAmount: eligible.reduce((total, item) => total + item.amount, 0),
      currency,
      warnings,
    };
  }

  /**
   * Each item through approve-and-queue with acceptRisk false and the key `correlationId:bankTransactionId`; an
   * item's refusal is its result, the others go on (partial success).
   */
  async approve(ctx: RequestContext, input: PaymentRunApproveInput): Promise<PaymentRunApproveResultDto> {
    const ids = input.items.map((item) => item.bankTransactionId.toLowerCase());
    const duplicates = ids.flatMap((id, index) =>
      ids.indexOf(id) === index ? [] : [`items.${index}.bankTransactionId`],
    );
    if (duplicates.length)
      throw validationFailed(Object.fromEntries(duplicates.map((field) => [field, ['duplicate']])));
    const results = await mapWithConcurrency(input.items, APPROVE_CONCURRENCY, async (item, index) => {
      const bankTransactionId = ids[index];
      try {
        const result = await this.approvals.approveAndQueue(ctx, bankTransactionId, {
          idempotencyKey: `${input.correlationId}:${bankTransactionId}`,
          expectedTransactionRowVersion: item.expectedTransactionRowVersion,
          proposalHash: item.proposalHash,
          acceptRisk: false,
        });
        const { outcome, allocationId, postingId, message } = result;
        return { bankTransactionId, outcome, allocationId, postingId, message };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return refused(bankTransactionId, error);
      }
    });
    const tally = { succeeded: 0, skipped: 0, failed: 0 };
    for (const result of results) tally[runTallyOf(result.outcome as ApproveOutcome)] += 1;
    return {
      correlationId: input.correlationId,
      results,
      succeededCount: tally.succeeded,
      failedCount: tally.failed,
      skippedCount: tally.skipped,
    };
  }
}

/** An item the run could not even compose (stale row version, gone, forbidden): failed, with the code. */
function refused(bankTransactionId: string, error: DomainError): PaymentRunItemResultDto {
  return {
    bankTransactionId,
    outcome: 'NeedsAttention',
    allocationId: null,
    postingId: null,
    message: `${error.code}: ${errorCodeEntry(error.code).message}`,
  };
}

async function mapWithConcurrency<T, R>(
  values: readonly T[],
  concurrency: number,
  fn: (value: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(values.length);
  let next = 0;
  const lane = async () => {
    while (next < values.length) {
      const index = next++;
      results[index] = await fn(values[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, values.length) }, lane));
  return results;
}
