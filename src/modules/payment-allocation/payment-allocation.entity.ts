import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AllocationMethodValue } from './dto/allocation-preview.dto';
import type { AllocationStatusValue } from './dto/payment-allocation.dto';

/** A bank payment split over documents of the accounting system (docs/payment-allocations.md). */
@Entity({ name: 'payment_allocations' })
export class PaymentAllocation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'uuid' })
  bankTransactionId: string;

  @Column({ type: 'uuid' })
  erpConnectionId: string;

  @Column({ type: 'varchar', length: 100 })
  erpCounterpartyId: string;

  @Column({ type: 'varchar', length: 20 })
  status: AllocationStatusValue;

  @Column({ type: 'varchar', length: 16 })
  allocationMethod: AllocationMethodValue;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'bigint' })
  totalAmount: number;

  @Column({ type: 'bigint' })
  allocatedAmount: number;

  @Column({ type: 'bigint' })
  documentSettlementAmount: number;

  @Column({ type: 'bigint', default: 0 })
  supplierAdvanceAmount: number;

  @Column({ type: 'bigint' })
  unallocatedPaymentAmount: number;

  @Column({ type: 'bigint' })
  invoiceDebtRemaining: number;

  @Column({ type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ type: 'uuid', nullable: true })
  createdByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'uuid', nullable: true })
  approvedByUserId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAtUtc: Date | null;

  @Column({ type: 'uuid', nullable: true })
  cancelledByUserId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAtUtc: Date | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  cancelReason: string | null;

  /** Σ of the lines' write-offs; positive exactly when the target below is set (copied from the tolerance). */
  @Column({ type: 'bigint', default: 0 })
  writeOffAmount: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  writeOffAccountId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  writeOffAccountName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  writeOffCashFlowArticleId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  writeOffCashFlowArticleName: string | null;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
