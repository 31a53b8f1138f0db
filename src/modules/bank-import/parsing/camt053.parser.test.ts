import { readFileSync, readdirSync } from 'fs';
import path from 'path';
import fc from 'fast-check';
import { haveStatementSamples, STATEMENT_SAMPLES } from '../../../../test/statement-fixtures';
import { camt053Parser } from './camt053.parser';
import { toMinorUnits } from '../../../platform/money/minor-units';
import { detectFormat } from './parser-registry';
import { StatementParseError, type ParsedStatement } from './statement-parser';
import { reportFigure } from '../../../../test/run-report';

const GENKGO = path.join(STATEMENT_SAMPLES, 'camt053');
const OCA = path.join(STATEMENT_SAMPLES, 'camt053-oca');
const haveSamples = haveStatementSamples('camt.053 sample tests', 'camt053', 'camt053-oca');
const describeSamples = haveSamples ? describe : describe.skip;

const read = (folder: string, file: string): Buffer => readFileSync(path.join(folder, file));
const xmlFiles = (folder: string): string[] =>
  haveSamples ? readdirSync(folder).filter((file) => file.endsWith('.xml')) : [];
const signed = (transaction: { direction: string; amount: number }): number =>
  transaction.direction === 'Debit' ? -transaction.amount : transaction.amount;

function document(entries: string, namespace = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02'): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${namespace}"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></Bal>
${entries}</Stmt></BkToCstmrStmt></Document>`);
}

const entry = (body: string): string =>
  `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><DtTm>2024-03-01T10:00:00+01:00</DtTm></BookgDt>${body}</Ntry>`;

interface GenkgoJson {
  __CLASS__?: string;
  [key: string]: unknown;
}
interface GenkgoMoney {
  getAmount: string;
  getCurrency: { getCode: string };
}
interface GenkgoBalance {
  getType: string;
  getAmount: GenkgoMoney;
}

/** The genkgo/camt expectation files are object dumps where repeated objects read "__RECURSIVITY__". */
function genkgoRecords(json: unknown): { getBalances: GenkgoBalance[] }[] {
  const found: { getBalances: GenkgoBalance[] }[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const object = value as GenkgoJson;
      if (object.__CLASS__?.endsWith('Camt053\\DTO\\Statement')) found.push(object as never);
      Object.values(object).forEach(walk);
    }
  };
  walk(json);
  return found;
}

describeSamples('camt.053 samples from genkgo/camt', () => {
  it.each(xmlFiles(GENKGO).filter((file) => !file.includes('wrong')))('%s matches the published values', (file) => {
    const content = read(GENKGO, file);
    expect(camt053Parser.detect(content, file)).toBeGreaterThanOrEqual(0.9);
    expect(detectFormat(content, file)?.parser.formatCode).toBe('camt.053');
    const result = camt053Parser.parse(content);
    const expected = JSON.parse(readFileSync(path.join(GENKGO, file.replace(/\.xml$/, '.json')), 'utf8')) as {
      getEntries: { getAmount: GenkgoMoney; getTransactionDetails: unknown[] }[];
    };

    for (const record of genkgoRecords(expected)) {
      const balance = (type: string): number | null => {
        const found = record.getBalances.find((candidate) => candidate.getType === type);
        return found ? Number(found.getAmount.getAmount) : null;
      };
      expect(result.statements).toContainEqual(
        expect.objectContaining({ openingBalance: balance('opening'), closingBalance: balance('closing') }),
      );
    }
    // Every entry genkgo lists (none of these samples splits an entry) is one of ours, with sign and currency.
    const ours = result.statements.flatMap((statement) =>
      statement.transactions.map((transaction) => [signed(transaction), transaction.currency]),
    );
    for (const listed of expected.getEntries) {
      expect(ours).toContainEqual([Number(listed.getAmount.getAmount), listed.getAmount.getCurrency.getCode]);
    }
    // The dumps of multi-statement files list only the last statement's entries.
    if (result.statements.length === 1) expect(ours).toHaveLength(expected.getEntries.length);
  });

  it('reads a multi-statement file as several statements', () => {
    const result = camt053Parser.parse(read(GENKGO, 'camt053.v2.multi.statement.xml'));
    expect(result.statements.map((statement) => [statement.openingBalance, statement.closingBalance])).toEqual([
      [1815, 2700],
      [2700, 2000],
    ]);
  });

  it('maps the counterparty, its registration id and the remittance information', () => {
    const [transaction] = camt053Parser.parse(read(GENKGO, 'camt053.v2.with-party-ids.xml')).statements[0].transactions;
    expect(transaction).toEqual({
      transactionDate: '2014-12-31',
      valueDate: '2015-01-02',
      direction: 'Credit',
      amount: 885,
      currency: 'EUR',
      counterpartyName: 'NAME NAME',
      counterpartyTaxId: '19121212-1212',
      counterpartyAccount: 'NL56AGDH9619008421',
      description: '4654654654654654',
      bankReference: null,
    });
    const ultimate = camt053Parser.parse(read(GENKGO, 'camt053.v2.minimal.ultimate.xml'));
    expect(ultimate.statements[0].transactions[0].counterpartyName).toBe('DEBTOR NAME NM');
  });

  it('reads the v8 layout (parties wrapped in Pty) like v2', () => {
    const v2 = camt053Parser.parse(read(GENKGO, 'camt053.v2.minimal.xml')).statements[0].transactions[0];
    const v8 = camt053Parser.parse(read(GENKGO, 'camt053.v8.xml')).statements[0].transactions[0];
    expect({ ...v8, bankReference: null }).toEqual(v2);
  });

  it('says when a balance is in another currency than the account', () => {
    expect(camt053Parser.parse(read(GENKGO, 'camt053.v2.minimal.xml')).warnings).toEqual([
      'A balance is in another currency (1).',
    ]);
  });

  it('fails the wrong sample with an operator-facing error', () => {
    expect(() => camt053Parser.parse(read(GENKGO, 'camt053.v2.wrong.xml'))).toThrow(StatementParseError);
  });
});

describeSamples('camt.053 samples from OCA/bank-statement-import', () => {
  const golden = (file: string): string =>
    readFileSync(path.join(OCA, file.replace('test-', 'golden-').replace(/\.xml$/, '.expected.pydata')), 'utf8');

  it.each(xmlFiles(OCA))('%s matches the published transactions', (file) => {
    const result = camt053Parser.parse(read(OCA, file));
    const expected = golden(file);
    const amounts = [...expected.matchAll(/'amount': (-?[\d.]+)/g)].map((match) => toMinorUnits(match[1], 2).value);
    const transactions = result.statements.flatMap((statement) => statement.transactions);
    expect(transactions.map(signed)).toEqual(amounts);
    const names = [...expected.matchAll(/'partner_name': '([^']*)'/g)].map((match) => match[1]);
    expect(transactions.map((transaction) => transaction.counterpartyName)).toEqual(names);
    const accounts = [...expected.matchAll(/'account_number': '([^']*)'/g)].map((match) => match[1]);
    expect(transactions.map((transaction) => transaction.counterpartyAccount)).toEqual(accounts);
    const start = /'balance_start': (-?[\d.]+)/.exec(expected);
    const end = /'balance_end_real': (-?[\d.]+)/.exec(expected);
    if (start && end) {
      expect(result.statements[0].openingBalance).toBe(toMinorUnits(start[1], 2).value);
      expect(result.statements[0].closingBalance).toBe(toMinorUnits(end[1], 2).value);
    }
  });

  it('opens oca__test-camt053.xml at 15568.27 and closes at 15121.12 EUR', () => {
    const [statement] = camt053Parser.parse(read(OCA, 'oca__test-camt053.xml')).statements;
    expect(statement).toMatchObject({
      accountNumber: 'NL77ABNA0574908765',
      currency: 'EUR',
      openingBalance: 1556827,
      closingBalance: 1512112,
      periodFrom: '2014-01-05',
      periodTo: '2014-01-05',
    });
  });

  it('splits a batch entry into its transaction details when they add up', () => {
    const result = camt053Parser.parse(read(OCA, 'oca__test-camt053-txdtls.xml'));
    const [statement] = result.statements;
    expect(statement.transactions.map((transaction) => transaction.amount)).toEqual([218700, 129600]);
    expect(statement.openingBalance! + statement.transactions.reduce((sum, t) => sum + signed(t), 0)).toBe(
      statement.closingBalance,
    );
    expect(result.warnings).toEqual([]);
  });

  it('reads a statement without entries as zero transactions', () => {
    const [statement] = camt053Parser.parse(read(OCA, 'oca__test-camt053-no-ntry.xml')).statements;
    expect(statement.transactions).toEqual([]);
  });
});

describe('camt.053 rules', () => {
  it('detects by content, not by extension', () => {
    const content = document('');
    expect(camt053Parser.detect(content, 'statement.txt')).toBeGreaterThanOrEqual(0.9);
    expect(camt053Parser.detect(Buffer.from('<a/>'), 'statement.xml')).toBeLessThan(0.5);
    expect(camt053Parser.detect(Buffer.from('hello'), 'x.txt')).toBe(0);
  });

  it('reads any camt.053.001.NN namespace and signs a DBIT balance negative', () => {
    const [statement] = camt053Parser.parse(
      document(entry(''), 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.13'),
    ).statements;
    expect(statement.openingBalance).toBe(-1000);
    expect(statement.transactions[0]).toMatchObject({ transactionDate: '2024-03-01', direction: 'Debit', amount: 100 });
  });

  it('rounds amounts beyond the minor unit and warns', () => {
    const result = camt053Parser.parse(
      document(entry('').replace('1.00', '1.00501') + entry('').replace('1.00', '2.00499')),
    );
    expect(result.statements[0].transactions.map((transaction) => transaction.amount)).toEqual([101, 200]);
    expect(result.warnings).toEqual(['Amounts with more decimals than their currency allows were rounded (2).']);
    expect(result.parseConfidence).toBeLessThan(1);
  });

  it('keeps a batch entry whole when its details do not add up', () => {
    const details = '<TxDtls><Amt Ccy="EUR">0.40</Amt></TxDtls><TxDtls><Amt Ccy="EUR">0.50</Amt></TxDtls>';
    const result = camt053Parser.parse(document(entry(`<NtryDtls>${details}</NtryDtls>`)));
    expect(result.statements[0].transactions.map((transaction) => transaction.amount)).toEqual([100]);
    expect(result.warnings).toHaveLength(1);
  });

  it('prefers unstructured remittance, then the entry reference, and skips pending entries', () => {
    const body =
      '<AcctSvcrRef>REF-1</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>E2E</EndToEndId></Refs>' +
      '<RltdPties><Cdtr><Nm>Supplier</Nm><Id><OrgId><Othr><Id>7701234567</Id></Othr></OrgId></Id></Cdtr>' +
      '<CdtrAcct><Id><Othr><Id>40702810000000000001</Id></Othr></Id></CdtrAcct></RltdPties>' +
      '<RmtInf><Ustrd>Invoice  42</Ustrd><Ustrd>March</Ustrd></RmtInf></TxDtls></NtryDtls>';
    const pending = entry('').replace('BOOK', 'PDNG');
    const result = camt053Parser.parse(document(entry(body) + pending));
    expect(result.statements[0].transactions).toEqual([
      expect.objectContaining({
        counterpartyName: 'Supplier',
        counterpartyTaxId: '7701234567',
        counterpartyAccount: '40702810000000000001',
        description: 'Invoice 42 March',
        bankReference: 'REF-1',
      }),
    ]);
    expect(result.warnings).toEqual(['Entries not booked yet (pending or information only) were skipped (1).']);
  });

  it.each([
    ['not XML', Buffer.from('just text')],
    ['another XML document', Buffer.from('<Document><Other/></Document>')],
    ['a truncated file', document(entry('')).subarray(0, 300)],
    ['an entry without direction', document(entry('').replace('<CdtDbtInd>DBIT</CdtDbtInd>', ''))],
    ['an entry without dates', document(entry('').replace(/<BookgDt>.*<\/BookgDt>/, ''))],
    ['a bad amount', document(entry('').replace('1.00', '1.0x'))],
  ])('fails %s with StatementParseError', (_name, content) => {
    expect(() => camt053Parser.parse(content)).toThrow(StatementParseError);
  });

  it('never puts file content or account numbers into an error message', () => {
    const secret = document(entry('').replace('1.00', 'DE02120300000000202051'));
    expect(() => camt053Parser.parse(secret)).toThrow(StatementParseError);
    try {
      camt053Parser.parse(secret);
    } catch (error) {
      expect((error as Error).message).not.toMatch(/DE0212|202051/);
    }
  });
});

describe('camt.053 security', () => {
  const doctypeMessage = 'The file declares a DOCTYPE, which bank statements never do.';

  it('rejects a billion-laughs document quickly', () => {
    const entities = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    const bomb = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY lol0 "lol">${entities}]>` +
        `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>&lol9;</Id></Stmt></BkToCstmrStmt></Document>`,
    );
    const started = Date.now();
    expect(() => camt053Parser.parse(bomb)).toThrow(doctypeMessage);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('rejects an external entity (XXE) without touching the file system or network', () => {
    const xxe = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY net SYSTEM "http://127.0.0.1:9/x">]>' +
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>&xxe;&net;</Id></Stmt></BkToCstmrStmt></Document>',
    );
    expect(() => camt053Parser.parse(xxe)).toThrow(doctypeMessage);
  });

  it('does not expand an undeclared entity either', () => {
    expect(() => camt053Parser.parse(document(entry('<AddtlNtryInf>&xxe;</AddtlNtryInf>')))).toThrow(
      StatementParseError,
    );
  });
});

describe('camt.053 robustness (fast-check)', () => {
  const valid = haveSamples ? read(OCA, 'oca__test-camt053.xml') : document(entry('') + entry(''));
  const onlyParseErrors = (content: Buffer): void => {
    try {
      camt053Parser.parse(content);
    } catch (error) {
      if (!(error instanceof StatementParseError)) throw error;
    }
  };

  it('random bytes only ever fail with StatementParseError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => onlyParseErrors(Buffer.from(bytes))),
      { numRuns: 300 },
    );
  });

  it('mutated valid files only ever fail with StatementParseError, and quickly', () => {
    const mutation = fc.record({
      at: fc.nat({ max: valid.length - 1 }),
      remove: fc.nat({ max: 200 }),
      insert: fc.oneof(
        fc.uint8Array({ maxLength: 20 }),
        fc
          .constantFrom('<Ntry>', '</Ntry>', '<Stmt>', '</Amt>', '<Amt Ccy="XXX">', '&amp;', '<![CDATA[', '-', '<Pty>')
          .map((text) => Buffer.from(text)),
      ),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 5 }), (mutations) => {
        let content = valid;
        for (const { at, remove, insert } of mutations) {
          const position = Math.min(at, content.length);
          content = Buffer.concat([content.subarray(0, position), insert, content.subarray(position + remove)]);
        }
        const started = Date.now();
        onlyParseErrors(content);
        expect(Date.now() - started).toBeLessThan(1000);
      }),
      { numRuns: 500 },
    );
  });
});

describe('camt.053 performance', () => {
  it('streams a generated 100,000-entry statement in under 8 s of CPU (linear: a quadratic parse takes minutes)', () => {
    const count = 100_000;
    const entries: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const credit = index % 2 === 0;
      entries.push(
        `<Ntry><Amt Ccy="EUR">${(index % 997) + 1}.${String(index % 100).padStart(2, '0')}</Amt>` +
          `<CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-03-01</Dt></BookgDt>` +
          `<ValDt><Dt>2024-03-02</Dt></ValDt><AcctSvcrRef>REF${index}</AcctSvcrRef><NtryDtls><TxDtls>` +
          `<Refs><EndToEndId>E2E${index}</EndToEndId></Refs><RltdPties><${credit ? 'Dbtr' : 'Cdtr'}><Nm>Party ${index % 500}</Nm>` +
          `</${credit ? 'Dbtr' : 'Cdtr'}><${credit ? 'DbtrAcct' : 'CdtrAcct'}><Id><IBAN>DE0212030000000020${String(index % 10000).padStart(4, '0')}</IBAN></Id>` +
          `</${credit ? 'DbtrAcct' : 'CdtrAcct'}></RltdPties><RmtInf><Ustrd>Invoice ${index}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`,
      );
    }
    const content = document(entries.join(''));
    const heapBefore = process.memoryUsage().heapUsed;
    // CPU time of this worker, not wall time: the parse is synchronous, and other suites share the cores.
    const started = process.cpuUsage();
    const result = camt053Parser.parse(content);
    const { user, system } = process.cpuUsage(started);
    const milliseconds = (user + system) / 1000;
    // Without --expose-gc this is indicative only: a collection during the parse can even make it negative.
    const heapDelta = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    reportFigure(
      `camt.053: ${count} entries (${(content.length / 2 ** 20).toFixed(1)} MiB) parsed in ${milliseconds.toFixed(0)} ms of CPU, ` +
        `heap delta ${heapDelta.toFixed(1)} MiB (includes the ${count} parsed transactions)`,
    );
    const [statement]: ParsedStatement[] = result.statements;
    expect(statement.transactions).toHaveLength(count);
    expect(statement.transactions[count - 1]).toMatchObject({ bankReference: `REF${count - 1}` });
    expect(milliseconds).toBeLessThan(8000);
  });
});
