import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../platform/context/request-context';
import { Transactional } from '../../../platform/database/transactional.decorator';
import { Allow, on } from '../../access/access.module';
import { licensingTenant } from '../tenancy/licensing-tenant';
import { CustomersService, PAGE_LIMITS } from './customers.service';
import { CustomerLicenseTablePageDto } from './dto/customer-license.dto';
import { CustomerAggregateDto, CustomerProfileDto } from './dto/customer-profile.dto';
import { UpdateCustomerProfileInput } from './dto/customer-profile.input';
import { IssueCandidatePageDto } from './dto/issue-candidate.dto';

const PAGE = `offset ≥ 0 (default 0), limit 1–${PAGE_LIMITS.maxLimit} (default ${PAGE_LIMITS.defaultLimit})`;

/**
 * The customer reads and the customer profile (docs/licensing.md, "Customers: discovery, aggregate and license table"),
 * in the caller's vendor tenant. The reads run in one REPEATABLE READ snapshot, so a page and its totalCount agree.
 */
@Resolver()
export class CustomersResolver {
  constructor(private readonly customers: CustomersService) {}

  @Allow(['customers.read', 'licenses.manage'], on.tenant(licensingTenant))
  @Transactional('REPEATABLE READ')
  @Query(() => IssueCandidatePageDto, {
    description:
      'Subscriptions of the customer that can receive a license (customers.read and licenses.manage): Trialing or ' +
      'Active, on a Published or Retired version, never occupied, with effectiveIssuable > 0; newest subscription ' +
      `first, then id. A customer that is not Active has none. Paged: ${PAGE}. Errors: validation.failed, ` +
      'customer_license_actions.not_found (404, no such organization).',
  })
  licensingCustomerIssueCandidates(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: PAGE_LIMITS.defaultLimit }) limit: number,
  ): Promise<IssueCandidatePageDto> {
    return this.customers.issueCandidates(ctx, organizationId, { offset, limit });
  }

  @Allow('customers.read', on.tenant(licensingTenant))
  @Transactional('REPEATABLE READ')
  @Query(() => CustomerAggregateDto, {
    description:
      'The profile and a page of licenses of a customer (customers.read), newest first then license id; ' +
      `licenseOffset/licenseLimit as ${PAGE}. Errors: validation.failed, customer_aggregate_not_found (404), ` +
      'customer_aggregate_dependency_unavailable (503, a stored license breaks the contract).',
  })
  licensingCustomerAggregate(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('licenseOffset', () => Int, { defaultValue: 0 }) licenseOffset: number,
    @Arg('licenseLimit', () => Int, { defaultValue: PAGE_LIMITS.defaultLimit }) licenseLimit: number,
  ): Promise<CustomerAggregateDto> {
    return this.customers.aggregate(ctx, organizationId, { offset: licenseOffset, limit: licenseLimit });
  }

  @Allow('customers.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CustomerProfileDto, {
    description:
      'Replaces the mutable profile at expectedRevision and answers the committed profile (customers.manage). ' +
      'The exact body of the last committed update sent again is answered with the committed profile. Audited ' +
      '(customer.profile.updated). Errors: validation.failed, customer_aggregate_not_found (404), ' +
      'customer_primary_contact_not_found (404), customer_profile_revision_conflict (409), ' +
      'customer_profile_not_editable (409, Archived organization).',
  })
  updateLicensingCustomerProfile(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('input', () => UpdateCustomerProfileInput) input: UpdateCustomerProfileInput,
  ): Promise<CustomerProfileDto> {
    return this.customers.updateProfile(ctx, organizationId, input);
  }

  @Allow('customers.read', on.tenant(licensingTenant))
  @Transactional('REPEATABLE READ')
  @Query(() => CustomerLicenseTablePageDto, {
    description:
      'The read-only license table of a customer (customers.read): createdAtUtc descending, then licenseId; ' +
      `${PAGE}; filters status (a license status) and productId. Errors: validation.failed, ` +
      'customer_license_actions.not_found (404), customer_license_actions.dependency_unavailable (503, a stored ' +
      'license breaks the contract: no partial data).',
  })
  licensingCustomerLicenseTable(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: PAGE_LIMITS.defaultLimit }) limit: number,
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('productId', () => UUIDResolver, { nullable: true }) productId: string | null,
  ): Promise<CustomerLicenseTablePageDto> {
    return this.customers.licenseTable(ctx, organizationId, { offset, limit }, { status, productId });
  }
}
