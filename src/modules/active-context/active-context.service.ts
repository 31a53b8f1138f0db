import type { Actor } from '../../platform/context/actor';
import type { RequestContext } from '../../platform/context/request-context';
import { reachOf, REACH_CTE } from '../access/access.module';
import { checkContextSelection } from '../access/access.module';
import type { AuditService } from '../audit/audit.module';
import type { ContextOptions, ContextOrganization, SelectedContext } from './dto/context-options.type';
import type { SelectContextInput } from './dto/select-context.input';

interface OptionRow {
  organization_id: string;
  organization_name: string;
  organization_wide: boolean;
  location_id: string | null;
  location_name: string | null;
  location_code: string | null;
  is_active: boolean | null;
}

/**
 * The active context (docs/access.md, "Active context"): what the caller may select, and the validation of a selection.
 * The server stores no context; clients send it as headers with every request.
 */
export class ActiveContextService {
  constructor(private readonly audit: AuditService) {}

  /** One statement after the actor, whatever the number of organizations and outlets. */
  async options(ctx: RequestContext): Promise<ContextOptions> {
    const actor = await ctx.requireActor();
    const organizations = await this.selectableOrganizations(ctx, actor);
    const autoSelectedContext = autoSelection(organizations);
    return { organizations, autoSelectedContext, requiresSelection: autoSelectedContext === null };
  }

  async select(ctx: RequestContext, input: SelectContextInput): Promise<SelectedContext> {
    const selection = await checkContextSelection(
      ctx,
      { organizationId: input.organizationId, locationId: input.locationId ?? null },
      'location.view',
      { allowOrganizationWide: true },
    );
    const [row]: { organization_name: string; location_name: string | null; location_code: string | null }[] =
      await ctx.em.query(
        `SELECT o.name AS organization_name, l.name AS location_name, l.code AS location_code
           FROM organizations o LEFT JOIN locations l ON l.id = $2::uuid
          WHERE o.id = $1::uuid`,
        [selection.organizationId, selection.locationId],
      );
    const selected: SelectedContext = {
      organizationId: selection.organizationId,
      organizationName: row.organization_name,
      locationId: selection.locationId,
      locationName: row.location_name,
      locationCode: row.location_code,
    };
    await this.audit.record(ctx, {
      action: 'SelectContext',
      entityType: 'ActiveContext',
      entityId: selected.locationId ?? selected.organizationId,
      organizationId: selected.organizationId,
      locationId: selected.locationId,
      message: `Selected context ${selected.organizationName} / ${selected.locationCode ?? 'organization-wide'}`,
      details: { mode: selected.locationId ? 'Outlet' : 'OrganizationWide' },
    });
    return selected;
  }

  /**
   * Organization assignments reach their organization and its descendants (recursive CTE) with every outlet;
   * outlet assignments reach only that outlet; a platform role reaches everything. Archived organizations are left
   * out, as the context guard refuses them.
   */
  private async selectableOrganizations(ctx: RequestContext, actor: Actor): Promise<ContextOrganization[]> {
    const reach = reachOf(actor);
    const rows: OptionRow[] = await ctx.em.query(
      `${REACH_CTE}
       SELECT o.id AS organization_id, o.name AS organization_name, ($3::boolean OR r.id IS NOT NULL) AS organization_wide,
              l.id AS location_id, l.name AS location_name, l.code AS location_code, l.is_active
         FROM organizations o
         LEFT JOIN reach r ON r.id = o.id
         LEFT JOIN locations l ON l.organization_id = o.id AND ($3::boolean OR r.id IS NOT NULL OR l.id = ANY($2::uuid[]))
        WHERE o.status <> 'Archived'
          AND ($3::boolean OR r.id IS NOT NULL
               OR o.id IN (SELECT organization_id FROM locations WHERE id = ANY($2::uuid[])))
        ORDER BY o.name, o.id, l.name, l.code, l.id`,
      [reach.organizationIds, reach.locationIds, reach.platform],
    );
    const organizations = new Map<string, ContextOrganization>();
    for (const row of rows) {
      let organization = organizations.get(row.organization_id);
      if (!organization) {
        organization = {
          organizationId: row.organization_id,
          organizationName: row.organization_name,
          allowOrganizationWideContext: row.organization_wide,
          locations: [],
        };
        organizations.set(row.organization_id, organization);
      }
      if (row.location_id)
        organization.locations.push({
          locationId: row.location_id,
          name: row.location_name!,
          code: row.location_code!,
          isActive: row.is_active!,
        });
    }
    return [...organizations.values()];
  }
}

/**
 * The one sensible choice, if there is one: a single organization with a single active outlet, or with no active
 * outlet but organization-wide access. Anything else (several organizations, several outlets, nothing) needs the
 * user to choose.
 */
function autoSelection(organizations: ContextOrganization[]): SelectedContext | null {
  if (organizations.length !== 1) return null;
  const [organization] = organizations;
  const active = organization.locations.filter((location) => location.isActive);
  const base = { organizationId: organization.organizationId, organizationName: organization.organizationName };
  if (active.length === 1)
    return { ...base, locationId: active[0].locationId, locationName: active[0].name, locationCode: active[0].code };
  if (active.length === 0 && organization.allowOrganizationWideContext)
    return { ...base, locationId: null, locationName: null, locationCode: null };
  return null;
}
