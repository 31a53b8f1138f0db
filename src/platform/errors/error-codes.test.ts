import { DomainError } from './domain-error';
import {
  assertDistinctErrorCodes,
  defineErrorCodes,
  errorCodeEntry,
  isErrorCode,
  PLATFORM_ERROR_CODES,
  registeredErrorCodes,
  type ErrorCode,
} from './error-codes';

describe('the error-code registry', () => {
  it('answers the platform codes with their status and message', () => {
    expect(errorCodeEntry('not_found')).toEqual({ status: 404, message: 'The resource was not found.' });
    expect(new DomainError('validation.failed').httpStatus).toBe(400);
    expect(registeredErrorCodes()).toEqual(expect.arrayContaining(Object.keys(PLATFORM_ERROR_CODES)));
  });

  it('registers a table when it is defined, under its own codes', () => {
    const table = defineErrorCodes('registry-test', { 'registry_test.refused': { status: 409, message: 'Refused.' } });
    expect(table['registry_test.refused'].status).toBe(409);
    expect(isErrorCode('registry_test.refused')).toBe(true);
    expect(errorCodeEntry('registry_test.refused' as ErrorCode).message).toBe('Refused.');
  });

  it('refuses a code another table already defines', () => {
    defineErrorCodes('registry-first', { 'registry_test.taken': { status: 409, message: 'Taken.' } });
    expect(() =>
      defineErrorCodes('registry-second', { 'registry_test.taken': { status: 409, message: 'Taken.' } }),
    ).toThrow("Error code 'registry_test.taken' is defined by both registry-first and registry-second");
    expect(() => defineErrorCodes('registry-second', { not_found: { status: 404, message: 'Gone.' } })).toThrow(
      "Error code 'not_found' is defined by both platform and registry-second",
    );
    expect(errorCodeEntry('not_found').message).toBe('The resource was not found.');
  });

  it('refuses a code two composed modules declare, or a module and the platform', () => {
    const entry = { status: 409, message: 'Twice.' };
    expect(() =>
      assertDistinctErrorCodes([
        { name: 'first', errorCodes: { 'registry_test.twice': entry } },
        { name: 'plain' },
        { name: 'second', errorCodes: { 'registry_test.twice': entry } },
      ]),
    ).toThrow("Error code 'registry_test.twice' is declared by both first and second");
    expect(() => assertDistinctErrorCodes([{ name: 'shadowing', errorCodes: { forbidden: entry } }])).toThrow(
      "Error code 'forbidden' is declared by both platform and shadowing",
    );
  });

  it('fails loudly on a code no loaded table defines', () => {
    expect(isErrorCode('registry_test.unknown')).toBe(false);
    expect(() => errorCodeEntry('registry_test.unknown' as ErrorCode)).toThrow(
      "Error code 'registry_test.unknown' is not registered",
    );
  });
});
