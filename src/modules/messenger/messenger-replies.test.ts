import { formatAmount, referenceOf } from './messenger-replies';

describe('messenger replies', () => {
  it('formats minor units with the currency’s digits and grouped thousands', () => {
    expect(formatAmount(123_450, 'RUB')).toBe('1 234.50 RUB');
    expect(formatAmount(5, 'EUR')).toBe('0.05 EUR');
    expect(formatAmount(-100_000_000, 'USD')).toBe('-1 000 000.00 USD');
    expect(formatAmount(1500, 'JPY')).toBe('1 500 JPY');
    expect(formatAmount(1_234_567, 'KWD')).toBe('1 234.567 KWD');
  });

  it('references an item by the first 8 characters of its transaction id', () => {
    expect(referenceOf('3F2A9C1B-0000-4000-8000-000000000000')).toBe('3f2a9c1b');
  });
});
