import type { ErrorCode } from '../../platform/errors/error-codes';

/** The guard's refusals of the active context (X-Organization-Id, X-Location-Id or the query pair). */
export const CONTEXT_CODES: readonly ErrorCode[] = [
  'validation.failed',
  'context.organization.required',
  'context.organization.invalid',
  'context.location.required',
  'context.location.invalid',
  'context.organization.not_found',
  'context.organization.denied',
  'context.location.not_found',
  'context.location.denied',
  'context.location.organization_mismatch',
];
