import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { Duplex } from 'node:stream';
import { useTestEnvironment } from '../../../test/test-environment';
import { createLogger } from '../logging/logger';
import { clientErrorHandler } from './client-error';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses what a raw socket received: one or more HTTP/1.1 answers with Content-Length bodies. */
function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return answers;
}

describe('requests refused by the HTTP parser', () => {
  const env = useTestEnvironment();

  /** Writes `chunks` to a fresh connection, one after the other's answer, and collects everything until it closes. */
  function raw(...chunks: string[]): Promise<RawAnswer[]> {
    const { port } = new URL(env.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      let next = 0;
      const send = () => {
        if (next < chunks.length) socket.write(chunks[next++]);
      };
      socket.on('connect', send);
      socket.on('data', (data) => {
        received += data.toString('utf8');
        if (parseAnswers(received).length === next) send();
      });
      socket.on('close', () => resolve(parseAnswers(received)));
      socket.on('error', reject);
      socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    });
  }

  function parserLines(traceId: string): Record<string, unknown>[] {
    return env
      .logLines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request refused by the HTTP parser' && entry.traceId === traceId);
  }

  function expectErrorResponse(answer: RawAnswer, status: number, code: string): string {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(body).toEqual({
      code,
      message: expect.any(String),
      params: {},
      fieldErrors: {},
      traceId: answer.headers['x-trace-id'],
    });
    expect(parserLines(String(body.traceId))).toHaveLength(1);
    return String(body.traceId);
  }

  it('answers a 17 KB query string with 431 request.header_too_large as an ErrorResponse (http.request)', async () => {
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const req = request(`${env.baseUrl}/api/health?filler=${'q'.repeat(17 * 1024)}`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expectErrorResponse(answer, 431, 'request.header_too_large');
  });

  it('answers huge headers with 431 and logs one line without the header values', async () => {
    const marker = `secret-${randomUUID()}`;
    const headers = Array.from({ length: 24 }, (_, i) => `X-Filler-${i}: ${marker}${'h'.repeat(800)}\r\n`).join('');
    const [answer] = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`);
    const traceId = expectErrorResponse(answer, 431, 'request.header_too_large');
    expect(parserLines(traceId)[0]).toMatchObject({ level: 40, parserCode: 'HPE_HEADER_OVERFLOW' });
    expect(env.logLines().some((line) => line.includes(marker))).toBe(false);
  });

  it('answers a malformed request with 400 request.failed', async () => {
    const [answer] = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nthis is no header\r\n\r\n');
    expectErrorResponse(answer, 400, 'request.failed');
    const [garbage] = await raw('NOT HTTP AT ALL\r\n\r\n');
    expectErrorResponse(garbage, 400, 'request.failed');
  });

  it('answers an oversized request after an answered one on the same keep-alive connection', async () => {
    const answers = await raw(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      `GET /api/health?filler=${'k'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 431]);
    expectErrorResponse(answers[1], 431, 'request.header_too_large');
    // And the server keeps serving.
    expect((await env.http.get('/api/health')).status).toBe(200);
  });
});

describe('clientErrorHandler', () => {
  function socketStub(writable: boolean) {
    const written: string[] = [];
    const socket = new Duplex({
      read() {},
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    if (!writable) socket.end();
    const destroy = jest.spyOn(socket, 'destroy');
    return { socket, written, destroy };
  }

  it('never writes to a socket that is no longer writable, and logs the event once', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const { socket, written, destroy } = socketStub(false);
    clientErrorHandler(logger)(Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW' }), socket);
    expect(written).toEqual([]);
    expect(destroy).toHaveBeenCalled();
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ msg: 'request refused by the HTTP parser', answered: false }),
    ]);
  });

  it('stays silent about a connection that failed (reset, broken pipe)', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const { socket, written, destroy } = socketStub(true);
    clientErrorHandler(logger)(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), socket);
    clientErrorHandler(logger)(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }), socket);
    expect(written).toEqual([]);
    expect(destroy).toHaveBeenCalled();
    expect(lines).toEqual([]);
  });
});
