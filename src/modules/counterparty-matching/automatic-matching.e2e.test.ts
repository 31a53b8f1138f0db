import { randomUUID } from 'node:crypto';
import { csvStatement } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { inTransaction } from '../../platform/database/transaction';
import { AutomaticMatchingService } from './automatic-matching.service';
import { normalizeCounterpartyName } from './counterparty-name';

const ACCOUNT = '40702810900000055555';
const SUPPLIER_A = { id: 'sup-a', name: 'ООО «Альфа Трейд»', taxId: '7701234567' };
const SUPPLIER_B = { id: 'sup-b', name: 'ООО Бета Снаб', taxId: '7702345678' };
const SUPPLIER_SIMILAR = { id: 'sup-omega', name: 'Омега Продукты Плюс', taxId: null };

/** Counterparty names and tax ids of the statement, one row each. */
const ROWS = {
  taxId: { name: 'Alfa Trade', taxId: SUPPLIER_A.taxId },
  rule: { name: 'GAMMA LOGISTICS LLC', taxId: '' },
  conflicting: { name: 'Delta Foods LLC', taxId: '' },
  unknown: { name: 'Совершенно Неизвестный Контрагент', taxId: '' },
  similar: { name: 'ИП Омега Продукты', taxId: '' },
} as const;
type RowKey = keyof typeof ROWS;

const FIELDS = `id counterpartyName matchStatus matchedCounterpartyId matchedCounterpartyName matchReason
  matchSignals { kind counterpartyId counterpartyName value score ruleId } matchedRuleId matchDecidedByUserId`;

/** The statement: one debit per row of ROWS, on consecutive days. */
function statement(): Buffer {
  return csvStatement(
    Object.values(ROWS).map(({ name, taxId }, index) => ({
      counterpartyName: name,
      counterpartyTaxId: taxId,
      date: `2026-11-0${index + 1}`,
    })),
    ACCOUNT,
  );
}

describe('automatic matching of an imported statement, with explanations', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let outlet: string;
  let accountant: SignedInClient;
  let importId: string;
  const rules: Record<'b' | 'conflictC' | 'conflictD', string> = { b: '', conflictC: '', conflictD: '' };

  const insertRule = async (pattern: string, counterpartyId: string, counterpartyName: string): Promise<string> => {
    const [row] = await env.app.dataSource.query(
      `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                       erp_counterparty_name)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [organizationId, pattern, normalizeCounterpartyName(pattern), counterpartyId, counterpartyName],
    );
    return row.id;
  };

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    accountant = await env.clientFor('Accountant', { organizationId });
    // The snapshot is what a supplier sync would have stored; no accounting system is called.
    const connectionId = await env.createErpConnection(organizationId, {
      baseUrl: 'http://127.0.0.1:9',
      login: 'matching',
      password: 'not-used-here',
    });
    for (const [index, supplier] of [SUPPLIER_A, SUPPLIER_B, SUPPLIER_SIMILAR].entries()) {
      await env.app.dataSource.query(
        `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, tax_id, revision)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [connectionId, organizationId, supplier.id, supplier.name, supplier.taxId, index + 1],
      );
    }
    rules.b = await insertRule('Gamma Logistics', SUPPLIER_B.id, SUPPLIER_B.name);
    // Two rules that both take "Delta Foods …", for different counterparties.
    rules.conflictC = await insertRule('Delta Foods', 'sup-c', 'ООО Дельта Фудс');
    rules.conflictD = await insertRule('DELTA', 'sup-d', 'ИП Дельтин');

    const upload = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach('file', statement(), 'statement.csv');
    expect(upload.status).toBe(202);
    importId = upload.body.importId;
  });

  const context = () => ({ 'X-Organization-Id': organizationId, 'X-Location-Id': outlet });

  /** The transactions of the import by row, read over all three ways: import list (REST), match list (REST, GraphQL). */
  const readAll = async (): Promise<Record<string, Record<RowKey, Record<string, unknown>>>> => {
    const byName = (items: Record<string, unknown>[]) =>
      Object.fromEntries(
        (Object.keys(ROWS) as RowKey[]).map((key) => [
          key,
          items.find((item) => item.counterpartyName === ROWS[key].name),
        ]),
      ) as Record<RowKey, Record<string, unknown>>;
    const imported = await accountant.rest('get', `/api/bank-statements/imports/${importId}/transactions`);
    const matches = await accountant.rest('get', `/api/counterparty-matches?importId=${importId}`).set(context());
    const graphql = await accountant
      .graphql(`{ counterpartyMatches(importId: "${importId}") { items { ${FIELDS} } } }`)
      .set(context());
    expect([imported.status, matches.status, graphql.body.errors]).toEqual([200, 200, undefined]);
    return {
      importTransactions: byName(imported.body.items),
      restMatches: byName(matches.body.items),
      graphqlMatches: byName(graphql.body.data.counterpartyMatches.items),
    };
  };

  it('gives AutoMatched (tax id), AutoMatched (rule), LowConfidence (conflicting rules) and Unmatched, explained', async () => {
    const expected: Record<RowKey, Record<string, unknown>> = {
      taxId: {
        matchStatus: 'AutoMatched',
        matchReason: 'tax_id',
        matchedCounterpartyId: SUPPLIER_A.id,
        matchedCounterpartyName: SUPPLIER_A.name,
        matchedRuleId: null,
        matchSignals: [
          {
            kind: 'TaxId',
            counterpartyId: SUPPLIER_A.id,
            counterpartyName: SUPPLIER_A.name,
            value: SUPPLIER_A.taxId,
            score: 1,
            ruleId: null,
          },
        ],
      },
      rule: {
        matchStatus: 'AutoMatched',
        matchReason: 'rule',
        matchedCounterpartyId: SUPPLIER_B.id,
        matchedCounterpartyName: SUPPLIER_B.name,
        matchedRuleId: rules.b,
        matchSignals: [
          {
            kind: 'Rule',
            counterpartyId: SUPPLIER_B.id,
            counterpartyName: SUPPLIER_B.name,
            value: 'Gamma Logistics',
            score: 1,
            ruleId: rules.b,
          },
        ],
      },
      conflicting: {
        matchStatus: 'LowConfidence',
        matchReason: 'conflicting_evidence',
        matchedCounterpartyId: null,
        matchedRuleId: null,
      },
      unknown: {
        matchStatus: 'Unmatched',
        matchReason: 'no_evidence',
        matchedCounterpartyId: null,
        matchedRuleId: null,
        matchSignals: [],
      },
      similar: {
        matchStatus: 'LowConfidence',
        matchReason: 'weak_name_similarity',
        matchedCounterpartyId: null,
        matchSignals: [
          expect.objectContaining({
            kind: 'NameSimilarity',
            counterpartyId: SUPPLIER_SIMILAR.id,
            value: SUPPLIER_SIMILAR.name,
          }),
        ],
      },
    };
    const reads = await readAll();
    for (const [read, rows] of Object.entries(reads)) {
      for (const key of Object.keys(ROWS) as RowKey[]) {
        expect({ read, key, row: rows[key] }).toMatchObject({ read, key, row: expected[key] });
      }
      const conflictSignals = rows.conflicting.matchSignals as {
        kind: string;
        ruleId: string;
        counterpartyId: string;
      }[];
      expect(conflictSignals.map(({ kind, ruleId, counterpartyId }) => ({ kind, ruleId, counterpartyId }))).toEqual(
        expect.arrayContaining([
          { kind: 'Rule', ruleId: rules.conflictC, counterpartyId: 'sup-c' },
          { kind: 'Rule', ruleId: rules.conflictD, counterpartyId: 'sup-d' },
        ]),
      );
      const score = (rows.similar.matchSignals as { score: number }[])[0].score;
      expect(score).toBeGreaterThanOrEqual(0.5);
      expect(score).toBeLessThan(1);
    }
  });

  it('keeps manual decisions when automatic matching runs again after a rule change', async () => {
    const { restMatches } = await readAll();
    const unknownId = restMatches.unknown.id as string;
    const conflictingId = restMatches.conflicting.id as string;
    const similarId = restMatches.similar.id as string;
    const matched = await accountant
      .rest('post', '/api/counterparty-matches')
      .send({ bankTransactionId: unknownId, erpCounterpartyId: 'sup-manual', erpCounterpartyName: 'Manual Supplier' });
    expect(matched.status).toBe(200);
    expect(
      (await accountant.rest('post', '/api/counterparty-matches/exclude').send({ bankTransactionId: conflictingId }))
        .status,
    ).toBe(200);

    // New rules would take all three; only the undecided one may follow.
    await insertRule('Неизвестный Контрагент', 'sup-rule-x', 'Rule X');
    await insertRule('Delta Foods LLC', 'sup-rule-y', 'Rule Y');
    await insertRule('Омега Продукты', SUPPLIER_SIMILAR.id, SUPPLIER_SIMILAR.name);
    const ctx = env.app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
    const summary = await inTransaction(env.app.dataSource, () =>
      new AutomaticMatchingService().rematchOrganization(ctx, organizationId),
    );
    expect(summary.changedCount).toBeGreaterThanOrEqual(1);

    const after = await readAll();
    for (const rows of Object.values(after)) {
      expect(rows.unknown).toMatchObject({
        id: unknownId,
        matchStatus: 'ManualMatched',
        matchReason: 'manual',
        matchedCounterpartyId: 'sup-manual',
        matchDecidedByUserId: accountant.user.id,
      });
      expect(rows.conflicting).toMatchObject({ id: conflictingId, matchStatus: 'Excluded', matchReason: 'excluded' });
      expect(rows.similar).toMatchObject({
        id: similarId,
        matchStatus: 'AutoMatched',
        matchReason: 'rule',
        matchedCounterpartyId: SUPPLIER_SIMILAR.id,
      });
    }
  });
});
