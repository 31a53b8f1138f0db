import { randomUUID } from 'node:crypto';
import { csvStatement } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { reportSkipped } from '../../../test/run-report';

const ACCOUNT = '40702810900000077777';
const SUPPLIER_ACCOUNT = '40702810000000099999';

/** A statement with one debit per counterparty name. */
function csv(names: string[]): Buffer {
  return csvStatement(
    names.map((counterpartyName, index) => ({
      counterpartyName,
      date: '2026-10-01',
      counterpartyAccount: SUPPLIER_ACCOUNT,
      description: `Payment ${index}`,
    })),
    ACCOUNT,
  );
}

const RULE_FIELDS = `id organizationId pattern normalizedPattern erpCounterpartyId erpCounterpartyName isActive
  sourceTransactionId createdByUserId createdAtUtc updatedAtUtc deactivatedAtUtc rowVersion`;
const RESULT_FIELDS = `alreadyExists changedTransactionCount rule { ${RULE_FIELDS} }`;
const CREATE = `mutation ($input: CreateCounterpartyRuleInput!) { createCounterpartyRule(input: $input) { ${RESULT_FIELDS} } }`;
const UPDATE = `mutation ($id: UUID!, $input: UpdateCounterpartyRuleInput!) {
  updateCounterpartyRule(id: $id, input: $input) { ${RESULT_FIELDS} } }`;
const ACTIVATE = `mutation ($id: UUID!, $input: CounterpartyRuleStateInput) {
  activateCounterpartyRule(id: $id, input: $input) { ${RESULT_FIELDS} } }`;
const PREVIEW = `query ($input: CounterpartyRuleConflictPreviewInput!) {
  counterpartyRuleConflictPreview(input: $input) {
    pattern normalizedPattern matchingTransactionCount equivalentRule { id }
    conflicts { relation sameCounterparty overlappingTransactionCount rule { id pattern } } } }`;

interface Tenant {
  organizationId: string;
  outlet: string;
  accountant: SignedInClient;
}

describe('counterparty rules', () => {
  const env = useTestEnvironment();

  const tenant = async (): Promise<Tenant> => {
    const organizationId = await env.createOrganization();
    const outlet = await env.createLocation(organizationId);
    return { organizationId, outlet, accountant: await env.clientFor('Accountant', { organizationId }) };
  };

  /** Uploads the names as a statement; answers the transaction ids by counterparty name. */
  const upload = async ({ organizationId, outlet, accountant }: Tenant, names: string[]) => {
    const response = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach('file', csv(names), 'statement.csv');
    expect(response.status).toBe(202);
    const rows: { id: string; counterparty_name: string }[] = await env.app.dataSource.query(
      'SELECT id, counterparty_name FROM bank_transactions WHERE import_id = $1',
      [response.body.importId],
    );
    return Object.fromEntries(rows.map((row) => [row.counterparty_name, row.id])) as Record<string, string>;
  };

  const gql = async (client: SignedInClient, query: string, variables: Record<string, unknown>) => {
    const response = await client.graphql(query, variables);
    const error = response.body.errors?.[0];
    return { data: response.body.data, code: error?.extensions?.code as string | undefined, error };
  };

  const create = async (client: SignedInClient, input: Record<string, unknown>) => {
    const { data, code, error } = await gql(client, CREATE, { input });
    if (code) throw new Error(`createCounterpartyRule: ${code} ${JSON.stringify(error)}`);
    return data.createCounterpartyRule;
  };

  const ruleCount = async (organizationId: string): Promise<number> => {
    const [row] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM counterparty_rules WHERE organization_id = $1',
      [organizationId],
    );
    return row.count;
  };

  const matchOf = async (id: string) => {
    const [row] = await env.app.dataSource.query(
      `SELECT match_status AS "matchStatus", match_reason AS "matchReason", matched_rule_id AS "matchedRuleId",
              matched_counterparty_id AS "matchedCounterpartyId", row_version AS "rowVersion"
         FROM bank_transactions WHERE id = $1`,
      [id],
    );
    return row;
  };

  it('answers the specific validation codes over REST and GraphQL and creates nothing', async () => {
    const t = await tenant();
    const ids = await upload(t, ['ООО Валидация']);
    const transactionId = ids['ООО Валидация'];
    const valid = { pattern: 'Валидация', erpCounterpartyId: 's-1', erpCounterpartyName: 'Валидация' };
    const cases: [Record<string, unknown>, string, Record<string, string[]>?][] = [
      [{ ...valid, bankTransactionId: undefined }, 'bank_transaction_required'],
      [{ ...valid, bankTransactionId: '   ' }, 'bank_transaction_required'],
      [{ ...valid, bankTransactionId: 'not-a-uuid' }, 'validation.failed', { bankTransactionId: ['uuid'] }],
      [{ ...valid, bankTransactionId: randomUUID() }, 'bank_transaction_not_found'],
      [{ ...valid, bankTransactionId: transactionId, pattern: '  ' }, 'pattern_required'],
      [{ ...valid, bankTransactionId: transactionId, pattern: 'ООО «»' }, 'pattern_required'],
      [{ ...valid, bankTransactionId: transactionId, pattern: '', erpCounterpartyId: '' }, 'pattern_required'],
      [{ ...valid, bankTransactionId: transactionId, erpCounterpartyId: ' ' }, 'erp_counterparty_required'],
      [{ ...valid, bankTransactionId: transactionId, erpCounterpartyId: null }, 'erp_counterparty_required'],
      [{ ...valid, bankTransactionId: transactionId, erpCounterpartyName: '\t ' }, 'erp_counterparty_name_required'],
      [
        { ...valid, bankTransactionId: transactionId, pattern: 'а'.repeat(501) },
        'validation.failed',
        { pattern: ['max_length'] },
      ],
      [
        { ...valid, bankTransactionId: transactionId, erpCounterpartyId: 'x'.repeat(101) },
        'validation.failed',
        { erpCounterpartyId: ['max_length'] },
      ],
    ];
    for (const [body, code, fieldErrors] of cases) {
      const response = await t.accountant.rest('post', '/api/counterparties/rules').send(body);
      expect({ status: response.status, code: response.body.code }).toEqual({
        status: code === 'bank_transaction_not_found' ? 404 : 400,
        code,
      });
      if (fieldErrors) expect(response.body.fieldErrors).toEqual(fieldErrors);
    }
    for (const [input, code] of [
      [{ ...valid, pattern: null }, 'pattern_required'],
      [{ ...valid, pattern: 'LLC' }, 'pattern_required'],
      [{ ...valid, erpCounterpartyId: '' }, 'erp_counterparty_required'],
      [{ ...valid, erpCounterpartyName: ' ' }, 'erp_counterparty_name_required'],
    ] as const) {
      const { code: answered } = await gql(t.accountant, CREATE, {
        input: { ...input, organizationId: t.organizationId },
      });
      expect(answered).toBe(code);
    }
    expect(await ruleCount(t.organizationId)).toBe(0);
    expect(await matchOf(transactionId)).toMatchObject({ matchStatus: 'Unmatched', rowVersion: 1 });
  });

  it('answers an equivalent rule with alreadyExists and keeps one row', async () => {
    const t = await tenant();
    const ids = await upload(t, ['ООО "Ромашка"']);
    const body = {
      bankTransactionId: ids['ООО "Ромашка"'],
      pattern: 'ООО "Ромашка"',
      erpCounterpartyId: 's-romashka',
      erpCounterpartyName: 'Ромашка',
      unknownMember: 'ignored',
    };
    const first = await t.accountant.rest('post', '/api/counterparties/rules').send(body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      alreadyExists: false,
      changedTransactionCount: 1,
      rule: {
        organizationId: t.organizationId,
        pattern: 'ООО "Ромашка"',
        normalizedPattern: 'ромашка',
        isActive: true,
        sourceTransactionId: ids['ООО "Ромашка"'],
        createdByUserId: t.accountant.user.id,
        rowVersion: 1,
      },
    });
    const again = await t.accountant.rest('post', '/api/counterparties/rules').send({ ...body, pattern: ' ромашка ' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      alreadyExists: true,
      changedTransactionCount: 0,
      rule: { id: first.body.rule.id },
    });
    const direct = await create(t.accountant, {
      organizationId: t.organizationId,
      pattern: 'РОМАШКА ООО',
      erpCounterpartyId: 's-romashka',
      erpCounterpartyName: 'Другое имя',
    });
    expect(direct).toMatchObject({
      alreadyExists: true,
      rule: { id: first.body.rule.id, erpCounterpartyName: 'Ромашка' },
    });
    expect(await ruleCount(t.organizationId)).toBe(1);
    // The same pattern for another counterparty is another rule.
    const other = await create(t.accountant, {
      organizationId: t.organizationId,
      pattern: 'Ромашка',
      erpCounterpartyId: 's-other',
      erpCounterpartyName: 'Другая',
    });
    expect(other.alreadyExists).toBe(false);
    expect(await ruleCount(t.organizationId)).toBe(2);
  });

  const onServer = process.env.DATABASE_URL ? it : it.skip;
  if (!process.env.DATABASE_URL)
    reportSkipped(
      'concurrent rule creation test skipped: it needs DATABASE_URL (PGlite runs one transaction at a time)',
    );
  onServer('creates one rule from concurrent equivalent creates', async () => {
    const t = await tenant();
    const ids = await upload(t, ['ООО Параллель']);
    const responses = await Promise.all(
      [
        'Параллель',
        'ООО Параллель',
        'параллель',
        '«ПАРАЛЛЕЛЬ»',
        'Параллель ООО',
        'ПАРАЛЛЕЛЬ',
        'ооо параллель',
        'Параллель.',
      ].map((pattern) =>
        t.accountant.rest('post', '/api/counterparties/rules').send({
          bankTransactionId: ids['ООО Параллель'],
          pattern,
          erpCounterpartyId: 's-parallel',
          erpCounterpartyName: 'Параллель',
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.body.rule.id)).size).toBe(1);
    expect(responses.filter((response) => response.body.alreadyExists === false)).toHaveLength(1);
    expect(await ruleCount(t.organizationId)).toBe(1);
    const [audit] = await env.app.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity_type = 'CounterpartyRule' AND organization_id = $1`,
      [t.organizationId],
    );
    expect(audit.count).toBe(1);
  });

  it('matches undecided transactions when a rule appears and unmatches them when it goes, leaving manual decisions', async () => {
    const t = await tenant();
    const ids = await upload(t, ['ООО "Ромашка Опт"', 'ИП Ромашка', 'ООО Ромашка ручная', 'ИП Иванов']);
    const manual = ids['ООО Ромашка ручная'];
    await env.app.dataSource.query(
      `UPDATE bank_transactions SET match_status = 'ManualMatched', match_reason = 'manual',
              matched_counterparty_id = 's-manual', matched_counterparty_name = 'Manual' WHERE id = $1`,
      [manual],
    );
    const manualBefore = await matchOf(manual);
    const created = await create(t.accountant, {
      organizationId: t.organizationId,
      pattern: 'Ромашка',
      erpCounterpartyId: 's-romashka',
      erpCounterpartyName: 'Ромашка',
    });
    expect(created.changedTransactionCount).toBe(2);
    for (const name of ['ООО "Ромашка Опт"', 'ИП Ромашка'])
      expect(await matchOf(ids[name])).toMatchObject({
        matchStatus: 'AutoMatched',
        matchReason: 'rule',
        matchedRuleId: created.rule.id,
        matchedCounterpartyId: 's-romashka',
      });
    expect(await matchOf(ids['ИП Иванов'])).toMatchObject({ matchStatus: 'Unmatched', matchReason: 'no_evidence' });
    expect(await matchOf(manual)).toEqual(manualBefore);

    const deactivated = await t.accountant
      .rest('post', `/api/counterparties/rules/${created.rule.id}/deactivate`)
      .send({ expectedRowVersion: 1 });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ changedTransactionCount: 2, rule: { isActive: false, rowVersion: 2 } });
    expect(deactivated.body.rule.deactivatedAtUtc).not.toBeNull();
    for (const name of ['ООО "Ромашка Опт"', 'ИП Ромашка'])
      expect(await matchOf(ids[name])).toMatchObject({
        matchStatus: 'Unmatched',
        matchReason: 'no_evidence',
        matchedRuleId: null,
        matchedCounterpartyId: null,
      });
    expect(await matchOf(manual)).toEqual(manualBefore);

    // Creating the equivalent again reactivates it and matches again.
    const recreated = await create(t.accountant, {
      organizationId: t.organizationId,
      pattern: 'ромашка',
      erpCounterpartyId: 's-romashka',
      erpCounterpartyName: 'Ромашка',
    });
    expect(recreated).toMatchObject({
      alreadyExists: true,
      changedTransactionCount: 2,
      rule: { id: created.rule.id, isActive: true, deactivatedAtUtc: null, rowVersion: 3 },
    });
    expect(await matchOf(manual)).toEqual(manualBefore);

    // The rule is shown on the transaction, batched over a list.
    const list = await t.accountant.graphql(
      `query ($id: UUID!) { bankTransaction(id: $id) { matchedRuleId matchedRule { id pattern isActive } } }`,
      { id: ids['ИП Ромашка'] },
    );
    expect(list.body.data.bankTransaction).toEqual({
      matchedRuleId: created.rule.id,
      matchedRule: { id: created.rule.id, pattern: 'Ромашка', isActive: true },
    });
    const unmatched = await t.accountant.graphql(
      `query ($id: UUID!) { bankTransaction(id: $id) { matchedRule { id } } }`,
      {
        id: ids['ИП Иванов'],
      },
    );
    expect(unmatched.body.data.bankTransaction.matchedRule).toBeNull();
  });

  it('loads matchedRule for a whole transaction page in one statement', async () => {
    const t = await tenant();
    const names = ['Альфа 1', 'Альфа 2', 'Бета 1', 'Бета 2', 'Гамма'];
    const ids = await upload(t, names);
    for (const word of ['Альфа', 'Бета'])
      await create(t.accountant, {
        organizationId: t.organizationId,
        pattern: word,
        erpCounterpartyId: `s-${word}`,
        erpCounterpartyName: word,
      });
    const [{ import_id: importId }] = await env.app.dataSource.query(
      'SELECT import_id FROM bank_transactions WHERE id = $1',
      [ids['Гамма']],
    );
    const page = (fields: string) =>
      t.accountant.graphql(
        `query ($id: UUID!) { bankImportTransactions(importId: $id) { items { counterpartyName ${fields} } } }`,
        { id: importId },
      );
    const response = await page('matchedRule { pattern }');
    const patterns = Object.fromEntries(
      response.body.data.bankImportTransactions.items.map(
        (item: { counterpartyName: string; matchedRule: { pattern: string } | null }) => [
          item.counterpartyName,
          item.matchedRule?.pattern ?? null,
        ],
      ),
    );
    expect(patterns).toEqual({
      'Альфа 1': 'Альфа',
      'Альфа 2': 'Альфа',
      'Бета 1': 'Бета',
      'Бета 2': 'Бета',
      Гамма: null,
    });
    // The rules of the whole page cost one statement more than the page without them.
    const without = await page('matchedRuleId');
    expect(
      (await statementsOf(response.headers['x-trace-id'])) - (await statementsOf(without.headers['x-trace-id'])),
    ).toBe(1);
  });

  /** The SQL statements of a request, from its access log line (written when the response finished). */
  const statementsOf = async (traceId: string): Promise<number> => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const line = env
        .logLines()
        .map((text) => JSON.parse(text))
        .find((entry) => entry.traceId === traceId && entry.msg === 'request');
      if (line) return line.sqlStatements as number;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no access log line for ${traceId}`);
  };

  it('updates, deactivates and activates with rowVersion checks, idempotently, and refuses duplicates', async () => {
    const t = await tenant();
    const first = await create(t.accountant, {
      organizationId: t.organizationId,
      pattern: 'Первый',
      erpCounterpartyId: 's-1',
      erpCounterpartyName: 'Первый',
    });
    const second = await create(t.accountant, {
      organizationId: t.organizationId,
      pattern: 'Второй',
      erpCounterpartyId: 's-1',
      erpCounterpartyName: 'Первый',
    });
    const id = second.rule.id;

    const stale = await t.accountant
      .rest('put', `/api/counterparties/rules/${id}`)
      .send({ pattern: 'Второй новый', expectedRowVersion: 7 });
    expect({ status: stale.status, code: stale.body.code, params: stale.body.params }).toEqual({
      status: 409,
      code: 'concurrency.conflict',
      params: { entity: 'CounterpartyRule', id },
    });
    const duplicate = await t.accountant
      .rest('put', `/api/counterparties/rules/${id}`)
      .send({ pattern: 'ООО «первый»' });
    expect({ status: duplicate.status, code: duplicate.body.code }).toEqual({
      status: 409,
      code: 'counterparty_rule_duplicate',
    });
    expect(duplicate.body.params).toMatchObject({ entity: 'CounterpartyRule', id: first.rule.id });
    const blank = await t.accountant.rest('put', `/api/counterparties/rules/${id}`).send({ erpCounterpartyName: ' ' });
    expect(blank.body.code).toBe('erp_counterparty_name_required');

    const updated = await t.accountant
      .rest('put', `/api/counterparties/rules/${id}`)
      .send({ pattern: ' Второй новый ', expectedRowVersion: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.rule).toMatchObject({
      pattern: 'Второй новый',
      normalizedPattern: 'второй новый',
      erpCounterpartyId: 's-1',
      erpCounterpartyName: 'Первый',
      rowVersion: 2,
    });
    // The same counterparty under another id is no longer equivalent, so it may take the first's pattern.
    const moved = await gql(t.accountant, UPDATE, { id, input: { pattern: 'Первый', erpCounterpartyId: 's-2' } });
    expect(moved.data.updateCounterpartyRule.rule).toMatchObject({
      normalizedPattern: 'первый',
      erpCounterpartyId: 's-2',
    });
    const unchanged = await gql(t.accountant, UPDATE, { id, input: { pattern: 'Первый' } });
    expect(unchanged.data.updateCounterpartyRule.rule.rowVersion).toBe(3);

    const deactivate = () => t.accountant.rest('post', `/api/counterparties/rules/${id}/deactivate`);
    const off = await deactivate().send({});
    expect(off.body.rule).toMatchObject({ isActive: false, rowVersion: 4 });
    const offAgain = await deactivate().send({ expectedRowVersion: 1 });
    expect(offAgain.status).toBe(200);
    expect(offAgain.body).toMatchObject({ changedTransactionCount: 0, rule: { isActive: false, rowVersion: 4 } });

    const staleActivate = await gql(t.accountant, ACTIVATE, { id, input: { expectedRowVersion: 3 } });
    expect(staleActivate.code).toBe('concurrency.conflict');
    const on = await t.accountant
      .rest('post', `/api/counterparties/rules/${id}/activate`)
      .send({ expectedRowVersion: 4 });
    expect(on.body.rule).toMatchObject({ isActive: true, deactivatedAtUtc: null, rowVersion: 5 });
    const onAgain = await t.accountant.rest('post', `/api/counterparties/rules/${id}/activate`);
    expect(onAgain.body).toMatchObject({ changedTransactionCount: 0, rule: { rowVersion: 5 } });

    const audit = await env.app.dataSource.query(
      `SELECT action, details_json::text AS details FROM audit_log
        WHERE entity_type = 'CounterpartyRule' AND entity_id = $1 ORDER BY created_at_utc`,
      [id],
    );
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'Create',
      'Update',
      'Update',
      'Deactivate',
      'Activate',
    ]);
    expect(JSON.parse(audit[1].details)).toMatchObject({
      ruleId: id,
      organizationId: t.organizationId,
      pattern: 'Второй новый',
      previousPattern: 'Второй',
      erpCounterpartyId: 's-1',
    });

    // Unknown ids and a header naming another organization: not_found; rules of an unreached organization: forbidden.
    const foreign = await tenant();
    const foreignRule = await create(foreign.accountant, {
      organizationId: foreign.organizationId,
      pattern: 'Чужой',
      erpCounterpartyId: 's-f',
      erpCounterpartyName: 'Чужой',
    });
    const unknownRule = await t.accountant
      .rest('put', `/api/counterparties/rules/${randomUUID()}`)
      .send({ pattern: 'x' });
    expect({ status: unknownRule.status, code: unknownRule.body.code }).toEqual({ status: 404, code: 'not_found' });
    const unreached = await t.accountant
      .rest('put', `/api/counterparties/rules/${foreignRule.rule.id}`)
      .send({ pattern: 'x' });
    expect({ status: unreached.status, code: unreached.body.code }).toEqual({ status: 403, code: 'forbidden' });
    expect(unreached.text).not.toContain('Чужой');
    const outsideHeader = await t.accountant
      .rest('post', `/api/counterparties/rules/${id}/deactivate`)
      .set('X-Organization-Id', foreign.organizationId);
    expect(outsideHeader.status).toBe(404);
    expect((await t.accountant.rest('put', '/api/counterparties/rules/not-a-uuid').send({})).body.code).toBe(
      'validation.failed',
    );
  });

  it('lists the directory with filters and pages, and the legacy list with active rules only', async () => {
    const t = await tenant();
    const rules = [
      ['Яблоко', 's-apple', 'Фрукты Яблоко'],
      ['Банан', 's-banana', 'Фрукты Банан'],
      ['ООО Вишня', 's-cherry', 'Ягоды'],
      ['Арбуз', 's-melon', 'Бахча'],
    ];
    const ids: Record<string, string> = {};
    for (const [pattern, erpCounterpartyId, erpCounterpartyName] of rules)
      ids[pattern] = (
        await create(t.accountant, {
          organizationId: t.organizationId,
          pattern,
          erpCounterpartyId,
          erpCounterpartyName,
        })
      ).rule.id;
    await t.accountant.rest('post', `/api/counterparties/rules/${ids['Банан']}/deactivate`);
    const viewer = await env.clientFor('Viewer', { organizationId: t.organizationId });

    const directory = async (query: string) => {
      const response = await viewer.rest(
        'get',
        `/api/counterparties/rules?organizationId=${t.organizationId}&${query}`,
      );
      expect(response.status).toBe(200);
      return response.body;
    };
    const all = await directory('');
    expect(all.totalCount).toBe(4);
    expect(all.items.map((rule: { normalizedPattern: string }) => rule.normalizedPattern)).toEqual([
      'арбуз',
      'банан',
      'вишня',
      'яблоко',
    ]);
    const pattern = (body: { items: { pattern: string }[] }) => body.items.map((rule) => rule.pattern);
    expect(pattern(await directory('page=2&pageSize=3'))).toEqual(['Яблоко']);
    expect((await directory('page=2&pageSize=3')).totalCount).toBe(4);
    expect(pattern(await directory('isActive=false'))).toEqual(['Банан']);
    expect(pattern(await directory('isActive=true&search=фрукты'))).toEqual(['Яблоко']);
    expect(pattern(await directory(`search=${encodeURIComponent('ВИШНЯ ооо')}`))).toEqual(['ООО Вишня']);
    expect(pattern(await directory('search=s-mel'))).toEqual(['Арбуз']);
    expect(pattern(await directory('erpCounterpartyId=s-cherry'))).toEqual(['ООО Вишня']);
    expect(
      (await viewer.rest('get', `/api/counterparties/rules?organizationId=${t.organizationId}&pageSize=101`)).status,
    ).toBe(400);

    const legacy = await viewer.rest('get', '/api/counterparties').set('X-Organization-Id', t.organizationId);
    expect(legacy.status).toBe(200);
    expect(legacy.body.map((rule: { pattern: string }) => rule.pattern)).toEqual(['Арбуз', 'ООО Вишня', 'Яблоко']);
    const graphql = await gql(viewer, `query ($o: UUID) { activeCounterpartyRules(organizationId: $o) { pattern } }`, {
      o: t.organizationId,
    });
    expect(graphql.data.activeCounterpartyRules).toHaveLength(3);
  });

  it('previews the overlapping active rules with their shared transactions and writes nothing', async () => {
    const t = await tenant();
    const ids = await upload(t, [
      'ООО Ромашка Опт Москва',
      'Ромашка Опт',
      'ИП Ромашка',
      'Василек',
      'Ромашка опт ручная',
    ]);
    await env.app.dataSource.query(`UPDATE bank_transactions SET match_status = 'ManualMatched' WHERE id = $1`, [
      ids['Ромашка опт ручная'],
    ]);
    const rule = async (pattern: string, erpCounterpartyId: string) =>
      (
        await create(t.accountant, {
          organizationId: t.organizationId,
          pattern,
          erpCounterpartyId,
          erpCounterpartyName: pattern,
        })
      ).rule.id as string;
    const same = await rule('Ромашка Опт', 's-other');
    const broader = await rule('Ромашка', 's-romashka');
    const narrower = await rule('Ромашка Опт Москва', 's-moscow');
    const shared = await rule('Москва', 's-city');
    await rule('Василек', 's-flower');
    const inactive = await rule('Опт', 's-wholesale');
    await t.accountant.rest('post', `/api/counterparties/rules/${inactive}/deactivate`);

    const before = await env.app.dataSource.query(
      `SELECT (SELECT md5(string_agg(r::text, '|' ORDER BY r.id)) FROM counterparty_rules r
                WHERE r.organization_id = $1) AS rules,
              (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM bank_transactions t
                WHERE t.organization_id = $1) AS transactions,
              (SELECT count(*) FROM audit_log WHERE organization_id = $1) AS audit`,
      [t.organizationId],
    );
    const response = await t.accountant
      .rest('post', '/api/counterparties/rules/conflict-preview')
      .send({ organizationId: t.organizationId, pattern: 'РОМАШКА-ОПТ', erpCounterpartyId: 's-new' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      pattern: 'РОМАШКА-ОПТ',
      normalizedPattern: 'ромашка опт',
      equivalentRule: null,
      matchingTransactionCount: 2,
    });
    expect(
      response.body.conflicts.map(
        (c: {
          rule: { id: string };
          relation: string;
          sameCounterparty: boolean;
          overlappingTransactionCount: number;
        }) => [c.rule.id, c.relation, c.sameCounterparty, c.overlappingTransactionCount],
      ),
    ).toEqual([
      [same, 'SamePattern', false, 2],
      [broader, 'Broader', false, 2],
      [narrower, 'Narrower', false, 1],
      [shared, 'SharedTransactions', false, 1],
    ]);
    const equivalent = await gql(t.accountant, PREVIEW, {
      input: { organizationId: t.organizationId, pattern: 'ромашка опт', erpCounterpartyId: 's-other' },
    });
    expect(equivalent.data.counterpartyRuleConflictPreview.equivalentRule).toEqual({ id: same });
    expect(equivalent.data.counterpartyRuleConflictPreview.conflicts[0]).toMatchObject({
      relation: 'SamePattern',
      sameCounterparty: true,
    });
    const blank = await t.accountant
      .rest('post', '/api/counterparties/rules/conflict-preview')
      .set('X-Organization-Id', t.organizationId)
      .send({ pattern: 'ООО' });
    expect({ status: blank.status, code: blank.body.code }).toEqual({ status: 400, code: 'pattern_required' });
    const after = await env.app.dataSource.query(
      `SELECT (SELECT md5(string_agg(r::text, '|' ORDER BY r.id)) FROM counterparty_rules r
                WHERE r.organization_id = $1) AS rules,
              (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM bank_transactions t
                WHERE t.organization_id = $1) AS transactions,
              (SELECT count(*) FROM audit_log WHERE organization_id = $1) AS audit`,
      [t.organizationId],
    );
    expect(after).toEqual(before);
  });

  it('lets a Viewer read but not write, and keeps rules from an outlet-scoped Accountant', async () => {
    const t = await tenant();
    const ids = await upload(t, ['ООО Право']);
    const viewer = await env.clientFor('Viewer', { organizationId: t.organizationId });
    const outletAccountant = await env.clientFor('Accountant', {
      organizationId: t.organizationId,
      locationId: t.outlet,
    });
    const body = {
      bankTransactionId: ids['ООО Право'],
      pattern: 'Право',
      erpCounterpartyId: 's-law',
      erpCounterpartyName: 'Право',
    };
    expect((await viewer.rest('get', `/api/counterparties/rules?organizationId=${t.organizationId}`)).status).toBe(200);
    expect((await viewer.rest('get', `/api/counterparties?organizationId=${t.organizationId}`)).status).toBe(200);
    for (const client of [viewer, outletAccountant]) {
      const rest = await client.rest('post', '/api/counterparties/rules').send(body);
      expect({ status: rest.status, code: rest.body.code }).toEqual({ status: 403, code: 'forbidden' });
      const { code } = await gql(client, CREATE, {
        input: { ...body, bankTransactionId: undefined, organizationId: t.organizationId },
      });
      expect(code).toBe('forbidden');
      const preview = await client
        .rest('post', '/api/counterparties/rules/conflict-preview')
        .send({ organizationId: t.organizationId, pattern: 'Право' });
      expect(preview.status).toBe(403);
    }
    expect(await ruleCount(t.organizationId)).toBe(0);
    // A transaction the caller does not reach is forbidden, without its data; an unknown one bank_transaction_not_found.
    const stranger = await tenant();
    const unreached = await stranger.accountant.rest('post', '/api/counterparties/rules').send(body);
    expect({ status: unreached.status, code: unreached.body.code }).toEqual({ status: 403, code: 'forbidden' });
    expect(unreached.text).not.toContain('ООО Право');
    const unknown = await stranger.accountant
      .rest('post', '/api/counterparties/rules')
      .send({ ...body, bankTransactionId: randomUUID() });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 404,
      code: 'bank_transaction_not_found',
    });
    expect(await ruleCount(stranger.organizationId)).toBe(0);
  });

  it('audits creates without account numbers or bank lines', async () => {
    const t = await tenant();
    const ids = await upload(t, ['ООО Аудит']);
    const created = await t.accountant.rest('post', '/api/counterparties/rules').send({
      bankTransactionId: ids['ООО Аудит'],
      pattern: 'Аудит',
      erpCounterpartyId: 's-audit',
      erpCounterpartyName: 'Аудит',
    });
    const [entry] = await env.app.dataSource.query(
      `SELECT action, organization_id AS "organizationId", user_id AS "userId", details_json AS details
         FROM audit_log WHERE entity_type = 'CounterpartyRule' AND entity_id = $1`,
      [created.body.rule.id],
    );
    expect(entry).toMatchObject({
      action: 'Create',
      organizationId: t.organizationId,
      userId: t.accountant.user.id,
      details: {
        ruleId: created.body.rule.id,
        pattern: 'Аудит',
        erpCounterpartyId: 's-audit',
        erpCounterpartyName: 'Аудит',
        sourceTransactionId: ids['ООО Аудит'],
        changedTransactionCount: 1,
      },
    });
    const text = JSON.stringify(entry);
    expect(text).not.toContain(ACCOUNT);
    expect(text).not.toContain(SUPPLIER_ACCOUNT);
    expect(text).not.toContain('Payment ');
  });
});
