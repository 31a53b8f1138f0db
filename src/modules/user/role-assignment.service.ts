import type { RequestContext } from '../../platform/context/request-context';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { assertAnotherMegaAdminRemains } from '../access/access.module';
import { holdsOnPlatform } from '../access/access.module';
import { loadLocationScope } from '../access/access.module';
import type { AuditService } from '../audit/audit.module';
import type { RoleAssignmentView } from '../auth/dto/current-user.type';
import type { RoleScope } from '../identity/identity.module';
import type { QuotaService } from '../quota/quota.module';
import type { AssignLocationRoleInput, AssignOrganizationRoleInput, AssignRoleInput } from './dto/assign-role.input';

/** A role and the scope it is to be held in, checked against docs/users-and-invitations.md, "Assignment rules". */
export interface AssignmentTarget {
  roleId: string;
  roleCode: string;
  organizationId: string | null;
  locationId: string | null;
}

interface AssignmentRow {
  id: string;
  user_id: string;
  role_id: string;
  role_code: string;
  organization_id: string | null;
  location_id: string | null;
}

/**
 * Grants and removes role assignments on the platform and the scoped endpoints. Callers run inside one
 * transaction: the quota check locks the organization row, so parallel grants into one organization queue up and
 * the user quota holds exactly.
 *
 * Platform-scope roles (MegaAdmin, MegaManager) are granted and removed only by a MegaAdmin: platform.users.manage
 * alone (MegaManager) would otherwise let a manager make anyone, including themselves, a MegaAdmin.
 */
export class RoleAssignmentService {
  constructor(
    private readonly quota: QuotaService,
    private readonly audit: AuditService,
  ) {}

  async assignOnPlatform(ctx: RequestContext, userId: string, input: AssignRoleInput): Promise<RoleAssignmentView> {
    await this.requireUser(ctx, userId);
    const target = await this.resolveTarget(ctx, input.roleId, input.organizationId ?? null, input.locationId ?? null);
    if (target.organizationId === null) await this.requireStaffManager(ctx);
    return this.assign(ctx, userId, target);
  }

  async assignInOrganization(
    ctx: RequestContext,
    organizationId: string,
    userId: string,
    input: AssignOrganizationRoleInput,
  ): Promise<RoleAssignmentView> {
    await this.requireUser(ctx, userId);
    const target = await this.resolveTarget(ctx, input.roleId, organizationId, input.locationId ?? null);
    return this.assign(ctx, userId, target);
  }

  async assignAtLocation(
    ctx: RequestContext,
    locationId: string,
    userId: string,
    input: AssignLocationRoleInput,
  ): Promise<RoleAssignmentView> {
    await this.requireUser(ctx, userId);
    // Read by the guard already in this request.
    const location = await loadLocationScope(ctx, locationId);
    if (!location) throw new DomainError('not_found');
    const target = await this.resolveTarget(ctx, input.roleId, location.organizationId, locationId);
    return this.assign(ctx, userId, target);
  }

  async removeOnPlatform(ctx: RequestContext, userId: string, assignmentId: string): Promise<boolean> {
    const assignment = await this.lockAssignment(ctx, userId, assignmentId);
    if (assignment.organization_id === null) await this.requireStaffManager(ctx);
    return this.remove(ctx, assignment);
  }

  /** Only assignments in the organization itself or one of its outlets; anything else is not_found. */
  async removeInOrganization(
    ctx: RequestContext,
    organizationId: string,
    userId: string,
    assignmentId: string,
  ): Promise<boolean> {
    const assignment = await this.lockAssignment(ctx, userId, assignmentId);
    if (assignment.organization_id !== organizationId) throw new DomainError('not_found');
    return this.remove(ctx, assignment);
  }

  /**
   * Checks a role and scope against the assignment rules: an unknown role, a platform role with an organization,
   * an organization role without one, an unknown organization or an outlet of another organization all give
   * 400 validation.failed.
   */
  async resolveTarget(
    ctx: RequestContext,
    roleId: string,
    organizationId: string | null,
    locationId: string | null,
  ): Promise<AssignmentTarget> {
    const [role]: { code: string; scope: RoleScope }[] = await ctx.em.query(
      'SELECT code, scope FROM roles WHERE id = $1',
      [roleId],
    );
    if (!role) throw validationFailed({ roleId: ['unknown'] });
    if (role.scope === 'Platform') {
      if (organizationId !== null || locationId !== null) throw validationFailed({ roleId: ['platform_scope_only'] });
      return { roleId, roleCode: role.code, organizationId: null, locationId: null };
    }
    if (organizationId === null) throw validationFailed({ organizationId: ['required'] });
    const [scope]: { organization_exists: boolean; location_organization_id: string | null }[] = await ctx.em.query(
      `SELECT EXISTS (SELECT 1 FROM organizations WHERE id = $1) AS organization_exists,
              (SELECT organization_id FROM locations WHERE id = $2) AS location_organization_id`,
      [organizationId, locationId],
    );
    if (!scope.organization_exists) throw validationFailed({ organizationId: ['unknown'] });
    if (locationId !== null && scope.location_organization_id !== organizationId)
      throw validationFailed({ locationId: ['not_in_organization'] });
    return { roleId, roleCode: role.code, organizationId, locationId };
  }

  /**
   * Inserts the assignment after the quota check. An identical existing assignment is a 409
   * role_assignment_conflict, or, with `existing: 'keep'` (invitation accept), simply reported as not created.
   */
  async grant(
    ctx: RequestContext,
    userId: string,
    target: AssignmentTarget,
    options: { createdByUserId: string | null; existing: 'conflict' | 'keep' },
  ): Promise<{ assignment: RoleAssignmentView; created: boolean }> {
    if (target.organizationId !== null) await this.quota.assertUserPlace(ctx, target.organizationId, userId);
    const inserted: { id: string }[] = await ctx.em.query(
      `INSERT INTO role_assignments (user_id, role_id, organization_id, location_id, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, target.roleId, target.organizationId, target.locationId, options.createdByUserId],
    );
    let assignmentId = inserted[0]?.id;
    if (!assignmentId) {
      if (options.existing === 'conflict') throw new DomainError('role_assignment_conflict');
      const [existing] = await ctx.em.query(
        `SELECT id FROM role_assignments WHERE user_id = $1 AND role_id = $2
            AND organization_id IS NOT DISTINCT FROM $3 AND location_id IS NOT DISTINCT FROM $4`,
        [userId, target.roleId, target.organizationId, target.locationId],
      );
      assignmentId = existing.id as string;
    }
    const { roleCode, ...scope } = target;
    return { assignment: { assignmentId, roleCode, ...scope }, created: inserted.length > 0 };
  }

  private async assign(ctx: RequestContext, userId: string, target: AssignmentTarget): Promise<RoleAssignmentView> {
    const actor = await ctx.requireActor();
    const { assignment } = await this.grant(ctx, userId, target, {
      createdByUserId: actor.userId,
      existing: 'conflict',
    });
    await this.audit.record(ctx, {
      action: 'AssignRole',
      entityType: 'RoleAssignment',
      entityId: assignment.assignmentId,
      organizationId: assignment.organizationId,
      locationId: assignment.locationId,
      message: `Role ${assignment.roleCode} assigned`,
      details: { userId, roleId: assignment.roleId, roleCode: assignment.roleCode },
    });
    return assignment;
  }

  private async remove(ctx: RequestContext, assignment: AssignmentRow): Promise<boolean> {
    if (assignment.role_code === 'MegaAdmin') await assertAnotherMegaAdminRemains(ctx, assignment.user_id);
    await ctx.em.query('DELETE FROM role_assignments WHERE id = $1', [assignment.id]);
    await this.audit.record(ctx, {
      action: 'RemoveRole',
      entityType: 'RoleAssignment',
      entityId: assignment.id,
      organizationId: assignment.organization_id,
      locationId: assignment.location_id,
      message: `Role ${assignment.role_code} removed`,
      details: { userId: assignment.user_id, roleId: assignment.role_id, roleCode: assignment.role_code },
    });
    return true;
  }

  private async lockAssignment(ctx: RequestContext, userId: string, assignmentId: string): Promise<AssignmentRow> {
    const [row]: AssignmentRow[] = await ctx.em.query(
      `SELECT ra.id, ra.user_id, ra.role_id, r.code AS role_code, ra.organization_id, ra.location_id
         FROM role_assignments ra JOIN roles r ON r.id = ra.role_id
        WHERE ra.id = $1 AND ra.user_id = $2
          FOR UPDATE OF ra`,
      [assignmentId, userId],
    );
    if (!row) throw new DomainError('not_found');
    return row;
  }

  private async requireUser(ctx: RequestContext, userId: string): Promise<void> {
    const rows = await ctx.em.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    if (rows.length === 0) throw new DomainError('not_found');
  }

  private async requireStaffManager(ctx: RequestContext): Promise<void> {
    if (!holdsOnPlatform(await ctx.requireActor(), 'platform.staff.manage')) throw new DomainError('forbidden');
  }
}
