import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AppConfig } from '../../platform/config/app-config';
import {
  assertStorageKey,
  MeasuredStream,
  type BankFileStore,
  type OpenedFile,
  type SavedFile,
} from './bank-file-store';

export type S3BankFileSettings = NonNullable<AppConfig['bankFilesS3']>;

/** Every object of this store lives under this prefix, so the bucket can be shared with other data. */
export const S3_KEY_PREFIX = 'bank-files/';

/** S3's smallest part: the most an upload holds in memory per part, whatever the file's size. */
const PART_SIZE = 5 * 1024 * 1024;
/** Parts in flight at once; the memory bound of a save is about this many parts. */
const PARTS_IN_FLIGHT = 1;

/**
 * Original bank files in an S3-compatible bucket (BankFiles__S3Bucket). A save is a streamed multipart upload
 * (`Upload` from @aws-sdk/lib-storage): parts of 5 MiB go out while the rest of the request is still arriving, and
 * a file smaller than one part is a single PutObject made only once the whole file has passed the size checks.
 * A refused or failed save aborts the multipart upload, so neither an object nor uploaded parts stay behind.
 * Failures are reported without the SDK's message: bucket names, object keys and endpoint hosts stay inside.
 */
export class S3BankFileStore implements BankFileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3BankFileSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // S3-compatible servers often reject the SDK's default extra checksums (CRC32 trailers); the files carry
      // their own SHA-256, so against a custom endpoint checksums are sent only where the API requires them.
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }

  async save(source: Readable, maxBytes: number): Promise<SavedFile> {
    const storageKey = randomUUID();
    const measured = new MeasuredStream(maxBytes);
    let bodyFailure: unknown = null;
    // A failing end destroys the other: a cut-off stops reading the request, a dropped request fails the body.
    const body = pipeline(source, measured.stream, (error) => {
      if (error) bodyFailure = error;
    });
    body.once('error', (error) => (bodyFailure ??= error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(storageKey), Body: body },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      // The size refusal or the request's own failure is the answer, even if the abort after it failed too.
      throw measured.refusal ?? bodyFailure ?? storeFailure('save', error);
    }
    return measured.result(storageKey);
  }

  async open(storageKey: string): Promise<OpenedFile | null> {
    const object = await this.get(storageKey);
    if (!object) return null;
    // One GET answers both, so a removal in between cannot make the size and the bytes disagree.
    return { stream: object.Body as Readable, sizeBytes: Number(object.ContentLength) };
  }

  async read(storageKey: string): Promise<Buffer | null> {
    const object = await this.get(storageKey);
    if (!object) return null;
    try {
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      throw storeFailure('read', error);
    }
  }

  async remove(storageKey: string): Promise<void> {
    // Deleting a missing object succeeds on S3, which is what retention and import deletion want.
    const command = new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(storageKey) });
    await this.client.send(command).catch((error: unknown) => {
      throw storeFailure('remove', error);
    });
  }

  private async get(storageKey: string) {
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(storageKey) });
    try {
      return await this.client.send(command);
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw storeFailure('open', error);
    }
  }

  private objectKey(storageKey: string): string {
    return `${S3_KEY_PREFIX}${assertStorageKey(storageKey)}`;
  }
}

/**
 * An S3 failure as an internal error naming only the operation, the error's name and the HTTP status: the SDK's
 * messages and fields can carry the bucket, the key or the endpoint host, which must not reach logs or clients.
 */
function storeFailure(operation: string, error: unknown): Error {
  const details = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const name = details.code ?? details.name ?? 'Error';
  const status = details.$metadata?.httpStatusCode;
  return new Error(`bank file store ${operation} failed: ${name}${status ? ` (HTTP ${status})` : ''}`);
}
