import { randomUUID } from 'node:crypto';
import { seedOutletHistory } from '../../../bench/work-items-seed';
import { createPaymentScope, type PaymentScope } from '../../../test/payment-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';
import { ATTENTION_REASONS, WORKFLOW_STATES } from './work-item-rules';

interface Item {
  bankTransactionId: string;
  workflowState: string;
  attentionReasons: string[];
}

/**
 * A state or reason filter derives only the candidates of what it asks for (work-item-queries.ts); the derivation
 * decides. These tests hold every filter to the unfiltered list: the same items as the ones of the whole list that
 * carry the state or reason, so candidates narrower than a rule would show here. The history is the benchmark's
 * (bench/work-items-seed.ts), small: every state and reason occurs.
 */
describe('accountant work items: state and reason filters against the whole list', () => {
  const env = useTestEnvironment();
  let scope: PaymentScope;
  let all: Item[];

  const list = async (query: string): Promise<{ items: Item[]; totalCount: number }> => {
    const items: Item[] = [];
    for (let page = 1; ; page += 1) {
      const response = await scope.accountant
        .rest('get', `/api/accountant-work-items?pageSize=100&page=${page}${query ? `&${query}` : ''}`)
        .set(scope.headers);
      expect(response.status).toBe(200);
      items.push(...response.body.items);
      if (items.length >= response.body.totalCount || response.body.items.length === 0)
        return { items, totalCount: response.body.totalCount };
    }
  };
  const ids = (items: Item[]) => items.map((item) => item.bankTransactionId).sort();

  beforeAll(async () => {
    scope = await createPaymentScope(env);
    // 300 transactions in 75 imports: three of each bucket, and imports 25 and 75 wait on a balance review.
    await seedOutletHistory(env.app.dataSource, {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
      connectionId: scope.connectionId,
      tag: randomUUID(),
      transactions: 300,
      transactionsPerImport: 4,
      firstDate: '2025-01-01',
      days: 90,
    });
    // Direct posting rules: one takes the free lines of one payee (ReadyForApproval), two those of another (Attention
    // direct_posting_rule_ambiguous), so their candidates are held to the whole list too.
    const [first, second] = await env.app.dataSource.query(
      `SELECT DISTINCT counterparty_tax_id AS "taxId" FROM bank_transactions
        WHERE location_id = $1 AND match_status IN ('Unmatched', 'Excluded') AND direction = 'Debit'
        ORDER BY 1 LIMIT 2`,
      [scope.locationId],
    );
    await env.app.dataSource.query(
      `INSERT INTO direct_posting_rules (organization_id, name, direction, counterparty_tax_id, erp_connection_id,
         account_id, account_name, cash_flow_article_id, cash_flow_article_name)
       SELECT $1, r.name, 'Debit', r.tax_id, $2, 'acc-bank-1', 'Bank', 'cfa-other', 'Other'
         FROM (VALUES ('One', $3), ('Two', $4), ('Three', $4)) AS r(name, tax_id)`,
      [scope.organizationId, scope.connectionId, first.taxId, second.taxId],
    );
    ({ items: all } = await list(''));
    expect(all).toHaveLength(300);
  }, 60_000);

  it('every state and every reason occurs in the history', () => {
    expect(new Set(all.map((item) => item.workflowState))).toEqual(new Set(WORKFLOW_STATES));
    expect(new Set(all.flatMap((item) => item.attentionReasons))).toEqual(new Set(ATTENTION_REASONS));
  });

  it('each state filter answers exactly the items in that state', async () => {
    for (const state of WORKFLOW_STATES) {
      const { items, totalCount } = await list(`state=${state}`);
      const expected = all.filter((item) => item.workflowState === state);
      expect({ state, totalCount, ids: ids(items) }).toEqual({
        state,
        totalCount: expected.length,
        ids: ids(expected),
      });
    }
  });

  it('each reason filter answers exactly the items carrying that reason', async () => {
    for (const reason of ATTENTION_REASONS) {
      const { items, totalCount } = await list(`reason=${reason}`);
      const expected = all.filter((item) => item.attentionReasons.includes(reason));
      expect({ reason, totalCount, ids: ids(items) }).toEqual({
        reason,
        totalCount: expected.length,
        ids: ids(expected),
      });
    }
  });

  it('lists of states and reasons, and both together, combine as any-of and all-of', async () => {
    const cases: [string, (item: Item) => boolean][] = [
      ['state=ReadyForApproval,Excluded', (item) => ['ReadyForApproval', 'Excluded'].includes(item.workflowState)],
      ['state=Processing,NeedsPreparation', (item) => ['Processing', 'NeedsPreparation'].includes(item.workflowState)],
      [
        'reason=posting_failed,counterparty_match_required',
        (item) =>
          item.attentionReasons.some((reason) => ['posting_failed', 'counterparty_match_required'].includes(reason)),
      ],
      [
        'state=Attention&reason=balance_review_required,safe_proposal_missing',
        (item) =>
          item.workflowState === 'Attention' &&
          item.attentionReasons.some((reason) => ['balance_review_required', 'safe_proposal_missing'].includes(reason)),
      ],
    ];
    for (const [query, carries] of cases) {
      const { items } = await list(query);
      expect({ query, ids: ids(items) }).toEqual({ query, ids: ids(all.filter(carries)) });
    }
  });
});
