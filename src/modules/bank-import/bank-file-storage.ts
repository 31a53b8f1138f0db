import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../../platform/errors/domain-error';

export interface SavedFile {
  /** A UUID naming the file under the root; the path itself never leaves the service. */
  storageKey: string;
  sizeBytes: number;
  /** Lowercase hex SHA-256 of the original bytes. */
  sha256: string;
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Original bank files under BankFiles__RootPath. Uploads are streamed to disk while their SHA-256 is computed,
 * so a 20 MiB statement is never held in memory twice; a file over the limit is cut off and removed.
 */
export class BankFileStorage {
  constructor(private readonly root: string) {}

  async save(source: Readable, maxBytes: number): Promise<SavedFile> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    const storageKey = randomUUID();
    const target = this.pathOf(storageKey);
    const hash = createHash('sha256');
    let sizeBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        sizeBytes += chunk.length;
        if (sizeBytes > maxBytes) {
          callback(new DomainError('file_too_large', { params: { maxBytes } }));
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    // Opened before the pipeline starts: a write stream opens its file lazily, so an early size error could
    // otherwise remove the target before it exists and leave the cut-off file behind.
    const file = await open(target, 'wx', 0o600);
    try {
      await pipeline(source, measure, file.createWriteStream());
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    if (sizeBytes === 0) {
      await rm(target, { force: true });
      throw new DomainError('empty_file');
    }
    return { storageKey, sizeBytes, sha256: hash.digest('hex') };
  }

  read(storageKey: string): Promise<Buffer> {
    return readFile(this.pathOf(storageKey));
  }

  /** A stream of the stored file and its size on disk; null when the file is not there (cleaned up, never stored). */
  async open(storageKey: string): Promise<{ stream: Readable; sizeBytes: number } | null> {
    // Opened once, so a cleanup running between the size check and the read cannot cut the download short.
    const handle = await open(this.pathOf(storageKey), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return null;
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), sizeBytes: size };
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true });
  }

  private pathOf(storageKey: string): string {
    // Keys are made here; anything else would be a path built from outside input.
    if (!STORAGE_KEY.test(storageKey)) throw new Error('invalid storage key');
    return path.join(this.root, storageKey);
  }
}
