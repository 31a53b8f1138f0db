import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { hasPlatformRole } from '../access/access-guard';
import type { AuditService } from '../audit/audit.service';
import type { DeleteOrganizationInput } from './dto/delete-organization.input';
import { Organization } from './organization.entity';

/**
 * What counts as business data: each entry is a condition on $1, the organization id. Modules that add data
 * owned by an organization (bank imports, connections…) add their table here.
 */
const BUSINESS_DATA = {
  locations: 'EXISTS (SELECT 1 FROM locations WHERE organization_id = $1)',
  childOrganizations: 'EXISTS (SELECT 1 FROM organizations WHERE parent_organization_id = $1)',
  roleAssignments: 'EXISTS (SELECT 1 FROM role_assignments WHERE organization_id = $1)',
} as const;

/** Hard delete of an archived organization without business data (00-decisions §5); MegaAdmin only. */
export class OrganizationDeleteService {
  constructor(private readonly audit: AuditService) {}

  async hardDelete(ctx: RequestContext, id: string, input: DeleteOrganizationInput): Promise<boolean> {
    // The route's policy lets platform managers in; the delete itself is MegaAdmin's alone.
    if (!hasPlatformRole(await ctx.requireActor(), 'MegaAdmin')) throw new DomainError('forbidden');
    const repository = ctx.em.getRepository(Organization);
    const organization = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!organization) throw new DomainError('not_found');
    if ((input.confirmName ?? '').trim() !== organization.name)
      throw new DomainError('organization_delete_confirmation_mismatch');
    const reason = input.reason?.trim();
    if (!reason) throw new DomainError('organization_delete_reason_required');
    if (organization.status !== 'Archived') {
      throw new DomainError('workflow.invalid_transition', {
        params: { entity: 'Organization', state: organization.status, operation: 'Delete' },
      });
    }
    const present = await this.businessDataOf(ctx, id);
    if (present.length > 0) {
      throw new DomainError('organization_has_business_data', { details: `Still present: ${present.join(', ')}.` });
    }
    await repository.delete({ id });
    await this.audit.record(ctx, {
      action: 'Delete',
      entityType: 'Organization',
      entityId: id,
      organizationId: id,
      message: `Organization ${organization.name} deleted`,
      details: { name: organization.name, reason },
    });
    return true;
  }

  private async businessDataOf(ctx: RequestContext, id: string): Promise<string[]> {
    const kinds = Object.keys(BUSINESS_DATA) as (keyof typeof BUSINESS_DATA)[];
    const [row] = await ctx.em.query(
      `SELECT ${kinds.map((kind) => `${BUSINESS_DATA[kind]} AS "${kind}"`).join(', ')}`,
      [id],
    );
    return kinds.filter((kind) => row[kind] === true);
  }
}
