import { assertAnotherMegaAdminRemains } from '../access/access.module';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { holdsOnPlatform } from '../access/access.module';
import type { AuditService } from '../audit/audit.module';
import type { RefreshSessionService } from '../auth/auth.module';
import { ROLE_IDS, type PasswordHasher } from '../identity/identity.module';
import type { CreatePlatformUserInput } from './dto/create-platform-user.input';
import type { PlatformUserDto } from './dto/platform-user.dto';
import type { RoleDto } from './dto/role.dto';
import type { UpdatePlatformUserInput } from './dto/update-platform-user.input';
import { platformUserViews } from './platform-user-views';

const USER_ORDER = 'ORDER BY lower(u.email), u.id';

/** Users on the platform endpoints and the scoped user lists (docs/users-and-invitations.md). */
export class PlatformUserService {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly refreshSessions: RefreshSessionService,
    private readonly audit: AuditService,
  ) {}

  async list(ctx: RequestContext): Promise<PlatformUserDto[]> {
    return platformUserViews(ctx, await ctx.em.query(`SELECT u.id, u.created_at_utc FROM users u ${USER_ORDER}`));
  }

  /** Users holding an assignment in the organization itself or one of its outlets, with only those assignments. */
  async listInOrganization(ctx: RequestContext, organizationId: string): Promise<PlatformUserDto[]> {
    const users = await ctx.em.query(
      `SELECT u.id, u.created_at_utc FROM users u
        WHERE EXISTS (SELECT 1 FROM role_assignments ra WHERE ra.user_id = u.id AND ra.organization_id = $1)
        ${USER_ORDER}`,
      [organizationId],
    );
    return platformUserViews(ctx, users, (assignment) => assignment.organizationId === organizationId);
  }

  /** Users holding an assignment at the outlet itself, with only those assignments. */
  async listAtLocation(ctx: RequestContext, locationId: string): Promise<PlatformUserDto[]> {
    const users = await ctx.em.query(
      `SELECT u.id, u.created_at_utc FROM users u
        WHERE EXISTS (SELECT 1 FROM role_assignments ra WHERE ra.user_id = u.id AND ra.location_id = $1)
        ${USER_ORDER}`,
      [locationId],
    );
    return platformUserViews(ctx, users, (assignment) => assignment.locationId === locationId);
  }

  async create(ctx: RequestContext, input: CreatePlatformUserInput): Promise<PlatformUserDto> {
    const email = input.email.trim();
    const passwordHash = await this.hasher.hash(input.password);
    const inserted: { id: string; created_at_utc: Date }[] = await ctx.em.query(
      `INSERT INTO users (email, display_name, password_hash, is_active) VALUES ($1, $2, $3, $4)
       ON CONFLICT (lower(email)) DO NOTHING RETURNING id, created_at_utc`,
      [email, input.displayName.trim(), passwordHash, input.isActive],
    );
    if (inserted.length === 0) throw new DomainError('user_email_conflict');
    await this.audit.record(ctx, {
      action: 'Create',
      entityType: 'User',
      entityId: inserted[0].id,
      message: `User ${email} created`,
      details: { email, displayName: input.displayName.trim(), isActive: input.isActive },
    });
    return (await platformUserViews(ctx, inserted))[0];
  }

  /**
   * A new password or a deactivation ends every refresh session of the user, and with them the access tokens.
   * A user holding a platform role is changed only by a MegaAdmin: resetting a MegaAdmin's password would
   * otherwise hand a MegaManager that account.
   */
  async update(ctx: RequestContext, userId: string, input: UpdatePlatformUserInput): Promise<PlatformUserDto> {
    const [user]: {
      id: string;
      is_active: boolean;
      created_at_utc: Date;
      platform_role: boolean;
      mega_admin: boolean;
    }[] = await ctx.em.query(
      `SELECT u.id, u.is_active, u.created_at_utc,
                EXISTS (SELECT 1 FROM role_assignments ra WHERE ra.user_id = u.id AND ra.organization_id IS NULL)
                  AS platform_role,
                EXISTS (SELECT 1 FROM role_assignments ra WHERE ra.user_id = u.id AND ra.role_id = $2)
                  AS mega_admin
           FROM users u WHERE u.id = $1 FOR UPDATE`,
      [userId, ROLE_IDS.MegaAdmin],
    );
    if (!user) throw new DomainError('not_found');
    if (user.platform_role && !holdsOnPlatform(await ctx.requireActor(), 'platform.staff.manage'))
      throw new DomainError('forbidden');
    const deactivated = user.is_active && !input.isActive;
    if (deactivated && user.mega_admin) await assertAnotherMegaAdminRemains(ctx, userId);
    const password = input.password ?? null;
    const passwordHash = password === null ? null : await this.hasher.hash(password);
    await ctx.em.query(
      `UPDATE users SET display_name = $2, is_active = $3, password_hash = coalesce($4, password_hash),
              updated_at_utc = now(), row_version = row_version + 1
        WHERE id = $1`,
      [userId, input.displayName.trim(), input.isActive, passwordHash],
    );
    if (deactivated || passwordHash !== null)
      await this.refreshSessions.revokeUserSessions(
        ctx.em,
        userId,
        deactivated ? 'user_deactivated' : 'password_changed',
      );
    const changes = ['displayName', 'isActive', ...(passwordHash === null ? [] : ['password'])];
    await this.audit.record(ctx, {
      action: 'Update',
      entityType: 'User',
      entityId: userId,
      message: passwordHash === null ? 'User updated' : 'User updated; password reset and sessions revoked',
      details: { changes, displayName: input.displayName.trim(), isActive: input.isActive },
    });
    return (await platformUserViews(ctx, [user]))[0];
  }

  async roles(ctx: RequestContext): Promise<RoleDto[]> {
    return ctx.em.query('SELECT id, code, name, scope FROM roles ORDER BY id');
  }
}
