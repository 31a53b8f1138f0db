import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The posting's outbox message, written with it: dispatched (NOTIFY) when the posting is approved, processed when it
 * settles, or at once and never dispatched when it is rejected; ids only.
 */
@Entity({ name: 'erp_posting_outbox' })
export class ErpPostingOutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  postingId: string;

  @Column({ type: 'varchar', length: 64 })
  messageType: string;

  /** Ids only. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAtUtc: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  processedAtUtc: Date | null;
}
