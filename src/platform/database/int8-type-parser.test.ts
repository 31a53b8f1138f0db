import { types } from 'pg';
import { databaseTypeParsers, parseSafeInt8 } from './int8-type-parser';

describe('parseSafeInt8', () => {
  it('reads int8 text within the safe range as a number', () => {
    expect(parseSafeInt8('0')).toBe(0);
    expect(parseSafeInt8('125050')).toBe(125050);
    expect(parseSafeInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('reads negative values, down to the safe minimum', () => {
    expect(parseSafeInt8('-42')).toBe(-42);
    expect(parseSafeInt8('-9007199254740991')).toBe(Number.MIN_SAFE_INTEGER);
  });

  it('throws instead of rounding a value beyond the safe range', () => {
    for (const text of ['9007199254740992', '9007199254740993', '-9007199254740992', '9223372036854775807']) {
      expect(() => parseSafeInt8(text)).toThrow(RangeError);
    }
  });

  it('is the int8 parser of the pools only, leaving the other types and pg’s process-wide parsers as they are', () => {
    const parsers = databaseTypeParsers();
    expect(parsers.getTypeParser(types.builtins.INT8)).toBe(parseSafeInt8);
    for (const other of [types.builtins.INT4, types.builtins.NUMERIC, types.builtins.TIMESTAMPTZ]) {
      expect(parsers.getTypeParser(other)).toBe(types.getTypeParser(other));
    }
    expect(types.getTypeParser(types.builtins.INT8)('9007199254740993')).toBe('9007199254740993');
  });
});
