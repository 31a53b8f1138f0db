import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * How far a supplier payment of the organization may fall short of a document and still settle it, and where the
 * difference is written off. On while `amount` or `percentBasisPoints` is set; both null is off, the target kept.
 */
@Entity({ name: 'payment_tolerances' })
export class PaymentTolerance {
  @PrimaryColumn({ type: 'uuid' })
  organizationId: string;

  /** Minor units, at least 1. */
  @Column({ type: 'bigint', nullable: true })
  amount: number | null;

  /** Hundredths of a percent of the document's amount due: 50 is 0.5 %; 1 to 10,000. */
  @Column({ type: 'integer', nullable: true })
  percentBasisPoints: number | null;

  /** The connection the write-off target was checked against: the organization's default one at the time. */
  @Column({ type: 'uuid' })
  erpConnectionId: string;

  @Column({ type: 'varchar', length: 100 })
  writeOffAccountId: string;

  @Column({ type: 'varchar', length: 200 })
  writeOffAccountName: string;

  @Column({ type: 'varchar', length: 100 })
  writeOffCashFlowArticleId: string;

  @Column({ type: 'varchar', length: 200 })
  writeOffCashFlowArticleName: string;

  @Column({ type: 'uuid', nullable: true })
  updatedByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
