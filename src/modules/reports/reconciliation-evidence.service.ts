import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { RequestContext } from '../../platform/context/request-context';
import { validationFailed } from '../../platform/errors/domain-error';
import { pageWindow } from '../../platform/graphql/paging';
import { isUuid } from '../../platform/validation/uuid';
import { reachOf } from '../access/access-guard';
import type { AuditService } from '../audit/audit.service';
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
 * The reconciliation evidence (document 02 §Reports and audit) from local tables only: nothing here calls the
 * accounting system, refreshes, queues or retries. The GraphQL page and the CSV export run the same statement.
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
   * Streams the CSV into `out` through a server-side cursor (pg-query-stream): rows flow with backpressure and the
   * result is never held in memory. Then writes the Export audit entry. A cursor lives in a transaction of its own
   * connection, and an audit entry committed with it would wait for the slowest client; the entry is written after
   * the last row instead, in the same request, so a failed stream leaves no entry claiming an export.
   */
  async exportCsv(ctx: RequestContext, filters: EvidenceFilters, out: NodeJS.WritableStream): Promise<number | null> {
    const actor = await ctx.requireActor();
    const reach = reachOf(actor, 'erp.postings.view');
    const statement = evidenceRowsStatement(reach, filters, { offset: 0, limit: EVIDENCE_ROW_CAP });
    const runner = ctx.dataSource.createQueryRunner();
    let rowCount = 0;
    try {
      const rows = await runner.stream(statement.sql, statement.params);
      const counter = new Transform({
        objectMode: true,
        transform(row: EvidenceRow, _encoding, done) {
          rowCount += 1;
          done(null, row);
        },
      });
      // RFC 4180: CRLF records, a field quoted only when it holds a comma, quote or line break, quotes doubled.
      const csv = stringify({ header: true, columns: [...EVIDENCE_COLUMN_NAMES], record_delimiter: 'windows' });
      // The response stays open until the audit entry is written, so a client that has the whole file knows the
      // entry exists.
      await pipeline(rows, counter, csv, out, { end: false });
    } catch (error) {
      // A client hanging up is not a failure of ours, but neither is it an export: no entry claims one.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return null;
      throw error;
    } finally {
      await runner.release();
    }
    await this.audit.record(ctx, {
      action: 'Export',
      entityType: 'ReconciliationEvidence',
      ...auditAnchor(filters, ctx, actor.roleAssignments),
      message: `Reconciliation evidence exported as CSV (${rowCount} rows).`,
      details: { format: 'csv', rowCount, rowCap: EVIDENCE_ROW_CAP, filters: appliedFilters(filters) },
    });
    out.end();
    return rowCount;
  }
}

/**
 * The organization and outlet the Export entry is filed under, so the auditors of that scope see it: the filters
 * when given, else the requested context, else the one organization (and outlet) the caller's assignments name.
 */
function auditAnchor(
  filters: EvidenceFilters,
  ctx: RequestContext,
  assignments: readonly { organizationId: string | null; locationId: string | null }[],
): { organizationId: string | null; locationId: string | null } {
  const organizations = new Set(assignments.map((assignment) => assignment.organizationId));
  const locations = new Set(assignments.map((assignment) => assignment.locationId));
  const only = <T>(values: Set<T>): T | null => (values.size === 1 ? [...values][0] : null);
  return {
    organizationId: filters.organizationId ?? ctx.requestedContext.headers.organizationId ?? only(organizations),
    locationId: filters.locationId ?? ctx.requestedContext.headers.locationId ?? only(locations),
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
