import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The limits of one organization; a null limit is the platform default. */
@Entity({ name: 'organization_quotas' })
export class OrganizationQuota {
  @PrimaryColumn({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'integer', nullable: true })
  maxUsers: number | null;

  @Column({ type: 'integer', nullable: true })
  maxLocations: number | null;

  @Column({ type: 'integer', nullable: true })
  maxMonthlyBankImports: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;
}
