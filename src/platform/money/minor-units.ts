/**
 * Amounts as integers in a currency's minor units, converted from and to decimal text by string and integer
 * arithmetic only: no floating-point step anywhere, so no amount is ever off by a kopeck through binary rounding.
 */

/** A text that is not a decimal amount, or an amount beyond exact integer arithmetic. */
export class InvalidAmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAmountError';
  }
}

/** ISO 4217 currencies whose minor unit is not 2 digits; everything else has 2. */
const EXPONENTS: Record<string, number> = {
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
};

/** Russian statements use the numeric code 643 or the legacy RUR for roubles. */
const ALIASES: Record<string, string> = { RUR: 'RUB', '643': 'RUB', '840': 'USD', '978': 'EUR' };

export function normalizeCurrency(code: string): string {
  const upper = code.trim().toUpperCase();
  return ALIASES[upper] ?? upper;
}

export function currencyExponent(currency: string): number {
  return EXPONENTS[normalizeCurrency(currency)] ?? 2;
}

export interface MinorUnits {
  /** Signed integer in minor units. */
  value: number;
  /** True when digits beyond the minor unit were not zero and the amount was rounded. */
  rounded: boolean;
}

/**
 * Decimal text to minor units by string arithmetic only: `"1 234,50"` with exponent 2 is 123450. Accepts an
 * optional sign, spaces or apostrophes as thousands separators, and either `.` or `,` as the decimal separator
 * (`decimalSeparator` forces one when a format fixes it). Digits beyond the minor unit round half away from zero.
 */
export function toMinorUnits(text: string, exponent: number, decimalSeparator?: '.' | ','): MinorUnits {
  const plain = PLAIN_AMOUNT.exec(text);
  if (plain && (plain[2] === undefined || decimalSeparator === undefined || plain[2] === decimalSeparator)) {
    return scaled(plain[1], plain[3] ?? '', exponent, false);
  }
  let cleaned = text.trim().replace(/[\s\u00a0']/g, '');
  let negative = false;
  if (cleaned.startsWith('-') || cleaned.startsWith('+')) {
    negative = cleaned.startsWith('-');
    cleaned = cleaned.slice(1);
  }
  // With both marks present the last one is the decimal separator (`1.234,56`, `1,234.56`).
  const separator = decimalSeparator ?? (cleaned.lastIndexOf(',') > cleaned.lastIndexOf('.') ? ',' : '.');
  const other = separator === '.' ? ',' : '.';
  // The other mark can only be a thousands separator.
  cleaned = cleaned.split(other).join('');
  const parts = cleaned.split(separator);
  if (
    parts.length > 2 ||
    !/^\d*$/.test(parts[0]) ||
    (parts[1] !== undefined && !/^\d*$/.test(parts[1])) ||
    cleaned === separator ||
    cleaned === ''
  ) {
    throw new InvalidAmountError('An amount is not a number.');
  }
  return scaled(parts[0] || '0', parts[1] ?? '', exponent, negative);
}

/** Unsigned digits with at most one decimal mark: most amounts of every format, read without any cleaning. */
const PLAIN_AMOUNT = /^(\d+)(?:([.,])(\d+))?$/;

function scaled(whole: string, fraction: string, exponent: number, negative: boolean): MinorUnits {
  const kept = fraction.slice(0, exponent).padEnd(exponent, '0');
  const dropped = fraction.slice(exponent);
  let value = Number(`${whole}${kept}`);
  const rounded = /[1-9]/.test(dropped);
  if (rounded && Number(dropped[0]) >= 5) value += 1;
  if (!Number.isSafeInteger(value)) throw new InvalidAmountError('An amount is too large.');
  return { value: negative && value !== 0 ? -value : value, rounded };
}

/**
 * A decimal held exactly: `coefficient × 10^-scale`. For sums of machine-written decimals whose digits may go beyond
 * the minor unit (nine fraction digits in some exports): add them exactly first, convert once.
 */
export interface ExactDecimal {
  coefficient: bigint;
  scale: number;
}

/**
 * A machine-written decimal: optional sign, digits with an optional `.` fraction, optional exponent (`1.5E7`, as a
 * JSON number or an `xs:decimal` may be written). No grouping, no comma: anything else is not a number.
 */
const MACHINE_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;
/** Digits a machine decimal may carry; far beyond any amount, small enough that BigInt work stays trivial. */
const MAX_DIGITS = 400;

export function parseExactDecimal(text: string): ExactDecimal {
  const match = MACHINE_DECIMAL.exec(text.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '') || whole.length + fraction.length > MAX_DIGITS) {
    throw new InvalidAmountError('An amount is not a number.');
  }
  const scale = fraction.length - Number(match[4] ?? '0');
  let coefficient = BigInt(`${whole}${fraction}` || '0');
  if (match[1] === '-') coefficient = -coefficient;
  // A negative scale (a large exponent) is folded into the coefficient, so every scale is >= 0.
  if (scale < 0) {
    if (-scale > MAX_DIGITS) throw new InvalidAmountError('An amount is too large.');
    return { coefficient: coefficient * 10n ** BigInt(-scale), scale: 0 };
  }
  if (scale > MAX_DIGITS * 2) throw new InvalidAmountError('An amount is not a number.');
  return { coefficient, scale };
}

export function addExact(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const scale = Math.max(a.scale, b.scale);
  return {
    coefficient: a.coefficient * 10n ** BigInt(scale - a.scale) + b.coefficient * 10n ** BigInt(scale - b.scale),
    scale,
  };
}

export const ZERO: ExactDecimal = { coefficient: 0n, scale: 0 };

/**
 * An exact decimal in minor units. Digits beyond the minor unit round half away from zero (`half-away`) or are cut
 * off towards zero (`truncate`); `rounded` says whether a non-zero digit was dropped.
 */
export function exactToMinorUnits(
  decimal: ExactDecimal,
  exponent: number,
  rounding: 'half-away' | 'truncate' = 'half-away',
): MinorUnits {
  const negative = decimal.coefficient < 0n;
  const magnitude = negative ? -decimal.coefficient : decimal.coefficient;
  let units: bigint;
  let rounded = false;
  if (decimal.scale <= exponent) {
    units = magnitude * 10n ** BigInt(exponent - decimal.scale);
  } else {
    const divisor = 10n ** BigInt(decimal.scale - exponent);
    units = magnitude / divisor;
    const remainder = magnitude % divisor;
    rounded = remainder !== 0n;
    if (rounding === 'half-away' && remainder * 2n >= divisor) units += 1n;
  }
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidAmountError('An amount is too large.');
  const value = Number(units);
  return { value: negative && value !== 0 ? -value : value, rounded };
}

/** A machine-written decimal (see `parseExactDecimal`) in minor units, rounding half away from zero. */
export function decimalToMinorUnits(text: string, exponent: number): MinorUnits {
  return exactToMinorUnits(parseExactDecimal(text), exponent);
}

/**
 * Minor units as plain decimal text with exactly the currency's fraction digits: 123456 with exponent 2 is
 * `1234.56`, -5 is `-0.05`, and with exponent 0 there is no decimal point. Valid as a JSON number as it stands.
 */
export function minorUnitsToDecimal(value: number, exponent: number): string {
  if (!Number.isSafeInteger(value)) throw new InvalidAmountError('An amount is not a whole number of minor units.');
  if (!Number.isInteger(exponent) || exponent < 0) throw new InvalidAmountError('A minor unit exponent is invalid.');
  const digits = String(Math.abs(value)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${value < 0 ? '-' : ''}${whole}${fraction}`;
}
