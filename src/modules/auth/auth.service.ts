import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError } from '../../platform/errors/domain-error';
import { normalizeEmail, User, type PasswordHasher } from '../identity/identity.module';
import type { AccessTokenService } from './access-token.service';
import type { AuthSession, SessionUser } from './dto/auth-session.type';
import type { CurrentUser } from './dto/current-user.type';
import type { LoginInput } from './dto/login.input';
import type { RefreshInput } from './dto/refresh.input';
import type { SettingsService } from '../settings/settings.module';
import type { LoginThrottle } from './login-throttle';
import type { RefreshSessionService } from './refresh-session.service';

/** Sign-in, refresh with rotation, sign-out and the current user (docs/api.md, "Sign-in"). */
export class AuthService {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly accessTokens: AccessTokenService,
    private readonly refreshSessions: RefreshSessionService,
    private readonly throttle: LoginThrottle,
    private readonly settings: SettingsService,
  ) {}

  async login(ctx: RequestContext, input: LoginInput): Promise<AuthSession> {
    const email = normalizeEmail(input.email);
    const maxFailuresPerEmail = await this.settings.integer(ctx, 'auth.loginMaxFailuresPerEmail');
    await this.throttle.assertAllowed(email, ctx.clientAddress, maxFailuresPerEmail);
    const user = await ctx.em
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = :email', { email })
      .getOne();
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    // One answer for an unknown email, a wrong password and an inactive user: no enumeration.
    if (!user || !passwordMatches || !user.isActive) {
      await this.throttle.recordFailure(email, ctx.clientAddress);
      throw new DomainError('invalid_credentials');
    }
    await this.throttle.reset(email);
    const refresh = await this.refreshSessions.issue(ctx.em, user.id);
    return this.session(user, refresh);
  }

  async refresh(ctx: RequestContext, input: RefreshInput): Promise<AuthSession> {
    const outcome = await inTransaction(ctx.dataSource, async (manager) => {
      const rotation = await this.refreshSessions.rotate(manager, input.refreshToken);
      if (rotation.kind !== 'rotated') return { rotation, refresh: null };
      return { rotation, refresh: await this.refreshSessions.issue(manager, rotation.userId, rotation.sessionId) };
    });
    const { rotation, refresh } = outcome;
    if (rotation.kind === 'reused')
      await this.refreshSessions.revokeSession(ctx.em, rotation.sessionId, 'reuse_detected');
    if (rotation.kind !== 'rotated' || !refresh) throw new DomainError('unauthorized');
    return this.session({ id: rotation.userId, email: rotation.email, displayName: rotation.displayName }, refresh);
  }

  async logout(ctx: RequestContext): Promise<boolean> {
    const { sessionId } = ctx.requireCredentials();
    await this.refreshSessions.revokeSession(ctx.em, sessionId, 'logout');
    return true;
  }

  async me(ctx: RequestContext): Promise<CurrentUser> {
    const actor = await ctx.requireActor();
    return {
      id: actor.userId,
      email: actor.email,
      displayName: actor.displayName,
      isActive: actor.isActive,
      roleAssignments: actor.roleAssignments,
      permissions: [...actor.permissions],
    };
  }

  private session(user: SessionUser, refresh: { token: string; sessionId: string; expiresAt: Date }): AuthSession {
    const access = this.accessTokens.issue(user.id, refresh.sessionId);
    return {
      accessToken: access.token,
      refreshToken: refresh.token,
      tokenType: 'Bearer',
      accessTokenExpiresAtUtc: access.expiresAt,
      refreshTokenExpiresAtUtc: refresh.expiresAt,
      user: { id: user.id, email: user.email, displayName: user.displayName },
    };
  }
}
