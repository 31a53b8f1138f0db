import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One run of the document sync of a connection, held by a lease (`heartbeatAtUtc`) while it runs. */
@Entity({ name: 'erp_document_sync_runs' })
export class ErpDocumentSyncRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  connectionId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'boolean', default: false })
  forceRefresh: boolean;

  @Column({ type: 'date' })
  periodFrom: string;

  @Column({ type: 'date' })
  periodTo: string;

  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  startedAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAtUtc: Date | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  syncMode: string | null;

  @Column({ type: 'integer', default: 0 })
  rpcList: number;

  @Column({ type: 'integer', default: 0 })
  rpcUnpaidBatch: number;

  @Column({ type: 'integer', default: 0 })
  rpcUnpaidSum: number;

  @Column({ type: 'integer', default: 0 })
  rpcGetDocument: number;

  @Column({ type: 'integer', default: 0 })
  rpcAccounts: number;

  @Column({ type: 'integer', default: 0 })
  rpcTotal: number;

  @Column({ type: 'integer', default: 0 })
  unpaidBatchCount: number;

  @Column({ type: 'integer', default: 0 })
  listCount: number;

  @Column({ type: 'integer', default: 0 })
  snapshotReuseCount: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  fallbackReason: string | null;

  @Column({ type: 'integer', default: 0 })
  documentCount: number;

  @Column({ type: 'integer', default: 0 })
  upsertedCount: number;

  @Column({ type: 'integer', default: 0 })
  unresolvedLocationCount: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  errorMessage: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  errorCode: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  heartbeatAtUtc: Date;

  @Column({ type: 'integer', default: 0 })
  rpcStores: number;

  @Column({ type: 'integer', default: 0 })
  rpcBalance: number;

  @Column({ type: 'integer', default: 0 })
  paidOutsideCount: number;
}
