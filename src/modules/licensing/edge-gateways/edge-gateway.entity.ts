import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EdgeGatewayStatus } from './dto/edge-gateway.dto';

/**
 * An edge gateway of a vendor tenant, created with a single-use enrollment token of which only the keyed hash is
 * stored; Enrolled exactly when the token has been used.
 */
@Entity({ name: 'licensing_edge_gateways' })
export class EdgeGateway {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  tenantId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 32, default: 'PendingEnrollment' })
  status: EdgeGatewayStatus;

  /** Never read into a response, an audit entry or a log. */
  @Column({ type: 'char', length: 64 })
  enrollmentTokenHash: string;

  @Column({ type: 'timestamptz' })
  enrollmentTokenExpiresAtUtc: Date;

  @Column({ type: 'timestamptz', nullable: true })
  enrollmentTokenUsedAtUtc: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;
}
