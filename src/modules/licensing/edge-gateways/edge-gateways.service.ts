import { hkdfSync } from 'node:crypto';
import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf } from '../../../platform/database/entity-columns';
import { DomainError, validationFailed } from '../../../platform/errors/domain-error';
import type { Logger } from '../../../platform/logging/logger';
import type { AuditService } from '../../audit/audit.module';
import {
  EdgeGatewayStatus,
  type CreatedEdgeGatewayDto,
  type EdgeGatewayDto,
  type EdgeGatewaySigningKeyDto,
  type RegisteredEdgeGatewaySigningKeyDto,
} from './dto/edge-gateway.dto';
import type { CreateEdgeGatewayInput, RegisterEdgeGatewaySigningKeyInput } from './dto/edge-gateway.input';
import { EdgeGateway } from './edge-gateway.entity';
import { EdgeGatewaySigningKey } from './edge-gateway-signing-key.entity';
import {
  enrollmentTokenExpiresAt,
  generateEnrollmentToken,
  hashEnrollmentToken,
  isEnrollmentTokenExpired,
  verifyEnrollmentToken,
} from './enrollment-token';
import { validateGatewaySigningKey } from './gateway-signing-key';

const MAX_NAME = 200;
// A gateway's name is shown in management screens and logs; control characters would only garble them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Compared against when no gateway has the presented id, so a missing gateway costs the same HMAC as a wrong token
 * and the answer's timing does not tell the two apart.
 */
const ABSENT_HASH = '0'.repeat(64);

/**
 * The HMAC key of enrollment token hashes, derived from the service's encryption key (like the messenger's link
 * codes): a leaked table alone cannot confirm a guessed token, and no further secret needs configuring.
 */
export function enrollmentTokenSecret(encryptionKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', encryptionKey, 'licensing', 'licensing enrollment token', 32));
}

/** What the management read shows of a gateway. */
const GATEWAY_PROPERTIES = [
  'id',
  'name',
  'status',
  'createdAtUtc',
] as const satisfies readonly PropertyOf<EdgeGateway>[];
const GATEWAY_COLUMNS = selectColumns(EdgeGateway, null, GATEWAY_PROPERTIES);

/** What the management read shows of a registered key: its public members only, as the table holds no other. */
const KEY_PROPERTIES = [
  'keyId',
  'publicJwk',
  'algorithm',
  'registeredAtUtc',
] as const satisfies readonly PropertyOf<EdgeGatewaySigningKey>[];
const KEY_COLUMNS = selectColumns(EdgeGatewaySigningKey, null, KEY_PROPERTIES);

/** What the registration decides on: the gateway's tenant and its enrollment token's hash, expiry and use. */
const ENROLLMENT_PROPERTIES = [
  'id',
  'tenantId',
  'enrollmentTokenHash',
  'enrollmentTokenExpiresAtUtc',
  'enrollmentTokenUsedAtUtc',
] as const satisfies readonly PropertyOf<EdgeGateway>[];
const ENROLLMENT_COLUMNS = selectColumns(EdgeGateway, null, ENROLLMENT_PROPERTIES);

/**
 * Edge gateways of a vendor tenant (docs/licensing.md, "Edge gateways"). Management calls are bound to the caller's
 * tenant; the key registration is anonymous and admitted by the gateway's enrollment token alone. The token is never
 * stored, logged or audited: only its keyed hash is kept.
 */
export class EdgeGatewaysService {
  private readonly tokenSecret: Buffer;

  constructor(
    private readonly audit: AuditService,
    private readonly logger: Logger,
    encryptionKey: string,
  ) {
    this.tokenSecret = enrollmentTokenSecret(encryptionKey);
  }

  async create(ctx: RequestContext, input: CreateEdgeGatewayInput): Promise<CreatedEdgeGatewayDto> {
    const name = checkedName(input.name);
    const { tenantId } = ctx;
    const enrollmentToken = generateEnrollmentToken();
    // Issue and expiry come from one clock, the one the registration later compares against.
    const issuedAt = new Date();
    const expiresAt = enrollmentTokenExpiresAt(issuedAt);
    const [row]: Pick<EdgeGateway, 'id'>[] = await ctx.em.query(
      `INSERT INTO licensing_edge_gateways
         (tenant_id, name, enrollment_token_hash, enrollment_token_expires_at_utc, created_at_utc)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [tenantId, name, hashEnrollmentToken(enrollmentToken, this.tokenSecret), expiresAt, issuedAt],
    );
    await this.audit.record(ctx, {
      action: 'Create',
      entityType: 'EdgeGateway',
      entityId: row.id,
      message: `Edge gateway ${name} created`,
      details: { name, enrollmentTokenExpiresAtUtc: expiresAt.toISOString() },
    });
    return { gatewayInstanceId: row.id, enrollmentToken };
  }

  async get(ctx: RequestContext, id: string): Promise<EdgeGatewayDto> {
    const { tenantId } = ctx;
    const [gateway]: Pick<EdgeGateway, (typeof GATEWAY_PROPERTIES)[number]>[] = await ctx.em.query(
      `SELECT ${GATEWAY_COLUMNS} FROM licensing_edge_gateways WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id],
    );
    if (!gateway) throw new DomainError('edge_gateway.not_found');
    const keys: Pick<EdgeGatewaySigningKey, (typeof KEY_PROPERTIES)[number]>[] = await ctx.em.query(
      `SELECT ${KEY_COLUMNS}
         FROM licensing_edge_gateway_signing_keys WHERE tenant_id = $1 AND gateway_id = $2
        ORDER BY registered_at_utc, key_id`,
      [tenantId, id],
    );
    const signingKeys = keys.map(({ keyId, publicJwk, algorithm, registeredAtUtc }): EdgeGatewaySigningKeyDto => ({
      keyId,
      jwk: publicJwk,
      algorithm,
      registeredAtUtc,
    }));
    const { id: gatewayInstanceId, name, status, createdAtUtc } = gateway;
    return { gatewayInstanceId, name, status, createdAtUtc, signingKeys };
  }

  /**
   * Registers a gateway's public signing key with its enrollment token; runs in one transaction. The token is
   * checked first: a missing gateway, a wrong or an expired token are one answer (401), so a caller without the
   * token learns nothing. The genuine token once used is 409 (the exact replay). Only then is the key checked. The
   * gateway row stays locked until commit, so of concurrent calls with one token exactly one registers; the use of
   * the token and the key row commit together, and a refusal writes nothing, leaving the token unused.
   */
  async registerSigningKey(
    ctx: RequestContext,
    gatewayInstanceId: string,
    input: RegisterEdgeGatewaySigningKeyInput,
  ): Promise<RegisteredEdgeGatewaySigningKeyDto> {
    const [gateway]: Pick<EdgeGateway, (typeof ENROLLMENT_PROPERTIES)[number]>[] = await ctx.em.query(
      `SELECT ${ENROLLMENT_COLUMNS} FROM licensing_edge_gateways WHERE id = $1 FOR UPDATE`,
      [gatewayInstanceId],
    );
    const matches = verifyEnrollmentToken(
      input.enrollmentToken,
      gateway?.enrollmentTokenHash ?? ABSENT_HASH,
      this.tokenSecret,
    );
    if (!gateway || !matches) return this.refuse(gatewayInstanceId, 'token_mismatch');
    if (gateway.enrollmentTokenUsedAtUtc) {
      this.logger.warn({ gatewayInstanceId }, 'Edge gateway enrollment token replayed');
      throw new DomainError('edge_gateway.replay_rejected');
    }
    if (isEnrollmentTokenExpired(new Date(gateway.enrollmentTokenExpiresAtUtc), new Date()))
      return this.refuse(gatewayInstanceId, 'token_expired');

    const key = await validateGatewaySigningKey(input.jwk);
    if (!key.ok) {
      this.logger.info({ gatewayInstanceId, reason: key.reason }, 'Edge gateway signing key refused');
      throw new DomainError('edge_gateway.invalid_key', { params: { reason: key.reason } });
    }
    await ctx.em.query(
      `INSERT INTO licensing_edge_gateway_signing_keys (tenant_id, gateway_id, key_id, public_jwk, algorithm)
       VALUES ($1, $2, $3, $4, $5)`,
      [gateway.tenantId, gateway.id, key.keyId, JSON.stringify(key.publicJwk), key.algorithm],
    );
    await ctx.em.query(
      `UPDATE licensing_edge_gateways SET status = $2, enrollment_token_used_at_utc = now() WHERE id = $1`,
      [gateway.id, EdgeGatewayStatus.Enrolled],
    );
    // The caller is the gateway itself, proven by its token: no user, so the entry names the gateway.
    await this.audit.record(ctx, {
      action: 'Create',
      entityType: 'EdgeGatewaySigningKey',
      entityId: gateway.id,
      message: `Edge gateway signing key ${key.keyId} registered`,
      details: { keyId: key.keyId, algorithm: key.algorithm, tenantId: gateway.tenantId },
      actor: { nonUser: `edgeGateway:${gateway.id}` },
    });
    this.logger.info({ gatewayInstanceId, keyId: key.keyId }, 'Edge gateway signing key registered');
    return { keyId: key.keyId, algorithm: key.algorithm };
  }

  /** The one answer for a missing gateway, a wrong and an expired token; the log names the case, never the token. */
  private refuse(gatewayInstanceId: string, reason: 'token_mismatch' | 'token_expired'): never {
    this.logger.info({ gatewayInstanceId, reason }, 'Edge gateway enrollment refused');
    throw new DomainError('edge_gateway.enrollment_invalid');
  }
}

function checkedName(value: string): string {
  const name = value.trim();
  if (name === '' || name.length > MAX_NAME || CONTROL.test(name))
    throw validationFailed({ name: [`Must be 1–${MAX_NAME} characters, not blank, without control characters.`] });
  return name;
}
