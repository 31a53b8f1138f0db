import type { FileRoute } from '../../platform/rest/file-route';
import { allow, on } from '../access/access.module';
import { filtersFromQuery, type ReconciliationEvidenceService } from './reconciliation-evidence.service';

/**
 * The reconciliation evidence as a CSV download. Any assignment granting erp.postings.view may ask: the statement
 * reads only rows inside the caller's reach. A malformed filter is refused before anything is read; the download
 * resolves once the rows are held and the Export entry is committed.
 */
export function reportsFileRoutes(evidence: ReconciliationEvidenceService): FileRoute[] {
  return [
    {
      method: 'get',
      path: '/api/reports/reconciliation-evidence/export.csv',
      summary:
        'Reconciliation evidence as CSV (47 columns, at most 5,000 rows, masked ids; writes an Export audit entry)',
      tag: 'Reports and audit',
      access: allow('erp.postings.view', on.reach()),
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
      handler: async (ctx, req) => evidence.openCsv(ctx, filtersFromQuery(req.query as Record<string, unknown>)),
    },
  ];
}
