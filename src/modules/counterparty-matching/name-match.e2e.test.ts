import { randomUUID } from 'node:crypto';
import { csvStatement } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const ACCOUNT = '40702810900000055555';
const SUPPLIER_ACCOUNT = '40702810000000066666';

/** A statement of debits: [date, counterparty name]. */
function csv(rows: [string, string][]): Buffer {
  return csvStatement(
    rows.map(([date, counterpartyName]) => ({ date, counterpartyName, counterpartyAccount: SUPPLIER_ACCOUNT })),
    ACCOUNT,
  );
}

const ITEM_FIELDS = `normalizedName counterpartyName spellingCount transactionCount queueCount unmatchedCount
  lowConfidenceCount autoMatchedCount manualMatchedCount excludedCount matchedCounterpartyId matchedCounterpartyName
  lastTransactionDate ruleCount suggestion { counterpartyId counterpartyName kind score }`;
const SUMMARY = `{ nameMatchSummary { totalTransactions byStatus { status count } byReason { reason count } queueCount
  distinctNames unmatchedNames transactionsWithoutName automaticRate manualRate activeRuleCount } }`;
const LIST = `query ($state: String, $search: String, $page: Int, $pageSize: Int) {
  nameMatches(state: $state, search: $search, page: $page, pageSize: $pageSize) {
    items { ${ITEM_FIELDS} } totalCount page pageSize } }`;

describe('name matching: summary and list of the context outlet', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let outlet: string;
  let otherOutlet: string;
  let accountant: SignedInClient;
  let viewer: SignedInClient;
  let headers: Record<string, string>;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    otherOutlet = await env.createLocation(organizationId);
    headers = { 'X-Organization-Id': organizationId, 'X-Location-Id': outlet };
    accountant = await env.clientFor('Accountant', { organizationId, locationId: outlet });
    viewer = await env.clientFor('Viewer', { organizationId, locationId: outlet });

    const connectionId = await env.createErpConnection(organizationId, {
      baseUrl: 'http://127.0.0.1:9',
      login: 'admin',
      password: 'secret',
    });
    for (const [id, name] of [
      ['sup-rom', 'ООО Ромашка Трейд'],
      ['sup-vec', 'АО Вектор'],
      ['sup-gam', 'ООО Гамма-Снаб'],
    ])
      await env.app.dataSource.query(
        `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, tax_id, revision)
         VALUES ($1, $2, $3, $4, NULL, 1)`,
        [connectionId, organizationId, id, name],
      );
    const rule = (pattern: string, normalized: string, active: boolean) =>
      env.app.dataSource.query(
        `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                         erp_counterparty_name, is_active)
         VALUES ($1, $2, $3, 'sup-vec', 'АО Вектор', $4)`,
        [organizationId, pattern, normalized, active],
      );
    await rule('Вектор', 'вектор', true);
    await rule('Ромашка', 'ромашка', false);

    const response = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach(
        'file',
        csv([
          ['2026-10-01', 'ООО "Ромашка"'],
          ['2026-10-02', 'ромашка ооо'],
          ['2026-10-03', 'Общество с ограниченной ответственностью «РОМАШКА»'],
          ['2026-10-05', 'ООО "Ромашка"'],
          ['2026-10-01', 'АО Вектор'],
          ['2026-10-04', 'Вектор АО'],
          ['2026-10-02', 'ИП Петров Иван Иванович'],
          ['2026-10-02', 'ООО Гамма'],
          ['2026-10-06', 'ООО Гамма'],
          ['2026-10-03', 'ПАО Сбербанк'],
          ['2026-10-03', ''],
          ['2026-10-04', 'ООО'],
        ]),
        'statement.csv',
      );
    expect(response.status).toBe(202);
    // People's decisions, written directly (the decision endpoints have their own tests).
    await env.app.dataSource.query(
      `UPDATE bank_transactions
          SET match_status = 'ManualMatched', match_reason = 'manual', matched_counterparty_id = 'sup-gam',
              matched_counterparty_name = 'ООО Гамма-Снаб'
        WHERE location_id = $1 AND counterparty_name = 'ООО Гамма'`,
      [outlet],
    );
    await env.app.dataSource.query(
      `UPDATE bank_transactions SET match_status = 'Excluded', match_reason = 'excluded'
        WHERE location_id = $1 AND counterparty_name = 'ПАО Сбербанк'`,
      [outlet],
    );
  });

  const expectedSummary = {
    totalTransactions: 12,
    byStatus: [
      { status: 'Unmatched', count: 3 },
      { status: 'LowConfidence', count: 4 },
      { status: 'AutoMatched', count: 2 },
      { status: 'ManualMatched', count: 2 },
      { status: 'Excluded', count: 1 },
    ],
    byReason: [
      { reason: 'weak_name_similarity', count: 4 },
      { reason: 'no_evidence', count: 3 },
      { reason: 'manual', count: 2 },
      { reason: 'rule', count: 2 },
      { reason: 'excluded', count: 1 },
    ],
    queueCount: 7,
    distinctNames: 5,
    unmatchedNames: 2,
    transactionsWithoutName: 2,
    automaticRate: 2 / 11,
    manualRate: 2 / 11,
    activeRuleCount: 1,
  };

  const romashka = {
    normalizedName: 'ромашка',
    counterpartyName: 'ООО "Ромашка"',
    spellingCount: 3,
    transactionCount: 4,
    queueCount: 4,
    unmatchedCount: 0,
    lowConfidenceCount: 4,
    autoMatchedCount: 0,
    manualMatchedCount: 0,
    excludedCount: 0,
    matchedCounterpartyId: null,
    matchedCounterpartyName: null,
    lastTransactionDate: '2026-10-05',
    ruleCount: 0,
    suggestion: {
      counterpartyId: 'sup-rom',
      counterpartyName: 'ООО Ромашка Трейд',
      kind: 'NameSimilarity',
      score: 0.667,
    },
  };
  const petrov = {
    normalizedName: 'петров иван иванович',
    counterpartyName: 'ИП Петров Иван Иванович',
    spellingCount: 1,
    transactionCount: 1,
    queueCount: 1,
    unmatchedCount: 1,
    lowConfidenceCount: 0,
    autoMatchedCount: 0,
    manualMatchedCount: 0,
    excludedCount: 0,
    matchedCounterpartyId: null,
    matchedCounterpartyName: null,
    lastTransactionDate: '2026-10-02',
    ruleCount: 0,
    suggestion: null,
  };
  const vector = {
    normalizedName: 'вектор',
    counterpartyName: 'АО Вектор',
    spellingCount: 2,
    transactionCount: 2,
    queueCount: 0,
    unmatchedCount: 0,
    lowConfidenceCount: 0,
    autoMatchedCount: 2,
    manualMatchedCount: 0,
    excludedCount: 0,
    matchedCounterpartyId: 'sup-vec',
    matchedCounterpartyName: 'АО Вектор',
    lastTransactionDate: '2026-10-04',
    ruleCount: 1,
    suggestion: null,
  };
  const gamma = {
    normalizedName: 'гамма',
    counterpartyName: 'ООО Гамма',
    spellingCount: 1,
    transactionCount: 2,
    queueCount: 0,
    unmatchedCount: 0,
    lowConfidenceCount: 0,
    autoMatchedCount: 0,
    manualMatchedCount: 2,
    excludedCount: 0,
    matchedCounterpartyId: 'sup-gam',
    matchedCounterpartyName: 'ООО Гамма-Снаб',
    lastTransactionDate: '2026-10-06',
    ruleCount: 0,
    suggestion: null,
  };
  const sberbank = {
    normalizedName: 'сбербанк',
    counterpartyName: 'ПАО Сбербанк',
    spellingCount: 1,
    transactionCount: 1,
    queueCount: 0,
    unmatchedCount: 0,
    lowConfidenceCount: 0,
    autoMatchedCount: 0,
    manualMatchedCount: 0,
    excludedCount: 1,
    matchedCounterpartyId: null,
    matchedCounterpartyName: null,
    lastTransactionDate: '2026-10-03',
    ruleCount: 0,
    suggestion: null,
  };

  it('summarizes the outlet exactly, over REST and GraphQL', async () => {
    const rest = await accountant.rest('get', '/api/name-matches/summary').set(headers);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(expectedSummary);
    const graphql = await env.graphql(SUMMARY, undefined, {
      Authorization: `Bearer ${accountant.accessToken}`,
      ...headers,
    });
    expect(graphql.body.data.nameMatchSummary).toEqual(expectedSummary);
  });

  it('groups every spelling of a supplier into one name, queue first, over REST and GraphQL', async () => {
    const rest = await accountant.rest('get', '/api/name-matches').set(headers);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      items: [romashka, petrov, vector, gamma, sberbank],
      totalCount: 5,
      page: 1,
      pageSize: 20,
    });
    const graphql = await env.graphql(LIST, {}, { Authorization: `Bearer ${accountant.accessToken}`, ...headers });
    expect(graphql.body.data.nameMatches.items).toEqual(rest.body.items);
  });

  it('filters by state and search and pages', async () => {
    const list = async (query: string) => {
      const response = await accountant.rest('get', `/api/name-matches?${query}`).set(headers);
      expect(response.status).toBe(200);
      return response.body;
    };
    const names = (body: { items: { normalizedName: string }[] }) => body.items.map((item) => item.normalizedName);
    expect(names(await list('state=Queue'))).toEqual(['ромашка', 'петров иван иванович']);
    expect(names(await list('state=Matched'))).toEqual(['вектор', 'гамма']);
    expect(names(await list('state=All'))).toHaveLength(5);
    // The normalized name, and any raw spelling (the spelled-out legal form is in one of them only).
    expect(names(await list(`search=${encodeURIComponent('РОМАШ')}`))).toEqual(['ромашка']);
    expect(names(await list(`search=${encodeURIComponent('ограниченной')}`))).toEqual(['ромашка']);
    expect(names(await list(`search=${encodeURIComponent('ао')}&state=Matched`))).toEqual(['вектор']);
    expect(await list('search=%25')).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 20 });

    const second = await list('page=2&pageSize=2');
    expect(second).toEqual({ items: [vector, gamma], totalCount: 5, page: 2, pageSize: 2 });
    expect(await list('page=4&pageSize=2')).toEqual({ items: [], totalCount: 5, page: 4, pageSize: 2 });

    const graphql = await env.graphql(
      LIST,
      { state: 'Queue', search: 'петров', pageSize: 1 },
      { Authorization: `Bearer ${accountant.accessToken}`, ...headers },
    );
    expect(graphql.body.data.nameMatches).toEqual({ items: [petrov], totalCount: 1, page: 1, pageSize: 1 });
  });

  it('rejects an unknown state and a page size over 100 with validation.failed', async () => {
    const state = await accountant.rest('get', '/api/name-matches?state=Open').set(headers);
    expect(state.status).toBe(400);
    expect(state.body.code).toBe('validation.failed');
    expect(Object.keys(state.body.fieldErrors)).toEqual(['state']);
    const size = await accountant.rest('get', '/api/name-matches?pageSize=101').set(headers);
    expect(size.status).toBe(400);
    expect(Object.keys(size.body.fieldErrors)).toEqual(['pageSize']);
  });

  it('answers another outlet of the organization with its own (empty) figures', async () => {
    const admin = await env.clientFor('OrganizationAdmin', { organizationId });
    const other = { 'X-Organization-Id': organizationId, 'X-Location-Id': otherOutlet };
    const summary = await admin.rest('get', '/api/name-matches/summary').set(other);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      totalTransactions: 0,
      queueCount: 0,
      distinctNames: 0,
      automaticRate: null,
      manualRate: null,
      activeRuleCount: 1,
    });
    expect(summary.body.byStatus.map((entry: { count: number }) => entry.count)).toEqual([0, 0, 0, 0, 0]);
    expect(summary.body.byReason).toEqual([]);
    const list = await admin.rest('get', '/api/name-matches').set(other);
    expect(list.body).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 20 });
  });

  it('needs the outlet context and the outlet, and lets a Viewer read', async () => {
    for (const path of ['/api/name-matches/summary', '/api/name-matches']) {
      const missing = await accountant.rest('get', path);
      expect({ status: missing.status, code: missing.body.code }).toEqual({
        status: 400,
        code: 'context.organization.required',
      });
      const noOutlet = await accountant.rest('get', path).set({ 'X-Organization-Id': organizationId });
      expect(noOutlet.body.code).toBe('context.location.required');
      const denied = await accountant
        .rest('get', path)
        .set({ 'X-Organization-Id': organizationId, 'X-Location-Id': otherOutlet });
      expect({ status: denied.status, code: denied.body.code }).toEqual({
        status: 403,
        code: 'context.location.denied',
      });
      const unknown = await accountant
        .rest('get', path)
        .set({ 'X-Organization-Id': organizationId, 'X-Location-Id': randomUUID() });
      expect(unknown.body.code).toBe('context.location.not_found');
      const read = await viewer.rest('get', path).set(headers);
      expect(read.status).toBe(200);
    }
    const graphql = await env.graphql(SUMMARY, undefined, { Authorization: `Bearer ${accountant.accessToken}` });
    expect(graphql.body.errors[0].extensions.code).toBe('context.organization.required');
    const viewerList = await env.graphql(LIST, {}, { Authorization: `Bearer ${viewer.accessToken}`, ...headers });
    expect(viewerList.body.data.nameMatches.totalCount).toBe(5);
  });

  it('shows names and counts only: no account numbers, no descriptions', async () => {
    const response = await accountant.rest('get', '/api/name-matches').set(headers);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(SUPPLIER_ACCOUNT);
    expect(text).not.toContain(ACCOUNT);
    expect(text).not.toContain('Invoice');
  });
});
