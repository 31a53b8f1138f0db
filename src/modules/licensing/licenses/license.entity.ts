import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LicenseStatus } from './license-store';

/**
 * A license, in its vendor tenant, owned by a customer organization (docs/licensing.md, "Licenses: states"). A
 * subscription-backed license names its subscription, offer version, tariff and policy snapshot; a legacy row may
 * lack them, and `productId` has no foreign key, so reads report a missing or unknown product instead of failing.
 */
@Entity({ name: 'licensing_licenses' })
export class License {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'uuid' })
  customerOrganizationId: string;

  @Column({ type: 'uuid', nullable: true })
  productId: string | null;

  /** Occupied for life: a revoked or archived license keeps it. */
  @Column({ type: 'uuid', nullable: true })
  customerSubscriptionId: string | null;

  @Column({ type: 'uuid', nullable: true })
  offerVersionId: string | null;

  @Column({ type: 'text', nullable: true })
  tariffCode: string | null;

  @Column({ type: 'integer', nullable: true })
  policySnapshotVersion: number | null;

  @Column({ type: 'char', length: 64, nullable: true })
  policySnapshotHash: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: LicenseStatus;

  @Column({ type: 'varchar', length: 16, default: 'Subscription' })
  issueMode: 'Subscription' | 'Legacy';

  @Column({ type: 'varchar', length: 24, default: 'Current' })
  migrationState: 'Current' | 'MigrationRequired' | 'Deprecated';

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ type: 'timestamptz', nullable: true })
  validUntilUtc: Date | null;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;
}
