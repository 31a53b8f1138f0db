import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { useTestEnvironment, type SignedInClient, type TestEnvironment } from '../../../test/test-environment';

const LANDLORD_TAX_ID = '7701234567';
const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };

const PREVIEW_FIELDS = `ruleId lineCount overlappingLineCount page pageSize
  lines { bankTransactionId locationId transactionDate direction amount currency counterpartyName
          counterpartyAccountMasked purpose matchStatus overlappingRules { id name } }`;
const SAVED = `query ($id: UUID!, $pageSize: Int) {
  directPostingRulePreview(id: $id, pageSize: $pageSize) { ${PREVIEW_FIELDS} } }`;
const DRAFT = `query ($input: DirectPostingRuleDraftInput!) { directPostingRuleDraftPreview(input: $input) { ${PREVIEW_FIELDS} } }`;

interface Line {
  locationId: string;
  amount: number;
  direction?: 'Debit' | 'Credit';
  name?: string;
  normalizedName?: string;
  taxId?: string | null;
  purpose: string;
  status?: string;
  reason?: string;
}

interface Scope {
  organizationId: string;
  outlet: string;
  secondOutlet: string;
  accountant: SignedInClient;
}

/** Bank lines of one import per outlet, inserted as an import leaves them; answers their ids in order. */
async function seedLines(env: TestEnvironment, organizationId: string, lines: Line[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, line] of lines.entries()) {
    const [row] = await env.app.dataSource.query(
      `WITH import AS (
         INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256)
         VALUES ($1, $2, 'Parsed', 'preview.txt', 10, encode(sha256(gen_random_uuid()::text::bytea), 'hex'))
         RETURNING id, organization_id, location_id)
       INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
         transaction_date, direction, amount, currency, counterparty_name, counterparty_name_normalized,
         counterparty_tax_id, counterparty_account, counterparty_account_masked, description, match_status,
         match_reason)
       SELECT id, organization_id, location_id, 0, 0, '2026-10-01'::date + $3::int, $4, $5, 'RUB', $6, $7, $8, '40702810000000001234',
              '****1234', $9, $10, $11
         FROM import RETURNING id`,
      [
        organizationId,
        line.locationId,
        index,
        line.direction ?? 'Debit',
        line.amount,
        line.name ?? null,
        line.normalizedName ?? null,
        line.taxId ?? null,
        line.purpose,
        line.status ?? 'Unmatched',
        line.reason ?? 'no_evidence',
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

describe('direct posting rule preview', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0 });
  });
  afterAll(async () => {
    await simulator.close();
  });

  const scopeOf = async (): Promise<Scope> => {
    const organizationId = await env.createOrganization();
    const outlet = await env.createLocation(organizationId);
    const secondOutlet = await env.createLocation(organizationId);
    await env.createErpConnection(organizationId, {
      baseUrl: simulator.baseUrl,
      login: 'admin',
      password: 'simulator',
    });
    return { organizationId, outlet, secondOutlet, accountant: await env.clientFor('Accountant', { organizationId }) };
  };

  const gql = async (client: SignedInClient, query: string, variables: Record<string, unknown>) => {
    const response = await client.graphql(query, variables);
    if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
    return response.body.data;
  };

  const createRule = async (scope: Scope, input: Record<string, unknown>): Promise<string> => {
    const response = await scope.accountant
      .rest('post', '/api/direct-posting-rules')
      .set('X-Organization-Id', scope.organizationId)
      .send({ ...TARGET, direction: 'Debit', ...input });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.id;
  };

  /** A live allocation holding the line, as confirm leaves one (only the rows the preview looks at). */
  const allocate = async (transactionId: string) => {
    await env.app.dataSource.query(
      `INSERT INTO payment_allocations (organization_id, location_id, bank_transaction_id, erp_connection_id,
         erp_counterparty_id, status, allocation_method, currency, total_amount, allocated_amount,
         document_settlement_amount, unallocated_payment_amount, invoice_debt_remaining, idempotency_key)
       SELECT t.organization_id, t.location_id, t.id, c.id, 'landlord', 'Confirmed', 'Manual', 'RUB', t.amount,
              t.amount, t.amount, 0, 0, 'preview'
         FROM bank_transactions t JOIN erp_connections c ON c.organization_id = t.organization_id AND c.is_default
        WHERE t.id = $1`,
      [transactionId],
    );
  };

  it('takes the free lines of its scope, with overlaps, never matched, allocated or duplicate ones', async () => {
    const scope = await scopeOf();
    const landlord = { name: 'ООО «Арендодатель»', normalizedName: 'арендодатель', taxId: LANDLORD_TAX_ID };
    const [rent, rentExcluded, rentMatched, rentAllocated, rentDuplicate, fee, salary, smallSalary, settlement] =
      await seedLines(env, scope.organizationId, [
        { ...landlord, locationId: scope.outlet, amount: 15_000_000, purpose: 'Аренда помещения за октябрь' },
        {
          ...landlord,
          locationId: scope.secondOutlet,
          amount: 9_000_000,
          purpose: 'Арендная плата',
          status: 'Excluded',
          reason: 'excluded',
        },
        {
          ...landlord,
          locationId: scope.outlet,
          amount: 100_000,
          purpose: 'Аренда',
          status: 'ManualMatched',
          reason: 'manual',
        },
        { ...landlord, locationId: scope.outlet, amount: 200_000, purpose: 'Аренда' },
        {
          ...landlord,
          locationId: scope.outlet,
          amount: 15_000_000,
          purpose: 'Аренда помещения за октябрь',
          status: 'Excluded',
          reason: 'duplicate_confirmed',
        },
        {
          name: 'ПАО Сбербанк',
          normalizedName: 'сбербанк',
          taxId: '7707083893',
          locationId: scope.outlet,
          amount: 123_456,
          purpose: 'Комиссия за ЭКВАЙРИНГ по договору 12',
          status: 'LowConfidence',
          reason: 'weak_name_similarity',
        },
        { locationId: scope.outlet, amount: 50_000_000, purpose: 'Перечисление заработной платы за октябрь' },
        { locationId: scope.secondOutlet, amount: 500_000, purpose: 'Перечисление заработной платы (аванс)' },
        {
          direction: 'Credit',
          name: 'ПАО Сбербанк',
          normalizedName: 'сбербанк',
          locationId: scope.outlet,
          amount: 9_876_543,
          purpose: 'Возмещение по операциям эквайринга',
        },
      ]);
    await allocate(rentAllocated);

    // Another organization's line with the same landlord and purpose never appears.
    const other = await scopeOf();
    await seedLines(env, other.organizationId, [
      { ...landlord, locationId: other.outlet, amount: 15_000_000, purpose: 'Аренда помещения за октябрь' },
    ]);

    const byTaxId = await createRule(scope, { name: 'Rent by tax id', counterpartyTaxId: LANDLORD_TAX_ID });
    const byPurpose = await createRule(scope, { name: 'Rent by purpose', purposeContains: 'аренд' });
    // A deactivated rule that would take the same lines is no overlap.
    const retired = await createRule(scope, { name: 'Old rent', counterpartyNameContains: 'Арендодатель ООО' });
    await scope.accountant.rest('post', `/api/direct-posting-rules/${retired}/deactivate`).send({}).expect(200);

    const saved = await scope.accountant.rest('get', `/api/direct-posting-rules/${byTaxId}/preview`).expect(200);
    expect(saved.body).toMatchObject({ ruleId: byTaxId, lineCount: 2, overlappingLineCount: 2, page: 1, pageSize: 20 });
    expect(saved.body.lines).toEqual([
      {
        bankTransactionId: rentExcluded,
        locationId: scope.secondOutlet,
        transactionDate: '2026-10-02',
        direction: 'Debit',
        amount: 9_000_000,
        currency: 'RUB',
        counterpartyName: 'ООО «Арендодатель»',
        counterpartyAccountMasked: '****1234',
        purpose: 'Арендная плата',
        matchStatus: 'Excluded',
        overlappingRules: [{ id: byPurpose, name: 'Rent by purpose' }],
      },
      expect.objectContaining({ bankTransactionId: rent, matchStatus: 'Unmatched' }),
    ]);
    expect(JSON.stringify(saved.body)).not.toContain('40702810000000001234');
    for (const taken of [rentMatched, rentAllocated, rentDuplicate])
      expect(JSON.stringify(saved.body)).not.toContain(taken);

    // The retired rule, previewed by id, still shows what it would take; the two active ones overlap it.
    const retiredPreview = await gql(scope.accountant, SAVED, { id: retired, pageSize: 1 });
    expect(retiredPreview.directPostingRulePreview).toMatchObject({
      lineCount: 2,
      overlappingLineCount: 2,
      pageSize: 1,
    });
    expect(retiredPreview.directPostingRulePreview.lines).toHaveLength(1);
    expect(
      retiredPreview.directPostingRulePreview.lines[0].overlappingRules.map((rule: { id: string }) => rule.id),
    ).toEqual([byPurpose, byTaxId]);

    // Unsaved rules: acquiring fees by purpose (case-insensitive; the Credit settlement is not a pay-out)…
    const fees = await scope.accountant
      .rest('post', '/api/direct-posting-rules/preview')
      .set('X-Organization-Id', scope.organizationId)
      .send({ direction: 'Debit', purposeContains: 'эквайринг' })
      .expect(200);
    expect(fees.body).toMatchObject({ ruleId: null, lineCount: 1, overlappingLineCount: 0 });
    expect(fees.body.lines).toEqual([expect.objectContaining({ bankTransactionId: fee, overlappingRules: [] })]);
    const settlements = await gql(scope.accountant, DRAFT, {
      input: { organizationId: scope.organizationId, direction: 'Credit', purposeContains: 'эквайринг' },
    });
    expect(
      settlements.directPostingRuleDraftPreview.lines.map(
        (line: { bankTransactionId: string }) => line.bankTransactionId,
      ),
    ).toEqual([settlement]);

    // …salaries by purpose within an amount range, and the same for one outlet only.
    const salaries = await gql(scope.accountant, DRAFT, {
      input: {
        organizationId: scope.organizationId,
        direction: 'Debit',
        purposeContains: 'заработной платы',
        amountMin: 1_000_000,
      },
    });
    expect(salaries.directPostingRuleDraftPreview).toMatchObject({
      lineCount: 1,
      lines: [{ bankTransactionId: salary }],
    });
    const allSalaries = await gql(scope.accountant, DRAFT, {
      input: {
        organizationId: scope.organizationId,
        direction: 'Debit',
        purposeContains: 'заработной платы',
        amountMax: 50_000_000,
      },
    });
    expect(allSalaries.directPostingRuleDraftPreview.lineCount).toBe(2);
    const oneOutlet = await gql(scope.accountant, DRAFT, {
      input: {
        organizationId: scope.organizationId,
        locationId: scope.secondOutlet,
        direction: 'Debit',
        purposeContains: 'заработной платы',
      },
    });
    expect(oneOutlet.directPostingRuleDraftPreview.lines).toEqual([
      expect.objectContaining({ bankTransactionId: smallSalary, locationId: scope.secondOutlet }),
    ]);

    // Nothing of the other organization, by its own preview or by naming this one.
    const foreign = await gql(other.accountant, DRAFT, {
      input: { organizationId: other.organizationId, direction: 'Debit', counterpartyTaxId: LANDLORD_TAX_ID },
    });
    expect(foreign.directPostingRuleDraftPreview.lineCount).toBe(1);
    expect(JSON.stringify(foreign.directPostingRuleDraftPreview)).not.toContain(rent);
    const refused = await other.accountant
      .rest('post', '/api/direct-posting-rules/preview')
      .set('X-Organization-Id', scope.organizationId)
      .send({ direction: 'Debit', counterpartyTaxId: LANDLORD_TAX_ID });
    expect(refused.status).toBe(403);
    expect((await other.accountant.rest('get', `/api/direct-posting-rules/${byTaxId}/preview`)).status).toBe(403);

    // The preview wrote nothing.
    const [{ count }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE organization_id = $1 AND action NOT IN ('Create', 'Deactivate')`,
      [scope.organizationId],
    );
    expect(count).toBe(0);
  });

  it('costs the same statements for 3 lines as for 60, and a draft with a matcher error changes nothing', async () => {
    const scope = await scopeOf();
    const rule = await createRule(scope, { name: 'Bank fees', purposeContains: 'комиссия банка' });
    await createRule(scope, { name: 'Fees too', purposeContains: 'комиссия' });
    const line = (index: number): Line => ({
      locationId: scope.outlet,
      amount: 1_000 + index,
      purpose: 'Комиссия банка',
    });
    const statements = async () => Number(/^db_statements_total (\d+)$/m.exec((await env.metrics()).text)?.[1]);
    const cost = async () => {
      const before = await statements();
      const response = await scope.accountant.rest('get', `/api/direct-posting-rules/${rule}/preview?pageSize=100`);
      expect(response.status).toBe(200);
      return { statements: (await statements()) - before, lines: response.body.lineCount as number };
    };
    await seedLines(
      env,
      scope.organizationId,
      Array.from({ length: 3 }, (_, index) => line(index)),
    );
    const few = await cost();
    await seedLines(
      env,
      scope.organizationId,
      Array.from({ length: 57 }, (_, index) => line(index)),
    );
    const many = await cost();
    expect([few.lines, many.lines]).toEqual([3, 60]);
    expect(many.statements).toBe(few.statements);

    const missing = await scope.accountant
      .rest('post', '/api/direct-posting-rules/preview')
      .set('X-Organization-Id', scope.organizationId)
      .send({ direction: 'Debit', purposeContains: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('direct_posting_rule.matcher_required');
  });
});
