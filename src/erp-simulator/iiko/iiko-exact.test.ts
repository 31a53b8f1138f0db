import fc from 'fast-check';
import { decimalToMinor, minorToDecimal, minorToJsonNumber } from './decimal';
import { JsonNumber, parseExactJson, stringifyExactJson } from './exact-json';
import { bracketKey } from './pay-outs';

describe('exact decimals', () => {
  it('writes minor units as nine-digit decimals and as the shortest JSON number', () => {
    expect(minorToDecimal(1_440_000)).toBe('14400.000000000');
    expect(minorToDecimal(5)).toBe('0.050000000');
    expect(minorToDecimal(-10_025, 2)).toBe('-100.25');
    expect(minorToJsonNumber(100_000)).toBe('1000');
    expect(minorToJsonNumber(12_345)).toBe('123.45');
    expect(minorToJsonNumber(1_250)).toBe('12.5');
    expect(minorToJsonNumber(0)).toBe('0');
    expect(minorToJsonNumber(-5)).toBe('-0.05');
    expect(() => minorToDecimal(0.5)).toThrow(RangeError);
  });

  it('reads decimal text exactly, refusing digits beyond the hundredths', () => {
    expect(decimalToMinor('1000.0')).toBe(100_000);
    expect(decimalToMinor('14400.000000000')).toBe(1_440_000);
    expect(decimalToMinor('0.30')).toBe(30);
    expect(decimalToMinor('-100.25')).toBe(-10_025);
    expect(decimalToMinor('1.5E+3')).toBe(150_000);
    expect(decimalToMinor('25e-2')).toBe(25);
    expect(decimalToMinor('0.30000000000000004')).toBeNull();
    expect(decimalToMinor('1.005')).toBeNull();
    expect(decimalToMinor('1e400')).toBeNull();
    expect(decimalToMinor('99999999999999999')).toBeNull();
    expect(decimalToMinor('1,5')).toBeNull();
    expect(decimalToMinor('')).toBeNull();
  });

  it('round-trips every safe amount through both forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(decimalToMinor(minorToDecimal(minor))).toBe(minor);
        expect(decimalToMinor(minorToJsonNumber(minor))).toBe(minor);
      }),
    );
  });
});

describe('exact JSON', () => {
  it('keeps numbers as written and writes them back verbatim', () => {
    const parsed = parseExactJson('{"a": 1000.10, "b": [0.1, -2e3, "x\\"y"], "c": null, "d": true}');
    expect(parsed).toEqual({
      a: new JsonNumber('1000.10'),
      b: [new JsonNumber('0.1'), new JsonNumber('-2e3'), 'x"y'],
      c: null,
      d: true,
    });
    expect(stringifyExactJson(parsed)).toBe('{"a":1000.10,"b":[0.1,-2e3,"x\\"y"],"c":null,"d":true}');
    expect(stringifyExactJson({ skipped: undefined, n: 5, s: 'Сумма' })).toBe('{"n":5,"s":"Сумма"}');
    expect(() => stringifyExactJson({ money: 0.1 })).toThrow(RangeError);
  });

  it('keeps a member named __proto__ as a plain member', () => {
    const parsed = parseExactJson('{"__proto__": {"polluted": 1}}') as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses malformed JSON', () => {
    for (const text of ['', '{', '{"a" 1}', '[1,]', '01', '{"a":1} x', '"unterminated', "{'a':1}", 'nul']) {
      expect(() => parseExactJson(text)).toThrow(/Malformed JSON/);
    }
  });
});

describe('comment key', () => {
  it('is the text inside the last pair of square brackets', () => {
    expect(bracketKey('Оплата по накладным 2452, 2453 [recon-posting-abc]')).toBe('recon-posting-abc');
    expect(bracketKey('[a] [b]')).toBe('b');
    expect(bracketKey('[a] b]')).toBe('a');
    expect(bracketKey('none')).toBeNull();
    expect(bracketKey(null)).toBeNull();
  });
});
