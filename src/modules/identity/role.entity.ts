import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RoleCode, RoleScope } from './role-codes';

/** Reference rows seeded by the migration; the permissions of each role live in code (`<feature>.permissions.ts`). */
@Entity({ name: 'roles' })
export class Role {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64 })
  code: RoleCode;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  scope: RoleScope;
}
