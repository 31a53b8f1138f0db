import { pipeline } from 'node:stream/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { RequestContext } from '../src/platform/context/request-context';
import type { RequestContextFactory } from '../src/platform/context/request-context-factory';
import { DomainError } from '../src/platform/errors/domain-error';
import { logInternalError } from '../src/platform/errors/log-error';
import { throwDeferredInputError } from '../src/platform/http/deferred-input-error';
import type { FileDownload } from '../src/platform/http/file-download';
import type { Logger } from '../src/platform/logging/logger';
import type { FileRoute } from '../src/platform/rest/file-route';
import { expressPath } from '../src/platform/rest/rest-route';
import { isUuid } from '../src/platform/validation/uuid';

/** Mounts the file routes the modules declare, each with its handler. */
export function createFileRoutes(
  contextFactory: RequestContextFactory,
  fileRoutes: readonly FileRoute[],
  logger: Logger,
): Router {
  const router = Router();
  for (const route of fileRoutes) {
    router.get(expressPath(route.path), (req: Request, res: Response, next: NextFunction) => {
      serve(route, contextFactory, req, res)
        .then((download) => send(download, res, logger))
        .catch(next);
    });
  }
  return router;
}

/**
 * The one rule of every file route: nothing is sent before the caller is authenticated and allowed, the request is
 * validated and the audit entry is committed. Each step may still answer an ErrorResponse because no header has gone
 * out; the handler that does the last two cannot write one, it returns the download instead.
 */
async function serve(
  route: FileRoute,
  contextFactory: RequestContextFactory,
  req: Request,
  res: Response,
): Promise<FileDownload> {
  const ctx = contextFactory.fromHttp(req, res);
  // Authentication and the caller's roles before anything the request sent is looked at, as on the routes of the
  // table; then the input refusals the HTTP layer held back, the context headers, and the permission on the target.
  await route.access.precheck(ctx);
  throwDeferredInputError(res);
  checkContextHeaders(ctx);
  const args: Record<string, unknown> = { ...req.query };
  for (const [name, value] of Object.entries(req.params)) args[name] = String(value).toLowerCase();
  await route.access.enforce({ context: ctx, args, root: {}, operation: route.operation });
  return route.handler(ctx, req);
}

/**
 * A file route reads the context headers only to file its audit entry, but a malformed one is refused as on every
 * route that takes the context, before anything is read or written under it.
 */
function checkContextHeaders(ctx: RequestContext): void {
  const { organizationId, locationId } = ctx.requestedContext.headers;
  if (organizationId !== null && !isUuid(organizationId)) throw new DomainError('context.organization.invalid');
  if (locationId !== null && !isUuid(locationId)) throw new DomainError('context.location.invalid');
}

/**
 * A client that takes nothing of its download for this long is cut off: the download holds a database connection
 * (its cursor's session) for as long as the client stays connected.
 */
const DOWNLOAD_IDLE_TIMEOUT_MS = 60_000;

/**
 * The headers, then the body with back-pressure. Once the headers are out an error can no longer be answered, so a
 * failure here ends in a cut response and one error line under the trace id, and never leaves this function: a body
 * that fails (ours) is logged as an unhandled failure, a client that hangs up or stops reading as a cut download.
 */
async function send(download: FileDownload, res: Response, logger: Logger): Promise<void> {
  // Whichever side fails first decides what the cut was; pipeline then destroys the other side with that error.
  let bodyFailure: unknown = null;
  // A client that left while the download was being prepared has closed the response already.
  let clientGone: 'closed' | 'stopped reading' | null = res.destroyed ? 'closed' : null;
  download.body.once('error', (error) => {
    if (!clientGone) bodyFailure = error;
  });
  res.once('close', () => {
    if (!res.writableFinished && bodyFailure === null) clientGone ??= 'closed';
  });
  res.setTimeout(DOWNLOAD_IDLE_TIMEOUT_MS, () => {
    clientGone ??= 'stopped reading';
    res.destroy();
  });
  res.status(200);
  for (const [name, value] of Object.entries(download.headers)) res.setHeader(name, value);
  try {
    await pipeline(download.body, res);
  } catch (error) {
    const traceId = String(res.locals.traceId);
    if (clientGone === 'closed') logger.error({ traceId, path: res.req.path }, 'download cut: the client closed');
    else if (clientGone) logger.error({ traceId, path: res.req.path }, 'download cut: the client stopped reading');
    else logInternalError(logger, bodyFailure ?? error, traceId);
  }
}
