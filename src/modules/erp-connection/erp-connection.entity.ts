import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ErpDialect } from '../erp-connector/erp-connector.module';

/**
 * A connection to an organization's accounting system; `credentials` are encrypted and never leave the service.
 * Deleting one marks it (`deletedAtUtc`) and keeps the row for the postings and snapshots that name it.
 */
@Entity({ name: 'erp_connections' })
export class ErpConnection {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  baseUrl: string;

  /** The sealed `StoredCredentials` (SecretBox); never read into a response. */
  @Column({ type: 'bytea' })
  credentials: Buffer;

  @Column({ type: 'varchar', length: 32 })
  credentialsKeyId: string;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ type: 'varchar', length: 32, nullable: true })
  lastCheckStatus: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastCheckedAtUtc: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  serverVersion: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  serverEdition: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAtUtc: Date | null;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;

  @Column({ type: 'varchar', length: 16, default: 'Reference' })
  dialect: ErpDialect;

  @Column({ type: 'char', length: 3, default: 'RUB' })
  currency: string;
}
