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
  review_override_reason_required: { status: 400, message: 'A reason is required to override the review.' },
  import_delete_reason_required: { status: 400, message: 'A reason is required to delete the import.' },
  bank_import_has_allocations: { status: 409, message: 'The import has active allocations.' },
  organization_user_quota_exceeded: { status: 409, message: 'The organization user quota is reached.' },
  organization_location_quota_exceeded: { status: 403, message: 'The organization outlet quota is reached.' },
  organization_import_quota_exceeded: { status: 403, message: 'The organization monthly import quota is reached.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
