import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The ranked candidate documents last shown for one payment, as parallel arrays: one row, whatever their number. */
@Entity({ name: 'payment_candidate_lists' })
export class PaymentCandidateList {
  @PrimaryColumn({ type: 'uuid' })
  bankTransactionId: string;

  @Column({ type: 'uuid' })
  connectionId: string;

  @Column({ type: 'varchar', array: true })
  documentIds: string[];

  @Column({ type: 'smallint', array: true })
  confidences: number[];

  @Column({ type: 'bigint', array: true })
  reservedAmounts: number[];

  @Column({ type: 'bigint', array: true })
  availableAmounts: number[];

  @Column({ type: 'bigint', array: true })
  suggestedAmounts: number[];

  @Column({ type: 'text', array: true })
  reasons: string[];

  @Column({ type: 'timestamptz', default: () => 'now()' })
  builtAtUtc: Date;
}
