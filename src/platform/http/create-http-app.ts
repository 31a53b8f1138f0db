import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import cors from 'cors';
import express, { type Express, type NextFunction, type Request, type Response, type Router } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';
import type { RequestContext } from '../context/request-context';
import type { RequestContextFactory } from '../context/request-context-factory';
import { DomainError } from '../errors/domain-error';
import { graphiqlRouter } from '../graphql/graphiql/graphiql-page';
import type { Logger } from '../logging/logger';
import { deferOnRestPaths } from './deferred-input-error';
import { errorHandler, notFound } from './error-handler';
import { metricsHandler } from './metrics';
import { isJsonContentType } from './json-content-type';
import { nulCharacterGuard } from './nul-character-guard';
import { fieldMergeLimit } from '../graphql/field-merge-limit';
import { requestScope, requestTracing } from './request-tracing';

export interface HttpAppParts {
  config: AppConfig;
  logger: Logger;
  apollo: ApolloServer<RequestContext>;
  contextFactory: RequestContextFactory;
  restRouter: Router;
  /**
   * Routes that must authenticate before their body is read (the messenger webhook checks its secret header first):
   * mounted ahead of the body parsers, they parse their own body.
   */
  webhooks: readonly Router[];
}

/** Headers browsers may send cross-origin: the bearer token, the active context and Apollo's CSRF header. */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Organization-Id',
  'X-Location-Id',
  'X-Trace-Id',
  'Apollo-Require-Preflight',
  'Idempotency-Key',
];

export function createHttpApp({ config, logger, apollo, contextFactory, restRouter, webhooks }: HttpAppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  // Express would tag every JSON answer with a weak ETag of its body, and answer a matching If-None-Match with 304
  // even for no-store data (and a tag is a digest of the body, one that may carry a key shown once). Only a route
  // that declares public caching sends an ETag of its own.
  app.set('etag', false);
  app.set('trust proxy', config.http.trustProxy);
  app.use(requestTracing(logger));
  app.use(helmet({ crossOriginEmbedderPolicy: false }));
  app.use(
    cors({
      // Only listed origins get CORS headers; no list means no cross-origin browser access.
      origin: config.http.corsOrigins,
      allowedHeaders: CORS_ALLOWED_HEADERS,
      exposedHeaders: ['X-Trace-Id', 'Retry-After', 'Content-Disposition'],
      maxAge: 600,
    }),
  );
  app.get('/metrics', metricsHandler(config.metrics.token));
  if (config.graphql.ide) app.use('/graphql', graphiqlRouter());
  for (const webhook of webhooks) app.use(webhook);
  // GraphQL multipart requests (uploads) are parsed before the JSON parser; the file streams to the resolver.
  app.use('/graphql', graphqlUploadExpress({ maxFiles: 1 }));
  // /api/v1 routes (docs/licensing.md §Conventions of /api/v1) read their bodies themselves: strictly, refusing
  // members named twice.
  // On REST paths their refusals wait for the route's access precheck (authorization before validation).
  app.use(
    deferOnRestPaths(
      express.json({
        limit: config.http.bodyLimitBytes,
        type: (req) => isJsonContentType(req.headers['content-type']) && !isApiV1(req.url),
      }),
    ),
  );
  app.use(deferOnRestPaths(nulCharacterGuard));
  app.use(requestScope);
  // API answers carry tokens and tenant data: no cache may keep them.
  app.use(['/api', '/graphql'], (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Exactly /graphql: paths below it (the IDE assets) must not reach Apollo.
  app.all(
    '/graphql',
    batchLimit(config.graphql.maxBatch),
    fieldMergeLimit({ maxRepeats: config.graphql.maxFieldRepeats, maxTokens: config.graphql.maxTokens }),
    expressMiddleware(apollo, { context: async ({ req, res }) => contextFactory.fromHttp(req, res) }),
  );
  // Every /api/v1 error carries correlationId, an unknown route's too; a route of it sets its own codes.
  app.use('/api/v1', (_req: Request, res: Response, next: NextFunction) => {
    res.locals.errorDialect = { correlationId: true };
    next();
  });
  app.use(restRouter);
  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}

function batchLimit(maxBatch: number) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (Array.isArray(req.body) && req.body.length > maxBatch) {
      next(new DomainError('graphql.batch_limit_exceeded', { params: { limit: maxBatch, actual: req.body.length } }));
      return;
    }
    next();
  };
}

function isApiV1(url: string | undefined): boolean {
  return url === '/api/v1' || (url?.startsWith('/api/v1/') ?? false);
}
