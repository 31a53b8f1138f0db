import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { csvStatement } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import { AutomaticMatchingService } from './automatic-matching.service';
import { normalizeCounterpartyName } from './counterparty-name';
import { reportSkipped } from '../../../test/run-report';

/** A statement with one debit per counterparty name. */
function statement(names: string[]): Buffer {
  return csvStatement(names.map((counterpartyName, index) => ({ counterpartyName, amount: `${index + 1}.00` })));
}

/**
 * Automatic matching against people and imports working at the same time (docs/counterparty-matching.md §When
 * matching runs): real concurrent requests, so PostgreSQL only — PGlite runs one transaction at a time.
 */
describe('counterparty matching under concurrency', () => {
  const env = useTestEnvironment();
  const onServer = process.env.DATABASE_URL ? it : it.skip;
  if (!process.env.DATABASE_URL)
    reportSkipped('matching concurrency tests skipped: they need DATABASE_URL (PGlite runs one transaction at a time)');

  let organizationId: string;
  let outlet: string;
  let admin: SignedInClient;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    admin = await env.clientFor('OrganizationAdmin', { organizationId });
  });

  const upload = async (names: string[]) => {
    const response = await admin
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach('file', statement(names), `statement-${randomUUID()}.csv`);
    expect(response.status).toBe(202);
    return response.body.importId as string;
  };

  const createRule = (pattern: string, counterpartyId: string) =>
    admin.graphql(
      `mutation ($input: CreateCounterpartyRuleInput!) {
         createCounterpartyRule(input: $input) { alreadyExists changedTransactionCount rule { id } }
       }`,
      { input: { organizationId, pattern, erpCounterpartyId: counterpartyId, erpCounterpartyName: pattern } },
    );

  const outcomes = async (importId: string) =>
    env.app.dataSource.query(
      `SELECT id, import_id, match_status, match_reason, matched_counterparty_id FROM bank_transactions
        WHERE import_id = $1 ORDER BY sequence`,
      [importId],
    );

  onServer('manual decisions taken while a rule change rematches stay manual', async () => {
    const tag = randomUUID().slice(0, 8);
    const importId = await upload(Array.from({ length: 40 }, (_, index) => `Поставщик ${tag} филиал ${index}`));
    const rows = await outcomes(importId);
    expect(rows.every((row: { match_status: string }) => row.match_status === 'Unmatched')).toBe(true);

    // The rule would take all 40; ten of them are matched by hand and ten excluded at the same moment.
    const manual = rows.slice(0, 10).map((row: { id: string }) =>
      admin.rest('post', '/api/counterparty-matches').send({
        bankTransactionId: row.id,
        erpCounterpartyId: 'sup-manual',
        erpCounterpartyName: 'Chosen by hand',
      }),
    );
    const excluded = rows
      .slice(10, 20)
      .map((row: { id: string }) =>
        admin.rest('post', '/api/counterparty-matches/exclude').send({ bankTransactionId: row.id }),
      );
    const [rule, ...decisions] = await Promise.all([
      createRule(`Поставщик ${tag}`, 'sup-rule'),
      ...manual,
      ...excluded,
    ]);
    expect(rule.body.errors).toBeUndefined();
    for (const decision of decisions) expect(decision.status).toBe(200);

    const after = await outcomes(importId);
    expect(after.slice(0, 10).map((row: { match_status: string }) => row.match_status)).toEqual(
      Array(10).fill('ManualMatched'),
    );
    expect(
      after
        .slice(0, 10)
        .every((row: { matched_counterparty_id: string }) => row.matched_counterparty_id === 'sup-manual'),
    ).toBe(true);
    expect(after.slice(10, 20).map((row: { match_status: string }) => row.match_status)).toEqual(
      Array(10).fill('Excluded'),
    );
    expect(after.slice(20).map((row: { match_reason: string }) => row.match_reason)).toEqual(Array(20).fill('rule'));
  });

  onServer('an import loading while a rule is created ends matched by that rule', async () => {
    // The rule arrives at different moments of a ~1 s import: before it reads the rules, while it loads, near its end.
    for (const delayMs of [0, 150, 300, 500]) {
      const tag = randomUUID().slice(0, 8);
      const names = Array.from({ length: 20_000 }, (_, index) => `ООО Ритейл ${tag} ${index % 7}`);
      // Either the import reads the committed rule, or the rule's rematch waits for the import's rows (the matching
      // lock; today the import's quota lock on the organization row also holds the rule's insert): never a row left
      // behind.
      const [importId, rule] = await Promise.all([
        upload(names),
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => createRule(`ритейл ${tag}`, `sup-${tag}`)),
      ]);
      expect(rule.body.errors).toBeUndefined();
      const [counts] = await env.app.dataSource.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE match_status = 'AutoMatched' AND matched_counterparty_id = $2)::int AS matched
           FROM bank_transactions WHERE import_id = $1`,
        [importId, `sup-${tag}`],
      );
      expect({ delayMs, ...counts }).toEqual({ delayMs, total: 20_000, matched: 20_000 });
    }
  });

  onServer('a rule change waits for an import holding the matching lock and then matches its rows', async () => {
    // The import reduced to the lock alone: it read the rules (none match yet) under the shared matching lock and
    // writes a row after the rule was sent. No quota or row lock is involved, so only the matching lock can make
    // the rule's rematch see that row.
    const tag = randomUUID().slice(0, 8);
    const [existing] = await outcomes(await upload([`Unrelated ${tag}`]));
    const name = `ООО Пекарня ${tag}`;
    const importing = holdTransaction(
      (ctx) => new AutomaticMatchingService().matcherForWrite(ctx, organizationId),
      (manager) =>
        manager.query(
          `INSERT INTO bank_transactions
           SELECT (jsonb_populate_record(NULL::bank_transactions, to_jsonb(t) || jsonb_build_object(
                    'id', gen_random_uuid(), 'sequence', t.sequence + 1, 'fingerprint', NULL,
                    'counterparty_name', $2::text, 'counterparty_name_normalized', $3::text))).*
             FROM bank_transactions t WHERE t.id = $1`,
          [existing.id, name, normalizeCounterpartyName(name)],
        ),
    );
    await importing.holding;

    const rule = createRule(`пекарня ${tag}`, `sup-${tag}`);
    await importing.releaseWhenQueuedOrAnswered(rule, 'SELECT pg_advisory_xact_lock(');
    expect((await rule).body.errors).toBeUndefined();

    const [row] = await env.app.dataSource.query(
      `SELECT match_status, match_reason, matched_counterparty_id FROM bank_transactions
        WHERE import_id = $1 AND counterparty_name = $2`,
      [existing.import_id, name],
    );
    expect(row).toEqual({ match_status: 'AutoMatched', match_reason: 'rule', matched_counterparty_id: `sup-${tag}` });
  });

  onServer('a revert during a rule change waits for it and takes the new rule', async () => {
    // The rule change reduced to its transaction: the rule inserted and the organization rematched (exclusive
    // matching lock), not yet committed. The reverted transaction was ManualMatched, so that rematch skipped it.
    const tag = randomUUID().slice(0, 8);
    const [transaction] = await outcomes(await upload([`ООО Кондитерская ${tag}`]));
    const matched = await admin
      .rest('post', '/api/counterparty-matches')
      .send({ bankTransactionId: transaction.id, erpCounterpartyId: 'sup-manual', erpCounterpartyName: 'By hand' });
    expect(matched.status).toBe(200);
    const pattern = `кондитерская ${tag}`;
    const ruleChange = holdTransaction(async (ctx, manager) => {
      await manager.query(
        `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                         erp_counterparty_name)
         VALUES ($1, $2, $3, $4, $2)`,
        [organizationId, pattern, normalizeCounterpartyName(pattern), `sup-${tag}`],
      );
      await new AutomaticMatchingService().rematchOrganization(ctx, organizationId);
    });
    await ruleChange.holding;

    const revert = admin.rest('post', '/api/counterparty-matches/revert').send({ bankTransactionId: transaction.id });
    await ruleChange.releaseWhenQueuedOrAnswered(revert, 'SELECT pg_advisory_xact_lock_shared(');
    const reverted = await revert;
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({
      matchStatus: 'AutoMatched',
      matchReason: 'rule',
      matchedCounterpartyId: `sup-${tag}`,
    });
  });

  /**
   * A transaction that runs `hold` (taking its locks), stays open until released, then runs `finish` and commits:
   * another party's work caught in the middle, so a test can decide exactly when a request meets it.
   */
  const holdTransaction = (
    hold: (ctx: RequestContext, manager: EntityManager) => Promise<unknown>,
    finish: (manager: EntityManager) => Promise<unknown> = async () => undefined,
  ) => {
    const ctx = env.app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const committed = inTransaction(ctx.dataSource, async (manager) => {
      await hold(ctx, manager);
      held();
      await released;
      await finish(manager);
    });
    return {
      holding,
      /**
       * Releases once `request` is seen queued on the matching lock (its statement starts with `lockCall`) or, were
       * there no lock, once it has answered; then waits for the commit.
       */
      async releaseWhenQueuedOrAnswered(request: Promise<unknown>, lockCall: string): Promise<void> {
        let answered = false;
        request.then(
          () => (answered = true),
          () => (answered = true),
        );
        try {
          for (let waited = 0; !answered && !(await waitingOnLock(lockCall)); waited += 20) {
            if (waited > 10_000) throw new Error('the request neither waited on the matching lock nor answered');
            await sleep(20);
          }
        } finally {
          release();
        }
        await committed;
      },
    };
  };

  const waitingOnLock = async (lockCall: string): Promise<boolean> => {
    const [{ waiting }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'
          AND starts_with(query, $1)`,
      [lockCall],
    );
    return waiting > 0;
  };
});
