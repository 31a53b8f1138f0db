import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An integration message committed with the license change it announces. The payload names ids, statuses and the
 * reason code only: never key material, hashes or free text.
 */
@Entity({ name: 'licensing_outbox' })
export class LicensingOutboxMessage {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'uuid' })
  licenseId: string;

  @Column({ type: 'varchar', length: 64 })
  messageType: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAtUtc: Date | null;
}
