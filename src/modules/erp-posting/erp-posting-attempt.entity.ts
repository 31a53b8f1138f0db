import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One payment write or readback of a posting. A write is committed as `Sending` before the request leaves, so a
 * worker that dies mid-send leaves the evidence that a readback must come first (docs/postings.md).
 */
@Entity({ name: 'erp_posting_attempts' })
export class ErpPostingAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  postingId: string;

  @Column({ type: 'integer' })
  attemptNumber: number;

  @Column({ type: 'varchar', length: 16 })
  kind: string;

  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  startedAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAtUtc: Date | null;

  @Column({ type: 'varchar', length: 32 })
  outcome: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  errorCode: string | null;

  @Column({ type: 'integer', nullable: true })
  durationMs: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  workerId: string | null;
}
