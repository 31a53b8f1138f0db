import type { RequestContext } from '../../platform/context/request-context';
import { decideOrganization } from '../access/access.module';
import { loadOrganizationScope } from '../access/access.module';
import { toOrganizationDto, type OrganizationDto } from './dto/organization.dto';
import { childrenByParentLoader } from './organization-loaders';

/** Edges of the organization graph, batched per request so a list of organizations costs one statement per edge. */
export class OrganizationGraphService {
  /** The child organizations the caller reaches (an outlet-only user reaches none). */
  async visibleChildrenOf(ctx: RequestContext, organizationId: string): Promise<OrganizationDto[]> {
    const [actor, children] = await Promise.all([
      ctx.requireActor(),
      ctx.loader(childrenByParentLoader).load(organizationId),
    ]);
    const scopes = await Promise.all(children.map((child) => loadOrganizationScope(ctx, child.id)));
    return children
      .filter((_child, index) => {
        const scope = scopes[index];
        return scope !== null && decideOrganization(actor, 'organization.view', scope) === 'allowed';
      })
      .map(toOrganizationDto);
  }
}
