/**
 * Outcomes of approve-and-queue (docs/work-items.md §Approve-and-queue). Queued is the call that queued; the others
 * describe a transaction that was already further along (or could not go on), so a replay of a call that queued, or a
 * second call for the same payment, never queues again.
 */
export const APPROVE_OUTCOMES = [
  'Queued',
  'Processing',
  'NeedsAttention',
  'Blocked',
  'AlreadyQueued',
  'AlreadyCompleted',
] as const;

export type ApproveOutcome = (typeof APPROVE_OUTCOMES)[number];

/**
 * The outcome an existing posting answers. A posting written and awaiting its readback is Processing; only
 * Reconciled is AlreadyCompleted; a posting that failed, whose write outcome is unknown, or that was cancelled
 * needs the accountant.
 */
export function outcomeOfPosting(postingStatus: string): ApproveOutcome {
  switch (postingStatus) {
    case 'Draft':
    case 'ApprovalRequired':
    case 'Queued':
    case 'RetryScheduled':
      return 'AlreadyQueued';
    case 'Posted':
    case 'ReadbackPending':
      return 'Processing';
    case 'Reconciled':
      return 'AlreadyCompleted';
    default:
      return 'NeedsAttention';
  }
}

/** How a payment run counts an item's outcome: queued now, already done before (a repeated submit), or not. */
export function runTallyOf(outcome: ApproveOutcome): 'succeeded' | 'skipped' | 'failed' {
  if (outcome === 'Queued') return 'succeeded';
  if (outcome === 'AlreadyQueued' || outcome === 'Processing' || outcome === 'AlreadyCompleted') return 'skipped';
  return 'failed';
}
