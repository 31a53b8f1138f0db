import type { DataSource } from 'typeorm';
import { createPaymentScope, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';
import { reportFigure } from '../../../test/run-report';

interface Item {
  bankTransactionId: string;
  importId: string;
  transactionDate: string;
  amount: number;
  matchStatus: string;
  workflowState: string;
  attentionReasons: string[];
}

async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

async function importOf(db: DataSource, transactionId: string): Promise<string> {
  const [{ import_id }] = await db.query('SELECT import_id FROM bank_transactions WHERE id = $1', [transactionId]);
  return import_id as string;
}

describe('accountant work items: list query, paging and cost', () => {
  const env = useTestEnvironment();
  let scope: PaymentScope;
  let ids: Record<string, string>;
  let reviewImportId: string;

  const list = (query = '') =>
    scope.accountant.rest('get', `/api/accountant-work-items${query ? `?${query}` : ''}`).set(scope.headers);
  const idsOf = (body: { items: Item[] }) => body.items.map((item) => item.bankTransactionId).sort();
  const named = (...names: string[]) => names.map((name) => ids[name]).sort();

  beforeAll(async () => {
    scope = await createPaymentScope(env);
    const db = env.app.dataSource;
    const [unmatched, lowConfidence, excluded, matched] = await seedTransactions(db, scope, [
      { amount: 1_000, date: '2025-03-01', matchStatus: 'Unmatched', description: 'Rent March' },
      { amount: 2_000, date: '2025-03-05', matchStatus: 'LowConfidence', description: 'Invoice 77 fish' },
      { amount: 3_000, date: '2025-03-10', matchStatus: 'Excluded', description: 'Own transfer' },
      { amount: 4_000, date: '2025-03-15', description: 'Invoice 12 vegetables' },
    ]);
    // A second import whose balances do not add up: its matched transaction waits on the balance review.
    const [reviewed] = await seedTransactions(db, scope, [
      { amount: 5_000, date: '2025-04-01', description: 'Payment for Dairy 9' },
    ]);
    reviewImportId = await importOf(db, reviewed);
    await db.query(`UPDATE bank_imports SET balance_matches = false, file_name = 'April-Statement.TXT' WHERE id = $1`, [
      reviewImportId,
    ]);
    await db.query(`UPDATE bank_transactions SET bank_reference = 'REF-XYZ-42' WHERE id = $1`, [matched]);
    ids = { unmatched, lowConfidence, excluded, matched, reviewed };
  });

  it('lists every transaction of the outlet, newest first, with the state of each', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalCount: 5, page: 1, pageSize: 20 });
    expect(response.body.items.map((item: Item) => [item.transactionDate, item.workflowState])).toEqual([
      ['2025-04-01', 'Attention'],
      ['2025-03-15', 'NeedsPreparation'],
      ['2025-03-10', 'Excluded'],
      ['2025-03-05', 'Attention'],
      ['2025-03-01', 'Attention'],
    ]);
    expect(response.body.items.map((item: Item) => item.attentionReasons)).toEqual([
      ['balance_review_required'],
      [],
      [],
      ['counterparty_match_low_confidence'],
      ['counterparty_match_required'],
    ]);
  });

  it('filters by state and reason comma lists, import, dates, search, file name and match status', async () => {
    expect(idsOf((await list('state=Attention')).body)).toEqual(named('unmatched', 'lowConfidence', 'reviewed'));
    expect(idsOf((await list('state=Excluded,%20NeedsPreparation')).body)).toEqual(named('excluded', 'matched'));
    expect(idsOf((await list('state=Completed')).body)).toEqual([]);
    expect(idsOf((await list('reason=balance_review_required')).body)).toEqual(named('reviewed'));
    expect(idsOf((await list('reason=counterparty_match_required,counterparty_match_low_confidence')).body)).toEqual(
      named('unmatched', 'lowConfidence'),
    );
    expect(idsOf((await list(`importId=${reviewImportId}`)).body)).toEqual(named('reviewed'));
    expect(idsOf((await list('dateFrom=2025-03-05&dateTo=2025-03-15')).body)).toEqual(
      named('lowConfidence', 'excluded', 'matched'),
    );
    // Search covers the description (purpose), the bank reference and the import file name, case-insensitively.
    expect(idsOf((await list('search=invoice')).body)).toEqual(named('lowConfidence', 'matched'));
    expect(idsOf((await list('search=ref-xyz')).body)).toEqual(named('matched'));
    expect(idsOf((await list('search=april-statement')).body)).toEqual(named('reviewed'));
    // A LIKE wildcard in the text is taken literally.
    expect(idsOf((await list('search=%25')).body)).toEqual([]);
    expect(idsOf((await list('documentContains=april')).body)).toEqual(named('reviewed'));
    expect(idsOf((await list('documentContains=payments.txt')).body)).toEqual(
      named('unmatched', 'lowConfidence', 'excluded', 'matched'),
    );
    expect(idsOf((await list('matchStatus=Unmatched,Excluded')).body)).toEqual(named('unmatched', 'excluded'));
    // Filters combine with AND, and the total counts the filtered set.
    const combined = await list('state=Attention&matchStatus=ManualMatched&dateFrom=2025-04-01');
    expect(combined.body).toMatchObject({ totalCount: 1 });
    expect(idsOf(combined.body)).toEqual(named('reviewed'));
  });

  it('sorts by amount and date in both directions', async () => {
    const amounts = async (sort: string) =>
      (await list(`sort=${sort}`)).body.items.map((item: Item) => item.amount) as number[];
    expect(await amounts('amount:asc')).toEqual([1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(await amounts('amount:desc')).toEqual([5_000, 4_000, 3_000, 2_000, 1_000]);
    expect(await amounts('transactionDate:asc')).toEqual([1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(await amounts('transactionDate')).toEqual([5_000, 4_000, 3_000, 2_000, 1_000]);
  });

  it('pages with a default of 20 and at most 100; a page past the end is empty but keeps the total', async () => {
    const first = await list('pageSize=2&sort=amount:asc');
    expect(first.body).toMatchObject({ totalCount: 5, page: 1, pageSize: 2 });
    expect(first.body.items.map((item: Item) => item.amount)).toEqual([1_000, 2_000]);
    const third = await list('pageSize=2&page=3&sort=amount:asc');
    expect(third.body.items.map((item: Item) => item.amount)).toEqual([5_000]);
    const beyond = await list('pageSize=2&page=9');
    expect(beyond.body).toMatchObject({ items: [], totalCount: 5, page: 9 });
    expect((await list('pageSize=100')).status).toBe(200);
    for (const [query, field] of [
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['page=0', 'page'],
      ['state=Ready', 'state'],
      ['reason=posting_failed,bogus', 'reason'],
      ['matchStatus=Matched', 'matchStatus'],
      ['dateFrom=2025-02-30', 'dateFrom'],
      ['dateTo=01.03.2025', 'dateTo'],
      ['sort=amount:sideways', 'sort'],
      ['importId=not-a-uuid', 'importId'],
    ]) {
      const response = await list(query);
      expect({ query, status: response.status, code: response.body.code }).toEqual({
        query,
        status: 400,
        code: 'validation.failed',
      });
      expect(Object.keys(response.body.fieldErrors ?? {})).toContain(field);
    }
  });

  it('answers one item, and 404 accountant_work_item.not_found for unknown ids and other outlets', async () => {
    const one = await scope.accountant.rest('get', `/api/accountant-work-items/${ids.matched}`).set(scope.headers);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      bankTransactionId: ids.matched,
      workflowState: 'NeedsPreparation',
      nextAction: 'Prepare',
      capabilities: { canPrepare: true, canApproveAndQueue: true, canExclude: true },
    });

    const unknown = await scope.accountant
      .rest('get', '/api/accountant-work-items/00000000-0000-4000-8000-000000000000')
      .set(scope.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('accountant_work_item.not_found');

    // Another outlet of the same organization, which the organization-wide accountant below may also select.
    const otherOutlet = await env.createLocation(scope.organizationId);
    const [foreign] = await seedTransactions(env.app.dataSource, { ...scope, locationId: otherOutlet }, [
      { amount: 700 },
    ]);
    const organizationAccountant = await env.clientFor('Accountant', { organizationId: scope.organizationId });
    const outOfScope = await organizationAccountant
      .rest('get', `/api/accountant-work-items/${foreign}`)
      .set(scope.headers);
    expect(outOfScope.status).toBe(404);
    expect(outOfScope.body.code).toBe('accountant_work_item.not_found');
    const inItsOutlet = await organizationAccountant
      .rest('get', `/api/accountant-work-items/${foreign}`)
      .set({ ...scope.headers, 'X-Location-Id': otherOutlet });
    expect(inItsOutlet.status).toBe(200);
    expect((await list()).body.totalCount).toBe(5);

    // The outlet accountant cannot select the other outlet at all.
    const denied = await scope.accountant
      .rest('get', `/api/accountant-work-items/${foreign}`)
      .set({ ...scope.headers, 'X-Location-Id': otherOutlet });
    expect(denied.status).toBe(403);

    // GraphQL answers the same code.
    const graphql = await scope.accountant
      .graphql('query ($id: UUID!) { accountantWorkItem(bankTransactionId: $id) { workflowState } }', { id: foreign })
      .set(scope.headers);
    expect(graphql.body.errors[0].extensions).toMatchObject({
      code: 'accountant_work_item.not_found',
      httpStatus: 404,
    });
  });

  it('capabilities follow the caller: a Viewer sees the states but may do nothing', async () => {
    const viewer = await env.clientFor('Viewer', {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
    });
    const response = await viewer.rest('get', '/api/accountant-work-items').set(scope.headers);
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(5);
    for (const item of response.body.items) {
      expect(item.capabilities).toEqual({ canPrepare: false, canApproveAndQueue: false, canExclude: false });
    }
  });

  it('costs the same number of SQL statements for 1 and 50 items', async () => {
    const counted = await createPaymentScope(env);
    const db = env.app.dataSource;
    await seedTransactions(db, counted, [{ amount: 100 }]);
    const page = async (organizationScope: PaymentScope) => {
      const before = await sqlStatements(env);
      const response = await organizationScope.accountant
        .rest('get', '/api/accountant-work-items?pageSize=100')
        .set(organizationScope.headers);
      const after = await sqlStatements(env);
      expect(response.status).toBe(200);
      return { statements: after - before, items: response.body.items as Item[] };
    };
    const one = await page(counted);
    expect(one.items).toHaveLength(1);

    // 49 more, of every kind the derivation distinguishes before an allocation exists.
    await seedTransactions(
      db,
      counted,
      Array.from({ length: 49 }, (_, index) => ({
        amount: 100 + index,
        matchStatus: (['Unmatched', 'LowConfidence', 'Excluded', 'ManualMatched'] as const)[index % 4],
      })),
    );
    const fifty = await page(counted);
    expect(fifty.items).toHaveLength(50);
    expect(new Set(fifty.items.map((item) => item.workflowState))).toEqual(
      new Set(['Attention', 'Excluded', 'NeedsPreparation']),
    );
    reportFigure(`work item list statements: 1 item → ${one.statements}, 50 items → ${fifty.statements}`);
    expect(fifty.statements).toBe(one.statements);
    // The actor, the context check (organization and outlet) and the list's one statement.
    expect(fifty.statements).toBeLessThanOrEqual(5);
  });
});
