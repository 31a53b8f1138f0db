import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { LocalBankFileStore } from './bank-file-storage';

describe('LocalBankFileStore (the directory cases the contract test does not repeat as often)', () => {
  let root: string;
  let storage: LocalBankFileStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bank-file-storage-'));
    storage = new LocalBankFileStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores the bytes under a UUID key with their size and SHA-256', async () => {
    const content = Buffer.from('1CClientBankExchange\r\n');
    const saved = await storage.save(Readable.from([content]), 1000);
    expect(saved).toEqual({
      storageKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    expect(await storage.read(saved.storageKey)).toEqual(content);
  });

  it('leaves nothing behind for an upload cut off while the client is still sending', async () => {
    // A request body stays open after the first chunk; the cut-off must not race the lazy open of the target.
    for (let attempt = 0; attempt < 200; attempt++) {
      const source = new PassThrough();
      source.write(Buffer.alloc(60_000));
      await expect(storage.save(source, 1000)).rejects.toMatchObject({ code: 'file_too_large' });
    }
    expect(await readdir(root)).toEqual([]);
  });

  it('leaves nothing behind for an empty file', async () => {
    await expect(storage.save(Readable.from([]), 1000)).rejects.toMatchObject({ code: 'empty_file' });
    expect(await readdir(root)).toEqual([]);
  });
});
