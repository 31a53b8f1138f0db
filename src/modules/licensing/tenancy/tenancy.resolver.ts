import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../platform/context/request-context';
import { Transactional } from '../../../platform/database/transactional.decorator';
import { Allow, on, Public } from '../../access/access.module';
import {
  CreatedLicensingTenantDto,
  CreatedServiceAccountDto,
  LicensingWhoAmIDto,
  ServiceAccountTokenDto,
} from './dto/tenancy.dto';
import { CreateLicensingTenantInput, CreateServiceAccountInput, ServiceAccountTokenInput } from './dto/tenancy.input';
import { licensingTenant } from './licensing-tenant';
import { TenancyService } from './tenancy.service';

/** Vendor tenants and service accounts of the licensing context (docs/licensing.md, "Tenants and service accounts"). */
@Resolver()
export class TenancyResolver {
  constructor(private readonly tenancy: TenancyService) {}

  @Allow('platform.tenants.manage', on.platform())
  @Transactional()
  @Mutation(() => CreatedLicensingTenantDto, {
    description:
      'Creates a vendor tenant (platform.tenants.manage). Audited (Create, LicensingTenant). Errors: ' +
      'validation.failed (a blank or over-long name).',
  })
  createLicensingTenant(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateLicensingTenantInput) input: CreateLicensingTenantInput,
  ): Promise<CreatedLicensingTenantDto> {
    return this.tenancy.createTenant(ctx, input);
  }

  @Allow('platform.tenants.manage', on.platform())
  @Transactional()
  @Mutation(() => CreatedServiceAccountDto, {
    description:
      'Creates a service account of a vendor tenant (platform.tenants.manage); the secret is in this answer only. ' +
      'Audited (Create, ServiceAccount; never the secret). Errors: validation.failed (name, a permission outside ' +
      'the five or repeated), tenancy.not_found (404, unknown tenant).',
  })
  createServiceAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateServiceAccountInput) input: CreateServiceAccountInput,
  ): Promise<CreatedServiceAccountDto> {
    return this.tenancy.createServiceAccount(ctx, input);
  }

  @Public()
  @Mutation(() => ServiceAccountTokenDto, {
    description:
      "Exchanges a service account's client credentials for a bearer access token. Errors: invalid_credentials " +
      '(401: unknown client, deleted account or wrong secret alike).',
  })
  serviceAccountToken(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ServiceAccountTokenInput) input: ServiceAccountTokenInput,
  ): Promise<ServiceAccountTokenDto> {
    return this.tenancy.issueToken(ctx, input);
  }

  @Allow('platform.tenants.manage', on.platform())
  @Transactional()
  @Mutation(() => Boolean, {
    description:
      'Deletes a service account (platform.tenants.manage); its tokens stop working at once. Audited (Delete, ' +
      'ServiceAccount). Errors: tenancy.not_found (404, unknown or already deleted).',
  })
  deleteServiceAccount(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<boolean> {
    return this.tenancy.deleteServiceAccount(ctx, id);
  }

  @Allow('customers.read', on.tenant(licensingTenant))
  @Query(() => LicensingWhoAmIDto, {
    description: 'The licensing caller: user or serviceAccount, and the vendor tenant it acts in (customers.read).',
  })
  licensingWhoAmI(@Ctx() ctx: RequestContext): Promise<LicensingWhoAmIDto> {
    return this.tenancy.whoAmI(ctx);
  }
}
