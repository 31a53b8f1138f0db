import {
  DeleteBankImportDocument,
  OverrideBankImportQualityReviewDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/**
 * Bank statements: the quality (balance review) override and import delete (docs/bank-imports.md §Import delete).
 * The original file download (GET /api/bank-statements/imports/{id}/file) streams, so it is a file route
 * (bank-import.file-routes.ts).
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
    errors: ['review_override_reason_required', 'workflow.invalid_transition', 'concurrency.conflict'],
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
    errors: ['import_delete_reason_required', 'bank_import_has_allocations'],
  }),
];
