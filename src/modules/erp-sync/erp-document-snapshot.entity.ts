import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The local copy of one payable document of the accounting system, as the last document sync saw it. */
@Entity({ name: 'erp_document_snapshots' })
export class ErpDocumentSnapshot {
  @PrimaryColumn({ type: 'uuid' })
  connectionId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  externalDocumentId: string;

  @Column({ type: 'varchar', length: 100 })
  documentNumber: string;

  @Column({ type: 'date' })
  documentDate: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  supplierExternalId: string | null;

  @Column({ type: 'varchar', length: 16 })
  direction: string;

  @Column({ type: 'varchar', length: 64 })
  documentType: string;

  @Column({ type: 'bigint' })
  amount: number;

  @Column({ type: 'bigint' })
  paidAmount: number;

  @Column({ type: 'bigint' })
  unpaidAmount: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 32 })
  paymentStatus: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  storeCode: string | null;

  @Column({ type: 'uuid', nullable: true })
  locationId: string | null;

  @Column({ type: 'boolean', nullable: true })
  isProcessed: boolean | null;

  @Column({ type: 'boolean', default: false })
  isDeleted: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  processingStateCheckedAtUtc: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  processingStateSource: string | null;

  @Column({ type: 'bigint' })
  revision: number;

  @Column({ type: 'timestamptz', nullable: true })
  modifiedAtUtc: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  syncedAtUtc: Date;

  @Column({ type: 'bigint', default: 0 })
  paidOutsideAmount: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  unpayableReason: string | null;
}
