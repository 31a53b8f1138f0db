import { Writable } from 'node:stream';
import { createLogger } from '../logging/logger';
import { logInternalError } from './log-error';

describe('logInternalError', () => {
  it('keeps type, code, message and stack, without a connection string’s password or the driver’s values', () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const failure = Object.assign(new Error('connect to postgres://app:canary-secret@db:5432/recon refused'), {
      code: 'ECONNREFUSED',
      parameters: ['canary-parameter'],
      detail: 'Key (account)=(canary-account) already exists.',
    });
    logInternalError(logger, failure, 'trace-1');
    const [line] = lines;
    expect(JSON.parse(line)).toMatchObject({
      traceId: 'trace-1',
      error: { type: 'Error', code: 'ECONNREFUSED', message: 'connect to [url] refused' },
    });
    expect(line).not.toMatch(/canary/);
  });
});
