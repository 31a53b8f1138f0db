import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { RefreshRevocationReason } from './refresh-session.entity';

export interface IssuedRefreshToken {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** What `issue` hands out: 32 random bytes in base64url. Anything else cannot be one of ours. */
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type RotationOutcome =
  | { kind: 'rotated'; userId: string; sessionId: string; email: string; displayName: string }
  /** The token was already exchanged once: someone replays it, so the whole session must end. */
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

/**
 * Opaque refresh tokens, stored only as SHA-256 (they are 256 random bits, so a slow hash adds nothing). Each
 * refresh rotates the token; presenting a rotated token again revokes the whole sign-in session. A revoked
 * session also stops its access tokens at once: the actor query checks it on every request.
 */
export class RefreshSessionService {
  constructor(private readonly ttlSeconds: number) {}

  async issue(manager: EntityManager, userId: string, sessionId: string = randomUUID()): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    await manager.query(
      'INSERT INTO refresh_sessions (session_id, user_id, token_hash, expires_at_utc) VALUES ($1, $2, $3, $4)',
      [sessionId, userId, hashToken(token), expiresAt],
    );
    return { token, sessionId, expiresAt };
  }

  /** Marks the token as used, atomically: of two concurrent refreshes with one token, only one rotates. */
  async rotate(manager: EntityManager, token: string): Promise<RotationOutcome> {
    if (!REFRESH_TOKEN.test(token)) return { kind: 'invalid' };
    const tokenHash = hashToken(token);
    const rotated: { user_id: string; session_id: string; email: string; display_name: string }[] = await manager.query(
      // Wrapped in a CTE so the driver hands back rows, not TypeORM's [rows, count] pair for UPDATE.
      `WITH rotated AS (
         UPDATE refresh_sessions AS rs SET rotated_at_utc = now()
           FROM users AS u
          WHERE rs.token_hash = $1 AND rs.rotated_at_utc IS NULL AND rs.revoked_at_utc IS NULL
            AND rs.expires_at_utc > now() AND u.id = rs.user_id AND u.is_active
          RETURNING rs.user_id, rs.session_id, u.email, u.display_name)
       SELECT * FROM rotated`,
      [tokenHash],
    );
    if (rotated.length === 1) {
      const [row] = rotated;
      return {
        kind: 'rotated',
        userId: row.user_id,
        sessionId: row.session_id,
        email: row.email,
        displayName: row.display_name,
      };
    }
    const replayed: { session_id: string }[] = await manager.query(
      'SELECT session_id FROM refresh_sessions WHERE token_hash = $1 AND rotated_at_utc IS NOT NULL AND revoked_at_utc IS NULL',
      [tokenHash],
    );
    return replayed.length === 1 ? { kind: 'reused', sessionId: replayed[0].session_id } : { kind: 'invalid' };
  }

  async revokeSession(manager: EntityManager, sessionId: string, reason: RefreshRevocationReason): Promise<void> {
    await manager.query(
      `UPDATE refresh_sessions SET revoked_at_utc = now(), revocation_reason = $2
        WHERE session_id = $1 AND revoked_at_utc IS NULL`,
      [sessionId, reason],
    );
  }

  /** Ends every live session of the user (new password, deactivation); their access tokens stop at once too. */
  async revokeUserSessions(manager: EntityManager, userId: string, reason: RefreshRevocationReason): Promise<void> {
    await manager.query(
      `UPDATE refresh_sessions SET revoked_at_utc = now(), revocation_reason = $2
        WHERE user_id = $1 AND revoked_at_utc IS NULL`,
      [userId, reason],
    );
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
