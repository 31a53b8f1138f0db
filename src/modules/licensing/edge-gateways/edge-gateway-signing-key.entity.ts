import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { GatewayPublicJwk } from './gateway-signing-key';

/** A public ES256 signing key an edge gateway registered: the four public members of a P-256 JWK and nothing else. */
@Entity({ name: 'licensing_edge_gateway_signing_keys' })
export class EdgeGatewaySigningKey {
  @Column({ type: 'uuid' })
  tenantId: string;

  @PrimaryColumn({ type: 'uuid' })
  gatewayId: string;

  /** The RFC 7638 SHA-256 thumbprint of the key, base64url. */
  @PrimaryColumn({ type: 'varchar', length: 43 })
  keyId: string;

  @Column({ type: 'jsonb' })
  publicJwk: GatewayPublicJwk;

  @Column({ type: 'varchar', length: 16 })
  algorithm: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  registeredAtUtc: Date;
}
