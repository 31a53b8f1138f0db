import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An outlet of an organization; routes and DTOs call it a location (docs/organizations-and-settings.md). */
@Entity({ name: 'locations' })
export class Location {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Matched case-insensitively against the accounting system's store code. */
  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Column({ type: 'varchar', length: 64 })
  timeZone: string;

  @Column({ type: 'varchar', length: 100 })
  chainKey: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;
}
