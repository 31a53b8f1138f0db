import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One platform setting, stored as text and read through its definition (setting-definitions.ts). */
@Entity({ name: 'platform_settings' })
export class PlatformSetting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'text' })
  value: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAtUtc: Date;

  @Column({ type: 'uuid', nullable: true })
  updatedByUserId: string | null;
}
