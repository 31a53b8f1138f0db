import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { reachOf } from '../access/access.module';
import { changedFields } from '../audit/audit.module';
import type { AuditService } from '../audit/audit.module';
import type { CreateChildOrganizationInput, CreateOrganizationInput } from './dto/create-organization.input';
import { toOrganizationDto, type OrganizationDto } from './dto/organization.dto';
import type { UpdateOrganizationInput } from './dto/update-organization.input';
import { assertAcceptsNewMembers, assertStatusTransition, updateAction } from './organization-status';
import { Organization } from './organization.entity';

const UPDATABLE = ['name', 'legalName', 'taxId', 'status', 'postingApproval'] as const;

/** Reading, creating and updating organizations; the guard has decided access before any of these run. */
export class OrganizationService {
  constructor(private readonly audit: AuditService) {}

  async listAll(ctx: RequestContext): Promise<OrganizationDto[]> {
    const organizations = await ctx.em.getRepository(Organization).find({ order: { name: 'ASC', id: 'ASC' } });
    return organizations.map(toOrganizationDto);
  }

  async get(ctx: RequestContext, id: string): Promise<OrganizationDto> {
    const organization = await ctx.em.getRepository(Organization).findOneBy({ id });
    if (!organization) throw new DomainError('not_found');
    return toOrganizationDto(organization);
  }

  /**
   * The first organization by name the caller reaches: every one for platform users, otherwise the assigned
   * organizations with their descendants and the organizations of assigned outlets. Archived ones are skipped,
   * as they cannot be used as context.
   */
  async current(ctx: RequestContext): Promise<OrganizationDto | null> {
    const actor = await ctx.requireActor();
    const query = ctx.em
      .getRepository(Organization)
      .createQueryBuilder('o')
      .where(`o.status <> 'Archived'`)
      .orderBy('o.name', 'ASC')
      .addOrderBy('o.id', 'ASC');
    const reach = reachOf(actor);
    if (!reach.platform) {
      const viaOutlets = actor.roleAssignments.filter((assignment) => assignment.locationId !== null);
      query.andWhere(
        `(o.id IN (WITH RECURSIVE reach(id) AS (
                     SELECT unnest(CAST(:assigned AS uuid[]))
                     UNION SELECT c.id FROM organizations c JOIN reach r ON c.parent_organization_id = r.id)
                   SELECT id FROM reach)
          OR o.id = ANY(CAST(:viaOutlets AS uuid[])))`,
        {
          assigned: reach.organizationIds,
          viaOutlets: viaOutlets.map((assignment) => assignment.organizationId),
        },
      );
    }
    const organization = await query.getOne();
    return organization ? toOrganizationDto(organization) : null;
  }

  /** Platform create: a root organization, or a child of an existing one (404 organization_not_found). */
  async create(ctx: RequestContext, input: CreateOrganizationInput): Promise<OrganizationDto> {
    const parentId = input.parentOrganizationId ?? null;
    if (parentId !== null) {
      const parent = await this.lockedOrganization(ctx, parentId, 'organization_not_found');
      assertAcceptsNewMembers(parent, 'CreateChild');
    }
    return this.insert(ctx, parentId, input);
  }

  /** Scoped create under the organization of the path, which wins over any parent in the body. */
  async createChild(
    ctx: RequestContext,
    parentId: string,
    input: CreateChildOrganizationInput,
  ): Promise<OrganizationDto> {
    assertAcceptsNewMembers(await this.lockedOrganization(ctx, parentId, 'not_found'), 'CreateChild');
    return this.insert(ctx, parentId, input);
  }

  async update(ctx: RequestContext, id: string, input: UpdateOrganizationInput): Promise<OrganizationDto> {
    const organization = await this.lockedOrganization(ctx, id, 'not_found');
    assertRowVersion('Organization', organization, input.rowVersion);
    assertStatusTransition(organization.status, input.status);
    const next = {
      ...cleanFields(input),
      status: input.status,
      postingApproval: input.postingApproval ?? organization.postingApproval,
    };
    const changes = changedFields(organization, next, UPDATABLE);
    const action = updateAction(organization.status, input.status);
    Object.assign(organization, next, { rowVersion: organization.rowVersion + 1 });
    const saved = await ctx.em.getRepository(Organization).save(organization);
    await this.audit.record(ctx, {
      action,
      entityType: 'Organization',
      entityId: id,
      organizationId: id,
      message: `Organization ${saved.name} updated`,
      details: { changes },
    });
    return toOrganizationDto(saved);
  }

  private async insert(
    ctx: RequestContext,
    parentOrganizationId: string | null,
    input: CreateChildOrganizationInput,
  ): Promise<OrganizationDto> {
    const repository = ctx.em.getRepository(Organization);
    const saved = await repository.save(
      repository.create({ ...cleanFields(input), parentOrganizationId, status: 'Active', rowVersion: 1 }),
    );
    await this.audit.record(ctx, {
      action: 'Create',
      entityType: 'Organization',
      entityId: saved.id,
      organizationId: saved.id,
      message: `Organization ${saved.name} created`,
      details: { name: saved.name, legalName: saved.legalName, taxId: saved.taxId, parentOrganizationId },
    });
    return toOrganizationDto(saved);
  }

  private async lockedOrganization(
    ctx: RequestContext,
    id: string,
    missing: 'not_found' | 'organization_not_found',
  ): Promise<Organization> {
    const organization = await ctx.em
      .getRepository(Organization)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!organization) throw new DomainError(missing);
    return organization;
  }
}

/** Trimmed members; blank optional ones become null, a blank name is rejected. */
function cleanFields(input: CreateChildOrganizationInput): Pick<Organization, 'name' | 'legalName' | 'taxId'> {
  const name = input.name.trim();
  if (!name) throw validationFailed({ name: ['required'] });
  return { name, legalName: input.legalName?.trim() || null, taxId: input.taxId?.trim() || null };
}
