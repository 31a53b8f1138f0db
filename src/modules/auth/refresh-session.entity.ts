import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type RefreshRevocationReason = 'logout' | 'reuse_detected' | 'password_changed' | 'user_deactivated';

/**
 * One issued refresh token. All tokens of one sign-in share `sessionId` (the token family); access tokens carry it
 * as `sid`. Only the SHA-256 of the token is stored.
 */
@Entity({ name: 'refresh_sessions' })
export class RefreshSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  sessionId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'char', length: 64, select: false })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'timestamptz' })
  expiresAtUtc: Date;

  /** Set when this token was exchanged for a new one; presenting it again is reuse. */
  @Column({ type: 'timestamptz', nullable: true })
  rotatedAtUtc: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAtUtc: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  revocationReason: RefreshRevocationReason | null;
}
