import { In } from 'typeorm';
import { defineLoader } from '../../platform/context/loader-registry';
import { Location } from './location.entity';

/** The outlets of any number of organizations in one statement, each list ordered by name. */
export const locationsByOrganizationLoader = defineLoader<string, Location[]>(async (ctx, organizationIds) => {
  const locations = await ctx.em
    .getRepository(Location)
    .find({ where: { organizationId: In([...organizationIds]) }, order: { name: 'ASC', id: 'ASC' } });
  const byOrganization = new Map<string, Location[]>(organizationIds.map((id) => [id, []]));
  for (const location of locations) byOrganization.get(location.organizationId)?.push(location);
  return organizationIds.map((id) => byOrganization.get(id)!);
});
