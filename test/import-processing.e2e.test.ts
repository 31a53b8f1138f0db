import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inTransaction } from '../src/platform/database/transaction';
import { haveStatementSamples, STATEMENT_SAMPLES } from './statement-fixtures';
import { useTestEnvironment } from './test-environment';
import { AutomaticMatchingService } from '../src/modules/counterparty-matching/automatic-matching.service';
import { ImportProcessingService, type StoredFile } from '../src/modules/bank-import/import-processing.service';

const hasSamples = haveStatementSamples(
  'import processing sample tests',
  '1c/kilylabs__one_day.txt',
  'camt053-oca/oca__test-camt053.xml',
);

describe('import processing', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let locationId: string;
  let userId: string;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    locationId = await env.createLocation(organizationId);
    userId = (await env.createUser()).id;
  });

  const process = async (fileName: string, content: Buffer) => {
    const ctx = env.app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
    const file: StoredFile = {
      organizationId,
      locationId,
      fileName,
      contentType: 'application/octet-stream',
      sizeBytes: content.length,
      // Unique per call: the same sample is processed by several tests.
      sha256: createHash('sha256').update(content).update(randomUUID()).digest('hex'),
      storageKey: randomUUID(),
      expiresAt: new Date(Date.now() + 3600_000),
    };
    const service = new ImportProcessingService(env.app.logger, new AutomaticMatchingService());
    const processed = await inTransaction(env.app.dataSource, () => service.store(ctx, file, content, userId));
    const [row] = await env.app.dataSource.query('SELECT * FROM bank_imports WHERE id = $1', [processed.importId]);
    const transactions = await env.app.dataSource.query(
      'SELECT * FROM bank_transactions WHERE import_id = $1 ORDER BY statement_index, sequence',
      [processed.importId],
    );
    return { processed, row, transactions };
  };

  (hasSamples ? it : it.skip)('imports the Windows-1251 1C sample with its balances, all in minor units', async () => {
    const { processed, row, transactions } = await process(
      'one_day.txt',
      readFileSync(path.join(STATEMENT_SAMPLES, '1c/kilylabs__one_day.txt')),
    );
    expect(processed).toMatchObject({ status: 'Parsed', errorMessage: null });
    expect(row).toMatchObject({
      format_code: '1CClientBankExchange',
      opening_balance: 4532991,
      closing_balance: 4414591,
      balance_matches: true,
      transaction_count: 13,
      currency: 'RUB',
    });
    expect(row.account_number_masked).toMatch(/^\*{4}\d{4}$/);
    expect(transactions).toHaveLength(13);
    const credits = transactions
      .filter((t: { direction: string }) => t.direction === 'Credit')
      .reduce((sum: number, t: { amount: number }) => sum + t.amount, 0);
    expect(credits).toBe(4000000);
    for (const transaction of transactions) {
      if (transaction.counterparty_account)
        expect(transaction.counterparty_account_masked).toBe(
          `****${transaction.counterparty_account.replace(/\D/g, '').slice(-4)}`,
        );
    }
  });

  (hasSamples ? it : it.skip)('flags a statement whose own balances do not add up for review', async () => {
    const { processed, row } = await process(
      'camt.xml',
      readFileSync(path.join(STATEMENT_SAMPLES, 'camt053-oca/oca__test-camt053.xml')),
    );
    expect(processed.status).toBe('SuccessWithWarnings');
    expect(row).toMatchObject({
      format_code: 'camt.053',
      opening_balance: 1556827,
      closing_balance: 1512112,
      balance_matches: false,
      currency: 'EUR',
    });
    expect(processed.warnings).toContain(
      'Opening balance plus credits minus debits does not equal the closing balance.',
    );
  });

  it('records a file no parser claims as UnsupportedFormat, with no transactions', async () => {
    const { processed, row, transactions } = await process(
      'photo.jpg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
    );
    expect(processed).toEqual({
      importId: row.id,
      status: 'UnsupportedFormat',
      formatCode: null,
      errorMessage: expect.any(String),
      warnings: [],
    });
    expect(transactions).toHaveLength(0);
    expect(row.transaction_count).toBe(0);
  });

  it('records a recognized but unreadable file as Failed with the parser’s operator message', async () => {
    const { processed } = await process(
      'broken.xml',
      Buffer.from(
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
      ),
    );
    expect(processed.status).toBe('Failed');
    expect(processed.errorMessage).toEqual(expect.any(String));
    expect(processed.errorMessage).not.toMatch(/at .*\(|Error:/);
  });

  it('rolls back the rows already streamed when a file turns out unreadable half-way, and records it Failed', async () => {
    const entry = (index: number) =>
      `<Ntry><Amt Ccy="EUR">${index + 1}.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-01</Dt></BookgDt>` +
      `<AcctSvcrRef>REF${index}</AcctSvcrRef></Ntry>\n`;
    const content = Buffer.from(
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>' +
        '<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>\n' +
        // Several parser chunks of good entries go to the bulk load before the broken one is reached.
        Array.from({ length: 3000 }, (_, index) => entry(index)).join('') +
        '<Ntry><Amt Ccy="EUR">1.00</Am',
    );
    const { processed, row, transactions } = await process('half.xml', content);
    expect(processed).toMatchObject({ status: 'Failed', formatCode: null });
    expect(processed.errorMessage).toMatch(/not well-formed XML/);
    expect(row).toMatchObject({ status: 'Failed', transaction_count: 0, format_code: null });
    expect(transactions).toHaveLength(0);
  });

  it('records a statement whose totals pass the safe integer range as Failed instead of rounding them', async () => {
    // Each amount is a safe integer (90 trillion roubles in kopecks); their sum is not.
    const big = '90000000000000.00';
    const entry = (index: number) =>
      `<Ntry><Amt Ccy="RUB">${big}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-01</Dt></BookgDt>` +
      `<AcctSvcrRef>BIG${index}</AcctSvcrRef></Ntry>\n`;
    const content = Buffer.from(
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>' +
        '<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>RUB</Ccy></Acct>\n' +
        entry(0) +
        entry(1) +
        '</Stmt></BkToCstmrStmt></Document>',
    );
    const { processed, row, transactions } = await process('huge.xml', content);
    expect(processed).toMatchObject({ status: 'Failed', errorMessage: 'The statement’s totals are too large.' });
    expect(row).toMatchObject({ status: 'Failed', transaction_count: 0 });
    expect(transactions).toHaveLength(0);
  });

  it('compares balances past the safe integer range exactly instead of failing the upload', async () => {
    // Every balance and amount is a safe integer (in kopecks); the opening balance plus the credit is not.
    const csv = (closing: string) =>
      Buffer.from(
        [
          '# account_number=40702810900000012345',
          '# currency=RUB',
          '# opening_balance=90071992547409.91',
          `# closing_balance=${closing}`,
          'date;direction;amount;currency;counterparty_name;description;reference',
          `2026-11-01;Credit;1.00;RUB;"Client";"Payment";C-${closing}`,
          `2026-11-01;Debit;1.00;RUB;"Supplier";"Invoice";D-${closing}`,
        ].join('\n'),
      );
    const wrong = await process('wrong.csv', csv('1.00'));
    expect(wrong.row).toMatchObject({ status: 'SuccessWithWarnings', balance_matches: false, transaction_count: 2 });
    const right = await process('right.csv', csv('90071992547409.91'));
    expect(right.row).toMatchObject({ status: 'Parsed', balance_matches: true, transaction_count: 2 });
  });

  it('records a file whose statements together total past the safe integer range as Failed', async () => {
    // Each statement's total is a safe integer; the quality report's sum of both would not be.
    const statement = (index: number) =>
      '<Stmt><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>RUB</Ccy></Acct>' +
      `<Ntry><Amt Ccy="RUB">50000000000000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-01</Dt></BookgDt>` +
      `<AcctSvcrRef>TOTAL${index}</AcctSvcrRef></Ntry></Stmt>\n`;
    const content = Buffer.from(
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>' +
        statement(0) +
        statement(1) +
        '</BkToCstmrStmt></Document>',
    );
    const { processed, row, transactions } = await process('totals.xml', content);
    expect(processed).toMatchObject({ status: 'Failed', errorMessage: 'The statement’s totals are too large.' });
    expect(row).toMatchObject({ status: 'Failed', transaction_count: 0 });
    expect(transactions).toHaveLength(0);
  });

  it('inserts in bulk: a few statements for thousands of transactions', async () => {
    const lines = Array.from(
      { length: 12000 },
      (_, index) =>
        `2026-11-0${(index % 9) + 1};Credit;${index + 1}.00;RUB;Payer ${index};;;Invoice ${index};R${index}`,
    );
    const csv = Buffer.from(
      [
        'date;direction;amount;currency;counterparty_name;counterparty_tax_id;counterparty_account;description;reference',
        ...lines,
      ].join('\n'),
    );
    const before = Number(/^db_statements_total (\d+)$/m.exec((await env.metrics()).text)![1]);
    const { transactions } = await process('bulk.csv', csv);
    const after = Number(/^db_statements_total (\d+)$/m.exec((await env.metrics()).text)![1]);
    expect(transactions).toHaveLength(12000);
    // BEGIN, the server-version check, the import, the matching lock with the rules and suppliers it reads, a
    // savepoint, one COPY (PostgreSQL) or 5 multi-row INSERTs of 2,621 rows (embedded), its release, the import's
    // outcome, COMMIT, then the two reads of this test: never one statement per row.
    expect(after - before).toBeLessThanOrEqual(17);
  });
});
