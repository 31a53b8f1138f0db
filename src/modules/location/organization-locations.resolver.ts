import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Allow, on } from '../access/access.module';
import { OrganizationDto } from '../organization/dto/organization.dto';
import { LocationDto } from './dto/location.dto';
import { LocationService } from './location.service';

const byRoot = on.organization((_args, root) => root.id);

/** `Organization.locations`: the outlets of an organization, resolved here so the organization module needs none. */
@Resolver(() => OrganizationDto)
export class OrganizationLocationsResolver {
  constructor(private readonly locationService: LocationService) {}

  @Allow('organization.view', byRoot)
  @FieldResolver(() => [LocationDto], { description: 'Outlets by name; an outlet-only user sees their own only.' })
  locations(@Ctx() ctx: RequestContext, @Root() organization: OrganizationDto): Promise<LocationDto[]> {
    return this.locationService.visibleOf(ctx, organization.id);
  }
}
