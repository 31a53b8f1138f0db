import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from './key-value-store';
import { MemoryKeyValueStore } from './memory-key-value-store';
import { RedisKeyValueStore } from './redis-key-value-store';

/** Lets a test move time forward: the memory store reads a fake clock, Redis really waits. */
interface Subject {
  store: KeyValueStore;
  advance(seconds: number): Promise<void>;
}

const subjects: [string, () => Promise<Subject>][] = [
  [
    'memory',
    async () => {
      let now = 1_000_000;
      return {
        store: new MemoryKeyValueStore('contract:', () => now),
        advance: async (seconds) => {
          now += seconds * 1000;
        },
      };
    },
  ],
];
if (process.env.REDIS_URL) {
  subjects.push([
    'redis',
    async () => {
      const store = new RedisKeyValueStore(process.env.REDIS_URL!, `contract:${randomBytes(6).toString('hex')}:`);
      await store.connect();
      return { store, advance: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100)) };
    },
  ]);
}

describe.each(subjects)('key-value store contract: %s', (_name, create) => {
  let subject: Subject;

  beforeEach(async () => {
    subject = await create();
  });

  afterEach(async () => {
    await subject.store.close();
  });

  it('stores and deletes values', async () => {
    const { store } = subject;
    expect(await store.get('a')).toBeNull();
    expect(await store.set('a', '1')).toBe(true);
    expect(await store.get('a')).toBe('1');
    expect(await store.exists('a')).toBe(true);
    await store.delete('a');
    expect(await store.exists('a')).toBe(false);
  });

  it('sets only when absent with onlyIfAbsent', async () => {
    const { store } = subject;
    expect(await store.set('once', 'first', { onlyIfAbsent: true, ttlSeconds: 60 })).toBe(true);
    expect(await store.set('once', 'second', { onlyIfAbsent: true })).toBe(false);
    expect(await store.get('once')).toBe('first');
  });

  it('expires keys after their TTL and reports the remaining whole seconds', async () => {
    const { store } = subject;
    await store.set('short', 'v', { ttlSeconds: 1 });
    expect(await store.ttlSeconds('short')).toBe(1);
    await store.set('forever', 'v');
    expect(await store.ttlSeconds('forever')).toBeNull();
    expect(await store.ttlSeconds('missing')).toBeNull();
    await subject.advance(1);
    expect(await store.get('short')).toBeNull();
    expect(await store.exists('short')).toBe(false);
    expect(await store.get('forever')).toBe('v');
  });

  it('clears the TTL when a key is set again without one', async () => {
    const { store } = subject;
    await store.set('k', 'v', { ttlSeconds: 1 });
    await store.set('k', 'w');
    await subject.advance(1);
    expect(await store.get('k')).toBe('w');
  });

  it('starts the TTL with the first increment and keeps it on later ones', async () => {
    const { store } = subject;
    expect(await store.increment('counter', 1)).toBe(1);
    expect(await store.increment('counter', 100)).toBe(2);
    expect(await store.ttlSeconds('counter')).toBe(1);
    await subject.advance(1);
    expect(await store.get('counter')).toBeNull();
    expect(await store.increment('counter', 1)).toBe(1);
  });

  it('counts concurrent increments exactly', async () => {
    const { store } = subject;
    const results = await Promise.all(Array.from({ length: 50 }, () => store.increment('concurrent', 60)));
    expect(new Set(results).size).toBe(50);
    expect(await store.get('concurrent')).toBe('50');
  });

  it('hands a value to exactly one of concurrent getAndDelete calls', async () => {
    const { store } = subject;
    await store.set('claim', 'v', { ttlSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 10 }, () => store.getAndDelete('claim')));
    expect(results.filter((value) => value === 'v')).toHaveLength(1);
    expect(results.filter((value) => value === null)).toHaveLength(9);
    expect(await store.exists('claim')).toBe(false);
    await store.set('expiring', 'v', { ttlSeconds: 1 });
    await subject.advance(1);
    expect(await store.getAndDelete('expiring')).toBeNull();
  });

  it('answers ping', async () => {
    await expect(subject.store.ping()).resolves.toBeUndefined();
  });
});
