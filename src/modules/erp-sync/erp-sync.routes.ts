import {
  ErpConnectionDocumentSyncRunsDocument,
  ErpCounterpartiesDocument,
  ErpDebtsDocument,
  ErpDocumentSyncRunsDocument,
  ErpSupplierSyncRunsDocument,
  SyncErpDocumentsDocument,
  SyncErpSuppliersDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';
import { ERP_FAILURES } from '../erp-connector/erp-connector.module';

const TAG = 'Accounting-system sync';
const page = { page: 'page', pageSize: 'pageSize' };

/**
 * Accounting-system sync: supplier and document sync, their histories, counterparties and open debts
 * (docs/erp-sync.md). Organization-wide reads take `organizationId` in the query.
 */
export const erpSyncRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/erp/connections/{id}/sync-suppliers',
    summary: 'Sync the suppliers of a connection (incremental; full=true re-reads all); answers the finished run',
    tag: TAG,
    operation: SyncErpSuppliersDocument,
    pathVariables: { id: 'connectionId' },
    queryVariables: { full: 'full' },
    result: (data) => data.syncErpSuppliers,
    status: 200,
    errors: ['workflow.locked'],
  }),
  route({
    method: 'get',
    path: '/api/erp/supplier-sync-runs',
    summary: 'Supplier sync runs of an organization (optionally one connection), newest first, paged',
    tag: TAG,
    operation: ErpSupplierSyncRunsDocument,
    queryVariables: { organizationId: 'organizationId', connectionId: 'connectionId', ...page },
    result: (data) => data.erpSupplierSyncRuns,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/erp/counterparties',
    summary: 'Counterparties from the supplier snapshot; the live catalog (fromSnapshot false) when it is empty',
    tag: TAG,
    operation: ErpCounterpartiesDocument,
    queryVariables: {
      organizationId: 'organizationId',
      connectionId: 'connectionId',
      search: 'search',
      includeDeleted: 'includeDeleted',
      ...page,
    },
    result: (data) => data.erpCounterparties,
    status: 200,
    errors: ERP_FAILURES,
  }),
  route({
    method: 'post',
    path: '/api/erp/connections/{id}/sync-documents',
    summary: 'Sync the documents of a connection (soft; forceRefresh=true bypasses snapshot reuse); answers the run',
    tag: TAG,
    operation: SyncErpDocumentsDocument,
    pathVariables: { id: 'connectionId' },
    queryVariables: { forceRefresh: 'forceRefresh', from: 'from', to: 'to' },
    result: (data) => data.syncErpDocuments,
    status: 200,
    errors: ['workflow.locked'],
  }),
  route({
    method: 'get',
    path: '/api/erp/connections/{connectionId}/document-sync-runs',
    summary: 'Document sync runs of a connection, newest first, paged',
    tag: TAG,
    operation: ErpConnectionDocumentSyncRunsDocument,
    pathVariables: { connectionId: 'connectionId' },
    queryVariables: page,
    result: (data) => data.erpConnectionDocumentSyncRuns,
    status: 200,
    errors: ['workflow.locked'],
  }),
  route({
    method: 'get',
    path: '/api/erp/document-sync-runs',
    summary: 'Legacy: document sync runs of the organization’s default connection, newest first, paged',
    tag: TAG,
    operation: ErpDocumentSyncRunsDocument,
    queryVariables: { organizationId: 'organizationId', ...page },
    result: (data) => data.erpDocumentSyncRuns,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/erp/debts',
    summary: 'Open debts from the document snapshots (processed, not deleted, unpaid), paged',
    tag: TAG,
    operation: ErpDebtsDocument,
    queryVariables: {
      organizationId: 'organizationId',
      locationId: 'locationId',
      supplierId: 'supplierId',
      connectionId: 'connectionId',
      direction: 'direction',
      ...page,
    },
    result: (data) => data.erpDebts,
    status: 200,
  }),
];
