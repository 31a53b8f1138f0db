import { createPublicKey } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';

/** The only key an edge gateway may register (docs/licensing.md, "Edge gateways"): an ES256 public key. */
export const GATEWAY_SIGNING_ALGORITHM = 'ES256';

/** What is stored and served back: exactly the members RFC 7638 hashes for an EC key, nothing the caller added. */
export interface GatewayPublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/**
 * Why a key was refused. Every refusal answers `edge_gateway.invalid_key`; the reason is for logs and tests and names
 * a rule, never a member value.
 */
export type GatewaySigningKeyRefusal =
  | 'not_a_json_object'
  | 'private_key_material'
  | 'unsupported_key_type'
  | 'unsupported_curve'
  | 'invalid_coordinate'
  | 'point_not_on_curve'
  | 'unsupported_algorithm'
  | 'invalid_use'
  | 'invalid_key_ops';

export type GatewaySigningKeyValidation =
  | { ok: true; keyId: string; publicJwk: GatewayPublicJwk; algorithm: typeof GATEWAY_SIGNING_ALGORITHM }
  | { ok: false; reason: GatewaySigningKeyRefusal };

/**
 * The private members of every JWK key type (RFC 7518 §6.2.2 EC and OKP `d`, §6.3.2 RSA, §6.4 symmetric `k`). Their
 * presence refuses the key whatever its `kty`: the service stores no private key material, not even by mistake.
 */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** A P-256 coordinate is 32 bytes (RFC 7518 §6.2.1.2 requires the full length): 43 base64url characters, unpadded. */
const COORDINATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const COORDINATE_BYTES = 32;

/**
 * Validates the public JWK an edge gateway registers. The rules (docs/licensing.md, "Edge gateways"):
 * - a plain JSON object with no private member (`d`, `p`, `q`, `dp`, `dq`, `qi`, `oth`, `k`);
 * - `kty` "EC" and `crv` "P-256";
 * - `x` and `y` the canonical unpadded base64url of 32 bytes each, and the point on the curve;
 * - `alg` absent or "ES256";
 * - `use`, when present, "sig";
 * - `key_ops`, when present, exactly `["verify"]`: a public key can only verify, an empty list permits nothing, and
 *   RFC 7517 §4.3 forbids duplicates.
 * Other public members (`kid`, `x5c`, …) are allowed and dropped. The key id is the RFC 7638 SHA-256 thumbprint.
 */
export async function validateGatewaySigningKey(jwk: unknown): Promise<GatewaySigningKeyValidation> {
  if (!isPlainObject(jwk)) return refuse('not_a_json_object');
  if (PRIVATE_MEMBERS.some((member) => Object.hasOwn(jwk, member))) return refuse('private_key_material');
  if (jwk.kty !== 'EC') return refuse('unsupported_key_type');
  if (jwk.crv !== 'P-256') return refuse('unsupported_curve');
  if (!isCanonicalCoordinate(jwk.x) || !isCanonicalCoordinate(jwk.y)) return refuse('invalid_coordinate');
  if (Object.hasOwn(jwk, 'alg') && jwk.alg !== GATEWAY_SIGNING_ALGORITHM) return refuse('unsupported_algorithm');
  if (Object.hasOwn(jwk, 'use') && jwk.use !== 'sig') return refuse('invalid_use');
  if (Object.hasOwn(jwk, 'key_ops') && !isVerifyOnly(jwk.key_ops)) return refuse('invalid_key_ops');

  const publicJwk: GatewayPublicJwk = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
  if (!isPointOnCurve(publicJwk)) return refuse('point_not_on_curve');
  const keyId = await calculateJwkThumbprint(publicJwk, 'sha256');
  return { ok: true, keyId, publicJwk, algorithm: GATEWAY_SIGNING_ALGORITHM };
}

function refuse(reason: GatewaySigningKeyRefusal): GatewaySigningKeyValidation {
  return { ok: false, reason };
}

/**
 * What JSON.parse makes of an object. The prototype is compared by shape, not identity: a JWK exported by
 * node:crypto is built in another realm than code under jest, and its Object.prototype is a different object.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Base64url decoders ignore the unused low bits of the last character, so one coordinate has several spellings.
 * Only the canonical one is accepted: the thumbprint hashes the text, and one key must have one key id.
 */
function isCanonicalCoordinate(value: unknown): value is string {
  if (typeof value !== 'string' || !COORDINATE_PATTERN.test(value)) return false;
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === COORDINATE_BYTES && bytes.toString('base64url') === value;
}

function isVerifyOnly(value: unknown): boolean {
  return Array.isArray(value) && value.length === 1 && value[0] === 'verify';
}

/**
 * OpenSSL checks the point when node imports the JWK: off the curve, or a coordinate not below the field prime, and
 * the import throws. P-256 has cofactor 1, so a point on the curve is in the prime-order group.
 */
function isPointOnCurve(publicJwk: GatewayPublicJwk): boolean {
  try {
    createPublicKey({ key: { ...publicJwk }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
