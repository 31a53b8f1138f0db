import { stringify } from 'csv-stringify/sync';
import type { RequestContext } from '../../platform/context/request-context';
import { SnapshotCursor } from '../../platform/database/snapshot-cursor';
import { downloadBody, type FileDownload } from '../../platform/http/file-download';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { pageWindow } from '../../platform/graphql/paging';
import { isUuid } from '../../platform/validation/uuid';
import { authorize, reachOf, type AccessTarget } from '../access/access.module';
import type { AuditService } from '../audit/audit.module';
import { EVIDENCE_COLUMN_NAMES, EVIDENCE_COLUMNS } from './reconciliation-evidence.columns';
import {
  EVIDENCE_ROW_CAP,
  evidenceCountStatement,
  evidenceRowsStatement,
  type EvidenceFilters,
} from './reconciliation-evidence.query';

export const RECONCILIATION_EXPORT_PATH = '/api/reports/reconciliation-evidence/export.csv';

/** A row as the statement answers it: every column as text, null for an empty cell. */
export type EvidenceRow = Record<string, string | null>;

export interface EvidencePage {
  items: Record<string, unknown>[];
  totalCount: number;
  page: number;
  pageSize: number;
  rowCap: number;
  exportPath: string;
}

const UUID_FILTERS = ['organizationId', 'locationId', 'postingId', 'allocationId', 'bankTransactionId'] as const;

/**
 * The reconciliation evidence (docs/reports.md) from local tables only: nothing here calls the accounting system,
 * refreshes, queues or retries. The GraphQL page and the CSV export run the same statement.
 */
export class ReconciliationEvidenceService {
  constructor(private readonly audit: AuditService) {}

  async page(ctx: RequestContext, filters: EvidenceFilters, paging: { page: number; pageSize: number }) {
    checkPeriod(filters);
    const reach = reachOf(await ctx.requireActor(), 'erp.postings.view');
    const count = evidenceCountStatement(reach, filters);
    const [{ total }]: { total: number }[] = await ctx.em.query(count.sql, count.params);
    const window = pageWindow(paging);
    const rows: EvidenceRow[] =
      total > window.offset ? await ctx.em.query(...statementArgs(evidenceRowsStatement(reach, filters, window))) : [];
    return {
      items: rows.map(typedRow),
      totalCount: total,
      page: paging.page,
      pageSize: paging.pageSize,
      rowCap: EVIDENCE_ROW_CAP,
      exportPath: exportPathOf(filters),
    } satisfies EvidencePage;
  }

  /**
   * Opens the CSV export and commits its `Export` entry; the returned download is sent afterwards. The rows are a
   * snapshot held by the database (`SnapshotCursor`): its row count is known before the first byte, so the entry
   * carries the number of rows the file holds and is committed before anything is sent, and a failure to write it
   * refuses the export with nothing sent. No transaction stays open while the client reads.
   */
  async openCsv(ctx: RequestContext, filters: EvidenceFilters): Promise<FileDownload> {
    const actor = await ctx.requireActor();
    const reach = reachOf(actor, 'erp.postings.view');
    const statement = evidenceRowsStatement(reach, filters, { offset: 0, limit: EVIDENCE_ROW_CAP });
    const anchor = await auditAnchor(filters, ctx, actor.roleAssignments);
    const { cursor } = await SnapshotCursor.open<EvidenceRow>(ctx.dataSource, statement);
    try {
      const rowCount = cursor.rowCount;
      await cursor.inTransaction(() =>
        this.audit.record(ctx, {
          action: 'Export',
          entityType: 'ReconciliationEvidence',
          ...anchor,
          message: `Reconciliation evidence exported as CSV (${rowCount} rows).`,
          details: { format: 'csv', rowCount, rowCap: EVIDENCE_ROW_CAP, filters: appliedFilters(filters) },
        }),
      );
    } catch (error) {
      await cursor.close();
      throw error;
    }
    return {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
      body: downloadBody(csvChunks(cursor), () => cursor.close()),
    };
  }
}

/**
 * RFC 4180: a header row, CRLF after every record, a field quoted only when it holds a comma, quote or line break,
 * quotes doubled. One chunk per fetched batch.
 */
async function* csvChunks(cursor: SnapshotCursor<EvidenceRow>): AsyncGenerator<string> {
  yield stringify([[...EVIDENCE_COLUMN_NAMES]], { record_delimiter: 'windows' });
  for await (const rows of cursor.batches()) {
    yield stringify(rows, { columns: [...EVIDENCE_COLUMN_NAMES], record_delimiter: 'windows' });
  }
}

/**
 * The organization and outlet the Export entry is filed under, so the auditors of that scope see it: the filters when
 * given, else the requested context, else the one organization (and outlet) the caller's assignments name. A named
 * organization or outlet the caller may not see evidence of is never used (its export is empty anyway): the entry
 * must not land in another tenant's log, nor tell it who asked.
 */
async function auditAnchor(
  filters: EvidenceFilters,
  ctx: RequestContext,
  assignments: readonly { organizationId: string | null; locationId: string | null }[],
): Promise<{ organizationId: string | null; locationId: string | null }> {
  const organizations = new Set(assignments.map((assignment) => assignment.organizationId));
  const locations = new Set(assignments.map((assignment) => assignment.locationId));
  const only = <T>(values: Set<T>): T | null => (values.size === 1 ? [...values][0] : null);
  // Well-formed: the file route refuses a malformed context header before the export opens.
  const { headers } = ctx.requestedContext;
  const organizationId = filters.organizationId ?? headers.organizationId?.toLowerCase() ?? null;
  const locationId = filters.locationId ?? headers.locationId?.toLowerCase() ?? null;
  const visible = (target: AccessTarget) =>
    authorize(ctx, 'erp.postings.view', target).then(
      () => true,
      (error: unknown) => {
        if (error instanceof DomainError) return false;
        throw error;
      },
    );
  return {
    organizationId:
      organizationId && (await visible({ kind: 'organization', organizationId }))
        ? organizationId
        : only(organizations),
    locationId: locationId && (await visible({ kind: 'location', locationId })) ? locationId : only(locations),
  };
}

/** The export's filters from a query string; a malformed one is validation.failed, like a GraphQL argument. */
export function filtersFromQuery(query: Record<string, unknown>): EvidenceFilters {
  const text = (name: string): string | null => {
    const value = query[name];
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string') throw validationFailed({ [name]: ['invalid'] }, `${name} must be given once.`);
    return value;
  };
  const filters: EvidenceFilters = {};
  for (const name of UUID_FILTERS) {
    const value = text(name);
    if (value !== null && !isUuid(value)) throw validationFailed({ [name]: ['invalid_uuid'] }, `${name} is no UUID.`);
    filters[name] = value?.toLowerCase() ?? null;
  }
  const status = text('status');
  if (status !== null && status.length > 32) throw validationFailed({ status: ['too_long'] }, 'status is too long.');
  filters.status = status;
  for (const name of ['fromUtc', 'toUtc'] as const) {
    const value = text(name);
    const date = value === null ? null : new Date(value);
    if (date && Number.isNaN(date.getTime()))
      throw validationFailed({ [name]: ['invalid_date'] }, `${name} is no ISO-8601 time.`);
    filters[name] = date;
  }
  checkPeriod(filters);
  return filters;
}

function checkPeriod(filters: EvidenceFilters): void {
  if (filters.fromUtc && filters.toUtc && filters.fromUtc > filters.toUtc)
    throw validationFailed({ toUtc: ['before_from_utc'] }, 'toUtc must not be before fromUtc.');
}

/** The filters that were given, as the audit entry and the export path carry them. */
function appliedFilters(filters: EvidenceFilters): Record<string, string> {
  const applied: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    applied[name] = value instanceof Date ? value.toISOString() : String(value);
  }
  return applied;
}

/** The REST path of the CSV export of the same filters. */
export function exportPathOf(filters: EvidenceFilters): string {
  const query = new URLSearchParams(appliedFilters(filters)).toString();
  return query ? `${RECONCILIATION_EXPORT_PATH}?${query}` : RECONCILIATION_EXPORT_PATH;
}

/** The file name of an export made at `now`: reconciliation-evidence-<yyyyMMddHHmmss>.csv, in UTC. */
export function exportFileName(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `reconciliation-evidence-${stamp}.csv`;
}

function statementArgs(statement: { sql: string; params: unknown[] }): [string, unknown[]] {
  return [statement.sql, statement.params];
}

/** The GraphQL row: amounts as numbers, times as dates, the flag as a boolean; the CSV keeps the text. */
function typedRow(row: EvidenceRow): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const column of EVIDENCE_COLUMNS) {
    const value = row[column.name];
    if (value === null || value === undefined) typed[column.name] = null;
    else if (column.kind === 'amount') typed[column.name] = Number(value);
    else if (column.kind === 'timestamp') typed[column.name] = new Date(value);
    else if (column.kind === 'boolean') typed[column.name] = value === 'true';
    else typed[column.name] = value;
  }
  return typed;
}
