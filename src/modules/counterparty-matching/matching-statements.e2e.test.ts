import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';
import { reportFigure } from '../../../test/run-report';

async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

/** `count` AutoMatched transactions in the outlet, each matched by its own rule, in three statements. */
async function seedMatches(env: TestEnvironment, organizationId: string, locationId: string, count: number) {
  const [{ id: importId }] = await env.app.dataSource.query(
    `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256)
     VALUES ($1, $2, 'Parsed', 'seed.csv', 100, encode(sha256(gen_random_uuid()::text::bytea), 'hex')) RETURNING id`,
    [organizationId, locationId],
  );
  await env.app.dataSource.query(
    `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                     erp_counterparty_name)
     SELECT $1, 'Supplier ' || n || ' ' || $3, 'supplier ' || n || ' ' || lower($3), 'sup-' || n, 'Supplier ' || n
       FROM generate_series(1, $2) AS n`,
    [organizationId, count, locationId.slice(0, 8)],
  );
  await env.app.dataSource.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                    transaction_date, direction, amount, currency, counterparty_name,
                                    counterparty_name_normalized, match_status, matched_counterparty_id,
                                    matched_counterparty_name, match_reason, match_signals, matched_rule_id)
     SELECT $1, r.organization_id, $2, 0, row_number() OVER (ORDER BY r.id), DATE '2026-11-01', 'Debit', 100, 'RUB',
            r.pattern, r.normalized_pattern, 'AutoMatched', r.erp_counterparty_id, r.erp_counterparty_name, 'rule',
            jsonb_build_array(jsonb_build_object('kind', 'Rule', 'counterpartyId', r.erp_counterparty_id,
              'counterpartyName', r.erp_counterparty_name, 'value', r.pattern, 'score', 1, 'ruleId', r.id)), r.id
       FROM counterparty_rules r WHERE r.organization_id = $3::uuid AND r.pattern LIKE '% ' || $4`,
    [importId, locationId, organizationId, locationId.slice(0, 8)],
  );
}

const MATCHES = `{
  counterpartyMatches(pageSize: 100) {
    totalCount
    items { id matchStatus matchReason matchSignals { kind ruleId } matchedRule { id pattern isActive } }
  }
}`;
const NAMES = `{ nameMatches(pageSize: 100) { totalCount items { normalizedName ruleCount suggestion { counterpartyId } } } }`;

describe('SQL statements of the matching reads', () => {
  const env = useTestEnvironment();

  it('lists 100 matches with their rules, and 100 names, in as many statements as 2', async () => {
    const organizationId = await env.createOrganization();
    const small = await env.createLocation(organizationId);
    const large = await env.createLocation(organizationId);
    await seedMatches(env, organizationId, small, 2);
    await seedMatches(env, organizationId, large, 100);
    const client = await env.clientFor('Accountant', { organizationId });

    const measure = async (query: string, locationId: string) => {
      const before = await sqlStatements(env);
      const response = await client
        .graphql(query)
        .set({ 'X-Organization-Id': organizationId, 'X-Location-Id': locationId });
      const after = await sqlStatements(env);
      expect(response.body.errors).toBeUndefined();
      return { statements: after - before, data: response.body.data };
    };

    const fewMatches = await measure(MATCHES, small);
    const manyMatches = await measure(MATCHES, large);
    expect(manyMatches.data.counterpartyMatches.items).toHaveLength(100);
    for (const item of manyMatches.data.counterpartyMatches.items) {
      expect(item.matchedRule).toMatchObject({ id: item.matchSignals[0].ruleId, isActive: true });
    }
    const fewNames = await measure(NAMES, small);
    const manyNames = await measure(NAMES, large);
    expect(manyNames.data.nameMatches.items).toHaveLength(100);
    reportFigure(
      `matching read statements: matches 2 → ${fewMatches.statements}, 100 → ${manyMatches.statements}; ` +
        `names 2 → ${fewNames.statements}, 100 → ${manyNames.statements}`,
    );
    expect(manyMatches.statements).toBe(fewMatches.statements);
    expect(manyNames.statements).toBe(fewNames.statements);
    expect(manyMatches.statements).toBeLessThanOrEqual(5);
    expect(manyNames.statements).toBeLessThanOrEqual(6);
  });
});
