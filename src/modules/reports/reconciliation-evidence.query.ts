import type { AssignmentReach } from '../access/access.module';
import { reachSelection, type ReachSelection } from '../access/access.module';
import { EVIDENCE_COLUMNS } from './reconciliation-evidence.columns';

/** The export's row cap (docs/reports.md, "Rows, order, cap"). */
export const EVIDENCE_ROW_CAP = 5000;

/** The filters of the export and of the GraphQL page; each only narrows the caller's reach. */
export interface EvidenceFilters {
  organizationId?: string | null;
  locationId?: string | null;
  postingId?: string | null;
  allocationId?: string | null;
  bankTransactionId?: string | null;
  status?: string | null;
  fromUtc?: Date | null;
  toUtc?: Date | null;
}

export interface EvidenceStatement {
  sql: string;
  params: unknown[];
}

/**
 * Newest posting first, then by id and the line's sequence (a direct posting has one row, without a line): the same
 * filters give the same rows in the same order.
 */
const ORDER = 'p.created_at_utc DESC, p.id, l.sequence';

/**
 * The WHERE of postings × lines in the caller's reach. Platform users (a platform assignment granting the permission)
 * see every organization; others the organizations their organization assignments reach, with descendants, and their
 * assigned outlets. A filter naming anything outside that selects nothing: a safe empty result, not an error.
 */
function scoped(reach: AssignmentReach, filters: EvidenceFilters): ReachSelection {
  return reachSelection(reach, 'p', (filter) => {
    filter((v) => `p.organization_id = ${v}::uuid`, filters.organizationId);
    filter((v) => `p.location_id = ${v}::uuid`, filters.locationId);
    filter((v) => `p.id = ${v}::uuid`, filters.postingId);
    filter((v) => `p.payment_allocation_id = ${v}::uuid`, filters.allocationId);
    filter((v) => `p.bank_transaction_id = ${v}::uuid`, filters.bankTransactionId);
    filter((v) => `p.status = ${v}`, filters.status);
    filter((v) => `p.created_at_utc >= ${v}::timestamptz`, filters.fromUtc);
    filter((v) => `p.created_at_utc < ${v}::timestamptz`, filters.toUtc);
  });
}

/**
 * One statement over local tables: the page of (posting, line) keys is chosen first (a direct posting has no line:
 * one row, its line null), by the index-friendly columns
 * only, and everything else is joined to at most `limit` rows. The last write, last readback and anomaly are read
 * once per posting of the page (DISTINCT ON), not once per line.
 */
export function evidenceRowsStatement(
  reach: AssignmentReach,
  filters: EvidenceFilters,
  window: { offset: number; limit: number },
): EvidenceStatement {
  const { cte, where, params } = scoped(reach, filters);
  const offset = `$${params.length + 1}`;
  const limit = `$${params.length + 2}`;
  const columns = EVIDENCE_COLUMNS.map((column) => `${column.sql} AS "${column.name}"`).join(',\n       ');
  const sql = `${cte ? `${cte},` : 'WITH'}
  page AS (
    SELECT p.id AS posting_id, l.id AS line_id, p.created_at_utc, l.sequence
      FROM erp_payment_postings p
      LEFT JOIN payment_allocation_lines l ON l.allocation_id = p.payment_allocation_id
     ${where}
     ORDER BY ${ORDER}
     OFFSET ${offset} LIMIT ${limit}),
  w AS (
    SELECT DISTINCT ON (t.posting_id) t.posting_id, t.attempt_number, t.outcome, t.error_code, t.finished_at_utc
      FROM erp_posting_attempts t
     WHERE t.kind = 'write' AND t.posting_id IN (SELECT posting_id FROM page)
     ORDER BY t.posting_id, t.attempt_number DESC),
  rb AS (
    SELECT DISTINCT ON (t.posting_id) t.posting_id, t.attempt_number, t.outcome, t.error_code, t.finished_at_utc
      FROM erp_posting_attempts t
     WHERE t.kind = 'readback' AND t.posting_id IN (SELECT posting_id FROM page)
     ORDER BY t.posting_id, t.attempt_number DESC),
  an AS (
    SELECT DISTINCT ON (t.posting_id) t.posting_id, t.id, t.severity, t.status
      FROM payment_anomalies t
     WHERE t.posting_id IN (SELECT posting_id FROM page)
     ORDER BY t.posting_id, (t.status = 'Open') DESC, t.created_at_utc DESC, t.id)
SELECT ${columns}
  FROM page pg
  JOIN erp_payment_postings p ON p.id = pg.posting_id
  LEFT JOIN payment_allocation_lines l ON l.id = pg.line_id
  LEFT JOIN payment_allocations a ON a.id = p.payment_allocation_id
  LEFT JOIN direct_posting_rules r ON r.id = p.direct_posting_rule_id
  LEFT JOIN erp_supplier_snapshots s
    ON s.connection_id = p.erp_connection_id AND s.external_id = p.supplier_external_id
  LEFT JOIN erp_document_snapshots d ON d.connection_id = l.connection_id AND d.external_document_id = l.document_id
  LEFT JOIN w ON w.posting_id = p.id
  LEFT JOIN rb ON rb.posting_id = p.id
  LEFT JOIN an ON an.posting_id = p.id
 ORDER BY ${ORDER}`;
  return { sql, params: [...params, window.offset, window.limit] };
}

/** The number of rows the filters select in the caller's reach, uncapped (the page's totalCount). */
export function evidenceCountStatement(reach: AssignmentReach, filters: EvidenceFilters): EvidenceStatement {
  const { cte, where, params } = scoped(reach, filters);
  return {
    sql: `${cte} SELECT count(*)::int AS total
            FROM erp_payment_postings p
            LEFT JOIN payment_allocation_lines l ON l.allocation_id = p.payment_allocation_id
           ${where}`,
    params,
  };
}
