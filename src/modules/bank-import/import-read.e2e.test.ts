import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const IMPORT_FIELDS = [
  'id',
  'organizationId',
  'locationId',
  'status',
  'bankCode',
  'formatCode',
  'fileName',
  'fileSizeBytes',
  'contentType',
  'currency',
  'accountNumberMasked',
  'periodFrom',
  'periodTo',
  'openingBalance',
  'closingBalance',
  'transactionCount',
  'parseConfidence',
  'balanceMatches',
  'balanceReviewOverridden',
  'fileAvailable',
  'createdAtUtc',
  'createdByUserId',
  'rowVersion',
].sort();

const TRANSACTION_FIELDS = [
  'id',
  'importId',
  'organizationId',
  'locationId',
  'transactionDate',
  'direction',
  'amount',
  'currency',
  'counterpartyName',
  'counterpartyTaxId',
  'counterpartyAccountMasked',
  'description',
  'bankReference',
  'matchStatus',
  'matchedCounterpartyId',
  'matchedCounterpartyName',
  'matchReason',
  'matchSignals',
  'matchedRuleId',
  'matchDecidedByUserId',
  'matchDecidedAtUtc',
  'rowVersion',
].sort();

// Planted full account numbers: the canary checks they never appear in a read response.
const STATEMENT_ACCOUNT = '40702810200000007311';
const COUNTERPARTY_ACCOUNT = '40702810938120069642';

function statementCsv(unique: string, closing = '1250.50'): Buffer {
  return Buffer.from(
    [
      `# account_number=${STATEMENT_ACCOUNT}`,
      '# currency=RUB',
      '# opening_balance=1000.00',
      `# closing_balance=${closing}`,
      'date;direction;amount;currency;counterparty_name;counterparty_tax_id;counterparty_account;description;reference',
      `2024-02-01;Credit;500.50;RUB;Romashka LLC;7707049388;${COUNTERPARTY_ACCOUNT};Invoice 12 ${unique};A-1`,
      '2024-02-02;Debit;250,00;RUB;IP Ivanov;;;Rent;A-2',
      '2024-02-03;Credit;0.50;RUB;Lyutik LLC;;;Tips;A-3',
      '2024-02-03;Debit;0.50;RUB;Bank;;;Fee;A-4',
    ].join('\n'),
  );
}

describe('bank import reads', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let outlet: string;
  let otherOutlet: string;
  let foreignOrganization: string;
  let foreignOutlet: string;
  let accountant: SignedInClient;
  let importId: string;
  let mismatchImportId: string;
  let foreignImportId: string;
  const headers = (locationId = outlet, org = organizationId) => ({
    'X-Organization-Id': org,
    'X-Location-Id': locationId,
  });

  const upload = async (client: SignedInClient, content: Buffer, locationId: string, org = organizationId) => {
    const response = await client
      .rest('post', '/api/bank-statements/import')
      .set(headers(locationId, org))
      .attach('file', content, 'statement.csv');
    expect(response.status).toBe(202);
    return response.body.importId as string;
  };

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    otherOutlet = await env.createLocation(organizationId);
    foreignOrganization = await env.createOrganization();
    foreignOutlet = await env.createLocation(foreignOrganization);
    accountant = await env.clientFor('Accountant', { organizationId });
    importId = await upload(accountant, statementCsv(randomUUID()), outlet);
    mismatchImportId = await upload(accountant, statementCsv(randomUUID(), '9999.99'), outlet);
    const foreignAccountant = await env.clientFor('Accountant', { organizationId: foreignOrganization });
    foreignImportId = await upload(foreignAccountant, statementCsv(randomUUID()), foreignOutlet, foreignOrganization);
  });

  it('lists the outlet imports newest first with the exact import item, paged', async () => {
    const response = await accountant.rest('get', '/api/bank-statements/imports?pageSize=1').set(headers());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalCount: 2, page: 1, pageSize: 1 });
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([mismatchImportId]);
    expect(Object.keys(response.body.items[0]).sort()).toEqual(IMPORT_FIELDS);
    const second = await accountant
      .rest(
        'get',
        `/api/bank-statements/imports?organizationId=${organizationId}&locationId=${outlet}&page=2&pageSize=1`,
      )
      .send();
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([importId]);
    const past = await accountant.rest('get', '/api/bank-statements/imports?page=9').set(headers());
    expect(past.body).toEqual({ items: [], totalCount: 2, page: 9, pageSize: 20 });
    const empty = await accountant.rest('get', '/api/bank-statements/imports').set(headers(otherOutlet));
    expect(empty.body).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 20 });
    const tooLarge = await accountant.rest('get', '/api/bank-statements/imports?pageSize=101').set(headers());
    expect({ status: tooLarge.status, code: tooLarge.body.code }).toEqual({ status: 400, code: 'validation.failed' });
    const noContext = await accountant.rest('get', '/api/bank-statements/imports');
    expect(noContext.body.code).toBe('context.organization.required');
  });

  it('shows one import with masked account and file availability', async () => {
    const response = await accountant.rest('get', `/api/bank-statements/imports/${importId}`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(IMPORT_FIELDS);
    expect(response.body).toMatchObject({
      id: importId,
      organizationId,
      locationId: outlet,
      status: 'Parsed',
      bankCode: 'generic',
      formatCode: 'CSV',
      fileName: 'statement.csv',
      currency: 'RUB',
      accountNumberMasked: '****7311',
      periodFrom: '2024-02-01',
      periodTo: '2024-02-03',
      openingBalance: 100000,
      closingBalance: 125050,
      transactionCount: 4,
      parseConfidence: 1,
      balanceMatches: true,
      balanceReviewOverridden: false,
      fileAvailable: true,
      createdByUserId: accountant.user.id,
      rowVersion: 1,
    });
    await env.app.dataSource.query('UPDATE bank_imports SET file_removed_at_utc = now() WHERE id = $1', [
      mismatchImportId,
    ]);
    const removed = await accountant.rest('get', `/api/bank-statements/imports/${mismatchImportId}`);
    expect(removed.body.fileAvailable).toBe(false);
  });

  it('answers forbidden for a foreign import, not_found for an unknown one and for a header context that does not contain the import', async () => {
    for (const path of [
      `/api/bank-statements/imports/${foreignImportId}`,
      `/api/bank-statements/imports/${foreignImportId}/transactions`,
      `/api/bank-statements/imports/${foreignImportId}/quality-report`,
    ]) {
      const response = await accountant.rest('get', path);
      expect({ path, status: response.status, code: response.body.code }).toEqual({
        path,
        status: 403,
        code: 'forbidden',
      });
    }
    const unknown = await accountant.rest('get', `/api/bank-statements/imports/${randomUUID()}`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    for (const path of [
      `/api/bank-statements/imports/${importId}`,
      `/api/bank-statements/imports/${importId}/transactions`,
      `/api/bank-statements/imports/${importId}/quality-report`,
    ]) {
      const other = await accountant.rest('get', path).set(headers(otherOutlet));
      expect({ path, status: other.status, code: other.body.code }).toEqual({ path, status: 404, code: 'not_found' });
      const orgOnly = await accountant.rest('get', path).set({ 'X-Organization-Id': foreignOrganization });
      expect(orgOnly.status).toBe(404);
      const matching = await accountant.rest('get', path).set(headers());
      expect({ path, status: matching.status }).toEqual({ path, status: 200 });
    }
    const transaction = (await accountant.rest('get', `/api/bank-statements/imports/${importId}/transactions`)).body
      .items[0];
    const single = await accountant.rest('get', `/api/bank-statements/transactions/${transaction.id}`);
    expect(single.body).toEqual(transaction);
    const mismatch = await accountant
      .rest('get', `/api/bank-statements/transactions/${transaction.id}`)
      .set(headers(otherOutlet));
    expect(mismatch.status).toBe(404);
    const badId = await accountant.rest('get', '/api/bank-statements/imports/not-a-uuid');
    expect(badId.body.code).toBe('validation.failed');
    const anonymous = await env.http.get(`/api/bank-statements/imports/${importId}`);
    expect(anonymous.status).toBe(401);
  });

  it('pages and filters the transactions of an import', async () => {
    const all = await accountant.rest('get', `/api/bank-statements/imports/${importId}/transactions`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalCount: 4, page: 1, pageSize: 20 });
    expect(Object.keys(all.body.items[0]).sort()).toEqual(TRANSACTION_FIELDS);
    expect(all.body.items[0]).toMatchObject({
      importId,
      organizationId,
      locationId: outlet,
      transactionDate: '2024-02-01',
      direction: 'Credit',
      amount: 50050,
      currency: 'RUB',
      counterpartyName: 'Romashka LLC',
      counterpartyTaxId: '7707049388',
      counterpartyAccountMasked: '****9642',
      bankReference: 'A-1',
      matchStatus: 'Unmatched',
      matchedCounterpartyId: null,
      matchedCounterpartyName: null,
      rowVersion: 1,
    });
    const query = async (params: string) =>
      (await accountant.rest('get', `/api/bank-statements/imports/${importId}/transactions?${params}`)).body;
    const refs = (body: { items: { bankReference: string }[] }) => body.items.map((item) => item.bankReference);
    expect(refs(await query('direction=Credit'))).toEqual(['A-1', 'A-3']);
    expect(refs(await query('fromDate=2024-02-02&toDate=2024-02-02'))).toEqual(['A-2']);
    expect(refs(await query('search=ivanov'))).toEqual(['A-2']);
    expect(refs(await query('search=invoice'))).toEqual(['A-1']);
    expect(refs(await query('search=%25'))).toEqual([]);
    expect(refs(await query('matchStatus=Unmatched&page=2&pageSize=3'))).toEqual(['A-4']);
    expect(await query('page=3&pageSize=3')).toEqual({ items: [], totalCount: 4, page: 3, pageSize: 3 });
    expect((await query('direction=Sideways')).code).toBe('validation.failed');
    expect((await query('fromDate=01.02.2024')).code).toBe('validation.failed');
  });

  it('reports import quality, outlet quality counters and the import health summary', async () => {
    const report = await accountant.rest('get', `/api/bank-statements/imports/${mismatchImportId}/quality-report`);
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      importId: mismatchImportId,
      status: 'SuccessWithWarnings',
      balanceMatches: false,
      balanceReviewOverridden: false,
      reviewOverrideReason: null,
      reviewOverriddenByUserId: null,
      reviewOverriddenAtUtc: null,
      parseConfidence: 1,
      detectionConfidence: expect.any(Number),
      warnings: [expect.any(String)],
      openingBalance: 100000,
      closingBalance: 999999,
      creditsTotal: 50100,
      debitsTotal: 25050,
      statements: [
        {
          accountNumberMasked: '****7311',
          currency: 'RUB',
          periodFrom: '2024-02-01',
          periodTo: '2024-02-03',
          openingBalance: 100000,
          closingBalance: 999999,
          creditsTotal: 50100,
          debitsTotal: 25050,
          transactionCount: 4,
          balanceMatches: false,
        },
      ],
      formatCode: 'CSV',
      bankCode: 'generic',
      parserVersion: 'csv-1.0.0',
      rowVersion: 1,
    });

    const summary = await accountant.rest('get', '/api/bank-statements/quality-summary').set(headers());
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      organizationId,
      locationId: outlet,
      totalImports: 2,
      importsByStatus: [
        { status: 'Parsed', count: 1 },
        { status: 'SuccessWithWarnings', count: 1 },
        { status: 'Failed', count: 0 },
        { status: 'UnsupportedFormat', count: 0 },
      ],
      importsNeedingReview: 1,
      reviewOverriddenCount: 0,
      importsWithWarnings: 1,
      averageParseConfidence: 1,
      averageDetectionConfidence: expect.any(Number),
    });

    const health = await accountant.rest(
      'get',
      `/api/bank-statements/import-health-summary?organizationId=${organizationId}&locationId=${outlet}`,
    );
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      totalImports: 2,
      successfulImports: 2,
      failedImports: 0,
      unsupportedFormatCount: 0,
      importsNeedingReview: 1,
      // The two imports carry the same four rows of one account: four open candidates.
      duplicateCandidateCount: 4,
      unmatchedTransactionCount: 8,
      averageParseConfidence: 1,
      lastSuccessfulImportAtUtc: expect.stringMatching(/Z$/),
      lastFailedImportAtUtc: null,
      importsByBankFormat: [
        {
          bankCode: 'generic',
          formatCode: 'CSV',
          importCount: 2,
          successfulImports: 2,
          failedImports: 0,
          averageParseConfidence: 1,
        },
      ],
    });
    const emptyHealth = await accountant
      .rest('get', '/api/bank-statements/import-health-summary')
      .set(headers(otherOutlet));
    expect(emptyHealth.body).toMatchObject({ totalImports: 0, averageParseConfidence: 0, importsByBankFormat: [] });
    const foreign = await accountant
      .rest('get', '/api/bank-statements/quality-summary')
      .set(headers(foreignOutlet, foreignOrganization));
    expect(foreign.status).toBe(403);

    const dashboard = await accountant.rest('get', '/api/dashboard').set(headers());
    expect(dashboard.body).toMatchObject({
      importsCount: 2,
      importsNeedingReviewCount: 1,
      unmatchedTransactionCount: 8,
    });
  });

  it('lists the supported formats anonymously', async () => {
    const response = await env.http.get('/api/bank-statements/supported-banks');
    expect(response.status).toBe(200);
    expect(response.body.map((format: { formatCode: string }) => format.formatCode).sort()).toEqual(
      ['1CClientBankExchange', 'CSV', 'MT940', 'OFX', 'camt.053'].sort(),
    );
    for (const format of response.body) {
      expect(Object.keys(format).sort()).toEqual([
        'bankCode',
        'displayName',
        'fileExtensions',
        'formatCode',
        'version',
      ]);
    }
    // The versions of the file formats, not the parsers' own versions.
    const versions = Object.fromEntries(
      response.body.map((format: { formatCode: string; version: string }) => [format.formatCode, format.version]),
    );
    expect(versions['camt.053']).toBe('001.02, 001.08');
    expect(versions.OFX).toBe('1.x SGML, 2.x XML');
  });

  it('serves the import graph over GraphQL', async () => {
    const response = await env.graphql(
      `query ($id: UUID!) {
         bankImport(id: $id) {
           id accountNumberMasked transactionCount
           transactions(direction: "Debit", pageSize: 1) { totalCount page pageSize items { bankReference amount } }
         }
       }`,
      { id: importId },
      { Authorization: `Bearer ${accountant.accessToken}`, ...headers() },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.bankImport).toEqual({
      id: importId,
      accountNumberMasked: '****7311',
      transactionCount: 4,
      transactions: { totalCount: 2, page: 1, pageSize: 1, items: [{ bankReference: 'A-2', amount: 25000 }] },
    });
    const foreign = await accountant.graphql('query ($id: UUID!) { bankImport(id: $id) { id } }', {
      id: foreignImportId,
    });
    expect(foreign.body.errors[0].extensions.code).toBe('forbidden');
    const unknown = await accountant.graphql('query ($id: UUID!) { bankImport(id: $id) { id } }', {
      id: randomUUID(),
    });
    expect(unknown.body.errors[0].extensions.code).toBe('not_found');
  });

  it('never returns a full account number in any read response (canary)', async () => {
    const transactionId = (await accountant.rest('get', `/api/bank-statements/imports/${importId}/transactions`)).body
      .items[0].id;
    const bodies = await Promise.all([
      accountant.rest('get', '/api/bank-statements/imports').set(headers()),
      accountant.rest('get', `/api/bank-statements/imports/${importId}`),
      accountant.rest('get', `/api/bank-statements/imports/${importId}/transactions`),
      accountant.rest('get', `/api/bank-statements/imports/${importId}/quality-report`),
      accountant.rest('get', `/api/bank-statements/transactions/${transactionId}`),
      accountant.rest('get', '/api/bank-statements/quality-summary').set(headers()),
      accountant.rest('get', '/api/bank-statements/import-health-summary').set(headers()),
      accountant
        .graphql(
          `{ bankImports(pageSize: 100) { items { accountNumberMasked transactions { items { counterpartyAccountMasked description } } } } }`,
        )
        .set(headers()),
    ]);
    for (const response of bodies) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(STATEMENT_ACCOUNT);
      expect(response.text).not.toContain(COUNTERPARTY_ACCOUNT);
      expect(response.text).not.toMatch(/storage|data\/bank-files/i);
    }
    const logs = env.logLines().join('\n');
    expect(logs).not.toContain(STATEMENT_ACCOUNT);
    expect(logs).not.toContain(COUNTERPARTY_ACCOUNT);
  });
});
