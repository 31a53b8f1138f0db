import { TypeOverrides, types } from 'pg';

/**
 * int8 (bigint: amounts in minor units, file sizes, revisions, counts and `sum(…)::bigint`) as a JavaScript number.
 * pg leaves int8 as text because it can exceed 2^53; a value beyond the safe range fails the query instead of being
 * rounded, so no response ever carries a wrong amount (PostgreSQL itself raises when a bigint sum overflows).
 */
export function parseSafeInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError('An int8 value is outside the safe integer range.');
  return value;
}

/** The type parsers of the service's connection pools: pg's defaults with int8 read by `parseSafeInt8`. */
export function databaseTypeParsers(): TypeOverrides {
  const overrides = new TypeOverrides();
  overrides.setTypeParser(types.builtins.INT8, parseSafeInt8);
  return overrides;
}
