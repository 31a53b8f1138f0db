import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ProfileRequest } from './customer-profile-rules';

/**
 * A vendor tenant's profile of a customer organization, created by the first committed update; a customer without
 * one has the default profile. `lastRequest` and its fingerprint keep the body of the last committed update, so the
 * same body sent again converges on the committed state. `updatedBy` may name a service account: no foreign key.
 */
@Entity({ name: 'licensing_customer_profiles' })
export class CustomerProfile {
  @PrimaryColumn({ type: 'uuid' })
  tenantId: string;

  @PrimaryColumn({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'integer' })
  revision: number;

  @Column({ type: 'text' })
  displayName: string;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ type: 'jsonb', nullable: true })
  primaryContact: ProfileRequest['primaryContact'];

  /** The canonical JSON of the request (canonicalProfileRequest). */
  @Column({ type: 'jsonb', nullable: true })
  lastRequest: ProfileRequest | null;

  @Column({ type: 'char', length: 64, nullable: true })
  lastRequestFingerprint: string | null;

  @Column({ type: 'uuid', nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;
}
