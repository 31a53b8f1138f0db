import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const STATEMENT = Buffer.from(
  [
    '# account_number=40702810200000007311',
    '# currency=RUB',
    '# opening_balance=1000.00',
    '# closing_balance=1250.50',
    'date;direction;amount;currency;counterparty_name;counterparty_tax_id;counterparty_account;description;reference',
    `2024-02-01;Credit;500.50;RUB;Romashka LLC;7707049388;;Invoice ${randomUUID()};A-1`,
    '2024-02-02;Debit;250,00;RUB;IP Ivanov;;;Rent;A-2',
  ].join('\n'),
);

const IMPORT_AMOUNTS = `query ($id: UUID!) {
  bankImport(id: $id) {
    fileSizeBytes openingBalance closingBalance
    transactions { items { id amount } }
  }
  bankImportQualityReport(id: $id) { creditsTotal debitsTotal statements { openingBalance creditsTotal } }
}`;

const TRANSACTION_AMOUNT = `query ($id: UUID!) { bankTransaction(id: $id) { amount } }`;

const FIELD_TYPES = `query ($name: String!) {
  __type(name: $name) { fields { name type { name ofType { name } } } }
}`;

describe('amounts on the wire', () => {
  const env = useTestEnvironment();
  let accountant: SignedInClient;
  let importId: string;
  let headers: Record<string, string>;

  const transactionIds = async (): Promise<string[]> => {
    const response = await accountant.rest('get', `/api/bank-statements/imports/${importId}/transactions`).set(headers);
    return response.body.items.map((item: { id: string }) => item.id);
  };

  /** The traced request failed with internal_error and its cause is logged under the trace id. */
  const expectLoggedInternalError = (traceId: string) => {
    const logged = env
      .logLines()
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'unhandled failure' && entry.traceId === traceId);
    expect(logged).toMatchObject({ level: 50 });
  };

  beforeAll(async () => {
    const organizationId = await env.createOrganization();
    const outlet = await env.createLocation(organizationId);
    headers = { 'X-Organization-Id': organizationId, 'X-Location-Id': outlet };
    accountant = await env.clientFor('Accountant', { organizationId });
    const uploaded = await accountant
      .rest('post', '/api/bank-statements/import')
      .set(headers)
      .attach('file', STATEMENT, 'statement.csv');
    expect(uploaded.status).toBe(202);
    importId = uploaded.body.importId;
  });

  it('answers balances, file sizes and transaction amounts as integers in minor units over REST and GraphQL', async () => {
    const item = await accountant.rest('get', `/api/bank-statements/imports/${importId}`).set(headers);
    expect(item.body).toMatchObject({
      openingBalance: 100000,
      closingBalance: 125050,
      fileSizeBytes: STATEMENT.length,
    });
    const transactions = await accountant
      .rest('get', `/api/bank-statements/imports/${importId}/transactions`)
      .set(headers);
    expect(transactions.body.items.map((t: { amount: number }) => t.amount)).toEqual([50050, 25000]);
    const quality = await accountant
      .rest('get', `/api/bank-statements/imports/${importId}/quality-report`)
      .set(headers);
    expect(quality.body).toMatchObject({ creditsTotal: 50050, debitsTotal: 25000 });

    const graphql = await accountant.graphql(IMPORT_AMOUNTS, { id: importId }).set(headers);
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data).toEqual({
      bankImport: {
        fileSizeBytes: STATEMENT.length,
        openingBalance: 100000,
        closingBalance: 125050,
        transactions: {
          items: [expect.objectContaining({ amount: 50050 }), expect.objectContaining({ amount: 25000 })],
        },
      },
      bankImportQualityReport: {
        creditsTotal: 50050,
        debitsTotal: 25000,
        statements: [{ openingBalance: 100000, creditsTotal: 50050 }],
      },
    });
  });

  it('declares amounts as SafeInt in the schema and as bounded integers in OpenAPI', async () => {
    const types = async (name: string) => {
      const response = await env.graphql(FIELD_TYPES, { name });
      const fields: { name: string; type: { name: string | null; ofType: { name: string } | null } }[] =
        response.body.data.__type.fields;
      return Object.fromEntries(fields.map((field) => [field.name, field.type.name ?? field.type.ofType?.name]));
    };
    expect(await types('BankTransaction')).toMatchObject({ amount: 'SafeInt' });
    expect(await types('BankImport')).toMatchObject({
      fileSizeBytes: 'SafeInt',
      openingBalance: 'SafeInt',
      closingBalance: 'SafeInt',
      parseConfidence: 'Float',
    });
    expect(await types('ErpDebt')).toMatchObject({ amount: 'SafeInt', paidAmount: 'SafeInt', unpaidAmount: 'SafeInt' });

    const openapi = await env.http.get('/api/openapi.json');
    const transaction = openapi.body.paths['/api/bank-statements/transactions/{id}'].get;
    expect(transaction.responses['200'].content['application/json'].schema.properties.amount).toMatchObject({
      type: 'integer',
      format: 'int64',
      minimum: Number.MIN_SAFE_INTEGER,
      maximum: Number.MAX_SAFE_INTEGER,
    });
  });

  it('carries the largest safe amount exactly and answers internal_error, never a rounded amount, beyond it', async () => {
    const [id] = await transactionIds();
    const setAmount = (amount: string) =>
      env.app.dataSource.query('UPDATE bank_transactions SET amount = $2::bigint WHERE id = $1', [id, amount]);

    await setAmount('9007199254740991');
    const largest = await accountant.rest('get', `/api/bank-statements/transactions/${id}`).set(headers);
    expect(largest.body.amount).toBe(Number.MAX_SAFE_INTEGER);

    await setAmount('9007199254740993');
    const rest = await accountant.rest('get', `/api/bank-statements/transactions/${id}`).set(headers);
    expect([rest.status, rest.body.code]).toEqual([500, 'internal_error']);
    expectLoggedInternalError(rest.headers['x-trace-id']);
    const graphql = await accountant.graphql(TRANSACTION_AMOUNT, { id }).set(headers);
    expect(graphql.body.data).toBeNull();
    expect(graphql.body.errors[0].extensions.code).toBe('internal_error');
    await setAmount('50050');
  });

  it('answers internal_error when the statement totals of an import exceed the safe range', async () => {
    const [row] = await env.app.dataSource.query('SELECT statements FROM bank_imports WHERE id = $1', [importId]);
    // Each total is safe; their sum, 2^53, is not.
    const half = { ...row.statements[0], credits: 2 ** 52 };
    await env.app.dataSource.query('UPDATE bank_imports SET statements = $2::jsonb WHERE id = $1', [
      importId,
      JSON.stringify([half, half]),
    ]);
    try {
      const rest = await accountant.rest('get', `/api/bank-statements/imports/${importId}/quality-report`).set(headers);
      expect([rest.status, rest.body.code]).toEqual([500, 'internal_error']);
      expectLoggedInternalError(rest.headers['x-trace-id']);
    } finally {
      await env.app.dataSource.query('UPDATE bank_imports SET statements = $2::jsonb WHERE id = $1', [
        importId,
        JSON.stringify(row.statements),
      ]);
    }
  });

  it('reads counts as numbers and rejects a bigint sum beyond the safe range', async () => {
    const [counted] = await env.app.dataSource.query(
      'SELECT count(*) AS n FROM bank_transactions WHERE import_id = $1',
      [importId],
    );
    expect(counted.n).toBe(2);
    const sumOf = (values: string[]) =>
      env.app.dataSource.query('SELECT sum(v)::bigint AS total FROM unnest($1::bigint[]) AS v', [values]);
    await expect(sumOf(['4503599627370495', '4503599627370496'])).resolves.toEqual([
      { total: Number.MAX_SAFE_INTEGER },
    ]);
    await expect(sumOf(['4503599627370496', '4503599627370496'])).rejects.toMatchObject({
      driverError: expect.any(RangeError),
    });
    // Beyond int8 itself PostgreSQL raises numeric_value_out_of_range.
    await expect(sumOf(['9223372036854775807', '1'])).rejects.toMatchObject({ driverError: { code: '22003' } });
  });
});
