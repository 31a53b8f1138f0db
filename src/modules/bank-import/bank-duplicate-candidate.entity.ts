import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A transaction of one import that looks like one already imported, until someone confirms or dismisses it. */
@Entity({ name: 'bank_duplicate_candidates' })
export class BankDuplicateCandidate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'uuid' })
  importId: string;

  @Column({ type: 'uuid' })
  transactionId: string;

  @Column({ type: 'uuid' })
  duplicateOfImportId: string;

  @Column({ type: 'uuid' })
  duplicateOfTransactionId: string;

  @Column({ type: 'varchar', length: 12, default: 'Open' })
  status: string;

  @Column({ type: 'uuid', nullable: true })
  decidedByUserId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAtUtc: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
