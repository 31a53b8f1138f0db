/**
 * Exact money text for the IikoServer dialect. The simulator keeps every amount as an integer of hundredths (minor
 * units: the real server carries no currency, so the simulator gives every currency two fraction digits) and writes
 * and reads decimal text with BigInt arithmetic only, never through binary floating point.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Minor units as decimal text with `fractionDigits` digits after the dot: 1_440_000 → `14400.000000000` (9 digits). */
export function minorToDecimal(minor: number, fractionDigits = 9): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('Amounts are integers of minor units');
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  const whole = digits.slice(0, -2);
  const cents = digits.slice(-2);
  if (fractionDigits < 2) throw new RangeError('At least the two digits of the minor unit');
  return `${sign}${whole}.${cents}${'0'.repeat(fractionDigits - 2)}`;
}

/**
 * Minor units as the shortest JSON number text, as the server echoes BigDecimals: 100_000 → `1000`, 12_345 →
 * `123.45`, 1_250 → `12.5`, -10_025 → `-100.25`.
 */
export function minorToJsonNumber(minor: number): string {
  const text = minorToDecimal(minor, 2);
  return text.replace(/\.?0+$/, '') || '0';
}

/**
 * Decimal text (a JSON number, `1000.0`, `123.45`, `1.5e3`, or an XML `xs:decimal`) as minor units, exactly; null
 * when it does not fit: non-zero digits beyond the hundredths, or beyond a safe integer.
 */
export function decimalToMinor(text: string): number | null {
  const found = DECIMAL.exec(text.trim());
  if (found === null) return null;
  const [, minus, whole, fraction = '', exponentText = '0'] = found;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  // digits × 10^(exponent − fraction length) hundredths × 100 = digits × 10^(scale)
  let value = BigInt(whole + fraction);
  const scale = exponent - fraction.length + 2;
  if (scale >= 0) {
    value *= 10n ** BigInt(scale);
  } else {
    const divisor = 10n ** BigInt(-scale);
    if (value % divisor !== 0n) return null;
    value /= divisor;
  }
  if (minus !== undefined) value = -value;
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) return null;
  return Number(value);
}
