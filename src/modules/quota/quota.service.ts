import type { RequestContext } from '../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../platform/database/entity-columns';
import { DomainError } from '../../platform/errors/domain-error';
import type { OrganizationQuotaDto } from './dto/organization-quota.dto';
import { OrganizationQuota } from './organization-quota.entity';

/** Imports of organization $1 created in the current calendar month, UTC. */
const MONTHLY_IMPORTS = `SELECT count(*)::int FROM bank_imports b
   WHERE b.organization_id = $1 AND b.created_at_utc >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

const LIMIT_PROPERTIES = [
  'maxUsers',
  'maxLocations',
  'maxMonthlyBankImports',
] as const satisfies readonly PropertyOf<OrganizationQuota>[];

/** The limits of an organization; a null limit is the platform default. */
export type QuotaLimits = Pick<OrganizationQuota, (typeof LIMIT_PROPERTIES)[number]>;

const QUOTA_PROPERTIES = [
  ...LIMIT_PROPERTIES,
  'updatedAtUtc',
] as const satisfies readonly PropertyOf<OrganizationQuota>[];
const QUOTA_COLUMNS = selectColumns(OrganizationQuota, 'q', QUOTA_PROPERTIES, { as: 'column' });
type QuotaRow = SnakeRow<Pick<OrganizationQuota, (typeof QUOTA_PROPERTIES)[number]>>;

/**
 * The stored limits and when they were set, null throughout while the organization has no row (every read joins
 * `organization_quotas` from the left).
 */
type StoredQuota = { [K in keyof QuotaRow]: QuotaRow[K] | null };

/**
 * Reads and enforces organization quotas. The `assert…` methods lock the organization row first, so checks of
 * one organization run one at a time even under READ COMMITTED: call them inside the transaction that then
 * inserts the counted row.
 */
export class QuotaService {
  async get(ctx: RequestContext, organizationId: string): Promise<OrganizationQuotaDto> {
    const [row]: (StoredQuota & { used_users: number; used_locations: number; used_monthly_bank_imports: number })[] =
      await ctx.em.query(
        `SELECT ${QUOTA_COLUMNS},
              (SELECT count(DISTINCT ra.user_id)::int FROM role_assignments ra WHERE ra.organization_id = $1) AS used_users,
              (SELECT count(*)::int FROM locations l WHERE l.organization_id = $1) AS used_locations,
              (${MONTHLY_IMPORTS}) AS used_monthly_bank_imports
         FROM (SELECT $1::uuid AS organization_id) o
         LEFT JOIN organization_quotas q ON q.organization_id = o.organization_id`,
        [organizationId],
      );
    return {
      organizationId,
      maxUsers: row.max_users,
      maxLocations: row.max_locations,
      maxMonthlyBankImports: row.max_monthly_bank_imports,
      usedUsers: row.used_users,
      usedLocations: row.used_locations,
      usedMonthlyBankImports: row.used_monthly_bank_imports,
      updatedAtUtc: row.updated_at_utc,
    };
  }

  /** Stores the limits; returns when they were set. */
  async set(ctx: RequestContext, organizationId: string, limits: QuotaLimits): Promise<Date> {
    const [row]: SnakeRow<Pick<OrganizationQuota, 'updatedAtUtc'>>[] = await ctx.em.query(
      `INSERT INTO organization_quotas (organization_id, max_users, max_locations, max_monthly_bank_imports, updated_at_utc)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (organization_id) DO UPDATE
         SET max_users = $2, max_locations = $3, max_monthly_bank_imports = $4, updated_at_utc = now()
       RETURNING updated_at_utc`,
      [organizationId, limits.maxUsers, limits.maxLocations, limits.maxMonthlyBankImports],
    );
    return row.updated_at_utc;
  }

  /** 409 organization_user_quota_exceeded unless `userId` is already counted or a place is free. */
  async assertUserPlace(ctx: RequestContext, organizationId: string, userId: string): Promise<void> {
    await this.lockOrganization(ctx, organizationId);
    const [row]: (Pick<StoredQuota, 'max_users'> & { used: number; counted: boolean })[] = await ctx.em.query(
      `SELECT q.max_users,
              (SELECT count(DISTINCT ra.user_id)::int FROM role_assignments ra WHERE ra.organization_id = $1) AS used,
              EXISTS (SELECT 1 FROM role_assignments ra WHERE ra.organization_id = $1 AND ra.user_id = $2) AS counted
         FROM (SELECT 1) one LEFT JOIN organization_quotas q ON q.organization_id = $1`,
      [organizationId, userId],
    );
    if (row.max_users !== null && !row.counted && row.used >= row.max_users) {
      throw new DomainError('organization_user_quota_exceeded', {
        params: { organizationId, maxUsers: row.max_users },
      });
    }
  }

  /** 403 organization_location_quota_exceeded unless a place is free. */
  async assertLocationPlace(ctx: RequestContext, organizationId: string): Promise<void> {
    await this.lockOrganization(ctx, organizationId);
    const [row]: (Pick<StoredQuota, 'max_locations'> & { used: number })[] = await ctx.em.query(
      `SELECT q.max_locations, (SELECT count(*)::int FROM locations l WHERE l.organization_id = $1) AS used
         FROM (SELECT 1) one LEFT JOIN organization_quotas q ON q.organization_id = $1`,
      [organizationId],
    );
    if (row.max_locations !== null && row.used >= row.max_locations) {
      throw new DomainError('organization_location_quota_exceeded', {
        params: { organizationId, maxLocations: row.max_locations },
      });
    }
  }

  /** 403 organization_import_quota_exceeded unless this month (UTC) has an import place left. */
  async assertImportPlace(ctx: RequestContext, organizationId: string, options: { lock: boolean }): Promise<void> {
    if (options.lock) await this.lockOrganization(ctx, organizationId);
    const [row]: (Pick<StoredQuota, 'max_monthly_bank_imports'> & { used: number })[] = await ctx.em.query(
      `SELECT q.max_monthly_bank_imports, (${MONTHLY_IMPORTS}) AS used
         FROM (SELECT 1) one LEFT JOIN organization_quotas q ON q.organization_id = $1`,
      [organizationId],
    );
    if (row.max_monthly_bank_imports !== null && row.used >= row.max_monthly_bank_imports) {
      throw new DomainError('organization_import_quota_exceeded', {
        params: { organizationId, maxMonthlyBankImports: row.max_monthly_bank_imports },
      });
    }
  }

  /** Locks the organization row (404 not_found when there is none) until the transaction ends. */
  async lockOrganization(ctx: RequestContext, organizationId: string): Promise<void> {
    const rows = await ctx.em.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
    if (rows.length === 0) throw new DomainError('not_found');
  }
}
