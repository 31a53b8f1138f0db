import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A rule of an organization (or of one of its outlets) saying which bank lines are posted without an invoice, and
 * where to: lines of its direction whose counterparty and purpose match every matcher it sets.
 */
@Entity({ name: 'direct_posting_rules' })
export class DirectPostingRule {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  /** The one outlet the rule applies to; null for every outlet of the organization. */
  @Column({ type: 'uuid', nullable: true })
  locationId: string | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Debit: a pay-out; Credit: a pay-in. */
  @Column({ type: 'varchar', length: 6 })
  direction: string;

  /** Letters and digits only, upper case. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  counterpartyTaxId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  counterpartyNameContains: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  counterpartyNameNormalized: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  purposeContains: string | null;

  @Column({ type: 'bigint', nullable: true })
  amountMin: number | null;

  @Column({ type: 'bigint', nullable: true })
  amountMax: number | null;

  /** The connection the write target was checked against: the organization's default one at the time. */
  @Column({ type: 'uuid' })
  erpConnectionId: string;

  @Column({ type: 'varchar', length: 100 })
  accountId: string;

  @Column({ type: 'varchar', length: 200 })
  accountName: string;

  @Column({ type: 'varchar', length: 100 })
  cashFlowArticleId: string;

  @Column({ type: 'varchar', length: 200 })
  cashFlowArticleName: string;

  /** The accounting system's supplier the rule's pay-outs are booked to (with its name then); null: none. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  erpCounterpartyId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  erpCounterpartyName: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

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
