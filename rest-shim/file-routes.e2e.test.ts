import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalBankFileStore } from '../src/modules/bank-import/bank-file-storage';
import { oneCStatement } from '../test/statement-fixtures';
import { useTestEnvironment } from '../test/test-environment';

describe('original file download stream', () => {
  const env = useTestEnvironment();

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('logs a read failure after the headers went out under the trace id, and cuts the response', async () => {
    const organizationId = await env.createOrganization();
    const locationId = await env.createLocation(organizationId);
    const accountant = await env.clientFor('Accountant', { organizationId });
    const upload = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${locationId}`)
      .attach('file', oneCStatement(), 'statement.txt');
    expect(upload.status).toBe(202);

    // The first chunk goes out (and with it the headers), then the disk fails.
    let sentFirstChunk = false;
    const failing = new Readable({
      read() {
        if (sentFirstChunk) {
          this.destroy(Object.assign(new Error('disk read failed'), { code: 'EIO' }));
          return;
        }
        sentFirstChunk = true;
        this.push(Buffer.from('partial'));
      },
    });
    jest.spyOn(LocalBankFileStore.prototype, 'open').mockResolvedValue({ stream: failing, sizeBytes: 1000 });

    const traceId = `download-${randomUUID()}`;
    const outcome = await accountant
      .rest('get', `/api/bank-statements/imports/${upload.body.importId}/file`)
      .set('X-Trace-Id', traceId)
      .then(
        () => 'complete',
        () => 'cut',
      );
    expect(outcome).toBe('cut');

    const logged = () =>
      env
        .logLines()
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'unhandled failure' && entry.traceId === traceId);
    for (let attempt = 0; attempt < 20 && !logged(); attempt++) await sleep(50);
    expect(logged()).toMatchObject({ level: 50, error: { message: 'disk read failed', code: 'EIO' } });
  });
});
