import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import { PasswordHasher } from '../identity/identity.module';
import type { SettingsModuleExports } from '../settings/settings.module';
import { AccessTokenService } from './access-token.service';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { RefreshSession } from './refresh-session.entity';
import { RefreshSessionService } from './refresh-session.service';
import { authRoutes } from './auth.routes';
import { AUTH_ERROR_CODES } from './auth.error-codes';

/** The credential services: users, invitations and the bootstrap administrator set passwords and end sessions. */
export interface AuthModuleExports {
  hasher: PasswordHasher;
  accessTokens: AccessTokenService;
  refreshSessions: RefreshSessionService;
}

export function createAuthModule(deps: {
  platform: PlatformServices;
  settings: SettingsModuleExports;
}): FeatureModule<AuthModuleExports> {
  const { config, secrets, keyValue } = deps.platform;
  const hasher = new PasswordHasher();
  const accessTokens = new AccessTokenService({
    secret: secrets.jwtSecret,
    issuer: config.auth.jwtIssuer,
    audience: config.auth.jwtAudience,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  const refreshSessions = new RefreshSessionService(config.auth.refreshTokenTtlSeconds);
  const throttle = new LoginThrottle(keyValue, {
    windowSeconds: config.auth.loginFailureWindowSeconds,
    maxFailuresPerAddress: config.auth.loginMaxFailuresPerAddress,
  });
  return {
    name: 'auth',
    errorCodes: AUTH_ERROR_CODES,
    routes: authRoutes,
    resolvers: [
      new AuthResolver(new AuthService(hasher, accessTokens, refreshSessions, throttle, deps.settings.settings)),
    ],
    entities: [RefreshSession],
    exports: { hasher, accessTokens, refreshSessions },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { AccessTokenService } from './access-token.service';
export { RefreshSessionService } from './refresh-session.service';
