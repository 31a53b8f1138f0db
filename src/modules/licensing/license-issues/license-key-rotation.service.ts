import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../../platform/database/entity-columns';
import { DomainError } from '../../../platform/errors/domain-error';
import type { AuditService } from '../../audit/audit.module';
import { CatalogOfferVersion } from '../catalog/catalog-offer-version.entity';
import type { LicenseKeyMaterial } from '../licenses/license-key-material.entity';
import { License } from '../licenses/license.entity';
import type { LicenseKeyRotationEnvelopeDto, LicenseKeyRotationReceiptDto } from './dto/license-issue.dto';
import type { LicenseKeyRotationInput } from './dto/license-issue.input';
import { IdempotencyReceipts, type IdempotentRequest, type StoredReceipt } from './idempotency-receipts';
import { activeCustomer } from './license-issue.service';
import type { LicenseKeyVault } from './license-key-vault';

/** The receipt as stored for replays: everything but the plaintext key and the replay flag. */
type StoredRotationReceipt = Omit<
  LicenseKeyRotationReceiptDto,
  'plaintextKey' | 'isIdempotentReplay' | 'createdAtUtc'
> & {
  createdAtUtc: string;
};

/** What a rotation revalidates of the license: its customer, status, migration state and policy snapshot. */
const LICENSE_PROPERTIES = [
  'id',
  'customerOrganizationId',
  'status',
  'migrationState',
  'offerVersionId',
  'policySnapshotVersion',
  'policySnapshotHash',
] as const satisfies readonly PropertyOf<License>[];

type LicenseRow = SnakeRow<Pick<License, (typeof LICENSE_PROPERTIES)[number]>>;

const LICENSE_COLUMNS = selectColumns(License, null, LICENSE_PROPERTIES, { as: 'column' });

/** The offer version's snapshot, which the license's must still equal. */
const SNAPSHOT_PROPERTIES = [
  'policySnapshotVersion',
  'policySnapshotHash',
] as const satisfies readonly PropertyOf<CatalogOfferVersion>[];

const SNAPSHOT_COLUMNS = selectColumns(CatalogOfferVersion, null, SNAPSHOT_PROPERTIES, { as: 'column' });

const CUSTOMER_ROUTE = 'POST /api/v1/customers/organizations/{organizationId}/licenses/{licenseId}/key/rotations';
const GLOBAL_ROUTE = 'POST /api/v1/licenses/{licenseId}/key/rotate';
const ROTATED = 'license.key.rotated';

/**
 * Key rotation (docs/licensing.md, "Issue, rotation and key validation"): the current primary material is superseded
 * and a new v2 primary written, with the audit event `license.key.rotated` and (in reliable mode) the idempotency
 * receipt, in one transaction. A replay answers the stored receipt without its plaintext and completes a missing audit
 * event whatever happened to the license since.
 */
export class LicenseKeyRotationService {
  constructor(
    private readonly audit: AuditService,
    private readonly vault: LicenseKeyVault,
    private readonly receipts = new IdempotencyReceipts(),
  ) {}

  /** The customer route: reliable mode only (the key is required), the license must be the path customer's. */
  async rotateForCustomer(
    ctx: RequestContext,
    organizationId: string,
    licenseId: string,
    input: LicenseKeyRotationInput,
    idempotencyKey: string,
  ): Promise<LicenseKeyRotationReceiptDto> {
    // Ids as PostgreSQL writes them (lower case): compared with stored ids and fingerprinted as one request.
    const request: IdempotentRequest = {
      tenantId: ctx.tenantId,
      route: CUSTOMER_ROUTE,
      key: idempotencyKey,
      pathIds: { organizationId: organizationId.toLowerCase(), licenseId: licenseId.toLowerCase() },
      body: { expectedPrimaryMaterialRefId: input.expectedPrimaryMaterialRefId.toLowerCase() },
    };
    const stored = await this.receipts.claim<StoredRotationReceipt>(ctx, request);
    if (stored) return receiptOf(await this.recover(ctx, request.tenantId, stored), null);
    const license = await licenseOf(ctx, request.tenantId, licenseId);
    if (!license || license.customer_organization_id !== request.pathIds.organizationId)
      throw new DomainError('customer_license_actions.not_found');
    const rotated = await this.rotate(
      ctx,
      request.tenantId,
      license,
      request.body.expectedPrimaryMaterialRefId as string,
      'Reliable',
    );
    await this.receipts.save(ctx, request, rotated);
    return receiptOf(rotated.receipt, rotated.plaintextKey);
  }

  /**
   * The global route, with its v1 envelope. Reliable mode: the body's precondition and an Idempotency-Key, as on the
   * customer route. Neither: the deprecated compatibility mode, atomic but not retryable (no receipt). Only one of
   * the two is invalid.
   */
  async rotateGlobal(
    ctx: RequestContext,
    licenseId: string,
    input: LicenseKeyRotationInput | null | undefined,
    idempotencyKey: string | null | undefined,
  ): Promise<LicenseKeyRotationEnvelopeDto> {
    const reliable = input != null;
    if (reliable !== (idempotencyKey != null)) throw new DomainError('customer_license_actions.invalid_request');
    const { tenantId } = ctx;
    const request: IdempotentRequest | null = reliable
      ? {
          tenantId,
          route: GLOBAL_ROUTE,
          key: idempotencyKey!,
          pathIds: { licenseId: licenseId.toLowerCase() },
          body: { expectedPrimaryMaterialRefId: input.expectedPrimaryMaterialRefId.toLowerCase() },
        }
      : null;
    if (request) {
      const stored = await this.receipts.claim<StoredRotationReceipt>(ctx, request);
      if (stored) return envelopeOf(await this.recover(ctx, tenantId, stored), null);
    }
    const license = await licenseOf(ctx, tenantId, licenseId);
    if (!license) throw new DomainError('customer_license_actions.not_found');
    const rotated = await this.rotate(
      ctx,
      tenantId,
      license,
      input?.expectedPrimaryMaterialRefId.toLowerCase() ?? null,
      request ? 'Reliable' : 'Compatibility',
    );
    if (request) await this.receipts.save(ctx, request, rotated);
    return envelopeOf(rotated.receipt, rotated.plaintextKey);
  }

  /**
   * The rotation itself, revalidated inside the transaction: the customer Active, the license Active (409
   * transition_not_allowed) and Current (a MigrationRequired or Deprecated license has no rotatable v2 identity: also
   * 409 transition_not_allowed), its policy snapshot still the offer version's (else the stored evidence is broken: 500
   * stored_result_invalid), and the expected primary still primary (409 stale_precondition; the compatibility mode
   * expects none).
   */
  private async rotate(
    ctx: RequestContext,
    tenantId: string,
    license: LicenseRow,
    expectedPrimary: string | null,
    mode: 'Reliable' | 'Compatibility',
  ): Promise<StoredReceipt<StoredRotationReceipt> & { plaintextKey: string }> {
    await activeCustomer(ctx, license.customer_organization_id);
    if (license.status !== 'Active' || license.migration_state !== 'Current')
      throw new DomainError('customer_license_actions.transition_not_allowed', {
        params: { status: license.status, migrationState: license.migration_state },
      });
    if (license.offer_version_id) {
      const [version]: SnakeRow<Pick<CatalogOfferVersion, (typeof SNAPSHOT_PROPERTIES)[number]>>[] = await ctx.em.query(
        `SELECT ${SNAPSHOT_COLUMNS} FROM licensing_offer_versions
          WHERE tenant_id = $1 AND id = $2`,
        [tenantId, license.offer_version_id],
      );
      if (
        !version ||
        version.policy_snapshot_hash !== license.policy_snapshot_hash ||
        version.policy_snapshot_version !== license.policy_snapshot_version
      )
        throw new DomainError('customer_license_actions.stored_result_invalid');
    }
    const [primary]: Pick<LicenseKeyMaterial, 'id'>[] = await ctx.em.query(
      `SELECT id FROM licensing_key_materials WHERE tenant_id = $1 AND license_id = $2 AND is_primary FOR UPDATE`,
      [tenantId, license.id],
    );
    if (expectedPrimary !== null && primary?.id !== expectedPrimary)
      throw new DomainError('customer_license_actions.stale_precondition');
    if (primary) {
      await ctx.em.query(
        `UPDATE licensing_key_materials SET is_primary = false, superseded_at_utc = now() WHERE id = $1`,
        [primary.id],
      );
    }
    const material = await this.vault.createPrimary(ctx, tenantId, license.id);
    await ctx.em.query(
      `UPDATE licensing_licenses SET row_version = row_version + 1, updated_at_utc = now() WHERE id = $1`,
      [license.id],
    );
    const receipt: StoredRotationReceipt = {
      operationId: randomUUID(),
      licenseId: license.id,
      keyMaterialRefId: material.keyMaterialRefId,
      maskedKey: material.maskedKey,
      formatVersion: material.formatVersion,
      createdAtUtc: new Date(material.createdAtUtc).toISOString(),
    };
    await this.recordRotated(ctx, license.customer_organization_id, receipt, {
      supersededKeyMaterialRefId: primary?.id ?? null,
      mode,
    });
    return { operationId: receipt.operationId, licenseId: license.id, receipt, plaintextKey: material.plaintextKey };
  }

  /**
   * Recovery of a replay: the committed rotation stands; its audit event is appended when missing, once per operationId
   * (calls with one key are serialized by the receipt claim, so two replays cannot both append it).
   */
  private async recover(
    ctx: RequestContext,
    tenantId: string,
    stored: StoredReceipt<StoredRotationReceipt>,
  ): Promise<StoredRotationReceipt> {
    const [audited] = await ctx.em.query(
      `SELECT 1 FROM audit_log
        WHERE entity_type = 'License' AND entity_id = $1 AND action = $2 AND details_json->>'operationId' = $3`,
      [stored.licenseId, ROTATED, stored.operationId],
    );
    if (!audited) {
      const [license]: SnakeRow<Pick<License, 'customerOrganizationId'>>[] = await ctx.em.query(
        `SELECT customer_organization_id FROM licensing_licenses WHERE tenant_id = $1 AND id = $2`,
        [tenantId, stored.licenseId],
      );
      await this.recordRotated(ctx, license?.customer_organization_id ?? null, stored.receipt, { recovered: true });
    }
    return stored.receipt;
  }

  private recordRotated(
    ctx: RequestContext,
    customerId: string | null,
    receipt: StoredRotationReceipt,
    extra: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(ctx, {
      action: ROTATED,
      entityType: 'License',
      entityId: receipt.licenseId,
      organizationId: customerId,
      message: 'License key rotated',
      details: {
        operationId: receipt.operationId,
        licenseId: receipt.licenseId,
        keyMaterialRefId: receipt.keyMaterialRefId,
        maskedKey: receipt.maskedKey,
        ...extra,
      },
    });
  }
}

/** The license in the caller's tenant, locked for the rotation: one rotation of a license at a time. */
async function licenseOf(ctx: RequestContext, tenantId: string, licenseId: string): Promise<LicenseRow | null> {
  const [row] = await ctx.em.query(
    `SELECT ${LICENSE_COLUMNS}
       FROM licensing_licenses WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, licenseId],
  );
  return row ?? null;
}

function receiptOf(stored: StoredRotationReceipt, plaintextKey: string | null): LicenseKeyRotationReceiptDto {
  return { ...stored, createdAtUtc: new Date(stored.createdAtUtc), plaintextKey, isIdempotentReplay: !plaintextKey };
}

function envelopeOf(stored: StoredRotationReceipt, plaintextKey: string | null): LicenseKeyRotationEnvelopeDto {
  return {
    licenseId: stored.licenseId,
    keyMaterialRefId: stored.keyMaterialRefId,
    maskedKey: stored.maskedKey,
    plaintextKey,
  };
}
