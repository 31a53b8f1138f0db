import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../platform/context/request-context';
import { Transactional } from '../../../platform/database/transactional.decorator';
import { Allow, on } from '../../access/access.module';
import { licensingTenant } from '../tenancy/licensing-tenant';
import { CatalogService, PAGE_LIMITS } from './catalog.service';
import {
  CatalogOfferDto,
  CatalogOfferVersionDto,
  CatalogProductDto,
  CatalogProductPageDto,
  CustomerSubscriptionDto,
  CustomerSubscriptionPageDto,
} from './dto/catalog.dto';
import {
  CreateCatalogOfferInput,
  CreateCatalogProductInput,
  CreateCustomerSubscriptionInput,
  CreateOfferVersionInput,
  SetSubscriptionStatusInput,
} from './dto/catalog.input';

const PAGE = `Paged by offset (≥ 0, default 0) and limit (1–${PAGE_LIMITS.maxLimit}, default ${PAGE_LIMITS.defaultLimit}).`;
const NOT_FOUND = "catalog.not_found (404; also another tenant's record)";

/** The licensing catalog (docs/licensing.md, "Catalog"), in the caller's tenant. */
@Resolver()
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Query(() => CatalogProductPageDto, { description: `Products of the tenant by code (catalog.manage). ${PAGE}` })
  catalogProducts(
    @Ctx() ctx: RequestContext,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: PAGE_LIMITS.defaultLimit }) limit: number,
  ): Promise<CatalogProductPageDto> {
    return this.catalog.listProducts(ctx, offset, limit);
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CatalogProductDto, {
    description:
      'Creates a product (catalog.manage). Audited. Errors: validation.failed, catalog.product_code_taken (409).',
  })
  createCatalogProduct(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateCatalogProductInput) input: CreateCatalogProductInput,
  ): Promise<CatalogProductDto> {
    return this.catalog.createProduct(ctx, input);
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CatalogOfferDto, {
    description: `Creates an offer of a product (catalog.manage). Audited. Errors: validation.failed, ${NOT_FOUND}.`,
  })
  createCatalogOffer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateCatalogOfferInput) input: CreateCatalogOfferInput,
  ): Promise<CatalogOfferDto> {
    return this.catalog.createOffer(ctx, input);
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Query(() => CatalogOfferVersionDto, { description: `One offer version (catalog.manage). Errors: ${NOT_FOUND}.` })
  catalogOfferVersion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<CatalogOfferVersionDto> {
    return this.catalog.getOfferVersion(ctx, id);
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CatalogOfferVersionDto, {
    description:
      'Creates the next Draft version of an offer (catalog.manage). Audited. Errors: validation.failed, ' +
      `${NOT_FOUND}.`,
  })
  createCatalogOfferVersion(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateOfferVersionInput) input: CreateOfferVersionInput,
  ): Promise<CatalogOfferVersionDto> {
    return this.catalog.createOfferVersion(ctx, input);
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CatalogOfferVersionDto, {
    description:
      'Draft → Published: sets policySnapshotVersion and policySnapshotHash; the version is immutable afterwards ' +
      `(catalog.manage). Audited. Errors: ${NOT_FOUND}, workflow.invalid_transition (409, not Draft).`,
  })
  publishCatalogOfferVersion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<CatalogOfferVersionDto> {
    return this.catalog.transition(ctx, id, 'publish');
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CatalogOfferVersionDto, {
    description:
      'Published → Retired: no new subscriptions (catalog.manage). Audited. Errors: ' +
      `${NOT_FOUND}, workflow.invalid_transition (409, not Published).`,
  })
  retireCatalogOfferVersion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<CatalogOfferVersionDto> {
    return this.catalog.transition(ctx, id, 'retire');
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Query(() => CustomerSubscriptionPageDto, {
    description: `Customer subscriptions of the tenant, newest first (catalog.manage). ${PAGE}`,
  })
  customerSubscriptions(
    @Ctx() ctx: RequestContext,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: PAGE_LIMITS.defaultLimit }) limit: number,
  ): Promise<CustomerSubscriptionPageDto> {
    return this.catalog.listSubscriptions(ctx, offset, limit);
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CustomerSubscriptionDto, {
    description:
      'Subscribes a customer organization to a Published offer version (catalog.manage). Audited under the ' +
      `customer. Errors: validation.failed (tariffCode not of the version), ${NOT_FOUND}, ` +
      'catalog.offer_version_not_published (409).',
  })
  createCustomerSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateCustomerSubscriptionInput) input: CreateCustomerSubscriptionInput,
  ): Promise<CustomerSubscriptionDto> {
    return this.catalog.createSubscription(ctx, input);
  }

  @Allow('catalog.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CustomerSubscriptionDto, {
    description:
      'Sets the status of a subscription; any status may follow any other, a change bumps rowVersion ' +
      `(catalog.manage). Audited under the customer. Errors: ${NOT_FOUND}.`,
  })
  setCustomerSubscriptionStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => SetSubscriptionStatusInput) input: SetSubscriptionStatusInput,
  ): Promise<CustomerSubscriptionDto> {
    return this.catalog.setSubscriptionStatus(ctx, id, input);
  }
}
