import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericAsNumber } from '../../platform/database/column-transformers';
import type { BankReprocessPreviewTransactionDto } from './dto/reprocess-preview.dto';

/** The sample transactions of each kind of difference, as the preview shows them. */
export interface ReprocessPreviewSamples {
  added: BankReprocessPreviewTransactionDto[];
  removed: BankReprocessPreviewTransactionDto[];
  changed: BankReprocessPreviewTransactionDto[];
}

/** What parsing an import's stored file again would change, kept so the preview can be read back. */
@Entity({ name: 'bank_import_reprocess_previews' })
export class ReprocessPreview {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  importId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'varchar', length: 32 })
  status: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  storedFormatCode: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  storedBankCode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  storedParserVersion: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  formatCode: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  bankCode: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  parserVersion: string | null;

  @Column({ type: 'numeric', precision: 4, scale: 3, nullable: true, transformer: numericAsNumber })
  parseConfidence: number | null;

  @Column({ type: 'numeric', precision: 4, scale: 3, nullable: true, transformer: numericAsNumber })
  detectionConfidence: number | null;

  @Column({ type: 'integer' })
  existingTransactionCount: number;

  @Column({ type: 'integer', default: 0 })
  previewTransactionCount: number;

  @Column({ type: 'integer', default: 0 })
  addedCount: number;

  @Column({ type: 'integer', default: 0 })
  removedCount: number;

  @Column({ type: 'integer', default: 0 })
  changedCount: number;

  @Column({ type: 'integer', default: 0 })
  unchangedCount: number;

  @Column({ type: 'jsonb', default: {} })
  samples: Partial<ReprocessPreviewSamples>;

  @Column({ type: 'integer', default: 0 })
  warningCount: number;

  @Column({ type: 'jsonb', default: [] })
  warnings: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  errorSummary: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  operatorMessage: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'uuid', nullable: true })
  createdByUserId: string | null;
}
