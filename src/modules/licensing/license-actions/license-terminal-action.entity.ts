import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LicenseStatus } from '../licenses/license-store';
import type { LicenseAction } from './license-action-rules';

/** A terminal action (revoke, archive) applied to a license, with what it was asked, so an exact replay answers it. */
@Entity({ name: 'licensing_license_actions' })
export class LicenseTerminalAction {
  @PrimaryGeneratedColumn('uuid')
  operationId: string;

  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'uuid' })
  licenseId: string;

  @Column({ type: 'varchar', length: 16 })
  action: LicenseAction;

  @Column({ type: 'varchar', length: 16 })
  fromStatus: LicenseStatus;

  @Column({ type: 'varchar', length: 16 })
  toStatus: LicenseStatus;

  /** Null for the global routes, which carry no precondition. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  expectedStatus: LicenseStatus | null;

  @Column({ type: 'text' })
  reasonCode: string;

  /** Free text: kept here only, never copied into the outbox or the audit log. */
  @Column({ type: 'text', nullable: true })
  reasonDetail: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  completedAtUtc: Date;
}
