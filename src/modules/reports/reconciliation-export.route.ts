import type { Request, Response } from 'express';
import type { RequestContext } from '../../platform/context/request-context';
import { allow, on, type AccessDeclaration } from '../access/allow.decorator';
import {
  exportFileName,
  filtersFromQuery,
  type ReconciliationEvidenceService,
} from './reconciliation-evidence.service';

/** Any assignment granting erp.postings.view; the statement reads only rows inside the caller's reach. */
export const reconciliationExportAccess: AccessDeclaration = allow('erp.postings.view', on.reach());

/** The file route's handler (rest-shim/file-routes.ts FileHandler): headers first, then the rows as they come. */
export function reconciliationExportHandler(
  evidence: ReconciliationEvidenceService,
): (ctx: RequestContext, request: Request, res: Response) => Promise<void> {
  return async (ctx, req, res) => {
    // Validated before any header goes out, so a bad filter still answers an ErrorResponse.
    const filters = filtersFromQuery(req.query as Record<string, unknown>);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    await evidence.exportCsv(ctx, filters, res);
  };
}
