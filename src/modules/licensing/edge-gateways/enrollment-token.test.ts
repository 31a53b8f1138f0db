import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import {
  ENROLLMENT_TOKEN_TTL_MS,
  enrollmentTokenExpiresAt,
  generateEnrollmentToken,
  hashEnrollmentToken,
  isEnrollmentTokenExpired,
  isEnrollmentTokenShaped,
  verifyEnrollmentToken,
} from './enrollment-token';

const secret = randomBytes(32);

describe('enrollment token', () => {
  it('is egw_ and 256 bits of base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => generateEnrollmentToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^egw_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token.slice(4), 'base64url')).toHaveLength(32);
      expect(isEnrollmentTokenShaped(token)).toBe(true);
    }
  });

  it('verifies against its own hash only', () => {
    const token = generateEnrollmentToken();
    const stored = hashEnrollmentToken(token, secret);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyEnrollmentToken(token, stored, secret)).toBe(true);
    expect(verifyEnrollmentToken(generateEnrollmentToken(), stored, secret)).toBe(false);
    expect(verifyEnrollmentToken(token, stored, randomBytes(32))).toBe(false);
    expect(verifyEnrollmentToken(token, hashEnrollmentToken(generateEnrollmentToken(), secret), secret)).toBe(false);
  });

  it('refuses a token differing in one character, and malformed input', () => {
    const token = generateEnrollmentToken();
    const stored = hashEnrollmentToken(token, secret);
    const last = token.slice(-1);
    const altered = token.slice(0, -1) + (last === 'A' ? 'B' : 'A');
    expect(verifyEnrollmentToken(altered, stored, secret)).toBe(false);
    for (const presented of [
      token.slice(4),
      `${token} `,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      '',
      null,
      undefined,
      42,
      [token],
      { token },
    ]) {
      expect(verifyEnrollmentToken(presented, stored, secret)).toBe(false);
    }
    expect(verifyEnrollmentToken(token, stored.toUpperCase(), secret)).toBe(false);
    expect(verifyEnrollmentToken(token, stored.slice(2), secret)).toBe(false);
    expect(verifyEnrollmentToken(token, '', secret)).toBe(false);
  });

  it('stores a hash that never equals or contains the token', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const token = `egw_${Buffer.from(bytes).toString('base64url')}`;
        const stored = hashEnrollmentToken(token, secret);
        expect(stored).not.toBe(token);
        expect(stored).not.toContain(token.slice(4));
        expect(stored).toBe(hashEnrollmentToken(token, secret));
        expect(verifyEnrollmentToken(token, stored, secret)).toBe(true);
      }),
    );
  });

  it('refuses a secret shorter than 32 bytes', () => {
    const token = generateEnrollmentToken();
    expect(() => hashEnrollmentToken(token, randomBytes(16))).toThrow(RangeError);
    expect(() => verifyEnrollmentToken(token, hashEnrollmentToken(token, secret), Buffer.alloc(0))).toThrow(RangeError);
  });

  it('expires 24 hours after issue, from that instant on', () => {
    const issuedAt = new Date('2025-03-30T00:30:00.000Z');
    const expiresAt = enrollmentTokenExpiresAt(issuedAt);
    expect(expiresAt.toISOString()).toBe('2025-03-31T00:30:00.000Z');
    expect(ENROLLMENT_TOKEN_TTL_MS).toBe(86_400_000);
    expect(isEnrollmentTokenExpired(expiresAt, issuedAt)).toBe(false);
    expect(isEnrollmentTokenExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isEnrollmentTokenExpired(expiresAt, expiresAt)).toBe(true);
    expect(isEnrollmentTokenExpired(expiresAt, new Date(expiresAt.getTime() + 1))).toBe(true);
  });

  it('fails closed on invalid dates', () => {
    expect(() => enrollmentTokenExpiresAt(new Date(Number.NaN))).toThrow(RangeError);
    expect(isEnrollmentTokenExpired(new Date(Number.NaN), new Date())).toBe(true);
    expect(isEnrollmentTokenExpired(enrollmentTokenExpiresAt(new Date()), new Date(Number.NaN))).toBe(true);
  });
});
