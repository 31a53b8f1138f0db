import type { RequestContext } from '../../../platform/context/request-context';
import { DomainError, validationFailed, type FieldErrors } from '../../../platform/errors/domain-error';
import { findCustomer } from '../licenses/license-store';
import {
  ACTION_TARGET,
  allowsTransition,
  checkBulkInput,
  checkCustomerActionInput,
  checkReason,
  type LicenseAction,
} from './license-action-rules';
import type { AuditService } from '../../audit/audit.module';
import { applyAction, auditRecordsOf, actionOf, lockLicenses, type StoredAction } from './license-actions-queries';
import type {
  BulkRevokeItemDto,
  BulkRevokeResultDto,
  GlobalRevokeResultDto,
  TerminalActionReceiptDto,
} from './dto/license-actions.dto';
import type {
  BulkRevokeLicensesInput,
  CustomerLicenseActionInput,
  GlobalRevokeLicenseInput,
} from './dto/license-actions.input';

export const LEGACY_REPLACEMENT = 'POST /api/v1/licenses/subscription-issues';

const NOT_FOUND = 'customer_license_actions.not_found';
const NOT_ALLOWED = 'customer_license_actions.transition_not_allowed';

/**
 * Revoke and archive (docs/licensing.md, "Revoke, archive and the legacy cutover"): the customer-scoped actions with
 * their precondition and exact replay, the global single revoke and the bulk revoke. Each call runs in the resolver's
 * transaction: the license change, its action row, its outbox message and its audit entry commit together or not at
 * all. There is no license cache in this service, so nothing is invalidated after the commit (a best-effort
 * invalidation would have nothing to act on yet).
 */
export class LicenseActionsService {
  constructor(private readonly audit: AuditService) {}

  /**
   * Order of the rules: input → customer exists → license of the tenant and of this customer (else 404) → lock → exact
   * replay of the license's action of this kind (200, original receipt) → source status allowed for the action (else
   * 409 transition_not_allowed) → expectedStatus equals the stored status (else 409 stale_precondition). The source
   * check comes first on purpose: a license that no precondition could ever move answers why, whatever the client
   * believed its status to be.
   */
  async customerAction(
    ctx: RequestContext,
    organizationId: string,
    licenseId: string,
    action: LicenseAction,
    input: CustomerLicenseActionInput,
  ): Promise<TerminalActionReceiptDto> {
    const expectedStatus = checkCustomerActionInput(input);
    const reasonDetail = input.reasonDetail ?? null;
    const { tenantId } = ctx;
    if (!(await findCustomer(ctx, organizationId))) throw new DomainError(NOT_FOUND);
    const license = (await lockLicenses(ctx, tenantId, [licenseId])).get(licenseId.toLowerCase());
    if (!license || license.customerOrganizationId !== organizationId.toLowerCase()) throw new DomainError(NOT_FOUND);

    // A lost answer's retry finds its action even when a later one followed (revoke, then archive, then the revoke's
    // retry): the license had one action of this kind, asked exactly this way.
    const earlier = await actionOf(ctx, tenantId, license.id, action);
    if (
      earlier &&
      earlier.expectedStatus === expectedStatus &&
      earlier.reasonCode === input.reasonCode &&
      earlier.reasonDetail === reasonDetail
    ) {
      return receiptOf(earlier, true);
    }
    if (!allowsTransition(action, license.status)) {
      throw new DomainError(NOT_ALLOWED, { params: { action, from: license.status } });
    }
    if (license.status !== expectedStatus) {
      throw new DomainError('customer_license_actions.stale_precondition', {
        params: { expectedStatus, actualStatus: license.status },
      });
    }
    const [applied] = await applyAction(ctx, tenantId, [license], {
      action,
      expectedStatus,
      reasonCode: input.reasonCode,
      reasonDetail,
    });
    await this.audit.recordMany(ctx, auditRecordsOf([applied], new Map([[license.id, license]])));
    return receiptOf(applied, false);
  }

  /**
   * The global single revoke: no precondition and no replay. A license already Revoked (or Archived) is 409
   * transition_not_allowed: a repeat stays 409, it is never replayed. `revokedByActorId` is not read: the audit entry
   * names the authenticated caller.
   */
  async globalRevoke(
    ctx: RequestContext,
    licenseId: string,
    input: GlobalRevokeLicenseInput,
  ): Promise<GlobalRevokeResultDto> {
    const errors: FieldErrors = {};
    checkReason(input, errors);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const { tenantId } = ctx;
    const license = (await lockLicenses(ctx, tenantId, [licenseId])).get(licenseId.toLowerCase());
    if (!license) throw new DomainError(NOT_FOUND);
    if (!allowsTransition('Revoke', license.status)) {
      throw new DomainError(NOT_ALLOWED, { params: { action: 'Revoke', from: license.status } });
    }
    const applied = await applyAction(ctx, tenantId, [license], {
      action: 'Revoke',
      expectedStatus: null,
      reasonCode: input.reasonCode,
      reasonDetail: input.reasonDetail ?? null,
    });
    await this.audit.recordMany(ctx, auditRecordsOf(applied, new Map([[license.id, license]])));
    return { licenseId: license.id, status: ACTION_TARGET.Revoke };
  }

  /**
   * Revokes up to 100 licenses in three statements (lock in id order, apply, audit). Items answer in request order,
   * as if the list were applied one item after another: revoked now → succeeded; already Revoked → succeeded with
   * alreadyApplied; missing or another tenant's → not_found; Archived → transition_not_allowed. So a repeated id is
   * revoked once, and its later occurrences report alreadyApplied (or the same error as the first).
   */
  async bulkRevoke(ctx: RequestContext, input: BulkRevokeLicensesInput): Promise<BulkRevokeResultDto> {
    checkBulkInput(input);
    const { tenantId } = ctx;
    const ids = input.licenseIds.map((id) => id.toLowerCase());
    const locked = await lockLicenses(ctx, tenantId, [...new Set(ids)]);
    const toRevoke = [...locked.values()].filter((license) => allowsTransition('Revoke', license.status));
    const applied = await applyAction(ctx, tenantId, toRevoke, {
      action: 'Revoke',
      expectedStatus: null,
      reasonCode: input.reasonCode,
      reasonDetail: null,
    });
    await this.audit.recordMany(ctx, auditRecordsOf(applied, locked));

    const revokedNow = new Set(applied.map((entry) => entry.licenseId));
    const reported = new Set<string>();
    const items = ids.map((licenseId): BulkRevokeItemDto => {
      const license = locked.get(licenseId);
      const first = !reported.has(licenseId);
      reported.add(licenseId);
      if (!license) return { licenseId, succeeded: false, alreadyApplied: false, errorCode: NOT_FOUND };
      if (revokedNow.has(licenseId)) return { licenseId, succeeded: true, alreadyApplied: !first, errorCode: null };
      if (license.status === 'Revoked') return { licenseId, succeeded: true, alreadyApplied: true, errorCode: null };
      return { licenseId, succeeded: false, alreadyApplied: false, errorCode: NOT_ALLOWED };
    });
    return { items };
  }

  /** The generic create routes, disabled since the cutover to subscription issues: the access check has run. */
  legacyCreateDisabled(): never {
    throw new DomainError('license_legacy_compatibility_disabled', { params: { replacement: LEGACY_REPLACEMENT } });
  }
}

function receiptOf(action: StoredAction, isIdempotentReplay: boolean): TerminalActionReceiptDto {
  return {
    operationId: action.operationId,
    effectId: action.operationId,
    licenseId: action.licenseId,
    action: action.action,
    fromStatus: action.fromStatus,
    toStatus: action.toStatus,
    completedAtUtc: action.completedAtUtc,
    isIdempotentReplay,
  };
}
