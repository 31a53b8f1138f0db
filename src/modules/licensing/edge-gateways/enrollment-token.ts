import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Makes a leaked token recognisable to secret scanners and people alike. */
export const ENROLLMENT_TOKEN_PREFIX = 'egw_';

/** An enrollment token is valid for 24 hours from its issue (docs/licensing.md, "Edge gateways"). */
export const ENROLLMENT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 bits from the CSPRNG: 43 unpadded base64url characters after the prefix. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^egw_[A-Za-z0-9_-]{43}$/;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** HMAC-SHA256 keys shorter than the digest weaken it; a shorter secret is a configuration mistake. */
const MIN_SECRET_BYTES = 32;

/** A fresh single-use enrollment token. It is shown once; only its keyed hash is stored. */
export function generateEnrollmentToken(): string {
  return ENROLLMENT_TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a presented value can be an enrollment token at all; anything else is refused before any lookup. */
export function isEnrollmentTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * The stored form of a token: HMAC-SHA256 under a service secret, as 64 lowercase hex characters. Keyed, so a leaked
 * table alone cannot confirm a guessed token; deterministic, so the hash can be looked up.
 */
export function hashEnrollmentToken(token: string, secret: Buffer): string {
  return hmac(token, secret).toString('hex');
}

/** Whether a presented token matches a stored hash, compared in constant time. False for any malformed input. */
export function verifyEnrollmentToken(presented: unknown, storedHash: string, secret: Buffer): boolean {
  // The shape checks reveal nothing secret; only the digest comparison must not leak how much of it matched.
  if (!isEnrollmentTokenShaped(presented) || !HASH_PATTERN.test(storedHash)) return false;
  return timingSafeEqual(hmac(presented, secret), Buffer.from(storedHash, 'hex'));
}

/** When a token issued at `issuedAt` stops being accepted. */
export function enrollmentTokenExpiresAt(issuedAt: Date): Date {
  const issuedAtMs = issuedAt.getTime();
  if (Number.isNaN(issuedAtMs)) throw new RangeError('The issue time of an enrollment token is not a valid date.');
  return new Date(issuedAtMs + ENROLLMENT_TOKEN_TTL_MS);
}

/** Expired from the expiry instant on. An invalid date counts as expired, so a bad clock value never admits a token. */
export function isEnrollmentTokenExpired(expiresAt: Date, now: Date): boolean {
  const expiresAtMs = expiresAt.getTime();
  const nowMs = now.getTime();
  if (Number.isNaN(expiresAtMs) || Number.isNaN(nowMs)) return true;
  return nowMs >= expiresAtMs;
}

function hmac(token: string, secret: Buffer): Buffer {
  if (secret.length < MIN_SECRET_BYTES)
    throw new RangeError(`The enrollment token secret must be at least ${MIN_SECRET_BYTES} bytes.`);
  return createHmac('sha256', secret).update(token, 'utf8').digest();
}
