import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Which messenger chat acts for which user in which organization and outlet (docs/messenger.md). A revoked or
 * replaced link keeps its row with `revokedAtUtc` set.
 */
@Entity({ name: 'messenger_links' })
export class MessengerLink {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'varchar', length: 64 })
  chatId: string;

  @Column({ type: 'varchar', length: 64 })
  senderId: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  chatDisplayName: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  linkedAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAtUtc: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  revokedReason: string | null;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
