import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { normalizeCounterpartyName } from './counterparty-name';

const SUGGESTION_FIELDS = `id keyKind keyDisplay pattern normalizedPattern erpCounterpartyId status ruleId rowVersion
  manualTransactions { id matchStatus } wouldMatchCount wouldMatchTransactions { id matchStatus }`;

interface Line {
  name: string;
  taxId?: string | null;
  account?: string | null;
  status?: string;
  reason?: string;
  outlet?: string;
}

/**
 * Rules learned from manual matches (docs/counterparty-matching.md §Learning from manual matches): proposed after the
 * second manual match of one payee to one counterparty, with evidence; accepted into a rule and its rematch; rejected
 * for good; never for a rule that exists; refused calls change nothing.
 */
describe('counterparty rule suggestions', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let outlet: string;
  let admin: SignedInClient;
  let viewer: SignedInClient;
  let importId: string;
  let sequence = 0;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    admin = await env.clientFor('OrganizationAdmin', { organizationId });
    viewer = await env.clientFor('Viewer', { organizationId });
    const [row] = await env.app.dataSource.query(
      `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256)
       VALUES ($1, $2, 'Parsed', 'suggestions.csv', 10, encode(sha256(gen_random_uuid()::text::bytea), 'hex'))
       RETURNING id`,
      [organizationId, outlet],
    );
    importId = row.id;
  });

  const insert = async (line: Line): Promise<string> => {
    const [row] = await env.app.dataSource.query(
      `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                      transaction_date, direction, amount, currency, counterparty_name,
                                      counterparty_name_normalized, counterparty_tax_id, counterparty_account,
                                      counterparty_account_masked, match_status, match_reason)
       VALUES ($1, $2, $3, 0, $4, '2026-11-01', 'Debit', 1500, 'RUB', $5, $6, $7, $8::varchar,
               CASE WHEN $8::varchar IS NULL THEN NULL ELSE '****' || right($8::varchar, 4) END, $9, $10)
       RETURNING id`,
      [
        importId,
        organizationId,
        line.outlet ?? outlet,
        (sequence += 1),
        line.name,
        normalizeCounterpartyName(line.name),
        line.taxId ?? null,
        line.account ?? null,
        line.status ?? 'Unmatched',
        line.reason ?? 'no_evidence',
      ],
    );
    return row.id;
  };

  const match = async (bankTransactionId: string, erpCounterpartyId: string) => {
    const response = await admin
      .rest('post', '/api/counterparty-matches')
      .send({ bankTransactionId, erpCounterpartyId, erpCounterpartyName: `Supplier ${erpCounterpartyId}` });
    expect(response.status).toBe(200);
  };

  const suggestions = async (status = 'Pending') => {
    const response = await admin
      .rest('get', `/api/counterparty-rule-suggestions?status=${status}&pageSize=100`)
      .set('X-Organization-Id', organizationId);
    expect(response.status).toBe(200);
    return response.body.items as Record<string, unknown>[];
  };
  const suggestionFor = async (erpCounterpartyId: string, status = 'Pending') =>
    (await suggestions(status)).find((item) => item.erpCounterpartyId === erpCounterpartyId);

  it('proposes a name rule after the second manual match of a payee, not after the first, with its evidence', async () => {
    const brand = `Ромашка${randomUUID().slice(0, 6)}`;
    const supplier = `sup-${randomUUID().slice(0, 8)}`;
    const first = await insert({ name: `ООО "${brand}"` });
    const second = await insert({ name: `${brand.toUpperCase()} ООО` });
    const queued = [await insert({ name: `ООО «${brand}»` }), await insert({ name: `Торговый дом ${brand}` })];
    const weak = await insert({ name: `ИП ${brand}`, status: 'LowConfidence', reason: 'weak_name_similarity' });
    // Matched by another rule to another supplier: the new rule makes it conflicting, and does not take it.
    await env.app.dataSource.query(
      `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                       erp_counterparty_name)
       VALUES ($1, $2, $3, 'sup-north', 'North')`,
      [organizationId, `${brand} Север`, normalizeCounterpartyName(`${brand} Север`)],
    );
    const north = await insert({ name: `${brand} Север`, status: 'AutoMatched', reason: 'rule' });

    await match(first, supplier);
    expect(await suggestionFor(supplier)).toBeUndefined();
    await match(second, supplier);

    const suggestion = await suggestionFor(supplier);
    expect(suggestion).toMatchObject({
      keyKind: 'Name',
      keyDisplay: brand.toLowerCase(),
      pattern: brand.toLowerCase(),
      status: 'Pending',
      ruleId: null,
      wouldMatchCount: 3,
    });
    const manualIds = (suggestion!.manualTransactions as { id: string }[]).map((line) => line.id);
    expect(manualIds.sort()).toEqual([first, second].sort());
    const taken = (suggestion!.wouldMatchTransactions as { id: string }[]).map((line) => line.id);
    expect(taken.sort()).toEqual([...queued, weak].sort());

    // Accept: the rule, audited as a create; its rematch takes the three lines and says so.
    const accepted = await admin.rest('post', `/api/counterparty-rule-suggestions/${suggestion!.id}/accept`).send({
      expectedRowVersion: suggestion!.rowVersion,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      alreadyExists: false,
      changedTransactionCount: 4,
      matchedTransactionCount: 3,
      rule: { normalizedPattern: brand.toLowerCase(), erpCounterpartyId: supplier, isActive: true },
      suggestion: { status: 'Accepted', wouldMatchCount: 0 },
    });
    const ruleId = accepted.body.rule.id;
    expect(accepted.body.suggestion.ruleId).toBe(ruleId);
    const lines = await env.app.dataSource.query(
      `SELECT match_status, match_reason, matched_rule_id, matched_counterparty_id FROM bank_transactions
        WHERE id = ANY($1::uuid[])`,
      [[...queued, weak]],
    );
    for (const line of lines)
      expect(line).toEqual({
        match_status: 'AutoMatched',
        match_reason: 'rule',
        matched_rule_id: ruleId,
        matched_counterparty_id: supplier,
      });
    const [conflicting] = await env.app.dataSource.query(
      'SELECT match_status, match_reason FROM bank_transactions WHERE id = $1',
      [north],
    );
    expect(conflicting).toEqual({ match_status: 'LowConfidence', match_reason: 'conflicting_evidence' });
    const audit = await env.app.dataSource.query(
      `SELECT action, entity_type FROM audit_log WHERE entity_id = ANY($1::varchar[]) ORDER BY action`,
      [[ruleId, suggestion!.id]],
    );
    expect(audit).toEqual([
      { action: 'Accept', entity_type: 'CounterpartyRuleSuggestion' },
      { action: 'Create', entity_type: 'CounterpartyRule' },
    ]);

    // Decided: a second accept or a reject is refused and changes nothing.
    const again = await admin.rest('post', `/api/counterparty-rule-suggestions/${suggestion!.id}/accept`).send({});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'workflow.invalid_transition',
      params: { entity: 'CounterpartyRuleSuggestion', state: 'Accepted', operation: 'accept' },
    });
    const rejectAccepted = await admin
      .rest('post', `/api/counterparty-rule-suggestions/${suggestion!.id}/reject`)
      .send({});
    expect(rejectAccepted.status).toBe(409);
    expect((await suggestionFor(supplier, 'Accepted'))?.status).toBe('Accepted');
  });

  it('keys by tax id, and by account with only the masked account shown', async () => {
    const taxId = `77${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}`;
    const taxSupplier = `sup-${randomUUID().slice(0, 8)}`;
    await match(await insert({ name: `Альфа ${randomUUID().slice(0, 6)}`, taxId }), taxSupplier);
    await match(await insert({ name: `Бета ${randomUUID().slice(0, 6)}`, taxId: ` ${taxId} ` }), taxSupplier);
    expect(await suggestionFor(taxSupplier)).toMatchObject({ keyKind: 'TaxId', keyDisplay: taxId, pattern: taxId });

    const account = `4070281090000${Math.floor(Math.random() * 1e7)
      .toString()
      .padStart(7, '0')}`;
    const brand = `Вектор${randomUUID().slice(0, 6)}`;
    const accountSupplier = `sup-${randomUUID().slice(0, 8)}`;
    await match(await insert({ name: `ООО "${brand} Север"`, account }), accountSupplier);
    await match(await insert({ name: `Торговый дом ${brand}`, account }), accountSupplier);
    const response = await admin
      .rest('get', '/api/counterparty-rule-suggestions?pageSize=100')
      .set('X-Organization-Id', organizationId);
    expect(JSON.stringify(response.body)).not.toContain(account);
    expect(
      response.body.items.find((item: { erpCounterpartyId: string }) => item.erpCounterpartyId === accountSupplier),
    ).toMatchObject({ keyKind: 'Account', keyDisplay: `****${account.slice(-4)}`, pattern: brand.toLowerCase() });
    const [stored] = await env.app.dataSource.query(
      `SELECT row_to_json(g)::text AS text FROM counterparty_rule_suggestions g WHERE erp_counterparty_id = $1`,
      [accountSupplier],
    );
    expect(stored.text).not.toContain(account);
  });

  it('a rejected suggestion is not proposed again; none is proposed for an existing rule', async () => {
    const brand = `Лилия${randomUUID().slice(0, 6)}`;
    const supplier = `sup-${randomUUID().slice(0, 8)}`;
    await match(await insert({ name: brand }), supplier);
    await match(await insert({ name: `ООО ${brand}` }), supplier);
    const suggestion = await suggestionFor(supplier);

    const rejected = await admin.graphql(
      `mutation ($id: UUID!) { rejectCounterpartyRuleSuggestion(id: $id) {
         rule { id } changedTransactionCount suggestion { ${SUGGESTION_FIELDS} } } }`,
      { id: suggestion!.id },
    );
    expect(rejected.body.errors).toBeUndefined();
    expect(rejected.body.data.rejectCounterpartyRuleSuggestion).toMatchObject({
      rule: null,
      changedTransactionCount: 0,
      suggestion: { status: 'Rejected' },
    });
    const [before] = await env.app.dataSource.query(
      'SELECT status, row_version, manual_transaction_ids FROM counterparty_rule_suggestions WHERE id = $1',
      [suggestion!.id],
    );
    await match(await insert({ name: `${brand} ООО` }), supplier);
    expect(await suggestionFor(supplier)).toBeUndefined();
    const [after] = await env.app.dataSource.query(
      'SELECT status, row_version, manual_transaction_ids FROM counterparty_rule_suggestions WHERE id = $1',
      [suggestion!.id],
    );
    expect(after).toEqual(before);
    // Rejecting again answers it unchanged.
    const again = await admin.rest('post', `/api/counterparty-rule-suggestions/${suggestion!.id}/reject`).send({});
    expect(again.status).toBe(200);
    expect(again.body.suggestion.rowVersion).toBe(before.row_version);

    // A rule made by hand first: the repeated manual match proposes nothing.
    const other = `Роза${randomUUID().slice(0, 6)}`;
    const otherSupplier = `sup-${randomUUID().slice(0, 8)}`;
    await env.app.dataSource.query(
      `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                       erp_counterparty_name, is_active)
       VALUES ($1, $2, $3, $4, 'Rose', false)`,
      [organizationId, other, normalizeCounterpartyName(other), otherSupplier],
    );
    await match(await insert({ name: other }), otherSupplier);
    await match(await insert({ name: `ИП ${other}` }), otherSupplier);
    const [{ count }] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM counterparty_rule_suggestions WHERE erp_counterparty_id = $1',
      [otherSupplier],
    );
    expect(count).toBe(0);
  });

  it('refused calls change nothing', async () => {
    const brand = `Тюльпан${randomUUID().slice(0, 6)}`;
    const supplier = `sup-${randomUUID().slice(0, 8)}`;
    await match(await insert({ name: brand }), supplier);
    await match(await insert({ name: `${brand} ООО` }), supplier);
    await insert({ name: `ООО ${brand}` });
    const suggestion = await suggestionFor(supplier);
    const state = () =>
      env.app.dataSource.query(
        `SELECT (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM bank_transactions t
                  WHERE organization_id = $1) AS transactions,
                (SELECT md5(string_agg(g::text, '|' ORDER BY g.id)) FROM counterparty_rule_suggestions g
                  WHERE organization_id = $1) AS suggestions,
                (SELECT count(*)::int FROM counterparty_rules WHERE organization_id = $1) AS rules,
                (SELECT count(*)::int FROM audit_log WHERE organization_id = $1) AS audit`,
        [organizationId],
      );
    const before = await state();

    const stale = await admin
      .rest('post', `/api/counterparty-rule-suggestions/${suggestion!.id}/accept`)
      .send({ expectedRowVersion: (suggestion!.rowVersion as number) + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.conflict');
    const byViewer = await viewer.rest('post', `/api/counterparty-rule-suggestions/${suggestion!.id}/accept`).send({});
    expect(byViewer.status).toBe(403);
    const viewerList = await viewer
      .rest('get', '/api/counterparty-rule-suggestions')
      .set('X-Organization-Id', organizationId);
    expect(viewerList.status).toBe(403);
    const unknown = await admin.rest('post', `/api/counterparty-rule-suggestions/${randomUUID()}/reject`).send({});
    expect(unknown.status).toBe(404);
    const badStatus = await admin
      .rest('get', '/api/counterparty-rule-suggestions?status=Nope')
      .set('X-Organization-Id', organizationId);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fieldErrors).toEqual({ status: ['invalid'] });
    const foreign = await env.clientFor('OrganizationAdmin', { organizationId: await env.createOrganization() });
    const foreignAccept = await foreign
      .rest('post', `/api/counterparty-rule-suggestions/${suggestion!.id}/accept`)
      .send({});
    expect(foreignAccept.status).toBe(403);

    expect(await state()).toEqual(before);

    // The GraphQL list shows it as REST does.
    const listed = await admin.graphql(
      `query ($organizationId: UUID) { counterpartyRuleSuggestions(organizationId: $organizationId, pageSize: 100) {
         totalCount items { ${SUGGESTION_FIELDS} } } }`,
      { organizationId },
    );
    expect(listed.body.errors).toBeUndefined();
    const item = listed.body.data.counterpartyRuleSuggestions.items.find(
      (candidate: { id: string }) => candidate.id === suggestion!.id,
    );
    expect(item).toMatchObject({ status: 'Pending', wouldMatchCount: 1 });
  });
});
