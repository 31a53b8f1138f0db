import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { downloadOriginalFile, oneCStatement } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { LocalBankFileStore } from './bank-file-storage';
import { BankFileRetention } from './file-retention';
import { attachmentDisposition } from './import-file.service';

const OVERRIDE = `mutation ($id: UUID!, $input: QualityOverrideInput!) {
  overrideBankImportQualityReview(id: $id, input: $input) {
    importId balanceMatches balanceReviewOverridden reviewOverrideReason reviewOverriddenByUserId reviewOverriddenAtUtc rowVersion
  }
}`;
const DELETE = 'mutation ($id: UUID!, $input: DeleteBankImportInput!) { deleteBankImport(id: $id, input: $input) }';

describe('bank import review override, delete and original file', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let outlet: string;
  let accountant: SignedInClient;
  let viewer: SignedInClient;
  let megaManager: SignedInClient;
  let foreignAccountant: SignedInClient;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    accountant = await env.clientFor('Accountant', { organizationId });
    viewer = await env.clientFor('Viewer', { organizationId });
    megaManager = await env.clientFor('MegaManager');
    const foreign = await env.createOrganization();
    foreignAccountant = await env.clientFor('Accountant', { organizationId: foreign });
  });

  const upload = async (content: Buffer = oneCStatement(), fileName = 'выписка "ноябрь".txt') => {
    const response = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach('file', content, fileName);
    expect(response.status).toBe(202);
    expect(response.body.isDuplicate).toBe(false);
    return response.body.importId as string;
  };
  const importRow = async (id: string) =>
    (await env.app.dataSource.query('SELECT * FROM bank_imports WHERE id = $1', [id]))[0];
  const openReview = (id: string) =>
    env.app.dataSource.query('UPDATE bank_imports SET balance_matches = false WHERE id = $1', [id]);
  const override = (client: SignedInClient, id: string, body: object) =>
    client.rest('post', `/api/bank-statements/imports/${id}/quality-review/override`).send(body);

  describe('quality override', () => {
    it('overrides an open review over REST: stores reason, actor and time, bumps rowVersion, audits', async () => {
      const id = await upload();
      await openReview(id);
      const response = await override(accountant, id, { reason: '  Bank confirmed the balance  ', rowVersion: 1 });
      expect(response.status).toBe(200);
      // The override answers the updated quality report.
      expect(response.body).toMatchObject({
        importId: id,
        status: 'Parsed',
        warnings: expect.any(Array),
        statements: expect.any(Array),
        balanceMatches: false,
        balanceReviewOverridden: true,
        reviewOverrideReason: 'Bank confirmed the balance',
        reviewOverriddenByUserId: accountant.user.id,
        reviewOverriddenAtUtc: expect.stringMatching(/Z$/),
        rowVersion: 2,
      });
      expect(await importRow(id)).toMatchObject({ balance_review_overridden: true, row_version: 2 });
      const [audit] = await env.app.dataSource.query(
        `SELECT organization_id, location_id, details_json FROM audit_log WHERE action = 'QualityOverride' AND entity_id = $1`,
        [id],
      );
      expect(audit).toMatchObject({ organization_id: organizationId, location_id: outlet });
      expect(audit.details_json).toEqual({
        importId: id,
        organizationId,
        locationId: outlet,
        qualityStatus: 'Parsed',
        balanceMatches: false,
        reason: 'Bank confirmed the balance',
        actorId: accountant.user.id,
      });
    });

    it('answers every error code over REST', async () => {
      const id = await upload();
      await openReview(id);
      const blank = await override(accountant, id, { reason: '   ', rowVersion: 1 });
      expect([blank.status, blank.body.code]).toEqual([400, 'review_override_reason_required']);
      const missing = await override(accountant, id, { rowVersion: 1 });
      expect([missing.status, missing.body.code]).toEqual([400, 'review_override_reason_required']);
      const stale = await override(accountant, id, { reason: 'ok', rowVersion: 7 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 'concurrency.conflict',
        params: { entity: 'BankStatementImport', id },
      });
      const denied = await override(viewer, id, { reason: 'ok', rowVersion: 1 });
      expect([denied.status, denied.body.code]).toEqual([403, 'forbidden']);
      const foreign = await override(foreignAccountant, id, { reason: 'ok', rowVersion: 1 });
      expect([foreign.status, foreign.body.code]).toEqual([403, 'forbidden']);
      const unknown = await override(accountant, randomUUID(), { reason: 'ok', rowVersion: 1 });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
      const otherContext = await override(accountant, id, { reason: 'ok', rowVersion: 1 }).set(
        'X-Location-Id',
        await env.createLocation(organizationId),
      );
      expect([otherContext.status, otherContext.body.code]).toEqual([404, 'not_found']);
      const malformed = await override(accountant, 'not-a-uuid', { reason: 'ok', rowVersion: 1 });
      expect([malformed.status, malformed.body.code]).toEqual([400, 'validation.failed']);

      expect((await override(megaManager, id, { reason: 'ok', rowVersion: 1 })).status).toBe(200);
      const again = await override(accountant, id, { reason: 'again', rowVersion: 2 });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'workflow.invalid_transition',
        params: { entity: 'BankStatementImport', state: 'ReviewOverridden', operation: 'QualityOverride' },
      });
      const balanced = await upload();
      const notRequired = await override(accountant, balanced, { reason: 'ok', rowVersion: 1 });
      expect(notRequired.status).toBe(409);
      expect(notRequired.body).toMatchObject({
        code: 'workflow.invalid_transition',
        params: { state: 'ReviewNotRequired' },
      });
    });

    it('answers the same codes over GraphQL', async () => {
      const id = await upload();
      await openReview(id);
      const call = (client: SignedInClient, input: object, target = id) =>
        client.graphql(OVERRIDE, { id: target, input });
      const codeOf = async (request: ReturnType<typeof call>) => (await request).body.errors?.[0]?.extensions?.code;
      expect(await codeOf(call(accountant, { reason: '', rowVersion: 1 }))).toBe('review_override_reason_required');
      expect(await codeOf(call(accountant, { reason: 'ok', rowVersion: 3 }))).toBe('concurrency.conflict');
      expect(await codeOf(call(viewer, { reason: 'ok', rowVersion: 1 }))).toBe('forbidden');
      expect(await codeOf(call(foreignAccountant, { reason: 'ok', rowVersion: 1 }))).toBe('forbidden');
      expect(await codeOf(call(accountant, { reason: 'ok', rowVersion: 1 }, randomUUID()))).toBe('not_found');
      const done = await call(accountant, { reason: 'checked', rowVersion: 1 });
      expect(done.body.data.overrideBankImportQualityReview).toMatchObject({ balanceReviewOverridden: true });
      expect(await codeOf(call(accountant, { reason: 'ok', rowVersion: 2 }))).toBe('workflow.invalid_transition');
    });
  });

  it('names an import by its id in capitals too, as by the id PostgreSQL answers (UUIDs compare case-insensitively)', async () => {
    const id = await upload(oneCStatement(), 'capitals.txt');
    await openReview(id);
    const upper = id.toUpperCase();
    expect((await accountant.rest('get', `/api/bank-statements/imports/${upper}`)).body.id).toBe(id);
    expect((await accountant.rest('get', `/api/bank-statements/imports/${upper}/file`)).status).toBe(200);
    const overridden = await override(accountant, upper, { reason: 'Confirmed by the bank', rowVersion: 1 });
    expect([overridden.status, overridden.body.balanceReviewOverridden]).toEqual([200, true]);
    const deleted = await accountant.rest('delete', `/api/bank-statements/imports/${upper}`).send({ reason: 'Test' });
    expect(deleted.status).toBe(204);
    expect(await importRow(id)).toBeUndefined();
  });

  describe('import delete', () => {
    const remove = (client: SignedInClient, id: string, body: object) =>
      client.rest('delete', `/api/bank-statements/imports/${id}`).send(body);

    it('deletes the import, its transactions and stored file, audits, and lets the same file be uploaded again', async () => {
      const content = oneCStatement();
      const id = await upload(content);
      const { storage_key: storageKey } = await importRow(id);
      const filePath = path.join(env.app.config.bankFilesRoot, storageKey);
      expect(existsSync(filePath)).toBe(true);

      const response = await remove(accountant, id, { reason: 'Wrong outlet' });
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect(await importRow(id)).toBeUndefined();
      const [{ count }] = await env.app.dataSource.query(
        'SELECT count(*)::int AS count FROM bank_transactions WHERE import_id = $1',
        [id],
      );
      expect(count).toBe(0);
      expect(existsSync(filePath)).toBe(false);
      const [audit] = await env.app.dataSource.query(
        `SELECT details_json FROM audit_log WHERE action = 'Delete' AND entity_type = 'BankStatementImport' AND entity_id = $1`,
        [id],
      );
      expect(audit.details_json).toMatchObject({ importId: id, reason: 'Wrong outlet', transactionCount: 1 });

      const again = await upload(content);
      expect(again).not.toBe(id);
    });

    it('answers every error code over REST and GraphQL', async () => {
      const id = await upload();
      const blank = await remove(accountant, id, { reason: ' ' });
      expect([blank.status, blank.body.code]).toEqual([400, 'import_delete_reason_required']);
      const noBody = await accountant.rest('delete', `/api/bank-statements/imports/${id}`);
      expect([noBody.status, noBody.body.code]).toEqual([400, 'import_delete_reason_required']);
      // MegaManager may override reviews but not delete imports.
      const manager = await remove(megaManager, id, { reason: 'x' });
      expect([manager.status, manager.body.code]).toEqual([403, 'forbidden']);
      const foreign = await remove(foreignAccountant, id, { reason: 'x' });
      expect([foreign.status, foreign.body.code]).toEqual([403, 'forbidden']);
      const unknown = await remove(accountant, randomUUID(), { reason: 'x' });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);

      const codeOf = async (client: SignedInClient, input: object) =>
        (await client.graphql(DELETE, { id, input })).body.errors?.[0]?.extensions?.code;
      expect(await codeOf(accountant, { reason: '' })).toBe('import_delete_reason_required');
      expect(await codeOf(viewer, { reason: 'x' })).toBe('forbidden');
      expect(await codeOf(foreignAccountant, { reason: 'x' })).toBe('forbidden');
      expect((await accountant.graphql(DELETE, { id, input: { reason: 'x' } })).body.data.deleteBankImport).toBe(true);
      expect(await codeOf(accountant, { reason: 'x' })).toBe('not_found');
    });
  });

  describe('original file download', () => {
    const download = downloadOriginalFile;

    it('streams the original with type, length and an RFC 6266 disposition, and audits safe metadata', async () => {
      const content = oneCStatement();
      const id = await upload(content, 'выписка "ноябрь".txt');
      const response = await download(megaManager, id);
      expect(response.status).toBe(200);
      expect(Buffer.compare(response.body as Buffer, content)).toBe(0);
      expect(response.headers['content-type']).toBe('text/plain');
      expect(response.headers['content-length']).toBe(String(content.length));
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="_______ ______.txt"; filename*=UTF-8''${encodeURIComponent('выписка ноябрь.txt')}`,
      );
      const [audit] = await env.app.dataSource.query(
        `SELECT details_json FROM audit_log WHERE action = 'Download' AND entity_id = $1`,
        [id],
      );
      expect(Object.keys(audit.details_json).sort()).toEqual([
        'extension',
        'fileExpiresAtUtc',
        'importId',
        'sizeBytes',
      ]);
      expect(audit.details_json).toMatchObject({ importId: id, extension: 'txt', sizeBytes: content.length });
    });

    it('denies Viewer and other tenants, and answers 404 for unknown imports and unavailable files', async () => {
      const id = await upload();
      const denied = await accountant.rest('get', `/api/bank-statements/imports/${id}/file`).set('Authorization', '');
      expect(denied.status).toBe(401);
      const viewerCall = await viewer.rest('get', `/api/bank-statements/imports/${id}/file`);
      expect([viewerCall.status, viewerCall.body.code]).toEqual([403, 'forbidden']);
      const foreign = await foreignAccountant.rest('get', `/api/bank-statements/imports/${id}/file`);
      expect([foreign.status, foreign.body.code]).toEqual([403, 'forbidden']);
      expect(foreign.headers['content-type']).toMatch(/^application\/json/);
      const malformed = await accountant.rest('get', '/api/bank-statements/imports/nope/file');
      expect([malformed.status, malformed.body.code]).toEqual([400, 'validation.failed']);
      const unknown = await accountant.rest('get', `/api/bank-statements/imports/${randomUUID()}/file`);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);

      const missing = await upload();
      rmSync(path.join(env.app.config.bankFilesRoot, (await importRow(missing)).storage_key));
      expect((await accountant.rest('get', `/api/bank-statements/imports/${missing}/file`)).status).toBe(404);
      const legacy = await upload();
      await env.app.dataSource.query('UPDATE bank_imports SET storage_key = NULL WHERE id = $1', [legacy]);
      expect((await accountant.rest('get', `/api/bank-statements/imports/${legacy}/file`)).status).toBe(404);
      const removed = await upload();
      await env.app.dataSource.query('UPDATE bank_imports SET file_removed_at_utc = now() WHERE id = $1', [removed]);
      expect((await accountant.rest('get', `/api/bank-statements/imports/${removed}/file`)).status).toBe(404);
    });
  });

  describe('retention cleanup', () => {
    it('removes expired files and marks them, keeps unexpired files and all transactions', async () => {
      const expired = await upload();
      const kept = await upload();
      await env.app.dataSource.query(
        `UPDATE bank_imports SET file_expires_at_utc = now() - interval '1 minute' WHERE id = $1`,
        [expired],
      );
      const expiredFile = path.join(env.app.config.bankFilesRoot, (await importRow(expired)).storage_key);
      const keptFile = path.join(env.app.config.bankFilesRoot, (await importRow(kept)).storage_key);
      // Expired but not yet cleaned up: already unavailable.
      expect((await accountant.rest('get', `/api/bank-statements/imports/${expired}/file`)).status).toBe(404);

      const retention = new BankFileRetention(env.app.dataSource, new LocalBankFileStore(env.app.config.bankFilesRoot));
      const result = await retention.run({ batchSize: 1 });
      expect(result.removed).toBeGreaterThanOrEqual(1);
      expect(existsSync(expiredFile)).toBe(false);
      expect(existsSync(keptFile)).toBe(true);
      expect((await importRow(expired)).file_removed_at_utc).toBeInstanceOf(Date);
      expect((await importRow(kept)).file_removed_at_utc).toBeNull();
      const [{ count }] = await env.app.dataSource.query(
        'SELECT count(*)::int AS count FROM bank_transactions WHERE import_id = $1',
        [expired],
      );
      expect(count).toBe(1);
      expect((await accountant.rest('get', `/api/bank-statements/imports/${expired}/file`)).status).toBe(404);
      expect((await accountant.rest('get', `/api/bank-statements/imports/${kept}/file`)).status).toBe(200);
    });

    it('never hands one row to two concurrent workers', async () => {
      const ids = [await upload(), await upload(), await upload()];
      await env.app.dataSource.query(
        `UPDATE bank_imports SET file_expires_at_utc = now() - interval '1 minute' WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const storage = new LocalBankFileStore(env.app.config.bankFilesRoot);
      const results = await Promise.all([
        new BankFileRetention(env.app.dataSource, storage).run({ batchSize: 1 }),
        new BankFileRetention(env.app.dataSource, storage).run({ batchSize: 1 }),
      ]);
      expect(results[0].removed + results[1].removed).toBeGreaterThanOrEqual(3);
      const marked = await env.app.dataSource.query(
        'SELECT count(*)::int AS count FROM bank_imports WHERE id = ANY($1::uuid[]) AND file_removed_at_utc IS NOT NULL',
        [ids],
      );
      expect(marked[0].count).toBe(3);
    });
  });

  it('builds an ASCII fallback and an exact UTF-8 name', () => {
    expect(attachmentDisposition("a'b (1).csv")).toBe(
      `attachment; filename="a'b (1).csv"; filename*=UTF-8''a%27b%20%281%29.csv`,
    );
  });
});
