import { pipeline } from 'node:stream/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AccessDeclaration } from '../src/modules/access/allow.decorator';
import { auditCsvExportAccess, auditPdfExportAccess } from '../src/modules/audit/audit-export.service';
import { originalFileAccess, type ImportFileService } from '../src/modules/bank-import/import-file.service';
import { reconciliationExportAccess } from '../src/modules/reports/reconciliation-export.route';
import type { RequestContext } from '../src/platform/context/request-context';
import type { RequestContextFactory } from '../src/platform/context/request-context-factory';
import type { ErrorCode } from '../src/platform/errors/error-codes';
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
  /** The media type (or range) of the success body; the original file keeps the type it was uploaded with. */
  contentType: string;
  /** Query parameters the route reads (its filters), for OpenAPI; each path parameter is a UUID. */
  query?: Record<string, FileQueryParameter>;
  /** The codes the route's own rules raise, beyond what its access declaration and parameters imply. */
  errors?: readonly ErrorCode[];
}

/** One filter of a file route, read as text once (a repeated parameter is refused). */
export interface FileQueryParameter {
  format?: 'uuid' | 'date-time';
  maxLength?: number;
  description?: string;
}

/** The audit log list's filters (GET /api/audit-log without paging). */
const AUDIT_FILTERS: Record<string, FileQueryParameter> = {
  organizationId: { format: 'uuid', description: 'Outside the scope: no rows, not an error.' },
  locationId: { format: 'uuid', description: 'Outside the scope: no rows, not an error.' },
  fromUtc: { format: 'date-time', description: 'Inclusive lower bound of createdAtUtc.' },
  toUtc: { format: 'date-time', description: 'Exclusive upper bound of createdAtUtc.' },
  action: { maxLength: 64, description: 'Exact action, e.g. Export, SelectContext.' },
  userEmail: { maxLength: 320 },
  entityType: { maxLength: 64, description: 'Exact entity type, e.g. ActiveContext.' },
  entityId: { maxLength: 100 },
};

export const fileRoutes: FileRoute[] = [
  {
    method: 'get',
    path: '/api/bank-statements/imports/{id}/file',
    summary: 'The original bank statement file of an import (a stream; Content-Disposition attachment)',
    tag: 'Bank statements',
    access: originalFileAccess,
    operation: 'downloadBankImportFile',
    body: 'The original file with its own Content-Type and Content-Length',
    contentType: '*/*',
  },
  {
    method: 'get',
    path: '/api/reports/reconciliation-evidence/export.csv',
    summary:
      'Reconciliation evidence as CSV (42 columns, at most 5,000 rows, masked ids; writes an Export audit entry)',
    tag: 'Reports and audit',
    access: reconciliationExportAccess,
    operation: 'exportReconciliationEvidence',
    body: 'text/csv; charset=utf-8, streamed; a header-only file when nothing in reach matches',
    contentType: 'text/csv',
    query: {
      organizationId: { format: 'uuid', description: 'Outside the reach: no rows, not an error.' },
      locationId: { format: 'uuid', description: 'Outside the reach: no rows, not an error.' },
      postingId: { format: 'uuid' },
      allocationId: { format: 'uuid' },
      bankTransactionId: { format: 'uuid' },
      status: { maxLength: 32, description: 'The posting status, e.g. Reconciled.' },
      fromUtc: { format: 'date-time', description: 'Inclusive lower bound of the posting createdAtUtc.' },
      toUtc: { format: 'date-time', description: 'Exclusive upper bound of the posting createdAtUtc.' },
    },
  },
  {
    method: 'get',
    path: '/api/audit-log/export.csv',
    summary:
      'The audit log as UTF-8 CSV (the list filters, no paging; streamed; Content-Disposition attachment). ' +
      'Needs audit.view as well; writes an Export audit entry',
    tag: 'Audit',
    access: auditCsvExportAccess,
    operation: 'exportAuditLogCsv',
    body: 'text/csv; charset=utf-8: id, createdAtUtc, organizationId, locationId, userId, userEmail, action, entityType, entityId, message, detailsJson',
    contentType: 'text/csv',
    query: AUDIT_FILTERS,
  },
  {
    method: 'get',
    path: '/api/audit-log/export.pdf',
    summary:
      'The audit log as a PDF summary (the list filters; at most 5,000 entries listed). ' +
      'Needs audit.view as well; writes an Export audit entry',
    tag: 'Audit',
    access: auditPdfExportAccess,
    operation: 'exportAuditLogPdf',
    body: 'application/pdf: title, generation time, filters, row count and one line per entry',
    contentType: 'application/pdf',
    query: AUDIT_FILTERS,
  },
];

/**
 * Sends one file route's body. Called after the route's access declaration passed, with the request's context; it
 * sets the status and headers and streams the body, never building it in memory.
 */
export type FileHandler = (ctx: RequestContext, request: Request, res: Response) => Promise<void>;

/** Mounts every file route with the handler registered under its operation name. */
export function createFileRoutes(contextFactory: RequestContextFactory, handlers: Record<string, FileHandler>): Router {
  const router = Router();
  for (const route of fileRoutes) {
    const handler = handlers[route.operation];
    if (!handler) throw new Error(`No handler for the file route ${route.path}`);
    router.get(expressPath(route.path), (req: Request, res: Response, next: NextFunction) => {
      serve(route, handler, contextFactory, req, res).catch(next);
    });
  }
  return router;
}

async function serve(
  route: FileRoute,
  handler: FileHandler,
  contextFactory: RequestContextFactory,
  req: Request,
  res: Response,
): Promise<void> {
  const ctx = contextFactory.fromHttp(req, res);
  // The declaration authenticates first, then checks its target, as on the routes of the table.
  const args: Record<string, unknown> = { ...req.query };
  for (const [name, value] of Object.entries(req.params)) args[name] = String(value).toLowerCase();
  await route.access.enforce({ context: ctx, args, root: {}, operation: route.operation });
  await handler(ctx, req, res);
}

/** Streams `body` into the response; a client hanging up is not a failure of ours. */
export async function streamBody(body: NodeJS.ReadableStream, res: Response): Promise<void> {
  await pipeline(body, res).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    // A failed read is ours: the error handler logs it under the trace id and, the headers being out already,
    // ends the response instead of answering an ErrorResponse.
    throw error;
  });
}

/** The original bank statement file of an import. */
export function originalFileHandler(files: ImportFileService): FileHandler {
  return async (ctx, req, res) => {
    const file = await files.open(ctx, String(req.params.id).toLowerCase());
    res.status(200);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.sizeBytes));
    res.setHeader('Content-Disposition', file.contentDisposition);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await streamBody(file.stream, res);
  };
}
