import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A counterparty rule proposed because people matched lines of one payee to one counterparty by hand more than once;
 * one per organization, payee key and counterparty. The key is a hash and a display form, never a full account.
 */
@Entity({ name: 'counterparty_rule_suggestions' })
export class CounterpartyRuleSuggestion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  /** TaxId, Account or Name. */
  @Column({ type: 'varchar', length: 16 })
  keyKind: string;

  @Column({ type: 'char', length: 64, select: false })
  keyHash: string;

  @Column({ type: 'varchar', length: 500 })
  keyDisplay: string;

  @Column({ type: 'varchar', length: 500 })
  pattern: string;

  @Column({ type: 'varchar', length: 500 })
  normalizedPattern: string;

  @Column({ type: 'varchar', length: 100 })
  erpCounterpartyId: string;

  @Column({ type: 'varchar', length: 500 })
  erpCounterpartyName: string;

  @Column({ type: 'uuid', array: true })
  manualTransactionIds: string[];

  /** Pending, Accepted or Rejected. */
  @Column({ type: 'varchar', length: 16, default: 'Pending' })
  status: string;

  @Column({ type: 'uuid', nullable: true })
  ruleId: string | null;

  @Column({ type: 'uuid', nullable: true })
  decidedByUserId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAtUtc: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
