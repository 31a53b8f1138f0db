import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { normalizeCounterpartyName } from './counterparty-name';

interface Line {
  name: string;
  account?: string | null;
  status?: string;
  outlet?: string;
}

/**
 * A manual decision applied to every similar line of an outlet's matching queue (docs/counterparty-matching.md §Apply
 * to similar lines): one call, one audit entry, lines decided or allocated meanwhile left alone.
 */
describe('apply a manual decision to similar lines', () => {
  const env = useTestEnvironment();
  const onServer = process.env.DATABASE_URL ? it : it.skip;
  let organizationId: string;
  let outlet: string;
  let otherOutlet: string;
  let accountant: SignedInClient;
  let viewer: SignedInClient;
  const imports = new Map<string, string>();
  let sequence = 0;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    otherOutlet = await env.createLocation(organizationId);
    accountant = await env.clientFor('Accountant', { organizationId, locationId: outlet });
    viewer = await env.clientFor('Viewer', { organizationId });
    for (const locationId of [outlet, otherOutlet]) {
      const [row] = await env.app.dataSource.query(
        `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256)
         VALUES ($1, $2, 'Parsed', 'similar.csv', 10, encode(sha256(gen_random_uuid()::text::bytea), 'hex'))
         RETURNING id`,
        [organizationId, locationId],
      );
      imports.set(locationId, row.id);
    }
  });

  const insert = async (line: Line): Promise<string> => {
    const locationId = line.outlet ?? outlet;
    const [row] = await env.app.dataSource.query(
      `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                      transaction_date, direction, amount, currency, counterparty_name,
                                      counterparty_name_normalized, counterparty_account, counterparty_account_masked,
                                      match_status, match_reason)
       VALUES ($1, $2, $3, 0, $4, '2026-11-01', 'Debit', 1500, 'RUB', $5, $6, $7::varchar,
               CASE WHEN $7::varchar IS NULL THEN NULL ELSE '****' || right($7::varchar, 4) END, $8::varchar,
               CASE $8::varchar WHEN 'AutoMatched' THEN 'name_exact' WHEN 'LowConfidence' THEN 'weak_name_similarity'
                             ELSE 'no_evidence' END)
       RETURNING id`,
      [
        imports.get(locationId),
        organizationId,
        locationId,
        (sequence += 1),
        line.name,
        normalizeCounterpartyName(line.name),
        line.account ?? null,
        line.status ?? 'Unmatched',
      ],
    );
    return row.id;
  };

  const statusOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        await env.app.dataSource.query(
          'SELECT id, match_status, matched_counterparty_id FROM bank_transactions WHERE id = ANY($1::uuid[])',
          [ids],
        )
      ).map((row: { id: string; match_status: string; matched_counterparty_id: string | null }) => [
        row.id,
        `${row.match_status}:${row.matched_counterparty_id ?? '-'}`,
      ]),
    );

  it('matches every queued line of the outlet with the same name, once, with one audit entry (REST)', async () => {
    const brand = `Ромашка${randomUUID().slice(0, 6)}`;
    const source = await insert({ name: `ООО "${brand}"` });
    const similar = [
      await insert({ name: `${brand.toUpperCase()} ООО` }),
      await insert({ name: `ООО «${brand}»`, status: 'LowConfidence' }),
    ];
    const automatic = await insert({ name: brand, status: 'AutoMatched' });
    const elsewhere = await insert({ name: brand, outlet: otherOutlet });
    const otherName = await insert({ name: `${brand} Север` });
    const held = await insert({ name: brand });
    await env.app.dataSource.query(
      'INSERT INTO bank_transaction_holds (bank_transaction_id, allocation_id) VALUES ($1, $2)',
      [held, randomUUID()],
    );

    const response = await accountant.rest('post', '/api/counterparty-matches/apply-to-similar').send({
      bankTransactionId: source,
      decision: 'Match',
      erpCounterpartyId: 'sup-romashka',
      erpCounterpartyName: 'ООО Ромашка',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      decision: 'Match',
      keyKind: 'Name',
      keyDisplay: brand.toLowerCase(),
      changedTransactionCount: 3,
    });
    expect(response.body.transactions.map((line: { id: string }) => line.id).sort()).toEqual(
      [source, ...similar].sort(),
    );
    expect(response.body.transactions[0]).toMatchObject({
      matchStatus: 'ManualMatched',
      matchReason: 'manual',
      matchedRuleId: null,
      matchSignals: [{ kind: 'Manual', counterpartyId: 'sup-romashka', value: accountant.user.id }],
    });
    expect(await statusOf([automatic, elsewhere, otherName, held])).toEqual({
      [automatic]: 'AutoMatched:-',
      [elsewhere]: 'Unmatched:-',
      [otherName]: 'Unmatched:-',
      [held]: 'Unmatched:-',
    });
    const audit = await env.app.dataSource.query(
      `SELECT action, location_id, details_json FROM audit_log WHERE entity_id = $1 AND action = 'MatchSimilar'`,
      [source],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].location_id).toBe(outlet);
    expect(audit[0].details_json).toMatchObject({ keyKind: 'Name', changedTransactionCount: 3 });
    expect(audit[0].details_json.bankTransactionIds.sort()).toEqual([source, ...similar].sort());

    // Three manual matches of one payee: the rule is proposed.
    const [suggestion] = await env.app.dataSource.query(
      `SELECT key_kind, pattern, status FROM counterparty_rule_suggestions
        WHERE organization_id = $1 AND erp_counterparty_id = 'sup-romashka'`,
      [organizationId],
    );
    expect(suggestion).toEqual({ key_kind: 'Name', pattern: brand.toLowerCase(), status: 'Pending' });

    // Nothing left in the queue: a second call changes nothing and writes no entry.
    const again = await accountant
      .rest('post', '/api/counterparty-matches/apply-to-similar')
      .send({ bankTransactionId: source, decision: 'Exclude' });
    expect(again.status).toBe(200);
    expect(again.body.changedTransactionCount).toBe(0);
  });

  it('excludes by account over GraphQL; the full account number is never answered', async () => {
    const account = `40702810${Math.floor(Math.random() * 1e12)
      .toString()
      .padStart(12, '0')}`;
    const source = await insert({ name: `Альфа ${randomUUID().slice(0, 6)}`, account });
    const sameAccount = await insert({ name: `Бета ${randomUUID().slice(0, 6)}`, account });
    const response = await accountant.graphql(
      `mutation ($input: ApplyMatchToSimilarInput!) { applyMatchToSimilar(input: $input) {
         decision keyKind keyDisplay changedTransactionCount transactions { id matchStatus matchReason } } }`,
      { input: { bankTransactionId: source, decision: 'Exclude', key: 'Account', reason: 'Internal transfers' } },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.applyMatchToSimilar).toMatchObject({
      decision: 'Exclude',
      keyKind: 'Account',
      keyDisplay: `****${account.slice(-4)}`,
      changedTransactionCount: 2,
    });
    expect(JSON.stringify(response.body)).not.toContain(account);
    expect(await statusOf([source, sameAccount])).toEqual({ [source]: 'Excluded:-', [sameAccount]: 'Excluded:-' });
    const [entry] = await env.app.dataSource.query(
      `SELECT details_json::text AS text FROM audit_log WHERE entity_id = $1 AND action = 'ExcludeSimilar'`,
      [source],
    );
    expect(entry.text).not.toContain(account);
  });

  onServer('leaves alone a line a person matched while the call waited for it', async () => {
    const brand = `Лилия${randomUUID().slice(0, 6)}`;
    const source = await insert({ name: brand });
    const decidedMeanwhile = await insert({ name: `ООО ${brand}` });
    const allocatedMeanwhile = await insert({ name: `${brand} ООО` });
    const client = env.app.dataSource.createQueryRunner();
    await client.connect();
    try {
      // Another request's transaction: it holds the two rows while it decides one and allocates the other.
      await client.startTransaction();
      await client.query('SELECT 1 FROM bank_transactions WHERE id = ANY($1::uuid[]) FOR UPDATE', [
        [decidedMeanwhile, allocatedMeanwhile],
      ]);
      await client.query(
        `UPDATE bank_transactions SET match_status = 'ManualMatched', match_reason = 'manual',
                matched_counterparty_id = 'sup-other', matched_counterparty_name = 'Other' WHERE id = $1`,
        [decidedMeanwhile],
      );
      await client.query('INSERT INTO bank_transaction_holds (bank_transaction_id, allocation_id) VALUES ($1, $2)', [
        allocatedMeanwhile,
        randomUUID(),
      ]);
      const pending = accountant.rest('post', '/api/counterparty-matches/apply-to-similar').send({
        bankTransactionId: source,
        decision: 'Match',
        erpCounterpartyId: 'sup-lily',
        erpCounterpartyName: 'Lily',
      });
      const settled = pending.then((response) => response);
      // Wait until the call is blocked on the rows, then let the other transaction commit.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const [{ waiting }] = await env.app.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE OF t%'`,
        );
        if (waiting > 0) break;
        await sleep(50);
      }
      await client.commitTransaction();
      const response = await settled;
      expect(response.status).toBe(200);
      expect(response.body.changedTransactionCount).toBe(1);
      expect(await statusOf([source, decidedMeanwhile, allocatedMeanwhile])).toEqual({
        [source]: 'ManualMatched:sup-lily',
        [decidedMeanwhile]: 'ManualMatched:sup-other',
        [allocatedMeanwhile]: 'Unmatched:-',
      });
    } finally {
      await client.release();
    }
  });

  it('refused inputs change nothing', async () => {
    const source = await insert({ name: `Тюльпан ${randomUUID().slice(0, 6)}` });
    const similar = await insert({
      name: (
        await env.app.dataSource.query('SELECT counterparty_name FROM bank_transactions WHERE id = $1', [source])
      )[0].counterparty_name,
    });
    const nameless = await insert({ name: '' });
    const state = () =>
      env.app.dataSource.query(
        `SELECT (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM bank_transactions t
                  WHERE organization_id = $1) AS transactions,
                (SELECT count(*)::int FROM audit_log WHERE organization_id = $1) AS audit`,
        [organizationId],
      );
    const before = await state();
    const post = (client: SignedInClient, body: Record<string, unknown>) =>
      client.rest('post', '/api/counterparty-matches/apply-to-similar').send(body);

    const refusals: [SignedInClient, Record<string, unknown>, number, string, unknown?][] = [
      [accountant, { decision: 'Match' }, 400, 'bank_transaction_required'],
      [accountant, { bankTransactionId: 'nope', decision: 'Exclude' }, 400, 'validation.failed'],
      [accountant, { bankTransactionId: source }, 400, 'validation.failed', { decision: ['required'] }],
      [
        accountant,
        { bankTransactionId: source, decision: 'Merge' },
        400,
        'validation.failed',
        { decision: ['invalid'] },
      ],
      [accountant, { bankTransactionId: source, decision: 'Match' }, 400, 'erp_counterparty_required'],
      [
        accountant,
        { bankTransactionId: source, decision: 'Match', erpCounterpartyId: 'sup-1' },
        400,
        'erp_counterparty_name_required',
      ],
      [accountant, { bankTransactionId: source, decision: 'Exclude', key: 'Phone' }, 400, 'validation.failed'],
      [accountant, { bankTransactionId: source, decision: 'Exclude', key: 'TaxId' }, 400, 'payee_key_missing'],
      [accountant, { bankTransactionId: nameless, decision: 'Exclude' }, 400, 'payee_key_missing'],
      [accountant, { bankTransactionId: randomUUID(), decision: 'Exclude' }, 404, 'bank_transaction_not_found'],
      [viewer, { bankTransactionId: source, decision: 'Exclude' }, 403, 'forbidden'],
    ];
    for (const [client, body, status, code, fieldErrors] of refusals) {
      const response = await post(client, body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status, code });
      if (fieldErrors) expect(response.body.fieldErrors).toEqual(fieldErrors);
    }
    expect(await state()).toEqual(before);
    expect(await statusOf([source, similar])).toEqual({ [source]: 'Unmatched:-', [similar]: 'Unmatched:-' });

    // An outlet the accountant does not reach.
    const elsewhere = await insert({ name: 'Тюльпан', outlet: otherOutlet });
    const beforeOutside = await state();
    const outside = await post(accountant, { bankTransactionId: elsewhere, decision: 'Exclude' });
    expect(outside.status).toBe(403);
    expect(await state()).toEqual(beforeOutside);
  });
});
