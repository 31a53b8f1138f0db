import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The local copy of one supplier of the accounting system, as the last supplier sync saw it. */
@Entity({ name: 'erp_supplier_snapshots' })
export class ErpSupplierSnapshot {
  @PrimaryColumn({ type: 'uuid' })
  connectionId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  externalId: string;

  @Column({ type: 'varchar', length: 500 })
  name: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  taxId: string | null;

  @Column({ type: 'boolean', default: false })
  isDeleted: boolean;

  @Column({ type: 'bigint' })
  revision: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  syncedAtUtc: Date;
}
