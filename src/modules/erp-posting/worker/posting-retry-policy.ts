/** How the worker paces itself; every figure comes from the configuration (docs/configuration.md). */
export interface PostingPolicy {
  leaseSeconds: number;
  /** Writes that failed before being sent, in a row, before the posting fails. */
  maxTransientFailures: number;
  /** First back-off after a failure; doubles each time up to `retryCapMs`. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Readbacks that find the payment but not yet on the documents, before the posting waits for a reconcile. */
  maxReadbacks: number;
  /**
   * How long after a write sent without an answer a readback that finds nothing proves the payment absent. A
   * request the server is still processing could land later; twice the write timeout covers it.
   */
  outcomeSettleMs: number;
}

/** Exponential back-off with ±20 % jitter, so postings failing together do not come back together. */
export function backoffMs(policy: PostingPolicy, failures: number, random: () => number = Math.random): number {
  const base = Math.min(policy.retryCapMs, policy.retryBaseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * When the earliest readback that can prove a write absent may run; null when no write is unconfirmed. A server
 * that shows a booked payment to a readback only after a while (`visibleAfterMs`, the dialect's) widens the window.
 */
export function settledAt(policy: PostingPolicy, unconfirmedSendAt: Date | null, visibleAfterMs = 0): Date | null {
  if (unconfirmedSendAt === null) return null;
  return new Date(unconfirmedSendAt.getTime() + Math.max(policy.outcomeSettleMs, visibleAfterMs));
}
