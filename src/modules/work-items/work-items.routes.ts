import {
  AccountantPaymentRunPreviewDocument,
  AccountantWorkItemDocument,
  AccountantWorkItemsDocument,
  ApproveAccountantPaymentRunDocument,
  ApproveAndQueueAccountantWorkItemDocument,
  PrepareAccountantWorkItemDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const WORK_ITEMS = 'Accountant work items';
const PAYMENT_RUNS = 'Accountant payment runs';

/** Accountant work items and payment runs (docs/work-items.md §Endpoints, §Payment runs). */
export const workItemRoutes: RestRoute[] = [
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
    errors: ['accountant_work_item.not_found'],
  }),
  route({
    method: 'post',
    path: '/api/accountant-work-items/{bankTransactionId}/prepare',
    summary:
      'Rebuild candidates and look for the single safe full-amount proposal; idempotent by key (Outlet-required)',
    tag: WORK_ITEMS,
    operation: PrepareAccountantWorkItemDocument,
    pathVariables: { bankTransactionId: 'bankTransactionId' },
    bodyVariable: 'input',
    result: (data) => data.prepareAccountantWorkItem,
    status: 200,
    errors: ['accountant_work_item.not_found', 'counterparty_match_excluded'],
  }),
  route({
    method: 'post',
    path: '/api/accountant-work-items/{bankTransactionId}/approve-and-queue',
    summary:
      'Confirm, approve and queue the payment for the worker in one idempotent call; the outcome says what happened',
    tag: WORK_ITEMS,
    operation: ApproveAndQueueAccountantWorkItemDocument,
    pathVariables: { bankTransactionId: 'bankTransactionId' },
    bodyVariable: 'input',
    result: (data) => data.approveAndQueueAccountantWorkItem,
    status: 200,
    errors: ['accountant_work_item.not_found', 'concurrency.conflict'],
  }),
  route({
    method: 'post',
    path: '/api/accountant-payment-runs/preview',
    summary: 'What a payment run would approve, with proposal hashes; changes nothing (Outlet-required)',
    tag: PAYMENT_RUNS,
    operation: AccountantPaymentRunPreviewDocument,
    bodyVariable: 'input',
    result: (data) => data.accountantPaymentRunPreview,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/accountant-payment-runs/approve',
    summary: 'Approve-and-queue each previewed item (key correlationId:bankTransactionId); partial success',
    tag: PAYMENT_RUNS,
    operation: ApproveAccountantPaymentRunDocument,
    bodyVariable: 'input',
    result: (data) => data.approveAccountantPaymentRun,
    status: 200,
  }),
];
