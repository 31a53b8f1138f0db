import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../../platform/config/app-config';
import type { RequestContextFactory } from '../../platform/context/request-context-factory';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { nulCharacterGuard } from '../../platform/http/nul-character-guard';
import { requestScope } from '../../platform/http/request-tracing';
import type { MessengerBotService } from './messenger-bot.service';
import { parseMessengerUpdate } from './messenger-update';

export const MESSENGER_WEBHOOK_PATH = '/api/messenger/webhook';
export const MESSENGER_SECRET_HEADER = 'X-Messenger-Bot-Api-Secret-Token';

/**
 * `POST /api/messenger/webhook`, anonymous and REST-only: the chat provider's callback. Mounted ahead of the
 * service's JSON parser (the module declares it as a webhook), because the secret header is checked before a single
 * byte of the body is read: a wrong or missing secret is 401 `unauthorized` whatever the body, and so is an
 * oversized or malformed one. Only then is the body parsed, with the usual size limit. With the feature off the
 * path is 404 `not_found`, as if it did not exist.
 *
 * A handled update is 200 `{ok: true}`, also when the command was refused (the refusal is the bot's reply): the
 * provider retries any other answer. 400 `validation.failed` is for a body that is not an update at all.
 */
export function createMessengerWebhookRouter(options: {
  config: AppConfig;
  bot: MessengerBotService;
  contextFactory: RequestContextFactory;
}): Router {
  const { config, bot, contextFactory } = options;
  const router = Router();
  const expected = config.messenger.webhookSecret === null ? null : digestOf(config.messenger.webhookSecret);
  const parseJson = express.json({
    limit: config.http.bodyLimitBytes,
    type: ['application/json', 'application/*+json'],
  });

  router.post(
    MESSENGER_WEBHOOK_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Cache-Control', 'no-store');
      if (!config.messenger.enabled || expected === null) return refuse(res, next, new DomainError('not_found'));
      if (!secretMatches(req.get(MESSENGER_SECRET_HEADER), expected))
        return refuse(res, next, new DomainError('unauthorized'));
      next();
    },
    (req: Request, res: Response, next: NextFunction) => {
      parseJson(req, res, (error?: unknown) => {
        if ((error as { type?: unknown } | undefined)?.type === 'entity.parse.failed')
          return next(validationFailed({ body: ['json'] }, 'The body is not JSON.'));
        next(error);
      });
    },
    nulCharacterGuard,
    requestScope,
    (req: Request, res: Response, next: NextFunction) => {
      const traceId = String(res.locals.traceId);
      const call = {
        ctx: contextFactory.create({ traceId, clientAddress: req.ip ?? 'unknown' }),
        actAs: (userId: string) => contextFactory.delegated({ traceId, userId, channel: 'messenger' }),
      };
      Promise.resolve()
        .then(() => bot.handle(call, parseMessengerUpdate(req.body)))
        .then(() => res.status(200).json({ ok: true }))
        .catch(next);
    },
  );
  return router;
}

/**
 * Answers without reading the body: the connection is closed after the answer, so an unread body (however large)
 * is neither parsed nor drained.
 */
function refuse(res: Response, next: NextFunction, error: DomainError): void {
  res.setHeader('Connection', 'close');
  next(error);
}

/** Digests of equal length, compared in constant time: neither the secret's content nor its length leaks. */
function secretMatches(given: string | undefined, expected: Buffer): boolean {
  const matches = timingSafeEqual(digestOf(given ?? ''), expected);
  return matches && given !== undefined;
}

function digestOf(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
