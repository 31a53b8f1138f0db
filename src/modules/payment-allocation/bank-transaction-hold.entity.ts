import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A transaction with an allocation other than Cancelled is held: one such allocation per transaction, and a held
 * transaction (so its import) cannot be deleted (docs/payment-allocations.md).
 */
@Entity({ name: 'bank_transaction_holds' })
export class BankTransactionHold {
  @PrimaryColumn({ type: 'uuid' })
  bankTransactionId: string;

  @Column({ type: 'uuid' })
  allocationId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;
}
