import type { ErrorCode } from '../../src/platform/errors/error-codes';
import type { AllocationWarningCode } from '../../src/modules/payment-allocation/allocation-plan';
import type { DocumentWarningCode } from '../../src/modules/payment-allocation/payment-documents';
import { QUEUE_BLOCK_ORDER } from '../../src/modules/erp-posting/posting-rules';

/** A call that needs the accounting system and cannot do without it: the connector failures' codes. */
export const ERP_FAILURES: readonly ErrorCode[] = [
  'erp_unavailable',
  'erp_credentials_rejected',
  'erp_request_rejected',
  'erp_timeout',
  'erp_address_not_allowed',
];

// Keyed by the warning code types, so the lists below cannot miss a code the allocation rules can block with.
const DOCUMENT_WARNINGS: Record<DocumentWarningCode, true> = {
  document_not_found: true,
  document_processing_state_unknown: true,
  document_not_processed: true,
  document_deleted: true,
  document_not_payable: true,
  document_direction_mismatch: true,
  manual_outlet_review_required: true,
  outlet_unresolved: true,
  document_remainder_exceeded: true,
};

const ALLOCATION_WARNINGS: Record<AllocationWarningCode, true> = {
  ...DOCUMENT_WARNINGS,
  counterparty_match_required: true,
  counterparty_match_excluded: true,
  erp_default_connection_missing: true,
  'allocation.already_in_flight': true,
  allocation_exceeds_payment: true,
  supplier_advance_transport_unavailable: true,
  payment_not_fully_distributed: true,
};

/** A line's document the allocation can no longer pay (approve checks them again). */
export const DOCUMENT_REFUSALS = Object.keys(DOCUMENT_WARNINGS) as DocumentWarningCode[];

/** A blocking warning of the allocation plan, answered as the confirm's error. */
export const ALLOCATION_REFUSALS = Object.keys(ALLOCATION_WARNINGS) as AllocationWarningCode[];

/** Why an approved allocation cannot be queued for posting. */
export const QUEUE_REFUSALS: readonly ErrorCode[] = QUEUE_BLOCK_ORDER;
