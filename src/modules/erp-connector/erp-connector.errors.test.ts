import { errorCodeEntry } from '../../platform/errors/error-codes';
import {
  ErpAddressNotAllowedError,
  ErpAuthError,
  type ErpFailure,
  ErpNotSupportedError,
  ErpOutcomeUnknownError,
  ErpRejectedError,
  ErpTimeoutBeforeSendError,
  ErpUnavailableError,
  outcomeOf,
  toDomainError,
} from './erp-connector.errors';

const SERVER_TEXT = 'Internal detail from the server: db=prod-7 user=sa';

describe('the one mapping of connector failures', () => {
  const table: [ErpFailure, string, number, string][] = [
    [new ErpAuthError('authenticate', 'x'), 'erp_credentials_rejected', 409, 'auth_failed'],
    [new ErpUnavailableError('listDocuments', 'x', 'unreachable'), 'erp_unavailable', 503, 'unavailable'],
    [new ErpUnavailableError('serverInfo', 'x', 'server-error', 500), 'erp_unavailable', 503, 'unavailable'],
    [new ErpUnavailableError('authenticate', 'x', 'session-limit', 403), 'erp_unavailable', 503, 'unavailable'],
    [new ErpTimeoutBeforeSendError('listAccounts', 'x'), 'erp_timeout', 504, 'timeout'],
    [new ErpOutcomeUnknownError('writePayment', 'x'), 'erp_timeout', 504, 'timeout'],
    [new ErpNotSupportedError('getUnpaidBatch', 'x'), 'erp_request_rejected', 409, 'error'],
    [
      new ErpRejectedError('writePayment', SERVER_TEXT, 422, 'document_not_payable'),
      'erp_request_rejected',
      409,
      'error',
    ],
    [new ErpAddressNotAllowedError('authenticate', 'x'), 'erp_address_not_allowed', 409, 'address_not_allowed'],
  ];

  it.each(table)('maps %p to %s (HTTP %d), check status %s', (failure, code, status, checkStatus) => {
    const error = toDomainError(failure);
    expect({ code: error.code, status: error.httpStatus }).toEqual({ code, status });
    expect(errorCodeEntry(error.code).status).toBe(status);
    expect(outcomeOf(failure)).toMatchObject({ code, checkStatus, message: expect.any(String) });
  });

  it('never maps a failure of the accounting system to 401, which clients read as the end of their session', () => {
    for (const [failure] of table) expect(toDomainError(failure).httpStatus).not.toBe(401);
  });

  it('carries the operation, the kind and a refusal status, never the server text', () => {
    const rejected = new ErpRejectedError('writePayment', SERVER_TEXT, 422, 'document_not_payable');
    const error = toDomainError(rejected);
    expect(error.params).toEqual({ operation: 'writePayment', kind: 'rejected', status: 422 });
    expect(error.details).toBeNull();
    const shown = JSON.stringify([error.message, error.params, error.details, outcomeOf(rejected)]);
    expect(shown).not.toContain('db=prod-7');
    expect(shown).not.toContain('document_not_payable');
    expect(toDomainError(new ErpAuthError('authenticate', 'x')).params).toEqual({
      operation: 'authenticate',
      kind: 'auth',
    });
  });
});
