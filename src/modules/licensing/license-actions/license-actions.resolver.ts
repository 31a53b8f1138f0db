import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../platform/context/request-context';
import { Transactional } from '../../../platform/database/transactional.decorator';
import { Allow, on } from '../../access/access.module';
import { licensingTenant } from '../tenancy/licensing-tenant';
import { LEGACY_REPLACEMENT, LicenseActionsService } from './license-actions.service';
import { BulkRevokeResultDto, GlobalRevokeResultDto, TerminalActionReceiptDto } from './dto/license-actions.dto';
import {
  BulkRevokeLicensesInput,
  CustomerLicenseActionInput,
  GlobalRevokeLicenseInput,
} from './dto/license-actions.input';

const NOT_FOUND =
  "customer_license_actions.not_found (404: no such customer, no such license, another tenant's or " +
  "another customer's license)";
const CUSTOMER_ERRORS =
  `Errors: validation.failed (also expectedStatus not a status name, case-sensitive), ${NOT_FOUND}, ` +
  'customer_license_actions.transition_not_allowed (409, checked first), customer_license_actions.stale_precondition ' +
  '(409). An exact replay answers the original receipt with isIdempotentReplay true.';
const LEGACY = `Disabled: use ${LEGACY_REPLACEMENT}.`;

/**
 * Revoke, archive and the legacy create routes (docs/licensing.md, "Revoke, archive and the legacy cutover"). Each
 * write runs in one READ COMMITTED transaction: the license row is locked FOR UPDATE before anything is decided on it,
 * so concurrent calls on one license queue and the later ones see the earlier one's result.
 */
@Resolver()
export class LicenseActionsResolver {
  constructor(private readonly actions: LicenseActionsService) {}

  @Allow(['customers.read', 'licenses.manage'], on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => TerminalActionReceiptDto, {
    description: `Draft, Active or Suspended → Revoked (customers.read and licenses.manage). Frees the seat, not the subscription. Audited (license.revoked) with an outbox message. ${CUSTOMER_ERRORS}`,
  })
  revokeCustomerLicense(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('licenseId', () => UUIDResolver) licenseId: string,
    @Arg('input', () => CustomerLicenseActionInput) input: CustomerLicenseActionInput,
  ): Promise<TerminalActionReceiptDto> {
    return this.actions.customerAction(ctx, organizationId, licenseId, 'Revoke', input);
  }

  @Allow(['customers.read', 'licenses.manage'], on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => TerminalActionReceiptDto, {
    description: `Draft or Revoked → Archived (customers.read and licenses.manage). Audited (license.archived) with an outbox message. ${CUSTOMER_ERRORS}`,
  })
  archiveCustomerLicense(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('licenseId', () => UUIDResolver) licenseId: string,
    @Arg('input', () => CustomerLicenseActionInput) input: CustomerLicenseActionInput,
  ): Promise<TerminalActionReceiptDto> {
    return this.actions.customerAction(ctx, organizationId, licenseId, 'Archive', input);
  }

  @Allow('licenses.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => GlobalRevokeResultDto, {
    description:
      'Global single revoke, v1 envelope (licenses.manage): Draft, Active or Suspended → Revoked. A repeat is 409 ' +
      'customer_license_actions.transition_not_allowed, as is an Archived license; revokedByActorId is ignored. ' +
      `Audited (license.revoked) with an outbox message. Errors: validation.failed, ${NOT_FOUND}.`,
  })
  revokeLicense(
    @Ctx() ctx: RequestContext,
    @Arg('licenseId', () => UUIDResolver) licenseId: string,
    @Arg('input', () => GlobalRevokeLicenseInput) input: GlobalRevokeLicenseInput,
  ): Promise<GlobalRevokeResultDto> {
    return this.actions.globalRevoke(ctx, licenseId, input);
  }

  @Allow('licenses.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => BulkRevokeResultDto, {
    description:
      'Revokes 1–100 licenses of the tenant (licenses.manage); one outcome per id in request order, an already ' +
      'Revoked license succeeds with alreadyApplied. Errors: validation.failed (count, reasonCode).',
  })
  bulkRevokeLicenses(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => BulkRevokeLicensesInput) input: BulkRevokeLicensesInput,
  ): Promise<BulkRevokeResultDto> {
    return this.actions.bulkRevoke(ctx, input);
  }

  @Allow('licenses.manage', on.platform())
  @Mutation(() => Boolean, {
    deprecationReason: LEGACY,
    description: `Always 410 license_legacy_compatibility_disabled (params.replacement), after the access check. ${LEGACY}`,
  })
  legacyCreateLicense(): boolean {
    return this.actions.legacyCreateDisabled();
  }

  @Allow('licenses.manage', on.platform())
  @Mutation(() => Boolean, {
    deprecationReason: LEGACY,
    description: `Always 410 license_legacy_compatibility_disabled (params.replacement), after the access check. ${LEGACY}`,
  })
  legacyBulkCreateLicenses(): boolean {
    return this.actions.legacyCreateDisabled();
  }
}
