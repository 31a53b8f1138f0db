import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of the accountant work queue and its payment proposals. */
export const WORK_ITEMS_ERROR_CODES = defineErrorCodes('work-items', {
  'accountant_work_item.not_found': { status: 404, message: 'The work item was not found.' },
  safe_proposal_missing: {
    status: 409,
    message: 'No single open invoice of the supplier takes the whole payment; choose the documents to pay.',
  },
  partial_payment: { status: 409, message: 'The payment leaves part of the invoice unpaid.' },
  proposal_changed: { status: 409, message: 'The proposal changed since it was shown; review it again.' },
});

type WorkItemsErrorCodes = typeof WORK_ITEMS_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends WorkItemsErrorCodes {}
}
