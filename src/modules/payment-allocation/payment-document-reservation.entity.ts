import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The sum of the lines of a document's reserving allocations: confirm raises it only within the document's unpaid
 * amount, so two payments never both take the same remainder (docs/payment-allocations.md).
 */
@Entity({ name: 'payment_document_reservations' })
export class PaymentDocumentReservation {
  @PrimaryColumn({ type: 'uuid' })
  connectionId: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  documentId: string;

  @Column({ type: 'bigint' })
  reservedAmount: number;
}
