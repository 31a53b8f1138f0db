import { pipeline } from 'node:stream/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AccessDeclaration } from '../src/modules/access/allow.decorator';
import { auditCsvExportAccess, auditPdfExportAccess } from '../src/modules/audit/audit-export.service';
import { originalFileAccess, type ImportFileService } from '../src/modules/bank-import/import-file.service';
import { reconciliationExportAccess } from '../src/modules/reports/reconciliation-export.route';
import type { RequestContext } from '../src/platform/context/request-context';
import type { RequestContextFactory } from '../src/platform/context/request-context-factory';
import { DomainError } from '../src/platform/errors/domain-error';
import type { ErrorCode } from '../src/platform/errors/error-codes';
import { logInternalError } from '../src/platform/errors/log-error';
import { throwDeferredInputError } from '../src/platform/http/deferred-input-error';
import type { FileDownload } from '../src/platform/http/file-download';
import type { Logger } from '../src/platform/logging/logger';
import { isUuid } from '../src/platform/validation/uuid';
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
 * Prepares one file route's download: validates what the request sent, reads what the file needs and commits the
 * route's audit entry. It gets no response to write to; `serve` sends the download once it resolves.
 */
export type FileHandler = (ctx: RequestContext, request: Request) => Promise<FileDownload>;

/** Mounts every file route with the handler registered under its operation name. */
export function createFileRoutes(
  contextFactory: RequestContextFactory,
  handlers: Record<string, FileHandler>,
  logger: Logger,
): Router {
  const router = Router();
  for (const route of fileRoutes) {
    const handler = handlers[route.operation];
    if (!handler) throw new Error(`No handler for the file route ${route.path}`);
    router.get(expressPath(route.path), (req: Request, res: Response, next: NextFunction) => {
      serve(route, handler, contextFactory, req, res)
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
  handler: FileHandler,
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
  return handler(ctx, req);
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

/** The original bank statement file of an import; the Download audit entry is written when it is opened. */
export function originalFileHandler(files: ImportFileService): FileHandler {
  return async (ctx, req) => {
    const file = await files.open(ctx, String(req.params.id).toLowerCase());
    return {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.sizeBytes),
        'Content-Disposition': file.contentDisposition,
        'X-Content-Type-Options': 'nosniff',
      },
      body: file.stream,
    };
  };
}
