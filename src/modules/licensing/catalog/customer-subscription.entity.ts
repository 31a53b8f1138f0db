import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SubscriptionStatus } from './catalog-rules';

/** A customer organization subscribed to a published offer version, under one of its tariffs. */
@Entity({ name: 'licensing_customer_subscriptions' })
export class CustomerSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'uuid' })
  customerOrganizationId: string;

  @Column({ type: 'uuid' })
  offerVersionId: string;

  /** As the version spells it. */
  @Column({ type: 'text' })
  tariffCode: string;

  @Column({ type: 'varchar', length: 16 })
  status: SubscriptionStatus;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;
}
