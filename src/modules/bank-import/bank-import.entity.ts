import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericAsNumber } from '../../platform/database/column-transformers';

/** The summary of one statement of a file (a file may hold several accounts or periods). */
export interface StatementSummaryJson {
  accountNumberMasked?: string | null;
  currency?: string | null;
  periodFrom?: string | null;
  periodTo?: string | null;
  openingBalance?: number | null;
  closingBalance?: number | null;
  credits?: number;
  debits?: number;
  transactionCount?: number;
  balanceMatches?: boolean | null;
}

/**
 * One uploaded bank statement file and what parsing it found (docs/bank-imports.md). `accountNumber` and
 * `storageKey` never leave the service: responses carry the masked number and whether the file is still available.
 */
@Entity({ name: 'bank_imports' })
export class BankImport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'varchar', length: 24 })
  status: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  errorMessage: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  bankCode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  formatCode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  parserVersion: string | null;

  @Column({ type: 'numeric', precision: 4, scale: 3, nullable: true, transformer: numericAsNumber })
  detectionConfidence: number | null;

  @Column({ type: 'numeric', precision: 4, scale: 3, nullable: true, transformer: numericAsNumber })
  parseConfidence: number | null;

  @Column({ type: 'jsonb', default: [] })
  warnings: string[];

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'bigint' })
  fileSizeBytes: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contentType: string | null;

  @Column({ type: 'char', length: 64 })
  fileSha256: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  storageKey: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  fileExpiresAtUtc: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  fileRemovedAtUtc: Date | null;

  @Column({ type: 'char', length: 3, nullable: true })
  currency: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  accountNumber: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  accountNumberMasked: string | null;

  @Column({ type: 'date', nullable: true })
  periodFrom: string | null;

  @Column({ type: 'date', nullable: true })
  periodTo: string | null;

  @Column({ type: 'bigint', nullable: true })
  openingBalance: number | null;

  @Column({ type: 'bigint', nullable: true })
  closingBalance: number | null;

  @Column({ type: 'jsonb', default: [] })
  statements: StatementSummaryJson[];

  @Column({ type: 'integer', default: 0 })
  transactionCount: number;

  @Column({ type: 'boolean', nullable: true })
  balanceMatches: boolean | null;

  @Column({ type: 'boolean', default: false })
  balanceReviewOverridden: boolean;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  reviewOverrideReason: string | null;

  @Column({ type: 'uuid', nullable: true })
  reviewOverriddenByUserId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewOverriddenAtUtc: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'uuid', nullable: true })
  createdByUserId: string | null;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
