import { existsSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { downloadOriginalFile, oneCStatement } from '../../../test/statement-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createTestEnvironment, type SignedInClient, type TestEnvironment } from '../../../test/test-environment';
import { BankFileRetention } from './file-retention';
import { S3_KEY_PREFIX, S3BankFileStore } from './s3-bank-file-store';

/**
 * The real app with original bank files in an S3-compatible bucket (a fauxqs server in a child process): upload,
 * download, reprocess preview, delete and retention all go to the bucket, and nothing names the bucket or a key.
 */
/** Above one 5 MiB part, so a file over it is cut off in the middle of a multipart upload. */
const UPLOAD_LIMIT = 7 * 1024 * 1024;

describe('original bank files in S3-compatible storage', () => {
  let s3: S3TestServer;
  let database: TestDatabase | undefined;
  let env: TestEnvironment;
  let organizationId: string;
  let outlet: string;
  let accountant: SignedInClient;
  let megaManager: SignedInClient;

  beforeAll(async () => {
    s3 = await startS3TestServer('bank-files-e2e');
    // Retention claims every expired import of its database: on PostgreSQL this file gets one of its own, so it
    // neither takes the imports of suites running beside it nor loses its own to them (as useTestEnvironment does).
    if (process.env.DATABASE_URL) database = await createTestDatabase();
    const settings = { ...s3.env, BANK_UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) };
    env = await createTestEnvironment(database ? { ...settings, DATABASE_URL: database.url } : settings);
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    accountant = await env.clientFor('Accountant', { organizationId });
    megaManager = await env.clientFor('MegaManager');
  }, 120_000);
  afterAll(async () => {
    await env?.close();
    await database?.drop();
    await s3?.stop();
  });

  const upload = async (content: Buffer, fileName: string) => {
    const response = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach('file', content, fileName);
    expect(response.status).toBe(202);
    expect(response.body.isDuplicate).toBe(false);
    return { id: response.body.importId as string, text: response.text };
  };
  const download = (id: string) => downloadOriginalFile(accountant, id);
  const storageKeyOf = async (id: string): Promise<string> =>
    (await env.app.dataSource.query('SELECT storage_key FROM bank_imports WHERE id = $1', [id]))[0].storage_key;
  const objectExists = (storageKey: string) =>
    s3.client
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${S3_KEY_PREFIX}${storageKey}` }))
      .then(() => true)
      .catch((error: { name?: string }) => {
        if (error.name === 'NotFound') return false;
        throw error;
      });

  it('refuses an empty file and a file over the limit, leaving no object and no incomplete upload', async () => {
    const post = (content: Buffer) =>
      accountant
        .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
        .attach('file', content, 'refused.txt');
    // First in the file, while the bucket is empty: an incomplete upload would keep it from being deleted.
    const empty = await post(Buffer.alloc(0));
    expect(empty.body.code).toBe('empty_file');
    const tooLarge = await post(Buffer.alloc(UPLOAD_LIMIT + 1024 * 1024, 'x'));
    expect({ status: tooLarge.status, code: tooLarge.body.code }).toEqual({ status: 413, code: 'file_too_large' });
    expect(await s3.leftovers()).toEqual([]);
  });

  it('uploads over REST into the bucket, downloads byte-identical, and deleting the import removes the object', async () => {
    const content = oneCStatement();
    const uploaded = await upload(content, 'statement.txt');
    const storageKey = await storageKeyOf(uploaded.id);
    expect(await objectExists(storageKey)).toBe(true);
    expect(existsSync(path.join(env.app.config.bankFilesRoot, storageKey))).toBe(false);

    const response = await download(uploaded.id);
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(Buffer.compare(response.body as Buffer, content)).toBe(0);

    const deleted = await accountant
      .rest('delete', `/api/bank-statements/imports/${uploaded.id}`)
      .send({ reason: 'Test' });
    expect(deleted.status).toBe(204);
    expect(await objectExists(storageKey)).toBe(false);

    // Neither responses, audit entries nor logs name the bucket, the key prefix or the key.
    const [audit] = await env.app.dataSource.query(
      `SELECT string_agg(details_json::text || coalesce(message, ''), ' ') AS text FROM audit_log WHERE entity_id = $1`,
      [uploaded.id],
    );
    for (const text of [uploaded.text, audit.text as string, env.logLines().join('\n')]) {
      expect(text).not.toContain(s3.bucket);
      expect(text).not.toContain(S3_KEY_PREFIX);
      expect(text).not.toContain(storageKey);
    }
  });

  it('streams a multipart-sized file through upload and download with the right length', async () => {
    // 6 MiB: larger than one 5 MiB part, so the save is a real multipart upload.
    const content = Buffer.alloc(6 * 1024 * 1024);
    for (let offset = 0; offset < content.length; offset += 4) content.writeUInt32LE(offset, offset);
    const uploaded = await upload(content, 'large.txt');
    const response = await download(uploaded.id);
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(Buffer.compare(response.body as Buffer, content)).toBe(0);
  });

  it('runs the reprocess preview on the stored original and reports it gone once retention removed it', async () => {
    const { id } = await upload(oneCStatement(), 'reprocess.txt');
    const run = await megaManager.rest('post', `/api/bank-statements/imports/${id}/reprocess-preview`);
    expect(run.status).toBe(200);
    expect(run.body.status).not.toBe('OriginalFileUnavailable');

    await env.app.dataSource.query(
      `UPDATE bank_imports SET file_expires_at_utc = now() - interval '1 hour' WHERE id = $1`,
      [id],
    );
    const storageKey = await storageKeyOf(id);
    const retention = new BankFileRetention(env.app.dataSource, new S3BankFileStore(env.app.config.bankFilesS3!));
    expect((await retention.run()).removed).toBeGreaterThanOrEqual(1);
    expect(await objectExists(storageKey)).toBe(false);

    const again = await megaManager.rest('post', `/api/bank-statements/imports/${id}/reprocess-preview`);
    expect(again.body.status).toBe('OriginalFileUnavailable');
    expect((await download(id)).status).toBe(404);
  });
});
