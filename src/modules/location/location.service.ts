import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { decideLocation } from '../access/access.module';
import { loadOrganizationScope } from '../access/access.module';
import { changedFields } from '../audit/audit.module';
import type { AuditService } from '../audit/audit.module';
import { assertAcceptsNewMembers } from '../organization/organization.module';
import type { QuotaService } from '../quota/quota.module';
import type { CreateLocationInput } from './dto/create-location.input';
import { toLocationDto, type LocationDto } from './dto/location.dto';
import type { UpdateLocationInput } from './dto/update-location.input';
import { locationsByOrganizationLoader } from './location-loaders';
import { Location } from './location.entity';
import { sqlFailureOf } from '../../platform/database/sql-state';

const UPDATABLE = ['name', 'code', 'timeZone', 'chainKey', 'isActive'] as const;
const UNIQUE_VIOLATION = '23505';

/** Outlets of an organization; the guard has decided access to the organization or outlet before these run. */
export class LocationService {
  constructor(
    private readonly quota: QuotaService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The outlets of the organization the caller may see: all of them with organization-wide access, only the
   * assigned ones for an outlet-only user. Batched per request, so a list of organizations costs one statement.
   */
  async visibleOf(ctx: RequestContext, organizationId: string): Promise<LocationDto[]> {
    const [actor, organization, locations] = await Promise.all([
      ctx.requireActor(),
      loadOrganizationScope(ctx, organizationId),
      ctx.loader(locationsByOrganizationLoader).load(organizationId),
    ]);
    if (!organization) return [];
    return locations
      .filter(
        (location) =>
          decideLocation(actor, 'location.view', {
            id: location.id,
            organizationId,
            isActive: location.isActive,
            lineage: organization.lineage,
          }) === 'allowed',
      )
      .map(toLocationDto);
  }

  async get(ctx: RequestContext, id: string): Promise<LocationDto> {
    const location = await ctx.em.getRepository(Location).findOneBy({ id });
    if (!location) throw new DomainError('not_found');
    return toLocationDto(location);
  }

  /** Creates an active outlet; the quota check locks the organization, so concurrent creates count correctly. */
  async create(ctx: RequestContext, organizationId: string, input: CreateLocationInput): Promise<LocationDto> {
    // Read by the guard already in this request.
    const organization = await loadOrganizationScope(ctx, organizationId);
    if (!organization) throw new DomainError('not_found');
    assertAcceptsNewMembers(organization, 'CreateLocation');
    await this.quota.assertLocationPlace(ctx, organizationId);
    const fields = cleanFields(input);
    await this.assertCodeFree(ctx, organizationId, fields.code, null);
    const repository = ctx.em.getRepository(Location);
    const saved = await this.saving(() =>
      repository.save(repository.create({ ...fields, organizationId, isActive: true, rowVersion: 1 })),
    );
    await this.audit.record(ctx, {
      action: 'Create',
      entityType: 'Location',
      entityId: saved.id,
      organizationId,
      locationId: saved.id,
      message: `Outlet ${saved.code} created`,
      details: { ...fields },
    });
    return toLocationDto(saved);
  }

  /** Updates an outlet of the organization; an outlet of another organization is not_found. */
  async update(
    ctx: RequestContext,
    organizationId: string,
    locationId: string,
    input: UpdateLocationInput,
  ): Promise<LocationDto> {
    const repository = ctx.em.getRepository(Location);
    const location = await repository.findOne({
      where: { id: locationId, organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!location) throw new DomainError('not_found');
    assertRowVersion('Location', location, input.rowVersion);
    const next = { ...cleanFields(input), isActive: input.isActive ?? location.isActive };
    await this.assertCodeFree(ctx, organizationId, next.code, locationId);
    const changes = changedFields(location, next, UPDATABLE);
    Object.assign(location, next, { rowVersion: location.rowVersion + 1 });
    const saved = await this.saving(() => repository.save(location));
    await this.audit.record(ctx, {
      action: 'Update',
      entityType: 'Location',
      entityId: locationId,
      organizationId,
      locationId,
      message: `Outlet ${saved.code} updated`,
      details: { changes },
    });
    return toLocationDto(saved);
  }

  private async assertCodeFree(
    ctx: RequestContext,
    organizationId: string,
    code: string,
    exceptId: string | null,
  ): Promise<void> {
    const taken = await ctx.em
      .getRepository(Location)
      .createQueryBuilder('l')
      .where('l.organizationId = :organizationId AND lower(l.code) = lower(:code)', { organizationId, code })
      .andWhere(exceptId ? 'l.id <> :exceptId' : 'TRUE', { exceptId })
      .getExists();
    if (taken) throw codeConflict(code);
  }

  /** The unique index still decides when two requests race for the same code. */
  private async saving(save: () => Promise<Location>): Promise<Location> {
    try {
      return await save();
    } catch (error) {
      if (sqlFailureOf(error).code === UNIQUE_VIOLATION) throw codeConflict();
      throw error;
    }
  }
}

function codeConflict(code?: string): DomainError {
  return new DomainError('location_code_conflict', code ? { params: { code } } : {});
}

function cleanFields(input: CreateLocationInput): Pick<Location, 'name' | 'code' | 'timeZone' | 'chainKey'> {
  const fields = {
    name: input.name.trim(),
    code: input.code.trim(),
    timeZone: input.timeZone,
    chainKey: input.chainKey.trim(),
  };
  const blank = (['name', 'code', 'chainKey'] as const).filter((field) => !fields[field]);
  if (blank.length > 0) throw validationFailed(Object.fromEntries(blank.map((field) => [field, ['required']])));
  return fields;
}
