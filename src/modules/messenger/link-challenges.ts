import { createHmac, hkdfSync, randomInt, randomUUID } from 'node:crypto';
import type { KeyValueStore } from '../../platform/key-value/key-value-store';

/** No 0/O, 1/I/L: a code read off a screen and typed into a chat is never ambiguous. 31 symbols. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** Who and where a code links: the user, the organization and the outlet of the request that created it. */
export interface LinkChallengeTarget {
  userId: string;
  organizationId: string;
  locationId: string;
}

export interface LinkChallengeRecord extends LinkChallengeTarget {
  challengeId: string;
  expiresAtUtc: string;
}

/** 8 symbols from a CSPRNG, each drawn uniformly (`randomInt` rejects biased draws): about 39.6 bits. */
export function newLinkCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as typed: case and spaces or dashes between groups do not matter. Null when it cannot be a code. */
export function normalizeLinkCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((symbol) => CODE_ALPHABET.includes(symbol)) ? code : null;
}

/**
 * Activation codes in the key-value store (valid MESSENGER_CODE_TTL_SECONDS, about 10 minutes by default; single use).
 * The store holds an HMAC of the code under a key derived from the service's encryption key, never the code: at about
 * 40 bits a plain hash of a leaked store could be reversed by trying every code. Consuming is one atomic
 * get-and-delete, so of concurrent redemptions exactly one gets the record. A new code of a user replaces the user's
 * previous one.
 */
export class LinkChallengeStore {
  private readonly hmacKey: Buffer;

  constructor(
    private readonly keyValue: KeyValueStore,
    encryptionKey: string,
    private readonly ttlSeconds: number,
  ) {
    this.hmacKey = Buffer.from(hkdfSync('sha256', encryptionKey, 'messenger', 'messenger link code', 32));
  }

  async issue(target: LinkChallengeTarget, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
    const code = newLinkCode();
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    const record: LinkChallengeRecord = {
      challengeId: randomUUID(),
      ...target,
      expiresAtUtc: expiresAt.toISOString(),
    };
    const digest = this.digest(code);
    const previous = await this.keyValue.get(latestKey(target.userId));
    if (previous) await this.keyValue.delete(codeKey(previous));
    await this.keyValue.set(codeKey(digest), JSON.stringify(record), { ttlSeconds: this.ttlSeconds });
    await this.keyValue.set(latestKey(target.userId), digest, { ttlSeconds: this.ttlSeconds });
    return { code, expiresAt };
  }

  /** The record of a live code, removed in the same step; null for an unknown, used or expired one. */
  async consume(code: string, now = new Date()): Promise<LinkChallengeRecord | null> {
    const digest = this.digest(code);
    const stored = await this.keyValue.getAndDelete(codeKey(digest));
    if (!stored) return null;
    const record = JSON.parse(stored) as LinkChallengeRecord;
    // The store's TTL removes it in time; the recorded expiry also holds should a store keep it a moment longer.
    if (Date.parse(record.expiresAtUtc) <= now.getTime()) return null;
    if ((await this.keyValue.get(latestKey(record.userId))) === digest)
      await this.keyValue.delete(latestKey(record.userId));
    return record;
  }

  private digest(code: string): string {
    return createHmac('sha256', this.hmacKey).update(code).digest('hex');
  }
}

const codeKey = (digest: string) => `messenger:link-code:${digest}`;
const latestKey = (userId: string) => `messenger:link-code-of:${userId}`;
