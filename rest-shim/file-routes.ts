import { pipeline } from 'node:stream/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AccessDeclaration } from '../src/modules/access/allow.decorator';
import { originalFileAccess, type ImportFileService } from '../src/modules/bank-import/import-file.service';
import type { RequestContextFactory } from '../src/platform/context/request-context-factory';
import { expressPath } from './rest-route';

/**
 * A REST-only streaming download. A file body does not fit a GraphQL operation, so it is a plain Express route, but
 * it carries an access declaration like an operation's (the matrix and OpenAPI read it), builds the same
 * RequestContext and hands every error to the shared ErrorResponse handler.
 */
export interface FileRoute {
  method: 'get';
  path: string;
  summary: string;
  tag: string;
  access: AccessDeclaration;
  /** The operation's name, as a GraphQL field's would be (workflow.locked answers name it). */
  operation: string;
  /** What the success body is, for OpenAPI. */
  body: string;
  errorStatuses: number[];
}

export const fileRoutes: FileRoute[] = [
  {
    method: 'get',
    path: '/api/bank-statements/imports/{id}/file',
    summary: 'The original bank statement file of an import (a stream; Content-Disposition attachment)',
    tag: 'Bank statements',
    access: originalFileAccess,
    operation: 'downloadBankImportFile',
    body: 'The original file with its own Content-Type and Content-Length',
    errorStatuses: [400, 401, 403, 404],
  },
];

export function createFileRoutes(contextFactory: RequestContextFactory, files: ImportFileService): Router {
  const router = Router();
  const [download] = fileRoutes;
  router.get(expressPath(download.path), (req: Request, res: Response, next: NextFunction) => {
    sendOriginal(download, contextFactory, files, req, res).catch(next);
  });
  return router;
}

async function sendOriginal(
  route: FileRoute,
  contextFactory: RequestContextFactory,
  files: ImportFileService,
  req: Request,
  res: Response,
): Promise<void> {
  const ctx = contextFactory.fromHttp(req, res);
  // The declaration authenticates first, then checks the path id and the import, as on the routes of the table.
  const id = String(req.params.id).toLowerCase();
  await route.access.enforce({ context: ctx, args: { id }, root: {}, operation: route.operation });
  const file = await files.open(ctx, id);
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.sizeBytes));
  res.setHeader('Content-Disposition', file.contentDisposition);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  await pipeline(file.stream, res).catch((error: NodeJS.ErrnoException) => {
    // The client hung up: nothing failed on our side.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    // A failed read is ours: the error handler logs it under the trace id and, the headers being out already,
    // ends the response instead of answering an ErrorResponse.
    throw error;
  });
}
