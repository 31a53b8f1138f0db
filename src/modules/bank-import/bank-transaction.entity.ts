import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StoredMatchSignal } from './import-matching.port';

/**
 * One parsed statement line of an import, with its counterparty match (docs/bank-imports.md). Written in bulk by
 * the import (COPY) and matched set-wise; `counterpartyAccount` and `accountNumber` are kept for matching only.
 */
@Entity({ name: 'bank_transactions' })
export class BankTransaction {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  importId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'integer' })
  statementIndex: number;

  @Column({ type: 'integer' })
  sequence: number;

  @Column({ type: 'date' })
  transactionDate: string;

  @Column({ type: 'date', nullable: true })
  valueDate: string | null;

  @Column({ type: 'varchar', length: 6 })
  direction: string;

  @Column({ type: 'bigint' })
  amount: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  accountNumber: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  counterpartyName: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  counterpartyTaxId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  counterpartyAccount: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  counterpartyAccountMasked: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  bankReference: string | null;

  @Column({ type: 'varchar', length: 20, default: 'Unmatched' })
  matchStatus: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  matchedCounterpartyId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  matchedCounterpartyName: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;

  @Column({ type: 'bytea', nullable: true })
  fingerprint: Buffer | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  counterpartyNameNormalized: string | null;

  @Column({ type: 'varchar', length: 40, default: 'no_evidence' })
  matchReason: string;

  @Column({ type: 'jsonb', default: [] })
  matchSignals: StoredMatchSignal[];

  @Column({ type: 'uuid', nullable: true })
  matchedRuleId: string | null;

  @Column({ type: 'uuid', nullable: true })
  matchDecidedByUserId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  matchDecidedAtUtc: Date | null;
}
