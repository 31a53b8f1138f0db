import type { RequestContext } from '../../../platform/context/request-context';
import { sqlFailureOf } from '../../../platform/database/sql-state';
import { DomainError, validationFailed, type FieldErrors } from '../../../platform/errors/domain-error';
import type { AuditService } from '../../audit/audit.module';
import { codeKeySql, sameCode } from '../licensing-code';
import { tenantRowColumns, type TenantRow } from '../licensing-rows';
import { CatalogOffer } from './catalog-offer.entity';
import { CatalogOfferVersion } from './catalog-offer-version.entity';
import { CatalogProduct } from './catalog-product.entity';
import { CustomerSubscription } from './customer-subscription.entity';
import {
  codeErrors,
  nameErrors,
  policyErrors,
  policyHash,
  POLICY_SNAPSHOT_VERSION,
  type OfferPolicy,
  type OfferVersionState,
} from './catalog-rules';
import type {
  CatalogOfferDto,
  CatalogOfferVersionDto,
  CatalogProductDto,
  CatalogProductPageDto,
  CustomerSubscriptionDto,
  CustomerSubscriptionPageDto,
} from './dto/catalog.dto';
import type {
  CreateCatalogOfferInput,
  CreateCatalogProductInput,
  CreateCustomerSubscriptionInput,
  CreateOfferVersionInput,
  SetSubscriptionStatusInput,
} from './dto/catalog.input';

// The catalog answers its rows as stored, without the tenant every statement filters on.
const PRODUCT_COLUMNS = tenantRowColumns(CatalogProduct);
const OFFER_COLUMNS = tenantRowColumns(CatalogOffer);
const VERSION_COLUMNS = tenantRowColumns(CatalogOfferVersion);
const SUBSCRIPTION_COLUMNS = tenantRowColumns(CustomerSubscription);
type ProductRow = TenantRow<CatalogProduct>;
type OfferRow = TenantRow<CatalogOffer>;
type VersionRow = TenantRow<CatalogOfferVersion>;
type SubscriptionRow = TenantRow<CustomerSubscription>;

export const PAGE_LIMITS = { defaultLimit: 50, maxLimit: 200 } as const;

/** Where each state may go: a published version is frozen, a retired one is final. */
const NEXT_STATE: Record<'publish' | 'retire', { from: OfferVersionState; to: OfferVersionState }> = {
  publish: { from: 'Draft', to: 'Published' },
  retire: { from: 'Published', to: 'Retired' },
};

/**
 * The licensing catalog (docs/licensing.md, "Catalog"). Every query is bound to the caller's tenant (`ctx.tenantId`),
 * so another tenant's row is not found, exactly like a missing one. Writes are meant to run in a transaction with
 * their audit entry.
 */
export class CatalogService {
  constructor(private readonly audit: AuditService) {}

  async listProducts(ctx: RequestContext, offset: number, limit: number): Promise<CatalogProductPageDto> {
    checkPage(offset, limit);
    const { tenantId } = ctx;
    const [{ count }] = await ctx.em.query(
      `SELECT count(*)::int AS count FROM licensing_products WHERE tenant_id = $1`,
      [tenantId],
    );
    const items: ProductRow[] = await ctx.em.query(
      `SELECT ${PRODUCT_COLUMNS} FROM licensing_products WHERE tenant_id = $1
        ORDER BY ${codeKeySql('code')}, id OFFSET $2 LIMIT $3`,
      [tenantId, offset, limit],
    );
    return { items, totalCount: count, offset, limit };
  }

  async createProduct(ctx: RequestContext, input: CreateCatalogProductInput): Promise<CatalogProductDto> {
    const errors: FieldErrors = {};
    codeErrors(input.code, 'code', errors);
    nameErrors(input.name, 'name', errors);
    refuse(errors);
    const { tenantId } = ctx;
    let product: ProductRow;
    try {
      [product] = await ctx.em.query(
        `INSERT INTO licensing_products (tenant_id, code, name) VALUES ($1, $2, $3) RETURNING ${PRODUCT_COLUMNS}`,
        [tenantId, input.code, input.name],
      );
    } catch (error) {
      const failure = sqlFailureOf(error);
      if (failure.code === '23505' && failure.constraint === 'ux_licensing_products_code')
        throw new DomainError('catalog.product_code_taken', { params: { code: input.code } });
      throw error;
    }
    await this.record(ctx, 'Create', 'CatalogProduct', product.id, null, `Product ${product.code} created`, {
      product: { code: product.code, name: product.name },
    });
    return product;
  }

  async createOffer(ctx: RequestContext, input: CreateCatalogOfferInput): Promise<CatalogOfferDto> {
    const errors: FieldErrors = {};
    nameErrors(input.name, 'name', errors);
    refuse(errors);
    const { tenantId } = ctx;
    // Locked like the foreign key would: the product stays while the offer is written under it.
    const [product] = await ctx.em.query(
      `SELECT id FROM licensing_products WHERE tenant_id = $1 AND id = $2 FOR KEY SHARE`,
      [tenantId, input.productId],
    );
    if (!product) throw new DomainError('catalog.not_found');
    const [offer]: OfferRow[] = await ctx.em.query(
      `INSERT INTO licensing_offers (tenant_id, product_id, name) VALUES ($1, $2, $3) RETURNING ${OFFER_COLUMNS}`,
      [tenantId, input.productId, input.name],
    );
    await this.record(ctx, 'Create', 'CatalogOffer', offer.id, null, `Offer ${offer.name} created`, {
      offer: { productId: offer.productId, name: offer.name },
    });
    return offer;
  }

  async getOfferVersion(ctx: RequestContext, id: string): Promise<CatalogOfferVersionDto> {
    const { tenantId } = ctx;
    const [version]: VersionRow[] = await ctx.em.query(
      `SELECT ${VERSION_COLUMNS} FROM licensing_offer_versions WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id],
    );
    if (!version) throw new DomainError('catalog.not_found');
    return version;
  }

  async createOfferVersion(ctx: RequestContext, input: CreateOfferVersionInput): Promise<CatalogOfferVersionDto> {
    const policy: OfferPolicy = {
      tariffs: input.tariffs.map((tariff) => ({
        code: tariff.code,
        name: tariff.name,
        seatLimit: tariff.seatLimit ?? null,
      })),
      sharedSeatPool: input.sharedSeatPool ?? null,
      validityDays: input.validityDays,
    };
    refuse(policyErrors(policy));
    const { tenantId } = ctx;
    // The offer row is locked so two versions created at once take consecutive numbers.
    const [offer] = await ctx.em.query(`SELECT id FROM licensing_offers WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [
      tenantId,
      input.offerId,
    ]);
    if (!offer) throw new DomainError('catalog.not_found');
    const [version]: VersionRow[] = await ctx.em.query(
      `INSERT INTO licensing_offer_versions (tenant_id, offer_id, version, tariffs, shared_seat_pool, validity_days)
       VALUES ($1, $2, (SELECT coalesce(max(version), 0) + 1 FROM licensing_offer_versions WHERE offer_id = $2),
               $3, $4, $5)
       RETURNING ${VERSION_COLUMNS}`,
      [tenantId, input.offerId, JSON.stringify(policy.tariffs), policy.sharedSeatPool, policy.validityDays],
    );
    await this.record(ctx, 'Create', 'CatalogOfferVersion', version.id, null, 'Offer version created', {
      offerId: version.offerId,
      version: version.version,
      policy,
    });
    return version;
  }

  /**
   * Publish (Draft → Published) freezes the policy: its snapshot version and hash are set once and no route changes
   * a version's terms afterwards. Retire (Published → Retired) stops new subscriptions. Anything else is 409
   * workflow.invalid_transition.
   */
  async transition(ctx: RequestContext, id: string, action: 'publish' | 'retire'): Promise<CatalogOfferVersionDto> {
    const { tenantId } = ctx;
    const [stored]: VersionRow[] = await ctx.em.query(
      `SELECT ${VERSION_COLUMNS} FROM licensing_offer_versions WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
      [tenantId, id],
    );
    if (!stored) throw new DomainError('catalog.not_found');
    const { from, to } = NEXT_STATE[action];
    if (stored.state !== from)
      throw new DomainError('workflow.invalid_transition', { params: { from: stored.state, to } });
    const [[version]]: [VersionRow[], number] =
      action === 'publish'
        ? await ctx.em.query(
            `UPDATE licensing_offer_versions
                SET state = 'Published', policy_snapshot_version = $2, policy_snapshot_hash = $3,
                    published_at_utc = now()
              WHERE id = $1 RETURNING ${VERSION_COLUMNS}`,
            [id, POLICY_SNAPSHOT_VERSION, policyHash(stored)],
          )
        : await ctx.em.query(
            `UPDATE licensing_offer_versions SET state = 'Retired' WHERE id = $1 RETURNING ${VERSION_COLUMNS}`,
            [id],
          );
    await this.record(
      ctx,
      action === 'publish' ? 'Publish' : 'Retire',
      'CatalogOfferVersion',
      id,
      null,
      `Offer version ${to}`,
      { from, to, policySnapshotHash: version.policySnapshotHash },
    );
    return version;
  }

  async listSubscriptions(ctx: RequestContext, offset: number, limit: number): Promise<CustomerSubscriptionPageDto> {
    checkPage(offset, limit);
    const { tenantId } = ctx;
    const [{ count }] = await ctx.em.query(
      `SELECT count(*)::int AS count FROM licensing_customer_subscriptions WHERE tenant_id = $1`,
      [tenantId],
    );
    const items: SubscriptionRow[] = await ctx.em.query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM licensing_customer_subscriptions WHERE tenant_id = $1
        ORDER BY created_at_utc DESC, id OFFSET $2 LIMIT $3`,
      [tenantId, offset, limit],
    );
    return { items, totalCount: count, offset, limit };
  }

  async createSubscription(
    ctx: RequestContext,
    input: CreateCustomerSubscriptionInput,
  ): Promise<CustomerSubscriptionDto> {
    const { tenantId } = ctx;
    // Locked so the version cannot be retired between this check and the insert.
    const [version]: VersionRow[] = await ctx.em.query(
      `SELECT ${VERSION_COLUMNS} FROM licensing_offer_versions WHERE tenant_id = $1 AND id = $2 FOR SHARE`,
      [tenantId, input.offerVersionId],
    );
    if (!version) throw new DomainError('catalog.not_found');
    if (version.state !== 'Published')
      throw new DomainError('catalog.offer_version_not_published', { params: { state: version.state } });
    // Named in any case; the subscription keeps the version's spelling, so every later join matches it as stored.
    const tariff = version.tariffs.find((candidate) => sameCode(candidate.code, input.tariffCode));
    if (!tariff) throw validationFailed({ tariffCode: ['unknown'] });
    // KEY SHARE, like the foreign key itself: the customer cannot vanish, yet stays free to be updated.
    const [customer] = await ctx.em.query(`SELECT id FROM organizations WHERE id = $1 FOR KEY SHARE`, [
      input.customerOrganizationId,
    ]);
    if (!customer) throw new DomainError('catalog.not_found');
    const [subscription]: SubscriptionRow[] = await ctx.em.query(
      `INSERT INTO licensing_customer_subscriptions
         (tenant_id, customer_organization_id, offer_version_id, tariff_code, status)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [tenantId, input.customerOrganizationId, input.offerVersionId, tariff.code, input.status],
    );
    await this.record(
      ctx,
      'Create',
      'CustomerSubscription',
      subscription.id,
      subscription.customerOrganizationId,
      'Customer subscription created',
      { offerVersionId: subscription.offerVersionId, tariffCode: subscription.tariffCode, status: subscription.status },
    );
    return subscription;
  }

  async setSubscriptionStatus(
    ctx: RequestContext,
    id: string,
    input: SetSubscriptionStatusInput,
  ): Promise<CustomerSubscriptionDto> {
    const { tenantId } = ctx;
    const [stored]: SubscriptionRow[] = await ctx.em.query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM licensing_customer_subscriptions WHERE tenant_id = $1 AND id = $2
          FOR UPDATE`,
      [tenantId, id],
    );
    if (!stored) throw new DomainError('catalog.not_found');
    let subscription = stored;
    if (stored.status !== input.status) {
      [[subscription]] = await ctx.em.query(
        `UPDATE licensing_customer_subscriptions
            SET status = $2, row_version = row_version + 1, updated_at_utc = now()
          WHERE id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [id, input.status],
      );
    }
    await this.record(
      ctx,
      'StatusChange',
      'CustomerSubscription',
      id,
      stored.customerOrganizationId,
      `Customer subscription ${input.status}`,
      { from: stored.status, to: input.status },
    );
    return subscription;
  }

  private record(
    ctx: RequestContext,
    action: string,
    entityType: string,
    entityId: string,
    organizationId: string | null,
    message: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(ctx, { action, entityType, entityId, organizationId, message, details });
  }
}

function refuse(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Paging of the catalog lists: offset ≥ 0, limit 1–200 (default 50). */
function checkPage(offset: number, limit: number): void {
  const errors: FieldErrors = {};
  if (!Number.isInteger(offset) || offset < 0) errors.offset = ['min'];
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMITS.maxLimit) errors.limit = ['range'];
  refuse(errors);
}
