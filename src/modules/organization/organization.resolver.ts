import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, Authenticated, on } from '../access/access.module';
import { CreateChildOrganizationInput, CreateOrganizationInput } from './dto/create-organization.input';
import { DeleteOrganizationInput } from './dto/delete-organization.input';
import { OrganizationDto } from './dto/organization.dto';
import { UpdateOrganizationInput } from './dto/update-organization.input';
import { OrganizationDeleteService } from './organization-delete.service';
import { OrganizationGraphService } from './organization-graph.service';
import { OrganizationService } from './organization.service';

const byId = on.organization((args) => args.id);
const byRoot = on.organization((_args, root) => root.id);

/** Platform and scoped organization routes, plus the organization graph (docs/organizations-and-settings.md). */
@Resolver(() => OrganizationDto)
export class OrganizationResolver {
  constructor(
    private readonly organizationService: OrganizationService,
    private readonly deleteService: OrganizationDeleteService,
    private readonly graphService: OrganizationGraphService,
  ) {}

  @Allow('platform.organizations.view')
  @Query(() => [OrganizationDto], { description: 'Every organization, by name (platform).' })
  platformOrganizations(@Ctx() ctx: RequestContext): Promise<OrganizationDto[]> {
    return this.organizationService.listAll(ctx);
  }

  @Allow('platform.organizations.view')
  @Query(() => OrganizationDto, { description: 'One organization (platform).' })
  platformOrganization(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<OrganizationDto> {
    return this.organizationService.get(ctx, id);
  }

  @Allow('platform.organizations.manage')
  @Transactional()
  @Mutation(() => OrganizationDto, {
    description: 'Creates an Active organization; an unknown parent: organization_not_found.',
  })
  createPlatformOrganization(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateOrganizationInput) input: CreateOrganizationInput,
  ): Promise<OrganizationDto> {
    return this.organizationService.create(ctx, input);
  }

  // The platform path also accepts scoped organization.users.manage, which platform managers hold everywhere.
  @Allow('organization.users.manage', byId)
  @Transactional()
  @Mutation(() => OrganizationDto, {
    description: 'Updates an organization (platform path; organization.users.manage on it).',
  })
  updatePlatformOrganization(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => UpdateOrganizationInput) input: UpdateOrganizationInput,
  ): Promise<OrganizationDto> {
    return this.organizationService.update(ctx, id, input);
  }

  @Allow('platform.organizations.delete')
  @Transactional()
  @Mutation(() => Boolean, {
    description:
      'Hard-deletes an Archived organization without business data (platform.organizations.delete: MegaAdmin).',
  })
  deletePlatformOrganization(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => DeleteOrganizationInput) input: DeleteOrganizationInput,
  ): Promise<boolean> {
    return this.deleteService.hardDelete(ctx, id, input);
  }

  @Authenticated()
  @Query(() => OrganizationDto, {
    nullable: true,
    description: 'The first non-archived organization in the caller’s scope by name, or null.',
  })
  currentOrganization(@Ctx() ctx: RequestContext): Promise<OrganizationDto | null> {
    return this.organizationService.current(ctx);
  }

  @Allow('organization.view', byId)
  @Query(() => OrganizationDto)
  organization(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<OrganizationDto> {
    return this.organizationService.get(ctx, id);
  }

  // organization.users.manage on the organization; platform managers hold it everywhere.
  @Allow('organization.users.manage', byId)
  @Transactional()
  @Mutation(() => OrganizationDto, { description: 'Updates an organization in the caller’s scope.' })
  updateOrganization(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => UpdateOrganizationInput) input: UpdateOrganizationInput,
  ): Promise<OrganizationDto> {
    return this.organizationService.update(ctx, id, input);
  }

  @Allow('organization.locations.manage', on.organization((args) => args.parentId))
  @Transactional()
  @Mutation(() => OrganizationDto, { description: 'Creates an Active child organization of `parentId`.' })
  createChildOrganization(
    @Ctx() ctx: RequestContext,
    @Arg('parentId', () => UUIDResolver) parentId: string,
    @Arg('input', () => CreateChildOrganizationInput) input: CreateChildOrganizationInput,
  ): Promise<OrganizationDto> {
    return this.organizationService.createChild(ctx, parentId, input);
  }

  @Allow('organization.view', byRoot)
  @FieldResolver(() => [OrganizationDto], { description: 'Child organizations the caller reaches, by name.' })
  children(@Ctx() ctx: RequestContext, @Root() organization: OrganizationDto): Promise<OrganizationDto[]> {
    return this.graphService.visibleChildrenOf(ctx, organization.id);
  }
}
