import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An organization's rule that matches bank transactions to a supplier by a text pattern. */
@Entity({ name: 'counterparty_rules' })
export class CounterpartyRule {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 500 })
  pattern: string;

  @Column({ type: 'varchar', length: 500 })
  normalizedPattern: string;

  @Column({ type: 'varchar', length: 100 })
  erpCounterpartyId: string;

  @Column({ type: 'varchar', length: 500 })
  erpCounterpartyName: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'uuid', nullable: true })
  sourceTransactionId: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deactivatedAtUtc: Date | null;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
