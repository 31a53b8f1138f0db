import { randomInt } from 'node:crypto';
import { MESSENGER_SECRET_HEADER } from './messenger-webhook.router';
import { contextHeaders, type AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

/**
 * The matrix runs with the messenger link on (replies would go to an address nothing listens on). The status is
 * Outlet-required and sends the targeted outlet's context; creating a code is any signed-in user's in the own outlet;
 * unlinking names the own organization; the webhook is anonymous with the secret header, and its sample is an update
 * kind the bot acknowledges without replying.
 */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/messenger/link': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
  'POST /api/messenger/link-challenges': async (fixture) => ({ headers: contextHeaders(fixture, 'own') }),
  'DELETE /api/messenger/link': async (fixture) => ({ headers: { 'X-Organization-Id': fixture.own } }),
  'POST /api/messenger/webhook': async ({ env }) => {
    const chatId = randomInt(1, 2 ** 40);
    return {
      headers: { [MESSENGER_SECRET_HEADER]: env.app.config.messenger.webhookSecret! },
      body: { update_id: randomInt(1, 2 ** 40), edited_message: { chat: { id: chatId }, from: { id: chatId } } },
    };
  },
};
