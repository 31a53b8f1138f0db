/**
 * Short-lived shared state: login throttling, revoked sessions, invitations. Redis when REDIS_URL is set, an
 * in-process map otherwise; both follow Redis semantics so the code above them cannot tell the difference.
 */
export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  /** Stores the value; returns false when `onlyIfAbsent` is set and the key exists. A set without TTL clears any TTL. */
  set(key: string, value: string, options?: { ttlSeconds?: number; onlyIfAbsent?: boolean }): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Returns the value and removes the key in one atomic step: of concurrent callers, exactly one gets it. */
  getAndDelete(key: string): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  /** Adds one and returns the new value; the TTL starts with the first increment and is kept by later ones. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Remaining lifetime in whole seconds (rounded up), or null when the key is absent or never expires. */
  ttlSeconds(key: string): Promise<number | null>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
