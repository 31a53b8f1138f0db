import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The part of an allocation that settles one document. */
@Entity({ name: 'payment_allocation_lines' })
export class PaymentAllocationLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  allocationId: string;

  @Column({ type: 'uuid' })
  bankTransactionId: string;

  @Column({ type: 'uuid' })
  connectionId: string;

  @Column({ type: 'varchar', length: 100 })
  documentId: string;

  @Column({ type: 'varchar', length: 100 })
  documentNumber: string;

  @Column({ type: 'varchar', length: 64 })
  documentType: string;

  @Column({ type: 'bigint' })
  documentAmount: number;

  @Column({ type: 'bigint' })
  allocatedAmount: number;

  /** The difference to the document's available amount written off with it (docs/payment-tolerance.md); 0: none. */
  @Column({ type: 'bigint', default: 0 })
  writeOffAmount: number;

  @Column({ type: 'boolean' })
  isPartialPayment: boolean;

  @Column({ type: 'boolean' })
  isOverpayment: boolean;

  @Column({ type: 'varchar', length: 32 })
  paymentStatusBefore: string;

  @Column({ type: 'varchar', length: 32 })
  expectedPaymentStatusAfter: string;

  @Column({ type: 'bigint' })
  unpaidAmountBefore: number;

  @Column({ type: 'bigint' })
  expectedUnpaidAmountAfter: number;

  @Column({ type: 'integer' })
  sequence: number;

  @Column({ type: 'text', array: true, default: () => "'{}'::text[]" })
  warningCodes: string[];
}
