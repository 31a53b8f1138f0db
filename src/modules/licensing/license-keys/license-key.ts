import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * License keys, format v2 (docs/licensing.md, "License keys"): `LK2-` + 5 groups of 5 Crockford base32 characters (the
 * body, 125 random bits) + `-` + 4 check characters. Pure functions only: issue and rotation generate a key, show it
 * once, and keep its mask and its keyed hash; the validation route parses what a person typed and looks the hash up.
 */

export const LICENSE_KEY_FORMAT_VERSION = 2 as const;

/** Crockford base32: digits and letters without I, L, O (read as 1, 1, 0) and U. Index = 5-bit value. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const PREFIX = 'LK2';
const GROUPS = 5;
const GROUP_LENGTH = 5;
const BODY_LENGTH = GROUPS * GROUP_LENGTH;
const CHECK_LENGTH = 4;

/** A key in canonical form, made only by this module (generated or parsed), so nothing else reaches the hash. */
declare const canonical: unique symbol;
export type LicenseKey = string & { readonly [canonical]: true };

export type LicenseKeyParseFailure = 'malformed' | 'checksum_mismatch';
export type LicenseKeyParseResult = { ok: true; key: LicenseKey } | { ok: false; reason: LicenseKeyParseFailure };

/**
 * The check characters of a 25-character body: SHA-256 over exactly the 25 body characters as ASCII bytes (uppercase
 * canonical symbols; no prefix, no dashes, no check characters), of which the first 20 bits (the first two bytes
 * and the high nibble of the third), as 4 Crockford characters, most significant 5 bits first.
 */
export function checkCharactersOf(body: string): string {
  const digest = createHash('sha256').update(body, 'ascii').digest();
  const bits = (digest[0] << 12) | (digest[1] << 4) | (digest[2] >> 4);
  let check = '';
  for (let shift = 15; shift >= 0; shift -= 5) check += CROCKFORD_ALPHABET[(bits >> shift) & 0x1f];
  return check;
}

/** The canonical key of a body of 25 canonical symbols (the caller guarantees them). */
function assemble(body: string): LicenseKey {
  const groups: string[] = [];
  for (let start = 0; start < BODY_LENGTH; start += GROUP_LENGTH) groups.push(body.slice(start, start + GROUP_LENGTH));
  return `${PREFIX}-${groups.join('-')}-${checkCharactersOf(body)}` as LicenseKey;
}

/**
 * A new key from the operating system's CSPRNG. Each byte is reduced with `& 31`: 32 divides 256, so every symbol is
 * exactly equally likely (no modulo bias) and the body carries the full 125 bits.
 */
export function generateLicenseKey(): LicenseKey {
  let body = '';
  for (const byte of randomBytes(BODY_LENGTH)) body += CROCKFORD_ALPHABET[byte & 0x1f];
  return assemble(body);
}

/** Whitespace (also non-breaking and other Unicode spaces) and hyphen-like dashes word processors substitute. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;
/** Crockford's read-alikes; U is not one of them and stays invalid. */
const ALIASES: Record<string, string> = { I: '1', L: '1', O: '0' };
/** The canonical key is 38 characters; anything far longer is not a key typed with spaces, so stop early. */
const MAX_INPUT_LENGTH = 128;

/**
 * Reads a key as a person presents it, without throwing. Lenient where it cannot be ambiguous, since the symbols
 * and their count are fixed and the check verifies them:
 * - surrounding and inner whitespace and dashes are ignored wherever they stand, so `LK2ABCDE…` and keys pasted with
 *   spaces or typographic dashes are read; the groups carry no information;
 * - letters are case-insensitive; the prefix `LK2` is required and taken literally (its L is not an alias);
 * - in the body and check characters I and L read as 1 and O as 0 (Crockford); U and anything non-ASCII are
 *   malformed (checked before upper-casing, so no Unicode case mapping can turn a foreign letter into a symbol).
 * `malformed`: not the shape of a v2 key. `checksum_mismatch`: the right shape, but the check characters do not
 * belong to the body (a typo). On success, the canonical form, which is what gets hashed.
 */
export function parseLicenseKey(input: unknown): LicenseKeyParseResult {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return { ok: false, reason: 'malformed' };
  const compact = input.replace(SEPARATORS, '');
  if (!/^[A-Za-z0-9]+$/.test(compact)) return { ok: false, reason: 'malformed' };
  const upper = compact.toUpperCase();
  if (upper.length !== PREFIX.length + BODY_LENGTH + CHECK_LENGTH || !upper.startsWith(PREFIX))
    return { ok: false, reason: 'malformed' };
  const symbols = [...upper.slice(PREFIX.length)].map((symbol) => ALIASES[symbol] ?? symbol).join('');
  if ([...symbols].some((symbol) => !CROCKFORD_ALPHABET.includes(symbol))) return { ok: false, reason: 'malformed' };
  const body = symbols.slice(0, BODY_LENGTH);
  if (checkCharactersOf(body) !== symbols.slice(BODY_LENGTH)) return { ok: false, reason: 'checksum_mismatch' };
  return { ok: true, key: assemble(body) };
}

/**
 * The mask in its one fixed shape (body characters as `*`): `LK2-*****-*****-*****-*****-*****-XXXX`, keeping the
 * prefix, the dashes and the check characters. The check characters reveal 20 bits about the body (105 unknown
 * bits remain) and let a person tell their keys apart.
 */
export function maskLicenseKey(key: LicenseKey): string {
  const check = key.slice(-CHECK_LENGTH);
  return `${PREFIX}-${Array.from({ length: GROUPS }, () => '*'.repeat(GROUP_LENGTH)).join('-')}-${check}`;
}

/** Short keys make a keyed hash guessable from a leaked key; 32 bytes is what `hkdfSync(…, 32)` gives. */
const MIN_SECRET_BYTES = 32;

/**
 * What storage keeps instead of the key: HMAC-SHA256 under a server secret of the canonical key's 38 ASCII
 * characters (prefix and dashes included), lowercase hex. Keyed, so a leaked table alone does not confirm a key.
 * Throws on a short secret: that is a configuration error, not user input.
 */
export function hashLicenseKey(key: LicenseKey, secret: Buffer): string {
  if (secret.length < MIN_SECRET_BYTES)
    throw new RangeError(`license key hash secret must be at least ${MIN_SECRET_BYTES} bytes`);
  return createHmac('sha256', secret).update(key, 'ascii').digest('hex');
}

/** Whether a key matches a stored hash, compared in constant time; a stored value of the wrong shape never matches. */
export function licenseKeyMatchesHash(key: LicenseKey, storedHash: string, secret: Buffer): boolean {
  if (!/^[0-9a-f]{64}$/.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(hashLicenseKey(key, secret), 'hex'), Buffer.from(storedHash, 'hex'));
}
