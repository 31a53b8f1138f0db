import type { ErrorCode } from '../../platform/errors/error-codes';

/** A call that needs the accounting system and cannot do without it: the codes its connector failures map to. */
export const ERP_FAILURES: readonly ErrorCode[] = [
  'erp_unavailable',
  'erp_credentials_rejected',
  'erp_request_rejected',
  'erp_timeout',
  'erp_address_not_allowed',
];
