import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../../platform/database/entity-columns';
import { DomainError, validationFailed, type FieldErrors } from '../../../platform/errors/domain-error';
import type { ErrorCode } from '../../../platform/errors/error-codes';
import type { Logger } from '../../../platform/logging/logger';
import type { AuditService } from '../../audit/audit.module';
import { findCustomer, isLicenseStatus, ISSUABLE_SUBSCRIPTIONS_SQL, LICENSE_STATUSES } from '../licenses/license-store';
import {
  BrokenLicenseRow,
  licenseRowOf,
  licenseTableRowOf,
  readLicenseRows,
  type LicenseRowsPage,
} from './customer-license-rows';
import {
  canonicalProfileRequest,
  fingerprintOf,
  profileRequestErrors,
  profileRequestOf,
  type ProfileRequest,
} from './customer-profile-rules';
import type { CustomerLicensePageDto, CustomerLicenseTablePageDto } from './dto/customer-license.dto';
import type { CustomerAggregateDto, CustomerProfileDto, LicensingCustomerDto } from './dto/customer-profile.dto';
import type { UpdateCustomerProfileInput } from './dto/customer-profile.input';
import type { IssueCandidatePageDto } from './dto/issue-candidate.dto';
import { CustomerProfile } from './customer-profile.entity';

export const PAGE_LIMITS = { defaultLimit: 50, maxLimit: 200 } as const;

interface Page {
  offset: number;
  limit: number;
}

/** The stored members of a profile that a read shows, or that decide a replay (the fingerprint). */
const PROFILE_PROPERTIES = [
  'revision',
  'displayName',
  'notes',
  'primaryContact',
  'lastRequestFingerprint',
] as const satisfies readonly PropertyOf<CustomerProfile>[];

type ProfileRow = SnakeRow<Pick<CustomerProfile, (typeof PROFILE_PROPERTIES)[number]>>;
const PROFILE_COLUMNS = selectColumns(CustomerProfile, null, PROFILE_PROPERTIES, { as: 'column' });
const JOINED_PROFILE_COLUMNS = selectColumns(CustomerProfile, 'pr', PROFILE_PROPERTIES, { as: 'column' });

/** What an update decides on under the row lock: the revision it expects, and whether it replays the last body. */
const REVISION_PROPERTIES = [
  'revision',
  'lastRequestFingerprint',
] as const satisfies readonly PropertyOf<CustomerProfile>[];
const REVISION_COLUMNS = selectColumns(CustomerProfile, null, REVISION_PROPERTIES, { as: 'column' });

/**
 * The organization and the tenant's stored profile of it, in one statement; the profile's columns are null while none
 * is stored (the left join).
 */
type CustomerWithProfile = { id: string; name: string; status: string } & {
  [K in keyof ProfileRow]: ProfileRow[K] | null;
};

const CANDIDATE_COLUMNS = `subscription_id AS "customerSubscriptionId", effective_issuable AS "effectiveIssuable",
  status AS "subscriptionStatus", subscription_created_at_utc AS "subscriptionCreatedAtUtc",
  product_id AS "productId", product_name AS "productName", offer_id AS "offerId", offer_name AS "offerName",
  offer_version_id AS "offerVersionId", offer_version_number AS "offerVersionNumber", tariff_code AS "tariffCode",
  tariff_name AS "tariffName"`;

/**
 * The customer reads and the profile: discovery, aggregate and license table
 * (docs/licensing.md, "Customers: discovery, aggregate and license table"). A customer is an organization of any level;
 * everything else is bound to the caller's tenant (`ctx.tenantId`), so another tenant's licenses and profile simply are
 * not there: its callers see the default profile and empty lists.
 */
export class CustomersService {
  constructor(
    private readonly audit: AuditService,
    private readonly logger: Logger,
  ) {}

  /**
   * Subscriptions that can receive a license now. A customer that is not Active has none (an empty page, not an
   * error). Occupied subscriptions and those without seats are filtered in SQL before paging, so totalCount and the
   * pages agree.
   */
  async issueCandidates(ctx: RequestContext, organizationId: string, page: Page): Promise<IssueCandidatePageDto> {
    checkPage(page, { offset: 'offset', limit: 'limit' });
    const customer = await findCustomer(ctx, organizationId);
    if (!customer) throw new DomainError('customer_license_actions.not_found');
    return this.candidatesOf(ctx, customer, page);
  }

  /** The candidates of a customer already read (the route above, and `LicensingCustomer.issueCandidates`). */
  async candidatesOf(
    ctx: RequestContext,
    customer: { id: string; status: string },
    page: Page,
  ): Promise<IssueCandidatePageDto> {
    checkPage(page, { offset: 'offset', limit: 'limit' });
    const { tenantId } = ctx;
    if (customer.status !== 'Active') return { items: [], totalCount: 0, ...page };
    const [{ count }] = await ctx.em.query(
      `SELECT count(*)::int AS count FROM (${ISSUABLE_SUBSCRIPTIONS_SQL}) c WHERE c.effective_issuable > 0`,
      [tenantId, customer.id],
    );
    const items = await ctx.em.query(
      `SELECT ${CANDIDATE_COLUMNS} FROM (${ISSUABLE_SUBSCRIPTIONS_SQL}) c
        WHERE c.effective_issuable > 0
        ORDER BY c.subscription_created_at_utc DESC, c.subscription_id
       OFFSET $3 LIMIT $4`,
      [tenantId, customer.id, page.offset, page.limit],
    );
    return { items, totalCount: count, ...page };
  }

  async aggregate(ctx: RequestContext, organizationId: string, page: Page): Promise<CustomerAggregateDto> {
    checkPage(page, { offset: 'licenseOffset', limit: 'licenseLimit' });
    const customer = await this.customer(ctx, organizationId);
    return { profile: customer.profile, licenses: await this.licensesOf(ctx, organizationId, page) };
  }

  /** The customer with its profile in one statement (the aggregate, and the graph's `licensingCustomer`). */
  async customer(ctx: RequestContext, organizationId: string): Promise<LicensingCustomerDto> {
    const { tenantId } = ctx;
    const [row] = await this.customerProfiles(ctx, tenantId, organizationId);
    if (!row) throw new DomainError('customer_aggregate_not_found');
    return { organizationId: row.id, name: row.name, status: row.status, profile: profileOf(row) };
  }

  /** A page of the customer's licenses as the aggregate shows them; every row sound, or 503 and nothing. */
  async licensesOf(ctx: RequestContext, organizationId: string, page: Page): Promise<CustomerLicensePageDto> {
    checkPage(page, { offset: 'licenseOffset', limit: 'licenseLimit' });
    const { tenantId } = ctx;
    const licenses = await readLicenseRows(ctx, tenantId, organizationId, page);
    const items = this.intact(ctx, licenses, 'customer_aggregate_dependency_unavailable', licenseRowOf);
    return { items, totalCount: licenses.totalCount, ...page };
  }

  /**
   * Replaces the profile at `expectedRevision`. The row is taken under lock (inserted at revision 0 first when the
   * customer has none, so two first updates meet on the primary key), so of two updates on the same revision one
   * commits and the other is a conflict. The exact body of the last committed update, sent again on its own base
   * revision, is a lost-result replay: the committed profile, no second revision. Answers the committed profile
   * only: no license or product is read after the write.
   */
  async updateProfile(
    ctx: RequestContext,
    organizationId: string,
    input: UpdateCustomerProfileInput,
  ): Promise<CustomerProfileDto> {
    const request = profileRequestOf(input);
    const errors = profileRequestErrors(request);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const { tenantId } = ctx;
    const customer = await findCustomer(ctx, organizationId, { lock: true });
    if (!customer) throw new DomainError('customer_aggregate_not_found');
    if (customer.status === 'Archived')
      throw new DomainError('customer_profile_not_editable', { params: { status: customer.status } });

    await ctx.em.query(
      `INSERT INTO licensing_customer_profiles (tenant_id, organization_id, revision, display_name)
       VALUES ($1, $2, 0, $3) ON CONFLICT (tenant_id, organization_id) DO NOTHING`,
      [tenantId, organizationId, customer.name],
    );
    const [stored]: SnakeRow<Pick<CustomerProfile, (typeof REVISION_PROPERTIES)[number]>>[] = await ctx.em.query(
      `SELECT ${REVISION_COLUMNS}
         FROM licensing_customer_profiles
        WHERE tenant_id = $1 AND organization_id = $2 FOR UPDATE`,
      [tenantId, organizationId],
    );
    const canonical = canonicalProfileRequest(request);
    const fingerprint = fingerprintOf(canonical);
    if (stored.last_request_fingerprint === fingerprint && request.expectedRevision === stored.revision - 1) {
      const [replayed] = await this.customerProfiles(ctx, tenantId, organizationId);
      return profileOf(replayed);
    }
    if (request.expectedRevision !== stored.revision)
      throw new DomainError('customer_profile_revision_conflict', {
        params: { expectedRevision: request.expectedRevision, currentRevision: stored.revision },
      });
    await this.checkContact(ctx, organizationId, request);

    const [[updated]]: [CustomerWithProfile[], number] = await ctx.em.query(
      `UPDATE licensing_customer_profiles
          SET revision = revision + 1, display_name = $3, notes = $4, primary_contact = $5, last_request = $6,
              last_request_fingerprint = $7, updated_by = $8, updated_at_utc = now()
        WHERE tenant_id = $1 AND organization_id = $2
        RETURNING organization_id AS id, ${PROFILE_COLUMNS}`,
      [
        tenantId,
        organizationId,
        request.displayName,
        request.notes,
        request.primaryContact ? JSON.stringify(request.primaryContact) : null,
        canonical,
        fingerprint,
        (await ctx.requireActor()).userId,
      ],
    );
    await this.audit.record(ctx, {
      action: 'customer.profile.updated',
      entityType: 'LicensingCustomerProfile',
      entityId: organizationId,
      organizationId,
      message: `Customer profile revision ${updated.revision}`,
      // Revisions and the contact's user id only: the free-text members stay out of the audit log.
      details: {
        tenantId,
        fromRevision: stored.revision,
        toRevision: updated.revision,
        primaryContactId: request.primaryContact?.contactId ?? null,
        hasPrimaryContact: request.primaryContact !== null,
      },
    });
    return profileOf({ ...updated, name: customer.name, status: customer.status });
  }

  /** The license table: the aggregate's rows with display results, filtered, in the fixed order. */
  async licenseTable(
    ctx: RequestContext,
    organizationId: string,
    page: Page,
    filter: { status?: string | null; productId?: string | null },
  ): Promise<CustomerLicenseTablePageDto> {
    const errors = pageErrors(page, { offset: 'offset', limit: 'limit' });
    if (filter.status != null && !isLicenseStatus(filter.status)) errors.status = ['unknown'];
    if (Object.keys(errors).length > 0)
      throw validationFailed(errors, errors.status ? `status: one of ${LICENSE_STATUSES.join(', ')}` : undefined);
    const { tenantId } = ctx;
    const customer = await findCustomer(ctx, organizationId);
    if (!customer) throw new DomainError('customer_license_actions.not_found');
    const licenses = await readLicenseRows(ctx, tenantId, organizationId, page, filter);
    const now = new Date();
    const items = this.intact(ctx, licenses, 'customer_license_actions.dependency_unavailable', (row) =>
      licenseTableRowOf(row, now),
    );
    return { items, totalCount: licenses.totalCount, ...page };
  }

  /** Every row or none: a stored row that breaks the contract fails the whole answer with a typed 503. */
  private intact<T>(
    ctx: RequestContext,
    page: LicenseRowsPage,
    code: ErrorCode,
    map: (row: LicenseRowsPage['rows'][number]) => T,
  ): T[] {
    let broken: BrokenLicenseRow | null = page.brokenLicenseId
      ? new BrokenLicenseRow(page.brokenLicenseId, 'breaks the read contract (status, mode, state or mask)')
      : null;
    if (!broken) {
      try {
        return page.rows.map(map);
      } catch (error) {
        if (!(error instanceof BrokenLicenseRow)) throw error;
        broken = error;
      }
    }
    this.logger.error(
      { traceId: ctx.traceId, licenseId: broken.licenseId, problem: broken.problem },
      'A stored license breaks the read contract; customer license reads are refused until it is corrected',
    );
    throw new DomainError(code);
  }

  /** A contact must be a user holding a role on the organization itself or on one of its outlets. */
  private async checkContact(ctx: RequestContext, organizationId: string, request: ProfileRequest): Promise<void> {
    const contactId = request.primaryContact?.contactId;
    if (!contactId) return;
    const rows: unknown[] = await ctx.em.query(
      `SELECT 1 FROM role_assignments WHERE user_id = $1 AND organization_id = $2 LIMIT 1`,
      [contactId, organizationId],
    );
    if (rows.length === 0) throw new DomainError('customer_primary_contact_not_found');
  }

  private customerProfiles(
    ctx: RequestContext,
    tenantId: string,
    organizationId: string,
  ): Promise<CustomerWithProfile[]> {
    return ctx.em.query(
      `SELECT o.id, o.name, o.status, ${JOINED_PROFILE_COLUMNS}
         FROM organizations o
         LEFT JOIN licensing_customer_profiles pr ON pr.tenant_id = $1 AND pr.organization_id = o.id
        WHERE o.id = $2`,
      [tenantId, organizationId],
    );
  }
}

/** The stored profile, or while none is stored the default one: revision 0, the organization's name, no notes. */
function profileOf(row: CustomerWithProfile): CustomerProfileDto {
  return {
    organizationId: row.id,
    status: row.status,
    revision: row.revision ?? 0,
    displayName: row.display_name ?? row.name,
    notes: row.notes ?? '',
    primaryContact: row.primary_contact ?? null,
  };
}

function pageErrors(page: Page, names: { offset: string; limit: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isInteger(page.offset) || page.offset < 0) errors[names.offset] = ['min'];
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > PAGE_LIMITS.maxLimit)
    errors[names.limit] = ['range'];
  return errors;
}

/** Paging of the customer reads: offset ≥ 0 (default 0), limit 1–200 (default 50). */
function checkPage(page: Page, names: { offset: string; limit: string }): void {
  const errors = pageErrors(page, names);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
