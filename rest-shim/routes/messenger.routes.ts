import { anonymous, type AccessDeclaration } from '../../src/modules/access/allow.decorator';
import type { ErrorCode } from '../../src/platform/errors/error-codes';
import { MESSENGER_SECRET_HEADER, MESSENGER_WEBHOOK_PATH } from '../../src/modules/messenger/messenger-webhook.router';
import {
  CreateMessengerLinkChallengeDocument,
  MessengerLinkDocument,
  RevokeMessengerLinkDocument,
} from '../generated/graphql';
import { route, type RestRoute } from '../rest-route';
import { CONTEXT_CODES } from '../route-errors';

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
 * A REST-only route that is no GraphQL operation and reads its own body: it authenticates by a header before the
 * body is parsed (create-http-app.ts `webhookRouter`). Described here for OpenAPI and the authorization matrix.
 */
export interface WebhookRoute {
  method: 'post';
  path: string;
  summary: string;
  tag: string;
  /** Its name as an operation (OpenAPI operationId), like a GraphQL operation's. */
  operation: string;
  access: AccessDeclaration;
  /** The header that authenticates the caller instead of a bearer token. */
  secretHeader: string;
  /** What the JSON body is, for OpenAPI. */
  body: string;
  /** What the success answer is. */
  success: string;
  /** Every code it answers besides success: it reads its body itself, after the secret header. */
  errors: readonly ErrorCode[];
}

export const messengerWebhookRoute: WebhookRoute = {
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
};
