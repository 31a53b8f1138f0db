import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { classifyError } from '../errors/classify-error';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';
import { toErrorResponse } from '../errors/error-response';
import type { Logger } from '../logging/logger';

/** Node's parser errors and the registry code each is answered with; anything else it refuses is malformed. */
const PARSER_REFUSALS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'request.header_too_large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'payload_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request.timeout',
};

/**
 * The HTTP server's `clientError` listener: a request Node's parser refused before any route saw it (a request line
 * and headers over the 16 KB limit, a malformed request line or header, a request that did not arrive in time). Node
 * would answer these with a bare status and no body; here they get an ErrorResponse with a trace id like every other
 * refusal, and one log line naming the parser's code (never the header values or the raw bytes).
 *
 * There is no request or response object, so the answer is written to the socket by hand, and only when it can be
 * read as one: the socket must still be writable and no response of an earlier request on it may be in progress.
 * The parser cannot go on after an error, so the connection is closed either way.
 */
export function clientErrorHandler(logger: Logger) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    // Not the parser: the connection itself failed (the client reset it, a write found it closed). Nothing can be
    // answered, and a download in progress on it logs its own cut.
    if (!isParserError(error)) {
      socket.destroy();
      return;
    }
    const traceId = randomUUID();
    const code: ErrorCode = PARSER_REFUSALS[error.code ?? ''] ?? 'request.failed';
    const answerable = socket.writable && !responseInProgress(socket);
    logger.warn(
      { traceId, parserCode: error.code ?? null, code, answered: answerable },
      'request refused by the HTTP parser',
    );
    if (!answerable) {
      socket.destroy();
      return;
    }
    const clientError = classifyError(new DomainError(code));
    const body = JSON.stringify(toErrorResponse(clientError, traceId));
    const status = clientError.httpStatus;
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        `X-Trace-Id: ${traceId}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    // A client that never reads its answer must not keep the socket.
    (socket as Socket).setTimeout(5000, () => socket.destroy());
  };
}

/**
 * Whether an earlier request on the socket (keep-alive, pipelining) still has its response to come or in progress:
 * a status line written now would come before it or land in the middle of it. Node keeps that response on the socket
 * until it is finished.
 */
function responseInProgress(socket: Duplex): boolean {
  const current = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  return current !== null && current !== undefined && !current.writableFinished;
}

/** Node's HTTP parser reports its refusals as HPE_* codes (with the bytes parsed), and a request timeout as its own. */
function isParserError(error: NodeJS.ErrnoException): boolean {
  const code = error.code ?? '';
  return code.startsWith('HPE_') || code === 'ERR_HTTP_REQUEST_TIMEOUT' || 'bytesParsed' in error;
}
