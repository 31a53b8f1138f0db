import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { subscribe, waitForListeners, waitUntil } from '../../../test/subscription-client';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const RULE_FIELDS = `id organizationId locationId name direction counterpartyTaxId counterpartyNameContains
  counterpartyNameNormalized purposeContains amountMin amountMax erpConnectionId accountId accountName
  cashFlowArticleId cashFlowArticleName isActive createdByUserId rowVersion`;
const CREATE = `mutation ($input: CreateDirectPostingRuleInput!) { createDirectPostingRule(input: $input) { ${RULE_FIELDS} } }`;
const UPDATE = `mutation ($id: UUID!, $input: UpdateDirectPostingRuleInput!) {
  updateDirectPostingRule(id: $id, input: $input) { ${RULE_FIELDS} } }`;
const LIST = `query ($organizationId: UUID, $isActive: Boolean) {
  directPostingRules(organizationId: $organizationId, isActive: $isActive) { totalCount items { id name isActive } } }`;

/** A rent rule by the landlord's tax id, written to the simulator's bank account and supplier-payment article. */
const LANDLORD = {
  name: 'Rent',
  direction: 'Debit',
  counterpartyTaxId: '7701 234567',
  counterpartyNameContains: 'ООО «Арендодатель»',
  accountId: 'acc-bank-1',
  cashFlowArticleId: 'cfa-supplier-payments',
};

interface Tenant {
  organizationId: string;
  locationId: string;
  connectionId: string;
  accountant: SignedInClient;
}

describe('direct posting rules', () => {
  const env = useTestEnvironment();
  let simulator: ErpSimulator;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0 });
  });
  afterAll(async () => {
    await simulator.close();
  });

  const tenant = async (): Promise<Tenant> => {
    const organizationId = await env.createOrganization();
    const locationId = await env.createLocation(organizationId);
    const connectionId = await env.createErpConnection(organizationId, {
      baseUrl: simulator.baseUrl,
      login: 'admin',
      password: 'simulator',
    });
    return {
      organizationId,
      locationId,
      connectionId,
      accountant: await env.clientFor('Accountant', { organizationId }),
    };
  };

  const gql = async (client: SignedInClient, query: string, variables: Record<string, unknown>) => {
    const response = await client.graphql(query, variables);
    const error = response.body.errors?.[0];
    return { data: response.body.data, code: error?.extensions?.code as string | undefined, error };
  };

  const create = async ({ accountant, organizationId }: Tenant, input: Record<string, unknown>) => {
    const { data, code, error } = await gql(accountant, CREATE, { input: { organizationId, ...input } });
    if (code) throw new Error(`createDirectPostingRule: ${code} ${JSON.stringify(error)}`);
    return data.createDirectPostingRule;
  };

  const ruleCount = async (organizationId: string): Promise<number> => {
    const [row] = await env.app.dataSource.query(
      'SELECT count(*)::int AS count FROM direct_posting_rules WHERE organization_id = $1',
      [organizationId],
    );
    return row.count;
  };

  const auditActions = async (ruleId: string): Promise<string[]> => {
    const rows: { action: string }[] = await env.app.dataSource.query(
      `SELECT action FROM audit_log WHERE entity_type = 'DirectPostingRule' AND entity_id = $1 ORDER BY created_at_utc`,
      [ruleId],
    );
    return rows.map((row) => row.action);
  };

  it('creates over GraphQL, lists and reads over REST, with the write target checked and named', async () => {
    const scope = await tenant();
    const rule = await create(scope, LANDLORD);
    expect(rule).toMatchObject({
      organizationId: scope.organizationId,
      locationId: null,
      name: 'Rent',
      direction: 'Debit',
      counterpartyTaxId: '7701234567',
      counterpartyNameContains: 'ООО «Арендодатель»',
      counterpartyNameNormalized: 'арендодатель',
      purposeContains: null,
      erpConnectionId: scope.connectionId,
      accountId: 'acc-bank-1',
      accountName: 'Расчётный счёт, АО «Банк»',
      cashFlowArticleName: 'Оплата поставщикам',
      isActive: true,
      createdByUserId: scope.accountant.user.id,
      rowVersion: 1,
    });
    expect(await auditActions(rule.id)).toEqual(['Create']);

    const listed = await scope.accountant
      .rest('get', `/api/direct-posting-rules?organizationId=${scope.organizationId}`)
      .expect(200);
    expect(listed.body).toMatchObject({ totalCount: 1, page: 1, pageSize: 20, items: [{ id: rule.id }] });
    const one = await scope.accountant
      .rest('get', `/api/direct-posting-rules/${rule.id}`)
      .set('X-Organization-Id', scope.organizationId)
      .expect(200);
    expect(one.body).toMatchObject({ id: rule.id, counterpartyTaxId: '7701234567' });

    const created = await scope.accountant
      .rest('post', '/api/direct-posting-rules')
      .set('X-Organization-Id', scope.organizationId)
      .send({ ...LANDLORD, counterpartyTaxId: null, name: 'Salaries', purposeContains: 'заработной платы' })
      .expect(201);
    expect(created.body).toMatchObject({
      counterpartyNameNormalized: 'арендодатель',
      purposeContains: 'заработной платы',
    });
    expect(await ruleCount(scope.organizationId)).toBe(2);
  });

  it('refuses a rule without a matcher, with an unknown write target or a bad amount range, and stores nothing', async () => {
    const scope = await tenant();
    const post = (body: Record<string, unknown>) =>
      scope.accountant
        .rest('post', '/api/direct-posting-rules')
        .set('X-Organization-Id', scope.organizationId)
        .send(body);

    const noMatcher = await post({ ...LANDLORD, counterpartyTaxId: ' ', counterpartyNameContains: null });
    expect(noMatcher.status).toBe(400);
    expect(noMatcher.body.code).toBe('direct_posting_rule.matcher_required');

    const unknownTarget = await post({ ...LANDLORD, accountId: 'acc-none', cashFlowArticleId: 'cfa-none' });
    expect(unknownTarget.status).toBe(400);
    expect(unknownTarget.body).toMatchObject({
      code: 'direct_posting_rule.write_target_unknown',
      fieldErrors: { accountId: ['unknown'], cashFlowArticleId: ['unknown'] },
    });

    const range = await gql(scope.accountant, CREATE, {
      input: { ...LANDLORD, organizationId: scope.organizationId, amountMin: 50_000, amountMax: 100 },
    });
    expect(range.code).toBe('validation.failed');
    expect(range.error.extensions.fieldErrors).toEqual({ amountMax: ['min'] });

    const several = await post({ ...LANDLORD, name: ' ', counterpartyTaxId: '12', amountMin: 0 });
    expect(several.status).toBe(400);
    expect(several.body.fieldErrors).toEqual({
      name: ['required'],
      counterpartyTaxId: ['invalid'],
      amountMin: ['min'],
    });

    const legalFormOnly = await post({ ...LANDLORD, counterpartyTaxId: null, counterpartyNameContains: 'ООО' });
    expect(legalFormOnly.body).toMatchObject({
      code: 'validation.failed',
      fieldErrors: { counterpartyNameContains: ['invalid'] },
    });

    const otherOutlet = await post({ ...LANDLORD, locationId: (await tenant()).locationId });
    expect(otherOutlet.body.code).toBe('direct_posting_rule.location_unknown');

    // Optional on the Reference dialect, but when given one of the connection's synced suppliers.
    const unknownCounterparty = await post({ ...LANDLORD, erpCounterpartyId: 'sup-nobody' });
    expect(unknownCounterparty.body).toMatchObject({
      code: 'direct_posting_rule.counterparty_unknown',
      fieldErrors: { erpCounterpartyId: ['unknown'] },
    });
    const longCounterparty = await post({ ...LANDLORD, name: ' ', erpCounterpartyId: 'x'.repeat(101) });
    expect(longCounterparty.body).toMatchObject({
      code: 'validation.failed',
      fieldErrors: { name: ['required'], erpCounterpartyId: ['max_length'] },
    });

    expect(await ruleCount(scope.organizationId)).toBe(0);
  });

  it('names a counterparty of the synced suppliers, completes its name, and audits a change of it', async () => {
    const scope = await tenant();
    // As a supplier sync stores it.
    await env.app.dataSource.query(
      `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, revision)
       VALUES ($1, $2, 'sup-landlord', 'ООО «Арендодатель»', 1)`,
      [scope.connectionId, scope.organizationId],
    );
    const rule = await create(scope, { ...LANDLORD, erpCounterpartyId: ' sup-landlord ' });
    const [read] = await env.app.dataSource.query(
      'SELECT erp_counterparty_id AS id, erp_counterparty_name AS name FROM direct_posting_rules WHERE id = $1',
      [rule.id],
    );
    expect(read).toEqual({ id: 'sup-landlord', name: 'ООО «Арендодатель»' });
    const cleared = await scope.accountant
      .rest('put', `/api/direct-posting-rules/${rule.id}`)
      .send({ ...LANDLORD, erpCounterpartyId: null, expectedRowVersion: rule.rowVersion });
    expect(cleared.body).toMatchObject({ erpCounterpartyId: null, erpCounterpartyName: null, rowVersion: 2 });
    const [entry] = await env.app.dataSource.query(
      `SELECT details_json AS details FROM audit_log
        WHERE entity_type = 'DirectPostingRule' AND entity_id = $1 AND action = 'Update'`,
      [rule.id],
    );
    expect(entry.details.changes).toEqual({ erpCounterpartyId: { from: 'sup-landlord', to: null } });
  });

  it('updates with the expected rowVersion, refuses a stale one, and activates and deactivates idempotently', async () => {
    const scope = await tenant();
    const rule = await create(scope, LANDLORD);
    const put = (body: Record<string, unknown>) =>
      scope.accountant.rest('put', `/api/direct-posting-rules/${rule.id}`).send(body);

    const updated = await put({
      ...LANDLORD,
      name: 'Rent, outlet one',
      locationId: scope.locationId,
      expectedRowVersion: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Rent, outlet one', locationId: scope.locationId, rowVersion: 2 });

    const stale = await put({ ...LANDLORD, name: 'Lost update', expectedRowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'concurrency.conflict',
      params: { entity: 'DirectPostingRule', id: rule.id },
    });

    const same = await gql(scope.accountant, UPDATE, {
      id: rule.id,
      input: { ...LANDLORD, name: 'Rent, outlet one', locationId: scope.locationId, expectedRowVersion: 2 },
    });
    expect(same.data.updateDirectPostingRule.rowVersion).toBe(2);

    const deactivated = await scope.accountant
      .rest('post', `/api/direct-posting-rules/${rule.id}/deactivate`)
      .send({ expectedRowVersion: 2 })
      .expect(200);
    expect(deactivated.body).toMatchObject({ isActive: false, rowVersion: 3 });
    const again = await scope.accountant.rest('post', `/api/direct-posting-rules/${rule.id}/deactivate`).send({});
    expect(again.body).toMatchObject({ isActive: false, rowVersion: 3 });
    const inactive = await gql(scope.accountant, LIST, { organizationId: scope.organizationId, isActive: false });
    expect(inactive.data.directPostingRules).toMatchObject({
      totalCount: 1,
      items: [{ id: rule.id, isActive: false }],
    });

    const staleActivate = await scope.accountant
      .rest('post', `/api/direct-posting-rules/${rule.id}/activate`)
      .send({ expectedRowVersion: 2 });
    expect(staleActivate.status).toBe(409);
    const activated = await scope.accountant.rest('post', `/api/direct-posting-rules/${rule.id}/activate`).send({});
    expect(activated.body).toMatchObject({ isActive: true, rowVersion: 4 });
    expect(await auditActions(rule.id)).toEqual(['Create', 'Update', 'Deactivate', 'Activate']);
  });

  it("tells each outlet's work-queue subscribers when a rule that decides its lines changes", async () => {
    const scope = await tenant();
    const listeners = env.app.events.listenerCount();
    const workItems = subscribe(
      env.baseUrl,
      {
        Authorization: `Bearer ${scope.accountant.accessToken}`,
        'X-Organization-Id': scope.organizationId,
        'X-Location-Id': scope.locationId,
      },
      'subscription { accountantWorkItemChanged { bankTransactionId cause } }',
    );
    await waitForListeners(env, listeners + 1);
    try {
      const rule = await create(scope, LANDLORD);
      expect(await workItems.nth(1)).toEqual({ bankTransactionId: null, cause: 'DirectPostingRule' });
      await scope.accountant.rest('post', `/api/direct-posting-rules/${rule.id}/deactivate`).send({}).expect(200);
      expect(await workItems.nth(2)).toEqual({ bankTransactionId: null, cause: 'DirectPostingRule' });
    } finally {
      await workItems.dispose();
      await waitUntil(() => env.app.events.listenerCount() === listeners);
    }
  });

  it('lets a Viewer read but not write, refuses MegaManager writes, and keeps organizations apart', async () => {
    const scope = await tenant();
    const rule = await create(scope, LANDLORD);
    const viewer = await env.clientFor('Viewer', { organizationId: scope.organizationId });
    await viewer.rest('get', `/api/direct-posting-rules?organizationId=${scope.organizationId}`).expect(200);
    await viewer.rest('get', `/api/direct-posting-rules/${rule.id}/preview`).expect(200);
    const refused = await viewer
      .rest('post', '/api/direct-posting-rules')
      .set('X-Organization-Id', scope.organizationId)
      .send(LANDLORD);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const viewerUpdate = await gql(viewer, UPDATE, { id: rule.id, input: { ...LANDLORD, expectedRowVersion: 1 } });
    expect(viewerUpdate.code).toBe('forbidden');

    const megaManager = await env.clientFor('MegaManager');
    await megaManager.rest('get', `/api/direct-posting-rules/${rule.id}`).expect(200);
    expect((await megaManager.rest('post', `/api/direct-posting-rules/${rule.id}/deactivate`).send({})).status).toBe(
      403,
    );

    const other = await tenant();
    expect((await other.accountant.rest('get', `/api/direct-posting-rules/${rule.id}`)).status).toBe(403);
    const foreignList = await other.accountant.rest(
      'get',
      `/api/direct-posting-rules?organizationId=${scope.organizationId}`,
    );
    expect(foreignList.status).toBe(403);
    const own = await gql(other.accountant, LIST, { organizationId: other.organizationId });
    expect(own.data.directPostingRules.totalCount).toBe(0);
    expect(await auditActions(rule.id)).toEqual(['Create']);
  });
});
