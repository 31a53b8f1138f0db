import type { Request, Response } from 'express';
import type { RequestContext } from '../../platform/context/request-context';
import { filtersFromQuery, type AuditExportFormat, type AuditExportService } from './audit-export.service';

const CONTENT_TYPE: Record<AuditExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * The REST download of an audit export (`GET /api/audit-log/export.csv|pdf`, a file route): the query string holds
 * the list's filters; the headers go out only once the filters are valid and the cursor is open.
 */
export function auditExportHandler(exports: AuditExportService, format: AuditExportFormat) {
  return async (ctx: RequestContext, req: Request, res: Response): Promise<void> => {
    const filters = filtersFromQuery(req.query as Record<string, unknown>);
    await exports.export(ctx, format, filters, {
      start(_format, fileName) {
        res.status(200);
        res.setHeader('Content-Type', CONTENT_TYPE[format]);
        res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
      body: res,
    });
  };
}
