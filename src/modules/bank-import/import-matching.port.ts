import type { RequestContext } from '../../platform/context/request-context';

/** Every counterparty match state of a bank transaction (`match_status`), in workflow order. */
export const MATCH_STATUSES = ['Unmatched', 'LowConfidence', 'AutoMatched', 'ManualMatched', 'Excluded'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * One piece of evidence of a match as a transaction row stores it (`match_signals`) and clients read it; what the
 * kinds and values mean is the matching's (docs/counterparty-matching.md §Automatic matching).
 */
export interface StoredMatchSignal {
  kind: string;
  counterpartyId: string;
  counterpartyName: string;
  value: string;
  score: number;
  ruleId: string | null;
}

/** The automatic match of one imported transaction: what its match columns get. */
export interface ImportMatch {
  status: MatchStatus;
  counterpartyId: string | null;
  counterpartyName: string | null;
  reason: string;
  signals: readonly StoredMatchSignal[];
  ruleId: string | null;
}

/** Matches an import's transactions on their way into the bulk load, in memory: no statement per row. */
export interface ImportRowMatcher {
  /** The normalized counterparty name, stored as `counterparty_name_normalized`. */
  normalizedName(raw: string | null): string;
  match(counterpartyName: string | null, counterpartyTaxId: string | null): ImportMatch;
}

/**
 * What an import needs of automatic counterparty matching (docs/counterparty-matching.md §When matching runs), wired
 * by the application: the matcher of an organization for writing, taken inside the upload's transaction before its
 * rows are loaded, so the import is serialized with rule changes the way the matching requires.
 */
export interface ImportMatchingPort {
  matcherForWrite(ctx: RequestContext, organizationId: string): Promise<ImportRowMatcher>;
}
