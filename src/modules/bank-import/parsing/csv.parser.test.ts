import fc from 'fast-check';
import { csvParser } from './csv.parser';
import { detectFormat } from './parser-registry';
import { StatementParseError } from './statement-parser';

const parse = (text: string) => csvParser.parse(Buffer.from(text, 'utf8'));

const LAYOUT = [
  '# account_number=40702810200000000001',
  '# currency=RUB',
  '# opening_balance=1000.00',
  '# closing_balance=1250.50',
  'date;direction;amount;currency;counterparty_name;counterparty_tax_id;counterparty_account;description;reference',
  '2024-02-01;Credit;500.50;RUB;ООО Ромашка;7707049388;40702810938120061991;Оплата по счёту 12;A-1',
  '02.02.2024;Debit;250,00;RUB;ИП Иванов;;;Аренда;A-2',
].join('\r\n');

describe('CSV parser', () => {
  it('reads the documented layout with metadata lines', () => {
    const result = parse(LAYOUT);
    expect(result).toMatchObject({ formatCode: 'CSV', bankCode: 'generic', parserVersion: 'csv-1.0.0' });
    expect(result.warnings).toEqual([]);
    expect(result.parseConfidence).toBe(1);
    expect(result.statements).toEqual([
      {
        accountNumber: '40702810200000000001',
        currency: 'RUB',
        periodFrom: '2024-02-01',
        periodTo: '2024-02-02',
        openingBalance: 100000,
        closingBalance: 125050,
        transactions: [
          {
            transactionDate: '2024-02-01',
            valueDate: null,
            direction: 'Credit',
            amount: 50050,
            currency: 'RUB',
            counterpartyName: 'ООО Ромашка',
            counterpartyTaxId: '7707049388',
            counterpartyAccount: '40702810938120061991',
            description: 'Оплата по счёту 12',
            bankReference: 'A-1',
          },
          expect.objectContaining({ transactionDate: '2024-02-02', direction: 'Debit', amount: 25000 }),
        ],
      },
    ]);
  });

  it('is detected by its header row, with a UTF-8 BOM, and not for other content', () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LAYOUT)]);
    expect(csvParser.detect(withBom, 'statement.csv')).toBe(0.95);
    expect(csvParser.detect(withBom, 'statement.txt')).toBe(0.85);
    expect(detectFormat(withBom, 'statement.csv')?.parser).toBe(csvParser);
    expect(csvParser.parse(withBom).statements[0].transactions).toHaveLength(2);
    expect(csvParser.detect(Buffer.from('name;amount\nx;1\n'), 'a.csv')).toBe(0);
    expect(csvParser.detect(Buffer.from('1CClientBankExchange\r\nВерсияФормата=1.03\r\n'), 'a.txt')).toBe(0);
    expect(() => parse('name;value\n')).toThrow(StatementParseError);
  });

  it('accepts the comma delimiter and RFC 4180 quoting (delimiters, doubled quotes, line breaks)', () => {
    const result = parse(
      [
        'Date,Amount,Direction,Counterparty Name,Description',
        '2024-03-01,"1,234.56",Debit,"ООО ""Вектор""","first line',
        'second line, with a comma"',
        '2024-03-02,10,credit,,',
      ].join('\n'),
    );
    expect(result.warnings).toEqual([]);
    const [first, second] = result.statements[0].transactions;
    expect(first).toMatchObject({
      amount: 123456,
      direction: 'Debit',
      counterpartyName: 'ООО "Вектор"',
      description: 'first line second line, with a comma',
    });
    expect(second).toMatchObject({ amount: 1000, direction: 'Credit', counterpartyName: null, description: null });
    expect(result.statements[0].currency).toBe('RUB');
  });

  it('takes the direction from the sign when there is no direction column', () => {
    const result = parse('date;amount;currency\n2024-01-10;-15.5;USD\n2024-01-11;+20;USD\n2024-01-12;3;JPY\n');
    expect(result.statements[0].transactions.map((t) => [t.direction, t.amount, t.currency])).toEqual([
      ['Debit', 1550, 'USD'],
      ['Credit', 2000, 'USD'],
      ['Credit', 3, 'JPY'],
    ]);
    // Mixed currencies leave the statement currency open.
    expect(result.statements[0].currency).toBeNull();
  });

  it('groups rows by account_number into statements', () => {
    const result = parse('date;amount;account_number\n2024-01-10;1;A1\n2024-01-10;-2;B2\n2024-01-11;3;A1\n');
    expect(result.statements.map((s) => [s.accountNumber, s.transactions.length])).toEqual([
      ['A1', 2],
      ['B2', 1],
    ]);
  });

  it('skips rows it cannot read with a warning that names the line but never the content', () => {
    const result = parse(
      [
        '# opening_balance=abc',
        'date;direction;amount;description',
        '2024-02-30;Debit;1;secret-1',
        '2024-02-01;Sideways;1;secret-2',
        '2024-02-01;Debit;zwei;secret-3',
        '2024-02-01;Credit;-5;secret-4',
        '2024-02-01;Debit;0;secret-5',
        '2024-02-01;Debit;1;secret-6;extra',
        '2024-02-01;Debit;1;"secret-7" tail',
        '',
        '2024-02-01;Debit;1.005;fine',
        '2024-02-01;Debit;1;"unterminated secret-8',
      ].join('\n'),
    );
    expect(result.statements[0].transactions).toHaveLength(1);
    expect(result.statements[0].transactions[0].amount).toBe(101);
    expect(result.statements[0].openingBalance).toBeNull();
    expect(result.warnings).toEqual([
      'Row on line 3 was skipped: the date is not YYYY-MM-DD or dd.mm.yyyy.',
      'Row on line 4 was skipped: the direction is neither Debit nor Credit.',
      'Row on line 5 was skipped: the amount is not a number.',
      'Row on line 6 was skipped: a credit has a negative amount.',
      'Row on line 7 was skipped: the amount is zero.',
      'Row on line 8 was skipped: it has more fields than the header.',
      'Row on line 9 was skipped: a quoted field is not closed properly.',
      'Row on line 12 was skipped: a quoted field is not closed properly.',
      'The opening balance line is not a number and was ignored.',
      '1 amount(s) had more decimals than the currency and were rounded.',
    ]);
    expect(result.warnings.join(' ')).not.toMatch(/secret|abc/);
    expect(result.parseConfidence).toBeCloseTo(1 / 9, 3);
  });

  it('caps the row warnings', () => {
    const rows = Array.from({ length: 30 }, () => 'not-a-date;1');
    const result = parse(['date;amount', ...rows].join('\n'));
    expect(result.warnings).toHaveLength(21);
    expect(result.warnings.at(-1)).toBe('10 more row(s) were skipped.');
    expect(result.parseConfidence).toBe(0);
  });

  it('never throws anything but StatementParseError on random bytes or mangled rows', () => {
    const header = Buffer.from('date;direction;amount;description\n');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (bytes, withHeader) => {
        const content = withHeader ? Buffer.concat([header, bytes]) : Buffer.from(bytes);
        expect(() => csvParser.detect(content, 'a.csv')).not.toThrow();
        try {
          csvParser.parse(content);
        } catch (error) {
          expect(error).toBeInstanceOf(StatementParseError);
        }
      }),
      { numRuns: 500 },
    );
    const cell = fc.string({ unit: fc.constantFrom('"', ';', ',', '\n', '\r', '1', '-', '.', 'a', 'D', ' ') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 8 }), (rows) => {
        const text = ['date,amount,direction', ...rows.map((row) => row.join(','))].join('\n');
        expect(() => parse(text)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
