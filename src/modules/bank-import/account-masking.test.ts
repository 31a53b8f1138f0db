import fc from 'fast-check';
import { maskAccountNumber } from './account-masking';

describe('maskAccountNumber', () => {
  it.each([
    ['40702810900000012345', '****2345'],
    ['DE89 3704 0044 0532 0130 00', '****3000'],
    ['123', '****123'],
    ['', null],
    [null, null],
    ['NL-ABNA', null],
  ])('%p → %p', (input, expected) => {
    expect(maskAccountNumber(input)).toBe(expected);
  });

  it('never shows more than four digits of any number', () => {
    fc.assert(
      fc.property(fc.string(), (account) => {
        const masked = maskAccountNumber(account);
        if (masked !== null) expect(masked.replace(/\D/g, '').length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
