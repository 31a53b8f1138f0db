import type { AllocationWarningCode } from './allocation-plan';
import type { DocumentWarningCode } from './payment-documents';

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
