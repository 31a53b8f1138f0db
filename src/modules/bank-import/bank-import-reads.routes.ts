import {
  BankImportDocument,
  BankImportQualityReportDocument,
  BankImportsDocument,
  BankImportTransactionsDocument,
  BankStatementImportHealthSummaryDocument,
  BankStatementQualitySummaryDocument,
  BankTransactionDocument,
  SupportedBankFormatsDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const TAG = 'Bank statements';

/**
 * Bank statements, the reads: imports and their transactions (the BankImport and BankTransaction types), quality and
 * health.
 */
export const bankImportReadRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/bank-statements/imports',
    summary: 'Imports of the outlet of the organizationId/locationId query pair or the context headers, newest first',
    tag: TAG,
    operation: BankImportsDocument,
    queryVariables: { page: 'page', pageSize: 'pageSize' },
    result: (data) => data.bankImports,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/bank-statements/imports/{id}',
    summary: 'One import; context headers, when sent, must contain it',
    tag: TAG,
    operation: BankImportDocument,
    pathVariables: { id: 'id' },
    result: (data) => data.bankImport,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/bank-statements/imports/{id}/transactions',
    summary: 'Transactions of an import in statement order, paged, filterable',
    tag: TAG,
    operation: BankImportTransactionsDocument,
    pathVariables: { id: 'importId' },
    queryVariables: {
      page: 'page',
      pageSize: 'pageSize',
      direction: 'direction',
      matchStatus: 'matchStatus',
      fromDate: 'fromDate',
      toDate: 'toDate',
      search: 'search',
    },
    result: (data) => data.bankImportTransactions,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/bank-statements/transactions/{id}',
    summary: 'One bank transaction; context headers, when sent, must contain it',
    tag: TAG,
    operation: BankTransactionDocument,
    pathVariables: { id: 'id' },
    result: (data) => data.bankTransaction,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/bank-statements/imports/{id}/quality-report',
    summary: 'Quality report of an import: balances, confidence, warnings, statements',
    tag: TAG,
    operation: BankImportQualityReportDocument,
    pathVariables: { id: 'id' },
    result: (data) => data.bankImportQualityReport,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/bank-statements/quality-summary',
    summary: 'Aggregated quality counters of the outlet in the active context',
    tag: TAG,
    operation: BankStatementQualitySummaryDocument,
    result: (data) => data.bankStatementQualitySummary,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/bank-statements/import-health-summary',
    summary: 'BankStatementImportHealthSummaryDto of the outlet of the query pair or the context headers',
    tag: TAG,
    operation: BankStatementImportHealthSummaryDocument,
    result: (data) => data.bankStatementImportHealthSummary,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/bank-statements/supported-banks',
    summary: 'Statement formats the service reads (SupportedBankFormatDto[])',
    tag: TAG,
    operation: SupportedBankFormatsDocument,
    result: (data) => data.supportedBankFormats,
    status: 200,
  }),
];
