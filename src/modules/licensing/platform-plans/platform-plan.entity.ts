import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BillingPeriod, EntitlementValue, PlanStatus, PlanVisibility } from './platform-plan-rules';

/**
 * A platform plan: the vendor's own price list, platform-wide (no tenant, no organization). The `code` is unique
 * regardless of case (a unique index on its lowercase key, licensing-code.ts).
 */
@Entity({ name: 'platform_plans' })
export class PlatformPlan {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'bigint' })
  priceMinor: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16 })
  billingPeriod: BillingPeriod;

  @Column({ type: 'text', array: true, default: () => "'{}'::text[]" })
  features: string[];

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'varchar', length: 16, default: 'Draft' })
  status: PlanStatus;

  @Column({ type: 'varchar', length: 16, default: 'Internal' })
  visibility: PlanVisibility;

  @Column({ type: 'text', nullable: true })
  providerPriceRef: string | null;

  @Column({ type: 'jsonb', default: {} })
  entitlements: Record<string, EntitlementValue>;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;
}
