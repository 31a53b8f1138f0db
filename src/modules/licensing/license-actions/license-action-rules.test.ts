import { DomainError } from '../../../platform/errors/domain-error';
import { LICENSE_STATUSES } from '../licenses/license-store';
import { allowsTransition, checkBulkInput, checkCustomerActionInput } from './license-action-rules';

const fieldErrorsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors;
    throw error;
  }
  return undefined;
};

describe('license action rules', () => {
  it('allows exactly Revoke from Draft, Active or Suspended and Archive from Draft or Revoked', () => {
    const allowed = LICENSE_STATUSES.flatMap((from) =>
      (['Revoke', 'Archive'] as const).filter((action) => allowsTransition(action, from)).map((a) => `${a}:${from}`),
    );
    expect(allowed.sort()).toEqual([
      'Archive:Draft',
      'Archive:Revoked',
      'Revoke:Active',
      'Revoke:Draft',
      'Revoke:Suspended',
    ]);
  });

  it('reads expectedStatus case-sensitively and bounds the reason', () => {
    expect(checkCustomerActionInput({ expectedStatus: 'Active', reasonCode: 'a.b:c-d_1' })).toBe('Active');
    expect(fieldErrorsOf(() => checkCustomerActionInput({ expectedStatus: 'active', reasonCode: 'x' }))).toEqual({
      expectedStatus: ['invalid'],
    });
    expect(
      fieldErrorsOf(() =>
        checkCustomerActionInput({ expectedStatus: 'Gone', reasonCode: 'a b', reasonDetail: 'x\u202ey' }),
      ),
    ).toEqual({ expectedStatus: ['invalid'], reasonCode: ['invalid'], reasonDetail: ['invalid'] });
    expect(
      fieldErrorsOf(() => checkCustomerActionInput({ expectedStatus: 'Draft', reasonCode: 'x', reasonDetail: '' })),
    ).toEqual({ reasonDetail: ['length'] });
    // 500 characters as a reader counts them, emoji included, pass; 501 do not.
    expect(checkCustomerActionInput({ expectedStatus: 'Draft', reasonCode: 'x', reasonDetail: '😀'.repeat(500) })).toBe(
      'Draft',
    );
    expect(
      fieldErrorsOf(() =>
        checkCustomerActionInput({
          expectedStatus: 'Draft',
          reasonCode: 'x'.repeat(65),
          reasonDetail: 'é'.repeat(501),
        }),
      ),
    ).toEqual({ reasonCode: ['invalid'], reasonDetail: ['length'] });
  });

  it('bounds a bulk list to 1–100 ids', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);
    expect(fieldErrorsOf(() => checkBulkInput({ licenseIds: ids(0), reasonCode: 'x' }))).toEqual({
      licenseIds: ['count'],
    });
    expect(fieldErrorsOf(() => checkBulkInput({ licenseIds: ids(100), reasonCode: 'x' }))).toBeUndefined();
    expect(fieldErrorsOf(() => checkBulkInput({ licenseIds: ids(101), reasonCode: 'x' }))).toEqual({
      licenseIds: ['count'],
    });
  });
});
