import { failureOfAnswer, IIKO_SERVER_ANSWERS, REFERENCE_ANSWERS, safeServerText } from './erp-answer-failure';
import type { ErpHttpAnswer } from './erp-http-transport';

const text = (status: number, body: string, contentType = 'text/plain'): ErpHttpAnswer => ({
  status,
  text: body,
  contentType,
});
const json = (status: number, body: unknown): ErpHttpAnswer => text(status, JSON.stringify(body), 'application/json');

const LICENCE = 'License enhancement is required: no connections available for module 2200';
const BLOCKED = 'Module 2200 is blocked within current license';

describe('the one mapping of answers to failures', () => {
  it.each([
    // [answer, iikoServer reading, Reference reading]
    [text(401, ''), { kind: 'auth' }, { kind: 'auth' }],
    [text(403, LICENCE), { kind: 'unavailable', reason: 'session-limit', status: 403, retryable: false }, null],
    [text(403, BLOCKED), { kind: 'unavailable', reason: 'module-blocked', status: 403, retryable: false }, null],
    [text(403, 'Permission denied'), { kind: 'auth' }, { kind: 'rejected', status: 403 }],
    [text(404, 'Entity of class User not found by id'), { kind: 'not-supported' }, { kind: 'not-supported' }],
    [text(405, 'Method Not Allowed'), { kind: 'not-supported' }, { kind: 'not-supported' }],
    [text(501, ''), { kind: 'not-supported' }, { kind: 'not-supported' }],
    [text(400, 'Wrong date format: 2019-0513 15:26'), { kind: 'rejected', status: 400, code: null }, null],
    [text(409, 'Expected PAYOUT transaction type, but was: PAYIN'), { kind: 'rejected', status: 409 }, null],
    [text(302, ''), { kind: 'rejected', status: 302 }, { kind: 'rejected', status: 302 }],
    [text(500, 'java.net.SocketException: Connection reset'), { kind: 'unavailable', reason: 'server-error' }, null],
    [text(503, 'Service Unavailable'), { kind: 'unavailable', status: 503, retryable: true }, null],
  ])('%j → iikoServer %j, Reference %j', (answer, iiko, reference) => {
    expect(failureOfAnswer('listDocuments', answer, IIKO_SERVER_ANSWERS)).toMatchObject(iiko);
    expect(failureOfAnswer('listDocuments', answer, REFERENCE_ANSWERS)).toMatchObject(reference ?? iiko);
  });

  it('tells the licence refusals apart by their text, for both dialects', () => {
    const reference = json(403, { error: 'license_limit', message: 'License limit reached: no free sessions' });
    expect(failureOfAnswer('authenticate', reference, REFERENCE_ANSWERS)).toMatchObject({ reason: 'session-limit' });
    expect(failureOfAnswer('authenticate', text(403, BLOCKED), REFERENCE_ANSWERS)).toMatchObject({
      reason: 'module-blocked',
    });
  });

  it('reads a 5xx after a sent write as an unknown outcome only where the dialect says so', () => {
    const answer = text(500, 'product == null');
    expect(
      failureOfAnswer('writePayment', answer, IIKO_SERVER_ANSWERS, { serverErrorMeansUnknown: true }),
    ).toMatchObject({ kind: 'outcome-unknown', retryable: true });
    expect(failureOfAnswer('writePayment', answer, REFERENCE_ANSWERS)).toMatchObject({
      kind: 'unavailable',
      status: 500,
    });
  });

  it('keeps the Reference dialect’s JSON code and message, and iikoServer’s plain text, short and clean', () => {
    const reference = failureOfAnswer(
      'writePayment',
      json(422, { error: 'document_not_payable', message: 'The document is deleted' }),
      REFERENCE_ANSWERS,
    );
    expect(reference).toMatchObject({ code: 'document_not_payable', message: 'The document is deleted', status: 422 });
    const plain = failureOfAnswer(
      'writePayment',
      text(409, `У вас нет права\r\nизменять документы ${'x'.repeat(400)}`),
      IIKO_SERVER_ANSWERS,
    );
    expect(plain.message).toMatch(/^The accounting server refused the request: У вас нет права изменять документы x+$/);
    expect(plain.message.length).toBeLessThan(260);
    // The Reference dialect never shows a plain-text body; an HTML page is never shown by either.
    expect(failureOfAnswer('listAccounts', text(400, 'secret detail'), REFERENCE_ANSWERS).message).not.toContain(
      'secret',
    );
    const html = failureOfAnswer('listAccounts', text(400, '<html>proxy</html>', 'text/html'), IIKO_SERVER_ANSWERS);
    expect(html.message).toBe('The accounting server refused listAccounts (HTTP 400)');
  });

  it('never carries a secret the server echoes', () => {
    const token = 'b354d18c-3d3a-e1a6-c3b9-9ef7b5055318';
    const failure = failureOfAnswer('listDocuments', text(400, `Bad key=${token}&x`), IIKO_SERVER_ANSWERS, {
      redact: [token, null],
    });
    expect(failure.message).not.toContain(token);
    expect(failure.message).toContain('[redacted]');
    expect(safeServerText('  \u0000 ', [])).toBeNull();
  });
});
