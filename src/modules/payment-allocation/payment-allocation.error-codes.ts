import { defineErrorCodes } from '../../platform/errors/error-codes';

/**
 * Client-visible error codes of payment allocations: why a payment cannot be allocated, and the document checks the
 * posting repeats.
 */
export const PAYMENT_ALLOCATION_ERROR_CODES = defineErrorCodes('payment-allocation', {
  counterparty_match_excluded: { status: 409, message: 'The bank transaction is excluded from matching.' },
  counterparty_match_required: {
    status: 409,
    message: 'The bank transaction has no matched supplier; match it before allocating the payment.',
  },
  'allocation.already_in_flight': { status: 409, message: 'The bank transaction already has a payment allocation.' },
  'allocation.not_editable_after_approve': { status: 409, message: 'The allocation is approved and locked.' },
  'allocation.not_editable_after_queued': { status: 409, message: 'The allocation is queued for posting and locked.' },
  document_not_found: { status: 409, message: 'The document is not in the local copy of the accounting system.' },
  document_processing_state_unknown: {
    status: 409,
    message: 'The processing state of the document is not reliably confirmed.',
  },
  document_not_processed: { status: 409, message: 'The document is not processed in the accounting system.' },
  document_deleted: { status: 409, message: 'The document is deleted in the accounting system.' },
  document_not_payable: {
    status: 409,
    message: 'The document is no longer payable (type, supplier, payment, currency or amount).',
  },
  document_direction_mismatch: {
    status: 409,
    message: 'The document belongs to the opposite payment direction.',
  },
  manual_outlet_review_required: {
    status: 409,
    message: 'The document belongs to another outlet; review the outlet and the document.',
  },
  outlet_unresolved: { status: 409, message: 'The document has no outlet.' },
  document_remainder_exceeded: {
    status: 409,
    message: 'The allocated amount exceeds what remains available on the document.',
  },
  allocation_exceeds_payment: { status: 409, message: 'The lines allocate more than the bank transaction amount.' },
  payment_not_fully_distributed: { status: 409, message: 'Part of the bank amount has no destination.' },
  supplier_advance_transport_unavailable: {
    status: 409,
    message: 'The payment exceeds the open documents and would need a supplier advance, which cannot be posted.',
  },
});

type PaymentAllocationErrorCodes = typeof PAYMENT_ALLOCATION_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends PaymentAllocationErrorCodes {}
}
