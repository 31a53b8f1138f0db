import { UploadBankStatementDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/** Bank statement upload (docs/bank-imports.md §Upload and processing). */
export const bankImportRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/bank-statements/import',
    summary:
      'Upload a bank statement (multipart field `file`) for the outlet of the organizationId/locationId query pair or ' +
      'the context headers; a file already imported for the organization answers with the existing import',
    tag: 'Bank statements',
    operation: UploadBankStatementDocument,
    uploadVariable: 'file',
    result: (data) => data.uploadBankStatement,
    status: 202,
    errors: ['organization_import_quota_exceeded'],
  }),
];
