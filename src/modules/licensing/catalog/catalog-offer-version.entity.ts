import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OfferVersionState, Tariff } from './catalog-rules';

/**
 * The terms of an offer, numbered per offer. Publishing sets the policy snapshot (version, hash, instant) once; the
 * three are null exactly while the version is a Draft.
 */
@Entity({ name: 'licensing_offer_versions' })
export class CatalogOfferVersion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'uuid' })
  offerId: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'jsonb' })
  tariffs: Tariff[];

  @Column({ type: 'integer', nullable: true })
  sharedSeatPool: number | null;

  @Column({ type: 'integer' })
  validityDays: number;

  @Column({ type: 'varchar', length: 16, default: 'Draft' })
  state: OfferVersionState;

  @Column({ type: 'integer', nullable: true })
  policySnapshotVersion: number | null;

  @Column({ type: 'char', length: 64, nullable: true })
  policySnapshotHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAtUtc: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;
}
