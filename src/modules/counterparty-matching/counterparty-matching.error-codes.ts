import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of counterparty matching: the bank transaction, the match and the matching rules. */
export const COUNTERPARTY_MATCHING_ERROR_CODES = defineErrorCodes('counterparty-matching', {
  pattern_required: { status: 400, message: 'The pattern is required.' },
  erp_counterparty_required: { status: 400, message: 'The counterparty id is required.' },
  erp_counterparty_name_required: { status: 400, message: 'The counterparty name is required.' },
  bank_transaction_required: { status: 400, message: 'The bank transaction id is required.' },
  bank_transaction_not_found: { status: 404, message: 'The bank transaction was not found.' },
  counterparty_rule_duplicate: {
    status: 409,
    message: 'Another rule of the organization already has this pattern and counterparty.',
  },
  payee_key_missing: {
    status: 400,
    message: 'The bank transaction has no tax id, counterparty account or name to find similar transactions by.',
  },
  bank_transaction_has_allocation: {
    status: 409,
    message: 'The bank transaction has a payment allocation; cancel it before changing the match.',
  },
});

type CounterpartyMatchingErrorCodes = typeof COUNTERPARTY_MATCHING_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends CounterpartyMatchingErrorCodes {}
}
