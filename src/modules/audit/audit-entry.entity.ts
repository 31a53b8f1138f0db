import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One audit entry (docs/audit-exports.md, "The entry"); rows are never updated or deleted (enforced by a trigger). */
@Entity({ name: 'audit_log' })
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  locationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  userEmail: string | null;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 64 })
  entityType: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  entityId: string | null;

  /** Already masked. */
  @Column({ type: 'varchar', length: 500 })
  message: string;

  /** Already masked: ids, human anchors, changes or reason; never secrets or raw bank data. */
  @Column({ type: 'jsonb', default: {} })
  detailsJson: Record<string, unknown>;

  @Column({ type: 'varchar', length: 64, nullable: true })
  traceId: string | null;
}
