import type { Router } from 'express';
import type { RequestContextFactory } from '../../platform/context/request-context-factory';
import type { WebhookRoute } from '../../platform/rest/webhook-route';
import { anonymous, CONTEXT_CODES } from '../access/access.module';
import { MESSENGER_SECRET_HEADER, MESSENGER_WEBHOOK_PATH } from './messenger-webhook.router';
import {
  CreateMessengerLinkChallengeDocument,
  MessengerLinkDocument,
  RevokeMessengerLinkDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const MESSENGER = 'Messenger link';

/** The messenger link, the app side (docs/messenger.md §Linking); the webhook is `messengerWebhookRoute` below. */
export const messengerRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/messenger/link',
    summary: 'Link status of the signed-in user for the active outlet; enabled false when the feature is off',
    tag: MESSENGER,
    operation: MessengerLinkDocument,
    result: (data) => data.messengerLink,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/messenger/link-challenges',
    summary:
      'A one-time activation code (about 10 minutes) and a deep link binding the caller and the outlet context ' +
      '(X-Organization-Id and X-Location-Id required); 409 messenger.disabled when the feature is off',
    tag: MESSENGER,
    operation: CreateMessengerLinkChallengeDocument,
    result: (data) => data.createMessengerLinkChallenge,
    status: 201,
    // Signed-in only, the service itself requires the outlet context.
    errors: ['messenger.disabled', ...CONTEXT_CODES],
  }),
  route({
    method: 'delete',
    path: '/api/messenger/link',
    summary: 'Revokes the active link of the signed-in user in the organization of X-Organization-Id',
    tag: MESSENGER,
    operation: RevokeMessengerLinkDocument,
    result: () => undefined,
    status: 204,
    errors: ['context.organization.required', 'context.organization.invalid'],
  }),
];

/**
 * The bot's callback, served by `router` while the feature is on: it authenticates by its secret header before the
 * body is read, so it is mounted ahead of the JSON parser.
 */
export const messengerWebhookRoute = (
  router: ((contextFactory: RequestContextFactory) => Router) | undefined,
): WebhookRoute => ({
  method: 'post',
  path: MESSENGER_WEBHOOK_PATH,
  summary:
    "The chat provider's bot callback (anonymous; the secret header is checked in constant time before the body " +
    'is read): /start <code> links the chat, /ready lists the outlet’s ReadyForApproval items, /approve queues ' +
    'one when posting from the bot is allowed. 404 not_found when the feature is off',
  tag: MESSENGER,
  operation: 'handleMessengerUpdate',
  access: anonymous,
  secretHeader: MESSENGER_SECRET_HEADER,
  body: 'The provider’s update: {update_id, message: {chat: {id}, from: {id, username}, text}}; other update kinds are acknowledged and ignored',
  success: 'The update was handled (refusals included: they are the bot’s reply in the chat): {ok: true}',
  errors: ['validation.failed', 'unauthorized', 'not_found', 'payload_too_large'],
  router,
});
