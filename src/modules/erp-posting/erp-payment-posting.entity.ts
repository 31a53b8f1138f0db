import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PostingStatusValue } from './dto/erp-posting.dto';

/**
 * One payment to write into the accounting system for a confirmed allocation or a bank line a direct posting rule
 * takes, claimed by the posting worker
 * with a lease token (docs/postings.md).
 */
@Entity({ name: 'erp_payment_postings' })
export class ErpPaymentPosting {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  /** Null for a direct posting (docs/direct-postings.md), which names its rule instead. */
  @Column({ type: 'uuid', nullable: true })
  paymentAllocationId: string | null;

  /** The direct posting rule that took the bank line; null for a posting of an allocation. */
  @Column({ type: 'uuid', nullable: true })
  directPostingRuleId: string | null;

  @Column({ type: 'uuid' })
  bankTransactionId: string;

  @Column({ type: 'uuid' })
  erpConnectionId: string;

  @Column({ type: 'varchar', length: 24 })
  status: PostingStatusValue;

  @Column({ type: 'varchar', length: 32 })
  postingType: string;

  @Column({ type: 'varchar', length: 16 })
  direction: string;

  /**
   * The accounting system's supplier the payment is booked to. A direct posting pays no documents: its rule's
   * counterparty copied at queue, or null when the rule names none.
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  supplierExternalId: string | null;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'bigint' })
  totalAmount: number;

  @Column({ type: 'date' })
  postingDate: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  accountId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  accountName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  cashFlowArticleId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  cashFlowArticleName: string | null;

  @Column({ type: 'char', length: 64 })
  requestHash: string;

  @Column({ type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ type: 'boolean', default: true })
  requiresApproval: boolean;

  @Column({ type: 'uuid', nullable: true })
  approvedByUserId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAtUtc: Date | null;

  @Column({ type: 'integer', default: 0 })
  attemptCount: number;

  @Column({ type: 'integer', default: 0 })
  transientFailureCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  unconfirmedSendAtUtc: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAtUtc: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  nextRetryAtUtc: Date | null;

  @Column({ type: 'integer', default: 0 })
  reconciliationAttemptCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextReconciliationAtUtc: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  reconciledAtUtc: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  postedAtUtc: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  errorCode: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  errorMessage: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  externalPaymentId: string | null;

  @Column({ type: 'uuid', nullable: true })
  openAnomalyId: string | null;

  @Column({ type: 'boolean', default: false })
  forceReadback: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  nextRunAtUtc: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  workerId: string | null;

  @Column({ type: 'uuid', nullable: true })
  leaseToken: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  workerClaimedAtUtc: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  workerLeaseExpiresAtUtc: Date | null;

  @Column({ type: 'uuid', nullable: true })
  createdByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
