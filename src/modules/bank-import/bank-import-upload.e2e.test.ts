import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { haveStatementSamples, oneCStatement, STATEMENT_SAMPLES } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const SAMPLE = path.join(STATEMENT_SAMPLES, '1c/kilylabs__one_day_utf8.txt');
const hasSample = haveStatementSamples('upload sample tests', '1c/kilylabs__one_day_utf8.txt');

const UPLOAD =
  'mutation ($file: Upload!) { uploadBankStatement(file: $file) { importId status errorMessage errors isDuplicate existingImportId message } }';

describe('bank statement upload', () => {
  const env = useTestEnvironment({ BANK_UPLOAD_MAX_BYTES: '50000' });
  let organizationId: string;
  let outlet: string;
  let secondOutlet: string;
  let accountant: SignedInClient;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    secondOutlet = await env.createLocation(organizationId);
    accountant = await env.clientFor('Accountant', { organizationId });
  });

  const restUpload = (client: SignedInClient, content: Buffer, fileName = 'statement.txt', locationId = outlet) =>
    client
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${locationId}`)
      .attach('file', content, fileName);

  const graphqlUpload = (client: SignedInClient, content: Buffer, fileName = 'statement.txt') =>
    env.http
      .post('/graphql')
      .set('Authorization', `Bearer ${client.accessToken}`)
      .set('Apollo-Require-Preflight', 'true')
      .set('X-Organization-Id', organizationId)
      .set('X-Location-Id', outlet)
      .field('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }))
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', content, fileName);

  (hasSample ? it : it.skip)(
    'imports a real statement over REST: 202, stored, parsed, nothing of the storage path shown',
    async () => {
      const response = await restUpload(accountant, readFileSync(SAMPLE), 'C:\\exports\\выписка "1".txt');
      expect(response.status).toBe(202);
      expect(response.body).toEqual({
        importId: expect.any(String),
        status: 'Parsed',
        errorMessage: null,
        errors: [],
        isDuplicate: false,
        existingImportId: null,
        message: null,
      });
      const [row] = await env.app.dataSource.query('SELECT * FROM bank_imports WHERE id = $1', [
        response.body.importId,
      ]);
      expect(row).toMatchObject({
        organization_id: organizationId,
        location_id: outlet,
        file_name: 'выписка 1.txt',
        transaction_count: 13,
      });
      expect(row.file_sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(readdirSync(env.app.config.bankFilesRoot)).toContain(row.storage_key);
      expect(response.text).not.toContain(env.app.config.bankFilesRoot);
      expect(response.text).not.toContain(row.storage_key);
    },
  );

  it('answers a file already imported for the organization with the existing import, also from another outlet', async () => {
    const content = oneCStatement('40702810900000012345');
    const first = await restUpload(accountant, content);
    expect(first.status).toBe(202);
    const again = await restUpload(accountant, content, 'renamed.txt', secondOutlet);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({
      isDuplicate: true,
      importId: first.body.importId,
      existingImportId: first.body.importId,
      message: expect.any(String),
    });
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM bank_imports WHERE file_sha256 = (SELECT file_sha256 FROM bank_imports WHERE id = $1)',
      [first.body.importId],
    );
    expect(count).toBe(1);
    const [audit] = await env.app.dataSource.query(
      `SELECT details_json FROM audit_log WHERE action = 'DuplicateUpload' AND entity_id = $1`,
      [first.body.importId],
    );
    expect(Object.keys(audit.details_json).sort()).toEqual([
      'contentType',
      'digestPrefix',
      'existingImportId',
      'extension',
      'locationId',
      'organizationId',
      'sizeBytes',
    ]);
    expect(audit.details_json.digestPrefix).toHaveLength(12);
  });

  it('imports over GraphQL multipart as well', async () => {
    const response = await graphqlUpload(accountant, oneCStatement('40702810900000054321'));
    expect(response.status).toBe(200);
    expect(response.body.data.uploadBankStatement).toMatchObject({ status: 'Parsed', isDuplicate: false });
  });

  it('records a file it cannot read as an UnsupportedFormat import with an operator message', async () => {
    const response = await restUpload(accountant, randomBytes(2000), 'photo.jpg');
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      status: 'UnsupportedFormat',
      errorMessage: expect.any(String),
      errors: [expect.any(String)],
    });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 400, 'empty_file'],
    ['a file over BANK_UPLOAD_MAX_BYTES', randomBytes(60_000), 413, 'file_too_large'],
  ])('refuses %s over REST and GraphQL and keeps nothing', async (_case, content, status, code) => {
    const before = readdirSync(env.app.config.bankFilesRoot).length;
    const rest = await restUpload(accountant, content);
    expect(rest.status).toBe(status);
    expect(rest.body.code).toBe(code);
    const graphql = await graphqlUpload(accountant, content);
    expect(graphql.body.errors[0].extensions).toMatchObject({ code, httpStatus: status });
    expect(readdirSync(env.app.config.bankFilesRoot).length).toBe(before);
  });

  it('needs the file part', async () => {
    const response = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .field('other', 'x');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation.failed', fieldErrors: { file: ['required'] } });
  });

  it('checks context and permission before reading the file', async () => {
    const viewer = await env.clientFor('Viewer', { organizationId });
    // No role of a Viewer grants the import: refused before the context or the file is looked at.
    const denied = await restUpload(viewer, oneCStatement('40702810900000077777'));
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
    const noContext = await accountant
      .rest('post', '/api/bank-statements/import')
      .attach('file', oneCStatement('40702810900000077778'), 'a.txt');
    expect(noContext.status).toBe(400);
    expect(noContext.body.code).toBe('context.organization.required');
    // The connection is still usable after a refused upload whose body was never read.
    await accountant.rest('get', '/api/auth/me').expect(200);
  });

  it('enforces the monthly import quota with 403 organization_import_quota_exceeded', async () => {
    const limited = await env.createOrganization();
    const limitedOutlet = await env.createLocation(limited);
    const client = await env.clientFor('Accountant', { organizationId: limited });
    await env.app.dataSource.query(
      'INSERT INTO organization_quotas (organization_id, max_monthly_bank_imports) VALUES ($1, 1)',
      [limited],
    );
    const upload = (content: Buffer) =>
      client
        .rest('post', `/api/bank-statements/import?organizationId=${limited}&locationId=${limitedOutlet}`)
        .attach('file', content, 's.txt');
    expect((await upload(oneCStatement('40702810900000011111'))).status).toBe(202);
    const refused = await upload(oneCStatement('40702810900000022222'));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('organization_import_quota_exceeded');
  });

  it('never shows a planted full account number in responses, audit entries or logs', async () => {
    const canary = `4070281099${randomBytes(5).readUIntBE(0, 5).toString().padStart(10, '0').slice(0, 10)}`;
    const response = await restUpload(accountant, oneCStatement(canary));
    expect(response.status).toBe(202);
    const [row] = await env.app.dataSource.query(
      'SELECT account_number, account_number_masked FROM bank_imports WHERE id = $1',
      [response.body.importId],
    );
    expect(row).toEqual({ account_number: canary, account_number_masked: `****${canary.slice(-4)}` });
    const audit = await env.app.dataSource.query(
      'SELECT message, details_json::text AS details FROM audit_log WHERE entity_id = $1',
      [response.body.importId],
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(canary);
    expect(response.text).not.toContain(canary);
    expect(env.logLines().join('\n')).not.toContain(canary);
  });
});
