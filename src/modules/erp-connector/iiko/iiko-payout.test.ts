import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { minorUnitsToDecimal } from '../../../platform/money/minor-units';
import { parseExactJson, JsonDecimal } from './iiko-json';
import {
  COMMENT_MAX_LENGTH,
  directPayOutComment,
  isCommentKey,
  keyOfComment,
  payOutBody,
  payOutComment,
  payOutResultOf,
  writeOffComment,
  writeOffKey,
} from './iiko-payout';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const KEY = 'recon-posting-7f3e9c1a-2b44-4e0f-9d7a-5c1e8b2f0a11';

describe('the comment of a pay-out without documents', () => {
  it('keeps the payment’s own text, else a fixed one, and ends with the key alone in the last brackets', () => {
    expect(directPayOutComment(`[${KEY}]`, KEY)).toBe(`Оплата без документов [${KEY}]`);
    expect(directPayOutComment(undefined, 'k')).toBe('Оплата без документов [k]');
    const comment = directPayOutComment('Аренда [февраль]\n2025 [old]', KEY);
    expect(comment).toBe(`Аренда (февраль) 2025 [${KEY}]`);
    expect(keyOfComment(comment)).toBe(KEY);
    const long = directPayOutComment('x'.repeat(400), KEY);
    expect(long.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
    expect(keyOfComment(long)).toBe(KEY);
  });
});

describe('the pay-out comment', () => {
  it('names the documents and ends with the key in square brackets', () => {
    expect(payOutComment(['2452', '2453'], KEY)).toBe(`Оплата по накладным 2452, 2453 [${KEY}]`);
    expect(payOutComment(['2452', '2452', ' '], 'k')).toBe('Оплата по накладным 2452 [k]');
    expect(payOutComment([], 'k')).toBe('Оплата по накладным [k]');
  });

  it('keeps brackets in numbers from being taken for the key', () => {
    const comment = payOutComment(['A[1]', 'B]2[', 'C\n3'], KEY);
    expect(comment).toBe(`Оплата по накладным A(1), B)2(, C 3 [${KEY}]`);
    expect(keyOfComment(comment)).toBe(KEY);
  });

  it('stays within the limit, counting the numbers that do not fit, and never cuts the key', () => {
    const numbers = Array.from({ length: 60 }, (_, index) => `INV-2025-${String(index).padStart(5, '0')}`);
    const comment = payOutComment(numbers, KEY);
    expect(comment.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
    expect(comment).toMatch(/^Оплата по накладным INV-2025-00000, .*, … \(\+\d+\) \[recon-posting-[^\]]+\]$/);
    expect(keyOfComment(comment)).toBe(KEY);
    expect(payOutComment(['x'.repeat(400)], KEY)).toBe(`Оплата по накладным … (+1) [${KEY}]`);
  });

  it('always gives the key back as the content of its last brackets, within the limit', () => {
    const key = fc.stringMatching(/^[A-Za-z0-9:_-]{1,128}$/);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 30 }), key, (numbers, idempotencyKey) => {
        const comment = payOutComment(numbers, idempotencyKey);
        expect(comment.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
        expect(keyOfComment(comment)).toBe(idempotencyKey);
        // The server may add whitespace around it (the vendor's echo added a trailing space).
        expect(keyOfComment(` ${comment} \n`)).toBe(idempotencyKey);
      }),
    );
  });

  it('refuses keys that could not be found again', () => {
    for (const key of ['', ' a', 'a]b', '[a', 'a\nb', 'x'.repeat(129)]) {
      expect(isCommentKey(key)).toBe(false);
      expect(() => payOutComment([], key)).toThrow(RangeError);
    }
  });

  it('reads the key from the last pair of brackets only', () => {
    expect(keyOfComment('Оплата [a] и [b]')).toBe('b');
    expect(keyOfComment('Оплата [a] вручную')).toBe('a');
    expect(keyOfComment('Оплата без ключа')).toBeNull();
    expect(keyOfComment(null)).toBeNull();
    expect(keyOfComment('[]')).toBe('');
  });
});

describe('the write-off comment', () => {
  it('has its own prefix and the key with `:w` as the content of its last brackets, never the payment’s key', () => {
    const comment = writeOffComment(['2452'], KEY);
    expect(comment).toBe(`Списание разницы по накладным 2452 [${KEY}:w]`);
    expect(keyOfComment(comment)).toBe(writeOffKey(KEY));
    expect(keyOfComment(comment)).not.toBe(KEY);
    expect(isCommentKey(writeOffKey(KEY))).toBe(true);
    const long = writeOffComment(
      Array.from({ length: 60 }, (_, index) => `INV-${index}`),
      KEY,
    );
    expect(long.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
    expect(keyOfComment(long)).toBe(`${KEY}:w`);
  });
});

describe('the pay-out request', () => {
  const request = {
    payOutTypeId: '0cacd214-c280-4f58-afb3-28d25de90c21',
    payOutDate: '2017-12-13',
    counteragent: 'ac716010-c95c-4705-a4bf-d202816c406e',
    departmentId: '2b9c2770-f146-43b8-9ac1-ad717d9c7996',
    amount: '1234.56',
    comment: `Оплата по накладным 1 [${KEY}] "quoted" \\`,
  };

  it('is the documented body, the amount written as the decimal it is', () => {
    const body = payOutBody(request);
    expect(body).toContain('"departmentSumMap":{"2b9c2770-f146-43b8-9ac1-ad717d9c7996":1234.56}');
    expect(JSON.parse(body)).toEqual({
      payOutTypeId: request.payOutTypeId,
      payOutDate: '2017-12-13',
      counteragent: request.counteragent,
      departmentSumMap: { [request.departmentId]: 1234.56 },
      comment: request.comment,
    });
  });

  it('carries any amount of minor units exactly, with no float in between', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 3 }),
        (units, exp) => {
          const amount = minorUnitsToDecimal(units, exp);
          const sent = parseExactJson(payOutBody({ ...request, amount })) as {
            departmentSumMap: Record<string, JsonDecimal>;
          };
          expect(sent.departmentSumMap[request.departmentId]).toEqual(new JsonDecimal(amount));
        },
      ),
    );
  });

  it('refuses an amount that is not a plain positive decimal', () => {
    for (const amount of ['-1.00', '1e3', '1,5', '', 'NaN']) {
      expect(() => payOutBody({ ...request, amount })).toThrow(RangeError);
    }
  });
});

describe('the pay-out answer', () => {
  it('reads SUCCESS and ERROR whatever the echo member is called', () => {
    expect(payOutResultOf(fixture('pay-out-success.json'))).toEqual({ result: 'SUCCESS' });
    expect(payOutResultOf(fixture('pay-out-error.json'))).toEqual({
      result: 'ERROR',
      code: 'ACCOUNT_NOT_SPECIFIED',
      value: 'chiefAccount',
    });
    expect(payOutResultOf('{"result":"ERROR","errors":null}')).toEqual({ result: 'ERROR', code: null, value: null });
  });

  it('reads anything else as unreadable: the outcome of a sent pay-out is then unknown', () => {
    for (const text of ['', '<html/>', '{"result":"OK"}', 'null', '"SUCCESS"']) {
      expect(payOutResultOf(text)).toEqual({ result: 'UNREADABLE' });
    }
  });
});
