import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';
import { reportFigure } from '../../../test/run-report';

async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

/** `count` imports with `perImport` transactions each in the outlet, in two statements. */
async function seedImports(env: TestEnvironment, locationId: string, count: number, perImport: number): Promise<void> {
  await env.app.dataSource.query(
    `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256,
                               transaction_count, account_number, account_number_masked, created_at_utc)
     SELECT l.organization_id, l.id, 'Parsed', 'seed-' || n || '.csv', 100,
            encode(sha256(gen_random_uuid()::text::bytea), 'hex'), $3, '40702810200000000001', '****0001',
            now() - n * interval '1 second'
       FROM locations l, generate_series(1, $2) AS n WHERE l.id = $1`,
    [locationId, count, perImport],
  );
  await env.app.dataSource.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence, transaction_date,
                                    direction, amount, currency, counterparty_name)
     SELECT i.id, i.organization_id, i.location_id, 0, s, DATE '2024-02-01' + s, CASE WHEN s % 2 = 0 THEN 'Credit' ELSE 'Debit' END,
            100 + s, 'RUB', 'Counterparty ' || s
       FROM bank_imports i, generate_series(1, $2) AS s WHERE i.location_id = $1`,
    [locationId, perImport],
  );
}

const LIST_WITH_COUNTS = `{
  bankImports(pageSize: 100) {
    totalCount
    items {
      id transactionCount
      transactions(pageSize: 3, direction: "Credit") { totalCount items { id amount counterpartyAccountMasked } }
    }
  }
}`;

describe('SQL statements of the import graph', () => {
  const env = useTestEnvironment();

  it('lists 100 imports with nested transaction counts and pages in a constant number of statements', async () => {
    const organizationId = await env.createOrganization();
    const small = await env.createLocation(organizationId);
    const large = await env.createLocation(organizationId);
    await seedImports(env, small, 2, 4);
    await seedImports(env, large, 100, 7);
    const client = await env.clientFor('Accountant', { organizationId });

    const measure = async (locationId: string) => {
      const before = await sqlStatements(env);
      const response = await client
        .graphql(LIST_WITH_COUNTS)
        .set({ 'X-Organization-Id': organizationId, 'X-Location-Id': locationId });
      const after = await sqlStatements(env);
      expect(response.body.errors).toBeUndefined();
      return { statements: after - before, page: response.body.data.bankImports };
    };
    const few = await measure(small);
    const many = await measure(large);
    expect(few.page.items).toHaveLength(2);
    expect(many.page.totalCount).toBe(100);
    expect(many.page.items).toHaveLength(100);
    for (const item of many.page.items) {
      expect(item.transactionCount).toBe(7);
      expect(item.transactions.totalCount).toBe(3);
      expect(item.transactions.items).toHaveLength(3);
    }
    reportFigure(`import graph statements: 2 imports → ${few.statements}, 100 imports → ${many.statements}`);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(5);
  });
});
