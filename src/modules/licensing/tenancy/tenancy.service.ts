import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../../platform/database/entity-columns';
import { DomainError, validationFailed } from '../../../platform/errors/domain-error';
import type { AccessTokenService } from '../../auth/auth.module';
import type { AuditService } from '../../audit/audit.module';
import type {
  CreatedLicensingTenantDto,
  CreatedServiceAccountDto,
  LicensingWhoAmIDto,
  ServiceAccountTokenDto,
} from './dto/tenancy.dto';
import type { CreateServiceAccountInput } from './dto/tenancy.input';
import type { LicensingTenant } from './licensing-tenant.entity';
import { ServiceAccount } from './service-account.entity';
import { DEFAULT_TENANT_ID } from './licensing-tenant';

/** The permissions a service account may hold: only these five licensing ones, never a platform-only one. */
export const SERVICE_ACCOUNT_PERMISSIONS: readonly string[] = [
  'customers.read',
  'customers.manage',
  'licenses.manage',
  'catalog.manage',
  'edge_gateways.manage',
];

const MAX_NAME = 200;

/** What a token exchange compares: the account's secret digest, read by client id. */
const CREDENTIAL_PROPERTIES = ['id', 'clientSecretHash'] as const satisfies readonly PropertyOf<ServiceAccount>[];
const CREDENTIAL_COLUMNS = selectColumns(ServiceAccount, null, CREDENTIAL_PROPERTIES, { as: 'column' });

/**
 * Vendor tenants and their service accounts (docs/licensing.md, "Tenants and service accounts"). The client secret
 * is 256 random bits and stored as its SHA-256 digest: a guess is as hard as the secret itself, so a slow password
 * hash (argon2) would only make every token exchange slower.
 */
export class TenancyService {
  constructor(
    private readonly audit: AuditService,
    private readonly accessTokens: AccessTokenService,
  ) {}

  async createTenant(ctx: RequestContext, input: { name: string }): Promise<CreatedLicensingTenantDto> {
    const actor = await ctx.requireActor();
    const name = checkedName(input.name);
    const [row]: Pick<LicensingTenant, 'id'>[] = await ctx.em.query(
      `INSERT INTO licensing_tenants (name, created_by_user_id) VALUES ($1, $2) RETURNING id`,
      [name, actor.userId],
    );
    await this.audit.record(ctx, {
      action: 'Create',
      entityType: 'LicensingTenant',
      entityId: row.id,
      message: `Vendor tenant ${name} created`,
      details: { name },
    });
    return { id: row.id };
  }

  async createServiceAccount(ctx: RequestContext, input: CreateServiceAccountInput): Promise<CreatedServiceAccountDto> {
    const actor = await ctx.requireActor();
    const name = checkedName(input.name);
    const permissions = checkedPermissions(input.permissions);
    const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
    const tenants: unknown[] = await ctx.em.query(`SELECT 1 FROM licensing_tenants WHERE id = $1`, [tenantId]);
    if (tenants.length === 0) throw new DomainError('tenancy.not_found');
    const clientId = `sa_${randomBytes(16).toString('hex')}`;
    const clientSecret = randomBytes(32).toString('base64url');
    const [row]: Pick<ServiceAccount, 'id'>[] = await ctx.em.query(
      `INSERT INTO licensing_service_accounts (tenant_id, name, client_id, client_secret_hash, permissions, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5::text[], $6) RETURNING id`,
      [tenantId, name, clientId, digest(clientSecret), permissions, actor.userId],
    );
    await this.audit.record(ctx, {
      action: 'Create',
      entityType: 'ServiceAccount',
      entityId: row.id,
      message: `Service account ${name} created`,
      details: { name, tenantId, clientId, permissions },
    });
    return { id: row.id, clientId, clientSecret };
  }

  /** Unknown client, deleted account and wrong secret all answer the same invalid_credentials. */
  async issueToken(
    ctx: RequestContext,
    input: { clientId: string; clientSecret: string },
  ): Promise<ServiceAccountTokenDto> {
    const rows: SnakeRow<Pick<ServiceAccount, (typeof CREDENTIAL_PROPERTIES)[number]>>[] = await ctx.em.query(
      `SELECT ${CREDENTIAL_COLUMNS} FROM licensing_service_accounts WHERE client_id = $1 AND deleted_at_utc IS NULL`,
      [input.clientId.slice(0, 64)],
    );
    const row = rows[0];
    if (!row || !timingSafeEqual(Buffer.from(row.client_secret_hash), digest(input.clientSecret)))
      throw new DomainError('invalid_credentials');
    const { token, expiresAt } = this.accessTokens.issueForServiceAccount(row.id);
    return { accessToken: token, tokenType: 'Bearer', accessTokenExpiresAtUtc: expiresAt };
  }

  async deleteServiceAccount(ctx: RequestContext, id: string): Promise<boolean> {
    const rows: Pick<ServiceAccount, 'name'>[] = await ctx.em.query(
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE … RETURNING with [rows, count] on PostgreSQL.
      `WITH deleted AS (
         UPDATE licensing_service_accounts SET deleted_at_utc = now() WHERE id = $1 AND deleted_at_utc IS NULL
         RETURNING name)
       SELECT name FROM deleted`,
      [id],
    );
    if (rows.length === 0) throw new DomainError('tenancy.not_found');
    await this.audit.record(ctx, {
      action: 'Delete',
      entityType: 'ServiceAccount',
      entityId: id,
      message: `Service account ${rows[0].name} deleted`,
    });
    return true;
  }

  /** The caller and the tenant its access declaration resolved for it. */
  async whoAmI(ctx: RequestContext): Promise<LicensingWhoAmIDto> {
    const actor = await ctx.requireActor();
    return { tenantId: ctx.tenantId, kind: actor.serviceAccount ? 'serviceAccount' : 'user' };
  }
}

function digest(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

function checkedName(value: string): string {
  const name = value.trim();
  if (name === '' || name.length > MAX_NAME)
    throw validationFailed({ name: [`Must be 1–${MAX_NAME} characters, not blank.`] });
  return name;
}

function checkedPermissions(values: string[]): string[] {
  const unknown = values.filter((value) => !SERVICE_ACCOUNT_PERMISSIONS.includes(value));
  if (unknown.length > 0)
    throw validationFailed({
      permissions: [`Only ${SERVICE_ACCOUNT_PERMISSIONS.join(', ')}; not: ${unknown.join(', ')}.`],
    });
  if (new Set(values).size !== values.length) throw validationFailed({ permissions: ['Must be distinct.'] });
  return [...values].sort();
}
