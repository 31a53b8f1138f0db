import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A machine caller of one vendor tenant. The secret is kept only as its SHA-256 digest; a deleted account keeps its
 * row (audit entries name it) with `deletedAtUtc` set, and its tokens stop working at once.
 */
@Entity({ name: 'licensing_service_accounts' })
export class ServiceAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 64 })
  clientId: string;

  /** Never read into a response or a log. */
  @Column({ type: 'bytea' })
  clientSecretHash: Buffer;

  @Column({ type: 'text', array: true })
  permissions: string[];

  @Column({ type: 'uuid', nullable: true })
  createdByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAtUtc: Date | null;
}
