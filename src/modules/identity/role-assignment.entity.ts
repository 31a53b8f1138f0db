import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Role } from './role.entity';
import type { User } from './user.entity';

/**
 * A role held at platform scope (both ids null), organization scope (organizationId) or outlet scope (both ids).
 */
@Entity({ name: 'role_assignments' })
export class RoleAssignment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  roleId: string;

  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  locationId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @Column({ type: 'uuid', nullable: true })
  createdByUserId: string | null;

  @ManyToOne('User', 'roleAssignments')
  @JoinColumn({ name: 'user_id' })
  user: User;

  @ManyToOne(() => Role)
  @JoinColumn({ name: 'role_id' })
  role: Role;
}
