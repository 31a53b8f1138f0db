import type { Request } from 'express';
import { DomainError } from '../src/platform/errors/domain-error';
import { idempotencyKeyOf } from './api-v1';

const request = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { 'idempotency-key': value } }) as unknown as Request;

const refusal = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, fieldErrors: error.fieldErrors } : error;
  }
  return null;
};

describe('the Idempotency-Key header of /api/v1 routes', () => {
  it('accepts one value of 1–128 characters of [A-Za-z0-9_.:-]', () => {
    expect(idempotencyKeyOf(request('a'), true)).toBe('a');
    expect(idempotencyKeyOf(request('Issue_2026-11-24.retry:1'), true)).toBe('Issue_2026-11-24.retry:1');
    expect(idempotencyKeyOf(request('k'.repeat(128)), true)).toBe('k'.repeat(128));
    expect(idempotencyKeyOf(request(), false)).toBeNull();
  });

  it('refuses a missing required key, a repeated header, a blank, a long or an odd one as invalid request', () => {
    expect(refusal(() => idempotencyKeyOf(request(), true))).toEqual({
      code: 'validation.failed',
      fieldErrors: { 'Idempotency-Key': ['required'] },
    });
    // Node joins a header sent twice as "a, b".
    for (const value of ['a, b', '', ' a', 'k'.repeat(129), 'ключ', 'a/b', 'a b']) {
      expect(refusal(() => idempotencyKeyOf(request(value), false))).toEqual({
        code: 'validation.failed',
        fieldErrors: { 'Idempotency-Key': ['invalid'] },
      });
    }
  });
});
