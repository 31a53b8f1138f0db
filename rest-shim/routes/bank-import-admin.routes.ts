import { DeleteBankImportDocument, OverrideBankImportQualityReviewDocument } from '../generated/graphql';
import { route, type RestRoute } from '../rest-route';

/**
 * Document 01 §Endpoints: Bank statements — quality override and import delete. The original file download
 * (GET /api/bank-statements/imports/{id}/file) streams, so it is a plain route in rest-shim/file-routes.ts.
 */
export const bankImportAdminRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/bank-statements/imports/{id}/quality-review/override',
    summary: 'Override the open balance review of an import with a reason; answers the updated review fields',
    tag: 'Bank statements',
    operation: OverrideBankImportQualityReviewDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.overrideBankImportQualityReview,
    status: 200,
    errorStatuses: [400, 401, 403, 404, 409],
  }),
  route({
    method: 'delete',
    path: '/api/bank-statements/imports/{id}',
    summary: 'Hard-delete an import with its transactions and stored file; the same file may be uploaded again',
    tag: 'Bank statements',
    operation: DeleteBankImportDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: () => undefined,
    status: 204,
    errorStatuses: [400, 401, 403, 404, 409],
  }),
];
