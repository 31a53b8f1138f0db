import type { QueryRunner } from 'typeorm';
import { randomUUID } from 'node:crypto';
import {
  confirmPayment,
  createPaymentScope,
  seedDocuments,
  seedTransactions,
  type PaymentScope,
} from '../../../test/payment-fixtures';
import { holdRows, releaseRows, waitUntilQueued } from '../../../test/lock-order';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { metrics } from '../../platform/http/metrics';
import { reportSkipped } from '../../../test/run-report';

const REVERT = `mutation ($input: CounterpartyMatchTargetInput!) {
  revertCounterpartyMatch(input: $input) { id matchStatus } }`;
const CREATE_RULE = `mutation ($input: CreateCounterpartyRuleInput!) {
  createCounterpartyRule(input: $input) { changedTransactionCount rule { id } } }`;

interface MatchState {
  match_status: string;
  matched_counterparty_id: string | null;
  match_reason: string;
  row_version: number;
}

/**
 * A transaction held by a payment allocation (its row in `bank_transaction_holds`, placed by confirm and removed by
 * cancel) keeps its supplier: people's decisions answer 409 bank_transaction_has_allocation and automatic rematching
 * passes it by (docs/counterparty-matching.md §Manual decisions: the state table, §When matching runs).
 */
describe('counterparty matching of an allocated transaction', () => {
  const env = useTestEnvironment();
  const onServer = process.env.DATABASE_URL ? it : it.skip;
  const db = () => env.app.dataSource;

  const confirm = (scope: PaymentScope, bankTransactionId: string, documentId: string, allocatedAmount: number) =>
    confirmPayment(scope, bankTransactionId, [{ documentId, allocatedAmount }]);
  const confirmed = async (scope: PaymentScope, bankTransactionId: string, documentId: string, amount: number) => {
    const response = await confirm(scope, bankTransactionId, documentId, amount);
    expect([response.status, response.body.status]).toEqual([201, 'NeedsReview']);
    return response.body.allocationId as string;
  };
  const cancel = async (scope: PaymentScope, allocationId: string) => {
    const response = await scope.accountant
      .rest('post', `/api/payment-allocations/${allocationId}/cancel`)
      .set(scope.headers)
      .send({ reason: 'Paid another invoice' });
    expect([response.status, response.body.status]).toEqual([200, 'Cancelled']);
  };
  const decide = (scope: PaymentScope, operation: '' | '/revert' | '/exclude' | '/unexclude', body: object) =>
    scope.accountant.rest('post', `/api/counterparty-matches${operation}`).set(scope.headers).send(body);
  const holdsOf = async (bankTransactionId: string): Promise<string[]> =>
    (
      await db().query('SELECT allocation_id FROM bank_transaction_holds WHERE bank_transaction_id = $1', [
        bankTransactionId,
      ])
    ).map((row: { allocation_id: string }) => row.allocation_id);
  const states = async (ids: string[]): Promise<MatchState[]> =>
    db().query(
      `SELECT match_status, matched_counterparty_id, match_reason, row_version FROM bank_transactions
        WHERE id = ANY($1::uuid[]) ORDER BY array_position($1::uuid[], id)`,
      [ids],
    );
  /** An organization-wide Accountant: rules belong to the organization, which an outlet role cannot write. */
  const ruleWriter = (scope: PaymentScope): Promise<SignedInClient> =>
    env.clientFor('Accountant', { organizationId: scope.organizationId });
  const createRule = (client: SignedInClient, scope: PaymentScope, erpCounterpartyId: string) =>
    client.graphql(CREATE_RULE, {
      input: {
        organizationId: scope.organizationId,
        pattern: 'Supplier',
        erpCounterpartyId,
        erpCounterpartyName: 'Supplier by rule',
      },
    });

  it('refuses match, revert and exclude with the allocation, changing nothing, and allows them after the cancel', async () => {
    const scope = await createPaymentScope(env);
    const documents = await seedDocuments(db(), scope, [{ amount: 1000 }, { amount: 800 }]);
    const [auto, manual] = await seedTransactions(db(), scope, [
      { amount: 1000, matchStatus: 'AutoMatched' },
      { amount: 800, matchStatus: 'ManualMatched' },
    ]);
    const autoAllocation = await confirmed(scope, auto, documents[0], 1000);
    const manualAllocation = await confirmed(scope, manual, documents[1], 800);
    expect([await holdsOf(auto), await holdsOf(manual)]).toEqual([[autoAllocation], [manualAllocation]]);
    const before = await states([auto, manual]);

    const attempts: [string, Awaited<ReturnType<typeof decide>>, string, string][] = [
      [
        'match',
        await decide(scope, '', {
          bankTransactionId: auto,
          erpCounterpartyId: 'sup-other',
          erpCounterpartyName: 'Other',
        }),
        auto,
        autoAllocation,
      ],
      ['revert', await decide(scope, '/revert', { bankTransactionId: manual }), manual, manualAllocation],
      ['exclude', await decide(scope, '/exclude', { bankTransactionId: auto }), auto, autoAllocation],
      // Checked before the rowVersion: a confirm does not change it, so a stale version still learns why.
      [
        'exclude, stale rowVersion',
        await decide(scope, '/exclude', { bankTransactionId: manual, reason: 'x', expectedRowVersion: 99 }),
        manual,
        manualAllocation,
      ],
    ];
    for (const [operation, response, bankTransactionId, allocationId] of attempts) {
      expect({ operation, status: response.status, code: response.body.code, params: response.body.params }).toEqual({
        operation,
        status: 409,
        code: 'bank_transaction_has_allocation',
        params: { bankTransactionId, allocationId },
      });
    }
    const graphql = await scope.accountant.graphql(REVERT, { input: { bankTransactionId: manual } }).set(scope.headers);
    expect(graphql.body.errors[0].extensions).toMatchObject({
      code: 'bank_transaction_has_allocation',
      params: { bankTransactionId: manual, allocationId: manualAllocation },
      httpStatus: 409,
    });
    expect(await states([auto, manual])).toEqual(before);
    const [{ audits }] = await db().query(
      `SELECT count(*)::int AS audits FROM audit_log WHERE entity_type = 'BankTransaction' AND entity_id = ANY($1::varchar[])`,
      [[auto, manual]],
    );
    expect(audits).toBe(0);

    await cancel(scope, autoAllocation);
    expect(await holdsOf(auto)).toEqual([]);
    const matched = await decide(scope, '', {
      bankTransactionId: auto,
      erpCounterpartyId: 'sup-other',
      erpCounterpartyName: 'Other',
    });
    expect([matched.status, matched.body.matchStatus, matched.body.matchedCounterpartyId]).toEqual([
      200,
      'ManualMatched',
      'sup-other',
    ]);
    await cancel(scope, manualAllocation);
    const excluded = await decide(scope, '/exclude', { bankTransactionId: manual });
    expect([excluded.status, excluded.body.matchStatus]).toEqual([200, 'Excluded']);
  });

  it('checks unexclude too, should an excluded transaction ever carry an allocation', async () => {
    // Confirm refuses an excluded transaction, so the hold is placed by hand: the decision reads only the hold (which
    // names its allocation without a foreign key).
    const scope = await createPaymentScope(env);
    const [excluded] = await seedTransactions(db(), scope, [{ amount: 100, matchStatus: 'Excluded' }]);
    const allocationId = randomUUID();
    await db().query('INSERT INTO bank_transaction_holds (bank_transaction_id, allocation_id) VALUES ($1, $2)', [
      excluded,
      allocationId,
    ]);
    try {
      const response = await decide(scope, '/unexclude', { bankTransactionId: excluded });
      expect([response.status, response.body.code, response.body.params]).toEqual([
        409,
        'bank_transaction_has_allocation',
        { bankTransactionId: excluded, allocationId },
      ]);
      expect((await states([excluded]))[0].match_status).toBe('Excluded');
    } finally {
      await db().query('DELETE FROM bank_transaction_holds WHERE bank_transaction_id = $1', [excluded]);
    }
    // Without the hold the same call goes through: the 409 above came from the hold alone.
    const unexcluded = await decide(scope, '/unexclude', { bankTransactionId: excluded });
    expect(unexcluded.status).toBe(200);
    expect(unexcluded.body.matchStatus).not.toBe('Excluded');
  });

  it('a rule change rematches undecided transactions but passes by an AutoMatched one with an allocation', async () => {
    const scope = await createPaymentScope(env);
    const [document] = await seedDocuments(db(), scope, [{ amount: 900 }]);
    const [allocated, free, unmatched] = await seedTransactions(db(), scope, [
      { amount: 900, matchStatus: 'AutoMatched' },
      { amount: 600, matchStatus: 'AutoMatched' },
      { amount: 300, matchStatus: 'Unmatched' },
    ]);
    const allocationId = await confirmed(scope, allocated, document, 900);
    const [allocatedBefore] = await states([allocated]);
    expect(allocatedBefore).toMatchObject({ match_status: 'AutoMatched', matched_counterparty_id: scope.supplierId });

    // Every seeded transaction is named "Supplier": the rule takes all undecided ones but the allocated one.
    const writer = await ruleWriter(scope);
    const created = await createRule(writer, scope, 'sup-rule');
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createCounterpartyRule.changedTransactionCount).toBe(2);
    const [allocatedAfter, freeAfter, unmatchedAfter] = await states([allocated, free, unmatched]);
    expect(allocatedAfter).toEqual(allocatedBefore);
    for (const row of [freeAfter, unmatchedAfter]) {
      expect(row).toMatchObject({
        match_status: 'AutoMatched',
        matched_counterparty_id: 'sup-rule',
        match_reason: 'rule',
      });
    }

    // Once the allocation is cancelled the next rematch takes it like the others.
    await cancel(scope, allocationId);
    const ruleId = created.body.data.createCounterpartyRule.rule.id;
    const deactivated = await writer.rest('post', `/api/counterparties/rules/${ruleId}/deactivate`).send({});
    expect([deactivated.status, deactivated.body.changedTransactionCount]).toEqual([200, 3]);
    expect((await states([allocated, free, unmatched])).map((row) => row.match_status)).toEqual([
      'Unmatched',
      'Unmatched',
      'Unmatched',
    ]);
  });

  describe('racing a confirm (PostgreSQL: PGlite runs one transaction at a time)', () => {
    if (!process.env.DATABASE_URL) reportSkipped('allocated transaction race tests skipped: they need DATABASE_URL');

    /** The confirm's read of the transaction inside its serializable transaction (payment-queries lockPayment). */
    const CONFIRM_LOCK = 'FROM bank_transactions t WHERE t.id = $1 FOR SHARE';
    /** A decision's lock of the transaction row (counterparty-match.service lockedTransaction). */
    const DECISION_LOCK = 't.row_version FROM bank_transactions t WHERE t.id = $1 FOR UPDATE';
    /** A rematch's lock of the rows of a batch before its UPDATE (automatic-matching.service writeOutcomes). */
    const REMATCH_LOCK = 'FROM bank_transactions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE';

    const holdRow = (bankTransactionId: string) =>
      holdRows(db(), 'SELECT 1 FROM bank_transactions WHERE id = $1', [bankTransactionId]);
    const release = releaseRows;
    const queued = (request: Promise<unknown>, statement: string, holder: QueryRunner) =>
      waitUntilQueued(db(), request, statement, holder);
    const send = <T>(request: PromiseLike<T>): Promise<T> => Promise.resolve(request);
    const allocationsOf = async (bankTransactionId: string): Promise<number> => {
      const [{ count }] = await db().query(
        'SELECT count(*)::int AS count FROM payment_allocations WHERE bank_transaction_id = $1',
        [bankTransactionId],
      );
      return count;
    };

    onServer('a decision waiting for a confirm sees its hold; a confirm meeting a decision retries', async () => {
      const scope = await createPaymentScope(env);
      const documents = await seedDocuments(db(), scope, [{ amount: 400 }, { amount: 300 }]);
      const [first, second] = await seedTransactions(db(), scope, [
        { amount: 400, matchStatus: 'AutoMatched' },
        { amount: 300, matchStatus: 'AutoMatched' },
      ]);

      // Confirm first: it holds the row FOR SHARE until its hold commits; the exclusion locks the row after that and
      // reads the hold in a statement of its own.
      const [firstBefore] = await states([first]);
      let holder = await holdRow(first);
      const confirming = send(confirm(scope, first, documents[0], 400));
      await queued(confirming, CONFIRM_LOCK, holder);
      const excluding = send(decide(scope, '/exclude', { bankTransactionId: first }));
      await queued(excluding, DECISION_LOCK, holder);
      await release(holder);
      const [confirmedFirst, excludedFirst] = await Promise.all([confirming, excluding]);
      expect(confirmedFirst.status).toBe(201);
      expect([excludedFirst.status, excludedFirst.body.code, excludedFirst.body.params]).toEqual([
        409,
        'bank_transaction_has_allocation',
        { bankTransactionId: first, allocationId: confirmedFirst.body.allocationId },
      ]);
      expect(await states([first])).toEqual([firstBefore]);
      expect(await holdsOf(first)).toEqual([confirmedFirst.body.allocationId]);

      // Exclusion first: the serializable confirm finds the row changed since its snapshot, fails to serialize,
      // retries and sees the excluded transaction.
      const retries = metrics.transactionRetries['40001'];
      holder = await holdRow(second);
      const excludingSecond = send(decide(scope, '/exclude', { bankTransactionId: second }));
      await queued(excludingSecond, DECISION_LOCK, holder);
      const confirmingSecond = send(confirm(scope, second, documents[1], 300));
      await queued(confirmingSecond, CONFIRM_LOCK, holder);
      await release(holder);
      const [excludedSecond, confirmedSecond] = await Promise.all([excludingSecond, confirmingSecond]);
      expect([excludedSecond.status, excludedSecond.body.matchStatus]).toEqual([200, 'Excluded']);
      expect([confirmedSecond.status, confirmedSecond.body.code]).toEqual([409, 'counterparty_match_excluded']);
      expect(metrics.transactionRetries['40001']).toBeGreaterThan(retries);
      expect([await holdsOf(second), await allocationsOf(second)]).toEqual([[], 0]);
    });

    onServer('a rematch writing after a confirm committed leaves the allocated transaction alone', async () => {
      const scope = await createPaymentScope(env);
      const [document] = await seedDocuments(db(), scope, [{ amount: 500 }]);
      const [transaction] = await seedTransactions(db(), scope, [{ amount: 500, matchStatus: 'AutoMatched' }]);
      const writer = await ruleWriter(scope);
      const [before] = await states([transaction]);

      // The rematch's cursor read the row before the confirm committed; its write locks the batch first, which waits
      // for the confirm, and then its UPDATE sees the hold.
      const holder = await holdRow(transaction);
      const confirming = send(confirm(scope, transaction, document, 500));
      await queued(confirming, CONFIRM_LOCK, holder);
      const ruling = send(createRule(writer, scope, 'sup-rule'));
      await queued(ruling, REMATCH_LOCK, holder);
      await release(holder);
      const [confirmedResponse, rule] = await Promise.all([confirming, ruling]);
      expect(confirmedResponse.status).toBe(201);
      expect(rule.body.errors).toBeUndefined();
      expect(rule.body.data.createCounterpartyRule.changedTransactionCount).toBe(0);
      expect(await states([transaction])).toEqual([before]);
      expect(await holdsOf(transaction)).toEqual([confirmedResponse.body.allocationId]);
    });

    onServer(
      'a confirm meeting a committed rematch retries and refuses the documents of the old supplier',
      async () => {
        const scope = await createPaymentScope(env);
        const [document] = await seedDocuments(db(), scope, [{ amount: 500 }]);
        const [transaction] = await seedTransactions(db(), scope, [{ amount: 500, matchStatus: 'AutoMatched' }]);
        const writer = await ruleWriter(scope);

        // The confirm read the transaction (outside its transaction) with the old supplier; its serializable attempt
        // then meets the rematch's write and re-runs on the new supplier.
        const retries = metrics.transactionRetries['40001'];
        const holder = await holdRow(transaction);
        const ruling = send(createRule(writer, scope, 'sup-rule'));
        await queued(ruling, REMATCH_LOCK, holder);
        const confirming = send(confirm(scope, transaction, document, 500));
        await queued(confirming, CONFIRM_LOCK, holder);
        await release(holder);
        const [rule, refused] = await Promise.all([ruling, confirming]);
        expect(rule.body.errors).toBeUndefined();
        expect(rule.body.data.createCounterpartyRule.changedTransactionCount).toBe(1);
        expect([refused.status, refused.body.code, refused.body.params?.documentId]).toEqual([
          409,
          'document_not_payable',
          document,
        ]);
        expect(metrics.transactionRetries['40001']).toBeGreaterThan(retries);
        expect((await states([transaction]))[0]).toMatchObject({
          match_status: 'AutoMatched',
          matched_counterparty_id: 'sup-rule',
        });
        expect([await holdsOf(transaction), await allocationsOf(transaction)]).toEqual([[], 0]);
        const [{ reserved }] = await db().query(
          `SELECT COALESCE(sum(reserved_amount), 0)::bigint AS reserved FROM payment_document_reservations
          WHERE connection_id = $1 AND document_id = $2`,
          [scope.connectionId, document],
        );
        expect(reserved).toBe(0);
      },
    );
  });
});
