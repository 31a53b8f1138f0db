import type { Request } from 'express';
import type { RequestContext } from '../../platform/context/request-context';
import type { FileDownload } from '../../platform/http/file-download';
import { allow, on, type AccessDeclaration } from '../access/access.module';
import { filtersFromQuery, type ReconciliationEvidenceService } from './reconciliation-evidence.service';

/** Any assignment granting erp.postings.view; the statement reads only rows inside the caller's reach. */
export const reconciliationExportAccess: AccessDeclaration = allow('erp.postings.view', on.reach());

/**
 * The file route's handler (rest-shim/file-routes.ts FileHandler): a malformed filter is refused before anything is
 * read; the download resolves once the rows are held and the Export entry is committed.
 */
export function reconciliationExportHandler(
  evidence: ReconciliationEvidenceService,
): (ctx: RequestContext, request: Request) => Promise<FileDownload> {
  return async (ctx, req) => evidence.openCsv(ctx, filtersFromQuery(req.query as Record<string, unknown>));
}
