import type { RequestContext } from '../../platform/context/request-context';

/**
 * A direct posting rule as a direct posting copies it: its id and name, its write target, its counterparty and the
 * connection.
 */
export interface TakingRule {
  id: string;
  name: string;
  direction: string;
  erpConnectionId: string;
  accountId: string;
  accountName: string;
  cashFlowArticleId: string;
  cashFlowArticleName: string;
  /** The accounting system's supplier the pay-out is booked to; null when the rule names none. */
  erpCounterpartyId: string | null;
  erpCounterpartyName: string | null;
}

/**
 * What postings need of direct posting rules (docs/direct-postings.md): the active rules that take one bank line
 * now. Direct posting rules build on this module (their write target is checked by it), so the application wires
 * their service in here.
 */
export interface DirectRulesPort {
  /**
   * The active rules of the line's organization that take it, by name, at most two: one decides the line, two make
   * it ambiguous. A line matched to a supplier or confirmed a duplicate is taken by none. Whether the line is held
   * (allocated or posted) is the caller's to check. Reads in the caller's transaction.
   */
  takingRulesOf(ctx: RequestContext, bankTransactionId: string): Promise<TakingRule[]>;
}
