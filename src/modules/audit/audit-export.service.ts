import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import type { RequestContext } from '../../platform/context/request-context';
import { SnapshotCursor } from '../../platform/database/snapshot-cursor';
import { downloadBody, type FileDownload } from '../../platform/http/file-download';
import { validationFailed } from '../../platform/errors/domain-error';
import { allow, on, type AccessDeclaration } from '../access/access.module';
import { reachOf, type AssignmentReach } from '../access/access.module';
import type { Actor } from '../../platform/context/actor';
import type { Permission } from '../access/access.module';
import {
  AUDIT_COLUMNS,
  AUDIT_ORDER,
  appliedFilters,
  auditLogSelection,
  type AuditLogFilters,
  type AuditRow,
} from './audit-log-query';
import type { AuditService } from './audit.service';
import { pdfText, truncate } from './pdf-text';

export type AuditExportFormat = 'csv' | 'pdf';

/** The CSV columns, in their published order (docs/audit-exports.md, "CSV"). */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'createdAtUtc',
  'organizationId',
  'locationId',
  'userId',
  'userEmail',
  'action',
  'entityType',
  'entityId',
  'message',
  'detailsJson',
] as const;

/**
 * The PDF is a reading copy for people: past a few thousand lines nobody reads it, and pdfkit keeps each page's
 * content until the page closes, so the summary stops at this many entries and says so. The CSV has no cap.
 */
export const AUDIT_PDF_ROW_CAP = 5_000;

const PERMISSION: Record<AuditExportFormat, Permission> = { csv: 'export.csv', pdf: 'export.pdf' };

/**
 * An export needs both the list's `audit.view` and the format's export permission, each somewhere in the caller's
 * reach; the declared rule (what OpenAPI and the matrix read) names the export permission, and the service exports
 * only the scopes where the same assignment grants both.
 */
function exportAccess(format: AuditExportFormat): AccessDeclaration {
  const view = allow('audit.view', on.reach());
  const exporting = allow(PERMISSION[format], on.reach());
  return {
    rule: exporting.rule,
    async precheck(context) {
      await view.precheck(context);
      await exporting.precheck(context);
    },
    async enforce(call) {
      await view.enforce(call);
      await exporting.enforce(call);
    },
  };
}

export const auditCsvExportAccess = exportAccess('csv');
export const auditPdfExportAccess = exportAccess('pdf');

const CONTENT_TYPE: Record<AuditExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * The audit log exports (docs/audit-exports.md): the list's scope and filters (`auditLogSelection`), streamed from a
 * cursor, never held in memory; every export, an empty one too, writes one `Export` entry holding format, row count,
 * row cap and filters only.
 */
export class AuditExportService {
  constructor(private readonly audit: AuditService) {}

  /**
   * Opens the export and commits its `Export` entry; the returned download is sent afterwards. The rows are a
   * snapshot held by the database (`SnapshotCursor`), so the entry's `rowCount` is the number of rows the file
   * holds, known before the first byte, and a failure to write the entry refuses the export with nothing sent.
   */
  async open(ctx: RequestContext, format: AuditExportFormat, filters: AuditLogFilters): Promise<FileDownload> {
    const actor = await ctx.requireActor();
    const scope = exportReach(actor, PERMISSION[format]);
    const selection = auditLogSelection(scope, filters);
    const generatedAt = new Date();
    const rowCap = format === 'pdf' ? AUDIT_PDF_ROW_CAP : null;
    const limit = rowCap === null ? '' : `LIMIT ${rowCap}`;
    const { cursor, sameSnapshot: total } = await SnapshotCursor.open<AuditRow, number | null>(
      ctx.dataSource,
      {
        sql: `${selection.cte} SELECT ${AUDIT_COLUMNS} FROM audit_log a ${selection.where} ${AUDIT_ORDER} ${limit}`,
        params: selection.params,
      },
      // The PDF says how many entries matched beyond its cap: counted in the snapshot the rows come from.
      async () => {
        if (format !== 'pdf') return null;
        const [row]: { total: number }[] = await ctx.em.query(
          `${selection.cte} SELECT count(*)::int AS total FROM audit_log a ${selection.where}`,
          selection.params,
        );
        return row.total;
      },
    );
    try {
      const rowCount = cursor.rowCount;
      await cursor.inTransaction(async () =>
        this.audit.record(ctx, {
          action: 'Export',
          entityType: 'AuditLog',
          ...(await exportPlacement(ctx, scope, filters)),
          message: `Audit log exported as ${format.toUpperCase()} (${rowCount} rows)`,
          details: { format, rowCount, rowCap, filters: appliedFilters(filters) },
        }),
      );
    } catch (error) {
      await cursor.close();
      throw error;
    }
    const chunks =
      format === 'csv'
        ? csvChunks(cursor)
        : pdfChunks(cursor, {
            generatedAt,
            filters: appliedFilters(filters),
            total: total ?? 0,
            rowCap: AUDIT_PDF_ROW_CAP,
          });
    return {
      headers: {
        'Content-Type': CONTENT_TYPE[format],
        'Content-Disposition': `attachment; filename="audit-log-${timestamp(generatedAt)}.${format}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
      body: downloadBody(chunks, () => cursor.close()),
    };
  }
}

/** The scopes where one assignment grants both `audit.view` and the export permission. */
function exportReach(actor: Actor, permission: Permission): AssignmentReach {
  const viewing = reachOf(actor, 'audit.view');
  const exporting = reachOf(actor, permission);
  return {
    platform: viewing.platform && exporting.platform,
    organizationIds: viewing.organizationIds.filter((id) => exporting.organizationIds.includes(id)),
    locationIds: viewing.locationIds.filter((id) => exporting.locationIds.includes(id)),
  };
}

/**
 * Where the Export entry is filed: a platform user's under the organization and outlet it filtered on; anybody
 * else's under their one organization or outlet, so their own administrators see it. A caller holding several
 * assignments, exporting platform-wide, or filtering outside the reach files it at platform level.
 */
async function exportPlacement(
  ctx: RequestContext,
  scope: AssignmentReach,
  filters: AuditLogFilters,
): Promise<{ organizationId: string | null; locationId: string | null }> {
  if (scope.platform) {
    const locationId = filters.locationId ?? null;
    const organizationId = filters.organizationId ?? (locationId ? await organizationOf(ctx, locationId) : null);
    return { organizationId, locationId };
  }
  if (scope.organizationIds.length === 1 && scope.locationIds.length === 0)
    return { organizationId: scope.organizationIds[0], locationId: null };
  if (scope.organizationIds.length === 0 && scope.locationIds.length === 1)
    return { organizationId: await organizationOf(ctx, scope.locationIds[0]), locationId: scope.locationIds[0] };
  return { organizationId: null, locationId: null };
}

async function organizationOf(ctx: RequestContext, locationId: string): Promise<string | null> {
  const [row]: { organization_id: string }[] = await ctx.em.query(
    'SELECT organization_id FROM locations WHERE id = $1',
    [locationId],
  );
  return row?.organization_id ?? null;
}

/** An audit row as the CSV record of `AUDIT_CSV_COLUMNS`; the details are the stored, already sanitized JSON. */
function csvRecord(row: AuditRow): string[] {
  return [
    row.id,
    row.createdAtUtc.toISOString(),
    row.organizationId ?? '',
    row.locationId ?? '',
    row.userId ?? '',
    row.userEmail ?? '',
    row.action,
    row.entityType,
    row.entityId ?? '',
    row.message,
    JSON.stringify(row.detailsJson ?? {}),
  ];
}

/**
 * RFC 4180: a header line, CRLF after every record, fields quoted when they hold a quote, comma or line break; no BOM.
 * One chunk per fetched batch.
 */
async function* csvChunks(cursor: SnapshotCursor<AuditRow>): AsyncGenerator<string> {
  const csv = { record_delimiter: 'windows' } as const;
  yield stringify([[...AUDIT_CSV_COLUMNS]], csv);
  for await (const rows of cursor.batches()) yield stringify(rows.map(csvRecord), csv);
}

interface PdfHeader {
  generatedAt: Date;
  filters: Record<string, string>;
  total: number;
  rowCap: number;
}

/**
 * The reading copy: title, generation time, filters, row count, then one line per entry (time, user, action,
 * entity, message cut short). The details JSON never goes into the PDF. pdfkit writes into its own buffer; what it
 * wrote is handed on after each fetched batch, so the client's pace holds back the next FETCH.
 */
async function* pdfChunks(cursor: SnapshotCursor<AuditRow>, header: PdfHeader): AsyncGenerator<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, bufferPages: false });
  doc.info.Title = 'Audit log export';
  doc.fontSize(16).text('Audit log export');
  doc.fontSize(9).moveDown(0.5);
  doc.text(`Generated at (UTC): ${header.generatedAt.toISOString()}`);
  const filters = Object.entries(header.filters);
  doc.text(
    `Filters: ${filters.length ? filters.map(([name, value]) => `${name}=${pdfText(value)}`).join(', ') : 'none'}`,
  );
  const shown = Math.min(header.total, header.rowCap);
  doc.text(
    header.total > header.rowCap
      ? `Rows: ${header.total} (the first ${shown} are listed; the rest were cut, use the CSV export for all)`
      : `Rows: ${header.total}`,
  );
  doc.moveDown(0.5).fontSize(7);
  yield* written(doc);
  for await (const rows of cursor.batches()) {
    for (const row of rows) {
      const line = [
        row.createdAtUtc.toISOString(),
        truncate(row.userEmail ?? '-', 60),
        row.action,
        `${row.entityType}/${row.entityId ?? '-'}`,
        truncate(row.message, 140),
      ].join('  ');
      doc.text(pdfText(line), { lineBreak: false, ellipsis: true, width: doc.page.width - 72 });
      // lineBreak false leaves the cursor on the line; pdfkit starts a page when the next line would not fit.
      doc.moveDown(0.2);
    }
    yield* written(doc);
  }
  doc.end();
  for await (const chunk of doc as AsyncIterable<Buffer>) yield chunk;
}

/** What pdfkit has written so far and nobody has read. */
function* written(doc: Readable): Generator<Buffer> {
  for (let chunk: Buffer | null = doc.read(); chunk !== null; chunk = doc.read()) yield chunk;
}

function timestamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The query string of an export request as filters; malformed values are `validation.failed`, unknown names ignored. */
export function filtersFromQuery(query: Record<string, unknown>): AuditLogFilters {
  const errors: Record<string, string[]> = {};
  const text = (name: string, max: number): string | null => {
    const value = query[name];
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string') errors[name] = ['single_value'];
    else if (value.length > max) errors[name] = ['too_long'];
    else return value;
    return null;
  };
  const uuid = (name: string): string | null => {
    const value = text(name, 36);
    if (value !== null && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
      errors[name] = ['uuid'];
      return null;
    }
    return value?.toLowerCase() ?? null;
  };
  const instant = (name: string): Date | null => {
    const value = text(name, 40);
    if (value === null) return null;
    const parsed = new Date(value);
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(parsed.getTime())) {
      errors[name] = ['date_time'];
      return null;
    }
    return parsed;
  };
  const filters: AuditLogFilters = {
    organizationId: uuid('organizationId'),
    locationId: uuid('locationId'),
    fromUtc: instant('fromUtc'),
    toUtc: instant('toUtc'),
    action: text('action', 64),
    userEmail: text('userEmail', 320),
    entityType: text('entityType', 64),
    entityId: text('entityId', 100),
  };
  if (Object.keys(errors).length) throw validationFailed(errors);
  return filters;
}
