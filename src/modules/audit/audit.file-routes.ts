import type { Request } from 'express';
import type { FileQueryParameter, FileRoute } from '../../platform/rest/file-route';
import {
  auditCsvExportAccess,
  auditPdfExportAccess,
  filtersFromQuery,
  type AuditExportFormat,
  type AuditExportService,
} from './audit-export.service';

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

/**
 * The audit log's downloads: the query string holds the list's filters. Each resolves once the filters are valid,
 * the rows are held and the Export entry is committed.
 */
export function auditFileRoutes(exports: AuditExportService): FileRoute[] {
  const download = (format: AuditExportFormat) => async (ctx: Parameters<FileRoute['handler']>[0], req: Request) =>
    exports.open(ctx, format, filtersFromQuery(req.query as Record<string, unknown>));
  return [
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
      handler: download('csv'),
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
      handler: download('pdf'),
    },
  ];
}
