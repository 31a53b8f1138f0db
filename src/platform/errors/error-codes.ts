/**
 * The one registry of error codes a client can see, with their HTTP status (document 01 §Errors and the context
 * table, 00-decisions). Clients localize from the code; `message` is the legacy English text.
 */
export const ERROR_CODES = {
  'request.failed': { status: 400, message: 'The request could not be processed.' },
  'validation.failed': { status: 400, message: 'One or more fields are invalid.' },
  unauthorized: { status: 401, message: 'Authentication is required.' },
  invalid_credentials: { status: 401, message: 'The email or password is incorrect.' },
  forbidden: { status: 403, message: 'You do not have permission to perform this action.' },
  not_found: { status: 404, message: 'The resource was not found.' },
  'concurrency.conflict': { status: 409, message: 'The resource was changed by someone else. Reload and retry.' },
  'workflow.invalid_transition': { status: 409, message: 'The action is not allowed in the current state.' },
  'workflow.locked': { status: 409, message: 'The resource is locked.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  too_many_requests: { status: 429, message: 'Too many attempts. Try again later.' },
  internal_error: { status: 500, message: 'An unexpected error occurred.' },
  'graphql.depth_limit_exceeded': { status: 400, message: 'The query is nested too deeply.' },
  'graphql.cost_limit_exceeded': { status: 400, message: 'The query asks for too much data at once.' },
  'graphql.alias_limit_exceeded': { status: 400, message: 'The query uses too many aliases.' },
  'graphql.field_repeat_limit_exceeded': { status: 400, message: 'The query selects one field too many times.' },
  'graphql.selection_limit_exceeded': { status: 400, message: 'The query expands to too many selections.' },
  'graphql.batch_limit_exceeded': { status: 400, message: 'The request batches too many operations.' },

  'context.organization.required': { status: 400, message: 'Select an organization.' },
  'context.location.required': { status: 400, message: 'Select an outlet.' },
  'context.organization.invalid': { status: 400, message: 'The organization id is not valid.' },
  'context.location.invalid': { status: 400, message: 'The outlet id is not valid.' },
  'context.organization.denied': { status: 403, message: 'The organization is outside your access.' },
  'context.location.denied': { status: 403, message: 'The outlet is outside your access.' },
  'context.location.organization_mismatch': { status: 403, message: 'The outlet does not belong to the organization.' },
  'context.organization.not_found': { status: 403, message: 'The organization cannot be used as context.' },
  'context.location.not_found': { status: 403, message: 'The outlet cannot be used as context.' },

  empty_file: { status: 400, message: 'The uploaded file is empty.' },
  file_too_large: { status: 413, message: 'The uploaded file is too large.' },
  pattern_required: { status: 400, message: 'The pattern is required.' },
  erp_counterparty_required: { status: 400, message: 'The counterparty id is required.' },
  erp_counterparty_name_required: { status: 400, message: 'The counterparty name is required.' },
  bank_transaction_required: { status: 400, message: 'The bank transaction id is required.' },
  bank_transaction_not_found: { status: 404, message: 'The bank transaction was not found.' },
  counterparty_rule_duplicate: {
    status: 409,
    message: 'Another rule of the organization already has this pattern and counterparty.',
  },
  review_override_reason_required: { status: 400, message: 'A reason is required to override the review.' },
  import_delete_reason_required: { status: 400, message: 'A reason is required to delete the import.' },
  bank_import_has_allocations: { status: 409, message: 'The import has active allocations.' },
  last_mega_admin: { status: 409, message: 'The platform must keep at least one active MegaAdmin.' },
  organization_user_quota_exceeded: { status: 409, message: 'The organization user quota is reached.' },
  organization_location_quota_exceeded: { status: 403, message: 'The organization outlet quota is reached.' },
  organization_import_quota_exceeded: { status: 403, message: 'The organization monthly import quota is reached.' },
  user_email_conflict: { status: 409, message: 'A user with this email already exists.' },
  role_assignment_conflict: { status: 409, message: 'The user already holds this role in this scope.' },
  invite_not_found: { status: 404, message: 'The invitation is unknown, expired or already used.' },
  organization_not_found: { status: 404, message: 'The organization was not found.' },
  organization_delete_confirmation_mismatch: { status: 400, message: 'The confirmation name does not match.' },
  organization_delete_reason_required: { status: 400, message: 'A reason is required to delete the organization.' },
  organization_has_business_data: { status: 409, message: 'The organization still has business data.' },
  location_code_conflict: { status: 409, message: 'Another outlet of the organization has this code.' },
  erp_unavailable: {
    status: 503,
    message: 'The accounting system cannot be reached and no local copy of the data is available.',
  },
  erp_credentials_rejected: { status: 409, message: 'The accounting system rejected the credentials.' },
  erp_request_rejected: { status: 409, message: 'The accounting system refused the request.' },
  erp_timeout: { status: 504, message: 'The accounting system did not answer in time.' },
  erp_address_not_allowed: {
    status: 409,
    message: 'The address of the accounting system is not allowed by the outbound address policy.',
  },
  erp_default_connection_missing: {
    status: 409,
    message: 'The organization has no default accounting-system connection.',
  },
  counterparty_match_excluded: { status: 409, message: 'The bank transaction is excluded from matching.' },
  counterparty_match_required: {
    status: 409,
    message: 'The bank transaction has no matched supplier; match it before allocating the payment.',
  },
  bank_transaction_has_allocation: {
    status: 409,
    message: 'The bank transaction has a payment allocation; cancel it before changing the match.',
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
  bank_import_balance_review_required: {
    status: 409,
    message: 'The balances of the bank statement import do not add up; review or override them before posting.',
  },
  erp_posting_rule_unsupported: {
    status: 409,
    message: 'The allocation cannot become a supported posting (document type or supplier advance).',
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
  payment_anomaly_open: { status: 409, message: 'A critical payment anomaly of the posting is still open.' },
  write_outcome_unknown: {
    status: 409,
    message: 'The accounting system may have applied the write: the outcome is unknown until a readback.',
  },
  write_outcome_unknown_readback_required: {
    status: 409,
    message: 'The write outcome is unknown: a readback or reconcile must resolve it before any retry.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
