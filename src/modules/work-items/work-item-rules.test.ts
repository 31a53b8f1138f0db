import { capabilitiesOf, nextActionOf, type DerivedFacts } from './work-item-rules';

const ALL = { build: true, confirm: true, match: true };
const NONE = { build: false, confirm: false, match: false };

describe('work item next action and capabilities', () => {
  const facts = (workflowState: DerivedFacts['workflowState'], extra: Partial<DerivedFacts> = {}): DerivedFacts => ({
    workflowState,
    attentionReasons: [],
    postingStatus: null,
    ...extra,
  });

  it('takes the next action of the most urgent reason', () => {
    expect(
      nextActionOf(facts('Attention', { attentionReasons: ['write_outcome_unknown', 'payment_anomaly_open'] })),
    ).toBe('ReconcilePosting');
    expect(nextActionOf(facts('Attention', { attentionReasons: ['posting_failed'] }))).toBe('RetryPosting');
    expect(nextActionOf(facts('Attention', { attentionReasons: ['balance_review_required'] }))).toBe(
      'ReviewImportBalance',
    );
    expect(nextActionOf(facts('Attention', { attentionReasons: ['counterparty_match_low_confidence'] }))).toBe(
      'MatchCounterparty',
    );
    expect(nextActionOf(facts('Attention', { attentionReasons: ['safe_proposal_missing'] }))).toBe('AllocateManually');
    expect(nextActionOf(facts('Attention', { attentionReasons: ['workflow_state_unresolved'] }))).toBe('Investigate');
    expect(nextActionOf(facts('Attention', { attentionReasons: ['direct_posting_rule_ambiguous'] }))).toBe(
      'ReviewDirectPostingRules',
    );
  });

  it('tells a posting awaiting its approval from one the worker is on', () => {
    expect(nextActionOf(facts('Processing', { postingStatus: 'ApprovalRequired' }))).toBe('ApprovePosting');
    expect(nextActionOf(facts('Processing', { postingStatus: 'ReadbackPending' }))).toBe('WaitForPosting');
    expect(nextActionOf(facts('ReadyForApproval'))).toBe('ApproveAndQueue');
    expect(nextActionOf(facts('NeedsPreparation'))).toBe('Prepare');
    expect(nextActionOf(facts('Excluded'))).toBe('None');
    expect(nextActionOf(facts('Completed'))).toBe('None');
  });

  it('grants an action only when the state allows it and the caller holds its permission', () => {
    const matchedFree = {
      ...facts('NeedsPreparation'),
      matchStatus: 'AutoMatched',
      allocationId: null,
      postingId: null,
    };
    expect(capabilitiesOf(matchedFree, ALL)).toEqual({ canPrepare: true, canApproveAndQueue: true, canExclude: true });
    expect(capabilitiesOf(matchedFree, NONE)).toEqual({
      canPrepare: false,
      canApproveAndQueue: false,
      canExclude: false,
    });
    const unmatched = {
      ...facts('Attention', { attentionReasons: ['counterparty_match_required'] }),
      matchStatus: 'Unmatched',
      allocationId: null,
      postingId: null,
    };
    expect(capabilitiesOf(unmatched, ALL)).toEqual({ canPrepare: false, canApproveAndQueue: false, canExclude: true });
    const ready = { ...facts('ReadyForApproval'), matchStatus: 'ManualMatched', allocationId: 'a', postingId: null };
    expect(capabilitiesOf(ready, ALL)).toEqual({ canPrepare: false, canApproveAndQueue: true, canExclude: false });
    expect(capabilitiesOf(ready, { ...ALL, confirm: false }).canApproveAndQueue).toBe(false);
    const noProposal = {
      ...facts('Attention', { attentionReasons: ['safe_proposal_missing'] }),
      matchStatus: 'AutoMatched',
      allocationId: null,
      postingId: null,
    };
    expect(capabilitiesOf(noProposal, ALL).canApproveAndQueue).toBe(true);
    const heldByReview = {
      ...facts('Attention', { attentionReasons: ['balance_review_required', 'safe_proposal_missing'] }),
      matchStatus: 'AutoMatched',
      allocationId: null,
      postingId: null,
    };
    expect(capabilitiesOf(heldByReview, ALL).canApproveAndQueue).toBe(false);
    // A line a direct posting rule takes: approve-and-queue, never prepare; once its posting holds it, not exclude.
    const direct = { ...facts('ReadyForApproval'), matchStatus: 'Excluded', allocationId: null, postingId: null };
    expect(capabilitiesOf(direct, ALL)).toEqual({ canPrepare: false, canApproveAndQueue: true, canExclude: false });
    const posted = {
      ...facts('Processing', { postingStatus: 'ApprovalRequired' }),
      matchStatus: 'Unmatched',
      allocationId: null,
      postingId: 'p',
    };
    expect(capabilitiesOf(posted, ALL)).toEqual({ canPrepare: false, canApproveAndQueue: false, canExclude: false });
    const excluded = { ...facts('Excluded'), matchStatus: 'Excluded', allocationId: null, postingId: null };
    expect(capabilitiesOf(excluded, ALL)).toEqual({ canPrepare: false, canApproveAndQueue: false, canExclude: false });
  });
});
