import { csvStatement } from './statement-fixtures';
import { subscribe, waitForListeners, waitUntil, type SubscriptionProbe } from './subscription-client';
import { useTestEnvironment, type SignedInClient } from './test-environment';

const IMPORT_PROGRESS = `subscription ($importId: UUID) {
  bankImportProgress(importId: $importId) { importId organizationId locationId phase processedTransactions status }
}`;
const REMATCH = `subscription { counterpartyRematchProgress { organizationId ruleId phase examinedTransactions changedTransactions } }`;
const WORK_ITEMS = `subscription { accountantWorkItemChanged { organizationId locationId bankTransactionId cause } }`;
const CREATE_RULE = `mutation ($input: CreateCounterpartyRuleInput!) {
  createCounterpartyRule(input: $input) { changedTransactionCount rule { id } } }`;

/** One debit per counterparty name, all from one supplier account. */
const statement = (names: string[]) =>
  csvStatement(
    names.map((counterpartyName, index) => ({
      counterpartyName,
      date: '2026-10-01',
      counterpartyAccount: '40702810000000099999',
      description: `Payment ${index}`,
    })),
    '40702810900000077777',
  );

describe('subscriptions: import progress, rematch progress and work items', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let outlet: string;
  let accountant: SignedInClient;
  const probes: SubscriptionProbe[] = [];

  const open = async (query: string, headers: Record<string, string>, variables?: Record<string, unknown>) => {
    const before = env.app.events.listenerCount();
    const probe = subscribe(
      env.baseUrl,
      { Authorization: `Bearer ${accountant.accessToken}`, ...headers },
      query,
      variables,
    );
    probes.push(probe);
    await waitForListeners(env, before + 1);
    return probe;
  };
  const upload = async (names: string[]) => {
    const response = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach('file', statement(names), 'statement.csv');
    expect(response.status).toBe(202);
    return response.body.importId as string;
  };

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId);
    accountant = await env.clientFor('Accountant', { organizationId });
  });
  afterEach(async () => {
    await Promise.all(probes.splice(0).map((probe) => probe.dispose()));
    await waitUntil(() => env.app.events.listenerCount() === 0);
  });

  it('an upload announces its import Completed with the status and count, and the outlet’s work items', async () => {
    const outletHeaders = { 'X-Organization-Id': organizationId, 'X-Location-Id': outlet };
    const progress = await open(IMPORT_PROGRESS, outletHeaders);
    const workItems = await open(WORK_ITEMS, outletHeaders);
    const importId = await upload(['ООО Ромашка', 'ООО Лютик']);
    const completed = await progress.nth(1);
    expect(completed).toEqual({
      importId,
      organizationId,
      locationId: outlet,
      phase: 'Completed',
      processedTransactions: 2,
      status: expect.stringMatching(/^(Parsed|SuccessWithWarnings)$/),
    });
    expect(await workItems.nth(1)).toEqual({
      organizationId,
      locationId: outlet,
      bankTransactionId: null,
      cause: 'Import',
    });
  });

  it('importId narrows the subscription to one import', async () => {
    const outletHeaders = { 'X-Organization-Id': organizationId, 'X-Location-Id': outlet };
    const first = await upload(['ООО Первый']);
    const onFirst = await open(IMPORT_PROGRESS, outletHeaders, { importId: first });
    const everything = await open(IMPORT_PROGRESS, outletHeaders);
    const second = await upload(['ООО Второй']);
    expect((await everything.nth(1)).importId).toBe(second);
    expect(onFirst.events).toEqual([]);
  });

  it('a rule change announces its rematch once committed, with the changed count', async () => {
    await upload(['ООО Незабудка']);
    const rematch = await open(REMATCH, { 'X-Organization-Id': organizationId });
    const created = await accountant.graphql(CREATE_RULE, {
      input: {
        organizationId,
        pattern: 'Незабудка',
        erpCounterpartyId: 's-nezabudka',
        erpCounterpartyName: 'Незабудка',
      },
    });
    expect(created.body.errors).toBeUndefined();
    const { changedTransactionCount, rule } = created.body.data.createCounterpartyRule;
    const events = [await rematch.nth(1)];
    while (events[events.length - 1].phase !== 'Completed') events.push(await rematch.nth(events.length + 1));
    expect(events[events.length - 1]).toMatchObject({
      organizationId,
      ruleId: rule.id,
      phase: 'Completed',
      changedTransactions: changedTransactionCount,
    });
    expect(changedTransactionCount).toBeGreaterThan(0);
  });
});
