import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last live read of one reference list (accounts, cash-flow articles) of a connection, served while the
 * accounting system cannot be reached.
 */
@Entity({ name: 'erp_reference_snapshots' })
export class ErpReferenceSnapshot {
  @PrimaryColumn({ type: 'uuid' })
  connectionId: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  kind: string;

  @Column({ type: 'jsonb' })
  items: Record<string, unknown>[];

  @Column({ type: 'timestamptz', default: () => 'now()' })
  fetchedAtUtc: Date;
}
