import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  ListObjectsV2Command,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';

/**
 * A real S3-compatible server for tests: fauxqs (npm), in a child process of its own so its in-memory objects do
 * not count towards the memory the tests measure. s3rver was tried first: it stores multipart uploads but answers
 * AbortMultipartUpload with MethodNotAllowed and ListMultipartUploads with NotImplemented, so an aborted upload
 * would leave its parts behind there. fauxqs aborts, but has no ListMultipartUploads either (the call falls
 * through to ListObjects and would pass vacuously); it refuses DeleteBucket while a multipart upload is in progress,
 * which is how `leftovers` sees an incomplete one.
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The settings the app reads (BankFiles__S3*), pointing at this server. */
  env: Record<string, string>;
  client: S3Client;
  /** Every object in the bucket, plus `(incomplete multipart upload)` while one is in progress. */
  leftovers(): Promise<string[]>;
  stop(): Promise<void>;
}

const SERVER_SCRIPT = `
import { startFauxqs } from 'fauxqs';
const server = await startFauxqs({ port: 0, logger: false });
process.stdout.write(JSON.stringify({ port: server.port }) + '\\n');
// The test process owns this one: when it goes, so does the server.
process.stdin.on('end', () => server.stop().finally(() => process.exit(0)));
process.stdin.resume();
`;

const CREDENTIALS = { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' };

export async function startS3TestServer(bucket = 'bank-files-test'): Promise<S3TestServer> {
  const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '--eval', SERVER_SCRIPT], {
    cwd: path.resolve(__dirname, '..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await firstLine(child).then((line) => (JSON.parse(line) as { port: number }).port);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    client,
    env: {
      BankFiles__S3Bucket: bucket,
      BankFiles__S3Endpoint: endpoint,
      BankFiles__S3Region: 'us-east-1',
      BankFiles__S3AccessKeyId: CREDENTIALS.accessKeyId,
      BankFiles__S3SecretAccessKey: CREDENTIALS.secretAccessKey,
      BankFiles__S3ForcePathStyle: 'true',
    },
    async leftovers() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      const keys = (listed.Contents ?? []).map((object: _Object) => object.Key!);
      if (keys.length > 0) return keys;
      try {
        await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      } catch (error) {
        if ((error as { name?: string }).name === 'BucketNotEmpty') return ['(incomplete multipart upload)'];
        throw error;
      }
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return [];
    },
    async stop() {
      client.destroy();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.end();
      await exited;
    },
  };
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`the S3 test server exited early (${code})`)));
  });
}
