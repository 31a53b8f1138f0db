import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a posting found that needs a person, such as an unknown write outcome; open until resolved. */
@Entity({ name: 'payment_anomalies' })
export class PaymentAnomaly {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  locationId: string;

  @Column({ type: 'uuid' })
  postingId: string;

  @Column({ type: 'uuid' })
  bankTransactionId: string;

  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Column({ type: 'varchar', length: 16 })
  severity: string;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'varchar', length: 500 })
  message: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAtUtc: Date | null;
}
