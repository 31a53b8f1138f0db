import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../../platform/database/entity-columns';
import { sqlFailureOf } from '../../../platform/database/sql-state';
import { DomainError } from '../../../platform/errors/domain-error';
import type { AuditService } from '../../audit/audit.module';
import { CustomerSubscription } from '../catalog/customer-subscription.entity';
import { findCustomer, ISSUABLE_SUBSCRIPTIONS_SQL } from '../licenses/license-store';
import type { License } from '../licenses/license.entity';
import type { LicenseIssueReceiptDto } from './dto/license-issue.dto';
import type { LicenseIssueInput } from './dto/license-issue.input';
import { IdempotencyReceipts, type IdempotentRequest } from './idempotency-receipts';
import type { LicenseKeyVault } from './license-key-vault';

/** The receipt as stored for replays: everything but the plaintext key and the replay flag. */
type StoredIssueReceipt = Omit<LicenseIssueReceiptDto, 'plaintextKey' | 'isIdempotentReplay'>;

/** What an issue needs of the subscription it names before it rereads the seats. */
const SUBSCRIPTION_PROPERTIES = [
  'id',
  'customerOrganizationId',
  'offerVersionId',
] as const satisfies readonly PropertyOf<CustomerSubscription>[];

type SubscriptionRow = SnakeRow<Pick<CustomerSubscription, (typeof SUBSCRIPTION_PROPERTIES)[number]>>;

const SUBSCRIPTION_COLUMNS = selectColumns(CustomerSubscription, null, SUBSCRIPTION_PROPERTIES, { as: 'column' });

/**
 * License issue from a subscription (docs/licensing.md, "Issue, rotation and key validation"). Runs in one READ
 * COMMITTED transaction: the idempotency key is claimed first (a replay or a conflict is answered before any business
 * rule), then the customer, the subscription and the seats are reread under locks, and the license, its primary key
 * material, the receipt and the audit entry commit together.
 */
export class LicenseIssueService {
  constructor(
    private readonly audit: AuditService,
    private readonly vault: LicenseKeyVault,
    private readonly receipts = new IdempotencyReceipts(),
  ) {}

  /** The customer route: the path names the customer, which must own the subscription. */
  async issueForCustomer(
    ctx: RequestContext,
    organizationId: string,
    input: LicenseIssueInput,
    idempotencyKey: string,
  ): Promise<LicenseIssueReceiptDto> {
    const request = this.requestOf(ctx, idempotencyKey, input, { organizationId: organizationId.toLowerCase() });
    const replay = await this.replayOf(ctx, request);
    if (replay) return replay;
    await activeCustomer(ctx, organizationId);
    const subscription = await subscriptionOf(ctx, request.tenantId, input.customerSubscriptionId);
    if (!subscription || subscription.customer_organization_id !== request.pathIds.organizationId)
      throw new DomainError('customer_license_actions.not_found');
    return this.issue(ctx, request, subscription, input);
  }

  /** The global route: the customer is the subscription's. */
  async issueForSubscription(
    ctx: RequestContext,
    input: LicenseIssueInput,
    idempotencyKey: string,
  ): Promise<LicenseIssueReceiptDto> {
    const request = this.requestOf(ctx, idempotencyKey, input, {});
    const replay = await this.replayOf(ctx, request);
    if (replay) return replay;
    const subscription = await subscriptionOf(ctx, request.tenantId, input.customerSubscriptionId);
    if (!subscription) throw new DomainError('customer_license_actions.not_found');
    await activeCustomer(ctx, subscription.customer_organization_id);
    return this.issue(ctx, request, subscription, input);
  }

  private requestOf(
    ctx: RequestContext,
    key: string,
    input: LicenseIssueInput,
    pathIds: Record<string, string>,
  ): IdempotentRequest {
    return {
      tenantId: ctx.tenantId,
      route: pathIds.organizationId
        ? 'POST /api/v1/customers/organizations/{organizationId}/license-issues'
        : 'POST /api/v1/licenses/subscription-issues',
      key,
      pathIds,
      // Ids as PostgreSQL writes them (lower case), so one id in two cases is one request and matches stored ids.
      body: {
        customerSubscriptionId: input.customerSubscriptionId.toLowerCase(),
        correlationId: input.correlationId.toLowerCase(),
      },
    };
  }

  private async replayOf(ctx: RequestContext, request: IdempotentRequest): Promise<LicenseIssueReceiptDto | null> {
    const stored = await this.receipts.claim<StoredIssueReceipt>(ctx, request);
    return stored ? { ...stored.receipt, plaintextKey: null, isIdempotentReplay: true } : null;
  }

  private async issue(
    ctx: RequestContext,
    request: IdempotentRequest,
    subscription: SubscriptionRow,
    input: LicenseIssueInput,
  ): Promise<LicenseIssueReceiptDto> {
    const { tenantId } = request;
    const customerId = subscription.customer_organization_id;
    // One issue at a time per customer and offer version: the seats of a shared pool are counted and taken by one
    // transaction before the next counts them, whichever subscriptions they name.
    await ctx.em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `licensing-seats:${tenantId}:${customerId}:${subscription.offer_version_id}`,
    ]);
    const [occupied] = await ctx.em.query(`SELECT 1 FROM licensing_licenses WHERE customer_subscription_id = $1`, [
      subscription.id,
    ]);
    if (occupied) throw new DomainError('customer_license_actions.subscription_occupied');
    const [source] = await ctx.em.query(`${ISSUABLE_SUBSCRIPTIONS_SQL} AND s.id = $3`, [
      tenantId,
      customerId,
      subscription.id,
    ]);
    if (!source || !(Number(source.effective_issuable) > 0))
      throw new DomainError('customer_license_actions.not_issuable');

    let license: Pick<License, 'id' | 'status'>;
    try {
      [license] = await ctx.em.query(
        `INSERT INTO licensing_licenses (tenant_id, customer_organization_id, product_id, customer_subscription_id,
                                         offer_version_id, tariff_code, policy_snapshot_version, policy_snapshot_hash,
                                         status, issue_mode, valid_until_utc)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Active', 'Subscription', now() + make_interval(days => $9))
         RETURNING id, status`,
        [
          tenantId,
          customerId,
          source.product_id,
          subscription.id,
          source.offer_version_id,
          source.tariff_code,
          source.policy_snapshot_version,
          source.policy_snapshot_hash,
          source.validity_days,
        ],
      );
    } catch (error) {
      // The seat lock makes this unreachable for issues; kept for a writer that does not take it.
      const failure = sqlFailureOf(error);
      if (failure.code === '23505' && failure.constraint === 'ux_licensing_licenses_subscription')
        throw new DomainError('customer_license_actions.subscription_occupied');
      throw error;
    }
    const material = await this.vault.createPrimary(ctx, tenantId, license.id);
    const receipt: StoredIssueReceipt = {
      operationId: randomUUID(),
      licenseId: license.id,
      customerSubscriptionId: subscription.id,
      keyMaterialRefId: material.keyMaterialRefId,
      maskedKey: material.maskedKey,
      formatVersion: material.formatVersion,
      status: license.status,
    };
    await this.receipts.save(ctx, request, { operationId: receipt.operationId, licenseId: license.id, receipt });
    await this.audit.record(ctx, {
      action: 'license.issued',
      entityType: 'License',
      entityId: license.id,
      organizationId: customerId,
      message: `License issued from subscription ${subscription.id}`,
      details: {
        operationId: receipt.operationId,
        licenseId: license.id,
        subscriptionId: subscription.id,
        offerVersionId: source.offer_version_id,
        tariffCode: source.tariff_code,
        keyMaterialRefId: material.keyMaterialRefId,
        maskedKey: material.maskedKey,
        correlationId: input.correlationId,
      },
    });
    return { ...receipt, plaintextKey: material.plaintextKey, isIdempotentReplay: false };
  }
}

/**
 * The customer must exist (404) and be Active (409); its row is share-locked, so its status cannot change under the
 * issue or rotation deciding on it.
 */
export async function activeCustomer(ctx: RequestContext, organizationId: string): Promise<void> {
  const customer = await findCustomer(ctx, organizationId, { lock: true });
  if (!customer) throw new DomainError('customer_license_actions.not_found');
  if (customer.status !== 'Active') throw new DomainError('customer_license_actions.customer_not_active');
}

/** The subscription in the caller's tenant, share-locked so its status holds until the issue commits. */
async function subscriptionOf(
  ctx: RequestContext,
  tenantId: string,
  subscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await ctx.em.query(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM licensing_customer_subscriptions
      WHERE tenant_id = $1 AND id = $2 FOR SHARE`,
    [tenantId, subscriptionId],
  );
  return row ?? null;
}
