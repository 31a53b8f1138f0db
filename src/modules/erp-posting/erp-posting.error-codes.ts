import { defineErrorCodes } from '../../platform/errors/error-codes';

/**
 * Client-visible error codes of postings into the accounting system: the posting rules (of allocations and of bank
 * lines posted directly), the gates, the approval by a second person and unknown write outcomes.
 */
export const ERP_POSTING_ERROR_CODES = defineErrorCodes('erp-posting', {
  bank_import_balance_review_required: {
    status: 409,
    message: 'The balances of the bank statement import do not add up; review or override them before posting.',
  },
  erp_posting_rule_unsupported: {
    status: 409,
    message:
      'The allocation or bank line cannot become a supported posting (document type, supplier advance, or money ' +
      'received on an accounting system that books pay-outs only).',
  },
  direct_posting_rule_missing: {
    status: 409,
    message: 'No active direct posting rule takes the bank line.',
  },
  direct_posting_rule_ambiguous: {
    status: 409,
    message: 'More than one active direct posting rule takes the bank line; narrow or deactivate one of them.',
  },
  direct_posting_rule_stale: {
    status: 409,
    message:
      "The direct posting rule's write target was checked against a connection that is no longer the " +
      "organization's default, or the rule names no counterparty where the accounting system needs one; save the " +
      'rule again.',
  },
  posting_rule_mixed_document_directions: {
    status: 409,
    message: 'The allocation mixes incoming and outgoing documents; one posting carries one direction.',
  },
  posting_type_document_type_mismatch: {
    status: 409,
    message: 'The posting type does not match the document type or the write target.',
  },
  posting_write_target_required: {
    status: 409,
    message: 'Set the posting write target (payment account and cash-flow article) first.',
  },
  'posting.second_person_required': {
    status: 409,
    message:
      'The organization requires a second person: whoever confirmed the allocation or queued the posting cannot ' +
      'approve it.',
  },
  payment_anomaly_open: { status: 409, message: 'A critical payment anomaly of the posting is still open.' },
  write_outcome_unknown: {
    status: 409,
    message: 'The accounting system may have applied the write: the outcome is unknown until a readback.',
  },
  write_outcome_unknown_readback_required: {
    status: 409,
    message: 'The write outcome is unknown: a readback or reconcile must resolve it before any retry.',
  },
});

type ErpPostingErrorCodes = typeof ERP_POSTING_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends ErpPostingErrorCodes {}
}
