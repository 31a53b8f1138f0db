import type { Request } from 'express';
import type { RequestContext } from '../../platform/context/request-context';
import type { FileDownload } from '../../platform/http/file-download';
import { filtersFromQuery, type AuditExportFormat, type AuditExportService } from './audit-export.service';

/**
 * The REST download of an audit export (`GET /api/audit-log/export.csv|pdf`, a file route): the query string holds
 * the list's filters. Resolves once the filters are valid, the rows are held and the Export entry is committed.
 */
export function auditExportHandler(exports: AuditExportService, format: AuditExportFormat) {
  return async (ctx: RequestContext, req: Request): Promise<FileDownload> =>
    exports.open(ctx, format, filtersFromQuery(req.query as Record<string, unknown>));
}
