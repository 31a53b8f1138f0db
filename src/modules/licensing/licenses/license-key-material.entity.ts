import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A key of a license, stored only as the HMAC of the canonical key with its mask (docs/licensing.md, "License keys").
 * Exactly one per license is primary; a rotation supersedes it. Legacy material may have no hash or mask.
 */
@Entity({ name: 'licensing_key_materials' })
export class LicenseKeyMaterial {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'uuid' })
  licenseId: string;

  @Column({ type: 'smallint' })
  formatVersion: number;

  /** Never read into a response, an audit entry or a log. */
  @Column({ type: 'char', length: 64, nullable: true })
  keyHash: string | null;

  @Column({ type: 'text', nullable: true })
  maskedKey: string | null;

  @Column({ type: 'boolean' })
  isPrimary: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  supersededAtUtc: Date | null;
}
