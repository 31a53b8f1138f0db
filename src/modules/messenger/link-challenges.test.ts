import type { KeyValueStore } from '../../platform/key-value/key-value-store';
import { MemoryKeyValueStore } from '../../platform/key-value/memory-key-value-store';
import { CODE_ALPHABET, CODE_LENGTH, LinkChallengeStore, newLinkCode, normalizeLinkCode } from './link-challenges';

const target = {
  userId: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  locationId: '00000000-0000-4000-8000-000000000003',
};

describe('messenger activation codes', () => {
  let now: number;
  let store: MemoryKeyValueStore;
  /** Every key and value written, to prove the code itself is never stored. */
  let written: string[];
  let challenges: LinkChallengeStore;

  beforeEach(() => {
    now = Date.parse('2026-01-01T00:00:00Z');
    store = new MemoryKeyValueStore('test:', () => now);
    written = [];
    const recording: KeyValueStore = Object.assign(Object.create(store) as KeyValueStore, {
      set: (key: string, value: string, options?: { ttlSeconds?: number; onlyIfAbsent?: boolean }) => {
        written.push(key, value);
        return store.set(key, value, options);
      },
    });
    challenges = new LinkChallengeStore(recording, 'encryption-key-for-the-test', 600);
  });
  afterEach(() => store.close());

  it('draws 8 symbols of the unambiguous alphabet', () => {
    const codes = Array.from({ length: 2000 }, () => newLinkCode());
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every symbol turns up: the draw covers the whole alphabet.
    expect(new Set(codes.join('')).size).toBe(CODE_ALPHABET.length);
    expect(CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(CODE_LENGTH).toBe(8);
  });

  it('reads a code as typed: case, spaces and dashes do not matter; anything else is no code', () => {
    expect(normalizeLinkCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normalizeLinkCode(' AB CD EF GH ')).toBe('ABCDEFGH');
    expect(normalizeLinkCode('ABCDEFG')).toBeNull();
    expect(normalizeLinkCode('ABCDEFG0')).toBeNull();
    expect(normalizeLinkCode('ABCDEFGHJ')).toBeNull();
  });

  it('stores only a keyed hash, hands the record out once, and not after the lifetime', async () => {
    const { code, expiresAt } = await challenges.issue(target, new Date(now));
    expect(expiresAt.getTime() - now).toBe(600_000);
    expect(written.join(' ')).not.toContain(code);
    expect(await challenges.consume(code, new Date(now))).toMatchObject(target);
    expect(await challenges.consume(code, new Date(now))).toBeNull();

    const expiring = await challenges.issue(target, new Date(now));
    now += 600_000;
    expect(await challenges.consume(expiring.code, new Date(now))).toBeNull();
  });

  it('a new code of the user replaces the previous one', async () => {
    const first = await challenges.issue(target, new Date(now));
    const second = await challenges.issue(target, new Date(now));
    expect(await challenges.consume(first.code, new Date(now))).toBeNull();
    expect(await challenges.consume(second.code, new Date(now))).toMatchObject(target);
  });

  it('the hash depends on the service key: another key finds nothing', async () => {
    const { code } = await challenges.issue(target, new Date(now));
    const otherKey = new LinkChallengeStore(store, 'another-encryption-key', 600);
    expect(await otherKey.consume(code, new Date(now))).toBeNull();
  });
});
