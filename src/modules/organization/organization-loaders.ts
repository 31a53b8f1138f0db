import { In } from 'typeorm';
import { defineLoader } from '../../platform/context/loader-registry';
import { Organization } from './organization.entity';

/** The child organizations of any number of organizations in one statement, each list ordered by name. */
export const childrenByParentLoader = defineLoader<string, Organization[]>(async (ctx, parentIds) => {
  const children = await ctx.em
    .getRepository(Organization)
    .find({ where: { parentOrganizationId: In([...parentIds]) }, order: { name: 'ASC', id: 'ASC' } });
  const byParent = new Map<string, Organization[]>(parentIds.map((id) => [id, []]));
  for (const child of children) byParent.get(child.parentOrganizationId!)?.push(child);
  return parentIds.map((id) => byParent.get(id)!);
});
