import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { decimalToMinorUnits } from '../../../platform/money/minor-units';
import { offeredAccounts, offeredArticles, readAccounts, readPayOutTypes } from './iiko-catalog';
import { JsonDecimal, JsonSyntaxError, parseExactJson, type ExactJson } from './iiko-json';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/** The exact value with decimals as their text, for comparing with what JSON.parse gives. */
function plain(value: ExactJson): unknown {
  if (value instanceof JsonDecimal) return Number(value.text);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, plain(member)]));
  }
  return value;
}

describe('exact JSON', () => {
  it('keeps every number as the text the server wrote', () => {
    const [first, , , , , last] = parseExactJson(fixture('balances.json')) as { sum: JsonDecimal }[];
    expect(first.sum).toEqual(new JsonDecimal('-14400.1'));
    expect((parseExactJson(fixture('balances.json')) as { sum: JsonDecimal }[])[2].sum.text).toBe(
      '-123.123456789123456789',
    );
    expect(decimalToMinorUnits(last.sum.text, 2).value).toBe(1_234_567_800);
    expect(parseExactJson('[0.30000000000000004, -0, 1e2]')).toEqual([
      new JsonDecimal('0.30000000000000004'),
      new JsonDecimal('-0'),
      new JsonDecimal('1e2'),
    ]);
  });

  it('reads what JSON.parse reads, strings and escapes included', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(plain(parseExactJson(text))).toEqual(JSON.parse(text));
      }),
    );
  });

  it('never lets a member name reach the prototype', () => {
    const value = parseExactJson('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
  });

  it.each(['', '{', '[1,]', '{"a" 1}', '01', '1.', 'NaN', '"\u0001"', '"\\x"', 'true false', '['.repeat(100)])(
    'refuses %p',
    (text) => {
      expect(() => parseExactJson(text)).toThrow(JsonSyntaxError);
    },
  );
});

describe('pay-out types and accounts', () => {
  const accounts = readAccounts(parseExactJson(fixture('accounts.json')))!;
  const types = readPayOutTypes(parseExactJson(fixture('pay-in-out-types.json')))!;

  it('offers only live pay-outs with a live chief account that can pay a supplier, named from their accounts', () => {
    expect(offeredArticles(types, accounts)).toEqual([
      {
        id: '0cacd214-c280-4f58-afb3-28d25de90c21',
        code: '3',
        name: 'Главная касса → Задолженность перед поставщиками · 3',
        accountId: '11111111-0000-4000-8000-000000000001',
      },
      {
        id: '1dbde325-d391-4069-b0cd-39e36ef1d032',
        code: '',
        name: 'Расчётный счёт → Задолженность перед поставщиками',
        accountId: '11111111-0000-4000-8000-000000000002',
      },
    ]);
  });

  it('offers as accounts exactly the chief accounts of the offered types', () => {
    expect(offeredAccounts(types, accounts)).toEqual([
      { id: '11111111-0000-4000-8000-000000000001', code: '1.10', name: 'Главная касса' },
      { id: '11111111-0000-4000-8000-000000000002', code: '1.20', name: 'Расчётный счёт' },
    ]);
  });

  it('reads no list from an answer that is not one', () => {
    expect(readAccounts(parseExactJson('{"error": "x"}'))).toBeNull();
    expect(readPayOutTypes(parseExactJson('[1, null, {"chiefAccount": "x"}]'))).toEqual([]);
  });
});
