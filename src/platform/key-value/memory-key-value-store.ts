import type { KeyValueStore } from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/** Single-process store with Redis TTL semantics: expired keys behave exactly as absent ones. */
export class MemoryKeyValueStore implements KeyValueStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly keyPrefix: string,
    private readonly now: () => number = Date.now,
  ) {
    // Expired entries are invisible on read; the sweep only bounds memory.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(
    key: string,
    value: string,
    options: { ttlSeconds?: number; onlyIfAbsent?: boolean } = {},
  ): Promise<boolean> {
    if (options.onlyIfAbsent && this.live(key)) return false;
    const expiresAt = options.ttlSeconds === undefined ? null : this.now() + options.ttlSeconds * 1000;
    this.entries.set(this.keyPrefix + key, { value, expiresAt });
    return true;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(this.keyPrefix + key);
  }

  async getAndDelete(key: string): Promise<string | null> {
    const entry = this.live(key);
    this.entries.delete(this.keyPrefix + key);
    return entry?.value ?? null;
  }

  async exists(key: string): Promise<boolean> {
    return this.live(key) !== null;
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) : 0) + 1;
    this.entries.set(this.keyPrefix + key, {
      value: String(next),
      expiresAt: entry ? entry.expiresAt : this.now() + ttlSeconds * 1000,
    });
    return next;
  }

  async ttlSeconds(key: string): Promise<number | null> {
    const entry = this.live(key);
    if (!entry || entry.expiresAt === null) return null;
    return Math.ceil((entry.expiresAt - this.now()) / 1000);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private live(key: string): Entry | null {
    const entry = this.entries.get(this.keyPrefix + key);
    if (!entry) return null;
    if (entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(this.keyPrefix + key);
      return null;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}
