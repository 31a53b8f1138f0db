import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { normalizeCounterpartyName } from './counterparty-name';
import { reportSkipped } from '../../../test/run-report';

const ACCOUNT = '40702810900000012345';
const STATES = ['Unmatched', 'LowConfidence', 'AutoMatched', 'ManualMatched', 'Excluded'] as const;
type State = (typeof STATES)[number];
type Operation = 'match' | 'revert' | 'exclude' | 'unexclude';
type Transport = 'REST' | 'GraphQL';

const FIELDS = `id importId organizationId locationId matchStatus matchedCounterpartyId matchedCounterpartyName
  matchReason matchSignals { kind counterpartyId counterpartyName value score ruleId } matchedRuleId
  matchDecidedByUserId matchDecidedAtUtc rowVersion`;
const MUTATIONS: Record<Operation, { field: string; inputType: string; path: string }> = {
  match: { field: 'matchCounterparty', inputType: 'MatchCounterpartyInput', path: '/api/counterparty-matches' },
  revert: {
    field: 'revertCounterpartyMatch',
    inputType: 'CounterpartyMatchTargetInput',
    path: '/api/counterparty-matches/revert',
  },
  exclude: {
    field: 'excludeCounterpartyMatch',
    inputType: 'ExcludeCounterpartyMatchInput',
    path: '/api/counterparty-matches/exclude',
  },
  unexclude: {
    field: 'unexcludeCounterpartyMatch',
    inputType: 'CounterpartyMatchTargetInput',
    path: '/api/counterparty-matches/unexclude',
  },
};

/** One answer of either transport: the HTTP status (GraphQL: the error's httpStatus), the error or the transaction. */
interface Outcome {
  status: number;
  code?: string;
  params?: Record<string, unknown>;
  fieldErrors?: Record<string, string[]>;
  transaction?: Record<string, unknown> & { matchStatus: string; rowVersion: number };
}

async function call(
  transport: Transport,
  client: SignedInClient,
  operation: Operation,
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  const { field, inputType, path } = MUTATIONS[operation];
  if (transport === 'REST') {
    const response = await client.rest('post', path).set(headers).send(input);
    if (response.status >= 400) {
      const { code, params, fieldErrors } = response.body;
      return { status: response.status, code, params, fieldErrors };
    }
    return { status: response.status, transaction: response.body };
  }
  const response = await client
    .graphql(`mutation($input: ${inputType}!) { ${field}(input: $input) { ${FIELDS} } }`, { input })
    .set(headers);
  const error = response.body.errors?.[0];
  if (error) {
    const { httpStatus, code, params, fieldErrors } = error.extensions;
    return { status: httpStatus, code, params, fieldErrors };
  }
  return { status: 200, transaction: response.body.data[field] };
}

describe('counterparty match states: manual transitions, their checks and the match list', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let outlet: string;
  let otherOutlet: string;
  let foreignOutlet: string;
  let accountant: SignedInClient;
  let viewer: SignedInClient;
  let importId: string;
  let foreignImportId: string;
  const rulePattern = `Ромашка ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    otherOutlet = await env.createLocation(organizationId);
    const foreign = await env.createOrganization();
    foreignOutlet = await env.createLocation(foreign);
    accountant = await env.clientFor('Accountant', { organizationId });
    viewer = await env.clientFor('Viewer', { organizationId });
    importId = await insertImport(outlet);
    foreignImportId = await insertImport(foreignOutlet);
    // A rule of the organization, so handing a transaction back to automatic matching can land on AutoMatched.
    await env.app.dataSource.query(
      `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                       erp_counterparty_name)
       VALUES ($1, $2, $3, 'erp-romashka', 'ООО Ромашка')`,
      [organizationId, rulePattern, normalizeCounterpartyName(rulePattern)],
    );
  });

  const insertImport = async (locationId: string): Promise<string> => {
    const [row] = await env.app.dataSource.query(
      `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256)
       SELECT organization_id, id, 'Parsed', 'states.csv', 10, encode(sha256(gen_random_uuid()::text::bytea), 'hex')
         FROM locations WHERE id = $1
       RETURNING id`,
      [locationId],
    );
    return row.id;
  };

  let sequence = 0;
  /** A transaction in `state` as automatic matching or a person would have left it; account numbers included. */
  const insertTransaction = async (
    state: State,
    options: { counterpartyName?: string; reason?: string; inImport?: string } = {},
  ): Promise<string> => {
    const decided = state === 'ManualMatched' || state === 'Excluded';
    const matched = state === 'AutoMatched' || state === 'ManualMatched';
    const reason =
      options.reason ??
      {
        Unmatched: 'no_evidence',
        LowConfidence: 'weak_name_similarity',
        AutoMatched: 'name_exact',
        ManualMatched: 'manual',
        Excluded: 'excluded',
      }[state];
    const [row] = await env.app.dataSource.query(
      `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                      transaction_date, direction, amount, currency, account_number, counterparty_name,
                                      counterparty_account, counterparty_account_masked, description, match_status,
                                      match_reason, matched_counterparty_id, matched_counterparty_name,
                                      match_decided_at_utc)
       SELECT id, organization_id, location_id, 0, $2, '2026-11-01', 'Debit', 1500, 'RUB', $3, $4, $3, '****2345',
              'Payment for goods', $5::varchar, $6, $7, $8, CASE WHEN $9::boolean THEN now() END
         FROM bank_imports WHERE id = $1
       RETURNING id`,
      [
        options.inImport ?? importId,
        (sequence += 1),
        ACCOUNT,
        options.counterpartyName ?? `Unknown party ${randomUUID().slice(0, 8)}`,
        state,
        reason,
        matched ? 'erp-old' : null,
        matched ? 'Old Supplier' : null,
        decided,
      ],
    );
    return row.id;
  };

  const rowOf = async (id: string) =>
    (await env.app.dataSource.query('SELECT match_status, row_version FROM bank_transactions WHERE id = $1', [id]))[0];

  const auditOf = async (id: string) =>
    env.app.dataSource.query(
      `SELECT action, entity_type, organization_id, location_id, details_json, details_json::text AS text
         FROM audit_log WHERE entity_id = $1 ORDER BY created_at_utc, id`,
      [id],
    );

  /** Everything this test's organization has in both tables: any write changes it. */
  const fingerprint = async () =>
    env.app.dataSource.query(
      `SELECT (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM bank_transactions t
                WHERE organization_id = $1) AS transactions,
              (SELECT md5(coalesce(string_agg(a::text, '|' ORDER BY a.id), '')) FROM audit_log a
                WHERE organization_id = $1) AS audit`,
      [organizationId],
    );

  const matchInput = (bankTransactionId: string) => ({
    bankTransactionId,
    erpCounterpartyId: 'erp-42',
    erpCounterpartyName: 'ООО Поставщик',
  });
  /** A valid input of the operation (GraphQL rejects members its input type does not have). */
  const inputFor = (operation: Operation, bankTransactionId: string) =>
    operation === 'match' ? matchInput(bankTransactionId) : { bankTransactionId };

  describe.each<Transport>(['REST', 'GraphQL'])('over %s', (transport) => {
    describe('match (POST /api/counterparty-matches)', () => {
      it.each<State>(['Unmatched', 'LowConfidence', 'AutoMatched'])(
        'from %s → ManualMatched with a Manual signal and an audit entry',
        async (state) => {
          const id = await insertTransaction(state);
          const outcome = await call(transport, accountant, 'match', matchInput(id));
          expect(outcome.status).toBe(200);
          expect(outcome.transaction).toMatchObject({
            id,
            matchStatus: 'ManualMatched',
            matchedCounterpartyId: 'erp-42',
            matchedCounterpartyName: 'ООО Поставщик',
            matchReason: 'manual',
            matchSignals: [
              {
                kind: 'Manual',
                counterpartyId: 'erp-42',
                counterpartyName: 'ООО Поставщик',
                value: accountant.user.id,
                score: 1,
                ruleId: null,
              },
            ],
            matchedRuleId: null,
            matchDecidedByUserId: accountant.user.id,
            rowVersion: 2,
          });
          expect(outcome.transaction!.matchDecidedAtUtc).toBeTruthy();
          const [entry] = await auditOf(id);
          expect(entry).toMatchObject({
            action: 'Match',
            entity_type: 'BankTransaction',
            organization_id: organizationId,
            location_id: outlet,
            details_json: {
              bankTransactionId: id,
              previousStatus: state,
              newStatus: 'ManualMatched',
              erpCounterpartyId: 'erp-42',
              erpCounterpartyName: 'ООО Поставщик',
            },
          });
          expect(entry.text).not.toContain(ACCOUNT);
          expect(entry.text).not.toContain('Payment for goods');
        },
      );

      it.each<State>(['ManualMatched', 'Excluded'])(
        'from %s → 409 workflow.invalid_transition, nothing written',
        async (state) => {
          const id = await insertTransaction(state);
          const before = await fingerprint();
          expect(await call(transport, accountant, 'match', matchInput(id))).toMatchObject({
            status: 409,
            code: 'workflow.invalid_transition',
            params: { entity: 'BankTransaction', state, operation: 'match' },
          });
          expect(await fingerprint()).toEqual(before);
        },
      );
    });

    describe('exclude (POST /api/counterparty-matches/exclude)', () => {
      it.each<State>(['Unmatched', 'LowConfidence', 'AutoMatched', 'ManualMatched'])(
        'from %s → Excluded, counterparty cleared, the reason only in the audit entry',
        async (state) => {
          const id = await insertTransaction(state);
          const outcome = await call(transport, accountant, 'exclude', { bankTransactionId: id, reason: ' Bank fee ' });
          expect(outcome.status).toBe(200);
          expect(outcome.transaction).toMatchObject({
            matchStatus: 'Excluded',
            matchedCounterpartyId: null,
            matchedCounterpartyName: null,
            matchReason: 'excluded',
            matchSignals: [],
            matchedRuleId: null,
            matchDecidedByUserId: accountant.user.id,
            rowVersion: 2,
          });
          const [entry] = await auditOf(id);
          expect(entry).toMatchObject({
            action: 'Exclude',
            details_json: { previousStatus: state, newStatus: 'Excluded', reason: 'Bank fee' },
          });
          expect(entry.text).not.toContain(ACCOUNT);
        },
      );

      it('from Excluded → answered unchanged: no write, no audit entry', async () => {
        const id = await insertTransaction('Excluded');
        const before = await fingerprint();
        const outcome = await call(transport, accountant, 'exclude', { bankTransactionId: id });
        expect(outcome.status).toBe(200);
        expect(outcome.transaction).toMatchObject({ matchStatus: 'Excluded', rowVersion: 1 });
        expect(await fingerprint()).toEqual(before);
      });
    });

    describe('unexclude (POST /api/counterparty-matches/unexclude)', () => {
      it('from Excluded → back in the matching queue as automatic matching says (Unmatched, no evidence)', async () => {
        const id = await insertTransaction('Excluded');
        const outcome = await call(transport, accountant, 'unexclude', { bankTransactionId: id });
        expect(outcome.status).toBe(200);
        expect(outcome.transaction).toMatchObject({
          matchStatus: 'Unmatched',
          matchReason: 'no_evidence',
          matchSignals: [],
          matchedCounterpartyId: null,
          matchDecidedByUserId: null,
          matchDecidedAtUtc: null,
          rowVersion: 2,
        });
        const [entry] = await auditOf(id);
        expect(entry).toMatchObject({
          action: 'Unexclude',
          details_json: { previousStatus: 'Excluded', newStatus: 'Unmatched', previousMatchReason: 'excluded' },
        });
      });

      it('from Excluded as a confirmed duplicate, with a rule matching → AutoMatched by the rule', async () => {
        const id = await insertTransaction('Excluded', {
          counterpartyName: `ООО «${rulePattern}»`,
          reason: 'duplicate_confirmed',
        });
        const outcome = await call(transport, accountant, 'unexclude', { bankTransactionId: id });
        expect(outcome.status).toBe(200);
        expect(outcome.transaction).toMatchObject({
          matchStatus: 'AutoMatched',
          matchReason: 'rule',
          matchedCounterpartyId: 'erp-romashka',
          matchSignals: [expect.objectContaining({ kind: 'Rule', counterpartyId: 'erp-romashka' })],
        });
        expect(outcome.transaction!.matchedRuleId).toEqual(expect.any(String));
        expect((await auditOf(id))[0].details_json).toMatchObject({ previousMatchReason: 'duplicate_confirmed' });
      });

      it.each<State>(['Unmatched', 'LowConfidence', 'AutoMatched', 'ManualMatched'])(
        'from %s → 409 workflow.invalid_transition, nothing written',
        async (state) => {
          const id = await insertTransaction(state);
          const before = await fingerprint();
          expect(await call(transport, accountant, 'unexclude', { bankTransactionId: id })).toMatchObject({
            status: 409,
            code: 'workflow.invalid_transition',
            params: { entity: 'BankTransaction', state, operation: 'unexclude' },
          });
          expect(await fingerprint()).toEqual(before);
        },
      );
    });

    describe('revert (POST /api/counterparty-matches/revert)', () => {
      it('from ManualMatched → what automatic matching says now: Unmatched without evidence', async () => {
        const id = await insertTransaction('ManualMatched');
        const outcome = await call(transport, accountant, 'revert', { bankTransactionId: id });
        expect(outcome.status).toBe(200);
        expect(outcome.transaction).toMatchObject({
          matchStatus: 'Unmatched',
          matchReason: 'no_evidence',
          matchedCounterpartyId: null,
          matchedCounterpartyName: null,
          matchDecidedByUserId: null,
          rowVersion: 2,
        });
        const [entry] = await auditOf(id);
        expect(entry).toMatchObject({
          action: 'RevertMatch',
          details_json: {
            previousStatus: 'ManualMatched',
            newStatus: 'Unmatched',
            previousCounterpartyId: 'erp-old',
          },
        });
      });

      it('from ManualMatched, a rule matching the name → AutoMatched by the rule', async () => {
        const id = await insertTransaction('ManualMatched', { counterpartyName: `${rulePattern} ООО` });
        const outcome = await call(transport, accountant, 'revert', { bankTransactionId: id });
        expect(outcome.transaction).toMatchObject({
          matchStatus: 'AutoMatched',
          matchReason: 'rule',
          matchedCounterpartyId: 'erp-romashka',
          matchedCounterpartyName: 'ООО Ромашка',
        });
      });

      it.each<State>(['Unmatched', 'LowConfidence', 'AutoMatched', 'Excluded'])(
        'from %s → 409 workflow.invalid_transition, nothing written',
        async (state) => {
          const id = await insertTransaction(state);
          const before = await fingerprint();
          expect(await call(transport, accountant, 'revert', { bankTransactionId: id })).toMatchObject({
            status: 409,
            code: 'workflow.invalid_transition',
            params: { entity: 'BankTransaction', state, operation: 'revert' },
          });
          expect(await fingerprint()).toEqual(before);
        },
      );
    });

    it('a stale expectedRowVersion is concurrency.conflict; the current one passes', async () => {
      const id = await insertTransaction('Unmatched');
      const before = await fingerprint();
      for (const operation of ['match', 'exclude'] as const) {
        expect(
          await call(transport, accountant, operation, { ...inputFor(operation, id), expectedRowVersion: 7 }),
        ).toMatchObject({ status: 409, code: 'concurrency.conflict', params: { entity: 'BankTransaction', id } });
      }
      expect(await fingerprint()).toEqual(before);
      const matched = await call(transport, accountant, 'match', { ...matchInput(id), expectedRowVersion: 1 });
      expect(matched.transaction).toMatchObject({ matchStatus: 'ManualMatched', rowVersion: 2 });
      expect(
        await call(transport, accountant, 'revert', { bankTransactionId: id, expectedRowVersion: 1 }),
      ).toMatchObject({ status: 409, code: 'concurrency.conflict' });
      const reverted = await call(transport, accountant, 'revert', { bankTransactionId: id, expectedRowVersion: 2 });
      expect(reverted.transaction).toMatchObject({ matchStatus: 'Unmatched', rowVersion: 3 });
    });

    it('answers the validation codes in order and changes nothing', async () => {
      const id = await insertTransaction('Unmatched');
      const before = await fingerprint();
      const cases: [Operation, Record<string, unknown>, Partial<Outcome>][] = [
        ['match', {}, { status: 400, code: 'bank_transaction_required' }],
        ['match', { bankTransactionId: '   ', erpCounterpartyId: 'x' }, { code: 'bank_transaction_required' }],
        [
          'match',
          { bankTransactionId: 'not-a-uuid' },
          { status: 400, code: 'validation.failed', fieldErrors: { bankTransactionId: ['uuid'] } },
        ],
        ['match', { bankTransactionId: id }, { status: 400, code: 'erp_counterparty_required' }],
        ['match', { bankTransactionId: id, erpCounterpartyId: ' ' }, { code: 'erp_counterparty_required' }],
        ['match', { bankTransactionId: id, erpCounterpartyId: 'erp-1' }, { code: 'erp_counterparty_name_required' }],
        [
          'match',
          { bankTransactionId: id, erpCounterpartyId: 'erp-1', erpCounterpartyName: '  ' },
          { status: 400, code: 'erp_counterparty_name_required' },
        ],
        [
          'match',
          { bankTransactionId: id, erpCounterpartyId: 'x'.repeat(101), erpCounterpartyName: 'y'.repeat(501) },
          {
            code: 'validation.failed',
            fieldErrors: { erpCounterpartyId: ['max_length'], erpCounterpartyName: ['max_length'] },
          },
        ],
        ['revert', {}, { status: 400, code: 'bank_transaction_required' }],
        ['exclude', { bankTransactionId: '' }, { status: 400, code: 'bank_transaction_required' }],
        [
          'exclude',
          { bankTransactionId: id, reason: 'r'.repeat(501) },
          { code: 'validation.failed', fieldErrors: { reason: ['max_length'] } },
        ],
        [
          'unexclude',
          { bankTransactionId: 'nope' },
          { code: 'validation.failed', fieldErrors: { bankTransactionId: ['uuid'] } },
        ],
      ];
      for (const [operation, input, expected] of cases) {
        expect({ operation, input, outcome: await call(transport, accountant, operation, input) }).toMatchObject({
          operation,
          input,
          outcome: expected,
        });
      }
      expect(await fingerprint()).toEqual(before);
    });

    it('is bank_transaction_not_found for unknown and outside-the-header-context transactions, forbidden for foreign ones', async () => {
      const foreignId = await insertTransaction('Unmatched', { inImport: foreignImportId });
      const own = await insertTransaction('Unmatched');
      const before = await fingerprint();
      const notFound = { status: 404, code: 'bank_transaction_not_found' };
      const forbidden = { status: 403, code: 'forbidden' };
      for (const operation of ['match', 'revert', 'exclude', 'unexclude'] as const) {
        expect(await call(transport, accountant, operation, inputFor(operation, randomUUID()))).toMatchObject(notFound);
        expect(await call(transport, accountant, operation, inputFor(operation, foreignId))).toMatchObject(forbidden);
        const otherContext = { 'X-Organization-Id': organizationId, 'X-Location-Id': otherOutlet };
        expect(await call(transport, accountant, operation, inputFor(operation, own), otherContext)).toMatchObject(
          notFound,
        );
      }
      expect(await fingerprint()).toEqual(before);
      // The context it lives in is fine.
      const inContext = { 'X-Organization-Id': organizationId, 'X-Location-Id': outlet };
      expect((await call(transport, accountant, 'match', matchInput(own), inContext)).status).toBe(200);
    });

    it('is forbidden for a Viewer, who reaches the outlet but may not match', async () => {
      const id = await insertTransaction('ManualMatched');
      const before = await fingerprint();
      for (const operation of ['match', 'revert', 'exclude', 'unexclude'] as const) {
        expect(await call(transport, viewer, operation, inputFor(operation, id))).toMatchObject({
          status: 403,
          code: 'forbidden',
        });
      }
      expect(await fingerprint()).toEqual(before);
    });
  });

  describe('the match list (GET /api/counterparty-matches)', () => {
    const context = () => ({ 'X-Organization-Id': organizationId, 'X-Location-Id': outlet });
    let listImport: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      listImport = await insertImport(outlet);
      for (const state of STATES) {
        ids[state] = await insertTransaction(state, { inImport: listImport });
      }
    });

    const restList = async (query: string) => {
      const response = await accountant
        .rest('get', `/api/counterparty-matches?importId=${listImport}&${query}`)
        .set(context());
      return response;
    };
    const graphqlList = async (args: string) => {
      const response = await accountant
        .graphql(
          `{ counterpartyMatches(importId: "${listImport}", ${args}) { items { ${FIELDS} } totalCount page pageSize } }`,
        )
        .set(context());
      return response.body;
    };

    it('excluded transactions leave the matching queue (status=Unmatched,LowConfidence)', async () => {
      const queue = await restList('status=Unmatched,LowConfidence');
      expect(queue.status).toBe(200);
      expect(queue.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
        [ids.Unmatched, ids.LowConfidence].sort(),
      );
      expect(queue.body.totalCount).toBe(2);
      const excluded = await call('REST', accountant, 'exclude', { bankTransactionId: ids.Unmatched });
      expect(excluded.transaction!.matchStatus).toBe('Excluded');
      const after = await restList('status=Unmatched,LowConfidence');
      expect(after.body.items.map((item: { id: string }) => item.id)).toEqual([ids.LowConfidence]);
      const overGraphql = await graphqlList('status: ["Unmatched", "LowConfidence"]');
      expect(overGraphql.data.counterpartyMatches.items.map((item: { id: string }) => item.id)).toEqual([
        ids.LowConfidence,
      ]);
      // Undo, so the other list tests see one of each state again.
      await call('REST', accountant, 'unexclude', { bankTransactionId: ids.Unmatched });
    });

    it('filters by status, date and text, pages, and answers the explanation of each item', async () => {
      const all = await restList('pageSize=2');
      expect(all.body).toMatchObject({ totalCount: 5, page: 1, pageSize: 2 });
      expect(all.body.items).toHaveLength(2);
      const past = await restList('page=9&pageSize=2');
      expect(past.body).toMatchObject({ items: [], totalCount: 5 });
      const manual = await graphqlList('status: ["ManualMatched"]');
      expect(manual.data.counterpartyMatches.items).toEqual([
        expect.objectContaining({
          id: ids.ManualMatched,
          matchReason: 'manual',
          matchedCounterpartyName: 'Old Supplier',
        }),
      ]);
      expect((await restList('search=old%20SUPPLIER')).body.totalCount).toBe(2);
      expect((await restList('dateFrom=2026-11-02')).body.totalCount).toBe(0);
      expect((await restList('dateFrom=2026-11-01&dateTo=2026-11-01')).body.totalCount).toBe(5);
      const invalid = await restList('status=Unmatched,Nope');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ code: 'validation.failed', fieldErrors: { status: ['invalid'] } });
    });

    it('needs the outlet context', async () => {
      const response = await accountant.rest('get', '/api/counterparty-matches');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('context.organization.required');
    });
  });

  const concurrently = process.env.DATABASE_URL ? it : it.skip;
  if (!process.env.DATABASE_URL)
    reportSkipped(
      'concurrent manual match test skipped: it needs DATABASE_URL (PGlite runs one transaction at a time)',
    );
  concurrently('of 5 concurrent manual matches of one transaction exactly one wins', async () => {
    const id = await insertTransaction('Unmatched');
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call('REST', accountant, 'match', { ...matchInput(id), erpCounterpartyId: `erp-${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual(
      Array.from({ length: 4 }, () =>
        expect.objectContaining({
          status: 409,
          code: 'workflow.invalid_transition',
          params: { entity: 'BankTransaction', state: 'ManualMatched', operation: 'match' },
        }),
      ),
    );
    expect(await rowOf(id)).toEqual({ match_status: 'ManualMatched', row_version: 2 });
    expect((await auditOf(id)).map((entry: { action: string }) => entry.action)).toEqual(['Match']);
  });
});
