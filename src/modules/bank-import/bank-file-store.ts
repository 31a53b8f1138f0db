import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { DomainError } from '../../platform/errors/domain-error';

export interface SavedFile {
  /** A UUID naming the stored file; where it lives (path, bucket, object key) never leaves the service. */
  storageKey: string;
  sizeBytes: number;
  /** Lowercase hex SHA-256 of the original bytes. */
  sha256: string;
}

/** A stored original opened for download: its bytes and their exact count (the response's Content-Length). */
export interface OpenedFile {
  stream: Readable;
  sizeBytes: number;
}

/**
 * Where original bank files are kept: a local directory (the embedded default) or an S3-compatible bucket
 * (docs/configuration.md, "Original bank files"). Every implementation streams a save, cuts it off past `maxBytes` with
 * `file_too_large` and refuses an empty file with `empty_file`, leaving nothing behind either way.
 */
export interface BankFileStore {
  save(source: Readable, maxBytes: number): Promise<SavedFile>;
  /** The stored file; null when it is not there (cleaned up, deleted, never stored). */
  open(storageKey: string): Promise<OpenedFile | null>;
  /** The whole file, for parsing (bounded by the upload limit); null when it is not there. */
  read(storageKey: string): Promise<Buffer | null>;
  /** Removes the file; a file already gone is not an error. */
  remove(storageKey: string): Promise<void>;
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keys are made by the stores; anything else would be a path or object name built from outside input. */
export function assertStorageKey(storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error('invalid storage key');
  return storageKey;
}

/**
 * The pass-through every save streams through: counts and hashes the bytes, fails with `file_too_large` on the
 * first byte past the limit and with `empty_file` at the end of an empty stream, so a store never completes
 * (never writes, never commits an object) for a file that is refused.
 */
export class MeasuredStream {
  readonly stream: Transform;
  /** The size or emptiness refusal, when the stream failed because of one. */
  refusal: DomainError | null = null;
  private sizeBytes = 0;
  private readonly hash = createHash('sha256');

  constructor(maxBytes: number) {
    const refuse = (error: DomainError): DomainError => (this.refusal = error);
    this.stream = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        this.sizeBytes += chunk.length;
        if (this.sizeBytes > maxBytes) {
          callback(refuse(new DomainError('file_too_large', { params: { maxBytes } })));
          return;
        }
        this.hash.update(chunk);
        callback(null, chunk);
      },
      flush: (callback) => {
        callback(this.sizeBytes === 0 ? refuse(new DomainError('empty_file')) : null);
      },
    });
  }

  result(storageKey: string): SavedFile {
    return { storageKey, sizeBytes: this.sizeBytes, sha256: this.hash.digest('hex') };
  }
}
