import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const ACCOUNT = '40702810900000077777';
const SUPPLIER_ACCOUNT = '40702810000000099999';

/** A generic CSV statement (docs/bank-imports.md layout) of the given rows: [date, direction, amount, counterparty, reference]. */
function csv(rows: [string, string, string, string, string][], account = ACCOUNT): Buffer {
  return Buffer.from(
    [
      `# account_number=${account}`,
      '# currency=RUB',
      'date;direction;amount;currency;counterparty_name;counterparty_account;description;reference',
      ...rows.map(([date, direction, amount, party, reference]) =>
        [date, direction, amount, 'RUB', party, SUPPLIER_ACCOUNT, `Payment ${randomUUID()}`, reference].join(';'),
      ),
    ].join('\n'),
  );
}

const CANDIDATE_FIELDS = `candidateId status importId transactionId duplicateOfImportId duplicateOfTransactionId rowVersion
  transaction { id transactionDate amount direction accountNumberMasked counterpartyAccountMasked bankReference matchStatus }
  duplicateOf { id transactionDate amount accountNumberMasked }`;
const RESULT_FIELDS = 'candidateId status importId transactionId duplicateOfTransactionId rowVersion';
const PREVIEW_FIELDS = `id importId status formatCode bankCode parserVersion storedParserVersion existingTransactionCount
  previewTransactionCount addedCount removedCount changedCount unchangedCount warningCount errorSummary operatorMessage
  addedSamples { amount } removedSamples { amount } changedSamples { amount changedFields } createdAtUtc createdByUserId`;

describe('transaction-level duplicate candidates and reprocess preview', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let outlet: string;
  let accountant: SignedInClient;
  let megaManager: SignedInClient;
  let organizationAdmin: SignedInClient;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    accountant = await env.clientFor('Accountant', { organizationId });
    organizationAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
    megaManager = await env.clientFor('MegaManager');
  });

  const upload = async (content: Buffer): Promise<string> => {
    const response = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach('file', content, 'statement.csv');
    expect(response.status).toBe(202);
    expect(response.body.isDuplicate).toBe(false);
    expect(response.body.status).toBe('Parsed');
    return response.body.importId as string;
  };

  const count = async (sql: string, params: unknown[]): Promise<number> => {
    const [row] = await env.app.dataSource.query(sql, params);
    return Number(row.count);
  };

  /**
   * A fingerprint of the organization's rows in the three tables: any write to them changes it. Only this test's
   * organization: other test files write to the shared database at the same time.
   */
  const snapshot = async () =>
    env.app.dataSource.query(
      `SELECT (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM bank_transactions t
                WHERE t.organization_id = $1) AS transactions,
              (SELECT md5(string_agg(i::text, '|' ORDER BY i.id)) FROM bank_imports i
                WHERE i.organization_id = $1) AS imports,
              (SELECT md5(coalesce(string_agg(c::text, '|' ORDER BY c.id), '')) FROM bank_duplicate_candidates c
                WHERE c.organization_id = $1) AS candidates`,
      [organizationId],
    );

  it('surfaces overlapping statements as candidates and leaves repeated same-day payments alone', async () => {
    // Repeated payments: same supplier, same amount, same day, different references — all kept, no candidates.
    const first = await upload(
      csv([
        ['2026-10-01', 'Debit', '150.00', 'ООО Поставщик', `R-${randomUUID().slice(0, 6)}-1`],
        ['2026-10-02', 'Debit', '990.00', 'ООО Поставщик', 'D-1'],
        ['2026-10-02', 'Debit', '990.00', 'ООО Поставщик', 'D-2'],
        ['2026-10-03', 'Credit', '5000.00', 'ООО Гость', 'C-1'],
      ]),
    );
    expect(await count('SELECT count(*) FROM bank_transactions WHERE import_id = $1', [first])).toBe(4);
    expect(
      await count(
        'SELECT count(*) FROM bank_duplicate_candidates WHERE import_id = $1 OR duplicate_of_import_id = $1',
        [first],
      ),
    ).toBe(0);

    // The second export repeats 2–3 October and adds the 4th: three candidates, every row stored.
    const second = await upload(
      csv([
        ['2026-10-02', 'Debit', '990.00', 'ООО Поставщик', 'D-1'],
        ['2026-10-02', 'Debit', '990.00', 'ООО Поставщик', 'D-2'],
        ['2026-10-02', 'Debit', '990.00', 'ООО Поставщик', 'D-3'],
        ['2026-10-03', 'Credit', '5000.00', 'ООО Гость', 'C-1'],
        ['2026-10-04', 'Credit', '700.00', 'ООО Гость', 'C-2'],
      ]),
    );
    expect(await count('SELECT count(*) FROM bank_transactions WHERE import_id = $1', [second])).toBe(5);

    const rest = await accountant.rest('get', `/api/bank-statements/imports/${second}/duplicates`);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(3);
    expect(
      rest.body.map((c: { transaction: { bankReference: string } }) => c.transaction.bankReference).sort(),
    ).toEqual(['C-1', 'D-1', 'D-2']);
    for (const candidate of rest.body) {
      expect(candidate).toMatchObject({ status: 'Open', importId: second, duplicateOfImportId: first, rowVersion: 1 });
      expect(candidate.transaction.accountNumberMasked).toBe('****7777');
      expect(candidate.duplicateOf.accountNumberMasked).toBe('****7777');
    }
    expect(rest.text).not.toContain(ACCOUNT);
    expect(rest.text).not.toContain(SUPPLIER_ACCOUNT);

    // The earlier import lists the same candidates from its side, over GraphQL too.
    const graphql = await accountant.graphql(
      `query ($id: UUID!) { bankImportDuplicates(importId: $id) { ${CANDIDATE_FIELDS} } }`,
      {
        id: first,
      },
    );
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.bankImportDuplicates).toHaveLength(3);
  });

  it('counts a fully overlapping pair of no-reference rows once per occurrence, not pairwise', async () => {
    const rows: [string, string, string, string, string][] = [
      ['2026-09-01', 'Debit', '10.00', 'Кафе', ''],
      ['2026-09-01', 'Debit', '10.00', 'Кафе', ''],
    ];
    const account = '40702810900000066666';
    const first = await upload(csv(rows, account));
    const second = await upload(csv(rows, account));
    expect(await count('SELECT count(*) FROM bank_transactions WHERE import_id IN ($1, $2)', [first, second])).toBe(4);
    expect(await count('SELECT count(*) FROM bank_duplicate_candidates WHERE import_id = $1', [second])).toBe(2);
  });

  it('confirms and dismisses open candidates once, over REST and GraphQL, with audit and no data removed', async () => {
    const account = '40702810900000055555';
    const rows: [string, string, string, string, string][] = [
      ['2026-08-01', 'Debit', '10.00', 'A', 'X-1'],
      ['2026-08-02', 'Debit', '20.00', 'B', 'X-2'],
    ];
    await upload(csv(rows, account));
    const second = await upload(csv(rows, account));
    const list = await accountant.rest('get', `/api/bank-statements/imports/${second}/duplicates`);
    const [a, b] = list.body as { candidateId: string; transactionId: string; duplicateOfTransactionId: string }[];
    const before = await count('SELECT count(*) FROM bank_transactions WHERE organization_id = $1', [organizationId]);

    const confirmed = await accountant.rest('post', `/api/bank-statements/duplicates/${a.candidateId}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      candidateId: a.candidateId,
      status: 'Confirmed',
      importId: second,
      transactionId: a.transactionId,
      duplicateOfTransactionId: a.duplicateOfTransactionId,
      rowVersion: 2,
    });
    const [excluded] = await env.app.dataSource.query('SELECT match_status FROM bank_transactions WHERE id = $1', [
      a.transactionId,
    ]);
    expect(excluded.match_status).toBe('Excluded');

    const again = await accountant.rest('post', `/api/bank-statements/duplicates/${a.candidateId}/dismiss`);
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: 'workflow.invalid_transition',
    });

    const dismiss = `mutation ($id: UUID!) { dismissBankDuplicateCandidate(candidateId: $id) { ${RESULT_FIELDS} } }`;
    const dismissed = await accountant.graphql(dismiss, { id: b.candidateId });
    expect(dismissed.body.data.dismissBankDuplicateCandidate).toMatchObject({ status: 'Dismissed', rowVersion: 2 });
    const [untouched] = await env.app.dataSource.query('SELECT match_status FROM bank_transactions WHERE id = $1', [
      b.transactionId,
    ]);
    expect(untouched.match_status).toBe('Unmatched');
    const twice = await accountant.graphql(dismiss, { id: b.candidateId });
    expect(twice.body.errors[0].extensions.code).toBe('workflow.invalid_transition');

    const missing = await accountant.rest('post', `/api/bank-statements/duplicates/${randomUUID()}/confirm`);
    expect(missing.status).toBe(404);
    expect(await count('SELECT count(*) FROM bank_transactions WHERE organization_id = $1', [organizationId])).toBe(
      before,
    );
    const audits = await env.app.dataSource.query(
      `SELECT action, details_json FROM audit_log WHERE entity_id = ANY($1) ORDER BY created_at_utc`,
      [[a.candidateId, b.candidateId]],
    );
    expect(audits.map((entry: { action: string }) => entry.action)).toEqual([
      'DuplicateCandidateConfirmed',
      'DuplicateCandidateDismissed',
    ]);
    expect(JSON.stringify(audits)).not.toContain(account);
  });

  it('counts the open candidates of the outlet in the health summary until decided in the right context', async () => {
    const ownOutlet = await env.createLocation(organizationId);
    const healthCount = async () =>
      (
        await accountant.rest(
          'get',
          `/api/bank-statements/import-health-summary?organizationId=${organizationId}&locationId=${ownOutlet}`,
        )
      ).body.duplicateCandidateCount;
    const rows: [string, string, string, string, string][] = [
      ['2026-09-01', 'Debit', '11.00', 'C', 'Y-1'],
      ['2026-09-02', 'Debit', '22.00', 'D', 'Y-2'],
    ];
    // The same statement twice (csv() varies the descriptions, so the files differ): two candidate pairs.
    for (let copy = 0; copy < 2; copy++) {
      const response = await accountant
        .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${ownOutlet}`)
        .attach('file', csv(rows, '40702810900000066666'), 'statement.csv');
      expect(response.body.status).toBe('Parsed');
    }
    expect(await healthCount()).toBe(2);
    const [candidate] = await env.app.dataSource.query(
      `SELECT id FROM bank_duplicate_candidates WHERE location_id = $1 ORDER BY created_at_utc LIMIT 1`,
      [ownOutlet],
    );
    // Context headers naming another outlet hide the candidate (404), as for every call about an import.
    const elsewhere = await accountant
      .rest('post', `/api/bank-statements/duplicates/${candidate.id}/dismiss`)
      .set({ 'X-Organization-Id': organizationId, 'X-Location-Id': outlet });
    expect({ status: elsewhere.status, code: elsewhere.body.code }).toEqual({ status: 404, code: 'not_found' });
    expect(await healthCount()).toBe(2);
    await accountant.rest('post', `/api/bank-statements/duplicates/${candidate.id}/dismiss`).expect(200);
    expect(await healthCount()).toBe(1);
  });

  it('shows an outlet-scoped caller no candidate whose earlier side is at another outlet', async () => {
    const ownOutlet = await env.createLocation(organizationId);
    const otherOutlet = await env.createLocation(organizationId);
    const outletAccountant = await env.clientFor('Accountant', { organizationId, locationId: ownOutlet });
    const account = '40702810900000011111';
    const canary = `Canary ${randomUUID()}`;
    const uploadAt = async (locationId: string, content: Buffer): Promise<string> => {
      const response = await accountant
        .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${locationId}`)
        .attach('file', content, 'statement.csv');
      expect(response.body.status).toBe('Parsed');
      return response.body.importId as string;
    };
    // The other outlet's row shares the fingerprint (account, date, amount, reference) but not the counterparty.
    const foreign = await uploadAt(
      otherOutlet,
      Buffer.from(
        [
          `# account_number=${account}`,
          'date;direction;amount;currency;counterparty_name;counterparty_account;description;reference',
          `2026-05-01;Debit;31.00;RUB;${canary};${SUPPLIER_ACCOUNT};${canary} description;K-1`,
        ].join('\n'),
      ),
    );
    const first = await uploadAt(
      ownOutlet,
      csv(
        [
          ['2026-05-01', 'Debit', '31.00', 'Own', 'K-1'],
          ['2026-05-02', 'Debit', '32.00', 'Own', 'K-2'],
        ],
        account,
      ),
    );
    await uploadAt(ownOutlet, csv([['2026-05-02', 'Debit', '32.00', 'Own', 'K-2']], account));
    const [foreignTransaction] = await env.app.dataSource.query(
      'SELECT id FROM bank_transactions WHERE import_id = $1',
      [foreign],
    );
    const [crossOutlet] = await env.app.dataSource.query(
      'SELECT id FROM bank_duplicate_candidates WHERE import_id = $1 AND duplicate_of_import_id = $2',
      [first, foreign],
    );
    const expectNoTrace = (text: string) => {
      for (const secret of [canary, foreign, foreignTransaction.id, crossOutlet.id, otherOutlet]) {
        expect(text).not.toContain(secret);
      }
    };

    // The outlet-scoped caller sees its own outlet's candidate only, over both transports.
    const rest = await outletAccountant.rest('get', `/api/bank-statements/imports/${first}/duplicates`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((c: { transaction: { bankReference: string } }) => c.transaction.bankReference)).toEqual([
      'K-2',
    ]);
    expectNoTrace(rest.text);
    const fields = CANDIDATE_FIELDS.replace('duplicateOf {', 'duplicateOf { locationId counterpartyName');
    const graphql = await outletAccountant.graphql(
      `query ($id: UUID!) { bankImportDuplicates(importId: $id) { ${fields} } }`,
      { id: first },
    );
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.bankImportDuplicates).toHaveLength(1);
    expectNoTrace(JSON.stringify(graphql.body));
    const health = await outletAccountant.rest(
      'get',
      `/api/bank-statements/import-health-summary?organizationId=${organizationId}&locationId=${ownOutlet}`,
    );
    expect(health.body.duplicateCandidateCount).toBe(1);
    const decided = await outletAccountant.rest('post', `/api/bank-statements/duplicates/${crossOutlet.id}/dismiss`);
    // Its own outlet is reached, the other side is not: the scoped denial, revealing nothing of the other side.
    expect({ status: decided.status, code: decided.body.code }).toEqual({ status: 403, code: 'forbidden' });
    expectNoTrace(decided.text);

    // The organization-scoped caller reaches both outlets and still sees the candidate.
    const full = await accountant.rest('get', `/api/bank-statements/imports/${first}/duplicates`);
    expect(full.body).toHaveLength(2);
    expect(full.text).toContain(canary);
    const fullHealth = await accountant.rest(
      'get',
      `/api/bank-statements/import-health-summary?organizationId=${organizationId}&locationId=${ownOutlet}`,
    );
    expect(fullHealth.body.duplicateCandidateCount).toBe(2);
  });

  it('runs a read-only reprocess preview for platform staff only, and reports a removed original', async () => {
    const account = '40702810900000044444';
    const importId = await upload(
      csv(
        [
          ['2026-07-01', 'Debit', '10.00', 'A', 'P-1'],
          ['2026-07-02', 'Credit', '20.00', 'B', 'P-2'],
        ],
        account,
      ),
    );
    const denied = await organizationAdmin.rest('post', `/api/bank-statements/imports/${importId}/reprocess-preview`);
    expect({ status: denied.status, code: denied.body.code }).toEqual({ status: 403, code: 'forbidden' });
    const deniedList = await accountant.rest('get', `/api/bank-statements/imports/${importId}/reprocess-previews`);
    expect(deniedList.status).toBe(403);

    const before = await snapshot();
    const run = await megaManager.rest('post', `/api/bank-statements/imports/${importId}/reprocess-preview`);
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({
      importId,
      status: 'Completed',
      formatCode: 'CSV',
      existingTransactionCount: 2,
      previewTransactionCount: 2,
      addedCount: 0,
      removedCount: 0,
      changedCount: 0,
      unchangedCount: 2,
      operatorMessage: null,
    });
    expect(run.body.parserVersion).toBe(run.body.storedParserVersion);
    expect(run.text).not.toContain(account);
    expect(await snapshot()).toEqual(before);

    // The original removed from storage: the preview says so, still read-only.
    const [row] = await env.app.dataSource.query('SELECT storage_key FROM bank_imports WHERE id = $1', [importId]);
    await rm(path.join(env.app.config.bankFilesRoot, row.storage_key), { force: true });
    const gone = await megaManager.graphql(
      `mutation ($id: UUID!) { runBankImportReprocessPreview(importId: $id) { ${PREVIEW_FIELDS} } }`,
      { id: importId },
    );
    expect(gone.body.errors).toBeUndefined();
    expect(gone.body.data.runBankImportReprocessPreview).toMatchObject({
      status: 'OriginalFileUnavailable',
      existingTransactionCount: 2,
      previewTransactionCount: 0,
      operatorMessage: expect.any(String),
    });
    expect(await snapshot()).toEqual(before);

    const list = await megaManager.rest('get', `/api/bank-statements/imports/${importId}/reprocess-previews`);
    expect(list.body.map((preview: { status: string }) => preview.status)).toEqual([
      'OriginalFileUnavailable',
      'Completed',
    ]);
    const one = await megaManager.rest(
      'get',
      `/api/bank-statements/imports/${importId}/reprocess-previews/${run.body.id}`,
    );
    expect(one.body).toEqual(run.body);

    const [audit] = await env.app.dataSource.query(
      `SELECT details_json FROM audit_log WHERE action = 'ReprocessPreview' AND entity_id = $1 LIMIT 1`,
      [importId],
    );
    expect(JSON.stringify(audit.details_json)).not.toContain(account);
    expect(JSON.stringify(audit.details_json)).not.toContain(row.storage_key);
  });

  it('detects and lists candidates in a constant number of SQL statements, whatever the statement size', async () => {
    const statementsOf = (method: string, pathPrefix: string): number[] =>
      env
        .logLines()
        .map((line) => JSON.parse(line) as { method?: string; path?: string; sqlStatements?: number; msg: string })
        .filter((entry) => entry.msg === 'request' && entry.method === method && entry.path?.startsWith(pathPrefix))
        .map((entry) => entry.sqlStatements!);
    const measure = async (size: number, account: string) => {
      const rows = Array.from({ length: size }, (_, index): [string, string, string, string, string] => [
        '2026-06-01',
        'Debit',
        `${index + 1}.00`,
        'S',
        `N-${index}`,
      ]);
      await upload(csv(rows, account));
      const second = await upload(csv(rows, account));
      await accountant.rest('get', `/api/bank-statements/imports/${second}/duplicates`);
      expect(await count('SELECT count(*) FROM bank_duplicate_candidates WHERE import_id = $1', [second])).toBe(size);
      return {
        upload: statementsOf('POST', '/api/bank-statements/import').at(-1),
        list: statementsOf('GET', `/api/bank-statements/imports/${second}/duplicates`).at(-1),
      };
    };
    const small = await measure(2, '40702810900000033333');
    const large = await measure(60, '40702810900000022222');
    expect(large).toEqual(small);
  });
});
