import { MessengerLink } from './messenger-link.entity';
import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { SettingsModuleExports } from '../settings/settings.module';
import { LinkChallengeStore } from './link-challenges';
import { MessengerBotService, type MessengerWorkItems } from './messenger-bot.service';
import { HttpMessengerClient, type MessengerClient } from './messenger-client';
import { MessengerLinkService } from './messenger-link.service';
import type { MessengerPostingPort } from './messenger-posting.port';
import { MessengerResolver } from './messenger.resolver';
import { messengerRoutes, messengerWebhookRoute } from './messenger.routes';
import { createMessengerWebhookRouter } from './messenger-webhook.router';
import { MESSENGER_ERROR_CODES } from './messenger.error-codes';

/**
 * The messenger link (docs/messenger.md): link status and activation codes in the schema, the bot behind the webhook.
 * Replies go through `client` (the provider's HTTP API unless one is given, as tests do); `posting` is the work queue's
 * approve-and-queue, without which /approve answers that it is not available.
 */
export function createMessengerModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
  settings: SettingsModuleExports;
  workItems: MessengerWorkItems;
  posting?: MessengerPostingPort;
  client?: MessengerClient;
}): FeatureModule {
  const { config, keyValue, secrets, logger } = deps.platform;
  const messenger = config.messenger;
  const client =
    deps.client ??
    (messenger.enabled
      ? new HttpMessengerClient(
          { apiBaseUrl: messenger.apiBaseUrl!, botToken: messenger.botToken!, timeoutMs: messenger.apiTimeoutMs },
          logger,
        )
      : null);
  const challenges = new LinkChallengeStore(keyValue, secrets.encryptionKey, messenger.codeTtlSeconds);
  const bot =
    messenger.enabled && client
      ? new MessengerBotService({
          challenges,
          workItems: deps.workItems,
          settings: deps.settings.settings,
          audit: deps.audit.audit,
          client,
          posting: deps.posting ?? null,
        })
      : null;
  return {
    name: 'messenger',
    errorCodes: MESSENGER_ERROR_CODES,
    entities: [MessengerLink],
    resolvers: [new MessengerResolver(new MessengerLinkService(messenger, challenges, deps.audit.audit, client))],
    routes: messengerRoutes,
    // Off, the webhook is not mounted and its path is unknown (404) like any other.
    webhooks: [
      messengerWebhookRoute(
        bot ? (contextFactory) => createMessengerWebhookRouter({ config, bot, contextFactory }) : undefined,
      ),
    ],
    exports: {},
  };
}
