import type { Logger } from '../../../platform/logging/logger';
import type { RequestContext } from '../../../platform/context/request-context';
import { columnPropertiesOf, selectColumns } from '../../../platform/database/entity-columns';
import { assertRowVersion } from '../../../platform/database/row-version';
import { sqlFailureOf } from '../../../platform/database/sql-state';
import { DomainError, validationFailed } from '../../../platform/errors/domain-error';
import type { AuditService } from '../../audit/audit.module';
import { codeKeySql, sameCode } from '../licensing-code';
import type {
  PlatformPlanDto,
  PlatformPlanListDto,
  PublicPlatformPlanCatalogDto,
  PublicPlatformPlanDto,
} from './dto/platform-plan.dto';
import type { PlatformPlanInput, UpdatePlatformPlanInput } from './dto/platform-plan.input';
import { PlatformPlan } from './platform-plan.entity';
import { FREE_PLAN_CODE, planFieldErrors, type PlatformPlanFields } from './platform-plan-rules';

/** Every column of a plan, named after its property: the rows are `PlatformPlan`s, which is what managers see. */
const PLAN_COLUMNS = selectColumns(PlatformPlan, null, columnPropertiesOf(PlatformPlan));

// Codes compare without regard to case, in byte order, so the catalog (and the ETag of its body) is the same on every
// server whatever its collation; no two plans share that key, so the order is total.
const PLAN_ORDER = `sort_order, ${codeKeySql('code')}`;

/** Every member a write sets, in the order of docs/licensing.md, "The plan"; audit entries compare exactly these. */
const MEMBERS: readonly (keyof PlatformPlanFields)[] = [
  'code',
  'name',
  'description',
  'priceMinor',
  'currency',
  'billingPeriod',
  'features',
  'sortOrder',
  'status',
  'visibility',
  'providerPriceRef',
  'entitlements',
];

/**
 * Platform plans (docs/licensing.md, "Platform plans"). Plans are platform-wide: no tenant and no organization. The
 * canonical `free` plan keeps its code, status Active and visibility Public; every other member of it may change.
 */
export class PlatformPlansService {
  constructor(
    private readonly audit: AuditService,
    private readonly logger: Logger,
  ) {}

  async list(ctx: RequestContext): Promise<PlatformPlanListDto> {
    const items: PlatformPlan[] = await ctx.em.query(
      `SELECT ${PLAN_COLUMNS} FROM platform_plans ORDER BY ${PLAN_ORDER}`,
    );
    return { items };
  }

  async get(ctx: RequestContext, id: string): Promise<PlatformPlanDto> {
    const [plan]: PlatformPlan[] = await ctx.em.query(`SELECT ${PLAN_COLUMNS} FROM platform_plans WHERE id = $1`, [id]);
    if (!plan) throw new DomainError('platform_plans.not_found');
    return plan;
  }

  /** Call in a transaction: the plan and its audit entry commit together. */
  async create(ctx: RequestContext, input: PlatformPlanInput): Promise<PlatformPlanDto> {
    const fields = validFields(input);
    const [plan]: PlatformPlan[] = await this.writing(fields.code, () =>
      ctx.em.query(
        `INSERT INTO platform_plans (code, name, description, price_minor, currency, billing_period, features,
                                     sort_order, status, visibility, provider_price_ref, entitlements)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         RETURNING ${PLAN_COLUMNS}`,
        columnValues(fields),
      ),
    );
    await this.audit.record(ctx, {
      action: 'Create',
      entityType: 'PlatformPlan',
      entityId: plan.id,
      organizationId: null,
      message: `Platform plan ${plan.code} created`,
      details: { plan: fields },
    });
    return plan;
  }

  /**
   * Replaces every member of the plan. Call in a transaction: the row is locked, so the version check, the `free`
   * rule and the write see the same plan. An update that changes nothing leaves the row and its version as they
   * are and still records who sent it.
   */
  async update(ctx: RequestContext, id: string, input: UpdatePlatformPlanInput): Promise<PlatformPlanDto> {
    const fields = validFields(input);
    const [stored]: PlatformPlan[] = await ctx.em.query(
      `SELECT ${PLAN_COLUMNS} FROM platform_plans WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!stored) throw new DomainError('platform_plans.not_found');
    assertRowVersion('PlatformPlan', stored, input.rowVersion);
    // The free plan is found by its code in any case, but it keeps the exact spelling clients know it by.
    if (
      sameCode(stored.code, FREE_PLAN_CODE) &&
      (fields.code !== FREE_PLAN_CODE || fields.status !== 'Active' || fields.visibility !== 'Public')
    ) {
      throw new DomainError('platform_plans.free_plan_locked', {
        params: { code: FREE_PLAN_CODE, status: 'Active', visibility: 'Public' },
      });
    }

    const changes = changedMembers(stored, fields);
    let plan = stored;
    if (Object.keys(changes).length > 0) {
      // TypeORM's PostgreSQL driver answers an UPDATE with `[rows, affectedCount]`.
      [[plan]] = await this.writing(fields.code, (): Promise<[PlatformPlan[], number]> =>
        ctx.em.query(
          `UPDATE platform_plans
              SET code = $1, name = $2, description = $3, price_minor = $4, currency = $5, billing_period = $6,
                  features = $7, sort_order = $8, status = $9, visibility = $10, provider_price_ref = $11,
                  entitlements = $12, row_version = row_version + 1, updated_at_utc = now()
            WHERE id = $13
          RETURNING ${PLAN_COLUMNS}`,
          [...columnValues(fields), id],
        ),
      );
    }
    await this.audit.record(ctx, {
      action: 'Update',
      entityType: 'PlatformPlan',
      entityId: id,
      organizationId: null,
      message: `Platform plan ${plan.code} updated`,
      details: { changes },
    });
    return plan;
  }

  /**
   * The anonymous catalog: Active and Public plans only, each validated as a write would be. One invalid plan fails
   * the whole answer (503 platform_plans.catalog_unavailable): a partial catalog would silently hide a plan from
   * buyers, and an unchecked one could publish a price typed by hand. Operators find the plan in the log.
   */
  async publicCatalog(ctx: RequestContext): Promise<PublicPlatformPlanCatalogDto> {
    const plans: PlatformPlan[] = await ctx.em.query(
      `SELECT ${PLAN_COLUMNS} FROM platform_plans
        WHERE status = 'Active' AND visibility = 'Public'
        ORDER BY ${PLAN_ORDER}`,
    );
    for (const plan of plans) {
      const problems = planFieldErrors(plan);
      if (Object.keys(problems).length > 0) {
        this.logger.error(
          { traceId: ctx.traceId, planId: plan.id, fieldErrors: problems },
          'A public platform plan fails validation; the public catalog is refused until it is corrected',
        );
        throw new DomainError('platform_plans.catalog_unavailable');
      }
    }
    return { items: plans.map(publicView) };
  }

  /**
   * The unique index on the code's case-insensitive key decides a race for one code, a code taken by a plan written
   * since the caller looked, and a code that differs from a taken one only by case.
   */
  private async writing<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const failure = sqlFailureOf(error);
      if (failure.code === '23505' && failure.constraint === 'ux_platform_plans_code')
        throw new DomainError('platform_plans.code_taken', { params: { code } });
      throw error;
    }
  }
}

/** The input with its defaults applied, or 400 validation.failed naming every member that breaks a rule. */
function validFields(input: PlatformPlanInput): PlatformPlanFields {
  const fields: PlatformPlanFields = {
    code: input.code,
    name: input.name,
    description: input.description,
    priceMinor: input.priceMinor,
    currency: input.currency,
    billingPeriod: input.billingPeriod,
    features: input.features,
    sortOrder: input.sortOrder,
    status: input.status,
    visibility: input.visibility,
    providerPriceRef: input.providerPriceRef ?? null,
    entitlements: input.entitlements ?? {},
  };
  const problems = planFieldErrors(fields);
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return fields;
}

function columnValues(fields: PlatformPlanFields): unknown[] {
  return [
    fields.code,
    fields.name,
    fields.description,
    fields.priceMinor,
    fields.currency,
    fields.billingPeriod,
    fields.features,
    fields.sortOrder,
    fields.status,
    fields.visibility,
    fields.providerPriceRef,
    JSON.stringify(fields.entitlements),
  ];
}

/** `{member: {from, to}}` for every member whose value differs; lists and entitlements compare by content. */
function changedMembers(
  stored: PlatformPlanFields,
  next: PlatformPlanFields,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const member of MEMBERS) {
    if (canonical(stored[member]) !== canonical(next[member]))
      changes[member] = { from: stored[member], to: next[member] };
  }
  return changes;
}

/** JSON with object keys sorted: jsonb does not keep the order entitlements were sent in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** All of a plan's members but the last four: no status, visibility, providerPriceRef or entitlements. */
function publicView(plan: PlatformPlan): PublicPlatformPlanDto {
  const { code, name, description, priceMinor, currency, billingPeriod, features, sortOrder } = plan;
  return { code, name, description, priceMinor, currency, billingPeriod, features, sortOrder };
}
