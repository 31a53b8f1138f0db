import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OrganizationStatus } from '../access/access.module';

export type { OrganizationStatus };

/** Who may approve the organization's postings (docs/organizations-and-settings.md §Posting approval). */
export type PostingApproval = 'SameUserAllowed' | 'SecondPersonRequired';

/** A tenant, or a child organization of one (docs/organizations-and-settings.md, "Organizations"). */
@Entity({ name: 'organizations' })
export class Organization {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  parentOrganizationId: string | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  legalName: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  taxId: string | null;

  @Column({ type: 'varchar', length: 16, default: 'Active' })
  status: OrganizationStatus;

  @Column({ type: 'varchar', length: 24, default: 'SameUserAllowed' })
  postingApproval: PostingApproval;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
