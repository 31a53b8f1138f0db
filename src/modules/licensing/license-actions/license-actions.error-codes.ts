import { defineErrorCodes } from '../../../platform/errors/error-codes';

/** Client-visible error codes of the license actions of their own. */
export const LICENSE_ACTIONS_ERROR_CODES = defineErrorCodes('licensing-license-actions', {
  license_legacy_compatibility_disabled: {
    status: 410,
    message: 'This route is disabled: issue licenses from a subscription.',
  },
});

type LicenseActionsErrorCodes = typeof LICENSE_ACTIONS_ERROR_CODES;

declare module '../../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends LicenseActionsErrorCodes {}
}
