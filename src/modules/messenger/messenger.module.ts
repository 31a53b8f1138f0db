import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { SettingsModuleExports } from '../settings/settings.module';
import { LinkChallengeStore } from './link-challenges';
import { MessengerBotService, type MessengerWorkItems } from './messenger-bot.service';
import { HttpMessengerClient, type MessengerClient } from './messenger-client';
import { MessengerLinkService } from './messenger-link.service';
import type { MessengerPostingPort } from './messenger-posting.port';
import { MessengerResolver } from './messenger.resolver';

export interface MessengerModuleExports {
  /**
   * The webhook's commands, for the REST-only webhook router (messenger-webhook.router.ts) the application mounts
   * ahead of the JSON parser; null when the feature is off, and the path is then unknown (404).
   */
  messengerBot: MessengerBotService | null;
}

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
}): FeatureModule<MessengerModuleExports> {
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
    resolvers: [new MessengerResolver(new MessengerLinkService(messenger, challenges, deps.audit.audit, client))],
    exports: { messengerBot: bot },
  };
}
