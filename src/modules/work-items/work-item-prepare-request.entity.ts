import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** What one prepare key answered, so a replay answers the stored result. */
@Entity({ name: 'work_item_prepare_requests' })
export class WorkItemPrepareRequest {
  @PrimaryColumn({ type: 'uuid' })
  bankTransactionId: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ type: 'integer' })
  candidateCount: number;

  @Column({ type: 'jsonb', nullable: true })
  safeProposal: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;
}
