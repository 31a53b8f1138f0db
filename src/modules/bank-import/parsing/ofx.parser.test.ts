import { readFileSync, readdirSync } from 'fs';
import path from 'path';
import fc from 'fast-check';
import { haveStatementSamples, STATEMENT_SAMPLES } from '../../../../test/statement-fixtures';
import { ofxParser } from './ofx.parser';
import { detectFormat } from './parser-registry';
import { StatementParseError } from './statement-parser';

const OFX = path.join(STATEMENT_SAMPLES, 'ofx');
const haveSamples = haveStatementSamples('OFX sample tests', 'ofx');
const describeSamples = haveSamples ? describe : describe.skip;
const read = (file: string): Buffer => readFileSync(path.join(OFX, file));

/** OFX 1.x as banks send it: a colon header, SGML with unclosed leaves, CRLF, Windows-1252. */
const SGML = Buffer.from(
  [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20240331120000[+1:CET]<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>EUR',
    '<BANKACCTFROM><BANKID>12345<ACCTID>DE02120300000000202051<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST><DTSTART>20240301<DTEND>20240331235959.000[+1:CET]',
    '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240305093000.000[+1:CET]<TRNAMT>-12.50<FITID>F-1<NAME>Caf\u00e9 &amp; Bar<MEMO>Lunch  meeting</STMTTRN>',
    '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240310<DTAVAIL>20240311<TRNAMT>1000,00<FITID>F-2<PAYEE><NAME>ACME GmbH</PAYEE><BANKACCTTO><BANKID>1<ACCTID>DE89370400440532013000</BANKACCTTO><MEMO>Invoice 7</STMTTRN>',
    '<STMTTRN><TRNTYPE>FEE<DTPOSTED>20240331<TRNAMT>-0.123<FITID>F-3<MEMO><NAME>Bank</STMTTRN>',
    '</BANKTRANLIST>',
    '<LEDGERBAL><BALAMT>2987.38<DTASOF>20240331</LEDGERBAL>',
    '<AVAILBAL><BALAMT>1.00<DTASOF>20240331</AVAILBAL>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
  ].join('\r\n'),
  'latin1',
);

describeSamples('OFX samples from OCA/bank-statement-import', () => {
  it.each(readdirSync(haveSamples ? OFX : '.').filter((file) => file.endsWith('.ofx') && !file.includes('wrong')))(
    '%s reads as one bank and one card statement',
    (file) => {
      const content = read(file);
      expect(ofxParser.detect(content, file)).toBeGreaterThanOrEqual(0.95);
      expect(detectFormat(content, file)?.parser.formatCode).toBe('OFX');
      const result = ofxParser.parse(content);
      const [bank, card] = result.statements;
      expect(result.statements).toHaveLength(2);
      expect(bank).toMatchObject({
        currency: 'USD',
        periodFrom: '2013-08-01',
        periodTo: '2013-08-31',
        openingBalance: null,
        closingBalance: 215656,
      });
      expect(bank.transactions.map((transaction) => [transaction.amount, transaction.bankReference])).toEqual([
        [8000, '219378'],
        [9000, '219379'],
        [10000, '219380'],
        [9000, '219381'],
      ]);
      expect(bank.transactions[0]).toEqual({
        transactionDate: '2013-08-24',
        valueDate: null,
        direction: 'Debit',
        amount: 8000,
        currency: 'USD',
        counterpartyName: 'Agrolait',
        counterpartyTaxId: null,
        counterpartyAccount: null,
        description: null,
        bankReference: '219378',
      });
      expect(card).toMatchObject({ accountNumber: '123412341234', closingBalance: -56200, transactions: [] });
      expect(result.warnings).toEqual([]);
    },
  );

  it('keeps the account id of each statement', () => {
    expect(ofxParser.parse(read('oca__test_ofx.ofx')).statements[0].accountNumber).toBe('123456');
    expect(ofxParser.parse(read('oca__test_ofx_iban.ofx')).statements[0].accountNumber).toBe('12345678901');
  });

  it('fails the wrong sample (no currency, no account, a transaction without date)', () => {
    expect(() => ofxParser.parse(read('oca__test_ofx_wrong.ofx'))).toThrow(StatementParseError);
  });
});

describe('OFX 1.x SGML', () => {
  it('is detected from its header whatever the file name', () => {
    expect(ofxParser.detect(SGML, 'export.txt')).toBeGreaterThanOrEqual(0.95);
    expect(detectFormat(SGML, 'export.qfx')?.parser.formatCode).toBe('OFX');
    expect(ofxParser.detect(Buffer.from('Date;Amount'), 'x.ofx')).toBeLessThan(0.5);
  });

  it('reads unclosed leaves, signed amounts, payee aggregates and the ledger balance', () => {
    const result = ofxParser.parse(SGML);
    const [statement] = result.statements;
    expect(statement).toMatchObject({
      accountNumber: 'DE02120300000000202051',
      currency: 'EUR',
      periodFrom: '2024-03-01',
      periodTo: '2024-03-31',
      openingBalance: null,
      closingBalance: 298738,
    });
    expect(statement.transactions).toEqual([
      {
        transactionDate: '2024-03-05',
        valueDate: null,
        direction: 'Debit',
        amount: 1250,
        currency: 'EUR',
        counterpartyName: 'Café & Bar',
        counterpartyTaxId: null,
        counterpartyAccount: null,
        description: 'Lunch meeting',
        bankReference: 'F-1',
      },
      {
        transactionDate: '2024-03-10',
        valueDate: '2024-03-11',
        direction: 'Credit',
        amount: 100000,
        currency: 'EUR',
        counterpartyName: 'ACME GmbH',
        counterpartyTaxId: null,
        counterpartyAccount: 'DE89370400440532013000',
        description: 'Invoice 7',
        bankReference: 'F-2',
      },
      // An empty <MEMO> must not lose the <NAME> after it.
      expect.objectContaining({ amount: 12, counterpartyName: 'Bank', description: null }),
    ]);
    expect(result.warnings).toEqual(['Amounts with more decimals than their currency allows were rounded (1).']);
  });

  it('reads several statements in one file', () => {
    const text = SGML.toString('latin1');
    const statement = text.slice(text.indexOf('<STMTTRNRS>'), text.indexOf('</BANKMSGSRSV1>'));
    const doubled = Buffer.from(text.replace(statement, statement + statement.replace('EUR', 'USD')), 'latin1');
    expect(ofxParser.parse(doubled).statements.map((parsed) => parsed.currency)).toEqual(['EUR', 'USD']);
  });

  it.each([
    ['no OFX element', Buffer.from('OFXHEADER:100\r\nDATA:OFXSGML\r\n')],
    ['no statement', Buffer.from('OFXHEADER:100\r\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')],
    ['no currency', Buffer.from(SGML.toString('latin1').replace('<CURDEF>EUR', ''), 'latin1')],
    ['a bad amount', Buffer.from(SGML.toString('latin1').replace('-12.50', '12x'), 'latin1')],
    ['a missing amount', Buffer.from(SGML.toString('latin1').replace('<TRNAMT>-12.50', ''), 'latin1')],
  ])('fails %s with StatementParseError', (_name, content) => {
    expect(() => ofxParser.parse(content)).toThrow(StatementParseError);
  });
});

describe('OFX security', () => {
  it('rejects a DOCTYPE, billion laughs and external entities quickly', () => {
    const laughs = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    for (const doctype of [
      `<!DOCTYPE OFX [<!ENTITY lol0 "lol">${laughs}]>`,
      '<!DOCTYPE OFX [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    ]) {
      const content = Buffer.from(
        `<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="211"?>${doctype}<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>` +
          '<CURDEF>USD</CURDEF><BANKTRANLIST><STMTTRN><DTPOSTED>20240101</DTPOSTED><TRNAMT>1</TRNAMT>' +
          '<NAME>&lol9;&xxe;</NAME></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
      );
      const started = Date.now();
      // The DOCTYPE sits before <OFX> here: it must be refused wherever it appears.
      expect(() => ofxParser.parse(content)).toThrow('The file declares a DOCTYPE, which bank statements never do.');
      expect(Date.now() - started).toBeLessThan(500);
    }
  });

  it('leaves unknown entities as text instead of resolving them', () => {
    const content = Buffer.from(SGML.toString('latin1').replace('Lunch  meeting', '&xxe;'), 'latin1');
    expect(ofxParser.parse(content).statements[0].transactions[0].description).toBe('&xxe;');
  });

  it('survives absurd nesting with a clean error', () => {
    const deep = Buffer.from(`<OFX>${'<A>'.repeat(100_000)}`);
    expect(() => ofxParser.parse(deep)).toThrow(StatementParseError);
  });
});

describe('OFX robustness (fast-check)', () => {
  const valids = [SGML, ...(haveSamples ? [read('oca__test_ofx.ofx')] : [])];
  const onlyParseErrors = (content: Buffer): void => {
    try {
      ofxParser.parse(content);
    } catch (error) {
      if (!(error instanceof StatementParseError)) throw error;
    }
  };

  it('random bytes and random tag soup only ever fail with StatementParseError', () => {
    const soup = fc
      .array(
        fc.oneof(
          fc.constantFrom('<OFX>', '<STMTRS>', '</STMTRS>', '<STMTTRN>', '<TRNAMT>', '<CURDEF>', '<', '>', '</'),
          fc.string(),
        ),
      )
      .map((parts) => Buffer.from(parts.join('')));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
          soup,
        ),
        onlyParseErrors,
      ),
      { numRuns: 500 },
    );
  });

  it('mutated valid files only ever fail with StatementParseError, and quickly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...valids),
        fc.array(fc.record({ at: fc.nat(), remove: fc.nat({ max: 100 }), insert: fc.uint8Array({ maxLength: 20 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        (valid, mutations) => {
          let content = valid;
          for (const { at, remove, insert } of mutations) {
            const position = at % (content.length + 1);
            content = Buffer.concat([content.subarray(0, position), insert, content.subarray(position + remove)]);
          }
          const started = Date.now();
          onlyParseErrors(content);
          expect(Date.now() - started).toBeLessThan(1000);
        },
      ),
      { numRuns: 500 },
    );
  });
});
