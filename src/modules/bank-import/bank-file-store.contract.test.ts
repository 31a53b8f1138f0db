import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { AbortMultipartUploadCommand, CreateMultipartUploadCommand } from '@aws-sdk/client-s3';
import { loadConfig } from '../../platform/config/app-config';
import { startS3TestServer } from '../../../test/s3-test-server';
import { LocalBankFileStore } from './bank-file-storage';
import type { BankFileStore } from './bank-file-store';
import { S3_KEY_PREFIX, S3BankFileStore } from './s3-bank-file-store';
import { reportFigure } from '../../../test/run-report';

const MiB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

interface Harness {
  store: BankFileStore;
  /** What is stored besides the test's live files: files in the directory, objects and incomplete uploads. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const root = await mkdtemp(path.join(tmpdir(), 'bank-file-store-'));
  return {
    store: new LocalBankFileStore(root),
    leftovers: () => readdir(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness> {
  const server = await startS3TestServer();
  const config = loadConfig({ ...server.env, NODE_ENV: 'test' });
  return {
    store: new S3BankFileStore(config.bankFilesS3!),
    leftovers: () => server.leftovers(),
    close: () => server.stop(),
  };
}

/** A stream producing `size` pseudo-random bytes in 64 KiB chunks, made on demand so the test holds none of it. */
function generated(size: number, options: { failAfter?: number; onChunk?: (bytes: number) => void } = {}) {
  const hash = createHash('sha256');
  let produced = 0;
  const stream = new Readable({
    read() {
      if (options.failAfter !== undefined && produced >= options.failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (produced >= size) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - produced), produced % 251);
      chunk.writeUInt32BE(produced, 0);
      produced += chunk.length;
      hash.update(chunk);
      options.onChunk?.(chunk.length);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each([
  ['local directory', localHarness],
  ['S3 (fauxqs server)', s3Harness],
])('BankFileStore contract: %s', (name, createHarness) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await createHarness();
  });
  afterAll(() => harness.close());
  afterEach(async () => expect(await harness.leftovers()).toEqual([]));

  it('saves, opens, reads and removes a file with its size and SHA-256', async () => {
    const content = Buffer.from('1CClientBankExchange\r\nВерсияФормата=1.03\r\n');
    const saved = await harness.store.save(Readable.from([content]), 1000);
    expect(saved).toEqual({
      storageKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    const opened = await harness.store.open(saved.storageKey);
    expect(opened?.sizeBytes).toBe(content.length);
    expect(await drain(opened!.stream)).toEqual(content);
    expect(await harness.store.read(saved.storageKey)).toEqual(content);

    await harness.store.remove(saved.storageKey);
    expect(await harness.store.open(saved.storageKey)).toBeNull();
    expect(await harness.store.read(saved.storageKey)).toBeNull();
  });

  it('answers null for a key that was never stored and removes it without error', async () => {
    const key = randomUUID();
    expect(await harness.store.open(key)).toBeNull();
    expect(await harness.store.read(key)).toBeNull();
    await expect(harness.store.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a key it did not make', async () => {
    await expect(harness.store.open('../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('cuts off a small upload while the client is still sending and leaves nothing behind', async () => {
    // A request body stays open after the first chunk; the cut-off must not race the start of the write.
    for (let attempt = 0; attempt < 50; attempt++) {
      const source = new PassThrough();
      source.write(Buffer.alloc(60_000));
      await expect(harness.store.save(source, 1000)).rejects.toMatchObject({ code: 'file_too_large' });
    }
  });

  it('cuts off a multipart-sized upload past the limit and leaves no object and no incomplete upload', async () => {
    // Two full 5 MiB parts are sent before the limit is crossed in the third.
    const { stream } = generated(12 * MiB);
    await expect(harness.store.save(stream, 11 * MiB)).rejects.toMatchObject({
      code: 'file_too_large',
      params: { maxBytes: 11 * MiB },
    });
  });

  it('fails with the request error when the client goes away mid-upload and leaves nothing behind', async () => {
    const { stream } = generated(20 * MiB, { failAfter: 11 * MiB });
    await expect(harness.store.save(stream, 25 * MiB)).rejects.toThrow('client went away');
  });

  it('refuses an empty file and leaves nothing behind', async () => {
    await expect(harness.store.save(Readable.from([]), 1000)).rejects.toMatchObject({ code: 'empty_file' });
  });

  it('accepts a file of exactly the limit', async () => {
    const saved = await harness.store.save(Readable.from([Buffer.alloc(1000, 1)]), 1000);
    expect(saved.sizeBytes).toBe(1000);
    await harness.store.remove(saved.storageKey);
  });

  it('streams a 20 MiB upload and download with bounded memory', async () => {
    // Warm-up: the first save loads the store's code (the SDK is large), which is not what is measured.
    const warm = await harness.store.save(Readable.from([Buffer.alloc(16)]), 1000);
    await harness.store.remove(warm.storageKey);

    // Collected every MiB, so the figures show what the store keeps alive rather than how far the collector lags
    // behind. RSS is the process's; the buffer figure (memoryUsage().arrayBuffers) is where file bytes would sit.
    let sinceCollection = 0;
    let baseline = { rss: 0, buffers: 0 };
    let peak = { rss: 0, buffers: 0 };
    const usage = () => {
      const { rss, arrayBuffers } = process.memoryUsage();
      return { rss, buffers: arrayBuffers };
    };
    const start = () => {
      collectGarbage();
      baseline = usage();
      peak = { ...baseline };
    };
    const sample = (bytes: number) => {
      sinceCollection += bytes;
      if (sinceCollection >= MiB) {
        sinceCollection = 0;
        collectGarbage();
      }
      const now = usage();
      peak = { rss: Math.max(peak.rss, now.rss), buffers: Math.max(peak.buffers, now.buffers) };
    };
    const growth = () => ({ rss: peak.rss - baseline.rss, buffers: peak.buffers - baseline.buffers });
    // Also sampled on a timer: while a part is being sent no chunk is read, and that is when the most is held.
    const ticker = setInterval(() => sample(0), 2).unref();

    const size = 20 * MiB;
    start();
    const source = generated(size, { onChunk: sample });
    const saved = await harness.store.save(source.stream, 25 * MiB);
    const upload = growth();
    expect(saved).toMatchObject({ sizeBytes: size, sha256: source.digest() });

    start();
    const opened = await harness.store.open(saved.storageKey);
    expect(opened?.sizeBytes).toBe(size);
    const hash = createHash('sha256');
    for await (const chunk of opened!.stream) {
      hash.update(chunk as Buffer);
      sample((chunk as Buffer).length);
    }
    const download = growth();
    clearInterval(ticker);
    expect(hash.digest('hex')).toBe(saved.sha256);
    await harness.store.remove(saved.storageKey);

    const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
    reportFigure(
      `${name}, 20 MiB file, peak growth: upload RSS ${mib(upload.rss)}, buffers ${mib(upload.buffers)}; ` +
        `download RSS ${mib(download.rss)}, buffers ${mib(download.buffers)} ` +
        `(baseline RSS ${mib(baseline.rss)}, buffers ${mib(baseline.buffers)})`,
    );
    // Holding the file whole would grow the buffers by 20 MiB or more (twice that with a concatenation). The
    // multipart save keeps about three 5 MiB parts alive at its peak (the part being sent, the next one being
    // gathered and its concatenation), whatever the file's size; a download holds a few socket reads. RSS barely
    // moves because the heap of a test process has room to spare; its bound only catches runaway growth.
    expect(upload.buffers).toBeLessThan(size);
    expect(download.buffers).toBeLessThan(8 * MiB);
    expect(Math.max(upload.rss, download.rss)).toBeLessThan(32 * MiB);
    // Forty full collections take a while on the large heap of a whole-suite run in one process.
  }, 180_000);
});

describe('S3 test server', () => {
  it('reports an incomplete multipart upload as a leftover, so the contract checks above are not vacuous', async () => {
    const server = await startS3TestServer('leftover-check');
    try {
      const Key = `${S3_KEY_PREFIX}${randomUUID()}`;
      const created = await server.client.send(new CreateMultipartUploadCommand({ Bucket: server.bucket, Key }));
      expect(await server.leftovers()).toEqual(['(incomplete multipart upload)']);
      await server.client.send(
        new AbortMultipartUploadCommand({ Bucket: server.bucket, Key, UploadId: created.UploadId }),
      );
      expect(await server.leftovers()).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
