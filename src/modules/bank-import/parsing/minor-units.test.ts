import fc from 'fast-check';
import { currencyExponent, normalizeCurrency, toMinorUnits } from './minor-units';

describe('toMinorUnits', () => {
  it.each([
    ['1234.56', 2, 123456],
    ['1 234,56', 2, 123456],
    ['1,234.56', 2, 123456],
    ['1.234,56', 2, 123456],
    ['45329.91', 2, 4532991],
    ['-10', 2, -1000],
    ['+0.5', 2, 50],
    ['.5', 2, 50],
    ['100', 0, 100],
    ['1.234', 3, 1234],
    ['0', 2, 0],
  ])('%s with exponent %i is %i', (text, exponent, expected) => {
    expect(toMinorUnits(text, exponent)).toEqual({ value: expected, rounded: false });
  });

  it('rounds digits beyond the minor unit half away from zero and says so', () => {
    expect(toMinorUnits('1.23456', 2)).toEqual({ value: 123, rounded: true });
    expect(toMinorUnits('1.23556', 2)).toEqual({ value: 124, rounded: true });
    expect(toMinorUnits('1.23000', 2)).toEqual({ value: 123, rounded: false });
  });

  it('honours a decimal separator fixed by the format', () => {
    expect(toMinorUnits('1,5', 2, ',').value).toBe(150);
    expect(toMinorUnits('1.500', 2, ',').value).toBe(150000);
  });

  it.each(['', 'abc', '1.2.3', '12a', '--1', ','])('rejects %p', (text) => {
    expect(() => toMinorUnits(text, 2)).toThrow('not a number');
  });

  it('agrees with integer arithmetic for any cents amount (no floating-point step)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        const sign = cents < 0n ? '-' : '';
        const abs = cents < 0n ? -cents : cents;
        const text = `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        expect(toMinorUnits(text, 2).value).toBe(Number(cents));
      }),
    );
  });
});

describe('currencies', () => {
  it('knows minor units and Russian aliases', () => {
    expect(normalizeCurrency('rur')).toBe('RUB');
    expect(normalizeCurrency('643')).toBe('RUB');
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('RUB')).toBe(2);
  });
});
