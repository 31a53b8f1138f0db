import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Credentials } from '../../platform/context/actor';
import { isUuid } from '../../platform/validation/uuid';

export interface AccessTokenOptions {
  secret: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

const ALGORITHM = 'HS256';
const MAX_TOKEN_LENGTH = 4096;

/**
 * Short-lived bearer JWTs. The algorithm, issuer and audience are pinned on verification and `exp` is required, so
 * `alg: none`, another algorithm, a foreign issuer or audience, a wrong signature, an expired token or one that
 * never expires are all simply invalid.
 */
export class AccessTokenService {
  /** Built once: given a string, jsonwebtoken tries to parse it as a public key on every call (a third of `me`'s CPU). */
  private readonly key: KeyObject;

  constructor(private readonly options: AccessTokenOptions) {
    this.key = createSecretKey(Buffer.from(options.secret, 'utf8'));
  }

  get ttlSeconds(): number {
    return this.options.ttlSeconds;
  }

  issue(userId: string, sessionId: string): { token: string; expiresAt: Date } {
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = jwt.sign({ sid: sessionId, typ: 'access', iat: issuedAt }, this.key, {
      algorithm: ALGORITHM,
      expiresIn: this.options.ttlSeconds,
      issuer: this.options.issuer,
      audience: this.options.audience,
      subject: userId,
      jwtid: randomUUID(),
    });
    return { token, expiresAt: new Date((issuedAt + this.options.ttlSeconds) * 1000) };
  }

  /**
   * A bearer token of a licensing service account: no sign-in session, `typ: service`. Whether the account still
   * exists is checked on every request (the actor source), so deleting it kills its tokens at once.
   */
  issueForServiceAccount(serviceAccountId: string): { token: string; expiresAt: Date } {
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = jwt.sign({ typ: 'service', iat: issuedAt }, this.key, {
      algorithm: ALGORITHM,
      expiresIn: this.options.ttlSeconds,
      issuer: this.options.issuer,
      audience: this.options.audience,
      subject: serviceAccountId,
      jwtid: randomUUID(),
    });
    return { token, expiresAt: new Date((issuedAt + this.options.ttlSeconds) * 1000) };
  }

  /** Reads the Authorization header: no header is anonymous, anything unverifiable is rejected. */
  credentialsFrom(authorization: string | undefined): Credentials {
    if (authorization === undefined || authorization === '') return { kind: 'anonymous' };
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization);
    if (!match || match[1].length > MAX_TOKEN_LENGTH) return { kind: 'rejected' };
    try {
      const claims = jwt.verify(match[1], this.key, {
        algorithms: [ALGORITHM],
        issuer: this.options.issuer,
        audience: this.options.audience,
      });
      if (typeof claims === 'string' || (claims.typ !== 'access' && claims.typ !== 'service'))
        return { kind: 'rejected' };
      // jsonwebtoken checks `exp` only when present; a token without one would never expire.
      if (typeof claims.exp !== 'number') return { kind: 'rejected' };
      if (claims.typ === 'service')
        return isUuid(String(claims.sub))
          ? { kind: 'serviceAccount', serviceAccountId: String(claims.sub), expiresAt: claims.exp }
          : { kind: 'rejected' };
      if (!isUuid(String(claims.sub)) || !isUuid(String(claims.sid))) return { kind: 'rejected' };
      return { kind: 'token', userId: String(claims.sub), sessionId: String(claims.sid), expiresAt: claims.exp };
    } catch {
      return { kind: 'rejected' };
    }
  }
}
