import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError } from '../../platform/errors/domain-error';
import type { KeyValueStore } from '../../platform/key-value/key-value-store';
import { holdsOnPlatform } from '../access/access.module';
import type { AuditService } from '../audit/audit.module';
import type { RefreshSessionService } from '../auth/auth.module';
import { normalizeEmail, type PasswordHasher } from '../identity/identity.module';
import type { RoleAssignmentService } from '../user/user.module';
import type { CreateInviteInput } from './dto/create-invite.input';
import type { InviteAcceptResultDto, InviteCreatedDto, InviteInfoDto } from './dto/invite.dto';
import type { AcceptInviteInput, InviteTokenInput } from './dto/invite-token.input';

/** An invitation lives exactly 3 hours (10,800 s), no more and no less. */
export const INVITE_TTL_SECONDS = 3 * 60 * 60;

/** What the key-value store holds under the token's hash; never the token itself. */
interface InviteRecord {
  inviteId: string;
  email: string;
  roleId: string;
  roleCode: string;
  organizationId: string;
  locationId: string | null;
  createdAtUtc: string;
  expiresAtUtc: string;
  createdByUserId: string;
  /** Only an invitation from a MegaAdmin may reset the password of a user who holds a platform role. */
  issuedByMegaAdmin: boolean;
}

/**
 * Invitations live only in the key-value store (docs/users-and-invitations.md, "Invitations"), keyed by the SHA-256 of
 * a 256-bit random token: a slow hash adds nothing at that entropy. Unknown, expired and used tokens give one answer,
 * 404 invite_not_found, so nothing can be learned by probing.
 */
export class InvitationService {
  constructor(
    private readonly keyValue: KeyValueStore,
    private readonly hasher: PasswordHasher,
    private readonly assignments: RoleAssignmentService,
    private readonly refreshSessions: RefreshSessionService,
    private readonly audit: AuditService,
  ) {}

  async create(ctx: RequestContext, input: CreateInviteInput): Promise<InviteCreatedDto> {
    const actor = await ctx.requireActor();
    const target = await this.assignments.resolveTarget(
      ctx,
      input.roleId,
      input.organizationId,
      input.locationId ?? null,
    );
    const email = input.email.trim();
    const issuedByStaffManager = holdsOnPlatform(actor, 'platform.staff.manage');
    if (!issuedByStaffManager && (await this.holdsPlatformRole(ctx, email))) throw new DomainError('forbidden');
    const token = randomBytes(32).toString('base64url');
    const createdAt = new Date();
    const record: InviteRecord = {
      inviteId: randomUUID(),
      email,
      roleId: target.roleId,
      roleCode: target.roleCode,
      organizationId: input.organizationId,
      locationId: target.locationId,
      createdAtUtc: createdAt.toISOString(),
      expiresAtUtc: new Date(createdAt.getTime() + INVITE_TTL_SECONDS * 1000).toISOString(),
      createdByUserId: actor.userId,
      // The stored member keeps its name for invitations already issued; it means platform.staff.manage.
      issuedByMegaAdmin: issuedByStaffManager,
    };
    await this.audit.record(ctx, {
      action: 'Invite',
      entityType: 'Invitation',
      entityId: record.inviteId,
      organizationId: record.organizationId,
      locationId: record.locationId,
      message: `Invitation for ${email} created`,
      details: { email, roleCode: record.roleCode, expiresAtUtc: record.expiresAtUtc },
    });
    // Last, so a failure before it leaves no usable invitation behind.
    await this.keyValue.set(inviteKey(token), JSON.stringify(record), {
      ttlSeconds: INVITE_TTL_SECONDS,
      onlyIfAbsent: true,
    });
    return { ...infoOf(record), inviteToken: token };
  }

  async check(input: InviteTokenInput): Promise<InviteInfoDto> {
    const record = live(await this.keyValue.get(inviteKey(input.inviteToken)));
    if (!record) throw new DomainError('invite_not_found');
    return infoOf(record);
  }

  /**
   * Claims the invitation atomically (get-and-delete), so of concurrent accepts exactly one proceeds and the others
   * get invite_not_found. The database work then runs in its own transaction, because the claim is a side effect
   * a retried transaction must not repeat; when that work fails (a full user quota, say) the invitation is put
   * back for its remaining lifetime.
   */
  async accept(ctx: RequestContext, input: AcceptInviteInput): Promise<InviteAcceptResultDto> {
    const key = inviteKey(input.inviteToken);
    const raw = await this.keyValue.getAndDelete(key);
    const record = live(raw);
    if (!raw || !record) throw new DomainError('invite_not_found');
    try {
      const passwordHash = await this.hasher.hash(input.password);
      return await inTransaction(ctx.dataSource, () => this.applyAcceptance(ctx, record, input, passwordHash));
    } catch (error) {
      const remainingSeconds = Math.floor((Date.parse(record.expiresAtUtc) - Date.now()) / 1000);
      if (remainingSeconds > 0)
        await this.keyValue.set(key, raw, { ttlSeconds: remainingSeconds, onlyIfAbsent: true }).catch(() => false);
      throw error;
    }
  }

  private async applyAcceptance(
    ctx: RequestContext,
    record: InviteRecord,
    input: AcceptInviteInput,
    passwordHash: string,
  ): Promise<InviteAcceptResultDto> {
    const displayName = input.displayName.trim();
    const [existing]: { id: string; platform_role: boolean }[] = await ctx.em.query(
      `SELECT u.id, EXISTS (SELECT 1 FROM role_assignments ra WHERE ra.user_id = u.id AND ra.organization_id IS NULL)
                AS platform_role
         FROM users u WHERE lower(u.email) = $1 FOR UPDATE`,
      [normalizeEmail(record.email)],
    );
    let userId: string;
    if (existing) {
      if (existing.platform_role && !record.issuedByMegaAdmin) throw new DomainError('forbidden');
      userId = existing.id;
      await ctx.em.query(
        `UPDATE users SET password_hash = $2, display_name = $3, is_active = true, updated_at_utc = now(),
                row_version = row_version + 1
          WHERE id = $1`,
        [userId, passwordHash, displayName],
      );
      await this.refreshSessions.revokeUserSessions(ctx.em, userId, 'password_changed');
    } else {
      const inserted: { id: string }[] = await ctx.em.query(
        `INSERT INTO users (email, display_name, password_hash, is_active) VALUES ($1, $2, $3, true)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
        [record.email, displayName, passwordHash],
      );
      if (inserted.length === 0) throw new DomainError('user_email_conflict');
      userId = inserted[0].id;
    }
    const target = await this.assignments.resolveTarget(ctx, record.roleId, record.organizationId, record.locationId);
    const { created } = await this.assignments.grant(ctx, userId, target, {
      createdByUserId: record.createdByUserId,
      existing: 'keep',
    });
    const result = { inviteId: record.inviteId, userId, userCreated: !existing, roleAssignmentCreated: created };
    await this.audit.record(ctx, {
      action: 'AcceptInvite',
      entityType: 'Invitation',
      entityId: record.inviteId,
      organizationId: record.organizationId,
      locationId: record.locationId,
      message: `Invitation for ${record.email} accepted`,
      details: { ...result, roleCode: record.roleCode },
      // Accepting is anonymous: the invite token is the credential, and the invitee is the one acting.
      actor: { userId, email: record.email },
    });
    return result;
  }

  private async holdsPlatformRole(ctx: RequestContext, email: string): Promise<boolean> {
    const rows = await ctx.em.query(
      `SELECT 1 FROM users u JOIN role_assignments ra ON ra.user_id = u.id
        WHERE lower(u.email) = $1 AND ra.organization_id IS NULL`,
      [normalizeEmail(email)],
    );
    return rows.length > 0;
  }
}

function inviteKey(token: string): string {
  return `invite:${createHash('sha256').update(token, 'utf8').digest('hex')}`;
}

/** The record, unless it is missing or past its lifetime (a store may hold a key up to its last second). */
function live(raw: string | null): InviteRecord | null {
  if (!raw) return null;
  const record = JSON.parse(raw) as InviteRecord;
  return Date.parse(record.expiresAtUtc) > Date.now() ? record : null;
}

function infoOf(record: InviteRecord): InviteInfoDto {
  return {
    inviteId: record.inviteId,
    expiresAtUtc: new Date(record.expiresAtUtc),
    organizationId: record.organizationId,
    locationId: record.locationId,
    roleCode: record.roleCode,
  };
}
