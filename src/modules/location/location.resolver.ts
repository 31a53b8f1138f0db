import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import { CreateLocationInput } from './dto/create-location.input';
import { LocationDto } from './dto/location.dto';
import { UpdateLocationInput } from './dto/update-location.input';
import { LocationService } from './location.service';

const byOrganization = on.organization((args) => args.organizationId);

/** Outlets of an organization (docs/organizations-and-settings.md, "Outlets"). */
@Resolver()
export class LocationResolver {
  constructor(private readonly locationService: LocationService) {}

  @Allow('organization.view', byOrganization)
  @Query(() => [LocationDto], { description: 'Outlets by name; an outlet-only user sees their own only.' })
  organizationLocations(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
  ): Promise<LocationDto[]> {
    return this.locationService.visibleOf(ctx, organizationId);
  }

  @Allow('location.view', on.location((args) => args.id))
  @Query(() => LocationDto)
  location(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<LocationDto> {
    return this.locationService.get(ctx, id);
  }

  @Allow('organization.locations.manage', byOrganization)
  @Transactional()
  @Mutation(() => LocationDto, {
    description:
      'Creates an active outlet. Over the outlet quota: organization_location_quota_exceeded; a code in use: location_code_conflict.',
  })
  createLocation(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('input', () => CreateLocationInput) input: CreateLocationInput,
  ): Promise<LocationDto> {
    return this.locationService.create(ctx, organizationId, input);
  }

  @Allow('organization.locations.manage', byOrganization)
  @Transactional()
  @Mutation(() => LocationDto, { description: 'Updates an outlet of the organization.' })
  updateLocation(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('locationId', () => UUIDResolver) locationId: string,
    @Arg('input', () => UpdateLocationInput) input: UpdateLocationInput,
  ): Promise<LocationDto> {
    return this.locationService.update(ctx, organizationId, locationId, input);
  }
}
