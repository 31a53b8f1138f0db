import fc from 'fast-check';
import {
  addExact,
  currencyExponent,
  decimalToMinorUnits,
  exactToMinorUnits,
  InvalidAmountError,
  minorUnitsToDecimal,
  normalizeCurrency,
  parseExactDecimal,
  toMinorUnits,
  ZERO,
} from './minor-units';

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
    expect(() => toMinorUnits(text, 2)).toThrow(InvalidAmountError);
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

describe('machine-written decimals', () => {
  it.each([
    ['14400.000000000', 2, 1_440_000, false],
    ['166.670000000', 2, 16_667, false],
    ['1000.0', 2, 100_000, false],
    ['-100.25', 2, -10_025, false],
    ['1.2345678E7', 2, 1_234_567_800, false],
    ['1.5e-1', 2, 15, false],
    ['-0.000', 2, 0, false],
    ['.5', 2, 50, false],
    ['5.', 0, 5, false],
    ['+7', 3, 7000, false],
    ['0.001', 2, 0, true],
    ['-123.123456789123456789', 2, -12_312, true],
    ['0.005', 2, 1, true],
  ])('%s with exponent %i is %i (rounded: %p)', (text, exponent, value, rounded) => {
    expect(decimalToMinorUnits(text, exponent)).toEqual({ value, rounded });
  });

  it.each(['', '.', '1,5', '1 000', 'NaN', 'Infinity', '1e', '0x10', '--1', '1.2.3', '1e99999'])(
    'rejects %p',
    (text) => {
      expect(() => parseExactDecimal(text)).toThrow(InvalidAmountError);
    },
  );

  it('refuses an amount beyond exact integer arithmetic instead of rounding it', () => {
    expect(() => decimalToMinorUnits('90071992547409.92', 2)).toThrow('too large');
    expect(decimalToMinorUnits('90071992547409.91', 2).value).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('adds exactly at the larger scale and truncates towards zero on request', () => {
    const sum = [' 0.005', '0.005', '-0.000000001'].map(parseExactDecimal).reduce(addExact, ZERO);
    expect(sum).toEqual({ coefficient: 9_999_999n, scale: 9 });
    expect(exactToMinorUnits(sum, 2)).toEqual({ value: 1, rounded: true });
    expect(exactToMinorUnits(sum, 2, 'truncate')).toEqual({ value: 0, rounded: true });
    expect(exactToMinorUnits(parseExactDecimal('-100.259'), 2, 'truncate')).toEqual({ value: -10_025, rounded: true });
  });

  it('agrees with integer arithmetic for any amount written with nine fraction digits or an exponent', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 7 }),
        (units, exponent, extraZeros) => {
          const text = minorUnitsToDecimal(Number(units), exponent) + (exponent > 0 ? '0'.repeat(extraZeros) : '');
          expect(decimalToMinorUnits(text, exponent)).toEqual({ value: Number(units), rounded: false });
          const scientific = `${units}e-${exponent}`;
          expect(decimalToMinorUnits(scientific, exponent)).toEqual({ value: Number(units), rounded: false });
        },
      ),
    );
  });
});

describe('minorUnitsToDecimal', () => {
  it.each([
    [123_456, 2, '1234.56'],
    [-5, 2, '-0.05'],
    [0, 2, '0.00'],
    [100_000, 2, '1000.00'],
    [1234, 0, '1234'],
    [1, 3, '0.001'],
    [Number.MAX_SAFE_INTEGER, 2, '90071992547409.91'],
  ])('%i with exponent %i is %s', (value, exponent, text) => {
    expect(minorUnitsToDecimal(value, exponent)).toBe(text);
  });

  it('refuses what is not a whole number of minor units', () => {
    expect(() => minorUnitsToDecimal(1.5, 2)).toThrow(InvalidAmountError);
    expect(() => minorUnitsToDecimal(2 ** 53, 2)).toThrow(InvalidAmountError);
  });

  it('round-trips through both readers for any safe integer (the text is a valid JSON number)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 3 }), (value, exponent) => {
        const text = minorUnitsToDecimal(value, exponent);
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        expect(toMinorUnits(text, exponent, '.')).toEqual({ value, rounded: false });
        expect(decimalToMinorUnits(text, exponent)).toEqual({ value, rounded: false });
      }),
    );
  });
});
