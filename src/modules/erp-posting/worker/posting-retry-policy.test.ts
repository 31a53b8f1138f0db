import { backoffMs, settledAt, type PostingPolicy } from './posting-retry-policy';

const policy: PostingPolicy = {
  leaseSeconds: 30,
  maxTransientFailures: 5,
  retryBaseMs: 1000,
  retryCapMs: 60_000,
  maxReadbacks: 10,
  outcomeSettleMs: 20_000,
};

describe('posting retry policy', () => {
  it('doubles the back-off per failure up to the cap, jittered by at most 20 %', () => {
    expect([1, 2, 3, 4].map((failures) => backoffMs(policy, failures, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(policy, 30, () => 0.5)).toBe(60_000);
    expect(backoffMs(policy, 1, () => 0)).toBe(800);
    expect(backoffMs(policy, 1, () => 0.999999)).toBe(1200);
  });

  it('lets a readback prove a write absent only once the settle window after the send has passed', () => {
    expect(settledAt(policy, null)).toBeNull();
    expect(settledAt(policy, new Date('2026-01-01T00:00:00Z'))).toEqual(new Date('2026-01-01T00:00:20Z'));
    // A server slower to show a booked payment than the write timeout widens the window; a faster one does not.
    expect(settledAt(policy, new Date('2026-01-01T00:00:00Z'), 60_000)).toEqual(new Date('2026-01-01T00:01:00Z'));
    expect(settledAt(policy, new Date('2026-01-01T00:00:00Z'), 5_000)).toEqual(new Date('2026-01-01T00:00:20Z'));
  });
});
