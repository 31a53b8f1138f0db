import { AccountantWorkItemDocument, AccountantWorkItemsDocument } from '../generated/graphql';
import { route, type RestRoute } from '../rest-route';

const WORK_ITEMS = 'Accountant work items';

/** Document 02 §Endpoints: Accountant work items (the reads; prepare and approve-and-queue come later). */
export const accountantWorkItemRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/accountant-work-items',
    summary: 'Work items of the context outlet with their derived state, reasons and next action (Outlet-required)',
    tag: WORK_ITEMS,
    operation: AccountantWorkItemsDocument,
    queryVariables: {
      state: 'state',
      reason: 'reason',
      importId: 'importId',
      dateFrom: 'dateFrom',
      dateTo: 'dateTo',
      search: 'search',
      documentContains: 'documentContains',
      matchStatus: 'matchStatus',
      sort: 'sort',
      page: 'page',
      pageSize: 'pageSize',
    },
    result: (data) => data.accountantWorkItems,
    status: 200,
    errorStatuses: [400, 401, 403],
  }),
  route({
    method: 'get',
    path: '/api/accountant-work-items/{bankTransactionId}',
    summary: 'One work item of the context outlet; accountant_work_item.not_found when missing or out of scope',
    tag: WORK_ITEMS,
    operation: AccountantWorkItemDocument,
    pathVariables: { bankTransactionId: 'bankTransactionId' },
    result: (data) => data.accountantWorkItem,
    status: 200,
    errorStatuses: [400, 401, 403, 404],
  }),
];
