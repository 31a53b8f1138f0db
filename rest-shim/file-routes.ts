import { pipeline } from 'node:stream/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ImportFileService } from '../src/modules/bank-import/import-file.service';
import type { RequestContextFactory } from '../src/platform/context/request-context-factory';
import { validationFailed } from '../src/platform/errors/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * REST-only streaming downloads. A file body does not fit a GraphQL operation, so these are plain Express routes,
 * but they build the same RequestContext, call the service (which runs the one guard) and hand every error to the
 * shared ErrorResponse handler — the same contract as the routes of the table.
 */
export function createFileRoutes(contextFactory: RequestContextFactory, files: ImportFileService): Router {
  const router = Router();
  router.get('/api/bank-statements/imports/:id/file', (req: Request, res: Response, next: NextFunction) => {
    download(contextFactory, files, req, res).catch(next);
  });
  return router;
}

async function download(
  contextFactory: RequestContextFactory,
  files: ImportFileService,
  req: Request,
  res: Response,
): Promise<void> {
  const id = String(req.params.id);
  // As on the routes of the table, a malformed path id is rejected before anything else.
  if (!UUID.test(id)) throw validationFailed({ id: ['invalid'] });
  const file = await files.open(contextFactory.fromHttp(req, res), id.toLowerCase());
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.sizeBytes));
  res.setHeader('Content-Disposition', file.contentDisposition);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Once headers are out an error can no longer become an ErrorResponse; a broken stream just ends the response.
  await pipeline(file.stream, res).catch(() => res.destroy());
}
