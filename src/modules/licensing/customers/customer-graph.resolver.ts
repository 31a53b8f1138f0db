import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../platform/context/request-context';
import { Allow, on } from '../../access/access.module';
import { licensingTenant } from '../tenancy/licensing-tenant';
import { CustomersService, PAGE_LIMITS } from './customers.service';
import { CustomerLicensePageDto } from './dto/customer-license.dto';
import { LicensingCustomerDto } from './dto/customer-profile.dto';
import { IssueCandidatePageDto } from './dto/issue-candidate.dto';

const PAGE = `offset ≥ 0 (default 0), limit 1–${PAGE_LIMITS.maxLimit} (default ${PAGE_LIMITS.defaultLimit})`;

/**
 * The customer as a graph: one customer, its profile (read with it, one statement), its licenses and its issue
 * candidates, each field a page of its own with the access its REST route has. The root names one customer, so each
 * field costs its own two statements once per request and no list fans out into per-item reads.
 */
@Resolver(() => LicensingCustomerDto)
export class CustomerGraphResolver {
  constructor(private readonly customers: CustomersService) {}

  @Allow('customers.read', on.tenant(licensingTenant))
  @Query(() => LicensingCustomerDto, {
    description:
      "A customer in the caller's vendor tenant (customers.read): its organization, profile, licenses and issue " +
      'candidates. Errors: customer_aggregate_not_found (404).',
  })
  licensingCustomer(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
  ): Promise<LicensingCustomerDto> {
    return this.customers.customer(ctx, organizationId);
  }

  @Allow('customers.read', on.tenant(licensingTenant))
  @FieldResolver(() => CustomerLicensePageDto, {
    description:
      `The licenses, newest first then license id (customers.read); ${PAGE}. Errors: validation.failed, ` +
      'customer_aggregate_dependency_unavailable (503).',
  })
  licenses(
    @Ctx() ctx: RequestContext,
    @Root() customer: LicensingCustomerDto,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: PAGE_LIMITS.defaultLimit }) limit: number,
  ): Promise<CustomerLicensePageDto> {
    return this.customers.licensesOf(ctx, customer.organizationId, { offset, limit });
  }

  @Allow(['customers.read', 'licenses.manage'], on.tenant(licensingTenant))
  @FieldResolver(() => IssueCandidatePageDto, {
    description:
      'Subscriptions that can receive a license (customers.read and licenses.manage), as ' +
      `licensingCustomerIssueCandidates; ${PAGE}. Errors: validation.failed.`,
  })
  issueCandidates(
    @Ctx() ctx: RequestContext,
    @Root() customer: LicensingCustomerDto,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: PAGE_LIMITS.defaultLimit }) limit: number,
  ): Promise<IssueCandidatePageDto> {
    return this.customers.candidatesOf(
      ctx,
      { id: customer.organizationId, status: customer.status },
      { offset, limit },
    );
  }
}
