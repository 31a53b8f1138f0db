import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A transaction with an allocation or a direct posting other than Cancelled is held: one such allocation or posting
 * per transaction, and a held transaction (so its import) cannot be deleted (docs/payment-allocations.md,
 * docs/direct-postings.md).
 */
@Entity({ name: 'bank_transaction_holds' })
export class BankTransactionHold {
  @PrimaryColumn({ type: 'uuid' })
  bankTransactionId: string;

  /** Exactly one of the two: the allocation or the direct posting (docs/direct-postings.md) holding the line. */
  @Column({ type: 'uuid', nullable: true })
  allocationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  postingId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;
}
