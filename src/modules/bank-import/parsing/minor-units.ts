import { StatementParseError } from './statement-parser';

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
  /** True when digits beyond the minor unit were not zero and the amount was rounded (half away from zero). */
  rounded: boolean;
}

/**
 * Decimal text to minor units by string arithmetic only: `"1 234,50"` with exponent 2 is 123450. Accepts an
 * optional sign, spaces or apostrophes as thousands separators, and either `.` or `,` as the decimal separator
 * (`decimalSeparator` forces one when a format fixes it). No floating-point step anywhere.
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
    throw new StatementParseError('An amount is not a number.');
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
  if (!Number.isSafeInteger(value)) throw new StatementParseError('An amount is too large.');
  return { value: negative && value !== 0 ? -value : value, rounded };
}

/**
 * A running total of amounts in minor units. Each amount is a safe integer, but a statement's totals may not be: past
 * 2^53 − 1 they would be rounded silently, so such a statement is unreadable instead.
 */
export function addMinorUnits(total: number, amount: number): number {
  const sum = total + amount;
  if (!Number.isSafeInteger(sum)) throw new StatementParseError('The statement’s totals are too large.');
  return sum;
}
