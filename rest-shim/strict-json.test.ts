import fc from 'fast-check';
import { parseStrictJson } from './strict-json';

describe('strict JSON bodies', () => {
  it('parses what JSON.parse parses when no object repeats a member', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseStrictJson(JSON.stringify(value));
        expect(parsed).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)) });
      }),
    );
  });

  it('refuses a repeated member at any depth, naming its path', () => {
    expect(parseStrictJson('{"a":1,"a":2}')).toEqual({ ok: false, reason: 'duplicate_member', member: 'a' });
    expect(parseStrictJson('{"a":{"b":1,"c":[{"d":1}],"b":2}}')).toEqual({
      ok: false,
      reason: 'duplicate_member',
      member: 'a.b',
    });
    expect(parseStrictJson('{"x":[{"k":1,"k":1}]}')).toMatchObject({ ok: false, member: 'x.k' });
    expect(parseStrictJson('{"a":1,"\\u0061":2}')).toMatchObject({ ok: false, member: 'a' });
  });

  it('does not confuse values, escaped quotes or sibling objects with member names', () => {
    expect(parseStrictJson('{"a":"a","b":"\\"a\\"","c":{"a":1},"d":{"a":2}}')).toMatchObject({ ok: true });
    expect(parseStrictJson('[{"a":1},{"a":1}]')).toMatchObject({ ok: true });
    expect(parseStrictJson('{"a\\\\":1,"a":2}')).toMatchObject({ ok: true });
  });

  it('answers syntax for text that is not JSON', () => {
    for (const text of ['', '{', '{"a":1,}', "{'a':1}", 'undefined']) {
      expect(parseStrictJson(text)).toEqual({ ok: false, reason: 'syntax' });
    }
  });
});
