import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One run of the supplier sync of a connection, held by a lease (`heartbeatAtUtc`) while it runs. */
@Entity({ name: 'erp_supplier_sync_runs' })
export class ErpSupplierSyncRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  connectionId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 16 })
  mode: string;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  startedAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAtUtc: Date | null;

  @Column({ type: 'bigint', nullable: true })
  revisionFrom: number | null;

  @Column({ type: 'bigint', nullable: true })
  revisionTo: number | null;

  @Column({ type: 'integer', default: 0 })
  receivedCount: number;

  @Column({ type: 'integer', default: 0 })
  upsertedCount: number;

  @Column({ type: 'integer', default: 0 })
  deletedCount: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  errorMessage: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  errorCode: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  heartbeatAtUtc: Date;
}
