import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { RoleAssignment } from './role-assignment.entity';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored as given; uniqueness and sign-in compare lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  displayName: string;

  /** argon2id encoded hash; null for a user who has not set a password yet. Never leaves the service. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'integer', default: 1 })
  rowVersion: number;

  @OneToMany('RoleAssignment', 'user')
  roleAssignments: RoleAssignment[];
}
