import { validationFailed, type FieldErrors } from '../../../platform/errors/domain-error';
import { isLicenseStatus, type LicenseStatus } from '../licenses/license-store';

/**
 * The pure rules of the terminal license actions (docs/licensing.md, "Licenses: states"): which status each action
 * leaves from, and what a reason may hold.
 */
export type LicenseAction = 'Revoke' | 'Archive';

export const ACTION_TARGET: Record<LicenseAction, LicenseStatus> = { Revoke: 'Revoked', Archive: 'Archived' };

/** The source statuses each action accepts; every other source is 409 transition_not_allowed. */
export const ACTION_SOURCES: Record<LicenseAction, readonly LicenseStatus[]> = {
  Revoke: ['Draft', 'Active', 'Suspended'],
  Archive: ['Draft', 'Revoked'],
};

/** Integration message and audit action per terminal action: both carry the same name. */
export const ACTION_EVENT: Record<LicenseAction, 'license.revoked' | 'license.archived'> = {
  Revoke: 'license.revoked',
  Archive: 'license.archived',
};

export const REASON_LIMITS = { codePattern: /^[A-Za-z0-9_.:-]{1,64}$/, detailMaxLength: 500 } as const;

/** C0 and C1 controls, DEL and the bidirectional overrides and isolates, which can disguise text in a console. */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function allowsTransition(action: LicenseAction, from: LicenseStatus): boolean {
  return ACTION_SOURCES[action].includes(from);
}

export interface ReasonInput {
  reasonCode: string;
  reasonDetail?: string | null;
}

/** Collects the broken members of a reason (`reasonCode`, `reasonDetail`) into `errors`. */
export function checkReason(input: ReasonInput, errors: FieldErrors): void {
  if (!REASON_LIMITS.codePattern.test(input.reasonCode)) errors.reasonCode = ['invalid'];
  const detail = input.reasonDetail;
  if (detail !== undefined && detail !== null) {
    // Counted in code points, so an emoji is one character as a reader sees it.
    const length = [...detail].length;
    if (length === 0 || length > REASON_LIMITS.detailMaxLength) errors.reasonDetail = ['length'];
    else if (UNSAFE_TEXT.test(detail)) errors.reasonDetail = ['invalid'];
  }
}

/**
 * Validates the body of a customer revoke or archive: `expectedStatus` must be one of the license status names
 * exactly as written (case-sensitive: "active" is no status), and the reason must follow its rules.
 */
export function checkCustomerActionInput(input: ReasonInput & { expectedStatus: string }): LicenseStatus {
  const errors: FieldErrors = {};
  if (!isLicenseStatus(input.expectedStatus)) errors.expectedStatus = ['invalid'];
  checkReason(input, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return input.expectedStatus as LicenseStatus;
}

export const BULK_LIMITS = { minItems: 1, maxItems: 100 } as const;

export function checkBulkInput(input: { licenseIds: string[]; reasonCode: string }): void {
  const errors: FieldErrors = {};
  if (input.licenseIds.length < BULK_LIMITS.minItems || input.licenseIds.length > BULK_LIMITS.maxItems)
    errors.licenseIds = ['count'];
  checkReason(input, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
