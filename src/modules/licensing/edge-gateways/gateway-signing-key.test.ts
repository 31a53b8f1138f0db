import fc from 'fast-check';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { createHash } from 'node:crypto';
import { validateGatewaySigningKey, type GatewaySigningKeyValidation } from './gateway-signing-key';

/** P-256 field prime and curve coefficient b (SEC 2 §2.4.2), for building points by hand. */
const P256_P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const coordinate = (value: bigint) => Buffer.from(value.toString(16).padStart(64, '0'), 'hex').toString('base64url');

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let square = base % P256_P;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % P256_P;
    square = (square * square) % P256_P;
  }
  return result;
}

/** The on-curve point with the smallest x: y² = x³ − 3x + b, and p ≡ 3 (mod 4) gives the root as a power. */
function smallestXPoint(): { x: bigint; y: bigint } {
  for (let x = 0n; ; x += 1n) {
    const rhs = (((x ** 3n - 3n * x + P256_B) % P256_P) + P256_P) % P256_P;
    const y = modPow(rhs, (P256_P + 1n) / 4n);
    if ((y * y) % P256_P === rhs) return { x, y };
  }
}

async function newEs256Jwks(): Promise<{ publicJwk: JWK; privateJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { publicJwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
}

async function publicJwkOf(algorithm: string, options: { crv?: string } = {}): Promise<JWK> {
  const { publicKey } = await generateKeyPair(algorithm, options);
  return exportJWK(publicKey);
}

function expectRefused(result: GatewaySigningKeyValidation, reason: string): void {
  expect(result).toEqual({ ok: false, reason });
}

/** RFC 7638 §3: the required members in lexicographic order, no whitespace, SHA-256, base64url. */
function ecThumbprintByHand(jwk: JWK): string {
  const canonical = `{"crv":"${jwk.crv}","kty":"${jwk.kty}","x":"${jwk.x}","y":"${jwk.y}"}`;
  return createHash('sha256').update(canonical, 'utf8').digest('base64url');
}

describe('RFC 7638 thumbprint', () => {
  it('reproduces the RSA example of §3.1 with jose', async () => {
    const example = {
      kty: 'RSA',
      n:
        '0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknj' +
        'hMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQ' +
        'vRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzK' +
        'nqDKgw',
      e: 'AQAB',
      alg: 'RS256',
      kid: '2011-04-29',
    };
    expect(await calculateJwkThumbprint(example, 'sha256')).toBe('NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs');
  });

  it('is the key id of an accepted EC key, equal to the canonical JSON hashed by hand', async () => {
    const { publicJwk } = await newEs256Jwks();
    const result = await validateGatewaySigningKey(publicJwk);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.keyId).toBe(ecThumbprintByHand(publicJwk));
    expect(result.keyId).toBe(await calculateJwkThumbprint(publicJwk, 'sha256'));
    expect(result.keyId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('validateGatewaySigningKey', () => {
  it('accepts an ES256 public key and keeps only kty, crv, x and y', async () => {
    const { publicJwk } = await newEs256Jwks();
    const result = await validateGatewaySigningKey({
      ...publicJwk,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
      kid: 'gateway-1',
      ext: true,
    });
    expect(result).toEqual({
      ok: true,
      keyId: await calculateJwkThumbprint(publicJwk, 'sha256'),
      publicJwk: { kty: 'EC', crv: 'P-256', x: publicJwk.x, y: publicJwk.y },
      algorithm: 'ES256',
    });
    if (result.ok) expect(Object.keys(result.publicJwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
  });

  it('accepts a point whose coordinate has leading zero bytes, written at full length', async () => {
    const { x, y } = smallestXPoint();
    const result = await validateGatewaySigningKey({ kty: 'EC', crv: 'P-256', x: coordinate(x), y: coordinate(y) });
    expect(result.ok).toBe(true);
  });

  it('refuses the private JWK and any private member, whatever the key type', async () => {
    const { publicJwk, privateJwk } = await newEs256Jwks();
    expect(privateJwk.d).toBeDefined();
    expectRefused(await validateGatewaySigningKey(privateJwk), 'private_key_material');
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']) {
      expectRefused(await validateGatewaySigningKey({ ...publicJwk, [member]: 'AA' }), 'private_key_material');
      expectRefused(await validateGatewaySigningKey({ ...publicJwk, [member]: null }), 'private_key_material');
    }
    const rsa = await generateKeyPair('RS256', { extractable: true });
    expectRefused(await validateGatewaySigningKey(await exportJWK(rsa.privateKey)), 'private_key_material');
  });

  it('refuses other curves and key types', async () => {
    expectRefused(await validateGatewaySigningKey(await publicJwkOf('ES384')), 'unsupported_curve');
    expectRefused(await validateGatewaySigningKey(await publicJwkOf('ES512')), 'unsupported_curve');
    expectRefused(await validateGatewaySigningKey(await publicJwkOf('ES256K')), 'unsupported_curve');
    expectRefused(await validateGatewaySigningKey(await publicJwkOf('RS256')), 'unsupported_key_type');
    expectRefused(await validateGatewaySigningKey(await publicJwkOf('PS256')), 'unsupported_key_type');
    const ed25519 = await publicJwkOf('EdDSA', { crv: 'Ed25519' });
    expect(ed25519).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expectRefused(await validateGatewaySigningKey(ed25519), 'unsupported_key_type');
    const { publicJwk } = await newEs256Jwks();
    expectRefused(await validateGatewaySigningKey({ ...publicJwk, kty: 'ec' }), 'unsupported_key_type');
    expectRefused(await validateGatewaySigningKey({ ...publicJwk, crv: 'p-256' }), 'unsupported_curve');
    expectRefused(await validateGatewaySigningKey({ ...publicJwk, crv: 'secp256r1' }), 'unsupported_curve');
  });

  it('refuses any alg but ES256', async () => {
    const { publicJwk } = await newEs256Jwks();
    for (const alg of ['RS256', 'ES384', 'es256', 'none', 'HS256', '', null, 256]) {
      expectRefused(await validateGatewaySigningKey({ ...publicJwk, alg }), 'unsupported_algorithm');
    }
  });

  it('refuses a use other than sig and key_ops other than exactly ["verify"]', async () => {
    const { publicJwk } = await newEs256Jwks();
    for (const use of ['enc', 'SIG', '', null, ['sig']]) {
      expectRefused(await validateGatewaySigningKey({ ...publicJwk, use }), 'invalid_use');
    }
    for (const keyOps of [['sign'], ['verify', 'sign'], ['verify', 'verify'], [], 'verify', null, ['encrypt']]) {
      expectRefused(await validateGatewaySigningKey({ ...publicJwk, key_ops: keyOps }), 'invalid_key_ops');
    }
  });

  it('refuses a point off the curve', async () => {
    const { publicJwk } = await newEs256Jwks();
    const y = Buffer.from(publicJwk.y as string, 'base64url');
    y[31] ^= 1;
    expectRefused(await validateGatewaySigningKey({ ...publicJwk, y: y.toString('base64url') }), 'point_not_on_curve');
    const zero = coordinate(0n);
    expectRefused(await validateGatewaySigningKey({ kty: 'EC', crv: 'P-256', x: zero, y: zero }), 'point_not_on_curve');
  });

  it('refuses a coordinate not reduced below the field prime', async () => {
    const { x, y } = smallestXPoint();
    expect(x + P256_P < 2n ** 256n).toBe(true);
    const result = await validateGatewaySigningKey({
      kty: 'EC',
      crv: 'P-256',
      x: coordinate(x + P256_P),
      y: coordinate(y),
    });
    expectRefused(result, 'point_not_on_curve');
  });

  it('refuses coordinates of the wrong length or not in canonical unpadded base64url', async () => {
    const { publicJwk } = await newEs256Jwks();
    const x = Buffer.from(publicJwk.x as string, 'base64url');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = (publicJwk.x as string).slice(-1);
    // Same 32 bytes once decoded: the low two bits of the last character are unused.
    const nonCanonical = (publicJwk.x as string).slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(nonCanonical, 'base64url').equals(x)).toBe(true);
    const wrong = [
      x.subarray(1).toString('base64url'),
      Buffer.concat([Buffer.alloc(1), x]).toString('base64url'),
      Buffer.alloc(48, 1).toString('base64url'),
      `${publicJwk.x}=`,
      x.toString('base64'),
      nonCanonical,
      '',
      ' '.repeat(43),
      42,
      null,
      ['x'],
    ];
    for (const value of wrong) {
      expectRefused(await validateGatewaySigningKey({ ...publicJwk, x: value }), 'invalid_coordinate');
      expectRefused(await validateGatewaySigningKey({ ...publicJwk, y: value }), 'invalid_coordinate');
    }
  });

  it('refuses a value that is not a plain JSON object', async () => {
    const { publicJwk } = await newEs256Jwks();
    class KeyLike {
      kty = 'EC';
    }
    for (const value of [null, undefined, 'EC', 42, true, [], [publicJwk], new Map(), new KeyLike()]) {
      expectRefused(await validateGatewaySigningKey(value), 'not_a_json_object');
    }
    expect((await validateGatewaySigningKey(Object.assign(Object.create(null), publicJwk))).ok).toBe(true);
  });

  it('refuses a key missing kty, crv, x or y', async () => {
    const { publicJwk } = await newEs256Jwks();
    const reasons = {
      kty: 'unsupported_key_type',
      crv: 'unsupported_curve',
      x: 'invalid_coordinate',
      y: 'invalid_coordinate',
    };
    for (const [member, reason] of Object.entries(reasons)) {
      const incomplete: Record<string, unknown> = { ...publicJwk };
      delete incomplete[member];
      expectRefused(await validateGatewaySigningKey(incomplete), reason);
    }
    expectRefused(await validateGatewaySigningKey({}), 'unsupported_key_type');
  });

  it('gives one key id whatever the member order and extra public members', async () => {
    const keys = await Promise.all([1, 2, 3].map(async () => (await newEs256Jwks()).publicJwk));
    const ids = await Promise.all(keys.map((key) => calculateJwkThumbprint(key, 'sha256')));
    const reserved = new Set([
      'kty',
      'crv',
      'x',
      'y',
      'alg',
      'use',
      'key_ops',
      'd',
      'p',
      'q',
      'dp',
      'dq',
      'qi',
      'oth',
      'k',
    ]);
    const extras = fc.record(
      {
        kid: fc.string(),
        use: fc.constant('sig'),
        alg: fc.constant('ES256'),
        key_ops: fc.constant(['verify']),
        other: fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !reserved.has(name) && name !== '__proto__'),
          fc.jsonValue(),
          { maxKeys: 4 },
        ),
      },
      { requiredKeys: [] },
    );
    const reordered = fc.tuple(fc.nat({ max: keys.length - 1 }), extras).chain(([index, extra]) => {
      const { other = {}, ...named } = extra;
      const entries = Object.entries({ ...other, ...named, ...keys[index] });
      const permutation = fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length });
      return permutation.map((shuffled) => ({ index, jwk: Object.fromEntries(shuffled) }));
    });
    await fc.assert(
      fc.asyncProperty(reordered, async ({ index, jwk }) => {
        const result = await validateGatewaySigningKey(jwk);
        expect(result).toMatchObject({ ok: true, keyId: ids[index] });
      }),
      { numRuns: 200 },
    );
  });
});
