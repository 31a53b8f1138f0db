import type { ErrorDialect } from '../../platform/errors/error-dialect';

/**
 * The two error families of the licensing customer routes (docs/licensing.md §Conventions of /api/v1): a request
 * that cannot be read, a missing or another tenant's resource, and a dependency that cannot serve now, in the
 * family's own codes, with correlationId.
 */
export const customerLicenseActionsDialect = {
  invalidRequest: 'customer_license_actions.invalid_request',
  notFound: 'customer_license_actions.not_found',
  unavailable: 'customer_license_actions.dependency_unavailable',
  correlationId: true,
} as const satisfies ErrorDialect;

export const customerAggregateDialect = {
  invalidRequest: 'customer_aggregate_invalid_request',
  notFound: 'customer_aggregate_not_found',
  unavailable: 'customer_aggregate_dependency_unavailable',
  correlationId: true,
} as const satisfies ErrorDialect;
