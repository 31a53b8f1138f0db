import {
  ApprovePaymentAllocationDocument,
  BuildPaymentCandidatesDocument,
  CancelPaymentAllocationDocument,
  ConfirmPaymentAllocationDocument,
  PaymentAllocationDocument,
  PaymentAllocationPreviewDocument,
  PaymentAllocationsDocument,
  PaymentCandidatesDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';
import type { ErrorCode } from '../../platform/errors/error-codes';
import { ALLOCATION_REFUSALS, DOCUMENT_REFUSALS } from './allocation-refusals';

const CANDIDATES = 'Payment candidates';
const ALLOCATIONS = 'Payment allocations';
/** A decision on an allocation: its state allows it no more, or it changed since it was read. */
const EDIT_ERRORS: ErrorCode[] = [
  'allocation.not_editable_after_approve',
  'allocation.not_editable_after_queued',
  'workflow.invalid_transition',
  'concurrency.conflict',
];

/** Payment candidates and allocations (docs/payment-allocations.md §Routes). */
export const paymentAllocationRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/payment-candidates/build/{bankTransactionId}',
    summary: 'Rebuild the candidate list of a matched transaction from local document snapshots (a bare array)',
    tag: CANDIDATES,
    operation: BuildPaymentCandidatesDocument,
    pathVariables: { bankTransactionId: 'bankTransactionId' },
    result: (data) => data.buildPaymentCandidates,
    status: 200,
    errors: ['counterparty_match_required'],
  }),
  route({
    method: 'get',
    path: '/api/payment-candidates/{bankTransactionId}',
    summary: 'The stored candidate list of a transaction, in the same order (a bare array; empty until built)',
    tag: CANDIDATES,
    operation: PaymentCandidatesDocument,
    pathVariables: { bankTransactionId: 'bankTransactionId' },
    result: (data) => data.paymentCandidates,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/payment-allocations',
    summary: 'Allocations of the context outlet, newest first (Outlet-required; the query pair may carry the context)',
    tag: ALLOCATIONS,
    operation: PaymentAllocationsDocument,
    queryVariables: { status: 'status', bankTransactionId: 'bankTransactionId', page: 'page', pageSize: 'pageSize' },
    result: (data) => data.paymentAllocations,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/payment-allocations/preview',
    summary: 'Preview an allocation: full distribution, partial payments, typed warnings, canConfirm; writes nothing',
    tag: ALLOCATIONS,
    operation: PaymentAllocationPreviewDocument,
    bodyVariable: 'input',
    result: (data) => data.paymentAllocationPreview,
    status: 200,
    errors: ['bank_transaction_required'],
  }),
  route({
    method: 'post',
    path: '/api/payment-allocations/confirm',
    summary: 'Confirm an allocation (serializable); 201 new, 200 for the same idempotencyKey of the transaction',
    tag: ALLOCATIONS,
    operation: ConfirmPaymentAllocationDocument,
    bodyVariable: 'input',
    result: ({ confirmPaymentAllocation: { allocationId, status, message } }) => ({ allocationId, status, message }),
    // `created` is selected only to pick 201 or 200; the body is {allocationId, status, message}.
    body: { omit: ['created'] },
    status: { among: [201, 200], pick: (_body, data) => (data.confirmPaymentAllocation.created ? 201 : 200) },
    errors: ['bank_transaction_required', ...ALLOCATION_REFUSALS, 'concurrency.conflict'],
  }),
  route({
    method: 'get',
    path: '/api/payment-allocations/{id}',
    summary: 'One allocation with its lines and rowVersion',
    tag: ALLOCATIONS,
    operation: PaymentAllocationDocument,
    pathVariables: { id: 'id' },
    result: (data) => data.paymentAllocation,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/payment-allocations/{id}/approve',
    summary: 'Approve an allocation (optional {rowVersion}); the documents are checked again',
    tag: ALLOCATIONS,
    operation: ApprovePaymentAllocationDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.approvePaymentAllocation,
    status: 200,
    errors: [...EDIT_ERRORS, ...DOCUMENT_REFUSALS],
  }),
  route({
    method: 'post',
    path: '/api/payment-allocations/{id}/cancel',
    summary: 'Cancel an allocation with a reason (optional rowVersion); its reservations are released',
    tag: ALLOCATIONS,
    operation: CancelPaymentAllocationDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.cancelPaymentAllocation,
    status: 200,
    errors: EDIT_ERRORS,
  }),
];
