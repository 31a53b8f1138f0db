import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../platform/context/request-context';
import { Transactional } from '../../../platform/database/transactional.decorator';
import { Allow, on } from '../../access/access.module';
import { licensingTenant } from '../tenancy/licensing-tenant';
import {
  LicenseIssueReceiptDto,
  LicenseKeyRotationEnvelopeDto,
  LicenseKeyRotationReceiptDto,
  LicenseKeyValidationDto,
} from './dto/license-issue.dto';
import { LicenseIssueInput, LicenseKeyRotationInput, LicenseKeyValidationInput } from './dto/license-issue.input';
import type { LicenseIssueService } from './license-issue.service';
import type { LicenseKeyRotationService } from './license-key-rotation.service';
import type { LicenseKeyValidationService } from './license-key-validation.service';

const KEY = 'Idempotency key: one value, 1–128 of `[A-Za-z0-9_.:-]`, scoped by tenant and route.';
const IDEMPOTENT =
  'The same key with the same path ids and body answers the stored receipt (plaintextKey null, isIdempotentReplay ' +
  'true) whatever changed since; with other content 409 customer_license_actions.idempotency_conflict, before any ' +
  'rule. Only commits keep a key.';
const ISSUE_ERRORS =
  'Errors (customer_license_actions.*): not_found (404: customer or subscription missing, of another tenant or ' +
  'customer), customer_not_active, not_issuable (subscription not Trialing/Active, version not Published/Retired, ' +
  'no seat left), subscription_occupied (it has or had a license), idempotency_conflict (409).';
const ROTATION_ERRORS =
  'Errors (customer_license_actions.*): not_found (404), customer_not_active, transition_not_allowed (license not ' +
  'Active, or its migration state not Current), stale_precondition (expectedPrimaryMaterialRefId is not the current ' +
  'primary), idempotency_conflict (409), stored_result_invalid (500: its policy snapshot is not its version’s).';

/** Issue, key rotation and key validation (docs/licensing.md, "Issue, rotation and key validation"). */
@Resolver()
export class LicenseIssuesResolver {
  constructor(
    private readonly issues: LicenseIssueService,
    private readonly rotations: LicenseKeyRotationService,
    private readonly validations: LicenseKeyValidationService,
  ) {}

  @Allow(['customers.read', 'licenses.manage'], on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => LicenseIssueReceiptDto, {
    description:
      'Issues an Active license with a v2 key from a subscription of the path customer (customers.read and ' +
      `licenses.manage). The first commit shows the plaintext key once. ${IDEMPOTENT} ${ISSUE_ERRORS}`,
  })
  issueCustomerLicense(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('input', () => LicenseIssueInput) input: LicenseIssueInput,
    @Arg('idempotencyKey', { description: KEY }) idempotencyKey: string,
  ): Promise<LicenseIssueReceiptDto> {
    return this.issues.issueForCustomer(ctx, organizationId, input, idempotencyKey);
  }

  @Allow('licenses.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => LicenseIssueReceiptDto, {
    description:
      "Issues an Active license with a v2 key from a subscription; the customer is the subscription's " +
      `(licenses.manage). The first commit shows the plaintext key once. ${IDEMPOTENT} ${ISSUE_ERRORS}`,
  })
  issueSubscriptionLicense(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LicenseIssueInput) input: LicenseIssueInput,
    @Arg('idempotencyKey', { description: KEY }) idempotencyKey: string,
  ): Promise<LicenseIssueReceiptDto> {
    return this.issues.issueForSubscription(ctx, input, idempotencyKey);
  }

  @Allow(['customers.read', 'licenses.manage'], on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => LicenseKeyRotationReceiptDto, {
    description:
      'Rotates the key of a license of the path customer: the primary material is superseded by a new v2 one ' +
      `(customers.read and licenses.manage). Audited once per operation (license.key.rotated). ${IDEMPOTENT} A ` +
      `replay also completes a missing audit event. ${ROTATION_ERRORS}`,
  })
  rotateCustomerLicenseKey(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('licenseId', () => UUIDResolver) licenseId: string,
    @Arg('input', () => LicenseKeyRotationInput) input: LicenseKeyRotationInput,
    @Arg('idempotencyKey', { description: KEY }) idempotencyKey: string,
  ): Promise<LicenseKeyRotationReceiptDto> {
    return this.rotations.rotateForCustomer(ctx, organizationId, licenseId, input, idempotencyKey);
  }

  @Allow('licenses.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => LicenseKeyRotationEnvelopeDto, {
    description:
      'Rotates the key of a license, v1 envelope (licenses.manage). Reliable mode: input and idempotencyKey, ' +
      'as the customer route. Neither: deprecated compatibility mode (atomic, no replay). Only one of the two: ' +
      `400 customer_license_actions.invalid_request. ${ROTATION_ERRORS}`,
  })
  rotateLicenseKey(
    @Ctx() ctx: RequestContext,
    @Arg('licenseId', () => UUIDResolver) licenseId: string,
    @Arg('input', () => LicenseKeyRotationInput, { nullable: true }) input: LicenseKeyRotationInput | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: KEY }) idempotencyKey: string | null,
  ): Promise<LicenseKeyRotationEnvelopeDto> {
    return this.rotations.rotateGlobal(ctx, licenseId, input, idempotencyKey);
  }

  @Allow('licenses.manage', on.tenant(licensingTenant))
  @Query(() => LicenseKeyValidationDto, {
    description: "Whether a key is the current key of an Active license of the caller's tenant (licenses.manage).",
  })
  licenseKeyValidation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LicenseKeyValidationInput) input: LicenseKeyValidationInput,
  ): Promise<LicenseKeyValidationDto> {
    return this.validations.validate(ctx, input.licenseKey);
  }
}
