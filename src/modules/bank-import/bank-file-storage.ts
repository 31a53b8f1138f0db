import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  MeasuredStream,
  type BankFileStore,
  type OpenedFile,
  type SavedFile,
} from './bank-file-store';

/**
 * Original bank files under BankFiles__RootPath, the embedded default. Uploads are streamed to disk while their
 * SHA-256 is computed, so a 20 MiB statement is never held in memory twice; a file over the limit is cut off and
 * removed, and so is an empty one.
 */
export class LocalBankFileStore implements BankFileStore {
  constructor(private readonly root: string) {}

  async save(source: Readable, maxBytes: number): Promise<SavedFile> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    const storageKey = randomUUID();
    const target = this.pathOf(storageKey);
    const measured = new MeasuredStream(maxBytes);
    // Opened before the pipeline starts: a write stream opens its file lazily, so an early size error could
    // otherwise remove the target before it exists and leave the cut-off file behind.
    const file = await open(target, 'wx', 0o600);
    try {
      await pipeline(source, measured.stream, file.createWriteStream());
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return measured.result(storageKey);
  }

  async read(storageKey: string): Promise<Buffer | null> {
    return readFile(this.pathOf(storageKey)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async open(storageKey: string): Promise<OpenedFile | null> {
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
    return path.join(this.root, assertStorageKey(storageKey));
  }
}
