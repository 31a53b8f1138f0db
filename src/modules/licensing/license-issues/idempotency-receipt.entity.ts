import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The receipt of a committed issue or rotation call by (tenant, route, key), with the request's fingerprint; written
 * in the transaction of the change and kept forever (idempotency-receipts.ts). Never holds the plaintext key.
 */
@Entity({ name: 'licensing_idempotency_receipts' })
export class IdempotencyReceipt {
  @PrimaryColumn({ type: 'uuid' })
  tenantId: string;

  @PrimaryColumn({ type: 'text' })
  route: string;

  @PrimaryColumn({ type: 'varchar', length: 128 })
  idempotencyKey: string;

  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  @Column({ type: 'uuid' })
  operationId: string;

  @Column({ type: 'uuid' })
  licenseId: string;

  /** The receipt the call answered, as its route shapes it. */
  @Column({ type: 'jsonb' })
  receipt: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAtUtc: Date;
}
