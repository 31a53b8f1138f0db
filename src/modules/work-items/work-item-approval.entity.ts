import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An approve-and-queue in progress or done (docs/work-items.md): while `completedAtUtc` is null the row is a lease;
 * a completed row names what the call created, so a replay answers it instead of queueing again.
 */
@Entity({ name: 'work_item_approvals' })
export class WorkItemApproval {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'uuid' })
  bankTransactionId: string;

  @Column({ type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ type: 'uuid' })
  leaseToken: string;

  @Column({ type: 'timestamptz' })
  leaseExpiresAtUtc: Date;

  @Column({ type: 'uuid', nullable: true })
  allocationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  postingId: string | null;

  @Column({ type: 'uuid' })
  createdByUserId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAtUtc: Date | null;
}
