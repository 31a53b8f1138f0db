import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The latest prepare of a transaction (docs/work-items.md): it counts only while the transaction's row version is
 * `transactionRowVersion`, and its safe proposal only while the proposed document can still take the amount.
 */
@Entity({ name: 'work_item_preparations' })
export class WorkItemPreparation {
  @PrimaryColumn({ type: 'uuid' })
  bankTransactionId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'integer' })
  transactionRowVersion: number;

  @Column({ type: 'uuid', nullable: true })
  connectionId: string | null;

  @Column({ type: 'integer' })
  candidateCount: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  safeDocumentId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  safeDocumentNumber: string | null;

  @Column({ type: 'bigint', nullable: true })
  safeAmount: number | null;

  @Column({ type: 'char', length: 64, nullable: true })
  proposalHash: string | null;

  @Column({ type: 'uuid' })
  preparedByUserId: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  preparedAtUtc: Date;
}
