import { execute, type GraphQLSchema } from 'graphql';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { RequestContextFactory } from '../src/platform/context/request-context-factory';
import type { AccessPrecheck } from '../src/platform/graphql/access-declarations';
import { throwDeferredInputError } from '../src/platform/http/deferred-input-error';
import { idempotencyKeyOf, readStrictBody, sendPublic, v1Handlers } from './api-v1';
import { buildOpenApiDocument } from './openapi';
import { uploadFromMultipart } from './multipart-file';
import { variablesFromRequest } from './request-variables';
import { expressPath, type RestRoute, type RestSurface } from '../src/platform/rest/rest-route';
import { routePrecheck } from './route-access';

/**
 * Mounts every route of the table. Each request gets the same RequestContext a GraphQL request would, runs its
 * operation in-process against the same schema, and any error goes to the shared error handler.
 */
export function createRestRouter(
  schema: GraphQLSchema,
  surface: RestSurface,
  contextFactory: RequestContextFactory,
  options: { bodyLimitBytes: number },
): Router {
  const router = Router();
  const openApi = buildOpenApiDocument(schema, surface);
  router.get('/api/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  // Every route's operation is validated against the schema by test/schema-drift.test.ts, once, instead of by every
  // start of the service.
  for (const route of surface.routes) {
    const precheck = routePrecheck(schema, route);
    const before = route.dialect ? v1Handlers(route, options.bodyLimitBytes) : [];
    router[route.method](expressPath(route.path), ...before, (req: Request, res: Response, next: NextFunction) => {
      handle(schema, route, precheck, contextFactory, req, res)
        .catch(next)
        // A multipart body the resolver did not read (a denied upload) is drained so the connection stays usable.
        .finally(() => {
          if (route.uploadVariable && !req.readableEnded) req.unpipe().resume();
        });
    });
  }
  return router;
}

async function handle(
  schema: GraphQLSchema,
  route: RestRoute,
  precheck: AccessPrecheck,
  contextFactory: RequestContextFactory,
  req: Request,
  res: Response,
) {
  const contextValue = contextFactory.fromHttp(req, res);
  // Authentication and the caller's roles before anything else: a caller who may not call the operation learns
  // nothing about what its input should have been.
  await precheck(contextValue as never);
  throwDeferredInputError(res);
  if (route.dialect && route.bodyVariable) req.body = readStrictBody(req);
  const variableValues = variablesFromRequest(schema, route, req);
  if (route.uploadVariable) variableValues[route.uploadVariable] = await uploadFromMultipart(req, 'file');
  if (route.idempotencyKey) {
    variableValues[route.idempotencyKey.variable] = idempotencyKeyOf(req, route.idempotencyKey.required);
  }
  const result = await execute({ schema, document: route.operation, contextValue, variableValues });
  if (result.errors?.length) throw result.errors[0];
  const body = route.result(result.data as never);
  const status = typeof route.status === 'number' ? route.status : route.status.pick(body, result.data);
  for (const [name, value] of Object.entries(route.headers?.(result.data, variableValues) ?? {})) {
    res.setHeader(name, value);
  }
  if (body === undefined) res.status(status).end();
  else if (route.cache?.kind === 'public') sendPublic(req, res, status, body, route.cache.maxAgeSeconds);
  else res.status(status).json(body);
}
