import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const FIELDS = `organizationId isActive amount percent erpConnectionId
  writeOffTarget { accountId accountName cashFlowArticleId cashFlowArticleName } rowVersion updatedAtUtc`;
const READ = `query ($organizationId: UUID!) { paymentTolerance(organizationId: $organizationId) { ${FIELDS} } }`;
const SET = `mutation ($organizationId: UUID!, $input: SetPaymentToleranceInput!) {
  setPaymentTolerance(organizationId: $organizationId, input: $input) { ${FIELDS} } }`;

/** The simulator's bank account and an article it lists, as the write-off target. */
const TARGET = { writeOffAccountId: 'acc-bank-1', writeOffCashFlowArticleId: 'cfa-supplier-payments' };
const TARGET_READ = {
  accountId: 'acc-bank-1',
  accountName: 'Расчётный счёт, АО «Банк»',
  cashFlowArticleId: 'cfa-supplier-payments',
  cashFlowArticleName: 'Оплата поставщикам',
};

interface Tenant {
  organizationId: string;
  connectionId: string;
  admin: SignedInClient;
}

describe('payment tolerance', () => {
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
    const connectionId = await env.createErpConnection(organizationId, {
      baseUrl: simulator.baseUrl,
      login: 'admin',
      password: 'simulator',
    });
    return { organizationId, connectionId, admin: await env.clientFor('OrganizationAdmin', { organizationId }) };
  };

  const gql = async (client: SignedInClient, query: string, variables: Record<string, unknown>) => {
    const response = await client.graphql(query, variables);
    const error = response.body.errors?.[0];
    return { data: response.body.data, code: error?.extensions?.code as string | undefined, error };
  };

  const set = async ({ admin, organizationId }: Tenant, input: Record<string, unknown>) => {
    const { data, code, error } = await gql(admin, SET, { organizationId, input: { ...TARGET, ...input } });
    if (code) throw new Error(`setPaymentTolerance: ${code} ${JSON.stringify(error)}`);
    return data.setPaymentTolerance;
  };

  const put = ({ admin, organizationId }: Tenant, body: Record<string, unknown>) =>
    admin.rest('put', `/api/organizations/${organizationId}/payment-tolerance`).send({ ...TARGET, ...body });

  const stored = async (organizationId: string) => {
    const [row] = await env.app.dataSource.query(
      `SELECT amount, percent_basis_points AS "percentBasisPoints", write_off_account_id AS "accountId",
              row_version AS "rowVersion", updated_by_user_id AS "updatedByUserId"
         FROM payment_tolerances WHERE organization_id = $1`,
      [organizationId],
    );
    return row ?? null;
  };

  const auditEntries = async (organizationId: string) =>
    env.app.dataSource.query<{ action: string; entityId: string; message: string; details: Record<string, unknown> }[]>(
      `SELECT action, entity_id AS "entityId", message, details_json AS details FROM audit_log
        WHERE entity_type = 'PaymentTolerance' AND organization_id = $1 ORDER BY created_at_utc, id`,
      [organizationId],
    );

  it('reads null until set, then sets an amount, a percent and both, over GraphQL and REST, audited', async () => {
    const scope = await tenant();
    const none = await gql(scope.admin, READ, { organizationId: scope.organizationId });
    expect(none.data.paymentTolerance).toBeNull();
    const noneRest = await scope.admin
      .rest('get', `/api/organizations/${scope.organizationId}/payment-tolerance`)
      .expect(200);
    expect(noneRest.body).toBeNull();

    const byAmount = await set(scope, { amount: 500 });
    expect(byAmount).toMatchObject({
      organizationId: scope.organizationId,
      isActive: true,
      amount: 500,
      percent: null,
      erpConnectionId: scope.connectionId,
      writeOffTarget: TARGET_READ,
      rowVersion: 1,
    });
    expect(await stored(scope.organizationId)).toMatchObject({ amount: 500, percentBasisPoints: null });

    const byPercent = await put(scope, { percent: 0.5, rowVersion: 1 }).expect(200);
    expect(byPercent.body).toMatchObject({ isActive: true, amount: null, percent: 0.5, rowVersion: 2 });
    expect(await stored(scope.organizationId)).toMatchObject({
      amount: null,
      percentBasisPoints: 50,
      updatedByUserId: scope.admin.user.id,
    });

    // 0.29 is 28.999… as a binary fraction: read through its decimal text it is 29 basis points.
    const both = await set(scope, { amount: 1_000, percent: 0.29 });
    expect(both).toMatchObject({ isActive: true, amount: 1_000, percent: 0.29, rowVersion: 3 });
    expect(await stored(scope.organizationId)).toMatchObject({ amount: 1_000, percentBasisPoints: 29 });
    expect((await set(scope, { percent: 100 })).percent).toBe(100);
    expect((await stored(scope.organizationId)).percentBasisPoints).toBe(10_000);

    const read = await scope.admin
      .rest('get', `/api/organizations/${scope.organizationId}/payment-tolerance`)
      .expect(200);
    expect(read.body).toMatchObject({ amount: null, percent: 100, writeOffTarget: TARGET_READ, rowVersion: 4 });

    const entries = await auditEntries(scope.organizationId);
    expect(entries.map((entry) => entry.action)).toEqual(['Create', 'Update', 'Update', 'Update']);
    expect(entries[0]).toMatchObject({
      entityId: scope.organizationId,
      details: {
        organizationId: scope.organizationId,
        isActive: true,
        amount: 500,
        percent: null,
        erpConnectionId: scope.connectionId,
        writeOffAccountId: 'acc-bank-1',
        writeOffAccountName: TARGET_READ.accountName,
        writeOffCashFlowArticleId: 'cfa-supplier-payments',
        writeOffCashFlowArticleName: TARGET_READ.cashFlowArticleName,
      },
    });
    expect(entries[1].details.changes).toEqual({
      amount: { from: 500, to: null },
      percent: { from: null, to: 0.5 },
    });
  });

  it('turns off keeping the target, answers the same content unchanged, and may turn off without a default connection', async () => {
    const scope = await tenant();
    await set(scope, { amount: 300, percent: 1.5 });
    const off = await put(scope, { amount: null, percent: null }).expect(200);
    expect(off.body).toMatchObject({
      isActive: false,
      amount: null,
      percent: null,
      writeOffTarget: TARGET_READ,
      rowVersion: 2,
    });
    const again = await put(scope, {}).expect(200);
    expect(again.body).toMatchObject({ isActive: false, rowVersion: 2 });
    const entries = await auditEntries(scope.organizationId);
    expect(entries.map((entry) => entry.action)).toEqual(['Create', 'Update']);
    expect(entries[1]).toMatchObject({
      message: 'Payment tolerance changed (off)',
      details: { isActive: false, changes: { amount: { from: 300, to: null }, percent: { from: 1.5, to: null } } },
    });

    // Without a default connection the stored target is kept as it is for turning off, and nothing can be turned on.
    await env.app.dataSource.query('UPDATE erp_connections SET is_default = false WHERE id = $1', [scope.connectionId]);
    await put(scope, { rowVersion: 2 }).expect(200);
    const on = await put(scope, { amount: 100 });
    expect([on.status, on.body.code]).toEqual([409, 'erp_default_connection_missing']);
    expect(await stored(scope.organizationId)).toMatchObject({ amount: null, rowVersion: 2 });
  });

  it('refuses a bad percent, amount or target and changes nothing', async () => {
    const scope = await tenant();
    await set(scope, { amount: 500 });
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ percent: 0.123 }, { percent: ['fraction_digits'] }],
      [{ percent: 0.001 }, { percent: ['fraction_digits'] }],
      [{ percent: 0 }, { percent: ['min'] }],
      [{ percent: -0.5 }, { percent: ['min'] }],
      [{ percent: 101 }, { percent: ['max'] }],
      [{ percent: 100.01 }, { percent: ['max'] }],
      [{ amount: -100 }, { amount: ['min'] }],
      [
        { amount: 0, writeOffAccountId: ' ' },
        { amount: ['min'], writeOffAccountId: ['required'] },
      ],
      [{ writeOffCashFlowArticleId: 'x'.repeat(101) }, { writeOffCashFlowArticleId: ['max_length'] }],
      [{ writeOffAccountId: 'acc-none' }, { writeOffAccountId: ['unknown'] }],
      [
        { writeOffAccountId: 'acc-none', writeOffCashFlowArticleId: 'cfa-none' },
        { writeOffAccountId: ['unknown'], writeOffCashFlowArticleId: ['unknown'] },
      ],
    ];
    for (const [input, fieldErrors] of refusals) {
      const rest = await put(scope, { amount: 500, ...input });
      expect([rest.status, rest.body.code, rest.body.fieldErrors]).toEqual([400, 'validation.failed', fieldErrors]);
    }
    const overGraphql = await gql(scope.admin, SET, {
      organizationId: scope.organizationId,
      input: { ...TARGET, percent: 0.123 },
    });
    expect(overGraphql.code).toBe('validation.failed');
    expect(overGraphql.error.extensions.fieldErrors).toEqual({ percent: ['fraction_digits'] });
    const notAnInteger = await put(scope, { amount: 1.5 });
    expect([notAnInteger.status, notAnInteger.body.fieldErrors]).toEqual([400, { amount: ['invalid'] }]);

    expect(await stored(scope.organizationId)).toMatchObject({
      amount: 500,
      percentBasisPoints: null,
      accountId: 'acc-bank-1',
      rowVersion: 1,
    });
    expect((await auditEntries(scope.organizationId)).map((entry) => entry.action)).toEqual(['Create']);
  });

  it('refuses a stale rowVersion, and a rowVersion for a setting never set', async () => {
    const scope = await tenant();
    const first = await put(scope, { amount: 200, rowVersion: 1 });
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({
      code: 'concurrency.conflict',
      params: { entity: 'PaymentTolerance', id: scope.organizationId },
    });
    expect(await stored(scope.organizationId)).toBeNull();

    await put(scope, { amount: 200 }).expect(200);
    await put(scope, { amount: 300, rowVersion: 1 }).expect(200);
    const stale = await gql(scope.admin, SET, {
      organizationId: scope.organizationId,
      input: { ...TARGET, amount: 400, rowVersion: 1 },
    });
    expect(stale.code).toBe('concurrency.conflict');
    expect(await stored(scope.organizationId)).toMatchObject({ amount: 300, rowVersion: 2 });
  });

  it('lets an Accountant read but not set, and keeps organizations apart', async () => {
    const scope = await tenant();
    await set(scope, { amount: 500 });
    const accountant = await env.clientFor('Accountant', { organizationId: scope.organizationId });
    const read = await accountant
      .rest('get', `/api/organizations/${scope.organizationId}/payment-tolerance`)
      .expect(200);
    expect(read.body).toMatchObject({ amount: 500 });
    const refused = await accountant
      .rest('put', `/api/organizations/${scope.organizationId}/payment-tolerance`)
      .send({ ...TARGET, amount: 1 });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
    const refusedGraphql = await gql(accountant, SET, {
      organizationId: scope.organizationId,
      input: { ...TARGET, amount: 1 },
    });
    expect(refusedGraphql.code).toBe('forbidden');

    const other = await tenant();
    const foreignRead = await other.admin.rest('get', `/api/organizations/${scope.organizationId}/payment-tolerance`);
    expect([foreignRead.status, foreignRead.body.code]).toEqual([403, 'forbidden']);
    const foreignSet = await put({ ...other, organizationId: scope.organizationId }, { amount: 1 });
    expect([foreignSet.status, foreignSet.body.code]).toEqual([403, 'forbidden']);
    const foreignGraphql = await gql(other.admin, READ, { organizationId: scope.organizationId });
    expect(foreignGraphql.code).toBe('forbidden');

    expect(await stored(scope.organizationId)).toMatchObject({ amount: 500, rowVersion: 1 });
    expect(await stored(other.organizationId)).toBeNull();
    expect((await auditEntries(scope.organizationId)).map((entry) => entry.action)).toEqual(['Create']);
  });
});
