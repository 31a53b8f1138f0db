/**
 * The vocabulary of the accountant work queue (docs/work-items.md §States, §Attention reasons). The state and the
 * reasons are derived in SQL (work-item-queries.ts) so lists can filter and page on them; what depends on the caller
 * (capabilities) and the one next action are decided here from the derived row.
 */

export const WORKFLOW_STATES = [
  'Excluded',
  'Attention',
  'Processing',
  'Completed',
  'ReadyForApproval',
  'NeedsPreparation',
] as const;

export type WorkflowState = (typeof WORKFLOW_STATES)[number];

/**
 * Attention reasons, most urgent first: the first one present decides the next action. Codes are stable; clients
 * localize from them.
 */
export const ATTENTION_REASONS = [
  'write_outcome_unknown',
  'payment_anomaly_open',
  'posting_failed',
  'balance_review_required',
  'direct_posting_rule_ambiguous',
  'counterparty_match_required',
  'counterparty_match_low_confidence',
  'safe_proposal_missing',
  'workflow_state_unresolved',
] as const;

export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const NEXT_ACTIONS = [
  'ReconcilePosting',
  'RetryPosting',
  'ReviewImportBalance',
  'MatchCounterparty',
  'ReviewDirectPostingRules',
  'AllocateManually',
  'Investigate',
  'ApprovePosting',
  'WaitForPosting',
  'ApproveAndQueue',
  'Prepare',
  'None',
] as const;

export type NextAction = (typeof NEXT_ACTIONS)[number];

const ACTION_OF_REASON: Record<AttentionReason, NextAction> = {
  write_outcome_unknown: 'ReconcilePosting',
  payment_anomaly_open: 'ReconcilePosting',
  posting_failed: 'RetryPosting',
  balance_review_required: 'ReviewImportBalance',
  direct_posting_rule_ambiguous: 'ReviewDirectPostingRules',
  counterparty_match_required: 'MatchCounterparty',
  counterparty_match_low_confidence: 'MatchCounterparty',
  safe_proposal_missing: 'AllocateManually',
  workflow_state_unresolved: 'Investigate',
};

/** Posting statuses in which the posting still waits for its own approval before the worker may take it. */
const AWAITING_POSTING_APPROVAL = new Set(['Draft', 'ApprovalRequired']);

export interface DerivedFacts {
  workflowState: WorkflowState;
  attentionReasons: AttentionReason[];
  postingStatus: string | null;
}

/** The one thing to do next; reasons are ordered by urgency, so the first decides. */
export function nextActionOf(item: DerivedFacts): NextAction {
  switch (item.workflowState) {
    case 'Attention':
      return ACTION_OF_REASON[item.attentionReasons[0]] ?? 'Investigate';
    case 'Processing':
      return item.postingStatus && AWAITING_POSTING_APPROVAL.has(item.postingStatus)
        ? 'ApprovePosting'
        : 'WaitForPosting';
    case 'ReadyForApproval':
      return 'ApproveAndQueue';
    case 'NeedsPreparation':
      return 'Prepare';
    case 'Excluded':
    case 'Completed':
      return 'None';
  }
}

/** What the caller holds in the item's outlet, decided once per request from the loaded actor. */
export interface HeldPermissions {
  build: boolean;
  confirm: boolean;
  match: boolean;
}

export interface Capabilities {
  canPrepare: boolean;
  canApproveAndQueue: boolean;
  canExclude: boolean;
}

/**
 * The state allows the action and the caller holds its permission. Prepare needs a matched supplier and no live
 * allocation (NeedsPreparation, or a matched item held only by a balance review); approve-and-queue a
 * ReadyForApproval item, a NeedsPreparation one (the call builds the proposal itself) or one whose only reason is
 * safe_proposal_missing (the caller then names the lines); exclude is refused by matching once an allocation or a
 * direct posting holds the transaction, and an Excluded item is already excluded. A line a direct posting rule takes
 * is ReadyForApproval and unmatched: approve-and-queue, never prepare.
 */
export function capabilitiesOf(
  item: DerivedFacts & { matchStatus: string; allocationId: string | null; postingId: string | null },
  held: HeldPermissions,
): Capabilities {
  const matched = item.matchStatus === 'AutoMatched' || item.matchStatus === 'ManualMatched';
  // A direct posting holds its line without an allocation; an excluded line a rule takes is ReadyForApproval.
  const free = item.allocationId === null && item.postingId === null && item.matchStatus !== 'Excluded';
  return {
    canPrepare: held.build && free && matched,
    canApproveAndQueue: held.confirm && approvable(item),
    canExclude: held.match && free,
  };
}

function approvable(item: DerivedFacts): boolean {
  if (item.workflowState === 'ReadyForApproval' || item.workflowState === 'NeedsPreparation') return true;
  return item.attentionReasons.length === 1 && item.attentionReasons[0] === 'safe_proposal_missing';
}
